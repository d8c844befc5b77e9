#pragma once
// Per-node classification quality against a (partial) truth: the confusion matrix and,
// per label, precision, recall and F1, as the graph CLI and the terrain metrics dock show.
// Only nodes whose truth is labelled count; predictions must be in [0, K).
// O(n) to accumulate, O(K^2) to summarise.
#include <Eigen/Dense>

#include "data/labeling.h"

namespace m3 {

struct ClassificationMetrics {
  Eigen::MatrixXi confusion;  // K x K: rows truth, columns prediction

  explicit ClassificationMetrics(int numLabels = 0) : confusion(Eigen::MatrixXi::Zero(numLabels, numLabels)) {}
  // Throws std::invalid_argument for different lengths or labels out of range.
  void add(const Labeling& truth, const Labeling& predicted);
  long total() const { return confusion.sum(); }
  double accuracy() const { return total() ? double(confusion.trace()) / double(total()) : 0.0; }
  // 0 when the label was never predicted (precision) or never true (recall).
  double precision(int k) const;
  double recall(int k) const;
  double f1(int k) const;
};

}  // namespace m3
