#pragma once
// Large margin sigmoid belief network (LMSBN, Miao & Rao, arXiv:1003.4781) for multi-label
// classification with a fully connected label DAG.
// Model: labels are visited in a topological order order[0..K-1]; the unit at position t
// (label order[t]) scores
//   a_t(x, y) = w_t . x + bias_t + sum_{s<t} v_ts y_{order[s]},     y in {-1, +1},
// i.e. its parents are all earlier labels. The loss of a labeling is the hinge sum
//   L(y) = sum_t [1 - y_{order[t]} a_t]_+
// and prediction is argmin_y L(y) (paper eq. 5), not the SBN's most probable labeling.
// Training: the objective separates into K independent L1-loss linear SVMs, unit t over the
//   features [x, y_parents] with the *true* parent labels (teacher forcing), all with the
//   same C (the paper's footnote 3), solved by dual coordinate descent (dual_cd_svm.h).
// Inference: the paper's branch-and-bound (Algorithm 2) as corrected in the notes
//   (shared/notes/bb_check.py): depth-first in the label order, the "left" child y = sign(a_t)
//   first, per-level tried flags reset on backtrack, and pruning when the partial loss
//   reaches the incumbent bound UB (initially S). Because every hinge is >= 0, every labeling
//   with L < S is either visited or dominated, so when some labeling has L < S the result is
//   the exact argmin and `certified` is true. Otherwise no labeling beats S: the result is
//   the greedy all-left labeling (the first leaf of the search) and `certified` is false.
//   Cost: O(states * (D + K)); at most O(K^S) states before the optimum is reached when it
//   has fewer than S right branches (Theorem 9), 2^(K+1) in the worst case.
// Label orders: indexOrder() = 0..K-1 (the paper's "lo"); fScoreOrder(f) sorts labels by
//   the given per-label F1 (highest first, ties by index; the paper's "lf" uses the F-scores
//   of the independent binary classifiers; we measure them on a held-out validation split).
#include <vector>

#include "learning/dual_cd_svm.h"
#include "model/labeling.h"

namespace m3 {

struct LmsbnModel {
  std::vector<int> order;        // position -> label index, a permutation of [0, K)
  std::vector<LinearSvm> units;  // units[t].w has D + t entries: input weights, then parents'
  int numFeatures = 0;
  int numLabels() const { return static_cast<int>(order.size()); }
};

std::vector<int> indexOrder(int K);
std::vector<int> fScoreOrder(const std::vector<double>& perLabelF1);

// Requires: order is a permutation of [0, data.numLabels()).
LmsbnModel trainLmsbn(const MultiLabelData& data, const std::vector<int>& order, const DualCdOptions& options);

struct BranchAndBoundResult {
  Labeling labels;      // 0/1 per label index
  double loss = 0;      // L(labels)
  bool certified = false;  // labels is the exact argmin of L (some labeling has L < S)
  long states = 0;      // branches evaluated
};

// Requires: x has numFeatures entries, S > 0 (S = infinity gives exhaustive exact search).
BranchAndBoundResult lmsbnBranchAndBound(const LmsbnModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x,
                                         double S);

// L(y) for a 0/1 labeling y indexed by label.
double lmsbnLoss(const LmsbnModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x, const Labeling& y);

}  // namespace m3
