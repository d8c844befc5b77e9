// Structured SMO (chain M3N, marginal dual, kernels) against ground truth on tiny problems:
// the exact QP optimum (brute_force.h) and BCFW for the linear kernel, the exact optimum on
// an explicit polynomial feature map, the multiclass SVM; plus its contracts (gap bound,
// cancellation, warm start, monotone dual, partial labels) and the kernel-row cache.
#include <QtTest>
#include <atomic>
#include <cmath>
#include <random>

#include "brute_force.h"
#include "learning/bcfw.h"
#include "learning/chain_oracle.h"
#include "learning/chain_smo.h"
#include "learning/kernel.h"
#include "learning/structured_learner.h"
#include "random_problems.h"
#include "sanitized_build.h"

using namespace m3;

namespace {

using Chains = std::shared_ptr<std::vector<ChainExample>>;

ChainSmoOptions tightOptions(double C, bool transitions, unsigned seed) {
  ChainSmoOptions o;
  o.C = C;
  o.useTransitions = transitions;
  o.epsilon = 1e-9;
  o.maxPasses = 100000;
  o.seed = seed;
  return o;
}

// Explicit feature map of (x.x' + 1)^2: 1, sqrt(2) x_i, x_i^2, sqrt(2) x_i x_j (i < j).
RowMatrix quadraticMap(const RowMatrix& x) {
  const int d = static_cast<int>(x.cols());
  RowMatrix out(x.rows(), 1 + 2 * d + d * (d - 1) / 2);
  for (Eigen::Index r = 0; r < x.rows(); ++r) {
    int c = 0;
    out(r, c++) = 1;
    for (int i = 0; i < d; ++i) out(r, c++) = std::sqrt(2.0) * x(r, i);
    for (int i = 0; i < d; ++i) out(r, c++) = x(r, i) * x(r, i);
    for (int i = 0; i < d; ++i)
      for (int j = i + 1; j < d; ++j) out(r, c++) = std::sqrt(2.0) * x(r, i) * x(r, j);
  }
  return out;
}

Chains mapChains(const Chains& chains) {
  auto out = std::make_shared<std::vector<ChainExample>>(*chains);
  for (ChainExample& ex : *out) ex.features = quadraticMap(ex.features);
  return out;
}

Eigen::MatrixXd transitionOf(const ChainWeights& layout, const Eigen::VectorXd& w) {
  const int K = layout.numLabels;
  if (!layout.useTransitions) return Eigen::MatrixXd::Zero(K, K);
  return Eigen::Map<const Eigen::MatrixXd>(w.data() + layout.numFeatures * K, K, K);
}

// The SMO optimum must be the exact one: same dual value, and by strong convexity
// 1/2 |w - w*|^2 <= P(w) - P* <= gap, so the weights agree to sqrt(2 gap).
void compareWithExact(const ChainSmoResult& r, const test::ExactSolution& exact,
                      const Eigen::VectorXd& smoWeights) {
  const double scale = 1 + std::abs(exact.dual);
  QVERIFY2(std::abs(r.progress.dual - exact.dual) <= 1e-6 * scale,
           qPrintable(QString("smo dual %1 exact %2").arg(r.progress.dual).arg(exact.dual)));
  QVERIFY2(std::abs(r.progress.primal - exact.primal) <= 1e-6 * scale,
           qPrintable(QString("smo primal %1 exact %2").arg(r.progress.primal).arg(exact.primal)));
  QVERIFY2((smoWeights - exact.w).norm() <= std::sqrt(2 * r.progress.gap) + 1e-6,
           qPrintable(QString("|w - w*| = %1, gap %2")
                          .arg((smoWeights - exact.w).norm())
                          .arg(r.progress.gap)));
}

}  // namespace

