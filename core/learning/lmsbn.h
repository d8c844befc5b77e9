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
// Kernels (optional): unit t's kernel on its inputs [x, p] (p = the +-1 parent labels) is the
//   sum k(x, x') + p.p', so its score stays linear in the parent labels:
//     a_t(x, y) = g_t(x) + bias_t + sum_{s<t} v_ts y_{order[s]},  g_t(x) = sum_j beta_tj k(x_j, x),
//   with v_t = sum_j beta_tj p_j (beta_tj = alpha_tj y_tj over training rows j). Branch and
//   bound therefore only needs the per-unit input scores g_t(x) + bias_t, computed once per
//   example by lmsbnInputScores, and is unchanged. Each unit is an SVM on a precomputed Gram
//   matrix (trainKernelDualCdSvm); the model keeps only the training rows with a nonzero beta
//   in some unit (the support vectors). Cost: training O(N^2 (D + K)) time and O(N^2) memory;
//   input scores O(S D) per example for S support vectors.
// Label orders: indexOrder() = 0..K-1 (the paper's "lo"); fScoreOrder(f) sorts labels by
//   the given per-label F1 (highest first, ties by index; the paper's "lf" uses the F-scores
//   of the independent binary classifiers; we measure them on a held-out validation split).
#include <optional>
#include <vector>

#include "data/labeling.h"
#include "learning/dual_cd_svm.h"
#include "learning/kernel.h"

namespace m3 {

struct LmsbnModel {
  std::vector<int> order;        // position -> label index, a permutation of [0, K)
  std::vector<LinearSvm> units;  // units[t].w has D + t entries: input weights, then parents'
                                 // (with a kernel the D input weights are unused and zero)
  int numFeatures = 0;
  // Kernel models only: the kernel on x, the support vectors (S x D) and beta (S x K, column t
  // for the unit at position t). Without a kernel the input score is units[t].w.head(D).x.
  std::optional<KernelSpec> kernel;
  FeatureMatrix supportVectors;
  Eigen::MatrixXd beta;
  int numLabels() const { return static_cast<int>(order.size()); }
};

std::vector<int> indexOrder(int K);
std::vector<int> fScoreOrder(const std::vector<double>& perLabelF1);

// The kernel path holds two N x N Gram matrices; beyond this many rows (2 x 3.2 GB) it refuses
// with std::invalid_argument rather than failing to allocate.
inline constexpr int kMaxKernelLmsbnRows = 20000;

// Requires: order is a permutation of [0, data.numLabels()); a kernel, if given, is valid.
// Without a kernel: K linear DCD SVMs; with one (even the linear kernel): K kernel DCD SVMs.
LmsbnModel trainLmsbn(const MultiLabelData& data, const std::vector<int>& order, const DualCdOptions& options,
                      const std::optional<KernelSpec>& kernel = std::nullopt);

// Per position t: the part of a_t that does not depend on the labels, g_t(x) + bias_t (or
// w_t.x + bias_t without a kernel). Requires: x has numFeatures entries.
Eigen::VectorXd lmsbnInputScores(const LmsbnModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x);

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
