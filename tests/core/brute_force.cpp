#include "brute_force.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace m3::test {

void forEachLabeling(int n, int K, const std::function<void(const Labeling&)>& visit) {
  Labeling y(n, 0);
  for (;;) {
    visit(y);
    int j = 0;
    while (j < n && ++y[j] == K) y[j++] = 0;
    if (j == n) return;
  }
}

ExactSolution solveExactly(const StructuredOracle& oracle, int numLabels, double C,
                           double tolerance) {
  // Enumerate every constraint: psi_iy = C (phi(y_i) - phi(y)), loss l_iy.
  const int n = oracle.numExamples(), d = oracle.dimension();
  std::vector<std::vector<Eigen::VectorXd>> psi(n);
  std::vector<std::vector<double>> loss(n);
  std::vector<size_t> truthIndex(n);
  for (int i = 0; i < n; ++i) {
    forEachLabeling(static_cast<int>(oracle.truth(i).size()), numLabels, [&](const Labeling& y) {
      if (y == oracle.truth(i)) truthIndex[i] = psi[i].size();
      Eigen::VectorXd v = Eigen::VectorXd::Zero(d);
      oracle.addJointFeature(i, oracle.truth(i), C, v);
      oracle.addJointFeature(i, y, -C, v);
      psi[i].push_back(v);
      loss[i].push_back(C * oracle.loss(i, y));
    });
  }
  // Dual: max sum alpha l - 1/2 |sum alpha psi|^2, alpha_i on the simplex. Start at the
  // truth corner (psi = 0) and move mass between pairs with the exact 1-D optimum.
  std::vector<std::vector<double>> alpha(n);
  for (int i = 0; i < n; ++i) {
    alpha[i].assign(psi[i].size(), 0.0);
    alpha[i][truthIndex[i]] = 1;
  }
  // With weight constraints the primal point is w = project(v), v = sum alpha psi, and the
  // dual gains + 1/2 |v - w|^2; its gradient in alpha is still l - w.psi.
  const bool constrained = oracle.isConstrained();
  auto primalOf = [&](const Eigen::VectorXd& sum) {
    Eigen::VectorXd w = sum;
    oracle.project(w);
    return w;
  };
  Eigen::VectorXd v = Eigen::VectorXd::Zero(d);
  ExactSolution s;
  for (int sweep = 0; sweep < 200000; ++sweep) {
    for (int i = 0; i < n; ++i) {
      const Eigen::VectorXd w = constrained ? primalOf(v) : v;
      const size_t m = psi[i].size();
      std::vector<double> g(m);
      for (size_t k = 0; k < m; ++k) g[k] = loss[i][k] - w.dot(psi[i][k]);
      size_t up = std::max_element(g.begin(), g.end()) - g.begin();
      size_t down = m;
      for (size_t k = 0; k < m; ++k)
        if (alpha[i][k] > 0 && (down == m || g[k] < g[down])) down = k;
      if (down == m || g[up] - g[down] <= 1e-15) continue;
      const Eigen::VectorXd dir = psi[i][up] - psi[i][down];
      double t;
      if (!constrained) {
        const double curv = dir.squaredNorm();
        t = std::min(curv > 0 ? (g[up] - g[down]) / curv : alpha[i][down], alpha[i][down]);
      } else {
        // The 1-D dual is concave piecewise quadratic: bisect on its derivative.
        auto slope = [&](double step) {
          return loss[i][up] - loss[i][down] - primalOf(v + step * dir).dot(dir);
        };
        double lo = 0, hi = alpha[i][down];
        if (slope(hi) >= 0) {
          t = hi;
        } else {
          for (int it = 0; it < 100; ++it) (slope(0.5 * (lo + hi)) > 0 ? lo : hi) = 0.5 * (lo + hi);
          t = 0.5 * (lo + hi);
        }
      }
      alpha[i][up] += t;
      alpha[i][down] -= t;
      v += t * dir;
    }
    // Certificate: primal by enumeration minus dual.
    const Eigen::VectorXd w = constrained ? primalOf(v) : v;
    double dual = -0.5 * v.squaredNorm() + 0.5 * (v - w).squaredNorm(), hinge = 0;
    for (int i = 0; i < n; ++i) {
      double top = 0;
      for (size_t k = 0; k < psi[i].size(); ++k) {
        dual += alpha[i][k] * loss[i][k];
        top = std::max(top, loss[i][k] - w.dot(psi[i][k]));
      }
      hinge += top;  // already scaled by C
    }
    s.w = w;
    s.primal = 0.5 * w.squaredNorm() + hinge;
    s.dual = dual;
    if (s.primal - s.dual <= tolerance) return s;
  }
  throw std::runtime_error("solveExactly: did not converge");
}

double enumeratedPrimal(const StructuredOracle& oracle, int numLabels, const Eigen::VectorXd& w, double C) {
  double hinge = 0;
  Eigen::VectorXd phi(oracle.dimension());
  for (int i = 0; i < oracle.numExamples(); ++i) {
    phi.setZero();
    oracle.addJointFeature(i, oracle.truth(i), 1.0, phi);
    const double truthScore = w.dot(phi);
    double best = -std::numeric_limits<double>::infinity();
    forEachLabeling(static_cast<int>(oracle.truth(i).size()), numLabels, [&](const Labeling& y) {
      phi.setZero();
      oracle.addJointFeature(i, y, 1.0, phi);
      best = std::max(best, oracle.loss(i, y) + w.dot(phi));
    });
    hinge += best - truthScore;
  }
  return 0.5 * w.squaredNorm() + C * hinge;
}

}  // namespace m3::test
