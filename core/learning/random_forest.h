#pragma once
// The baseline a user would otherwise pick for points and regions: a random forest that
// classifies every node on its own features (OpenCV's cv::ml::RTrees, the kind of
// classifier ilastik and CloudCompare's classifiers train). It knows no edges, so it shows
// what the AMN's learned neighbourhood terms add.
// The forest travels as text (OpenCV's own YAML serialisation), which model files embed;
// OpenCV stays out of this header so that callers need not see it. Its trees are grown in
// batches of kTreesPerBatch, each an OpenCV forest of its own in the text (nodes "forest",
// "forest_1", ...; the votes of all are summed), so that training can be stopped between
// batches: OpenCV's training has no way to stop, and a whole forest on the points of a
// painted cloud can take a minute.
// Requires: finite features; training rows all labelled, in [0, numLabels).
// Cost: training O(trees * n log n * sqrt(F)) on one thread; prediction O(trees * depth)
// per node, plus parsing the forest's text (0.16 s for Oakland's 18 MB forest).
#include <Eigen/Dense>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/labeling.h"

namespace m3 {

struct RandomForestOptions {
  int trees = 100;
  int maxDepth = 20;
  int minSamplesPerLeaf = 2;
  std::uint32_t seed = 1;  // OpenCV's random number generator, for reproducible forests
};

inline constexpr int kTreesPerBatch = 10;

struct TrainedForest {
  std::string text;  // the serialised forest (OpenCV YAML, one node per batch)
  int trees = 0;     // trees grown: fewer than asked when the run was stopped
};

// Trains the forest. `cancelled`, when given, is asked after each batch: once it says yes,
// the forest keeps the batches grown so far (at least one). Throws std::invalid_argument
// with fewer than two rows or labels out of range.
TrainedForest trainRandomForest(const Eigen::MatrixXd& features, const Labeling& labels, int numLabels,
                                const RandomForestOptions& options = {},
                                const std::function<bool()>& cancelled = {});

// How many trees a serialised forest holds (0 when it does not parse).
int randomForestTrees(const std::string& forest);

// Throws std::invalid_argument unless `forest` parses, expects `numFeatures` features and
// votes only for labels in [0, numLabels) (what a model file's reader must know before the
// forest labels anything).
void checkRandomForest(const std::string& forest, int numFeatures, int numLabels);

// One label per row of `features`; throws std::invalid_argument when `forest` does not
// parse or expects another number of features. `margins`, when given, receives per row
// (votes for the top class - votes for the runner-up) / trees, in [0, 1]: the forest's own
// confidence, for the uncertainty view and suggestions.
Labeling predictRandomForest(const std::string& forest, const Eigen::MatrixXd& features,
                             std::vector<double>* margins = nullptr);

}  // namespace m3
