#include "data/pairwise_graph.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace m3 {

void validateGraph(const PairwiseGraph& g, int numLabels) {
  const int n = g.numNodes();
  if (g.edgeFeatures.rows() != g.numEdges())
    throw std::invalid_argument("graph: need one edge feature row per edge");
  if (static_cast<int>(g.labels.size()) != n)
    throw std::invalid_argument("graph: need one label entry per node");
  if (!g.nodeFeatures.allFinite())
    throw std::invalid_argument("graph: node features must be finite");
  for (int e = 0; e < g.numEdges(); ++e) {
    const Edge& edge = g.edges[e];
    if (edge.a < 0 || edge.a >= n || edge.b < 0 || edge.b >= n || edge.a == edge.b)
      throw std::invalid_argument("graph: edge " + std::to_string(e) + " (" +
                                  std::to_string(edge.a) + ", " + std::to_string(edge.b) +
                                  ") is a self-loop or out of range");
    for (Eigen::Index k = 0; k < g.edgeFeatures.cols(); ++k) {
      const double v = g.edgeFeatures(e, k);
      if (!(v >= 0) || !std::isfinite(v))
        throw std::invalid_argument("graph: edge " + std::to_string(e) + " has feature " +
                                    std::to_string(k) + " = " + std::to_string(v) +
                                    "; AMN edge features must be finite and >= 0");
    }
  }
  for (int i = 0; i < n; ++i)
    if (g.labels[i] != kUnlabelled && (g.labels[i] < 0 || g.labels[i] >= numLabels))
      throw std::invalid_argument("graph: node " + std::to_string(i) + " has a label out of range");
}

Adjacency buildAdjacency(int n, const std::vector<Edge>& edges) {
  Adjacency adj;
  adj.start.assign(n + 1, 0);
  for (const Edge& e : edges) ++adj.start[e.a + 1], ++adj.start[e.b + 1];
  for (int i = 0; i < n; ++i) adj.start[i + 1] += adj.start[i];
  adj.other.resize(2 * edges.size());
  adj.edge.resize(2 * edges.size());
  std::vector<int> fill(adj.start.begin(), adj.start.end() - 1);
  for (size_t e = 0; e < edges.size(); ++e) {
    const int a = edges[e].a, b = edges[e].b;
    adj.other[fill[a]] = b, adj.edge[fill[a]++] = static_cast<int>(e);
    adj.other[fill[b]] = a, adj.edge[fill[b]++] = static_cast<int>(e);
  }
  return adj;
}

}  // namespace m3
