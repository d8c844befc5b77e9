#include "inference/dynamic_cut.h"

#include <maxflow/graph.h>

#include <stdexcept>

namespace m3 {

using Graph = maxflow::Graph<double, double, double>;

struct DynamicBinaryCut::Impl {
  Graph graph;
  Impl(int nodes, int edges) : graph(nodes, edges) {}
};

DynamicBinaryCut::DynamicBinaryCut(const Eigen::MatrixXd& cost, const std::vector<Edge>& edges,
                                   const std::vector<double>& keep, const std::vector<double>& take)
    : cost_(Eigen::MatrixXd::Zero(cost.rows(), 2)) {
  const int n = static_cast<int>(cost.rows());
  if (cost.cols() != 2 || keep.size() != edges.size() || take.size() != edges.size())
    throw std::invalid_argument("DynamicBinaryCut: inconsistent problem sizes");
  impl_ = std::make_unique<Impl>(n, static_cast<int>(edges.size()));
  if (n > 0) impl_->graph.add_node(n);  // maxflow asserts on an empty add
  forceCost_ = 1.0;
  for (int i = 0; i < n; ++i) {
    addCosts(i, cost(i, 0), cost(i, 1));
    forceCost_ += std::abs(cost(i, 0) - cost(i, 1));
  }
  // Same decomposition as minimiseAssociativeBinary: E00 = -keep, E11 = -take, mixed 0.
  for (size_t e = 0; e < edges.size(); ++e) {
    const int a = edges[e].a, b = edges[e].b;
    if (a < 0 || a >= n || b < 0 || b >= n || a == b || !(keep[e] >= 0) || !(take[e] >= 0))
      throw std::invalid_argument("DynamicBinaryCut: bad edge or negative reward");
    impl_->graph.add_tweights(a, keep[e], 0);
    impl_->graph.add_tweights(b, 0, take[e]);
    impl_->graph.add_edge(a, b, keep[e] + take[e], 0);
    offset_ -= keep[e] + take[e];
    forceCost_ += keep[e] + take[e];
  }
}

DynamicBinaryCut::~DynamicBinaryCut() = default;

void DynamicBinaryCut::addCosts(int i, double add0, double add1) {
  // Only non-negative terminal capacities go to the graph; the common part is a constant.
  const double base = std::min(add0, add1);
  impl_->graph.add_tweights(i, add1 - base, add0 - base);  // cap_source pays for 1, cap_sink for 0
  offset_ += base;
  cost_(i, 0) += add0;
  cost_(i, 1) += add1;
  if (solved_) impl_->graph.mark_node(i);
}

void DynamicBinaryCut::setNodeCost(int i, double cost0, double cost1) {
  if (i < 0 || i >= numNodes()) throw std::out_of_range("DynamicBinaryCut: node out of range");
  addCosts(i, cost0 - cost_(i, 0), cost1 - cost_(i, 1));
  forceCost_ += std::abs(cost0 - cost1);  // keep the bound valid (it only grows)
}

double DynamicBinaryCut::solve() {
  const double flow = impl_->graph.maxflow(solved_);
  solved_ = true;
  energy_ = flow + offset_;
  return energy_;
}

int DynamicBinaryCut::label(int i) const {
  return impl_->graph.what_segment(i) == Graph::SINK ? 1 : 0;
}

std::vector<int> DynamicBinaryCut::labels() const {
  std::vector<int> x(numNodes());
  for (int i = 0; i < numNodes(); ++i) x[i] = label(i);
  return x;
}

std::vector<double> DynamicBinaryCut::flipCosts() {
  if (!solved_) solve();
  const std::vector<int> optimum = labels();
  const double best = energy_;
  std::vector<double> gaps(numNodes());
  for (int i = 0; i < numNodes(); ++i) {
    // Force the other label with a cost no labeling can pay back, re-solve, then add the
    // same cost to the other label: both labels carry it, i.e. a constant, and the original
    // problem (and optimum) is back.
    const bool one = optimum[i] == 1;
    addCosts(i, one ? 0.0 : forceCost_, one ? forceCost_ : 0.0);
    gaps[i] = std::max(0.0, solve() - best);
    addCosts(i, one ? forceCost_ : 0.0, one ? 0.0 : forceCost_);
    cost_(i, 0) -= forceCost_;
    cost_(i, 1) -= forceCost_;
    offset_ -= forceCost_;
  }
  solve();
  return gaps;
}

}  // namespace m3
