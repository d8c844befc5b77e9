// The likelihood baselines (chain CRF, logistic regression) and their L-BFGS minimiser:
// forward-backward against enumeration, gradients against finite differences, optimality
// after training, equivalences between modes and thread counts, cancellation, and
// numerical stability with huge scores. Randomized over seeds (Eigen-style).
#include <QtTest>

#include <atomic>
#include <cmath>

#include "brute_force.h"
#include "inference/viterbi.h"
#include "learning/chain_crf.h"
#include "learning/lbfgs.h"
#include "random_problems.h"

using namespace m3;

namespace {

// Ground truth by enumeration: log Z with a max shift, so it also holds for huge scores.
struct Enumerated {
  double logZ = 0;
  Eigen::MatrixXd node, counts;
};

Enumerated enumerate(const Eigen::MatrixXd& node, const Eigen::MatrixXd& trans) {
  const int L = static_cast<int>(node.rows()), K = static_cast<int>(node.cols());
  std::vector<double> scores;
  std::vector<Labeling> labelings;
  test::forEachLabeling(L, K, [&](const Labeling& y) {
    scores.push_back(chainScore(node, trans, y));
    labelings.push_back(y);
  });
  const double top = *std::max_element(scores.begin(), scores.end());
  double sum = 0;
  for (double s : scores) sum += std::exp(s - top);
  Enumerated e;
  e.logZ = top + std::log(sum);
  e.node = Eigen::MatrixXd::Zero(L, K);
  e.counts = Eigen::MatrixXd::Zero(K, K);
  for (size_t n = 0; n < scores.size(); ++n) {
    const double p = std::exp(scores[n] - e.logZ);
    const Labeling& y = labelings[n];
    for (int j = 0; j < L; ++j) {
      e.node(j, y[j]) += p;
      if (j > 0) e.counts(y[j - 1], y[j]) += p;
    }
  }
  return e;
}

// Random chains with about a quarter of the labels removed, so runs get split.
std::shared_ptr<std::vector<ChainExample>> partiallyLabelled(int count, int F, int K,
                                                             unsigned seed) {
  auto chains = test::randomChains(count, 1, 5, F, K, seed);
  std::mt19937 rng(seed + 1000);
  std::uniform_real_distribution<double> coin;
  for (ChainExample& ex : *chains)
    for (int& y : ex.labels)
      if (coin(rng) < 0.25) y = kUnlabelled;
  return chains;
}

double relativeError(double a, double b) {
  return std::abs(a - b) / std::max(1.0, std::abs(b));
}

Eigen::VectorXd randomVector(int n, double scale, std::mt19937& rng) {
  return scale * test::randomMatrix(n, 1, rng);
}

}  // namespace

class TestChainCrf : public QObject {
  Q_OBJECT
 private slots:
  void posteriorMatchesEnumeration() {
    for (unsigned seed = 1; seed <= 40; ++seed) {
      std::mt19937 rng(seed);
      const int L = 1 + static_cast<int>(seed % 5), K = 1 + static_cast<int>(seed / 5 % 3);
      const Eigen::MatrixXd node = 2 * test::randomMatrix(L, K, rng);
      const Eigen::MatrixXd trans = 2 * test::randomMatrix(K, K, rng);
      const Enumerated truth = enumerate(node, trans);
      const ChainPosterior p = chainPosterior(node, trans);
      QVERIFY(std::abs(p.logPartition - truth.logZ) < 1e-10);
      QVERIFY((p.node - truth.node).cwiseAbs().maxCoeff() < 1e-10);
      QVERIFY((p.transitionCounts - truth.counts).cwiseAbs().maxCoeff() < 1e-10);
      test::forEachLabeling(L, K, [&](const Labeling& y) {
        const double expected = chainScore(node, trans, y) - truth.logZ;
        QVERIFY(std::abs(chainLogProbability(node, trans, y) - expected) < 1e-10);
      });
    }
    const ChainPosterior empty = chainPosterior(Eigen::MatrixXd(0, 3), Eigen::MatrixXd::Zero(3, 3));
    QCOMPARE(empty.logPartition, 0.0);
    QCOMPARE(empty.node.rows(), Eigen::Index(0));
  }

