// BCFW against the exact optimum of the full structural SVM QP on tiny chain problems,
// plus its contracts: valid duality gap, cancellation, warm start, monotone dual.
#include <QtTest>

#include <atomic>

#include "brute_force.h"
#include "learning/bcfw.h"
#include "learning/chain_oracle.h"
#include "random_problems.h"

using namespace m3;

namespace {

// Counts oracle calls and raises a stop flag after a given number of them.
class CountingOracle final : public StructuredOracle {
 public:
  CountingOracle(const StructuredOracle& inner, std::atomic<bool>& stop, int stopAfter)
      : inner_(inner), stop_(stop), stopAfter_(stopAfter) {}
  int numExamples() const override { return inner_.numExamples(); }
  int dimension() const override { return inner_.dimension(); }
  const Labeling& truth(int i) const override { return inner_.truth(i); }
  void addJointFeature(int i, const Labeling& y, double s, Eigen::VectorXd& acc) const override {
    inner_.addJointFeature(i, y, s, acc);
  }
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override {
    if (++calls == stopAfter_) stop_ = true;
    return inner_.lossAugmentedArgmax(i, w);
  }
  Labeling argmax(int i, const Eigen::VectorXd& w) const override { return inner_.argmax(i, w); }
  double loss(int i, const Labeling& y) const override { return inner_.loss(i, y); }
  double lossScale(int i) const override { return inner_.lossScale(i); }
  mutable int calls = 0;

 private:
  const StructuredOracle& inner_;
  std::atomic<bool>& stop_;
  int stopAfter_;
};

}  // namespace

class TestBcfw : public QObject {
  Q_OBJECT
 private slots:
  void reachesExactQpOptimum_data() {
    QTest::addColumn<bool>("transitions");
    QTest::addColumn<bool>("averaging");
    QTest::addColumn<double>("C");
    QTest::newRow("chain avg C=1") << true << true << 1.0;
    QTest::newRow("chain plain C=10") << true << false << 10.0;
    QTest::newRow("chain avg C=0.1") << true << true << 0.1;
    QTest::newRow("multiclass avg C=1") << false << true << 1.0;
  }
  void reachesExactQpOptimum() {
    QFETCH(bool, transitions);
    QFETCH(bool, averaging);
    QFETCH(double, C);
    for (unsigned seed = 1; seed <= 5; ++seed) {
      const int K = 3, F = 3;
      auto chains = test::randomChains(5, 1, 3, F, K, seed);
      ChainOracle oracle(chains, F, K, transitions);
      test::ExactSolution exact;
      try {
        exact = test::solveExactly(oracle, K, C);
      } catch (const std::exception& e) {
        QFAIL(e.what());
      }

      BcfwOptions options;
      options.C = C;
      options.maxPasses = 200000;
      options.relativeGapTolerance = 1e-3;  // Frank-Wolfe gaps shrink like 1/k
      options.weightedAveraging = averaging;
      options.seed = seed;
      int reports = 0;
      LearnerControl control;
      control.onProgress = [&](const TrainingProgress& p) {
        ++reports;
        // The reported dual is a lower bound and the primal an upper bound on the optimum.
        QVERIFY(p.dual <= exact.primal + 1e-9);
        QVERIFY(p.primal >= exact.primal - 1e-9);
        QVERIFY(p.gap >= 0);
      };
      const BcfwResult r = trainBcfw(oracle, options, control);
      QCOMPARE(r.reason, StopReason::Converged);
      QVERIFY(reports > 0);
      const double primal = evaluatePrimal(oracle, r.weights, C).primal;
      // The certified gap bounds the true suboptimality...
      QVERIFY2(primal - exact.primal <= r.progress.gap + 1e-9 &&
                   primal - exact.primal <= 1e-3 * exact.primal + 1e-9,
               qPrintable(QString("primal %1 vs exact %2").arg(primal).arg(exact.primal)));
      // ...and strong convexity turns it into a bound on the weights: 1/2 |w - w*|^2 <= P(w) - P*.
      QVERIFY((r.weights - exact.w).squaredNorm() <= 2 * (primal - exact.primal) + 1e-8);
    }
  }

