#include "inference/pairwise_lp.h"

#include <glpk.h>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

#include "inference/glpk_thread_env.h"

namespace m3 {

namespace {

Labeling roundMarginals(const Eigen::MatrixXd& mu) {
  Labeling labels(static_cast<size_t>(mu.rows()));
  for (Eigen::Index i = 0; i < mu.rows(); ++i) {
    Eigen::Index best = 0;
    mu.row(i).maxCoeff(&best);
    labels[static_cast<size_t>(i)] = static_cast<int>(best);
  }
  return labels;
}

}  // namespace

double pairwiseScore(const std::vector<Edge>& edges, const Eigen::MatrixXd& nodeScores,
                     const Eigen::MatrixXd& edgeScores, const Labeling& labels) {
  const int K = static_cast<int>(nodeScores.cols());
  double s = 0;
  for (size_t i = 0; i < labels.size(); ++i) s += nodeScores(static_cast<Eigen::Index>(i), labels[i]);
  for (size_t e = 0; e < edges.size(); ++e)
    s += edgeScores(static_cast<Eigen::Index>(e), labels[static_cast<size_t>(edges[e].a)] * K + labels[static_cast<size_t>(edges[e].b)]);
  return s;
}

namespace {

// The LP itself, on a graph every node of which has two neighbours or more (or none).
PairwiseLpResult solveLocalPolytope(int n, const std::vector<Edge>& edges, const Eigen::MatrixXd& nodeScores,
                                    const Eigen::MatrixXd& edgeScores) {
  const int K = static_cast<int>(nodeScores.cols());
  const int m = static_cast<int>(edges.size());
  PairwiseLpResult r;
  r.nodeMarginals = Eigen::MatrixXd::Zero(n, K);
  r.edgeMarginals = Eigen::MatrixXd::Zero(m, K * K);
  if (m == 0) {  // decoupled: every node its best label
    r.labels = roundMarginals(nodeScores);
    for (int i = 0; i < n; ++i) r.nodeMarginals(i, r.labels[static_cast<size_t>(i)]) = 1;
    r.value = pairwiseScore(edges, nodeScores, edgeScores, r.labels);
    r.integral = true;
    return r;
  }
  releaseGlpkAtThreadExit();
  glp_prob* lp = glp_create_prob();
  struct Free {
    glp_prob* lp;
    ~Free() { glp_delete_prob(lp); }
  } freeLp{lp};
  glp_set_obj_dir(lp, GLP_MAX);
  const int nodeCols = n * K, cols = nodeCols + m * K * K;
  const auto nodeCol = [K](int i, int k) { return 1 + i * K + k; };
  const auto edgeCol = [K, nodeCols](int e, int k, int l) { return 1 + nodeCols + (e * K + k) * K + l; };
  glp_add_cols(lp, cols);
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < K; ++k) {
      glp_set_col_bnds(lp, nodeCol(i, k), GLP_DB, 0.0, 1.0);
      glp_set_obj_coef(lp, nodeCol(i, k), nodeScores(i, k));
    }
  for (int e = 0; e < m; ++e)
    for (int k = 0; k < K; ++k)
      for (int l = 0; l < K; ++l) {
        glp_set_col_bnds(lp, edgeCol(e, k, l), GLP_DB, 0.0, 1.0);
        glp_set_obj_coef(lp, edgeCol(e, k, l), edgeScores(e, k * K + l));
      }
  // Rows: n normalisations, then per edge K rows over a's label and K over b's.
  glp_add_rows(lp, n + 2 * m * K);
  std::vector<int> ia{0}, ja{0};
  std::vector<double> ar{0.0};
  const auto put = [&](int row, int col, double v) { ia.push_back(row), ja.push_back(col), ar.push_back(v); };
  for (int i = 0; i < n; ++i) {
    glp_set_row_bnds(lp, 1 + i, GLP_FX, 1.0, 1.0);
    for (int k = 0; k < K; ++k) put(1 + i, nodeCol(i, k), 1.0);
  }
  for (int e = 0; e < m; ++e)
    for (int k = 0; k < K; ++k) {
      const int rowA = 1 + n + (2 * e) * K + k, rowB = 1 + n + (2 * e + 1) * K + k;
      glp_set_row_bnds(lp, rowA, GLP_FX, 0.0, 0.0);
      glp_set_row_bnds(lp, rowB, GLP_FX, 0.0, 0.0);
      put(rowA, nodeCol(edges[static_cast<size_t>(e)].a, k), -1.0);
      put(rowB, nodeCol(edges[static_cast<size_t>(e)].b, k), -1.0);
      for (int o = 0; o < K; ++o) {
        put(rowA, edgeCol(e, k, o), 1.0);  // sum_l mu_e(k, l) = mu_a(k)
        put(rowB, edgeCol(e, o, k), 1.0);  // sum_k mu_e(k, l) = mu_b(l)
      }
    }
  glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
  glp_smcp params;
  glp_init_smcp(&params);
  params.msg_lev = GLP_MSG_OFF;
  params.presolve = GLP_ON;  // fixes the many equality rows before the simplex
  const int status = glp_simplex(lp, &params);
  if (status != 0 || glp_get_status(lp) != GLP_OPT)
    throw std::runtime_error("pairwise LP: GLPK simplex failed (status " + std::to_string(status) + ")");
  r.value = glp_get_obj_val(lp);
  r.integral = true;
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < K; ++k) {
      const double v = std::clamp(glp_get_col_prim(lp, nodeCol(i, k)), 0.0, 1.0);
      r.nodeMarginals(i, k) = v;
      if (v > 1e-6 && v < 1 - 1e-6) r.integral = false;
    }
  for (int e = 0; e < m; ++e)
    for (int c = 0; c < K * K; ++c) r.edgeMarginals(e, c) = std::clamp(glp_get_col_prim(lp, edgeCol(e, c / K, c % K)), 0.0, 1.0);
  r.labels = roundMarginals(r.nodeMarginals);
  return r;
}

}  // namespace

