#pragma once
// The AMN engine's entry points for generic graphs: train on the subgraphs induced by
// labelled nodes (DESIGN section 3) with BCFW and non-negative edge weights, predict
// every node with min-cut (K = 2) or alpha-expansion (K > 2). Without edges the same code
// is the per-node multiclass SVM baseline.
#include <string>
#include <vector>

#include "io/graph_json.h"
#include "learning/amn_oracle.h"
#include "learning/bcfw.h"

namespace m3 {

struct AmnModel {
  LabelSet labels;
  AmnLayout layout;
  bool useEdges = true;  // false: node-only SVM baseline (edge weights stay 0)
  Eigen::VectorXd weights;
  double C = 1;
  bool operator==(const AmnModel& o) const {
    return labels == o.labels && layout.numNodeFeatures == o.layout.numNodeFeatures &&
           layout.numEdgeFeatures == o.layout.numEdgeFeatures && layout.numLabels == o.layout.numLabels &&
           useEdges == o.useEdges && weights == o.weights && C == o.C;
  }
};

// The subgraph induced by the labelled nodes of `graph` (edges between labelled nodes).
PairwiseGraph inducedLabelledSubgraph(const PairwiseGraph& graph);

struct AmnTrainingResult {
  AmnModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int labelledNodes = 0;
};

AmnTrainingResult trainAmn(const GraphSet& set, const BcfwOptions& options, bool useEdges,
                           const LearnerControl& control = {});
Labeling predictAmn(const AmnModel& model, const PairwiseGraph& graph);

// Model files: {"format": "m3studio-model", "schema": 1, "kind": "amn" | "node-svm", "labels": [...],
//   "features": {"type": "graph", "node": F, "edge": G}, "training": {"C": c},
//   "weights": {"node": [[F x K]], "edge": [[G x K]]}}; exact round trip, validated on load.
std::string amnModelToJson(const AmnModel& model);
AmnModel amnModelFromJson(const std::string& json, const std::string& sourceName);
void saveAmnModel(const std::string& path, const AmnModel& model);
AmnModel loadAmnModel(const std::string& path);

}  // namespace m3