  void modelMarginalsUseTheWeights() {
    std::mt19937 rng(5);
    ChainWeights weights(4, 3, true);
    weights.w = randomVector(weights.dimension(), 1.0, rng);
    const RowMatrix x = test::randomMatrix(5, 4, rng);
    const Eigen::MatrixXd marginals = chainMarginals(weights, x);
    const Enumerated truth = enumerate(x * weights.node(), weights.transition());
    QVERIFY((marginals - truth.node).cwiseAbs().maxCoeff() < 1e-10);
    QVERIFY((marginals.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-12);
  }

  // J(w) summed by enumeration over the labelled runs, which also checks the run splitting.
  void objectiveMatchesEnumeration_data() {
    QTest::addColumn<bool>("transitions");
    QTest::newRow("crf") << true;
    QTest::newRow("logistic") << false;
  }
  void objectiveMatchesEnumeration() {
    QFETCH(bool, transitions);
    for (unsigned seed = 1; seed <= 10; ++seed) {
      const int F = 3, K = 3;
      auto chains = partiallyLabelled(6, F, K, seed);
      const double sigma = 0.7;
      ChainCrfObjective objective(chains, F, K, transitions, sigma);
      std::mt19937 rng(seed);
      ChainWeights weights(F, K, transitions);
      weights.w = randomVector(weights.dimension(), 0.5, rng);
      double expected = weights.w.squaredNorm() / (2 * sigma * sigma);
      for (const ChainExample& ex : *chains)
        for (const Run& r : labelledRuns(ex.labels)) {
          const Eigen::MatrixXd node =
              ex.features.middleRows(r.begin, r.end - r.begin) * weights.node();
          const Labeling y(ex.labels.begin() + r.begin, ex.labels.begin() + r.end);
          const Enumerated e = enumerate(node, weights.transition());
          expected += e.logZ - chainScore(node, weights.transition(), y);
        }
      Eigen::VectorXd g;
      QVERIFY(relativeError(objective(weights.w, g), expected) < 1e-12);
      QCOMPARE(g.size(), Eigen::Index(weights.dimension()));
    }
  }

  void gradientMatchesFiniteDifferences_data() { objectiveMatchesEnumeration_data(); }
  void gradientMatchesFiniteDifferences() {
    QFETCH(bool, transitions);
    for (unsigned seed = 1; seed <= 8; ++seed) {
      const int F = 3, K = 1 + static_cast<int>(seed % 3);
      auto chains = partiallyLabelled(5, F, K, seed);
      ChainCrfObjective objective(chains, F, K, transitions, 0.5 + seed * 0.1);
      std::mt19937 rng(seed);
      const Eigen::VectorXd w = randomVector(objective.dimension(), 0.7, rng);
      Eigen::VectorXd g, unused;
      objective(w, g);
      const double h = 1e-5;
      for (int i = 0; i < w.size(); ++i) {
        Eigen::VectorXd plus = w, minus = w;
        plus[i] += h;
        minus[i] -= h;
        const double numeric = (objective(plus, unused) - objective(minus, unused)) / (2 * h);
        QVERIFY2(
            std::abs(numeric - g[i]) < 1e-6 * std::max(1.0, std::abs(g[i])),
            qPrintable(
                QString("seed %1 coord %2: %3 vs %4").arg(seed).arg(i).arg(numeric).arg(g[i])));
      }
    }
  }

  // A CRF whose transitions are pinned at zero is logistic regression: the softmax path and
  // the forward-backward path must agree on value and node gradient.
  void logisticRegressionIsCrfWithoutTransitions() {
    for (unsigned seed = 1; seed <= 10; ++seed) {
      const int F = 4, K = 3;
      auto chains = partiallyLabelled(8, F, K, seed);
      ChainCrfObjective logistic(chains, F, K, false, 1.0);
      ChainCrfObjective crf(chains, F, K, true, 1.0);
      std::mt19937 rng(seed);
      const Eigen::VectorXd wNode = randomVector(logistic.dimension(), 1.0, rng);
      Eigen::VectorXd wCrf = Eigen::VectorXd::Zero(crf.dimension());
      wCrf.head(wNode.size()) = wNode;
      Eigen::VectorXd gLogistic, gCrf;
      QVERIFY(relativeError(logistic(wNode, gLogistic), crf(wCrf, gCrf)) < 1e-12);
      QVERIFY((gLogistic - gCrf.head(wNode.size())).cwiseAbs().maxCoeff() < 1e-10);
    }
  }

  void threadCountDoesNotChangeResults() {
    auto chains = partiallyLabelled(300, 6, 4, 9);
    std::mt19937 rng(2);
    const ChainCrfObjective one(chains, 6, 4, true, 1.0, 1);
    const Eigen::VectorXd w = randomVector(one.dimension(), 0.3, rng);
    Eigen::VectorXd g1, g2, g3;
    const double v1 = one(w, g1);
    const double v2 = ChainCrfObjective(chains, 6, 4, true, 1.0, 2)(w, g2);
    const double v3 = ChainCrfObjective(chains, 6, 4, true, 1.0, 3)(w, g3);
    QCOMPARE(v1, v2);  // bit-identical, not just close
    QCOMPARE(v1, v3);
    QVERIFY(g1 == g2 && g1 == g3);
  }

  void trainingReachesTheOptimum_data() {
    QTest::addColumn<bool>("transitions");
    QTest::addColumn<double>("sigma");
    QTest::newRow("crf sigma 1") << true << 1.0;
    QTest::newRow("crf sigma 0.1") << true << 0.1;
    QTest::newRow("crf sigma 10") << true << 10.0;
    QTest::newRow("logistic sigma 1") << false << 1.0;
  }
  void trainingReachesTheOptimum() {
    QFETCH(bool, transitions);
    QFETCH(double, sigma);
    for (unsigned seed = 1; seed <= 5; ++seed) {
      const int F = 3, K = 3;
      auto chains = partiallyLabelled(12, F, K, seed);
      CrfOptions options;
      options.sigma = sigma;
      options.useTransitions = transitions;
      options.tolerance = 1e-9;
      options.functionTolerance = 0;  // end on the gradient (or roundoff), checked below
      options.threads = 2;
      double lastPrimal = std::numeric_limits<double>::infinity();
      std::vector<double> lowerBounds;
      int reports = 0;
      LearnerControl control;
      control.onProgress = [&](const TrainingProgress& p) {
        QCOMPARE(p.pass, reports++);
        QVERIFY(p.primal <= lastPrimal + 1e-12 * std::abs(lastPrimal));  // never uphill
        lastPrimal = p.primal;
        lowerBounds.push_back(p.dual);
        QVERIFY(p.trainError >= 0 && p.trainError <= 1);
      };
      const CrfResult r = trainChainCrf(chains, F, K, options, control);
      QCOMPARE(r.reason, StopReason::Converged);
      QVERIFY(reports == r.iterations + 1);

      ChainCrfObjective objective(chains, F, K, transitions, sigma);
      Eigen::VectorXd g, unused;
      const double optimum = objective(r.weights.w, g);
      QVERIFY2(g.norm() <= 1e-6 * std::max(1.0, r.weights.w.norm()),
               qPrintable(QString("gradient norm %1").arg(g.norm())));
      QVERIFY(std::abs(r.gradientNorm - g.norm()) <= 1e-12 * std::max(1.0, optimum));
      // Strong convexity: every reported dual is a lower bound on the optimum.
      for (double bound : lowerBounds) QVERIFY(bound <= optimum + 1e-9 * std::abs(optimum));
      std::mt19937 rng(seed);
      for (double scale : {1e-4, 1e-2, 1.0})
        for (int t = 0; t < 10; ++t) {
          const Eigen::VectorXd w = r.weights.w + randomVector(objective.dimension(), scale, rng);
          QVERIFY(objective(w, unused) >= optimum - 1e-12 * std::abs(optimum));
        }
    }
  }

  void warmStart() {
    auto chains = partiallyLabelled(30, 4, 3, 4);
    CrfOptions options;
    options.tolerance = 1e-7;
    options.functionTolerance = 0;
    const CrfResult cold = trainChainCrf(chains, 4, 3, options);
    QCOMPARE(cold.reason, StopReason::Converged);
    QVERIFY(cold.iterations > 3);
    const CrfResult warm = trainChainCrf(chains, 4, 3, options, {}, cold.weights);
    QVERIFY2(warm.iterations <= 1, qPrintable(QString::number(warm.iterations)));
    QVERIFY(warm.progress.primal <= cold.progress.primal + 1e-9);

    // Logistic regression seeds a CRF: its node block carries over, transitions start at 0.
    options.useTransitions = false;
    const CrfResult logistic = trainChainCrf(chains, 4, 3, options);
    options.useTransitions = true;
    options.maxIterations = 0;
    const CrfResult seeded = trainChainCrf(chains, 4, 3, options, {}, logistic.weights);
    QCOMPARE(seeded.weights.dimension(), cold.weights.dimension());
    QVERIFY(seeded.weights.node() == logistic.weights.node());
    QVERIFY(seeded.weights.transition().isZero());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             trainChainCrf(chains, 5, 3, options, {}, cold.weights));
  }

