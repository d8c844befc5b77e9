#include "inference/alpha_expansion.h"

#include <stdexcept>

namespace m3 {

ExpansionResult alphaExpansion(const std::vector<Edge>& edges, const AmnScores& scores,
                               const Labeling& clamp, Labeling init) {
  const int n = static_cast<int>(scores.node.rows());
  const int K = static_cast<int>(scores.node.cols());
  if (scores.edge.rows() != static_cast<Eigen::Index>(edges.size()) || (!edges.empty() && scores.edge.cols() != K))
    throw std::invalid_argument("alphaExpansion: edge rewards must be m x K");
  if (clamp.size() > static_cast<size_t>(n) || (!init.empty() && init.size() != static_cast<size_t>(n)))
    throw std::invalid_argument("alphaExpansion: clamp or initial labeling has the wrong size");
  ExpansionResult r;
  r.labels = std::move(init);
  if (r.labels.empty()) {
    r.labels.resize(n);
    for (int i = 0; i < n; ++i) scores.node.row(i).maxCoeff(&r.labels[i]);
  }
  for (size_t i = 0; i < clamp.size(); ++i)
    if (clamp[i] != kUnlabelled) r.labels[i] = clamp[i];
  r.score = amnScore(edges, scores, r.labels);

  Eigen::MatrixXd cost(n, 2);
  std::vector<double> keep(edges.size()), take(edges.size());
  std::vector<int> fixed(n);
  for (bool improved = true; improved;) {
    improved = false;
    ++r.sweeps;
    for (int alpha = 0; alpha < K; ++alpha) {
      // Move variable x_i: 0 keeps the current label, 1 switches to alpha.
      for (int i = 0; i < n; ++i) {
        const bool clamped = i < static_cast<int>(clamp.size()) && clamp[i] != kUnlabelled;
        // A node already at alpha is at alpha either way (x = 1); a clamped one keeps (x = 0).
        fixed[i] = r.labels[i] == alpha ? 1 : (clamped ? 0 : -1);
        cost(i, 0) = -scores.node(i, r.labels[i]);
        cost(i, 1) = -scores.node(i, alpha);
      }
      for (size_t e = 0; e < edges.size(); ++e) {
        const int a = edges[e].a, b = edges[e].b;
        const Eigen::Index ei = static_cast<Eigen::Index>(e);
        // Both keep: rewarded if they already agree. Both switch: reward of alpha.
        keep[e] = r.labels[a] == r.labels[b] ? scores.edge(ei, r.labels[a]) : 0.0;
        take[e] = scores.edge(ei, alpha);
      }
      const std::vector<int> x = minimiseAssociativeBinary(cost, edges, keep, take, fixed);
      Labeling candidate = r.labels;
      for (int i = 0; i < n; ++i)
        if (x[i] == 1) candidate[i] = alpha;
      const double s = amnScore(edges, scores, candidate);
      if (s > r.score + 1e-12 * std::max(1.0, std::abs(r.score))) {
        r.labels = std::move(candidate);
        r.score = s;
        improved = true;
      }
    }
  }
  return r;
}

Labeling amnMap(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& clamp) {
  if (scores.node.cols() == 2) return binaryAmnMap(edges, scores, clamp);
  return alphaExpansion(edges, scores, clamp).labels;
}

}  // namespace m3
