#include "learning/lmbm.h"

#include <glpk.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

#include "inference/glpk_thread_env.h"

namespace m3 {

Eigen::VectorXd LmbmModel::fields(const Eigen::Ref<const Eigen::RowVectorXd>& x) const {
  const Eigen::Index D = unary.cols() - 1;
  return unary.leftCols(D) * x.transpose() + unary.col(D) * biasValue;
}

namespace {
double sgn(int v) { return v ? 1.0 : -1.0; }
}  // namespace

LmbmResult trainLmbm(const MultiLabelData& data, const LmbmOptions& o) {
  if (!(o.C > 0) || !(o.eta0 >= 0)) throw std::invalid_argument("trainLmbm: need C > 0 and eta0 >= 0");
  const int N = data.size(), K = data.numLabels(), D = data.numFeatures();
  const double eta = 1.0 + o.eta0, b0 = o.biasValue, C = o.C;
  LmbmResult r;
  LmbmModel& m = r.model;
  m.biasValue = b0;
  m.unary = Eigen::MatrixXd::Zero(K, D + 1);
  m.pairwise = Eigen::MatrixXd::Zero(K, K);
  Eigen::MatrixXd alpha = Eigen::MatrixXd::Zero(N, K);
  Eigen::VectorXd xnorm(N);
  for (int l = 0; l < N; ++l) xnorm(l) = data.features.row(l).squaredNorm() + b0 * b0;
  std::vector<int> order(static_cast<std::size_t>(N) * static_cast<std::size_t>(K));
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(o.seed);
  auto z = [&](int l, int i) {
    double a = m.unary.row(i).head(D).dot(data.features.row(l)) + m.unary(i, D) * b0;
    for (int k = 0; k < K; ++k)
      if (k != i) a += m.pairwise(i, k) * sgn(data.labels(l, k));
    return sgn(data.labels(l, i)) * a;
  };
  for (r.passes = 0; r.passes < o.maxPasses && N > 0 && K > 0;) {
    std::shuffle(order.begin(), order.end(), rng);
    double pgMax = -std::numeric_limits<double>::infinity(), pgMin = std::numeric_limits<double>::infinity();
    for (int c : order) {
      const int l = c / K, i = c % K;
      const double G = z(l, i) - 1.0;
      const double a = alpha(l, i);
      double pg = G;
      if (a <= 0) pg = std::min(G, 0.0);
      else if (a >= C) pg = std::max(G, 0.0);
      pgMax = std::max(pgMax, pg);
      pgMin = std::min(pgMin, pg);
      if (pg == 0) continue;
      const double Q = xnorm(l) + (K - 1) / eta;
      const double na = std::clamp(a - G / Q, 0.0, C);
      const double d = na - a;
      if (d == 0) continue;
      alpha(l, i) = na;
      const double yi = sgn(data.labels(l, i));
      m.unary.row(i).head(D) += d * yi * data.features.row(l);
      m.unary(i, D) += d * yi * b0;
      for (int k = 0; k < K; ++k) {
        if (k == i) continue;
        m.pairwise(i, k) += d * yi * sgn(data.labels(l, k)) / eta;
        m.pairwise(k, i) = m.pairwise(i, k);
      }
    }
    ++r.passes;
    if (pgMax - pgMin < o.epsilon) {
      r.converged = true;
      break;
    }
  }
  if (N == 0 || K == 0) r.converged = true;
  double hinge = 0;
  for (int l = 0; l < N; ++l)
    for (int i = 0; i < K; ++i) hinge += std::max(0.0, 1.0 - z(l, i));
  const double quad = 0.5 * m.unary.squaredNorm() + 0.5 * eta * 0.5 * m.pairwise.squaredNorm();  // each pair twice
  r.primal = quad + C * hinge;
  r.dual = alpha.sum() - quad;
  return r;
}

BinaryPairwiseProblem lmbmMapProblem(const LmbmModel& m, const Eigen::Ref<const Eigen::RowVectorXd>& x) {
  // y = 2u - 1:  y_i h_i = 2 h_i u_i - h_i;  V y_i y_k = 4V u_i u_k - 2V u_i - 2V u_k + V.
  const Eigen::VectorXd h = m.fields(x);
  const int K = m.numLabels();
  BinaryPairwiseProblem p;
  p.unary = 2 * h;
  p.pairwise = Eigen::MatrixXd::Zero(K, K);
  p.constant = -h.sum();
  for (int i = 0; i < K; ++i)
    for (int k = i + 1; k < K; ++k) {
      const double v = m.pairwise(i, k);
      p.pairwise(i, k) = 4 * v;
      p.unary(i) -= 2 * v;
      p.unary(k) -= 2 * v;
      p.constant += v;
    }
  return p;
}

double lmbmLoss(const LmbmModel& m, const Eigen::Ref<const Eigen::RowVectorXd>& x, const Labeling& y) {
  const Eigen::VectorXd h = m.fields(x);
  double loss = 0;
  for (int i = 0; i < m.numLabels(); ++i) {
    double a = h(i);
    for (int k = 0; k < m.numLabels(); ++k)
      if (k != i) a += m.pairwise(i, k) * sgn(y[static_cast<std::size_t>(k)]);
    loss += std::max(0.0, 1.0 - sgn(y[static_cast<std::size_t>(i)]) * a);
  }
  return loss;
}

LpMapResult lmbmPredictExact(const LmbmModel& m, const Eigen::Ref<const Eigen::RowVectorXd>& x) {
  const int K = m.numLabels();
  if (K > 20) throw std::invalid_argument("lmbmPredictExact: more than 20 labels");
  const Eigen::VectorXd h = m.fields(x);
  LpMapResult r;
  r.integral = true;
  r.score = std::numeric_limits<double>::infinity();
  Labeling y(static_cast<std::size_t>(K), 0);
  for (unsigned long code = 0; code < (1UL << K); ++code) {
    for (int i = 0; i < K; ++i) y[static_cast<std::size_t>(i)] = static_cast<int>((code >> i) & 1UL);
    double loss = 0;
    for (int i = 0; i < K && loss < r.score; ++i) {
      double a = h(i);
      for (int k = 0; k < K; ++k)
        if (k != i) a += m.pairwise(i, k) * sgn(y[static_cast<std::size_t>(k)]);
      loss += std::max(0.0, 1.0 - sgn(y[static_cast<std::size_t>(i)]) * a);
    }
    if (loss < r.score) {
      r.score = loss;
      r.labels = y;
    }
  }
  r.lpBound = r.score;
  return r;
}

}  // namespace m3

