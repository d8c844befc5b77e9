#pragma once
// StructuredOracle for chain M3Ns (Hamming loss, Viterbi inference). With
// useTransitions == false it is the multiclass SVM baseline: the same node model, no edges.
// Requires: every example has features with numFeatures columns and is fully labelled with
//   labels in [0, K) (partial labels are split into labelled runs first, see labelledRuns()).
// Cost per oracle call: O(L F K + L K^2).
#include <memory>
#include <vector>

#include "data/chain_example.h"
#include "data/chain_weights.h"
#include "learning/oracle.h"

namespace m3 {

class ChainOracle final : public StructuredOracle {
 public:
  ChainOracle(std::shared_ptr<const std::vector<ChainExample>> examples, int numFeatures,
              int numLabels, bool useTransitions);

  int numExamples() const override { return static_cast<int>(examples_->size()); }
  int dimension() const override { return layout_.dimension(); }
  const Labeling& truth(int i) const override { return (*examples_)[i].labels; }
  void addJointFeature(int i, const Labeling& y, double scale,
                       Eigen::VectorXd& acc) const override;
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override;
  Labeling argmax(int i, const Eigen::VectorXd& w) const override;
  double loss(int i, const Labeling& y) const override;
  double lossScale(int i) const override;
  // Shares one node-score computation between both Viterbi runs and the truth's score.
  ExampleEvaluation evaluate(int i, const Eigen::VectorXd& w) const override;

  const ChainWeights& layout() const { return layout_; }

 private:
  Eigen::MatrixXd nodeScores(int i, const Eigen::VectorXd& w) const;
  Eigen::MatrixXd transition(const Eigen::VectorXd& w) const;

  std::shared_ptr<const std::vector<ChainExample>> examples_;
  ChainWeights layout_;  // dimensions only; its w stays empty
};

// Node scores of one chain under weights: L x K.
Eigen::MatrixXd chainNodeScores(const ChainWeights& weights, const RowMatrix& features);
// MAP labeling of a chain under weights.
Labeling predictChain(const ChainWeights& weights, const RowMatrix& features);

}  // namespace m3
