// BCFW against the exact optimum of the full structural SVM QP on tiny chain problems,
// plus its contracts: valid duality gap, cancellation, warm start, monotone dual.
#include <QtTest>
#include <atomic>

#include "brute_force.h"
#include "learning/bcfw.h"
#include "learning/chain_oracle.h"
#include "learning/plane_cache.h"
#include "learning/structured_learner.h"
#include "parallel/parallel_blocks.h"
#include "random_problems.h"
#include "sanitized_build.h"

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
  mutable std::atomic<int> calls{0};  // atomic: the learners evaluate examples on several threads

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
    QTest::addColumn<int>("planes");
    QTest::addColumn<int>("learner");  // 0 BCFW, 1 BCFW with gap sampling, 2 1-slack, 3 pairwise BCFW,
                                       // 4 pairwise BCFW with gap sampling
    QTest::newRow("chain avg C=1") << true << true << 1.0 << 0 << 0;
    QTest::newRow("chain plain C=10") << true << false << 10.0 << 0 << 0;
    QTest::newRow("chain avg C=0.1") << true << true << 0.1 << 0 << 0;
    QTest::newRow("multiclass avg C=1") << false << true << 1.0 << 0 << 0;
    QTest::newRow("chain, cached planes, avg C=1") << true << true << 1.0 << 5 << 0;
    QTest::newRow("chain, cached planes, plain C=10") << true << false << 10.0 << 5 << 0;
    QTest::newRow("multiclass, one cached plane, plain C=1") << false << false << 1.0 << 1 << 0;
    QTest::newRow("chain, gap sampling, avg C=1") << true << true << 1.0 << 0 << 1;
    QTest::newRow("chain, gap sampling, cached planes, plain C=10") << true << false << 10.0 << 5 << 1;
    // Pairwise steps: one plane per block evicts the weighted corner at almost every exact step, so
    // its weight keeps joining the unnamed rest, whose point the away steps must get right.
    QTest::newRow("chain, pairwise, cached planes, avg C=1") << true << true << 1.0 << 5 << 3;
    QTest::newRow("chain, pairwise, cached planes, plain C=10") << true << false << 10.0 << 5 << 3;
    QTest::newRow("multiclass, pairwise, one cached plane, plain C=1") << false << false << 1.0 << 1 << 3;
    QTest::newRow("chain, pairwise, two cached planes, avg C=0.1") << true << true << 0.1 << 2 << 3;
    QTest::newRow("chain, pairwise, gap sampling, plain C=10") << true << false << 10.0 << 5 << 4;
    QTest::newRow("chain, 1-slack, C=1") << true << true << 1.0 << 0 << 2;
    QTest::newRow("chain, 1-slack, C=10") << true << true << 10.0 << 0 << 2;
    QTest::newRow("multiclass, 1-slack, C=0.1") << false << true << 0.1 << 0 << 2;
  }
  void reachesExactQpOptimum() {
    QFETCH(bool, transitions);
    QFETCH(bool, averaging);
    QFETCH(double, C);
    QFETCH(int, planes);
    QFETCH(int, learner);
    for (unsigned seed = 1; seed <= (kSanitizedBuild ? 2u : 5u); ++seed) {
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
      options.cachedPlanes = planes;
      options.seed = seed;
      if (learner == 1 || learner == 4) options.sampling = BcfwOptions::Sampling::Gap;
      if (learner >= 3) options.steps = BcfwOptions::Steps::Pairwise;
      if (learner == 2) options.method = BcfwOptions::Method::OneSlack;
      int reports = 0;
      LearnerControl control;
      control.onProgress = [&](const TrainingProgress& p) {
        ++reports;
        // The reported dual is a lower bound and the primal an upper bound on the optimum.
        QVERIFY(p.dual <= exact.primal + 1e-9);
        QVERIFY(p.primal >= exact.primal - 1e-9);
        QVERIFY(p.gap >= 0);
      };
      const BcfwResult r = trainStructured(oracle, options, control);
      QCOMPARE(r.reason, StopReason::Converged);
      QVERIFY(reports > 0);
      const double primal = evaluatePrimal(oracle, r.weights, C).primal;
      // The certified gap bounds the true suboptimality, and the run stopped at a gap of 1e-3 of
      // its primal (not of the optimum's, which is slightly smaller)...
      QVERIFY2(primal - exact.primal <= r.progress.gap + 1e-9 && primal - exact.primal <= 1e-3 * primal + 1e-9,
               qPrintable(QString("primal %1 vs exact %2").arg(primal).arg(exact.primal)));
      // ...and strong convexity turns it into a bound on the weights: 1/2 |w - w*|^2 <= P(w) - P*.
      QVERIFY((r.weights - exact.w).squaredNorm() <= 2 * (primal - exact.primal) + 1e-8);
    }
  }

  // The engine's threads (parallel/parallel_blocks.h) evaluate the examples of BCFW's gap and
  // find the 1-slack learner's corners: with 1, 2 and 4 threads (1 and 4 in the sanitized build)
  // each learner reaches the exact QP's optimum with the same weights, bit for bit, in the same
  // number of passes.
  void sameWeightsForAnyThreadCount_data() {
    QTest::addColumn<int>("learner");  // 0 BCFW, 2 1-slack (as above)
    QTest::newRow("BCFW") << 0;
    QTest::newRow("1-slack") << 2;
  }
  void sameWeightsForAnyThreadCount() {
    QFETCH(int, learner);
    const int K = 3, F = 3;
    const double C = 1;
    auto chains = test::randomChains(70, 1, 4, F, K, 11);  // more examples than 1-slack's 64 groups
    ChainOracle oracle(chains, F, K, true);
    const test::ExactSolution exact = test::solveExactly(oracle, K, C);
    BcfwOptions options;
    options.C = C;
    options.maxPasses = 100000;
    options.relativeGapTolerance = 1e-3;
    if (learner == 2) options.method = BcfwOptions::Method::OneSlack;
    std::vector<BcfwResult> runs;
    setParallelWorthSeconds(0);  // threads even for these small examples
    for (int threads : kSanitizedBuild ? std::vector{1, 4} : std::vector{1, 2, 4}) {
      setDefaultThreadCount(threads);
      runs.push_back(trainStructured(oracle, options, LearnerControl{}));
      const double primal = evaluatePrimal(oracle, runs.back().weights, C).primal;
      QCOMPARE(runs.back().reason, StopReason::Converged);
      QVERIFY2(primal - exact.primal <= 1e-3 * primal + 1e-9,
               qPrintable(QString("%1 threads").arg(threads)));
    }
    setDefaultThreadCount(0);
    setParallelWorthSeconds(1e-3);
    for (size_t k = 1; k < runs.size(); ++k) {
      QVERIFY(runs[k].weights == runs[0].weights);
      QCOMPARE(runs[k].progress.pass, runs[0].progress.pass);
      QCOMPARE(runs[k].progress.primal, runs[0].progress.primal);
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
    trainStructured(oracle, options, control);
    QVERIFY(lastDual > 0);
  }

  // Multi-plane BCFW: the approximate passes over cached corners must buy the same
  // certified gap with fewer inferences, and never lower the dual of the exact steps.
  void cachedPlanesSaveOracleCalls() {
    auto chains = test::randomChains(40, 3, 7, 6, 4, 5);
    ChainOracle inner(chains, 6, 4, true);
    std::atomic<bool> never = false;
    struct Run {
      int calls = 0, approximatePasses = 0;
      bool converged = false, dualMonotone = true;
    };
    auto runWith = [&](int planes) {
      CountingOracle oracle(inner, never, -1);
      BcfwOptions options;
      options.C = 10;
      options.maxPasses = 5000;
      options.relativeGapTolerance = 0.01;
      options.weightedAveraging = false;
      options.cachedPlanes = planes;
      Run run;
      double lastDual = -1;
      LearnerControl control;
      control.onProgress = [&](const TrainingProgress& p) {
        run.dualMonotone = run.dualMonotone && p.dual >= lastDual - 1e-9;
        lastDual = p.dual;
      };
      const BcfwResult r = trainStructured(oracle, options, control);
      run.calls = oracle.calls;
      run.approximatePasses = r.progress.approximatePasses;
      run.converged = r.reason == StopReason::Converged;
      return run;
    };
    const Run plain = runWith(0), cached = runWith(10);
    QVERIFY(plain.converged && cached.converged);
    QVERIFY(plain.dualMonotone && cached.dualMonotone);
    QCOMPARE(plain.approximatePasses, 0);
    QVERIFY(cached.approximatePasses > 0);
    QVERIFY2(cached.calls * 2 < plain.calls,
             qPrintable(QString("oracle calls: %1 with planes, %2 without").arg(cached.calls).arg(plain.calls)));
  }

  // The cached planes' weights must stay the block's mixture under both kinds of step: each in
  // [0, 1], their sum at most 1, and with every corner cached and none evicted (capacity above the
  // outputs a block can have) the block is exactly the weighted sum of its planes plus the rest
  // on the gold corner, i.e. block = sum weight * plane. Pairwise steps also drop corners: some
  // weight ends at exactly 0.
  void planeWeightsStayTheBlocksMixture_data() {
    QTest::addColumn<bool>("pairwise");
    QTest::newRow("Frank-Wolfe steps") << false;
    QTest::newRow("pairwise steps") << true;
  }
  void planeWeightsStayTheBlocksMixture() {
    QFETCH(bool, pairwise);
    const int K = 3, F = 3;
    auto chains = test::randomChains(6, 2, 2, F, K, 3);  // 2-letter words: 9 outputs each
    ChainOracle oracle(chains, F, K, true);
    BcfwOptions options;
    options.C = 10;
    options.maxPasses = 40;
    options.relativeGapTolerance = 0;
    options.weightedAveraging = false;
    options.cachedPlanes = 9;
    if (pairwise) options.steps = BcfwOptions::Steps::Pairwise;
    const BcfwResult r = trainStructured(oracle, options);
    int emptied = 0;
    for (const BcfwBlock& block : r.state.blocks) {
      double sum = 0;
      Eigen::VectorXd mixed = Eigen::VectorXd::Zero(oracle.dimension());
      double mixedB = 0;
      for (const CachedPlane& plane : block.planes) {
        QVERIFY(plane.weight >= 0 && plane.weight <= 1 + 1e-12);
        sum += plane.weight;
        mixed += plane.weight * plane.w;
        mixedB += plane.weight * plane.b;
        if (plane.weight == 0) ++emptied;
      }
      QVERIFY(sum <= 1 + 1e-9);
      const Eigen::VectorXd own = block.w.size() != 0 ? block.w : Eigen::VectorXd::Zero(oracle.dimension());
      QVERIFY2((own - mixed).norm() <= 1e-8 * (1 + own.norm()) && std::abs(block.b - mixedB) <= 1e-8 * (1 + std::abs(block.b)),
               qPrintable(QString("block off its mixture by %1").arg((own - mixed).norm())));
    }
    if (pairwise) QVERIFY2(emptied > 0, "pairwise steps never dropped a corner");
  }

  void planeCacheKeepsDistinctRecentCorners() {
    std::vector<CachedPlane> planes;
    const Eigen::VectorXd a = Eigen::VectorXd::Unit(3, 0), b = Eigen::VectorXd::Unit(3, 1), c = Eigen::VectorXd::Unit(3, 2);
    addPlane(planes, 2, a, 1.0, 1);
    addPlane(planes, 2, a, 1.0, 2);  // the same corner again: still one plane
    QCOMPARE(planes.size(), size_t(1));
    QCOMPARE(addPlane(planes, 2, b, 0.5, 3), 1);
    const Eigen::VectorXd w = Eigen::Vector3d(0.0, 1.0, 0.0);
    QCOMPARE(planes[bestPlane(planes, w, 4)].w, a);  // 1 - 0 beats 0.5 - 1
    QCOMPARE(addPlane(planes, 2, c, 2.0, 5), 1);     // full: b, the least recently used, gives way
    QCOMPARE(planes[bestPlane(planes, w, 6)].w, c);
    QCOMPARE(addPlane(planes, 2, b, 0.5, 7), 0);     // now a (last used at 4) gives way
    QCOMPARE(planes[bestPlane(planes, Eigen::Vector3d(0.0, -10.0, 0.0), 8)].w, b);
    QCOMPARE(addPlane(planes, 2, c, 2.0, 9), 1);     // already there: its index
    QCOMPARE(planes.size(), size_t(2));
    std::vector<CachedPlane> none;
    QCOMPARE(bestPlane(none, w, 9), -1);
    QCOMPARE(addPlane(none, 0, a, 1.0, 10), -1);     // capacity 0: caching is off
    QVERIFY(none.empty());
    QCOMPARE(planesWithin(1.0, 100, 1000, 50), 1);  // 1 MiB holds one 8 kB plane per block
    QCOMPARE(planesWithin(1.0, 1000, 1000, 50), 0);
    QCOMPARE(planesWithin(512.0, 10, 100, 20), 20);
  }

  void cancelsWithinOneOracleCall_data() {
    QTest::addColumn<bool>("oneSlack");
    QTest::newRow("BCFW") << false;
    QTest::newRow("1-slack") << true;
  }
  void cancelsWithinOneOracleCall() {
    QFETCH(bool, oneSlack);
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
    if (oneSlack) options.method = BcfwOptions::Method::OneSlack;
    const BcfwResult r = trainStructured(oracle, options, control);
    QCOMPARE(r.reason, StopReason::Cancelled);
    // BCFW's steps are serial: it stops at once. The 1-slack learner's threads each finish the
    // call they are in: at most one more per further thread.
    if (oneSlack)
      QVERIFY(oracle.calls >= 70 && oracle.calls < 70 + defaultThreadCount());
    else
      QCOMPARE(oracle.calls.load(), 70);
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
    const BcfwResult cold = trainStructured(oracle, options);
    QCOMPARE(cold.reason, StopReason::Converged);
    QVERIFY(cold.progress.pass > 2);

    const BcfwResult warm = trainStructured(oracle, options, {}, cold.state);
    QCOMPARE(warm.reason, StopReason::Converged);
    // The cold run stops as soon as its (averaged) iterate certifies the gap; the warm one
    // restarts the average from the last iterate, so it may need a pass or two to re-certify.
    QVERIFY2(warm.progress.pass <= 3 && 5 * warm.progress.pass <= cold.progress.pass, qPrintable(QString("%1 warm, %2 cold").arg(warm.progress.pass).arg(cold.progress.pass)));
    QVERIFY(warm.progress.dual >= cold.progress.dual - 1e-6 * std::abs(cold.progress.dual));
    // Evaluating only every 5 passes, a warm run is still checked after its first pass.
    options.evaluateEvery = 5;
    const BcfwResult sparse = trainStructured(oracle, options, {}, warm.state);
    QCOMPARE(sparse.reason, StopReason::Converged);
    QCOMPARE(sparse.progress.pass, 1);
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
    const BcfwResult r = trainStructured(oracle, {});
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
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainStructured(wrongF, bad));
    BcfwOptions pairwiseWithoutPlanes;
    pairwiseWithoutPlanes.steps = BcfwOptions::Steps::Pairwise;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainStructured(wrongF, pairwiseWithoutPlanes));
  }
};

QTEST_APPLESS_MAIN(TestBcfw)
#include "test_bcfw.moc"
