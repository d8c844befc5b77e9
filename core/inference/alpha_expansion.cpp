#include "inference/alpha_expansion.h"

#include <maxflow/graph.h>

#include <cmath>
#include <stdexcept>

namespace m3 {

namespace {

using Graph = maxflow::Graph<double, double, double>;

void validate(int n, const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& clamp,
              const Labeling& init) {
  const int K = static_cast<int>(scores.node.cols());
  if (K < 1 && n > 0) throw std::invalid_argument("alphaExpansion: needs at least one label");
  if (scores.edge.rows() != static_cast<Eigen::Index>(edges.size()) || (!edges.empty() && scores.edge.cols() != K))
    throw std::invalid_argument("alphaExpansion: edge rewards must be m x K");
  if (clamp.size() > static_cast<size_t>(n) || (!init.empty() && init.size() != static_cast<size_t>(n)))
    throw std::invalid_argument("alphaExpansion: clamp or initial labeling has the wrong size");
  for (const Edge& e : edges)
    if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n || e.a == e.b)
      throw std::invalid_argument("alphaExpansion: edge out of range or self-loop");
  if (scores.edge.size() > 0 && !(scores.edge.minCoeff() >= 0))
    throw std::invalid_argument("alphaExpansion: edge rewards must be >= 0 (associative)");
  for (size_t i = 0; i < clamp.size(); ++i)
    if (clamp[i] != kUnlabelled && (clamp[i] < 0 || clamp[i] >= K))
      throw std::invalid_argument("alphaExpansion: clamped label out of range");
  for (int y : init)
    if (y < 0 || y >= K) throw std::invalid_argument("alphaExpansion: initial label out of range");
}

// One expansion move, solved exactly by a cut over the nodes that may still switch.
class ExpansionMove {
 public:
  ExpansionMove(const std::vector<Edge>& edges, const AmnScores& scores, const std::vector<char>& clamped)
      : edges_(edges), scores_(scores), clamped_(clamped),
        adj_(buildAdjacency(static_cast<int>(scores.node.rows()), edges)),
        graph_(static_cast<int>(scores.node.rows()), static_cast<int>(edges.size())),
        index_(scores.node.rows(), -1), switched_(scores.node.rows(), 0) {}

  // Finds the best labeling within one alpha-expansion of `labels`; if it scores higher,
  // applies it and returns the gain (> 0), else leaves `labels` alone and returns 0.
  double run(int alpha, Labeling& labels, double tolerance) {
    const int na = buildGraph(alpha, labels);
    if (na == 0) return 0;
    graph_.maxflow();
    moved_.clear();
    for (int k = 0; k < na; ++k)
      if (graph_.what_segment(k) == Graph::SINK) moved_.push_back(active_[k]), switched_[active_[k]] = 1;
    const double gain = gainOfMove(alpha, labels);
    for (int i : moved_) {
      switched_[i] = 0;
      if (gain > tolerance) labels[i] = alpha;
    }
    for (int i : active_) index_[i] = -1;
    return gain > tolerance ? gain : 0;
  }

 private:
  // x_i = 1 means "switch to alpha". Nodes already at alpha or clamped are constants; their
  // edges fold into the free end's costs. Pairwise: E(0,0) = -keep, E(1,1) = -take, else 0,
  // written (up to a constant) as +keep on a's "1" cost, +take on b's "0" cost and an arc
  // a -> b of capacity keep + take (paid when a keeps and b switches, or vice versa).
  int buildGraph(int alpha, const Labeling& labels) {
    active_.clear();
    const int n = static_cast<int>(labels.size());
    for (int i = 0; i < n; ++i)
      if (!clamped_[i] && labels[i] != alpha) index_[i] = static_cast<int>(active_.size()), active_.push_back(i);
    const int na = static_cast<int>(active_.size());
    if (na == 0) return 0;
    cost0_.assign(na, 0.0), cost1_.assign(na, 0.0);
    for (int k = 0; k < na; ++k) {
      cost0_[k] = -scores_.node(active_[k], labels[active_[k]]);
      cost1_[k] = -scores_.node(active_[k], alpha);
    }
    graph_.reset();
    graph_.add_node(na);
    for (size_t e = 0; e < edges_.size(); ++e) {
      const int a = edges_[e].a, b = edges_[e].b, ia = index_[a], ib = index_[b];
      if (ia < 0 && ib < 0) continue;
      const auto ei = static_cast<Eigen::Index>(e);
      const bool agree = labels[a] == labels[b];
      if (ia >= 0 && ib >= 0) {
        const double keep = agree ? scores_.edge(ei, labels[a]) : 0.0, take = scores_.edge(ei, alpha);
        cost1_[ia] += keep;
        cost0_[ib] += take;
        graph_.add_edge(ia, ib, keep + take, 0);
        continue;
      }
      const int free = ia >= 0 ? ia : ib, fixedNode = ia >= 0 ? b : a;
      if (labels[fixedNode] == alpha)
        cost1_[free] -= scores_.edge(ei, alpha);
      else if (agree)
        cost0_[free] -= scores_.edge(ei, labels[fixedNode]);
    }
    // SOURCE side = keep (0), SINK side = switch (1): cap_sink is paid for 0, cap_source for 1.
    for (int k = 0; k < na; ++k) {
      const double base = std::min(cost0_[k], cost1_[k]);
      graph_.add_tweights(k, cost1_[k] - base, cost0_[k] - base);
    }
    return na;
  }

