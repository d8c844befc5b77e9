#include "learning/dual_cd_svm.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

namespace m3 {

DualCdResult trainDualCdSvm(const FeatureMatrix& X, const Eigen::VectorXd& y, const DualCdOptions& options) {
  if (y.size() != X.rows()) throw std::invalid_argument("trainDualCdSvm: X and y differ in length");
  if (!(options.C > 0)) throw std::invalid_argument("trainDualCdSvm: C must be positive");
  for (Eigen::Index l = 0; l < y.size(); ++l)
    if (y(l) != 1.0 && y(l) != -1.0) throw std::invalid_argument("trainDualCdSvm: labels must be -1 or +1");
  const Eigen::Index N = X.rows(), D = X.cols();
  const double C = options.C, b0 = options.biasValue;
  DualCdResult r;
  Eigen::VectorXd w = Eigen::VectorXd::Zero(D);
  double bias = 0;  // weight of the constant feature
  r.alpha = Eigen::VectorXd::Zero(N);
  Eigen::VectorXd qii(N);
  for (Eigen::Index l = 0; l < N; ++l) qii(l) = X.row(l).squaredNorm() + b0 * b0;
  std::vector<Eigen::Index> order(static_cast<std::size_t>(N));
  std::iota(order.begin(), order.end(), Eigen::Index{0});
  std::mt19937 rng(options.seed);
  for (r.passes = 0; r.passes < options.maxPasses && N > 0;) {
    std::shuffle(order.begin(), order.end(), rng);
    double pgMax = -std::numeric_limits<double>::infinity(), pgMin = std::numeric_limits<double>::infinity();
    for (Eigen::Index l : order) {
      const double G = y(l) * (X.row(l).dot(w) + bias * b0) - 1.0;
      const double a = r.alpha(l);
      double pg = G;
      if (a <= 0) pg = std::min(G, 0.0);
      else if (a >= C) pg = std::max(G, 0.0);
      pgMax = std::max(pgMax, pg);
      pgMin = std::min(pgMin, pg);
      if (pg == 0 || qii(l) <= 0) continue;
      const double na = std::clamp(a - G / qii(l), 0.0, C);
      const double d = (na - a) * y(l);
      if (d == 0) continue;
      r.alpha(l) = na;
      w += d * X.row(l).transpose();
      bias += d * b0;
    }
    ++r.passes;
    if (pgMax - pgMin < options.epsilon) {
      r.converged = true;
      break;
    }
  }
  if (N == 0) r.converged = true;
  double hinge = 0;
  for (Eigen::Index l = 0; l < N; ++l) hinge += std::max(0.0, 1.0 - y(l) * (X.row(l).dot(w) + bias * b0));
  const double norm2 = w.squaredNorm() + bias * bias;
  r.primal = 0.5 * norm2 + C * hinge;
  r.dual = r.alpha.sum() - 0.5 * norm2;
  r.svm.w = w;
  r.svm.bias = bias * b0;
  return r;
}

KernelDualCdResult trainKernelDualCdSvm(const Eigen::MatrixXd& gram, const Eigen::VectorXd& y,
                                        const DualCdOptions& options) {
  const Eigen::Index N = y.size();
  if (gram.rows() != N || gram.cols() != N) throw std::invalid_argument("trainKernelDualCdSvm: the Gram matrix must be N x N");
  if (!(options.C > 0)) throw std::invalid_argument("trainKernelDualCdSvm: C must be positive");
  if (!gram.allFinite()) throw std::invalid_argument("trainKernelDualCdSvm: the Gram matrix holds non-finite values");
  for (Eigen::Index l = 0; l < N; ++l)
    if (y(l) != 1.0 && y(l) != -1.0) throw std::invalid_argument("trainKernelDualCdSvm: labels must be -1 or +1");
  const double C = options.C, bb = options.biasValue * options.biasValue;
  KernelDualCdResult r;
  r.alpha = Eigen::VectorXd::Zero(N);
  // f(l) = sum_m a_m y_m (gram(l, m) + bb): the decision value, so G(l) = y(l) f(l) - 1.
  Eigen::VectorXd f = Eigen::VectorXd::Zero(N);
  std::vector<Eigen::Index> order(static_cast<std::size_t>(N));
  std::iota(order.begin(), order.end(), Eigen::Index{0});
  std::mt19937 rng(options.seed);
  for (r.passes = 0; r.passes < options.maxPasses && N > 0;) {
    std::shuffle(order.begin(), order.end(), rng);
    double pgMax = -std::numeric_limits<double>::infinity(), pgMin = std::numeric_limits<double>::infinity();
    for (Eigen::Index l : order) {
      const double G = y(l) * f(l) - 1.0;
      const double a = r.alpha(l), qll = gram(l, l) + bb;
      double pg = G;
      if (a <= 0) pg = std::min(G, 0.0);
      else if (a >= C) pg = std::max(G, 0.0);
      pgMax = std::max(pgMax, pg);
      pgMin = std::min(pgMin, pg);
      if (pg == 0 || qll <= 0) continue;
      const double na = std::clamp(a - G / qll, 0.0, C);
      const double d = (na - a) * y(l);
      if (d == 0) continue;
      r.alpha(l) = na;
      // Gram is symmetric, so column l is row l; the column is contiguous in column-major.
      f += d * gram.col(l);
      f.array() += d * bb;
    }
    ++r.passes;
    if (pgMax - pgMin < options.epsilon) {
      r.converged = true;
      break;
    }
  }
  if (N == 0) r.converged = true;
  const Eigen::VectorXd beta = r.alpha.cwiseProduct(y);
  // Recompute from scratch so the reported values carry no drift from the incremental updates.
  r.decision = gram * beta;
  r.bias = bb * beta.sum();
  r.decision.array() += r.bias;
  const double norm2 = beta.dot(r.decision);
  double hinge = 0;
  for (Eigen::Index l = 0; l < N; ++l) hinge += std::max(0.0, 1.0 - y(l) * r.decision(l));
  r.primal = 0.5 * norm2 + C * hinge;
  r.dual = r.alpha.sum() - 0.5 * norm2;
  return r;
}

}  // namespace m3
