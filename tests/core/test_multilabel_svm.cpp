// Dual coordinate descent linear SVM (core/learning/dual_cd_svm.h): KKT conditions of the
// returned solution, zero duality gap, no primal improvement in random directions, and the
// stopping rule, on tiny random problems over several seeds.
#include <QtTest>
#include <random>

#include "learning/dual_cd_svm.h"
#include "learning/kernel.h"

using namespace m3;

namespace {
struct Problem {
  FeatureMatrix X;
  Eigen::VectorXd y;
};
Problem randomProblem(int n, int d, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> g;
  Problem p;
  p.X.resize(n, d);
  p.y.resize(n);
  for (int l = 0; l < n; ++l) {
    for (int j = 0; j < d; ++j) p.X(l, j) = g(rng);
    p.y(l) = p.X(l, 0) + 0.5 * g(rng) > 0.3 ? 1 : -1;  // overlapping classes: some slacks
  }
  return p;
}
double primal(const Problem& p, const Eigen::VectorXd& w, double b, double C) {
  double h = 0;
  for (Eigen::Index l = 0; l < p.X.rows(); ++l) h += std::max(0.0, 1 - p.y(l) * (p.X.row(l).dot(w) + b));
  return 0.5 * (w.squaredNorm() + b * b) + C * h;
}
}  // namespace

class TestMultilabelSvm : public QObject {
  Q_OBJECT
 private slots:
  void kktAndGapOnRandomProblems() {
    for (unsigned seed = 1; seed <= 20; ++seed) {
      const Problem p = randomProblem(12 + static_cast<int>(seed % 7), 3, seed);
      DualCdOptions o;
      o.C = seed % 2 ? 0.5 : 5.0;
      o.epsilon = 1e-10;
      o.maxPasses = 100000;
      o.seed = seed;
      const DualCdResult r = trainDualCdSvm(p.X, p.y, o);
      QVERIFY(r.converged);
      QVERIFY2(r.primal - r.dual < 1e-7 * std::max(1.0, r.primal), qPrintable(QString::number(r.primal - r.dual)));
      // Stationarity: w = sum a y x, bias = sum a y (bias feature 1).
      Eigen::VectorXd w = Eigen::VectorXd::Zero(3);
      double b = 0;
      for (Eigen::Index l = 0; l < p.X.rows(); ++l) {
        w += r.alpha(l) * p.y(l) * p.X.row(l).transpose();
        b += r.alpha(l) * p.y(l);
      }
      QVERIFY((w - r.svm.w).norm() < 1e-9);
      QVERIFY(std::abs(b - r.svm.bias) < 1e-9);
      // Complementary slackness with box constraints.
      for (Eigen::Index l = 0; l < p.X.rows(); ++l) {
        const double margin = p.y(l) * r.svm.decision(p.X.row(l));
        const double a = r.alpha(l);
        QVERIFY(a >= 0 && a <= o.C);
        if (a <= 1e-12) QVERIFY(margin >= 1 - 1e-8);
        else if (a >= o.C - 1e-12) QVERIFY(margin <= 1 + 1e-8);
        else QVERIFY(std::abs(margin - 1) < 1e-8);
      }
      // The primal is convex, so no random step may improve it.
      std::mt19937 rng(seed);
      std::normal_distribution<double> g;
      const double best = primal(p, r.svm.w, r.svm.bias, o.C);
      QVERIFY(std::abs(best - r.primal) < 1e-9 * std::max(1.0, best));
      for (int t = 0; t < 50; ++t) {
        Eigen::VectorXd dw(3);
        for (int j = 0; j < 3; ++j) dw(j) = 1e-3 * g(rng);
        QVERIFY(primal(p, r.svm.w + dw, r.svm.bias + 1e-3 * g(rng), o.C) >= best - 1e-9);
      }
    }
  }

  void separableDataIsSeparated() {
    FeatureMatrix X(4, 1);
    X << -2, -1, 1, 2;
    Eigen::VectorXd y(4);
    y << -1, -1, 1, 1;
    DualCdOptions o;
    o.C = 100;
    const DualCdResult r = trainDualCdSvm(X, y, o);
    for (int l = 0; l < 4; ++l) QVERIFY(y(l) * r.svm.decision(X.row(l)) > 0.99);
  }

  // With gram = X X^T the kernel solver must follow the linear one (same seed, same order).
  void kernelSolverMatchesLinearWithLinearKernel() {
    for (unsigned seed = 1; seed <= 10; ++seed) {
      const Problem p = randomProblem(15 + static_cast<int>(seed % 5), 3, seed);
      DualCdOptions o;
      o.C = 0.5 + seed % 3;
      o.epsilon = 1e-8;
      o.seed = seed;
      const DualCdResult lin = trainDualCdSvm(p.X, p.y, o);
      const Eigen::MatrixXd gram = p.X * p.X.transpose();
      const KernelDualCdResult ker = trainKernelDualCdSvm(gram, p.y, o);
      QVERIFY(ker.converged);
      QVERIFY((lin.alpha - ker.alpha).cwiseAbs().maxCoeff() < 1e-6);
      for (Eigen::Index l = 0; l < p.X.rows(); ++l) QVERIFY(std::abs(lin.svm.decision(p.X.row(l)) - ker.decision(l)) < 1e-6);
      QVERIFY(std::abs(lin.svm.bias - ker.bias) < 1e-6);
      QVERIFY(std::abs(lin.dual - ker.dual) < 1e-6 * std::max(1.0, std::abs(lin.dual)));
    }
  }