  void lbfgsMinimisesAConvexQuadratic() {
    for (unsigned seed = 1; seed <= 5; ++seed) {
      std::mt19937 rng(seed);
      const int n = 30;
      // Condition number ~1e3: many iterations for gradient descent, few for L-BFGS.
      const Eigen::MatrixXd q = test::randomMatrix(n, n, rng).householderQr().householderQ();
      const Eigen::VectorXd eig = Eigen::VectorXd::LinSpaced(n, 1e-3, 1.0);
      const Eigen::MatrixXd A = q * eig.asDiagonal() * q.transpose();
      const Eigen::VectorXd b = test::randomMatrix(n, 1, rng);
      auto f = [&](const Eigen::VectorXd& x, Eigen::VectorXd& g) {
        g = A * x - b;
        return 0.5 * x.dot(A * x) - b.dot(x);
      };
      LbfgsOptions options;
      options.gradientTolerance = 1e-10;
      options.functionTolerance = 0;
      const LbfgsResult r = minimizeLbfgs(f, Eigen::VectorXd::Zero(n), options);
      QCOMPARE(r.status, LbfgsStatus::GradientConverged);
      const Eigen::VectorXd solution = A.llt().solve(b);
      QVERIFY((r.x - solution).norm() <= 1e-6 * solution.norm());
      QVERIFY(r.iterations < 300);
    }
  }

