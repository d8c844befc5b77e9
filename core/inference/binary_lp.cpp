#include "inference/binary_lp.h"

#include <glpk.h>

#include <array>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "inference/glpk_thread_env.h"

namespace m3 {

double binaryScore(const BinaryPairwiseProblem& p, const Labeling& u) {
  const Eigen::Index K = p.unary.size();
  double s = p.constant;
  for (Eigen::Index i = 0; i < K; ++i) {
    if (!u[static_cast<std::size_t>(i)]) continue;
    s += p.unary(i);
    for (Eigen::Index j = i + 1; j < K; ++j)
      if (u[static_cast<std::size_t>(j)]) s += p.pairwise(i, j);
  }
  return s;
}

LpMapResult solveBinaryLp(const BinaryPairwiseProblem& p) {
  const int K = static_cast<int>(p.unary.size());
  if (p.pairwise.rows() != K || p.pairwise.cols() != K) throw std::invalid_argument("solveBinaryLp: pairwise must be K x K");
  std::vector<std::array<int, 2>> edges;
  for (int i = 0; i < K; ++i)
    for (int j = i + 1; j < K; ++j)
      if (p.pairwise(i, j) != 0) edges.push_back({i, j});
  const int E = static_cast<int>(edges.size());
  LpMapResult r;
  std::vector<double> mu(static_cast<std::size_t>(K), 0.0);
  if (K > 0) {
    releaseGlpkAtThreadExit();
    glp_prob* lp = glp_create_prob();
    glp_set_obj_dir(lp, GLP_MAX);
    glp_add_cols(lp, K + E);
    for (int i = 0; i < K; ++i) {
      glp_set_col_bnds(lp, i + 1, GLP_DB, 0.0, 1.0);
      glp_set_obj_coef(lp, i + 1, p.unary(i));
    }
    std::vector<int> ia{0}, ja{0};
    std::vector<double> ar{0.0};
    auto put = [&](int row, int col, double v) {
      ia.push_back(row);
      ja.push_back(col);
      ar.push_back(v);
    };
    if (E > 0) glp_add_rows(lp, 3 * E);
    for (int e = 0; e < E; ++e) {
      const int c = K + e + 1, a = edges[static_cast<std::size_t>(e)][0] + 1, b = edges[static_cast<std::size_t>(e)][1] + 1;
      glp_set_col_bnds(lp, c, GLP_DB, 0.0, 1.0);
      glp_set_obj_coef(lp, c, p.pairwise(a - 1, b - 1));
      glp_set_row_bnds(lp, 3 * e + 1, GLP_UP, 0.0, 0.0);  // mu_ab - mu_a <= 0
      put(3 * e + 1, c, 1.0);
      put(3 * e + 1, a, -1.0);
      glp_set_row_bnds(lp, 3 * e + 2, GLP_UP, 0.0, 0.0);  // mu_ab - mu_b <= 0
      put(3 * e + 2, c, 1.0);
      put(3 * e + 2, b, -1.0);
      glp_set_row_bnds(lp, 3 * e + 3, GLP_UP, 0.0, 1.0);  // mu_a + mu_b - mu_ab <= 1
      put(3 * e + 3, a, 1.0);
      put(3 * e + 3, b, 1.0);
      put(3 * e + 3, c, -1.0);
    }
    if (E > 0) glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
    glp_smcp params;
    glp_init_smcp(&params);
    params.msg_lev = GLP_MSG_OFF;
    params.presolve = GLP_OFF;
    const int status = glp_simplex(lp, &params);
    if (status != 0 || glp_get_status(lp) != GLP_OPT) {
      glp_delete_prob(lp);
      throw std::runtime_error("solveBinaryLp: GLPK simplex failed (status " + std::to_string(status) + ")");
    }
    r.lpBound = glp_get_obj_val(lp) + p.constant;
    for (int i = 0; i < K; ++i) mu[static_cast<std::size_t>(i)] = glp_get_col_prim(lp, i + 1);
    glp_delete_prob(lp);
  } else {
    r.lpBound = p.constant;
  }
  // Rounding: fix the (near-)integral entries, improve the fractional ones by ICM.
  r.labels.assign(static_cast<std::size_t>(K), 0);
  std::vector<int> fractional;
  for (int i = 0; i < K; ++i) {
    const double m = mu[static_cast<std::size_t>(i)];
    if (m > 1 - 1e-6) r.labels[static_cast<std::size_t>(i)] = 1;
    else if (m >= 1e-6) fractional.push_back(i);
  }
  r.integral = fractional.empty();
  r.score = binaryScore(p, r.labels);
  for (bool improved = !fractional.empty(); improved;) {
    improved = false;
    for (int i : fractional) {
      r.labels[static_cast<std::size_t>(i)] ^= 1;
      const double s = binaryScore(p, r.labels);
      if (s > r.score + 1e-12) {
        r.score = s;
        improved = true;
      } else {
        r.labels[static_cast<std::size_t>(i)] ^= 1;
      }
    }
  }
  return r;
}

Labeling binaryChainMap(const BinaryPairwiseProblem& p) {
  const int K = static_cast<int>(p.unary.size());
  Labeling y(static_cast<std::size_t>(K), 0);
  if (K == 0) return y;
  // best[v] = best score of the prefix ending with label v at position i.
  std::vector<std::array<int, 2>> back(static_cast<std::size_t>(K));
  std::array<double, 2> best{0.0, p.unary(0)};
  for (int i = 1; i < K; ++i) {
    std::array<double, 2> next{};
    for (int v = 0; v < 2; ++v) {
      const double from0 = best[0], from1 = best[1] + (v ? p.pairwise(i - 1, i) : 0.0);
      back[static_cast<std::size_t>(i)][static_cast<std::size_t>(v)] = from1 > from0 ? 1 : 0;
      next[static_cast<std::size_t>(v)] = std::max(from0, from1) + (v ? p.unary(i) : 0.0);
    }
    best = next;
  }
  int v = best[1] > best[0] ? 1 : 0;
  for (int i = K - 1; i >= 0; --i) {
    y[static_cast<std::size_t>(i)] = v;
    if (i > 0) v = back[static_cast<std::size_t>(i)][static_cast<std::size_t>(v)];
  }
  return y;
}

}  // namespace m3
