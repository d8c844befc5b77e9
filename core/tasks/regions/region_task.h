#pragma once
// The image-regions workbench's pipeline up to the AMN, shared by the CLI (and later the
// GUI): superpixels (features/superpixels.h) -> region features and the region adjacency
// graph with non-negative edge features (features/region_features.h) -> a PairwiseGraph
// whose node labels come from a partial pixel mask (e.g. the user's scribbles); the graph
// engine (tasks/graphs/graph_task.h) trains and predicts (AMN, node SVM, voted SVM); predictions
// are painted back to pixels.
// Region labels from a pixel mask: a region takes label k when
//   - its labelled pixels cover at least `minCoverage` of its area (default 10%: a 3-pixel
//     brush stroke across a 20 x 20 superpixel covers about 15%), and
//   - k holds a strict majority of its labelled pixels (a region scribbled with two labels
//     equally is ambiguous and stays unlabelled);
//   otherwise it stays kUnlabelled and carries no loss (training uses the labelled subgraph).
// And every stroke labels something: a stroke (4-connected pixels of one label) that gave
// label k to none of the regions it touches gives k to the region holding most of its pixels,
// when that region is unlabelled and k holds a strict majority of its labelled pixels. Why: a
// thin stroke through large regions (a 2-pixel line across 40 x 40 superpixels covers 5%)
// otherwise labels nothing and the user's work silently counts for nothing.
// Node features are standardised (mean 0, standard deviation 1 per feature, bias kept at 1)
// with statistics over every region of the training images, labelled or not, stored in the
// model. Why: the raw features live on very different scales (histogram bins of a few
// hundredths next to means near 1), and with one C for all weights the linear models
// underfit: on generated samples (noise 18, full masks) standardising raised the test
// pixel accuracy of every model kind from 0.76-0.79 to 0.95-0.96. Since unlabelled regions
// count too, labelling one more region leaves the statistics (and the warm start) unchanged.
// Edge features are left as they are (in [0, 1], which keeps the AMN associative).
#include <cstdint>

#include "eval/segmentation_metrics.h"
#include "features/region_features.h"
#include "model/region_model.h"
#include "tasks/graphs/graph_task.h"

namespace m3 {

struct RegionScene {
  Superpixels superpixels;
  PairwiseGraph graph;  // node i = region i; labels from the mask or all kUnlabelled
};

// Region labels from a pixel mask (see above). Requires the mask's size to equal the
// superpixels'; mask labels outside [0, numLabels) throw std::invalid_argument.
Labeling regionLabelsFromMask(const Superpixels& superpixels, const LabelImage& mask, int numLabels,
                              double minCoverage);
// Keeps at most `budget` of the labelled regions labelled (the rest become kUnlabelled),
// in patches, like a user who paints a few strokes per class: a centre region is drawn at
// random (seeded) from each class in turn, and the patch grows breadth-first over adjacent
// regions of the same label up to `patchRegions` regions. Why patches: the AMN learns its
// edge weights from edges between labelled regions only; scattered single regions have
// almost no labelled neighbours, so the few edges seen all agree, and the learned
// attraction, applied to every region's full neighbourhood at prediction, swamps the node
// evidence (generated samples, noise 40, 40 scattered regions per image: AMN 0.50 pixel
// accuracy against the node SVM's 0.81). budget <= 0 or at least the labelled count keeps
// everything. Deterministic for a seed. O(n + m).
Labeling keepLabelledPatches(const std::vector<Edge>& edges, const Labeling& labels, int budget,
                             int patchRegions, std::uint32_t seed);
// The same with the budget a fraction of the labelled regions (at least one), as `regions
// train --scribble-fraction` and `bench regions --camvid` keep them; fraction >= 1 keeps all.
Labeling keepLabelledFraction(const std::vector<Edge>& edges, const Labeling& labels,
                              double fraction, int patchRegions, std::uint32_t seed);
// Throws std::invalid_argument (bad options, size mismatch between image and mask).
RegionScene buildRegionScene(const ColourImage& image, const RegionTaskOptions& options,
                             const LabelImage* mask = nullptr, int numLabels = 0);
// Every pixel takes its region's label.
LabelImage paintRegions(const Superpixels& superpixels, const Labeling& regionLabels);

// The node features of `graph` (all kRegionNodeFeatures) cut to the model's feature set and
// standardised with its statistics (a copy).
PairwiseGraph standardisedGraph(const RegionModel& model, const PairwiseGraph& graph);

struct RegionTrainingResult {
  RegionModel model;
  AmnTrainingResult training;
};
// Trains on the scenes' graphs (their labels). Throws std::invalid_argument for no scenes
// or a palette whose size is not the number of labels (at least 2).
RegionTrainingResult trainRegionModel(const std::vector<const RegionScene*>& scenes,
                                      const Palette& palette, const RegionTaskOptions& taskOptions,
                                      const AmnTrainingOptions& options,
                                      const LearnerControl& control = {},
                                      AmnWarmStart warmStart = {});
// Pixel labels predicted for a whole image (region labels painted back).
Labeling predictRegionLabels(const RegionModel& model, const RegionScene& scene);
LabelImage predictRegions(const RegionModel& model, const RegionScene& scene);

}  // namespace m3
