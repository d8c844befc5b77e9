#include "inference/clustering.h"

#include <glpk.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <queue>
#include <random>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "data/union_find.h"
#include "inference/glpk_thread_env.h"

namespace m3 {

namespace {

using Cut = ClusteringCut;

void validateScores(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores) {
  validateClusterEdges(n, edges);
  if (scores.size() != static_cast<Eigen::Index>(edges.size()))
    throw std::invalid_argument("clustering: " + std::to_string(scores.size()) + " scores for " +
                                std::to_string(edges.size()) + " edges");
  if (!scores.allFinite()) throw std::invalid_argument("clustering: NaN or infinite edge score");
}

struct ClusterAdjacency {
  struct Arc {
    int to, edge;
  };
  std::vector<std::vector<Arc>> out;
  ClusterAdjacency(int n, const std::vector<ClusterEdge>& edges) : out(static_cast<size_t>(n)) {
    for (size_t e = 0; e < edges.size(); ++e) {
      out[edges[e].j].push_back({edges[e].k, static_cast<int>(e)});
      out[edges[e].k].push_back({edges[e].j, static_cast<int>(e)});
    }
  }
};

std::vector<Cut> separateTriangles(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& mu,
                                   double tol) {
  std::vector<int> index(static_cast<size_t>(n) * n, -1);
  for (size_t e = 0; e < edges.size(); ++e) {
    index[static_cast<size_t>(edges[e].j) * n + edges[e].k] = static_cast<int>(e);
    index[static_cast<size_t>(edges[e].k) * n + edges[e].j] = static_cast<int>(e);
  }
  std::vector<Cut> cuts;
  for (int j = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k) {
      const int a = index[static_cast<size_t>(j) * n + k];
      for (int l = k + 1; l < n; ++l) {
        const int b = index[static_cast<size_t>(k) * n + l], c = index[static_cast<size_t>(j) * n + l];
        const int t[3] = {a, b, c};
        // mu_x + mu_y - mu_z <= 1 for each choice of the edge z opposite the "two joined" ones.
        for (int z = 0; z < 3; ++z) {
          const int x = t[(z + 1) % 3], y = t[(z + 2) % 3];
          const double v = mu(x) + mu(y) - mu(t[z]) - 1;
          if (v > tol) cuts.push_back({{x, y}, t[z], 1.0, v});
        }
      }
    }
  return cuts;
}

// At most `perEdge` cuts with each edge as the opposite one and 2 perEdge with it joined,
// taken in a fixed pseudo-random order (reproducible; spread over the graph).
void spreadTriangleCuts(std::vector<Cut>& cuts, int numEdges, int perEdge, int round) {
  if (perEdge <= 0) return;
  std::shuffle(cuts.begin(), cuts.end(), std::mt19937(static_cast<std::uint32_t>(round) + 1));
  std::vector<int> asOpposite(static_cast<size_t>(numEdges), 0), asJoined(static_cast<size_t>(numEdges), 0);
  std::vector<Cut> kept;
  for (Cut& cut : cuts) {
    const int x = cut.plus[0], y = cut.plus[1], z = cut.minus;
    if (asOpposite[z] >= perEdge || asJoined[x] >= 2 * perEdge || asJoined[y] >= 2 * perEdge) continue;
    ++asOpposite[z], ++asJoined[x], ++asJoined[y];
    kept.push_back(std::move(cut));
  }
  cuts = std::move(kept);
}

std::vector<Cut> separateCycles(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& mu,
                                double tol) {
  const ClusterAdjacency adj(n, edges);
  std::vector<Cut> cuts;
  std::vector<double> dist(static_cast<size_t>(n));
  std::vector<int> viaEdge(static_cast<size_t>(n));
  using Item = std::pair<double, int>;
  for (size_t e = 0; e < edges.size(); ++e) {
    const double budget = 1 - mu(static_cast<Eigen::Index>(e)) - tol;  // a shorter path violates
    if (budget <= 0) continue;
    const int u = edges[e].j, v = edges[e].k;
    std::fill(dist.begin(), dist.end(), std::numeric_limits<double>::infinity());
    std::fill(viaEdge.begin(), viaEdge.end(), -1);
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    dist[u] = 0;
    queue.push({0.0, u});
    while (!queue.empty()) {
      const auto [d, x] = queue.top();
      queue.pop();
      if (d > dist[x] || d >= budget) continue;
      if (x == v) break;
      for (const auto& arc : adj.out[x]) {
        if (arc.edge == static_cast<int>(e)) continue;
        const double nd = d + std::max(0.0, 1 - mu(arc.edge));
        if (nd < dist[arc.to]) {
          dist[arc.to] = nd;
          viaEdge[arc.to] = arc.edge;
          queue.push({nd, arc.to});
        }
      }
    }
    if (!(dist[v] < budget)) continue;
    Cut cut;
    for (int x = v; x != u;) {
      const int f = viaEdge[x];
      cut.plus.push_back(f);
      x = edges[f].j == x ? edges[f].k : edges[f].j;
    }
    // sum_P (1 - mu_f) >= 1 - mu_e  <=>  sum_P mu_f - mu_e <= |P| - 1
    cut.minus = static_cast<int>(e);
    cut.rhs = static_cast<double>(cut.plus.size()) - 1;
    cut.violation = budget + tol - dist[v];
    cuts.push_back(std::move(cut));
  }
  return cuts;
}

Partition thresholdComponents(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& mu, double t) {
  UnionFind uf(n);
  for (size_t e = 0; e < edges.size(); ++e)
    if (mu(static_cast<Eigen::Index>(e)) > t) uf.unite(edges[e].j, edges[e].k);
  Partition p(static_cast<size_t>(n));
  for (int j = 0; j < n; ++j) p[j] = uf.find(j);
  return p;
}

Partition pivotRounding(int n, const ClusterAdjacency& adj, const Eigen::VectorXd& mu,
                        const std::vector<int>& order) {
  Partition p(static_cast<size_t>(n), -1);
  int next = 0;
  for (int pivot : order) {
    if (p[pivot] >= 0) continue;
    p[pivot] = next;
    for (const auto& arc : adj.out[pivot])
      if (p[arc.to] < 0 && mu(arc.edge) > 0.5) p[arc.to] = next;
    ++next;
  }
  return p;
}

}  // namespace

Partition improveByMoves(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores, Partition p) {
  const ClusterAdjacency adj(n, edges);
  p = canonicalPartition(p);  // ids in [0, n)
  std::vector<int> size(static_cast<size_t>(n), 0);
  for (int c : p) ++size[c];
  std::vector<double> gain(static_cast<size_t>(n), 0.0);
  std::vector<int> touched;
  for (bool moved = true; moved;) {
    moved = false;
    for (int v = 0; v < n; ++v) {
      touched.clear();
      for (const auto& arc : adj.out[v]) {
        const int c = p[arc.to];
        if (gain[c] == 0.0) touched.push_back(c);
        gain[c] += scores(arc.edge);
        if (gain[c] == 0.0) gain[c] = 1e-300;  // keep it "touched" (exact cancellation)
      }
      const int own = p[v];
      const double stay = gain[own];
      double best = size[own] > 1 ? 0.0 : stay;  // a fresh cluster gains nothing
      int target = size[own] > 1 ? -2 : own;      // -2: a fresh cluster
      for (int c : touched)
        if (c != own && gain[c] > best) best = gain[c], target = c;
      for (int c : touched) gain[c] = 0.0;
      gain[own] = 0.0;
      if (target == own || best <= stay + 1e-12 * (1 + std::abs(stay))) continue;
      if (target == -2) target = static_cast<int>(std::find(size.begin(), size.end(), 0) - size.begin());
      --size[own];
      ++size[target];
      p[v] = target;
      moved = true;
    }
  }
  return canonicalPartition(p);
}

Partition roundClustering(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores,
                          const Eigen::VectorXd& mu) {
  validateScores(n, edges, scores);
  if (mu.size() != scores.size()) throw std::invalid_argument("clustering: mu and scores differ in size");
  const ClusterAdjacency adj(n, edges);
  std::vector<Partition> candidates;
  for (double t : {0.5, 0.3, 0.7, 0.9}) candidates.push_back(thresholdComponents(n, edges, mu, t));
  std::vector<int> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  candidates.push_back(pivotRounding(n, adj, mu, order));
  std::mt19937 rng(12345);  // fixed: rounding must be reproducible
  for (int r = 0; r < 3; ++r) {
    std::shuffle(order.begin(), order.end(), rng);
    candidates.push_back(pivotRounding(n, adj, mu, order));
  }
  Partition singletons(static_cast<size_t>(n));
  std::iota(singletons.begin(), singletons.end(), 0);
  candidates.push_back(singletons);
  Partition best;
  double bestScore = -std::numeric_limits<double>::infinity();
  for (Partition& c : candidates) {
    c = improveByMoves(n, edges, scores, std::move(c));
    const double s = partitionScore(edges, scores, c);
    if (best.empty() || s > bestScore + 1e-12 * (1 + std::abs(bestScore))) bestScore = s, best = std::move(c);
  }
  return best;
}

namespace {

// Deletes the rows that are basic with a slack above `slack` (a constraint not active at the
// optimum: the point stays optimal without it, and the remaining basis stays valid for the
// dual simplex). `rows` (if given) keeps naming the LP's rows in order.
void dropSlackRows(glp_prob* lp, double slack, std::vector<Cut>* rows) {
  std::vector<int> gone{0};  // GLPK's arrays start at index 1
  std::vector<Cut> kept;
  const int m = glp_get_num_rows(lp);
  for (int i = 1; i <= m; ++i) {
    if (glp_get_row_stat(lp, i) == GLP_BS && glp_get_row_prim(lp, i) < glp_get_row_ub(lp, i) - slack)
      gone.push_back(i);
    else if (rows)
      kept.push_back(std::move((*rows)[static_cast<size_t>(i - 1)]));
  }
  if (gone.size() > 1) glp_del_rows(lp, static_cast<int>(gone.size()) - 1, gone.data());
  if (rows) *rows = std::move(kept);
}

// The optimal basis's column statuses, for the pool: with the tight rows (all non-basic) they
// form a basis of the LP that keeps only those rows (the basic rows removed with their slacks).
std::vector<ClusteringColumnStatus> columnStatuses(glp_prob* lp, int numEdges) {
  std::vector<ClusteringColumnStatus> columns(static_cast<size_t>(numEdges));
  for (int e = 0; e < numEdges; ++e) {
    const int stat = glp_get_col_stat(lp, e + 1);
    columns[static_cast<size_t>(e)] = stat == GLP_BS   ? ClusteringColumnStatus::Basic
                                      : stat == GLP_NU ? ClusteringColumnStatus::AtOne
                                                       : ClusteringColumnStatus::AtZero;
  }
  return columns;
}

// Starts the seeded LP (every row a remembered tight cut) at the remembered optimum's basis:
// the cuts non-basic at their bound, the columns as they were. Its vertex is the earlier
// optimum, feasible here, so the primal simplex only has to follow the change in the scores.
void setSeededBasis(glp_prob* lp, const std::vector<ClusteringColumnStatus>& columns) {
  for (int i = 1; i <= glp_get_num_rows(lp); ++i) glp_set_row_stat(lp, i, GLP_NU);
  for (size_t e = 0; e < columns.size(); ++e)
    glp_set_col_stat(lp, static_cast<int>(e) + 1,
                     columns[e] == ClusteringColumnStatus::Basic  ? GLP_BS
                     : columns[e] == ClusteringColumnStatus::AtOne ? GLP_NU
                                                                   : GLP_NL);
}

}  // namespace

ClusteringLpResult solveClusteringLp(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores,
                                     const ClusteringLpOptions& options, ClusteringCutPool* pool) {
  validateScores(n, edges, scores);
  const int E = static_cast<int>(edges.size());
  const bool complete = isCompleteGraph(n, edges);
  ClusteringLpResult r;
  // Without cuts the LP decouples: mu_e = [s_e > 0]. GLPK is only needed once cuts exist.
  // GLPK rather than COIN-OR CLP, although CLP's dual simplex was up to 7 times faster here:
  // Debian's CLP is under the EPL-1.0, which cannot be combined with this GPL-3+ program
  // (docs/learning.md).
  r.mu = (scores.array() > 0).cast<double>();
  glp_prob* lp = nullptr;
  struct Free {
    glp_prob*& lp;
    ~Free() {
      if (lp) glp_delete_prob(lp);
    }
  } freeLp{lp};
  std::vector<Cut> rows;  // every cut added, in row order (to tell the pool which were tight)
  // With no round allowed the seed would only turn a converged answer into an unconverged one.
  ClusteringSeed seeded = pool && options.maxRounds > 0 ? pool->seedFor(scores) : ClusteringSeed{};
  std::vector<Cut>& seed = seeded.cuts;
  const bool seedBasis = !seed.empty() && seeded.cosine >= options.seedBasisFromCosine &&
                         static_cast<int>(seeded.columns.size()) == E;
  const size_t seededCuts = seed.size();  // the basis needs all of them (maxCutsPerRound may cut some)
  for (Cut& c : seed) {  // violations at the starting point, for maxCutsPerRound's choice
    c.violation = -c.rhs - r.mu(c.minus);
    for (int f : c.plus) c.violation += r.mu(f);
  }
  for (r.rounds = 0;; ++r.rounds) {
    std::vector<Cut> cuts;
    if (r.rounds == 0 && !seed.empty()) {
      cuts = std::move(seed);  // in place of the first separation (only valid cuts: same optimum)
    } else {
      cuts = complete ? separateTriangles(n, edges, r.mu, options.violationTolerance)
                      : separateCycles(n, edges, r.mu, options.violationTolerance);
      if (complete) spreadTriangleCuts(cuts, E, options.maxTrianglesPerEdge, r.rounds);
    }
    if (cuts.empty()) break;
    if (r.rounds >= options.maxRounds) {
      r.converged = false;
      break;
    }
    if (options.maxCutsPerRound > 0 && static_cast<int>(cuts.size()) > options.maxCutsPerRound) {
      std::partial_sort(cuts.begin(), cuts.begin() + options.maxCutsPerRound, cuts.end(),
                        [](const Cut& a, const Cut& b) { return a.violation > b.violation; });
      cuts.resize(static_cast<size_t>(options.maxCutsPerRound));
    }
    if (!lp) {
      releaseGlpkAtThreadExit();
      lp = glp_create_prob();
      glp_set_obj_dir(lp, GLP_MAX);
      glp_add_cols(lp, E);
      for (int e = 0; e < E; ++e) {
        glp_set_col_bnds(lp, e + 1, GLP_DB, 0.0, 1.0);
        glp_set_obj_coef(lp, e + 1, scores(e));
      }
    }
    const int first = glp_add_rows(lp, static_cast<int>(cuts.size()));
    std::vector<int> ind;
    std::vector<double> val;
    for (size_t c = 0; c < cuts.size(); ++c) {
      ind.assign(1, 0);
      val.assign(1, 0.0);
      for (int f : cuts[c].plus) ind.push_back(f + 1), val.push_back(1.0);
      ind.push_back(cuts[c].minus + 1);
      val.push_back(-1.0);
      glp_set_mat_row(lp, first + static_cast<int>(c), static_cast<int>(ind.size()) - 1, ind.data(), val.data());
      glp_set_row_bnds(lp, first + static_cast<int>(c), GLP_UP, 0.0, cuts[c].rhs);
    }
    r.cuts += static_cast<int>(cuts.size());
    if (pool) rows.insert(rows.end(), cuts.begin(), cuts.end());
    glp_smcp params;
    glp_init_smcp(&params);
    params.msg_lev = GLP_MSG_OFF;
    // New rows enter basic, so the previous optimal basis stays dual feasible: dual simplex
    // re-optimises from it (falling back to primal if needed).
    params.meth = r.rounds == 0 ? GLP_PRIMAL : GLP_DUALP;
    const bool fromSeededBasis = r.rounds == 0 && seedBasis && cuts.size() == seededCuts;
    if (fromSeededBasis) setSeededBasis(lp, seeded.columns);
    int status = glp_simplex(lp, &params);
    if (fromSeededBasis && status != 0) {
      // The seeded basis did not factorise, or the simplex failed from it: start as without it.
      glp_std_basis(lp);
      status = glp_simplex(lp, &params);
    }
    if (status != 0 || glp_get_status(lp) != GLP_OPT)
      throw std::runtime_error("clustering LP: GLPK simplex failed (status " + std::to_string(status) + ")");
    for (int e = 0; e < E; ++e) r.mu(e) = std::clamp(glp_get_col_prim(lp, e + 1), 0.0, 1.0);
    if (complete && options.dropSlackCuts) dropSlackRows(lp, options.slackToDrop, pool ? &rows : nullptr);
  }
  // The cuts whose rows are not basic at the optimum: the tight ones. An LP that needed none is
  // remembered too: seeding an alike LP with nothing beats seeding it with an unlike LP's cuts
  // (BSDS training 38.4 s against 53.5 s when empty ones were left out).
  if (pool) {
    std::vector<Cut> tight;
    for (size_t i = 0; i < rows.size(); ++i)
      if (glp_get_row_stat(lp, static_cast<int>(i) + 1) != GLP_BS) tight.push_back(std::move(rows[i]));
    pool->remember(scores, std::move(tight),
                   lp ? columnStatuses(lp, E) : std::vector<ClusteringColumnStatus>{});
  }
  if (lp) r.simplexIterations = glp_get_it_cnt(lp);
  r.lpBound = scores.dot(r.mu);
  // An integral point that still violates cuts (round limit hit) is not a partition.
  r.integral = r.converged && ((r.mu.array() < 1e-6) || (r.mu.array() > 1 - 1e-6)).all();
  if (options.round) {
    r.partition = roundClustering(n, edges, scores, r.mu);
    r.score = partitionScore(edges, scores, r.partition);
    if (!r.integral && n <= std::min(options.exactUpTo, kMaxExactObjects)) {
      ExactClustering exact = solveClusteringExactly(n, edges, scores);
      if (exact.score > r.score) r.partition = std::move(exact.partition), r.score = exact.score;
    }
  }
  return r;
}

ExactClustering solveClusteringExactly(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores) {
  validateScores(n, edges, scores);
  if (n > kMaxExactObjects)
    throw std::invalid_argument("clustering: exact enumeration is limited to " + std::to_string(kMaxExactObjects) +
                                " objects (got " + std::to_string(n) + ")");
  ExactClustering best;
  best.score = -std::numeric_limits<double>::infinity();
  Partition p(static_cast<size_t>(n), 0);
  // Restricted growth strings: p[0] = 0, p[j] <= 1 + max(p[0..j-1]); each partition once.
  std::function<void(int, int)> recurse = [&](int j, int used) {
    if (j == n) {
      const double s = partitionScore(edges, scores, p);
      if (s > best.score) best.score = s, best.partition = p;
      return;
    }
    for (int c = 0; c <= used; ++c) {
      p[j] = c;
      recurse(j + 1, std::max(used, c + 1));
    }
  };
  recurse(1, 1);
  return best;
}

AugmentedScores lossAugmentedScores(const Eigen::VectorXd& scores, const Eigen::VectorXd& g) {
  if (g.size() != scores.size()) throw std::invalid_argument("clustering: gold indicators and scores differ in size");
  return {scores + (Eigen::VectorXd::Ones(g.size()) - 2 * g), g.sum()};
}

double edgeHammingLoss(const Eigen::VectorXd& g, const Eigen::VectorXd& mu) {
  if (g.size() != mu.size()) throw std::invalid_argument("clustering: gold indicators and mu differ in size");
  return g.sum() + mu.dot(Eigen::VectorXd::Ones(g.size()) - 2 * g);
}

ClusteringLpResult lossAugmentedClusteringLp(int n, const std::vector<ClusterEdge>& edges,
                                             const Eigen::VectorXd& scores, const Partition& gold,
                                             const ClusteringLpOptions& options) {
  validateClusterEdges(n, edges);
  validatePartition(gold, n, "gold partition");
  const AugmentedScores a = lossAugmentedScores(scores, edgeIndicators(edges, gold));
  ClusteringLpResult r = solveClusteringLp(n, edges, a.scores, options);
  r.lpBound += a.constant;
  r.score += a.constant;
  return r;
}

}  // namespace m3
