#include "inference/chain_margins.h"

#include <algorithm>
#include <limits>

namespace m3 {

ChainMargins chainMargins(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  ChainMargins out;
  out.best = viterbi(nodeScores, transition);
  out.margin = kInf;
  const Eigen::Index L = nodeScores.rows(), K = nodeScores.cols();
  if (L == 0) return out;
  // forward(j, y): best prefix ending with y at j, node j included; backward(j, y): best
  // suffix after j given y at j.
  Eigen::MatrixXd forward(L, K), backward(L, K);
  forward.row(0) = nodeScores.row(0);
  for (Eigen::Index j = 1; j < L; ++j)
    for (Eigen::Index b = 0; b < K; ++b)
      forward(j, b) =
          (forward.row(j - 1).transpose() + transition.col(b)).maxCoeff() + nodeScores(j, b);
  backward.row(L - 1).setZero();
  for (Eigen::Index j = L - 2; j >= 0; --j)
    for (Eigen::Index a = 0; a < K; ++a)
      backward(j, a) = (transition.row(a) + nodeScores.row(j + 1) + backward.row(j + 1)).maxCoeff();
  out.positionMargins.assign(static_cast<size_t>(L), kInf);
  for (Eigen::Index j = 0; j < L; ++j) {
    const int chosen = out.best.labels[static_cast<size_t>(j)];
    double other = -kInf;
    for (Eigen::Index y = 0; y < K; ++y)
      if (y != chosen) other = std::max(other, forward(j, y) + backward(j, y));
    // max(0, ...): rounding may put a tied max-marginal a hair above the MAP score.
    if (K > 1) out.positionMargins[static_cast<size_t>(j)] = std::max(0.0, out.best.score - other);
    out.margin = std::min(out.margin, out.positionMargins[static_cast<size_t>(j)]);
  }
  return out;
}

}  // namespace m3
