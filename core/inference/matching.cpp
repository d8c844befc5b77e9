#include "inference/matching.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

// LEMON 1.3.1 (Debian liblemon-dev) stores non-arithmetic node/edge map values (Arc, the
// algorithms' Status enums) in ArrayMap, which calls std::allocator::construct/destroy: both
// were removed in C++20, so instantiating MaxWeightedPerfectMatching fails to compile. LEMON
// already routes arithmetic and pointer values to the std::vector-backed VectorMap; this
// constrained partial specialisation (more specialised than the primary, less than LEMON's
// own exact-type ones) routes every other copyable value there too. It must precede every
// other LEMON include in this file. No other translation unit can instantiate an ArrayMap
// under C++20, so no conflicting definition of these maps can exist elsewhere.
#include <lemon/bits/default_map.h>
namespace lemon {
template <typename Graph, typename Item, typename Value>
  requires std::is_copy_constructible_v<Value>
struct DefaultMapSelector<Graph, Item, Value> {
  typedef VectorMap<Graph, Item, Value> Map;
};
}  // namespace lemon

#include <lemon/full_graph.h>
#include <lemon/matching.h>

namespace m3 {

namespace {

// Blossom on the complete graph over n real nodes (+1 dummy when n is odd) with weights w.
MatchingResult solve(const Eigen::MatrixXd& w) {
  const int n = static_cast<int>(w.rows());
  MatchingResult r;
  if (n == 0) return r;
  if (n == 1) {
    r.unpaired = 0;
    return r;
  }
  const int total = n + (n % 2);
  lemon::FullGraph g(total);
  lemon::FullGraph::EdgeMap<double> weight(g);
  for (lemon::FullGraph::EdgeIt e(g); e != lemon::INVALID; ++e) {
    const int u = g.id(g.u(e)), v = g.id(g.v(e));
    // Dummy edges weigh 0: leaving a node single neither gains nor costs anything.
    weight[e] = (u < n && v < n) ? w(std::min(u, v), std::max(u, v)) : 0.0;
  }
  lemon::MaxWeightedPerfectMatching<lemon::FullGraph, lemon::FullGraph::EdgeMap<double>> solver(
      g, weight);
  // A complete graph on an even number of nodes always has a perfect matching.
  if (!solver.run()) throw std::logic_error("maxWeightPerfectMatching: blossom found no perfect matching");
  for (int u = 0; u < n; ++u) {
    const int v = g.id(solver.mate(g(u)));
    if (v >= n)
      r.unpaired = u;
    else if (u < v)
      r.bonds.push_back({u, v});
  }
  return r;
}

}  // namespace

void validateMatchingScores(const Eigen::MatrixXd& scores) {
  if (scores.rows() != scores.cols())
    throw std::invalid_argument("matching: score matrix must be square, got " +
                                std::to_string(scores.rows()) + " x " + std::to_string(scores.cols()));
  const Eigen::Index n = scores.rows();
  for (Eigen::Index a = 0; a < n; ++a)
    for (Eigen::Index b = a + 1; b < n; ++b) {
      const double s = scores(a, b), t = scores(b, a);
      if (!std::isfinite(s) || !std::isfinite(t))
        throw std::invalid_argument("matching: non-finite score at (" + std::to_string(a) + ", " +
                                    std::to_string(b) + ")");
      // Scores are usually w.f_ab computed once per pair, so exact symmetry is expected;
      // the tolerance only forgives matrices assembled by two different float paths.
      if (std::abs(s - t) > 1e-9 * std::max({1.0, std::abs(s), std::abs(t)}))
        throw std::invalid_argument("matching: score matrix is not symmetric at (" +
                                    std::to_string(a) + ", " + std::to_string(b) + ")");
    }
}

void validateBonds(const std::vector<Bond>& bonds, int n) {
  std::vector<char> used(static_cast<size_t>(std::max(n, 0)), 0);
  for (const Bond& e : bonds) {
    if (e.a < 0 || e.b <= e.a || e.b >= n)
      throw std::invalid_argument("matching: bond (" + std::to_string(e.a) + ", " +
                                  std::to_string(e.b) + ") needs 0 <= a < b < " + std::to_string(n));
    if (used[e.a] || used[e.b])
      throw std::invalid_argument("matching: a node appears in two bonds");
    used[e.a] = used[e.b] = 1;
  }
}

double matchingScore(const Eigen::MatrixXd& scores, const std::vector<Bond>& bonds) {
  double s = 0;
  for (const Bond& e : bonds) s += scores(e.a, e.b);
  return s;
}

int missingBonds(const std::vector<Bond>& gold, const std::vector<Bond>& bonds) {
  // Quadratic, but bond lists are tiny (a protein has at most a few dozen cysteines).
  int missing = 0;
  for (const Bond& g : gold) missing += std::find(bonds.begin(), bonds.end(), g) == bonds.end();
  return missing;
}

MatchingResult maxWeightPerfectMatching(const Eigen::MatrixXd& scores) {
  validateMatchingScores(scores);
  MatchingResult r = solve(scores);
  r.score = matchingScore(scores, r.bonds);
  return r;
}

MatchingResult lossAugmentedMatching(const Eigen::MatrixXd& scores, const std::vector<Bond>& gold) {
  validateMatchingScores(scores);
  const int n = static_cast<int>(scores.rows());
  validateBonds(gold, n);
  // score(M) + |gold \ M| = |gold| + sum_{e in M} (S_e - [e in gold]).
  Eigen::MatrixXd augmented = scores;
  for (const Bond& e : gold) augmented(e.a, e.b) -= 1.0;
  MatchingResult r = solve(augmented);
  // Recompute from the original scores so rounding in the shift never leaks into the value.
  r.score = matchingScore(scores, r.bonds) + missingBonds(gold, r.bonds);
  return r;
}

Labeling partnersFromBonds(const std::vector<Bond>& bonds, int n) {
  validateBonds(bonds, n);
  Labeling y(static_cast<size_t>(n), kUnlabelled);
  for (const Bond& e : bonds) {
    y[e.a] = e.b;
    y[e.b] = e.a;
  }
  return y;
}

std::vector<Bond> bondsFromPartners(const Labeling& y) {
  const int n = static_cast<int>(y.size());
  std::vector<Bond> bonds;
  for (int i = 0; i < n; ++i) {
    const int j = y[i];
    if (j == kUnlabelled) continue;
    if (j < 0 || j >= n || j == i || y[j] != i)
      throw std::invalid_argument("matching: partner labeling is not a matching at node " +
                                  std::to_string(i));
    if (i < j) bonds.push_back({i, j});
  }
  return bonds;
}

std::vector<Bond> toBondList(const std::vector<std::pair<int, int>>& pairs) {
  std::vector<Bond> bonds;
  for (const auto& [a, b] : pairs) bonds.push_back({std::min(a, b), std::max(a, b)});
  std::sort(bonds.begin(), bonds.end(), [](const Bond& x, const Bond& y) { return x.a < y.a; });
  return bonds;
}

std::vector<std::pair<int, int>> toPairList(const std::vector<Bond>& bonds) {
  std::vector<std::pair<int, int>> pairs;
  for (const Bond& b : bonds) pairs.emplace_back(b.a, b.b);
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

double matchingMargin(const Eigen::MatrixXd& scores, const MatchingResult& best) {
  const Eigen::Index n = scores.rows();
  double second = -std::numeric_limits<double>::infinity();
  if (n > 2) {
    // A bond scored below every perfect matching that avoids it is never chosen while one exists.
    double total = 1;
    for (Eigen::Index a = 0; a < n; ++a)
      for (Eigen::Index b = a + 1; b < n; ++b) total += std::abs(scores(a, b));
    for (const Bond& forbidden : best.bonds) {
      Eigen::MatrixXd without = scores;
      without(forbidden.a, forbidden.b) = without(forbidden.b, forbidden.a) = -2 * total;
      const MatchingResult other = maxWeightPerfectMatching(without);
      second = std::max(second, matchingScore(scores, other.bonds));
    }
  }
  return std::isinf(second) ? std::numeric_limits<double>::infinity()
                            : std::max(0.0, best.score - second);
}

}  // namespace m3
