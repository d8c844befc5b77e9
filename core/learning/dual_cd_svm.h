#pragma once
// L1-loss (hinge) linear SVM trained by dual coordinate descent (Hsieh, Chang, Lin, Keerthi,
// Sundararajan, ICML 2008; the LIBLINEAR solver without shrinking). The bias is a constant
// feature of value `biasValue` appended to every row, so it is regularised like every weight
// (as in LIBLINEAR and as the LMSBN paper's unary clique feature).
//   primal  P(w) = 1/2 |w~|^2 + C sum_l max(0, 1 - y_l w~.x~_l),   x~ = [x, biasValue], w~ = [w,
//   bias] dual    D(a) = sum_l a_l - 1/2 |sum_l a_l y_l x~_l|^2,           0 <= a_l <= C
// Requires: X is N x D with finite entries, y has N entries in {-1, +1}, C > 0.
// Ensures: w~ = sum_l a_l y_l x~_l at every step; D never decreases; stops when the spread of
//   projected gradients over one pass is below epsilon (converged = true) or after maxPasses;
//   reports P and D of the result (P - D >= 0 is the duality gap). N == 0 gives w = 0.
// Cost: O(nnz(X)) per pass, O(N + D) memory beyond X. Deterministic for a fixed seed.
#include <Eigen/Dense>
#include <cstdint>

#include "data/multilabel.h"

namespace m3 {

struct DualCdOptions {
  double C = 1.0;
  double epsilon = 1e-3;  // projected-gradient spread (LIBLINEAR uses 0.1)
  int maxPasses = 1000;
  double biasValue = 1.0;  // 0: no bias feature
  std::uint32_t seed = 1;  // order of coordinates within a pass
};

struct LinearSvm {
  Eigen::VectorXd w;  // D
  double bias = 0;    // weight of the constant feature, times biasValue: decision = w.x + bias
  double decision(const Eigen::Ref<const Eigen::RowVectorXd>& x) const { return x.dot(w) + bias; }
};

struct DualCdResult {
  LinearSvm svm;
  Eigen::VectorXd alpha;  // N dual variables in [0, C]
  int passes = 0;
  bool converged = false;
  double primal = 0, dual = 0;
};

DualCdResult trainDualCdSvm(const FeatureMatrix& X, const Eigen::VectorXd& y, const DualCdOptions& options);

// The same dual on a precomputed kernel: Q_lm = y_l y_m (gram(l, m) + biasValue^2), i.e. the
// kernel of [phi(x), biasValue], so the bias is regularised exactly as in the linear solver
// (with gram = X X^T and the same options the iterates are the linear solver's, to rounding).
// The gradient G = Q a - 1 is kept up to date (O(N) per changed coordinate), because with a
// kernel there is no w to take dot products with. Same visiting order, stopping rule and seed
// use as trainDualCdSvm.
// Requires: gram is N x N, symmetric positive semi-definite with finite entries; y in {-1,+1}.
// Ensures: decision(l) = sum_m a_m y_m (gram(l, m) + biasValue^2) for every training row;
//   bias = biasValue^2 sum_m a_m y_m (the part of the decision that is the bias); primal / dual
//   as in DualCdResult. Cost: O(N) per coordinate with a nonzero step, O(N^2) memory (gram).
struct KernelDualCdResult {
  Eigen::VectorXd alpha;     // N dual variables in [0, C]
  Eigen::VectorXd decision;  // N decision values on the training rows
  double bias = 0;
  int passes = 0;
  bool converged = false;
  double primal = 0, dual = 0;
};

KernelDualCdResult trainKernelDualCdSvm(const Eigen::MatrixXd& gram, const Eigen::VectorXd& y,
                                        const DualCdOptions& options);

}  // namespace m3
