#include "inference/amn_bound.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace m3 {

AmnBound amnUpperBound(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& best,
                       double tolerance, int maxIterations) {
  const int n = static_cast<int>(scores.node.rows()), K = static_cast<int>(scores.node.cols());
  const int m = static_cast<int>(edges.size());
  if (static_cast<int>(best.size()) != n) throw std::invalid_argument("amnUpperBound: one label per node needed");
  const double bestScore = amnScore(edges, scores, best);

  // Multipliers under which `best` scores 0 in every k-problem: each node pays its own
  // score plus half of every agreeing edge's reward.
  Eigen::VectorXd lambda(n);
  for (int v = 0; v < n; ++v) lambda[v] = scores.node(v, best[v]);
  for (int e = 0; e < m; ++e) {
    const Edge& edge = edges[static_cast<size_t>(e)];
    if (best[edge.a] != best[edge.b]) continue;
    const double half = 0.5 * scores.edge(e, best[edge.a]);
    lambda[edge.a] += half;
    lambda[edge.b] += half;
  }

  AmnScores binary;
  binary.node = Eigen::MatrixXd::Zero(n, 2);
  binary.edge = Eigen::MatrixXd::Zero(m, 2);
  AmnBound bound;
  bound.value = std::numeric_limits<double>::infinity();
  double stepScale = 1.0;
  int sinceImprovement = 0;
  Eigen::VectorXd chosen(n);  // how many k-problems took each node
  while (bound.iterations < maxIterations) {
    ++bound.iterations;
    double L = lambda.sum();
    chosen.setZero();
    for (int k = 0; k < K; ++k) {
      binary.node.col(1) = scores.node.col(k) - lambda;
      if (m > 0) binary.edge.col(1) = scores.edge.col(k);
      const Labeling x = binaryAmnMap(edges, binary);
      L += amnScore(edges, binary, x);
      for (int v = 0; v < n; ++v) chosen[v] += x[v];
    }
    if (L < bound.value) {
      bound.value = L;
      sinceImprovement = 0;
    } else if (++sinceImprovement >= 3) {
      stepScale *= 0.5;  // Polyak aims at bestScore, below the LP value when the LP is loose
      sinceImprovement = 0;
    }
    const Eigen::VectorXd subgradient = Eigen::VectorXd::Ones(n) - chosen;
    const double norm2 = subgradient.squaredNorm();
    if (bound.value - bestScore <= tolerance || norm2 == 0) break;  // norm 0: the LP optimum is integral
    lambda -= stepScale * (L - bestScore) / norm2 * subgradient;  // dL/dlambda = subgradient
  }
  bound.value = std::max(bound.value, bestScore);  // rounding noise aside, never below a real score
  return bound;
}

}  // namespace m3