class TestChainSmo : public QObject {
  Q_OBJECT
 private slots:
  void linearKernelReachesExactQpOptimum_data() {
    QTest::addColumn<double>("C");
    QTest::newRow("C=1") << 1.0;
    QTest::newRow("C=0.1") << 0.1;
    QTest::newRow("C=10") << 10.0;
  }
  void linearKernelReachesExactQpOptimum() {
    QFETCH(double, C);
    if (kSanitizedBuild && C > 1) QSKIP("C = 10 converges slowest: the release build covers it");
    for (unsigned seed = 1; seed <= (kSanitizedBuild ? 2u : 5u); ++seed) {
      const int K = 3, F = 3;
      Chains chains = test::randomChains(5, 1, 4, F, K, seed);
      ChainOracle oracle(chains, F, K, true);
      const test::ExactSolution exact = test::solveExactly(oracle, K, C);

      const ChainSmoResult r = trainChainSmo(*chains, F, K, tightOptions(C, true, seed));
      QCOMPARE(r.reason, StopReason::Converged);
      const ChainWeights w = smoLinearWeights(r.model);
      compareWithExact(r, exact, w.w);
      // Node weights recovered from the dual and transitions, separately.
      QVERIFY((w.node() - oracle.layout().nodeOf(exact.w)).norm() <= 1e-3);
      QVERIFY((r.model.transition - transitionOf(oracle.layout(), exact.w)).norm() <= 1e-3);

      // BCFW to a small certified gap lands on the same point, within that gap (Frank-Wolfe
      // gaps shrink like 1/k: 1e-4 is reached for C <= 1, about 1e-3 by the limit at C = 10).
      BcfwOptions bo;
      bo.C = C;
      bo.maxPasses = 200000;
      bo.relativeGapTolerance = 1e-4;
      bo.seed = seed;
      const BcfwResult bcfw = trainStructured(oracle, bo);
      QVERIFY2(bcfw.progress.gap <= 5e-3 * bcfw.progress.primal,
               qPrintable(QString("BCFW gap %1").arg(bcfw.progress.relativeGap())));
      QVERIFY(std::abs(bcfw.progress.dual - r.progress.dual) <= bcfw.progress.gap + 1e-6);
      QVERIFY((bcfw.weights - w.w).norm() <= std::sqrt(2 * (bcfw.progress.gap + r.progress.gap)) + 1e-6);
      // Kernel-expansion prediction equals prediction through the explicit weights.
      for (const ChainExample& ex : *chains)
        QCOMPARE(predictChainSmo(r.model, ex.features), predictChain(w, ex.features));
    }
  }

  void quadraticKernelMatchesExplicitFeatureMap_data() {
    QTest::addColumn<int>("dims");
    QTest::addColumn<bool>("transitions");
    QTest::newRow("2-d chain") << 2 << true;
    QTest::newRow("3-d chain") << 3 << true;
    QTest::newRow("3-d multiclass") << 3 << false;
  }
  void quadraticKernelMatchesExplicitFeatureMap() {
    QFETCH(int, dims);
    QFETCH(bool, transitions);
    const double C = 0.5;
    for (unsigned seed = 1; seed <= 4; ++seed) {
      const int K = 3;
      Chains chains = test::randomChains(5, 1, 3, dims, K, seed + 100);
      Chains mapped = mapChains(chains);
      const int mappedF = static_cast<int>((*mapped)[0].features.cols());
      ChainOracle oracle(mapped, mappedF, K, transitions);
      const test::ExactSolution exact = test::solveExactly(oracle, K, C);

      ChainSmoOptions o = tightOptions(C, transitions, seed);
      o.kernel = KernelSpec::polynomial(2);
      const ChainSmoResult r = trainChainSmo(*chains, dims, K, o);
      QCOMPARE(r.reason, StopReason::Converged);
      QVERIFY2(std::abs(r.progress.dual - exact.dual) <= 1e-6 * (1 + std::abs(exact.dual)),
               qPrintable(QString("smo %1 exact %2").arg(r.progress.dual).arg(exact.dual)));
      QVERIFY((r.model.transition - transitionOf(oracle.layout(), exact.w)).norm() <= 1e-3);

      // Node scores on fresh inputs: kernel expansion vs explicit weights.
      std::mt19937 rng(seed);
      const RowMatrix fresh = test::randomMatrix(20, dims, rng);
      const Eigen::MatrixXd smo = smoNodeScores(r.model, fresh);
      const Eigen::MatrixXd explicitScores = quadraticMap(fresh) * oracle.layout().nodeOf(exact.w);
      const double tolerance = 1e-3 * (1 + explicitScores.cwiseAbs().maxCoeff());
      QVERIFY2((smo - explicitScores).cwiseAbs().maxCoeff() <= tolerance,
               qPrintable(QString("max score difference %1")
                              .arg((smo - explicitScores).cwiseAbs().maxCoeff())));
    }
  }