namespace m3 {

LpMapResult lmbmPredictLp(const LmbmModel& m, const Eigen::Ref<const Eigen::RowVectorXd>& x) {
  const Eigen::VectorXd h = m.fields(x);
  const int K = m.numLabels();
  std::vector<std::array<int, 2>> pairs;
  for (int i = 0; i < K; ++i)
    for (int k = i + 1; k < K; ++k) pairs.push_back({i, k});
  const int P = static_cast<int>(pairs.size());
  // Columns: u_1..u_K, mu_1..mu_P, xi_1..xi_K (1-based in GLPK).
  auto U = [](int i) { return i + 1; };
  auto MU = [&](int e) { return K + e + 1; };
  auto XI = [&](int i) { return K + P + i + 1; };
  releaseGlpkAtThreadExit();
  glp_prob* lp = glp_create_prob();
  glp_set_obj_dir(lp, GLP_MIN);
  glp_add_cols(lp, 2 * K + P);
  for (int i = 0; i < K; ++i) {
    glp_set_col_bnds(lp, U(i), GLP_DB, 0.0, 1.0);
    glp_set_col_bnds(lp, XI(i), GLP_LO, 0.0, 0.0);
    glp_set_obj_coef(lp, XI(i), 1.0);
  }
  std::vector<int> ia{0}, ja{0};
  std::vector<double> ar{0.0};
  int row = 0;
  auto put = [&](int col, double v) {
    ia.push_back(row);
    ja.push_back(col);
    ar.push_back(v);
  };
  glp_add_rows(lp, 3 * P + K);
  for (int e = 0; e < P; ++e) {
    const int a = pairs[static_cast<std::size_t>(e)][0], b = pairs[static_cast<std::size_t>(e)][1];
    glp_set_col_bnds(lp, MU(e), GLP_DB, 0.0, 1.0);
    glp_set_row_bnds(lp, ++row, GLP_UP, 0.0, 0.0);
    put(MU(e), 1.0), put(U(a), -1.0);
    glp_set_row_bnds(lp, ++row, GLP_UP, 0.0, 0.0);
    put(MU(e), 1.0), put(U(b), -1.0);
    glp_set_row_bnds(lp, ++row, GLP_UP, 0.0, 1.0);
    put(U(a), 1.0), put(U(b), 1.0), put(MU(e), -1.0);
  }
  // xi_i >= 1 - z_i, z_i = y_i h_i + sum_k V_ik y_i y_k, linear in (u, mu):
  //   y_i h_i = 2 h_i u_i - h_i,  y_i y_k = 4 mu_ik - 2 u_i - 2 u_k + 1.
  // Row: xi_i + 2 h_i u_i + sum_k V_ik (4 mu_ik - 2 u_i - 2 u_k) >= 1 + h_i - sum_k V_ik.
  for (int i = 0; i < K; ++i) {
    ++row;
    double rhs = 1.0 + h(i);
    std::vector<double> coef(static_cast<std::size_t>(2 * K + P + 1), 0.0);
    coef[static_cast<std::size_t>(XI(i))] += 1.0;
    coef[static_cast<std::size_t>(U(i))] += 2 * h(i);
    for (int e = 0; e < P; ++e) {
      const int a = pairs[static_cast<std::size_t>(e)][0], b = pairs[static_cast<std::size_t>(e)][1];
      if (a != i && b != i) continue;
      const double v = m.pairwise(a, b);
      coef[static_cast<std::size_t>(MU(e))] += 4 * v;
      coef[static_cast<std::size_t>(U(a))] -= 2 * v;
      coef[static_cast<std::size_t>(U(b))] -= 2 * v;
      rhs -= v;
    }
    glp_set_row_bnds(lp, row, GLP_LO, rhs, 0.0);
    for (int c = 1; c <= 2 * K + P; ++c)
      if (coef[static_cast<std::size_t>(c)] != 0) put(c, coef[static_cast<std::size_t>(c)]);
  }
  glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
  glp_smcp params;
  glp_init_smcp(&params);
  params.msg_lev = GLP_MSG_OFF;
  const int status = glp_simplex(lp, &params);
  if (status != 0 || glp_get_status(lp) != GLP_OPT) {
    glp_delete_prob(lp);
    throw std::runtime_error("lmbmPredictLp: GLPK simplex failed (status " + std::to_string(status) + ")");
  }
  LpMapResult r;
  r.lpBound = glp_get_obj_val(lp);
  r.labels.assign(static_cast<std::size_t>(K), 0);
  std::vector<int> fractional;
  for (int i = 0; i < K; ++i) {
    const double u = glp_get_col_prim(lp, U(i));
    if (u > 1 - 1e-6) r.labels[static_cast<std::size_t>(i)] = 1;
    else if (u >= 1e-6) fractional.push_back(i);
  }
  for (int e = 0; e < P && fractional.empty(); ++e) {
    const double mu = glp_get_col_prim(lp, MU(e));
    if (mu > 1e-6 && mu < 1 - 1e-6) fractional.push_back(-1);  // integral u force integral mu; guard anyway
  }
  glp_delete_prob(lp);
  fractional.erase(std::remove(fractional.begin(), fractional.end(), -1), fractional.end());
  r.integral = fractional.empty();
  r.score = lmbmLoss(m, x, r.labels);
  for (bool improved = !fractional.empty(); improved;) {
    improved = false;
    for (int i : fractional) {
      r.labels[static_cast<std::size_t>(i)] ^= 1;
      const double s = lmbmLoss(m, x, r.labels);
      if (s < r.score - 1e-12) {
        r.score = s;
        improved = true;
      } else {
        r.labels[static_cast<std::size_t>(i)] ^= 1;
      }
    }
  }
  return r;
}

}  // namespace m3
