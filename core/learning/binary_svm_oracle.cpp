#include "learning/binary_svm_oracle.h"

#include <stdexcept>
#include <string>

namespace m3 {

BinarySvmOracle::BinarySvmOracle(std::shared_ptr<const RowMatrix> rows, std::vector<int> labels)
    : rows_(std::move(rows)) {
  if (static_cast<Eigen::Index>(labels.size()) != rows_->rows())
    throw std::invalid_argument("BinarySvmOracle: " + std::to_string(labels.size()) + " labels for " +
                                std::to_string(rows_->rows()) + " rows");
  if (!rows_->allFinite()) throw std::invalid_argument("BinarySvmOracle: non-finite features");
  truths_.reserve(labels.size());
  for (int y : labels) {
    if (y != 0 && y != 1) throw std::invalid_argument("BinarySvmOracle: labels must be 0 or 1");
    truths_.push_back(Labeling{y});
  }
}

void BinarySvmOracle::addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const {
  const double sign = y.at(0) == 1 ? 0.5 : -0.5;
  acc += (scale * sign) * rows_->row(i).transpose();
}

ScoredLabeling BinarySvmOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const {
  const double half = 0.5 * rows_->row(i).dot(w);
  const int yi = truths_[i][0];
  // Value of y = 1 is +half, of y = 0 is -half; the wrong label adds loss 1.
  const double v1 = half + (yi != 1), v0 = -half + (yi != 0);
  return v1 >= v0 ? ScoredLabeling{Labeling{1}, v1} : ScoredLabeling{Labeling{0}, v0};
}

Labeling BinarySvmOracle::argmax(int i, const Eigen::VectorXd& w) const {
  return Labeling{rows_->row(i).dot(w) >= 0 ? 1 : 0};
}

}  // namespace m3