  void lbfgsMinimisesRosenbrock_data() {
    QTest::addColumn<int>("n");
    QTest::newRow("2d") << 2;
    QTest::newRow("10d") << 10;
  }
  void lbfgsMinimisesRosenbrock() {
    QFETCH(int, n);
    // Extended Rosenbrock: a curved valley with minimum 0 at (1, ..., 1).
    auto f = [](const Eigen::VectorXd& x, Eigen::VectorXd& g) {
      g = Eigen::VectorXd::Zero(x.size());
      double v = 0;
      for (int i = 0; i + 1 < x.size(); ++i) {
        const double a = x[i + 1] - x[i] * x[i], b = 1 - x[i];
        v += 100 * a * a + b * b;
        g[i] += -400 * a * x[i] - 2 * b;
        g[i + 1] += 200 * a;
      }
      return v;
    };
    Eigen::VectorXd x0(n);
    for (int i = 0; i < n; ++i) x0[i] = i % 2 == 0 ? -1.2 : 1.0;
    LbfgsOptions options;
    options.gradientTolerance = 1e-9;
    options.functionTolerance = 0;
    int lastIteration = -1;
    double lastValue = std::numeric_limits<double>::infinity();
    const LbfgsResult r = minimizeLbfgs(f, x0, options, [&](const LbfgsIterate& it) {
      lastIteration = it.iteration;
      if (!(it.value <= lastValue)) return false;  // would show up as Cancelled
      lastValue = it.value;
      return true;
    });
    QCOMPARE(r.status, LbfgsStatus::GradientConverged);
    QCOMPARE(lastIteration, r.iterations);
    QVERIFY2((r.x - Eigen::VectorXd::Ones(n)).norm() < 1e-6,
             qPrintable(QString("iterations %1, value %2").arg(r.iterations).arg(r.value)));
  }

