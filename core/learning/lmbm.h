#pragma once
// Large margin Boltzmann machine (LMBM, Miao & Rao, arXiv:1003.4781) with a fully connected
// pairwise label graph. With y in {-1, +1}^K and x~ = [x, biasValue]:
//   h_i(x)  = U_i . x~                          (unary clique features y_i x~)
//   z_i     = y_i (h_i(x) + sum_{k != i} V_ik y_k)   (V symmetric, zero diagonal: one weight per pair)
//   loss    = sum_i [1 - z_i]_+                  (each pair weight appears in two z's)
// Training (convention "C", i.e. the paper's eq. 6 divided by 2 lambda, C = 1/(2 lambda N)):
//   min 1/2 |U|^2 + 1/2 (1 + eta0) sum_{i<k} V_ik^2 + C sum_{l,i} [1 - z_il]_+
// by the joint dual coordinate descent of Algorithm 1 as corrected in the notes
// (shared/notes/dcd_check.py): one dual variable a_il in [0, C] per label and example,
//   Q_ii = |x~_l|^2 + (K-1)/(1+eta0),  G = z_il - 1,  a <- clip(a - G/Q_ii, 0, C),
//   U_i += d y_il x~_l,  V_ik += d y_il y_kl / (1 + eta0) for k != i  (d = a_new - a_old),
// coordinates in a random permutation per pass, stopping when the projected-gradient spread
// over a pass is below epsilon (Hsieh et al. 2008). primal - dual is the duality gap.
// Prediction (paper eq. 5): argmin_y sum_i [1 - z_i(y)]_+, by its LP relaxation over the
//   local polytope: u_i = (y_i+1)/2 and mu_ik ~ u_i u_k as in inference/binary_lp.h, with
//   y_i y_k = 4 mu_ik - 2 u_i - 2 u_k + 1 and one slack xi_i >= 0, xi_i >= 1 - z_i per label
//   (z_i is linear in u and mu). The LP optimum is a lower bound on the least loss; an integral
//   optimum is exact; fractional entries are rounded (fixed when within 1e-6 of 0/1, the rest
//   improved by single flips). We measured on generated exclusive-label data that the other
//   reading, the Boltzmann MAP argmax sum y_i h_i + sum V_ik y_i y_k (lmbmMapProblem), predicts
//   far worse (pseudo-likelihood-style training makes the couplings ferromagnetic), so the
//   MAP problem is kept for tests and analysis only.
// Cost: O(N K (D + K)) per training pass; prediction one LP with K + K(K-1)/2 variables.
#include <cstdint>

#include "data/multilabel.h"
#include "inference/binary_lp.h"

namespace m3 {

struct LmbmOptions {
  double C = 1.0;
  double eta0 = 1.0;  // extra l2 on the label-label weights (the paper's eta0)
  double epsilon = 1e-3;
  int maxPasses = 1000;
  double biasValue = 1.0;
  std::uint32_t seed = 1;
};

struct LmbmModel {
  Eigen::MatrixXd unary;     // K x (D + 1), last column multiplies biasValue
  Eigen::MatrixXd pairwise;  // K x K symmetric, zero diagonal
  double biasValue = 1.0;
  int numLabels() const { return static_cast<int>(unary.rows()); }
  int numFeatures() const { return static_cast<int>(unary.cols()) - 1; }
  Eigen::VectorXd fields(const Eigen::Ref<const Eigen::RowVectorXd>& x) const;  // h(x), K
};

struct LmbmResult {
  LmbmModel model;
  int passes = 0;
  bool converged = false;
  double primal = 0, dual = 0;
};

LmbmResult trainLmbm(const MultiLabelData& data, const LmbmOptions& options);

// The MAP problem of x in the 0/1 form of binary_lp.h (u = (y + 1) / 2); its objective equals
// sum_i y_i h_i + sum_{i<k} V_ik y_i y_k for every labeling.
BinaryPairwiseProblem lmbmMapProblem(const LmbmModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x);

// LP-relaxation of eq. 5: labels, score = loss of labels, lpBound <= least loss, integral.
LpMapResult lmbmPredictLp(const LmbmModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x);

// Exact argmin of eq. 5 by enumerating all 2^K labelings (ties: the first in binary order with
// label 0 as the lowest bit). Requires K <= 20. Cost O(2^K K^2). integral is true and
// lpBound == score (the least loss).
LpMapResult lmbmPredictExact(const LmbmModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x);

// Hinge-sum loss of a 0/1 labeling (the training loss at that labeling).
double lmbmLoss(const LmbmModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x, const Labeling& y);

}  // namespace m3
