#pragma once
// One interactive training round per task, as the workbenches run it in the background (and
// as any other front end can): train on what the user labelled, then predict everything open,
// in one call, so that "Train" ends with the whole data redrawn. Each call takes the learner
// control (cancellation, progress) and, where the learner can warm start, the warm state of
// the previous round, which it replaces with its own (left alone when nothing was trained).
// The generation numbers are echoed back so the caller can drop results for closed data.
// Every request can instead carry a `given` model, which is then only used to predict: how a
// project's saved model is shown again without training.
#include <Eigen/Dense>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "tasks/bond_task.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/multilabel_task.h"
#include "tasks/regions/region_task.h"
#include "tasks/segmentation_task.h"
#include "tasks/terrain/terrain_paint_budget.h"
#include "tasks/terrain/terrain_tile_graphs.h"

namespace m3 {

// --- terrain: an AMN on a point cloud's graph
struct TerrainTrainingRequest {
  std::shared_ptr<const PairwiseGraph> graph;  // the whole cloud (labels unused)
  // Instead of `graph`, for a cloud too large for one (tasks/terrain/terrain_tile_graphs.h):
  // training builds the graph of the painted points it trains on from their tiles, and prediction
  // runs tile by tile, the tiles of `tileOrder` first (those in view; TerrainTileGraphs::predict
  // takes the cached ones among them first), then the others, every result handed to
  // `onTilePredicted` (on the learner's thread) as soon as its tile is solved.
  std::shared_ptr<const TerrainTileGraphs> tiles;
  std::vector<int> tileOrder;
  TerrainTileGraphs::TileResult onTilePredicted;
  int tileThreads = 0;  // tiles built and solved at once (0: all cores)
  // Its points: where the paint budget's patches lie, and the cells that training blocks keep
  // to (spatialBlockGroups), so that blocks away from a new stroke stay warm.
  std::shared_ptr<const PointCloud> cloud;
  Labeling labels;                             // the user's, one per point
  LabelSet labelSet;
  AmnTrainingOptions options;
  // At most budget.points painted points are trained on (tasks/terrain/terrain_paint_budget.h), the
  // points of `newestFirst` (the newest strokes' points, newest first) before any other.
  PaintBudget budget;
  std::vector<int> newestFirst;
  // Optional: called on the learner's thread with the model reached so far, at most every
  // `interimSeconds` while training goes on, so the caller can redraw its predictions.
  std::function<void(std::shared_ptr<const AmnModel>)> onInterimModel;
  double interimSeconds = 2;
  // Set: predict with this model instead of training (a model reopened with a project);
  // the outcome then says `given` and carries no progress.
  std::shared_ptr<const AmnModel> given;
  std::uint64_t dataGeneration = 0;
  // False: train only, no point predicted (a project trained headless keeps just the model).
  bool predict = true;
};

struct TerrainTrainingOutcome {
  std::shared_ptr<const AmnModel> model;
  Labeling predictions;            // every point; empty when cancelled
  std::vector<double> confidence;  // local margins (inference/uncertainty.h), one per point
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int labelledPoints = 0;  // trained on: the painted points within the budget
  int paintedPoints = 0;
  double predictSeconds = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

TerrainTrainingOutcome trainAndPredictTerrain(const TerrainTrainingRequest& request,
                                              const LearnerControl& control, AmnWarmStart& warm);

// Predicts every node with `model` and the local margin of each prediction (for a random
// forest, its vote margin).
void predictWithConfidence(const AmnModel& model, const PairwiseGraph& graph, Labeling& labels,
                           std::vector<double>& confidence);

// --- image regions: an AMN on superpixels, labels from scribbles, over every open image
struct RegionTrainingImage {
  std::shared_ptr<const RegionScene> scene;  // superpixels and graph (labels unused); null: built
  std::shared_ptr<const ColourImage> image;  // ... from this photo with the request's taskOptions
  LabelImage scribbles;                      // the user's classes per pixel (0 x 0: none)
};

struct RegionTrainingRequest {
  // Every open image: one model is trained on the scribbled regions of all of them (their
  // scenes built when missing), then every image with a scene is predicted.
  std::vector<RegionTrainingImage> images;
  Palette palette;
  RegionTaskOptions taskOptions;
  AmnTrainingOptions options;
  // Set: predict with this model instead of training (a model reopened with a project);
  // the outcome then says `given` and carries no progress.
  std::shared_ptr<const RegionModel> given;
  std::uint64_t dataGeneration = 0;
  // An AMN's edge weights scaled by a factor chosen on the scribbles
  // (tasks/regions/region_edge_scale.h).
  bool chooseEdgeScale = true;
};

struct RegionTrainingOutcome {
  std::shared_ptr<const RegionModel> model;
  // One entry per request image, in its order: its scene (the request's, or the one built
  // here, for the caller to keep; null when it had none and no scribbles), predicted class per
  // region and local margins (empty without a scene, or when cancelled before the image).
  std::vector<std::shared_ptr<const RegionScene>> scenes;
  std::vector<Labeling> regions;
  std::vector<std::vector<double>> confidence;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;  // EmptyProblem: fewer than two classes scribbled
  int labelledRegions = 0, labelledImages = 0;
  double edgeScale = 1;
  int edgeScaleFolds = 0;  // 0: not chosen (another model kind, or too few scribbled patches)
  double seconds = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

RegionTrainingOutcome trainAndPredictRegions(const RegionTrainingRequest& request,
                                             const LearnerControl& control, AmnWarmStart& warm);

// --- protein bonds: max-margin matching
struct BondTrainingRequest {
  std::shared_ptr<const std::vector<Protein>> proteins;  // every open protein (bonds unused)
  std::vector<std::vector<Bond>> labels;                 // the user's bonds, one list per protein
  std::vector<std::vector<Bond>> truth;  // per protein: its bonded cysteines are the ones matched
  BondTrainingOptions options;
  // Set: predict with this model instead of training (a model reopened with a project);
  // the outcome then says `given` and carries no progress.
  std::shared_ptr<const BondModel> given;
  std::uint64_t dataGeneration = 0;
};

struct BondTrainingOutcome {
  std::shared_ptr<const BondModel> model;
  std::vector<std::vector<Bond>> predicted;  // per protein; empty when cancelled
  std::vector<Eigen::MatrixXd> scores;       // per protein, n x n (NaN: not a candidate pair)
  std::vector<double> margins;               // per protein: over its second-best matching
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int trainedProteins = 0;
  int warmBlocks = 0;
  double predictSeconds = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

// Only M3N runs use and replace `warm` (pair-SVM runs have no dual blocks).
BondTrainingOutcome trainAndPredictBonds(const BondTrainingRequest& request,
                                         const LearnerControl& control, BondWarmStart& warm);

// "Bonding state known" prediction of one protein: the cysteines bonded in `truth` are
// matched (every cysteine when truth is empty; one stays single when their count is odd).
// Bonds and scores come back in the protein's full cysteine indexing; scores of pairs
// outside the matched set are NaN.
MatchingResult predictKnownState(const BondModel& model, const Protein& protein,
                                 const std::vector<Bond>& truth, Eigen::MatrixXd* scores,
                                 double* margin = nullptr);

// --- scenes: multi-label models
struct SceneTrainingRequest {
  std::shared_ptr<const MultiLabelData> items;  // every open item (its labels unused)
  MultiLabelData training;                      // the labelled items with the user's sets
  MultiLabelTrainingOptions options;
  MultiLabelPredictOptions predict;
  // Set: predict with this model instead of training (a model reopened with a project);
  // the outcome then says `given` and carries no progress.
  std::shared_ptr<const MultiLabelModel> given;
  std::uint64_t dataGeneration = 0;
};

struct SceneTrainingOutcome {
  std::shared_ptr<const MultiLabelModel> model;
  MultiLabelPrediction prediction;  // every item; empty when cancelled
  double trainSeconds = 0, predictSeconds = 0;
  MultiLabelTrainingReport report;
  int trainedItems = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

SceneTrainingOutcome trainAndPredictScenes(const SceneTrainingRequest& request,
                                           const LearnerControl& control);

// The LMSBN branch-and-bound bound to predict with: exhaustive (always exact) up to 10 labels,
// where 2^K is small; 3 beyond, where the answer is certified exact whenever the loss stays
// below 3.
MultiLabelPredictOptions scenePredictOptions(int numLabels);

// --- image segmentation: learned correlation clustering
struct SegmentationTrainingRequest {
  std::vector<std::shared_ptr<const SegmentationScene>> scenes;  // every image (null: not ready)
  std::vector<LabelImage>
      training;  // per image: the user's segmentation, or empty when not a training image
  std::vector<int> kmeansK;  // per image: k for the k-means baseline
  SegmentationTaskOptions options;
  // Set: predict with this model instead of training (a model reopened with a project);
  // the outcome then says `given` and carries no progress.
  std::shared_ptr<const SegmentationModel> given;
  std::uint64_t dataGeneration = 0;
};

struct SegmentationTrainingOutcome {
  std::shared_ptr<const SegmentationModel> model;
  std::vector<Partition> learned, kmeans;  // per image (empty entries for images without a scene)
  std::vector<double> margins;             // per image, SegmentationPrediction's (NaN: no scene)
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int trainingImages = 0, exactImages = 0;
  double seconds = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

SegmentationTrainingOutcome trainAndPredictSegmentation(const SegmentationTrainingRequest& request,
                                                        const LearnerControl& control);

}  // namespace m3
