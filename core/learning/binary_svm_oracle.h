#pragma once
// A linear binary SVM as a StructuredOracle, so the shared BCFW learner trains it (one block
// per example, which makes BCFW a dual coordinate ascent on the usual SVM dual):
//   labels y in {0, 1}, phi(x, y) = (y == 1 ? +1 : -1) * x / 2, loss = [y != y_i],
// so the structured hinge is the binary hinge max(0, 1 - s_i w.x) with s_i = +-1.
// Requires: rows finite, labels 0 or 1, one label per row (constructor throws
// std::invalid_argument otherwise). Cost: O(d) per oracle call.
#include <memory>
#include <vector>

#include "data/chain_example.h"  // RowMatrix
#include "learning/oracle.h"

namespace m3 {

class BinarySvmOracle final : public StructuredOracle {
 public:
  BinarySvmOracle(std::shared_ptr<const RowMatrix> rows, std::vector<int> labels);
  int numExamples() const override { return static_cast<int>(rows_->rows()); }
  int dimension() const override { return static_cast<int>(rows_->cols()); }
  const Labeling& truth(int i) const override { return truths_[i]; }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override;
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override;
  Labeling argmax(int i, const Eigen::VectorXd& w) const override;
  double loss(int i, const Labeling& y) const override { return y.at(0) != truths_[i][0]; }
  double lossScale(int) const override { return 1.0; }

 private:
  std::shared_ptr<const RowMatrix> rows_;
  std::vector<Labeling> truths_;
};

}  // namespace m3
