#pragma once
// The AMN engine's entry points for generic graphs: train on the subgraphs induced by
// labelled nodes (DESIGN section 3) with BCFW and non-negative edge weights, predict
// every node with min-cut (K = 2) or alpha-expansion (K > 2).
// Baselines in the same API (thesis section 7.5's terrain comparison):
//   - node SVM: the same learner without edges, i.e. a per-node multiclass SVM;
//   - voted SVM: the node SVM's predictions, then every node takes the majority label of
//     itself and its neighbours (ties go to its own prediction);
//   - random forest: a forest per node on the same features (learning/random_forest.h).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "data/graph_parts.h"
#include "io/graph_json.h"
#include "learning/amn_oracle.h"
#include "learning/bcfw.h"
#include "learning/random_forest.h"
#include "model/amn_model.h"

namespace m3 {

// The subgraph induced by the labelled nodes of `graph` (edges between labelled nodes).
PairwiseGraph inducedLabelledSubgraph(const PairwiseGraph& graph);

struct AmnTrainingOptions {
  // Exact gaps every 5 passes: an evaluation costs two inferences per block, twice a pass.
  // Cached planes: graph cuts cost far more than a step over 10 cached corners; on Oakland
  // (20,000 labelled points, C 0.1) they bring BCFW from a 24% gap after 200 passes to a 1%
  // gap in 25 (docs/learning.md).
  BcfwOptions bcfw{.evaluateEvery = 5, .cachedPlanes = 10};
  GraphModelKind kind = GraphModelKind::Amn;
  RandomForestOptions forest;  // kind RandomForest only (it has no C, gap or passes)
  // Labelled components above this size are cut into chunks for training (see
  // trainingBlocks in data/graph_parts.h); <= 0 keeps them whole. 2,000 rather than 500:
  // fewer labelled edges are dropped (bench amn: 11% instead of 19%) and Oakland validation
  // mean F1 rose from 0.782 to 0.798, at about twice the training time (README).
  int maxBlockNodes = 2000;
  // AMN and SVMs: the class-balanced loss (learning/amn_oracle.h, balancedClassWeights over
  // this run's labelled nodes) instead of the Hamming loss.
  bool balancedLoss = false;
};

// Dual blocks of an earlier run keyed by (graph, block nodes, their labels), so that blocks
// the user did not touch keep their dual variables when other nodes are (re)labelled.
// Valid only for the same graphs and features; blocks are rescaled when C changes and
// dropped when the model kind changes.
struct AmnWarmStart {
  double C = 0;
  GraphModelKind kind = GraphModelKind::Amn;
  std::map<std::string, BcfwBlock> blocks;
  // The class loss weights the blocks were learned with (empty: Hamming). A block's loss
  // term is only valid for the same weights, so the blocks are dropped when they change
  // (with the balanced loss: whenever a class's count of labelled nodes changes).
  std::vector<double> lossWeights;
  // What the caller's features were standardised with, when that can change between rounds
  // (image regions: the statistics of the scribbled images). Blocks hold sums of feature
  // vectors, so the caller drops them when this changes (trainRegionModel).
  std::vector<double> featureSpace;
};

struct AmnTrainingResult {
  AmnModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  AmnWarmStart warmStart;
  int labelledNodes = 0, blocks = 0, keptEdges = 0, droppedEdges = 0;
  int warmBlocks = 0;  // blocks that started from the warm start
};

AmnTrainingResult trainAmn(const GraphSet& set, const AmnTrainingOptions& options,
                           const LearnerControl& control = {}, AmnWarmStart warmStart = {});
// One graph with `labels` (one per node, kUnlabelled allowed) in place of its own labels;
// `blockGroups` (optional, one id per node): training blocks never span two groups
// (trainingBlocks in data/graph_parts.h). `nodeIds` (optional, one per node): what the warm
// start knows each node by, for a graph cut out of a larger one whose node numbers shift from
// round to round (tasks/terrain/terrain_tile_graphs.h: the points' numbers in the whole cloud).
AmnTrainingResult trainAmn(const PairwiseGraph& graph, const Labeling& labels,
                           const LabelSet& labelSet, const AmnTrainingOptions& options,
                           const LearnerControl& control = {}, AmnWarmStart warmStart = {},
                           const std::vector<int>* blockGroups = nullptr,
                           const std::vector<int>* nodeIds = nullptr);
Labeling predictAmn(const AmnModel& model, const PairwiseGraph& graph);
// The baseline's second step: majority of `labels` over each node and its neighbours.
Labeling neighbourhoodVote(const std::vector<Edge>& edges, const Labeling& labels, int numLabels);

}  // namespace m3
