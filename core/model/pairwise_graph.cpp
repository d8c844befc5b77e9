#include "model/pairwise_graph.h"

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
  if (!g.nodeFeatures.allFinite()) throw std::invalid_argument("graph: node features must be finite");
  for (int e = 0; e < g.numEdges(); ++e) {
    const Edge& edge = g.edges[e];
    if (edge.a < 0 || edge.a >= n || edge.b < 0 || edge.b >= n || edge.a == edge.b)
      throw std::invalid_argument("graph: edge " + std::to_string(e) + " (" + std::to_string(edge.a) +
                                  ", " + std::to_string(edge.b) + ") is a self-loop or out of range");
    for (Eigen::Index k = 0; k < g.edgeFeatures.cols(); ++k) {
      const double v = g.edgeFeatures(e, k);
      if (!(v >= 0) || !std::isfinite(v))
        throw std::invalid_argument("graph: edge " + std::to_string(e) + " has feature " + std::to_string(k) +
                                    " = " + std::to_string(v) + "; AMN edge features must be finite and >= 0");
    }
  }
  for (int i = 0; i < n; ++i)
    if (g.labels[i] != kUnlabelled && (g.labels[i] < 0 || g.labels[i] >= numLabels))
      throw std::invalid_argument("graph: node " + std::to_string(i) + " has a label out of range");
}

}  // namespace m3