  void noTransitionsIsTheMulticlassSvm() {
    for (unsigned seed = 1; seed <= 5; ++seed) {
      const int K = 3, F = 3;
      const double C = seed % 2 ? 1.0 : 0.2;
      Chains chains = test::randomChains(6, 1, 4, F, K, seed + 200);
      ChainOracle oracle(chains, F, K, false);
      const test::ExactSolution exact = test::solveExactly(oracle, K, C);
      const ChainSmoResult r = trainChainSmo(*chains, F, K, tightOptions(C, false, seed));
      QCOMPARE(r.reason, StopReason::Converged);
      int letters = 0;
      for (const ChainExample& ex : *chains) letters += ex.length();
      QCOMPARE(r.blocks, letters);  // one block per letter
      QVERIFY(r.model.transition.isZero());
      compareWithExact(r, exact, smoLinearWeights(r.model).w);
    }
  }

  void convergedGapIsBoundedByEpsilon_data() {
    QTest::addColumn<int>("kernel");
    QTest::newRow("cubic") << 0;
    QTest::newRow("rbf") << 1;
  }
  void convergedGapIsBoundedByEpsilon() {
    QFETCH(int, kernel);
    Chains chains = test::randomChains(25, 1, 6, 4, 4, 7);
    ChainSmoOptions o;
    o.C = kernel == 0 ? 0.01 : 2.0;
    o.kernel = kernel == 0 ? KernelSpec::polynomial(3) : KernelSpec::rbf(0.1);
    o.epsilon = 1e-3;
    o.maxPasses = 5000;
    const ChainSmoResult r = trainChainSmo(*chains, 4, 4, o);
    QCOMPARE(r.reason, StopReason::Converged);
    int letters = 0;
    for (const ChainExample& ex : *chains) letters += ex.length();
    QVERIFY(r.progress.primal >= r.progress.dual - 1e-9);
    QVERIFY2(r.progress.gap <= o.C * o.epsilon * letters + 1e-9,
             qPrintable(QString("gap %1").arg(r.progress.gap)));
    QVERIFY(r.model.supportVectors.rows() > 0);
    QVERIFY(r.model.supportVectors.rows() <= letters);
    for (Eigen::Index s = 0; s < r.model.coefficients.rows(); ++s)
      QVERIFY(std::abs(r.model.coefficients.row(s).sum()) <= 1e-9);
  }

  void dualIsMonotoneAndProgressIsReported() {
    Chains chains = test::randomChains(30, 2, 6, 5, 4, 11);
    ChainSmoOptions o;
    o.C = 1;
    o.kernel = KernelSpec::polynomial(2);
    o.epsilon = 1e-3;
    o.maxPasses = 5000;
    double lastDual = 0;  // the truth corner has dual 0
    int lastPass = 0, fromControl = 0;
    LearnerControl control;
    control.onProgress = [&](const TrainingProgress&) { ++fromControl; };
    const ChainSmoResult r = trainChainSmo(
        *chains, 5, 4, o, control, {}, [&](const SmoPassReport& p) {
          QCOMPARE(p.progress.pass, lastPass + 1);
          QVERIFY2(p.progress.dual >= lastDual - 1e-9 * (1 + std::abs(lastDual)),
                   qPrintable(QString("dual %1 after %2").arg(p.progress.dual).arg(lastDual)));
          QVERIFY(p.progress.primal >= p.progress.dual - 1e-9);
          QVERIFY(p.progress.seconds >= 0);
          QVERIFY(p.violations >= 0 && p.violations <= 30);
          QVERIFY(p.violations == 0 || p.steps > 0);
          lastDual = p.progress.dual;
          lastPass = p.progress.pass;
        });
    QCOMPARE(r.reason, StopReason::Converged);
    QCOMPARE(fromControl, lastPass);
    QCOMPARE(r.violations, 0);
    QVERIFY(lastDual > 0);
    QVERIFY(std::abs(r.progress.dual - lastDual) <= 1e-8 * (1 + lastDual));
  }

