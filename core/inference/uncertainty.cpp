#include "inference/uncertainty.h"

#include <algorithm>
#include <numeric>

#include "inference/alpha_expansion.h"
#include "inference/dynamic_cut.h"

namespace m3 {

LabelingConfidence amnConfidence(const std::vector<Edge>& edges, const AmnScores& scores) {
  const int n = static_cast<int>(scores.node.rows()), K = static_cast<int>(scores.node.cols());
  LabelingConfidence out;
  if (K == 2) {
    std::vector<double> keep(edges.size()), take(edges.size());
    for (size_t e = 0; e < edges.size(); ++e) {
      keep[e] = scores.edge(static_cast<Eigen::Index>(e), 0);
      take[e] = scores.edge(static_cast<Eigen::Index>(e), 1);
    }
    DynamicBinaryCut cut(-scores.node, edges, keep, take);
    cut.solve();
    out.labels = cut.labels();
    out.confidence = cut.flipCosts();
    return out;
  }
  out.labels = alphaExpansion(edges, scores).labels;
  // Score of each label for each node with its neighbours fixed at the labeling.
  Eigen::MatrixXd local = scores.node;
  for (size_t e = 0; e < edges.size(); ++e) {
    const Eigen::Index ei = static_cast<Eigen::Index>(e);
    local(edges[e].a, out.labels[edges[e].b]) += scores.edge(ei, out.labels[edges[e].b]);
    local(edges[e].b, out.labels[edges[e].a]) += scores.edge(ei, out.labels[edges[e].a]);
  }
  out.confidence.resize(n);
  for (int i = 0; i < n; ++i) {
    double other = -1e300;
    for (int k = 0; k < K; ++k)
      if (k != out.labels[i]) other = std::max(other, local(i, k));
    out.confidence[i] = std::max(0.0, local(i, out.labels[i]) - other);
  }
  return out;
}

std::vector<int> leastConfidentNodes(const std::vector<double>& confidence, int count,
                                     const std::vector<bool>& skip) {
  std::vector<int> nodes;
  for (int i = 0; i < static_cast<int>(confidence.size()); ++i)
    if (skip.empty() || !skip[i]) nodes.push_back(i);
  const size_t k = std::min(nodes.size(), static_cast<size_t>(std::max(0, count)));
  std::partial_sort(nodes.begin(), nodes.begin() + static_cast<long>(k), nodes.end(), [&](int a, int b) {
    return confidence[a] != confidence[b] ? confidence[a] < confidence[b] : a < b;
  });
  nodes.resize(k);
  return nodes;
}

}  // namespace m3
