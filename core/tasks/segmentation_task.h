#pragma once
// Learning to segment images the way a person does (thesis 11.4c): superpixels are the
// objects of a correlation clustering, adjacent superpixel pairs its edges, and a linear
// score w . f(pair) (learned by relaxed BCFW through the cycle-inequality LP,
// learning/clustering_oracle.h) says how strongly two neighbours belong together. A human
// segmentation (e.g. one BSDS500 annotator) gives the gold partition; training on one
// annotator's segmentations learns that annotator's granularity.
//
// Objects and edges: every superpixel is an object (no "100 largest regions" step as in
// the thesis: SLIC regions are of similar size already, so none needs reassigning later);
// edges are the region adjacency graph only. Why not the complete graph: pairs are scored
// only where they are scored, the LP has one column per edge, and on a BSDS image the
// complete graph of ~400 regions has 80,000 pairs (and O(n^3) triangles) against ~1,100
// adjacencies. Consequence: only the cut between neighbours is learned, so a predicted
// cluster is always connected; human BSDS segments are (almost always) connected too.
//
// Pair features (kSegmentationPairFeatures, row per edge, from features/region_features.h):
//   [0]  bias 1 (how eager to merge)
//   [1]  Lab mean distance (L/100, a/64, b/64 scales)   [2] |delta L|   [3] chroma distance
//   [4]  chi-square distance of the marginal Lab histograms
//   [5]  chi-square distance of the gradient-orientation histograms
//   [6]  chi-square distance of the LBP texture histograms
//   [7]  |delta texture energy|     [8] distance of the Lab standard deviations
//   [9]  boundary weakness along the shared border (exp(-s^2 / mean s^2), image-adaptive)
//   [10] colour similarity exp(-d^2 / mean d^2)   [11] shared border / shorter perimeter
//   [12] log(1 + shared border pixels)   [13] size of the smaller region   [14] of the larger
// Any sign is fine for correlation clustering (no associativity needed). The scene keeps
// the raw rows; the model standardises every column but the bias (mean 0, sd 1 over the
// training edges, statistics stored in the model) so one C suits all features.
//
// Cost: scene O(pixels) + SLIC; prediction one cutting-plane LP over the adjacency edges
//   (inference/clustering.h). Measured on BSDS val images (bench segmentation, 2 shared
//   cores): region size 20 -> ~390 regions, ~1,080 edges, LP + rounding median 0.05-0.1 s
//   (max 0.24 s); size 15 -> ~680 regions, median 0.2 s (max 0.7 s); size 12 -> ~1,090
//   regions, median 0.9 s (max 3.7 s), and training ten times slower per pass. Hence the
//   default 20: finer superpixels also scored worse (pair F1 0.49 at size 12 vs 0.56).
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "data/clustering_example.h"
#include "eval/clustering_metrics.h"
#include "features/superpixels.h"
#include "inference/clustering.h"
#include "learning/bcfw.h"
#include "model/segmentation_model.h"
#include "tasks/suggestions.h"

namespace m3 {

inline constexpr int kSegmentationRegionFeatures = 6;  // regionFeatures columns (k-means)

// An image is a training image once a person's segmentation covers this share of its pixels
// (the workbench and its headless projects alike): a partial drawing is work in progress.
inline constexpr double kSegmentationTrainingCoverage = 0.95;

struct SegmentationScene {
  Superpixels superpixels;
  ClusteringExample example;         // objects = regions, edges = superpixels.edges (a < b),
                                     // raw pair features; gold from the segmentation or empty
  std::vector<double> regionPixels;  // pixel count per region
  RowMatrix regionFeatures;          // numRegions x kSegmentationRegionFeatures (k-means input)
};

// Throws std::invalid_argument on bad options or a segmentation of another size.
SegmentationScene buildSegmentationScene(const ColourImage& image, const SegmentationTaskOptions& options,
                                         const LabelImage* segmentation = nullptr);
// Region -> the segment holding most of its pixels (ties: the smaller segment id;
// kUnlabelled pixels ignored; a region with none: its own cluster). Canonical ids.
// Throws std::invalid_argument for a size mismatch.
Partition partitionFromSegmentation(const Superpixels& superpixels, const LabelImage& segmentation);

struct SegmentationTrainingResult {
  SegmentationModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
};

// Trains on the scenes that have a gold partition; throws std::invalid_argument when none has.
SegmentationTrainingResult trainSegmentationModel(const std::vector<const SegmentationScene*>& scenes,
                                                  const SegmentationTaskOptions& options,
                                                  const LearnerControl& control = {});

// The scene's pair features standardised with the model's statistics.
RowMatrix standardisedPairFeatures(const SegmentationModel& model, const RowMatrix& raw);

struct SegmentationPrediction {
  Partition partition;  // canonical, one id per region
  bool exact = false;   // LP integral: the partition is the exact MAP
  double lpBound = 0, score = 0;
  // How sure the segmentation is, what Label Next and `segmentation suggest` rank images by:
  // the mean over adjacent region pairs of how far the pair's own score agrees with the
  // partition's decision (s_e joined, -s_e cut; 0 where the partition overrides the pair's own
  // evidence). A local margin per pair, averaged: an image of many weak or overridden pairs
  // is one the model is unsure how to cut. +infinity for an image with no adjacent pair.
  double margin = std::numeric_limits<double>::infinity();
};
SegmentationPrediction predictSegmentation(const SegmentationModel& model, const SegmentationScene& scene);

// The images to segment next (Label Next, `segmentation suggest`): those the person has not
// segmented (`segmented` may be empty: none), the smallest margin first; with diversity spread
// by their mean region features (colour, texture; an image without a scene counts as zeros).
// One entry per image in `scenes` (may hold nulls) and `margins`; std::invalid_argument else.
std::vector<Suggestion> suggestImagesToSegment(const std::vector<const SegmentationScene*>& scenes,
                                               const std::vector<double>& margins,
                                               const std::vector<bool>& segmented,
                                               const SuggestionOptions& options);

// k-means (5 restarts) on regionFeatures with min(k, regions) clusters, deterministic for a
// seed. Throws std::invalid_argument for k < 1.
Partition kmeansSegmentation(const SegmentationScene& scene, int k, std::uint32_t seed = 1);

// Every pixel takes its region's cluster id.
LabelImage paintPartition(const Superpixels& superpixels, const Partition& partition);

// Pixel-level agreement (eval/clustering_metrics.h over pixel pairs) from the contingency
// table: exact, O(pixels + cells log cells). kUnlabelled pixels of `reference` are ignored.
// Throws std::invalid_argument for different sizes, no labelled reference pixel, or a
// predicted label < 0 on a labelled reference pixel.
ClusteringMetrics segmentationAgreement(const LabelImage& reference, const LabelImage& predicted);

}  // namespace m3