PairwiseLpResult solvePairwiseLp(int n, const std::vector<Edge>& edges, const Eigen::MatrixXd& nodeScores,
                                 const Eigen::MatrixXd& edgeScores) {
  const int K = static_cast<int>(nodeScores.cols());
  const int m = static_cast<int>(edges.size());
  if (nodeScores.rows() != n || K < 1 || edgeScores.rows() != m || (m > 0 && edgeScores.cols() != K * K))
    throw std::invalid_argument("pairwise LP: score matrices do not match the graph");
  for (const Edge& e : edges)
    if (e.a < 0 || e.b < 0 || e.a >= n || e.b >= n || e.a == e.b)
      throw std::invalid_argument("pairwise LP: an edge is out of range or a self-loop");
  // GLPK indexes columns and rows with int and aborts the process on a bad count.
  if (static_cast<long long>(n) * K + static_cast<long long>(m) * K * K > 100'000'000LL)
    throw std::invalid_argument("pairwise LP: " + std::to_string(n) + " nodes, " + std::to_string(m) + " edges and " +
                                std::to_string(K) + " labels are too many variables for the LP");
  // Nodes with one neighbour are folded into it, repeatedly (exact for the local polytope:
  // given mu_u, a pendant node's best marginals put mu_u(k) on its best label for k), so the
  // LP only sees the graph's 2-core; a tree folds into its root and needs no LP at all.
  Eigen::MatrixXd folded = nodeScores;
  std::vector<std::vector<int>> incident(static_cast<size_t>(n));
  for (int e = 0; e < m; ++e) {
    incident[static_cast<size_t>(edges[static_cast<size_t>(e)].a)].push_back(e);
    incident[static_cast<size_t>(edges[static_cast<size_t>(e)].b)].push_back(e);
  }
  std::vector<int> degree(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) degree[static_cast<size_t>(i)] = static_cast<int>(incident[static_cast<size_t>(i)].size());
  std::vector<char> edgeGone(static_cast<size_t>(m), 0), nodeFolded(static_cast<size_t>(n), 0);
  struct Fold {
    int leaf, parent, edge;
    std::vector<int> best;  // the leaf's label for each label of the parent
  };
  std::vector<Fold> folds;
  std::vector<int> leaves;
  for (int i = 0; i < n; ++i)
    if (degree[static_cast<size_t>(i)] == 1) leaves.push_back(i);
  while (!leaves.empty()) {
    const int v = leaves.back();
    leaves.pop_back();
    if (degree[static_cast<size_t>(v)] != 1) continue;  // its last neighbour was folded into it
    int e = -1;
    for (int f : incident[static_cast<size_t>(v)])
      if (!edgeGone[static_cast<size_t>(f)]) e = f;
    const Edge& edge = edges[static_cast<size_t>(e)];
    const bool leafIsA = edge.a == v;
    const int u = leafIsA ? edge.b : edge.a;
    Fold fold{v, u, e, std::vector<int>(static_cast<size_t>(K))};
    for (int k = 0; k < K; ++k) {  // k: the parent's label
      double top = -std::numeric_limits<double>::infinity();
      for (int l = 0; l < K; ++l) {
        const double s = folded(v, l) + edgeScores(e, leafIsA ? l * K + k : k * K + l);
        if (s > top) top = s, fold.best[static_cast<size_t>(k)] = l;
      }
      folded(u, k) += top;
    }
    edgeGone[static_cast<size_t>(e)] = 1;
    nodeFolded[static_cast<size_t>(v)] = 1;
    --degree[static_cast<size_t>(v)];
    if (--degree[static_cast<size_t>(u)] == 1) leaves.push_back(u);
    folds.push_back(std::move(fold));
  }
  // The LP on what is left: the 2-core's nodes and edges (renumbered), and lone roots.
  std::vector<int> coreIndex(static_cast<size_t>(n), -1);
  int coreNodes = 0;
  for (int i = 0; i < n; ++i)
    if (!nodeFolded[static_cast<size_t>(i)]) coreIndex[static_cast<size_t>(i)] = coreNodes++;
  std::vector<Edge> coreEdges;
  std::vector<int> coreEdgeOf;
  for (int e = 0; e < m; ++e)
    if (!edgeGone[static_cast<size_t>(e)])
      coreEdges.push_back({coreIndex[static_cast<size_t>(edges[static_cast<size_t>(e)].a)],
                           coreIndex[static_cast<size_t>(edges[static_cast<size_t>(e)].b)]}),
          coreEdgeOf.push_back(e);
  Eigen::MatrixXd coreScores(coreNodes, K), coreEdgeScores(static_cast<Eigen::Index>(coreEdges.size()), K * K);
  for (int i = 0; i < n; ++i)
    if (coreIndex[static_cast<size_t>(i)] >= 0) coreScores.row(coreIndex[static_cast<size_t>(i)]) = folded.row(i);
  for (size_t c = 0; c < coreEdges.size(); ++c) coreEdgeScores.row(static_cast<Eigen::Index>(c)) = edgeScores.row(coreEdgeOf[c]);
  const PairwiseLpResult core = solveLocalPolytope(coreNodes, coreEdges, coreScores, coreEdgeScores);
  PairwiseLpResult r;
  r.value = core.value;
  r.integral = core.integral;
  r.nodeMarginals = Eigen::MatrixXd::Zero(n, K);
  r.edgeMarginals = Eigen::MatrixXd::Zero(m, K * K);
  for (int i = 0; i < n; ++i)
    if (coreIndex[static_cast<size_t>(i)] >= 0) r.nodeMarginals.row(i) = core.nodeMarginals.row(coreIndex[static_cast<size_t>(i)]);
  for (size_t c = 0; c < coreEdges.size(); ++c) r.edgeMarginals.row(coreEdgeOf[c]) = core.edgeMarginals.row(static_cast<Eigen::Index>(c));
  // Unfolded in reverse: each leaf takes, for its parent's mass on k, its best label for k.
  for (auto f = folds.rbegin(); f != folds.rend(); ++f) {
    const bool leafIsA = edges[static_cast<size_t>(f->edge)].a == f->leaf;
    for (int k = 0; k < K; ++k) {
      const double mass = r.nodeMarginals(f->parent, k);
      const int l = f->best[static_cast<size_t>(k)];
      r.nodeMarginals(f->leaf, l) += mass;
      r.edgeMarginals(f->edge, leafIsA ? l * K + k : k * K + l) += mass;
    }
  }
  r.labels = roundMarginals(r.nodeMarginals);
  return r;
}

}  // namespace m3