  void lbfgsSurvivesNonFiniteTrialPoints() {
    // exp overflows to inf for x > ~709: the line search must step back, not give up.
    auto f = [](const Eigen::VectorXd& x, Eigen::VectorXd& g) {
      g.resize(1);
      g[0] = std::exp(x[0]) - 1000;
      return std::exp(x[0]) - 1000 * x[0];
    };
    LbfgsOptions options;
    options.gradientTolerance = 1e-10;
    const LbfgsResult r = minimizeLbfgs(f, Eigen::VectorXd::Constant(1, -5.0), options);
    QVERIFY(std::abs(r.x[0] - std::log(1000.0)) < 1e-8);
    QVERIFY(std::isfinite(r.value));
  }

  void cancellation() {
    // L-BFGS: the callback stops it right after that iteration...
    auto quadratic = [](const Eigen::VectorXd& x, Eigen::VectorXd& g) {
      g = Eigen::VectorXd::LinSpaced(x.size(), 1, 100).cwiseProduct(x) -
          Eigen::VectorXd::Ones(x.size());
      return 0.5 * x.dot(g + Eigen::VectorXd::Ones(x.size())) - x.sum();
    };
    const Eigen::VectorXd x0 = Eigen::VectorXd::Zero(20);
    LbfgsResult r =
        minimizeLbfgs(quadratic, x0, {}, [](const LbfgsIterate& it) { return it.iteration < 3; });
    QCOMPARE(r.status, LbfgsStatus::Cancelled);
    QCOMPARE(r.iterations, 3);
    // ...and the polled predicate stops it before the next evaluation, even mid line search.
    int evaluations = 0;
    auto counting = [&](const Eigen::VectorXd& x, Eigen::VectorXd& g) {
      ++evaluations;
      return quadratic(x, g);
    };
    r = minimizeLbfgs(counting, x0, {}, {}, [&] { return evaluations >= 5; });
    QCOMPARE(r.status, LbfgsStatus::Cancelled);
    QCOMPARE(evaluations, 5);
    QCOMPARE(r.evaluations, 5);

    // The CRF trainer honours the shared stop flag.
    auto chains = partiallyLabelled(40, 5, 3, 6);
    std::atomic<bool> stop = false;
    LearnerControl control;
    control.stop = &stop;
    control.onProgress = [&](const TrainingProgress& p) {
      if (p.pass == 2) stop = true;
    };
    CrfOptions options;
    options.tolerance = 0;
    const CrfResult crf = trainChainCrf(chains, 5, 3, options, control);
    QCOMPARE(crf.reason, StopReason::Cancelled);
    QCOMPARE(crf.iterations, 2);
    QVERIFY(!crf.weights.w.isZero());
  }

