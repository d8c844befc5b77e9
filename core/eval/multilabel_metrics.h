#pragma once
// Multi-label metrics (Miao & Rao eqs. 9-13), over N examples and K labels with 0/1 entries:
//   exactMatch  = (1/N) sum_l [y_l == yhat_l]                                   higher is better
//   hammingLoss = (1/(N K)) sum_{l,i} [y_li != yhat_li]                          lower is better
//   instanceF1  = (1/N) sum_l 2 |y_l & yhat_l| / (|y_l| + |yhat_l|)              (example-based F1)
//   macroF1     = (1/K) sum_i 2 TP_i / (2 TP_i + FP_i + FN_i)                    (per-label F1, averaged)
//   microF1     = 2 TP / (2 TP + FP + FN), TP/FP/FN summed over all labels and examples
// Empty-set conventions (0/0 cases): an example whose true and predicted label sets are both
// empty has instance F1 = 1 (the prediction is exactly right); a label that is never true and
// never predicted has F1 = 1 in the macro average; micro-F1 with no positives anywhere is 1.
// With N == 0 every metric is 0 except hammingLoss, which is 0 as well (nothing to count).
// Requires: truth and prediction have the same shape, entries 0/1. Cost O(N K).
#include <vector>

#include "data/multilabel.h"

namespace m3 {

struct MultiLabelMetrics {
  double exactMatch = 0, hammingLoss = 0, instanceF1 = 0, macroF1 = 0, microF1 = 0;
  std::vector<double> perLabelF1;  // K entries, the terms of macroF1
};

MultiLabelMetrics multiLabelMetrics(const LabelMatrix& truth, const LabelMatrix& prediction);

// F1 of one binary column (0/0 -> 1 as above).
double binaryF1(const Eigen::Ref<const Eigen::VectorXi>& truth, const Eigen::Ref<const Eigen::VectorXi>& prediction);

}  // namespace m3