  void cancelsAndResumesWarm() {
    Chains chains = test::randomChains(40, 2, 6, 5, 4, 3);
    ChainSmoOptions o;
    o.kernel = KernelSpec::polynomial(3, 1.0);
    o.C = 0.01;
    o.epsilon = 1e-3;
    o.maxPasses = 5000;

    // Stop flag raised after pass 1: the poll before the first visit of pass 2 ends the run.
    std::atomic<bool> stop = false;
    LearnerControl control;
    control.stop = &stop;
    control.onProgress = [&](const TrainingProgress& p) {
      if (p.pass == 1) stop = true;
    };
    long long firstPassSteps = -1;
    const ChainSmoResult cancelled = trainChainSmo(
        *chains, 5, 4, o, control, {}, [&](const SmoPassReport& p) { firstPassSteps = p.steps; });
    QCOMPARE(cancelled.reason, StopReason::Cancelled);
    QCOMPARE(cancelled.progress.pass, 1);
    QCOMPARE(cancelled.steps, firstPassSteps);
    QCOMPARE(cancelled.state.blocks.size(), size_t(40));

    // A raised flag stops before the first visit: nothing moves.
    const ChainSmoResult none = trainChainSmo(*chains, 5, 4, o, control);
    QCOMPARE(none.reason, StopReason::Cancelled);
    QCOMPARE(none.steps, 0LL);
    QCOMPARE(none.model.supportVectors.rows(), Eigen::Index(0));

    // Resuming from the cancelled state reaches the cold optimum.
    const ChainSmoResult cold = trainChainSmo(*chains, 5, 4, o);
    QCOMPARE(cold.reason, StopReason::Converged);
    QVERIFY(cold.progress.pass > 2);
    const ChainSmoResult resumed = trainChainSmo(*chains, 5, 4, o, {}, cancelled.state);
    QCOMPARE(resumed.reason, StopReason::Converged);
    QVERIFY(std::abs(resumed.progress.dual - cold.progress.dual) <=
            resumed.progress.gap + cold.progress.gap + 1e-9);

    // Warm start from a converged state: one pass, no violations, same model.
    int passes = 0;
    const ChainSmoResult warm =
        trainChainSmo(*chains, 5, 4, o, {}, cold.state, [&](const SmoPassReport& p) {
          ++passes;
          QCOMPARE(p.violations, 0);
        });
    QCOMPARE(warm.reason, StopReason::Converged);
    QCOMPARE(warm.progress.pass, 1);
    QCOMPARE(passes, 1);
    QCOMPARE(warm.steps, 0LL);
    QVERIFY(std::abs(warm.progress.dual - cold.progress.dual) <= 1e-9 * (1 + cold.progress.dual));

    // Marginals do not depend on C: a warm start with another C is feasible and converges.
    ChainSmoOptions other = o;
    other.C = 0.02;
    const ChainSmoResult rescaled = trainChainSmo(*chains, 5, 4, other, {}, cold.state);
    QCOMPARE(rescaled.reason, StopReason::Converged);

    // A state for other data is ignored block by block (cold start there).
    Chains different = test::randomChains(40, 2, 6, 5, 4, 99);
    const ChainSmoResult mismatched = trainChainSmo(*different, 5, 4, o, {}, cold.state);
    const ChainSmoResult fresh = trainChainSmo(*different, 5, 4, o);
    QCOMPARE(mismatched.reason, StopReason::Converged);
    QVERIFY(std::abs(mismatched.progress.dual - fresh.progress.dual) <=
            mismatched.progress.gap + fresh.progress.gap + 1e-9);
  }

  void partialLabelsTrainOnLabelledRuns() {
    const int K = 3, F = 3;
    Chains chains = test::randomChains(6, 3, 6, F, K, 21);
    // Blank a few positions, then build the runs by hand.
    auto partial = std::make_shared<std::vector<ChainExample>>(*chains);
    (*partial)[0].labels[1] = kUnlabelled;
    (*partial)[2].labels[0] = kUnlabelled;
    (*partial)[3].labels.back() = kUnlabelled;
    std::vector<ChainExample> runs;
    for (const ChainExample& ex : *partial)
      for (const Run& run : labelledRuns(ex.labels)) {
        ChainExample piece;
        piece.features = ex.features.middleRows(run.begin, run.end - run.begin);
        piece.labels.assign(ex.labels.begin() + run.begin, ex.labels.begin() + run.end);
        runs.push_back(std::move(piece));
      }
    const ChainSmoOptions o = tightOptions(1.0, true, 1);
    const ChainSmoResult fromPartial = trainChainSmo(*partial, F, K, o);
    const ChainSmoResult fromRuns = trainChainSmo(runs, F, K, o);
    QCOMPARE(fromPartial.blocks, static_cast<int>(runs.size()));
    QVERIFY(std::abs(fromPartial.progress.dual - fromRuns.progress.dual) <= 1e-9);
    QVERIFY((smoLinearWeights(fromPartial.model).w - smoLinearWeights(fromRuns.model).w).norm() <=
            1e-6);
  }