  void hugeScoresStayFinite_data() {
    // Transitions spanning <= 300 nats take the exponentiated path, wider ones per-entry
    // log-sum-exp; both must hold with node scores of 1e3.
    QTest::addColumn<double>("transitionRange");
    QTest::newRow("transitions 1e3") << 1e3;
    QTest::newRow("transitions 299") << 299.0;
    QTest::newRow("transitions 301") << 301.0;
    QTest::newRow("transitions 1") << 1.0;
  }
  void hugeScoresStayFinite() {
    QFETCH(double, transitionRange);
    for (unsigned seed = 1; seed <= 10; ++seed) {
      std::mt19937 rng(seed);
      const int L = 5, K = 3;
      const Eigen::MatrixXd node = 1e3 * test::randomMatrix(L, K, rng);
      Eigen::MatrixXd trans = test::randomMatrix(K, K, rng);
      trans = (trans.array() - trans.minCoeff()) *
                  (transitionRange / (trans.maxCoeff() - trans.minCoeff())) -
              0.5 * transitionRange;
      const Enumerated truth = enumerate(node, trans);
      const ChainPosterior p = chainPosterior(node, trans);
      QVERIFY(std::isfinite(p.logPartition) && p.node.allFinite());
      QVERIFY(relativeError(p.logPartition, truth.logZ) < 1e-12);
      QVERIFY((p.node - truth.node).cwiseAbs().maxCoeff() < 1e-9);
      QVERIFY((p.transitionCounts - truth.counts).cwiseAbs().maxCoeff() < 1e-9);
    }
    // A long chain: products of probabilities would underflow long before position 5000.
    std::mt19937 rng(3);
    const Eigen::MatrixXd node = 1e3 * test::randomMatrix(5000, 3, rng);
    const Eigen::MatrixXd trans = transitionRange * test::randomMatrix(3, 3, rng);
    const ChainPosterior p = chainPosterior(node, trans);
    QVERIFY(std::isfinite(p.logPartition) && p.node.allFinite() && p.transitionCounts.allFinite());
    QVERIFY((p.node.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-9);
    QVERIFY(std::abs(p.transitionCounts.sum() - 4999) < 1e-6);
    // With nearly deterministic posteriors, log Z is the Viterbi score.
    QVERIFY(p.logPartition >= viterbi(node, trans).score);

    // Objective and gradient with weights of size 1e3.
    auto chains = partiallyLabelled(10, 4, 3, 7);
    for (bool transitions : {true, false}) {
      ChainCrfObjective objective(chains, 4, 3, transitions, 1.0);
      const Eigen::VectorXd w = randomVector(objective.dimension(), 1e3, rng);
      Eigen::VectorXd g;
      QVERIFY(std::isfinite(objective(w, g)) && g.allFinite());
    }
  }

  void emptyProblem() {
    auto chains = partiallyLabelled(3, 2, 2, 1);
    for (ChainExample& ex : *chains) std::fill(ex.labels.begin(), ex.labels.end(), kUnlabelled);
    const CrfResult r = trainChainCrf(chains, 2, 2, {});
    QCOMPARE(r.reason, StopReason::EmptyProblem);
    QVERIFY(r.weights.w.isZero());
    QCOMPARE(r.weights.dimension(), ChainWeights::dimension(2, 2, true));
  }

  void rejectsBadInput() {
    auto chains = partiallyLabelled(3, 2, 2, 1);
    CrfOptions bad;
    bad.sigma = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainChainCrf(chains, 2, 2, bad));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainChainCrf(chains, 3, 2, {}));
    (*chains)[0].labels[0] = 2;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainChainCrf(chains, 2, 2, {}));
    auto f = [](const Eigen::VectorXd&, Eigen::VectorXd& g) {
      g = Eigen::VectorXd::Zero(1);
      return std::nan("");
    };
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, minimizeLbfgs(f, Eigen::VectorXd::Zero(1)));
  }
};

QTEST_APPLESS_MAIN(TestChainCrf)
#include "test_chain_crf.moc"
