#include "inference/graphcut.h"

#include <maxflow/graph.h>

#include <stdexcept>

namespace m3 {

double amnScore(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& y) {
  double s = 0;
  for (size_t i = 0; i < y.size(); ++i) s += scores.node(static_cast<Eigen::Index>(i), y[i]);
  for (size_t e = 0; e < edges.size(); ++e)
    if (y[edges[e].a] == y[edges[e].b]) s += scores.edge(static_cast<Eigen::Index>(e), y[edges[e].a]);
  return s;
}

std::vector<int> minimiseAssociativeBinary(const Eigen::MatrixXd& cost, const std::vector<Edge>& edges,
                                           const std::vector<double>& keep,
                                           const std::vector<double>& take,
                                           const std::vector<int>& fixed) {
  const int n = static_cast<int>(cost.rows());
  if (cost.cols() != 2 || fixed.size() != static_cast<size_t>(n) || keep.size() != edges.size() ||
      take.size() != edges.size())
    throw std::invalid_argument("graph cut: inconsistent problem sizes");
  for (const Edge& e : edges)
    if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n || e.a == e.b)
      throw std::invalid_argument("graph cut: edge out of range or self-loop");
  if (n == 0) return {};
  Eigen::MatrixXd unary = cost;
  // Edges touching a fixed node become node terms of the other end (exact elimination).
  std::vector<int> graphEdges;
  for (size_t e = 0; e < edges.size(); ++e) {
    const int a = edges[e].a, b = edges[e].b;
    if (keep[e] < 0 || take[e] < 0) throw std::invalid_argument("graph cut: edge rewards must be >= 0");
    const int fa = fixed[a], fb = fixed[b];
    if (fa >= 0 && fb >= 0) continue;  // constant
    if (fa >= 0 || fb >= 0) {
      const int freeNode = fa >= 0 ? b : a, label = fa >= 0 ? fa : fb;
      unary(freeNode, label) -= label == 0 ? keep[e] : take[e];
      continue;
    }
    graphEdges.push_back(static_cast<int>(e));
  }
  using Graph = maxflow::Graph<double, double, double>;
  Graph g(n, static_cast<int>(graphEdges.size()));
  g.add_node(n);
  for (int i = 0; i < n; ++i) {
    if (fixed[i] >= 0) continue;
    // SOURCE side = 0, SINK side = 1: cap_sink is paid for 0, cap_source for 1.
    const double c0 = unary(i, 0), c1 = unary(i, 1), base = std::min(c0, c1);
    g.add_tweights(i, c1 - base, c0 - base);
  }
  // E00 = -keep, E11 = -take, E01 = E10 = 0, written as: +keep on a's "1" cost, +take on
  // b's "0" cost and a (0 -> 1) edge of capacity keep + take; equal up to a constant.
  for (int e : graphEdges) {
    const int a = edges[e].a, b = edges[e].b;
    g.add_tweights(a, keep[e], 0);
    g.add_tweights(b, 0, take[e]);
    g.add_edge(a, b, keep[e] + take[e], 0);
  }
  g.maxflow();
  std::vector<int> x(n);
  for (int i = 0; i < n; ++i)
    x[i] = fixed[i] >= 0 ? fixed[i] : (g.what_segment(i) == Graph::SINK ? 1 : 0);
  return x;
}

Labeling binaryAmnMap(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& clamp) {
  if (scores.node.cols() != 2) throw std::invalid_argument("binaryAmnMap: needs exactly two labels");
  const int n = static_cast<int>(scores.node.rows());
  if (scores.edge.rows() != static_cast<Eigen::Index>(edges.size()) || (!edges.empty() && scores.edge.cols() != 2))
    throw std::invalid_argument("binaryAmnMap: edge rewards must be m x 2");
  if (clamp.size() > static_cast<size_t>(n)) throw std::invalid_argument("binaryAmnMap: more clamps than nodes");
  std::vector<int> fixed(n, -1);
  for (size_t i = 0; i < clamp.size(); ++i) fixed[i] = clamp[i];
  std::vector<double> keep(edges.size()), take(edges.size());
  for (size_t e = 0; e < edges.size(); ++e) {
    keep[e] = scores.edge(static_cast<Eigen::Index>(e), 0);
    take[e] = scores.edge(static_cast<Eigen::Index>(e), 1);
  }
  return minimiseAssociativeBinary(-scores.node, edges, keep, take, fixed);
}

}  // namespace m3