  void kernelCacheIsBoundedAndExact() {
    std::mt19937 rng(5);
    auto vectors = std::make_shared<RowMatrix>(test::randomMatrix(40, 6, rng));
    const KernelSpec kernels[] = {KernelSpec::linear(), KernelSpec::polynomial(2),
                                  KernelSpec::polynomial(3, 0.5, 0.3), KernelSpec::rbf(0.3)};
    for (const KernelSpec& kernel : kernels) {
      const Eigen::MatrixXd gram = kernelMatrix(kernel, *vectors, *vectors);
      for (int capacity : {0, 1, 5, 40}) {
        const std::size_t budget = capacity * 40 * sizeof(double) + 7;  // not a row multiple
        KernelRowCache cache(kernel, vectors, budget);
        QCOMPARE(cache.capacityRows(), std::max(1, capacity));
        std::uniform_int_distribution<int> pick(0, 39);
        long long calls = 0;
        for (int t = 0; t < 300; ++t) {
          const int i = t < 40 ? t : pick(rng);
          const auto row = cache.row(i);
          ++calls;
          for (int j = 0; j < 40; ++j) {
            // Direct evaluation from the two vectors, not through the dot-product identity.
            const double direct = kernel(vectors->row(i), vectors->row(j));
            QVERIFY(std::abs(row[j] - direct) <= 1e-10 * (1 + std::abs(direct)));
            QVERIFY(std::abs(row[j] - gram(i, j)) <= 1e-10 * (1 + std::abs(direct)));
          }
          QVERIFY(std::abs(cache.diagonal(i) - gram(i, i)) <= 1e-10 * (1 + gram(i, i)));
          QVERIFY(cache.bytesHeld() <= std::max(budget, cache.rowBytes()));
        }
        QVERIFY(cache.peakBytes() <= std::max(budget, cache.rowBytes()));
        QCOMPARE(cache.hits() + cache.misses(), calls);
        QVERIFY(cache.misses() >= 40);  // the first sweep always misses
        if (capacity == 40) QCOMPARE(cache.misses(), 40LL);
      }
    }
  }

  void kernelCacheEvictsLeastRecentlyUsed() {
    std::mt19937 rng(6);
    auto vectors = std::make_shared<RowMatrix>(test::randomMatrix(10, 3, rng));
    KernelRowCache cache(KernelSpec::polynomial(2), vectors, 2 * 10 * sizeof(double));
    cache.row(0);
    cache.row(1);
    cache.row(0);  // 1 is now the least recently used
    cache.row(2);  // evicts 1
    QCOMPARE(cache.misses(), 3LL);
    cache.row(0);
    QCOMPARE(cache.hits(), 2LL);
    cache.row(1);
    QCOMPARE(cache.misses(), 4LL);
    QCOMPARE(cache.peakBytes(), 2 * cache.rowBytes());
  }

  void kernelsHaveTheirFormulas() {
    Eigen::RowVectorXd a(3), b(3);
    a << 1, 2, 0;
    b << 0.5, -1, 3;
    const double dot = a.dot(b);  // -1.5
    QCOMPARE(KernelSpec::linear()(a, b), dot);
    QCOMPARE(KernelSpec::polynomial(2)(a, b), (dot + 1) * (dot + 1));
    QCOMPARE(KernelSpec::polynomial(3, 0)(a, b), dot * dot * dot);
    QCOMPARE(KernelSpec::polynomial(2, 0.5, 0.25)(a, b), (0.25 * dot + 0.5) * (0.25 * dot + 0.5));
    QVERIFY(std::abs(KernelSpec::rbf(0.5)(a, b) - std::exp(-0.5 * (a - b).squaredNorm())) < 1e-15);
    QCOMPARE(KernelSpec().offset, 1.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, KernelSpec::polynomial(0).validate());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, KernelSpec::polynomial(2, 1, 0).validate());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, KernelSpec::polynomial(2, -1).validate());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, KernelSpec::rbf(0).validate());
  }

  void emptyAndBadInput() {
    const ChainSmoResult empty = trainChainSmo({}, 4, 3, {});
    QCOMPARE(empty.reason, StopReason::EmptyProblem);
    QCOMPARE(empty.model.transition.rows(), Eigen::Index(3));
    QCOMPARE(predictChainSmo(empty.model, RowMatrix::Zero(2, 4)).size(), size_t(2));

    Chains chains = test::randomChains(3, 1, 2, 2, 2, 1);
    ChainSmoOptions bad;
    bad.C = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainChainSmo(*chains, 2, 2, bad));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainChainSmo(*chains, 3, 2, {}));
    (*chains)[0].labels[0] = 5;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainChainSmo(*chains, 2, 2, {}));
    ChainSmoModel poly;
    poly.kernel = KernelSpec::polynomial(2);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, smoLinearWeights(poly));
  }
};

QTEST_APPLESS_MAIN(TestChainSmo)
#include "test_chain_smo.moc"
