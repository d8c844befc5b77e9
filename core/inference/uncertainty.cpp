#include "inference/uncertainty.h"

#include <algorithm>
#include <numeric>

#include "inference/alpha_expansion.h"
#include "inference/dynamic_cut.h"

namespace m3 {

LabelingConfidence amnConfidence(const std::vector<Edge>& edges, const AmnScores& scores) {
  const int K = static_cast<int>(scores.node.cols());
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
  out.confidence = localMargins(edges, scores, out.labels);
  return out;
}

std::vector<double> localMargins(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& labels) {
  const int n = static_cast<int>(scores.node.rows()), K = static_cast<int>(scores.node.cols());
  // Score of each label for each node with its neighbours fixed at the labeling.
  Eigen::MatrixXd local = scores.node;
  for (size_t e = 0; e < edges.size(); ++e) {
    const Eigen::Index ei = static_cast<Eigen::Index>(e);
    local(edges[e].a, labels[edges[e].b]) += scores.edge(ei, labels[edges[e].b]);
    local(edges[e].b, labels[edges[e].a]) += scores.edge(ei, labels[edges[e].a]);
  }
  std::vector<double> margin(n);
  for (int i = 0; i < n; ++i) {
    double other = -1e300;
    for (int k = 0; k < K; ++k)
      if (k != labels[i]) other = std::max(other, local(i, k));
    margin[i] = std::max(0.0, local(i, labels[i]) - other);
  }
  return margin;
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

std::vector<GraphNodeRef> leastConfidentNodesOfSet(const std::vector<std::vector<double>>& confidence, int count,
                                                   const std::vector<std::vector<bool>>& skip) {
  // One list of every graph's nodes, graph by graph, so that one ranking covers the set.
  std::vector<double> all;
  std::vector<bool> left;
  std::vector<GraphNodeRef> owner;
  for (size_t g = 0; g < confidence.size(); ++g)
    for (size_t i = 0; i < confidence[g].size(); ++i) {
      all.push_back(confidence[g][i]);
      left.push_back(g < skip.size() && i < skip[g].size() && skip[g][i]);
      owner.push_back({static_cast<int>(g), static_cast<int>(i), confidence[g][i]});
    }
  std::vector<GraphNodeRef> out;
  for (int k : leastConfidentNodes(all, count, left)) out.push_back(owner[static_cast<size_t>(k)]);
  return out;
}

}  // namespace m3