  // Exact optimum of the box QP by enumerating which alphas are at 0, at C or free (3^n
  // cases): a case whose free block solves the stationarity equations inside the box and
  // whose bound coordinates have gradients of the right sign satisfies KKT, hence is optimal.
  void kernelSolverReachesTheExactDualOptimum() {
    for (unsigned seed = 1; seed <= 8; ++seed) {
      const Problem p = randomProblem(6, 2, seed);
      const double C = 0.7 + 0.4 * (seed % 3);
      const KernelSpec k = KernelSpec::rbf(0.5);
      const Eigen::MatrixXd gram = kernelMatrix(k, p.X, p.X);
      const int n = 6;
      Eigen::MatrixXd Q(n, n);
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) Q(i, j) = p.y(i) * p.y(j) * (gram(i, j) + 1.0);
      double exact = -1e300;
      int cases = 1;
      for (int i = 0; i < n; ++i) cases *= 3;
      for (int c = 0; c < cases; ++c) {
        std::vector<int> state(n), freeIdx;
        for (int i = 0, v = c; i < n; ++i, v /= 3) {
          state[static_cast<std::size_t>(i)] = v % 3;  // 0: at 0, 1: at C, 2: free
          if (v % 3 == 2) freeIdx.push_back(i);
        }
        Eigen::VectorXd a = Eigen::VectorXd::Zero(n);
        for (int i = 0; i < n; ++i) if (state[static_cast<std::size_t>(i)] == 1) a(i) = C;
        const int f = static_cast<int>(freeIdx.size());
        if (f > 0) {
          Eigen::MatrixXd A(f, f);
          Eigen::VectorXd rhs(f);
          for (int r = 0; r < f; ++r) {
            rhs(r) = 1.0;
            for (int j = 0; j < n; ++j) if (state[static_cast<std::size_t>(j)] == 1) rhs(r) -= Q(freeIdx[static_cast<std::size_t>(r)], j) * C;
            for (int s = 0; s < f; ++s) A(r, s) = Q(freeIdx[static_cast<std::size_t>(r)], freeIdx[static_cast<std::size_t>(s)]);
          }
          const Eigen::VectorXd af = A.ldlt().solve(rhs);
          if ((A * af - rhs).norm() > 1e-9) continue;
          for (int r = 0; r < f; ++r) a(freeIdx[static_cast<std::size_t>(r)]) = af(r);
        }
        if ((a.array() < -1e-12).any() || (a.array() > C + 1e-12).any()) continue;
        const Eigen::VectorXd G = Q * a - Eigen::VectorXd::Ones(n);
        bool kkt = true;
        for (int i = 0; i < n; ++i) {
          if (state[static_cast<std::size_t>(i)] == 0 && G(i) < -1e-9) kkt = false;
          if (state[static_cast<std::size_t>(i)] == 1 && G(i) > 1e-9) kkt = false;
        }
        if (kkt) exact = std::max(exact, a.sum() - 0.5 * a.dot(Q * a));
      }
      QVERIFY(exact > -1e300);
      DualCdOptions o;
      o.C = C;
      o.epsilon = 1e-10;
      o.maxPasses = 100000;
      o.seed = seed;
      const KernelDualCdResult r = trainKernelDualCdSvm(gram, p.y, o);
      QVERIFY(r.converged);
      QVERIFY2(std::abs(r.dual - exact) < 1e-7, qPrintable(QString("dual %1 exact %2").arg(r.dual).arg(exact)));
      QVERIFY(std::abs(r.primal - exact) < 1e-6);  // zero duality gap at the optimum
    }
  }

  void kernelSolverRejectsBadInput() {
    const Eigen::VectorXd y = Eigen::VectorXd::Ones(3);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainKernelDualCdSvm(Eigen::MatrixXd::Identity(2, 2), y, {}));
    DualCdOptions o;
    o.C = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainKernelDualCdSvm(Eigen::MatrixXd::Identity(3, 3), y, o));
    Eigen::VectorXd bad = y;
    bad(1) = 0.5;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainKernelDualCdSvm(Eigen::MatrixXd::Identity(3, 3), bad, {}));
  }

  void passLimitAndBadInput() {
    const Problem p = randomProblem(30, 3, 3);
    DualCdOptions o;
    o.maxPasses = 1;
    o.epsilon = 1e-12;
    const DualCdResult r = trainDualCdSvm(p.X, p.y, o);
    QCOMPARE(r.passes, 1);
    QVERIFY(!r.converged);
    QVERIFY(r.primal >= r.dual);
    Eigen::VectorXd bad = p.y;
    bad(0) = 0.5;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainDualCdSvm(p.X, bad, o));
    o.C = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainDualCdSvm(p.X, p.y, o));
  }
};

QTEST_APPLESS_MAIN(TestMultilabelSvm)
#include "test_multilabel_svm.moc"
