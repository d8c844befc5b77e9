#pragma once
// BCFW for the bond M3N (learning/bond_oracle.h) with a kernel on pair features, as the
// thesis trains its disulfide models with an RBF kernel (Sec. 10.5-10.6). Every dual block i
// is a combination of corners C (phi(x_i, y_i) - phi(x_i, y)), and phi sums pair feature
// rows of protein i only, so w = sum_i w_i is a combination of the training pairs:
//   w = sum_p beta_p f_p,  pair score s_q = w . f_q = sum_p beta_p k(f_p, f_q).
// The solver keeps beta (one per training pair), the scores s = K beta of all training pairs
// and b_i, and takes the same exact line-search steps as learning/bcfw.h in these
// coordinates: gradient (b_s - b_i) - s_i . d, curvature d' K_ii d, update s += gamma K_:,i d.
// With the linear kernel it walks exactly the iterates of BCFW (runBcfw) without averaging.
// Requires: the examples are valid for BondOracle (checked by constructing one), C > 0, and
//   at most kMaxKernelPairs training pairs in all (the N x N Gram matrix is held in memory:
//   8 N^2 bytes); std::invalid_argument otherwise.
// Ensures: gap = primal - dual exact at every evaluation (every `evaluateEvery` passes);
//   cancellation checked before every block; progress reported at each evaluation
//   (control.validationError is not called).
// Cost: the Gram matrix O(N^2 F) once, then O(N P_i + P_i^2 + n_i^3) per block step.
#include <vector>

#include "learning/bcfw.h"
#include "learning/bond_oracle.h"
#include "learning/kernel.h"

namespace m3 {

inline constexpr int kMaxKernelPairs = 30000;  // Gram matrix of 7.2 GB at the limit

// Pair scores of new pairs: sum_p coefficients_p k(supportPairs_p, .), zero for no support.
struct KernelPairScorer {
  KernelSpec kernel;
  RowMatrix supportPairs;         // S x F, training pairs with beta != 0
  Eigen::VectorXd coefficients;   // S
  Eigen::VectorXd score(const RowMatrix& pairs) const;
};

struct KernelBondResult {
  KernelPairScorer scorer;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
};

// options.weightedAveraging is ignored (the last iterate is returned).
KernelBondResult trainKernelBondBcfw(const std::vector<BondExample>& examples, const KernelSpec& kernel,
                                     const BcfwOptions& options, const LearnerControl& control = {});

// 1 / (mean squared distance between pair rows), on at most 2000 rows chosen evenly: the RBF
// width at which k is neither ~0 nor ~1 for typical pairs. 1 when all rows coincide.
double rbfGammaHeuristic(const RowMatrix& rows);

}  // namespace m3
