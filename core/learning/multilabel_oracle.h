#pragma once
// StructuredOracle for multi-label structural SVMs (the paper's SSVM_hmm and SSVM_full
// baselines), trained with BCFW (learning/bcfw.h). With u in {0,1}^K and x~ = [x, biasValue]:
//   phi(x, u) = [ u_1 x~, ..., u_K x~,  (u_i u_j) for every edge (i, j) ]
// Edges: LabelGraph::Chain = (0,1), (1,2), ..., (K-2,K-1), every label sees all of x, inference
// exact by dynamic programming (Viterbi on a two-state chain); LabelGraph::Full = all pairs,
// inference by the local-polytope LP plus rounding (inference/binary_lp.h) as in Finley &
// Joachims 2008. Loss: Hamming. With the LP the loss-augmented argmax is approximate when the
// LP is fractional (the rounded labeling is returned), so BCFW's gap is then not certified.
// Requires: data fully labelled 0/1. Cost per call: O(K D + E) plus the inference.
#include <atomic>
#include <memory>

#include "data/multilabel.h"
#include "inference/binary_lp.h"
#include "learning/oracle.h"

namespace m3 {

enum class LabelGraph { Chain, Full };

struct PairwiseMultiLabelModel {
  LabelGraph graph = LabelGraph::Full;
  int numFeatures = 0, numLabels = 0;
  double biasValue = 1.0;
  Eigen::VectorXd w;  // K (D + 1) + number of edges

  int dimension() const;
  std::vector<std::pair<int, int>> edges() const;
  BinaryPairwiseProblem problem(const Eigen::Ref<const Eigen::RowVectorXd>& x) const;
  // MAP labeling (0/1); `integral` (optional) reports whether the LP was integral (Chain: always).
  Labeling predict(const Eigen::Ref<const Eigen::RowVectorXd>& x, bool* integral = nullptr) const;
};

class MultiLabelOracle final : public StructuredOracle {
 public:
  MultiLabelOracle(std::shared_ptr<const MultiLabelData> data, LabelGraph graph, double biasValue = 1.0);

  int numExamples() const override { return data_->size(); }
  int dimension() const override { return layout_.dimension(); }
  const Labeling& truth(int i) const override { return truths_[static_cast<std::size_t>(i)]; }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override;
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override;
  Labeling argmax(int i, const Eigen::VectorXd& w) const override;
  double loss(int i, const Labeling& y) const override { return hammingLoss(truth(i), y); }
  double lossScale(int /*i*/) const override { return data_->numLabels(); }

  const PairwiseMultiLabelModel& layout() const { return layout_; }
  // Loss-augmented LP calls so far and how many of them were integral.
  long lpCalls() const { return lpCalls_; }
  long lpIntegral() const { return lpIntegral_; }

 private:
  std::shared_ptr<const MultiLabelData> data_;
  std::vector<Labeling> truths_;
  PairwiseMultiLabelModel layout_;  // shapes only
  mutable std::atomic<long> lpCalls_{0}, lpIntegral_{0};
};

}  // namespace m3
