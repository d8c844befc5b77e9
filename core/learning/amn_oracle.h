#pragma once
// StructuredOracle for associative Markov networks (Hamming loss over nodes, or a weight per
// true class: the class-balanced loss).
// Weights: [ node block F x K | edge block G x K ], both column-major; the edge block is
// constrained >= 0 (project() clamps it), so with non-negative edge features every edge
// reward is >= 0 and inference stays exact for K = 2 (min-cut) and valid for K > 2
// (alpha-expansion, whose loss-augmented argmax is then approximate: the reported gap is
// exact only for K = 2).
// Requires: fully labelled graphs (train on the subgraph induced by labelled nodes) that
//   pass validateGraph, all with the same F and G.
// Cost per oracle call: O(n F K + m G K) plus the cut(s).
#include <memory>
#include <vector>

#include "data/pairwise_graph.h"
#include "inference/graphcut.h"
#include "learning/oracle.h"

namespace m3 {

struct AmnLayout {
  int numNodeFeatures = 0, numEdgeFeatures = 0, numLabels = 0;
  int dimension() const { return (numNodeFeatures + numEdgeFeatures) * numLabels; }
  Eigen::Map<const Eigen::MatrixXd> node(const Eigen::VectorXd& w) const {
    return {w.data(), numNodeFeatures, numLabels};
  }
  Eigen::Map<const Eigen::MatrixXd> edge(const Eigen::VectorXd& w) const {
    return {w.data() + numNodeFeatures * numLabels, numEdgeFeatures, numLabels};
  }
};

class AmnOracle final : public StructuredOracle {
 public:
  // `classLossWeights`: empty for the Hamming loss (1 per wrong node), else one weight per
  // label, > 0: a wrong node costs the weight of its true label (classLossWeights below).
  AmnOracle(std::shared_ptr<const std::vector<PairwiseGraph>> graphs, AmnLayout layout,
            std::vector<double> classLossWeights = {});

  int numExamples() const override { return static_cast<int>(graphs_->size()); }
  int dimension() const override { return layout_.dimension(); }
  const Labeling& truth(int i) const override { return (*graphs_)[i].labels; }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override;
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override;
  Labeling argmax(int i, const Eigen::VectorXd& w) const override;
  double loss(int i, const Labeling& y) const override;
  double lossScale(int i) const override;  // the loss of getting every node wrong
  double lossWeight(int label) const { return classWeights_.empty() ? 1.0 : classWeights_[size_t(label)]; }
  // Min-cut for two labels, and any number without edges; else alpha-expansion.
  bool exactInference() const override { return layout_.numLabels <= 2 || !hasEdges_; }
  // K > 2: the Lagrangian bound of the linear relaxation (inference/amn_bound.h).
  double hingeUpperBound(int i, const Eigen::VectorXd& w) const override;
  bool isConstrained() const override { return true; }
  void project(Eigen::VectorXd& w) const override;

 private:
  std::shared_ptr<const std::vector<PairwiseGraph>> graphs_;
  AmnLayout layout_;
  bool hasEdges_ = false;
  std::vector<double> classWeights_;
};

// Class-balanced loss weights: numLabelled / (classesPresent * count_k) for each label k
// present among the graphs' labelled nodes (1 for absent labels, which cost nothing as no
// node has them), so every class carries the
// same total loss and the mean weight per node is 1. Why: the Hamming loss lets the large
// classes (sky, road) dominate, while the scores users read (class average accuracy, mean
// IoU) weigh every class alike; on CamVid it raised the AMN's mean IoU from 0.418 to 0.456
// (README, bench regions --camvid).
std::vector<double> balancedClassWeights(const std::vector<PairwiseGraph>& graphs, int numLabels);

// Node scores (n x K) and edge rewards (m x K) of a graph under weights.
AmnScores amnScores(const AmnLayout& layout, const Eigen::VectorXd& w, const PairwiseGraph& graph);

}  // namespace m3