  // Score change of switching moved_ to alpha, from their own terms and incident edges (the
  // adjacency lets late moves, which switch few nodes, be scored without a full pass).
  double gainOfMove(int alpha, const Labeling& labels) const {
    double gain = 0;
    for (int i : moved_) {
      gain += scores_.node(i, alpha) - scores_.node(i, labels[i]);
      for (int k = adj_.start[i]; k < adj_.start[i + 1]; ++k) {
        const int j = adj_.other[k];
        if (switched_[j] && j < i) continue;  // counted from j's side
        const auto e = static_cast<Eigen::Index>(adj_.edge[k]);
        const double before = labels[i] == labels[j] ? scores_.edge(e, labels[i]) : 0.0;
        const double after = (switched_[j] || labels[j] == alpha) ? scores_.edge(e, alpha) : 0.0;
        gain += after - before;
      }
    }
    return gain;
  }

  const std::vector<Edge>& edges_;
  const AmnScores& scores_;
  const std::vector<char>& clamped_;
  Adjacency adj_;
  Graph graph_;
  std::vector<int> index_, active_, moved_;
  std::vector<char> switched_;
  std::vector<double> cost0_, cost1_;
};

}  // namespace

ExpansionResult alphaExpansion(const std::vector<Edge>& edges, const AmnScores& scores,
                               const Labeling& clamp, Labeling init) {
  const int n = static_cast<int>(scores.node.rows());
  const int K = static_cast<int>(scores.node.cols());
  validate(n, edges, scores, clamp, init);
  ExpansionResult r;
  r.labels = std::move(init);
  if (r.labels.empty()) {
    r.labels.resize(n);
    for (int i = 0; i < n; ++i) scores.node.row(i).maxCoeff(&r.labels[i]);
  }
  std::vector<char> clamped(n, 0);
  for (size_t i = 0; i < clamp.size(); ++i)
    if (clamp[i] != kUnlabelled) r.labels[i] = clamp[i], clamped[i] = 1;
  r.score = amnScore(edges, scores, r.labels);
  if (n == 0) return r;

  ExpansionMove move(edges, scores, clamped);
  const double tolerance = 1e-12 * std::max(1.0, std::abs(r.score));
  // After a successful alpha move the labeling is optimal for alpha-moves, so once the
  // other K - 1 labels fail in a row nothing can improve (K failures before any success).
  bool anyChange = false;
  for (int alpha = 0, failures = 0; failures < (anyChange ? K - 1 : K); alpha = (alpha + 1) % K) {
    ++r.moves;
    const double gain = move.run(alpha, r.labels, tolerance);
    if (gain > 0) {
      r.score += gain;
      anyChange = true;
      failures = 0;
    } else {
      ++failures;
    }
  }
  r.sweeps = (r.moves + K - 1) / K;
  r.score = amnScore(edges, scores, r.labels);  // no drift from summed gains
  return r;
}

Labeling amnMap(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& clamp) {
  if (scores.node.cols() == 2) return binaryAmnMap(edges, scores, clamp);
  return alphaExpansion(edges, scores, clamp).labels;
}

}  // namespace m3