  void dualNeverDecreasesWithoutAveraging() {
    auto chains = test::randomChains(30, 2, 6, 5, 4, 11);
    ChainOracle oracle(chains, 5, 4, true);
    BcfwOptions options;
    options.C = 2;
    options.maxPasses = 30;
    options.relativeGapTolerance = 0;
    options.weightedAveraging = false;
    double lastDual = -1;
    LearnerControl control;
    control.onProgress = [&](const TrainingProgress& p) {
      QVERIFY(p.dual >= lastDual - 1e-9);
      lastDual = p.dual;
    };
    trainBcfw(oracle, options, control);
    QVERIFY(lastDual > 0);
  }

  void cancelsWithinOneOracleCall() {
    auto chains = test::randomChains(50, 2, 6, 5, 4, 3);
    ChainOracle inner(chains, 5, 4, true);
    std::atomic<bool> stop = false;
    CountingOracle oracle(inner, stop, 70);  // stop in the middle of pass 2
    LearnerControl control;
    control.stop = &stop;
    BcfwOptions options;
    options.maxPasses = 100;
    options.relativeGapTolerance = 0;
    options.evaluateEvery = 1000;  // no evaluation calls: count only BCFW steps
    const BcfwResult r = trainBcfw(oracle, options, control);
    QCOMPARE(r.reason, StopReason::Cancelled);
    QCOMPARE(oracle.calls, 70);
    QCOMPARE(r.weights.size(), Eigen::Index(inner.dimension()));
    QVERIFY(!r.weights.isZero());
  }

  void warmStartResumesAtTheOptimum() {
    auto chains = test::randomChains(40, 2, 6, 5, 4, 5);
    ChainOracle oracle(chains, 5, 4, true);
    BcfwOptions options;
    options.C = 0.1;
    options.maxPasses = 2000;
    options.relativeGapTolerance = 1e-2;
    const BcfwResult cold = trainBcfw(oracle, options);
    QCOMPARE(cold.reason, StopReason::Converged);
    QVERIFY(cold.progress.pass > 2);

    const BcfwResult warm = trainBcfw(oracle, options, {}, cold.state);
    QCOMPARE(warm.reason, StopReason::Converged);
    QVERIFY2(warm.progress.pass <= 2, qPrintable(QString::number(warm.progress.pass)));
    QVERIFY(warm.progress.dual >= cold.progress.dual - 1e-6 * std::abs(cold.progress.dual));
  }

  void chainEvaluationMatchesTheGenericOne() {
    auto chains = test::randomChains(20, 1, 7, 4, 5, 8);
    ChainOracle oracle(chains, 4, 5, true);
    std::mt19937 rng(3);
    const Eigen::VectorXd w = test::randomMatrix(oracle.dimension(), 1, rng);
    for (int i = 0; i < oracle.numExamples(); ++i) {
      const ExampleEvaluation fast = oracle.evaluate(i, w);
      const ExampleEvaluation generic = oracle.StructuredOracle::evaluate(i, w);
      QVERIFY(std::abs(fast.hinge - generic.hinge) < 1e-9);
      QCOMPARE(fast.predictionLoss, generic.predictionLoss);
    }
  }

  void emptyProblem() {
    ChainOracle oracle(std::make_shared<std::vector<ChainExample>>(), 4, 3, true);
    const BcfwResult r = trainBcfw(oracle, {});
    QCOMPARE(r.reason, StopReason::EmptyProblem);
    QVERIFY(r.weights.isZero());
  }

  void rejectsBadInput() {
    auto chains = test::randomChains(3, 1, 2, 2, 2, 1);
    (*chains)[0].labels[0] = kUnlabelled;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ChainOracle(chains, 2, 2, true));
    ChainOracle wrongF(test::randomChains(3, 1, 2, 2, 2, 1), 2, 2, true);
    BcfwOptions bad;
    bad.C = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainBcfw(wrongF, bad));
  }
};

QTEST_APPLESS_MAIN(TestBcfw)
#include "test_bcfw.moc"
