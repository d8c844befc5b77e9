// The dlib peer of `bench ocr` must optimise OUR objective on OUR layout: its joint feature
// equals ChainOracle's index for index, and its weights reach the same primal value as
// BCFW (both above BCFW's certified dual bound). The scaling test shows the comparison
// would fail if C were handed to dlib without the factor N.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

#include "data/chain_weights.h"
#include "dlib_peer.h"
#include "learning/bcfw.h"
#include "learning/chain_oracle.h"
#include "learning/structured_learner.h"

using namespace m3;

namespace {

constexpr int kFeatures = 6;
constexpr int kLabels = 3;
constexpr int kChains = 30;

// Chains of length 3..6 labelled by a hidden chain model, with 15% of the labels flipped so
// the problem is learnable but not separable (the hinge term stays active). Feature 5 is
// often exactly zero to exercise the extractor's sparse path.
std::shared_ptr<std::vector<ChainExample>> makeProblem(std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> normal(0.0, 1.0);
  std::uniform_int_distribution<int> length(3, 6), label(0, kLabels - 1);
  std::uniform_real_distribution<double> unit(0.0, 1.0);

  ChainWeights hidden(kFeatures, kLabels, true);
  for (int i = 0; i < hidden.dimension(); ++i) hidden.w[i] = 1.5 * normal(rng);

  auto chains = std::make_shared<std::vector<ChainExample>>();
  for (int c = 0; c < kChains; ++c) {
    ChainExample ex;
    const int L = length(rng);
    ex.features.resize(L, kFeatures);
    for (int j = 0; j < L; ++j)
      for (int f = 0; f < kFeatures; ++f)
        ex.features(j, f) = (f == kFeatures - 1 && unit(rng) < 0.4) ? 0.0 : normal(rng);
    ex.labels = predictChain(hidden, ex.features);
    for (int& y : ex.labels)
      if (unit(rng) < 0.15) y = label(rng);
    chains->push_back(std::move(ex));
  }
  return chains;
}

struct Reference {
  BcfwResult bcfw;
  double primal = 0;
};

Reference solveWithBcfw(const ChainOracle& oracle, double C) {
  BcfwOptions options;
  options.C = C;
  options.maxPasses = 200000;
  options.relativeGapTolerance = 1e-4;
  options.evaluateEvery = 20;
  Reference ref;
  ref.bcfw = trainStructured(oracle, options);
  ref.primal = evaluatePrimal(oracle, ref.bcfw.weights, C).primal;
  return ref;
}

// Fails cleanly (instead of writing out of bounds) if the oracle reports a wrong dimension.
#define REQUIRE_OUR_LAYOUT(oracle)                                                   \
  QVERIFY2((oracle).dimension() == ChainWeights::dimension(kFeatures, kLabels, true), \
           "ChainOracle::dimension() disagrees with ChainWeights::dimension(F, K, true)")

double relativeDifference(double a, double b) {
  return std::abs(a - b) / std::max({std::abs(a), std::abs(b), 1e-12});
}

}  // namespace

class TestDlibPeer : public QObject {
  Q_OBJECT

 private slots:
  void jointFeatureIsOurLayout();
  void sameObjectiveAsBcfw_data();
  void sameObjectiveAsBcfw();
  void wrongScalingIsDetected();
  void threadsDoNotChangeTheObjective();
  void emptyAndInvalidInput();
};

void TestDlibPeer::jointFeatureIsOurLayout() {
  for (std::uint32_t seed : {1u, 2u, 3u}) {
    const auto chains = makeProblem(seed);
    const ChainOracle oracle(chains, kFeatures, kLabels, true);
    REQUIRE_OUR_LAYOUT(oracle);
    std::mt19937 rng(seed + 100);
    std::uniform_int_distribution<int> label(0, kLabels - 1);
    for (int i = 0; i < oracle.numExamples(); ++i) {
      const ChainExample& ex = (*chains)[i];
      for (int trial = 0; trial < 3; ++trial) {
        Labeling y = ex.labels;
        if (trial > 0)
          for (int& v : y) v = label(rng);
        Eigen::VectorXd ours = Eigen::VectorXd::Zero(oracle.dimension());
        oracle.addJointFeature(i, y, 1.0, ours);
        const Eigen::VectorXd theirs = dlibJointFeature(ex, y, kFeatures, kLabels);
        QCOMPARE(theirs.size(), ours.size());
        QVERIFY2((theirs - ours).cwiseAbs().maxCoeff() < 1e-12,
                 qPrintable(QStringLiteral("seed %1 chain %2 trial %3").arg(seed).arg(i).arg(trial)));
      }
    }
  }
}

void TestDlibPeer::sameObjectiveAsBcfw_data() {
  QTest::addColumn<double>("C");
  QTest::addColumn<uint>("seed");
  QTest::newRow("C=0.1 seed=1") << 0.1 << 1u;
  QTest::newRow("C=1 seed=1") << 1.0 << 1u;
  QTest::newRow("C=1 seed=7") << 1.0 << 7u;
  QTest::newRow("C=5 seed=3") << 5.0 << 3u;
}

void TestDlibPeer::sameObjectiveAsBcfw() {
  QFETCH(double, C);
  QFETCH(uint, seed);
  const auto chains = makeProblem(seed);
  const ChainOracle oracle(chains, kFeatures, kLabels, true);
  REQUIRE_OUR_LAYOUT(oracle);

  const Reference ref = solveWithBcfw(oracle, C);
  QCOMPARE(ref.bcfw.reason, StopReason::Converged);
  const double lowerBound = ref.bcfw.progress.dual;  // certified: every primal value is >= it

  DlibChainOptions options;
  options.C = C;
  // Absolute gap in our units is below C * N * epsilon; ask for about 1e-4 of the optimum.
  options.epsilon = std::max(1e-9, 1e-4 * ref.primal / (C * kChains));
  const DlibChainResult peer = trainDlibChain(*chains, kFeatures, kLabels, options);
  QCOMPARE(peer.weights.size(), static_cast<Eigen::Index>(oracle.dimension()));
  QVERIFY(peer.trainSeconds > 0);
  const double peerPrimal = evaluatePrimal(oracle, peer.weights, C).primal;

  qInfo("C=%g: BCFW primal %.6f (dual %.6f, %d passes), dlib primal %.6f in %.4f s", C,
        ref.primal, lowerBound, ref.bcfw.progress.pass, peerPrimal, peer.trainSeconds);
  const double slack = 1e-9 * std::max(1.0, std::abs(lowerBound));
  QVERIFY2(ref.primal >= lowerBound - slack, "BCFW primal below its own dual bound");
  QVERIFY2(peerPrimal >= lowerBound - slack, "dlib reached below our certified lower bound");
  QVERIFY2(relativeDifference(peerPrimal, ref.primal) <= 1e-2,
           qPrintable(QStringLiteral("dlib %1 vs BCFW %2").arg(peerPrimal).arg(ref.primal)));
  // Both solvers claim a small gap, so the weights themselves are close (strong convexity).
  const double distance = (peer.weights - ref.bcfw.weights).norm();
  QVERIFY2(distance <= 0.1 * std::max(1.0, ref.bcfw.weights.norm()),
           qPrintable(QStringLiteral("|w_dlib - w_bcfw| = %1").arg(distance)));
}

// If the adapter forgot the factor N (or applied it the wrong way), dlib would solve our
// problem at C / N (or C * N). Those solutions are far from optimal at C, so the primal
// comparison above really distinguishes the mappings.
void TestDlibPeer::wrongScalingIsDetected() {
  const double C = 0.1;  // far from both C / N and C * N in effect, so both errors show
  const auto chains = makeProblem(1);
  const ChainOracle oracle(chains, kFeatures, kLabels, true);
  REQUIRE_OUR_LAYOUT(oracle);
  const Reference ref = solveWithBcfw(oracle, C);
  QCOMPARE(ref.bcfw.reason, StopReason::Converged);

  for (double wrongC : {C / kChains, C * kChains}) {
    DlibChainOptions options;
    options.C = wrongC;
    options.epsilon = 1e-3 * ref.primal / (wrongC * kChains);
    const DlibChainResult peer = trainDlibChain(*chains, kFeatures, kLabels, options);
    const double primal = evaluatePrimal(oracle, peer.weights, C).primal;
    qInfo("dlib at our C * %g: primal at C = %.6f vs optimum %.6f", wrongC / C, primal,
          ref.primal);
    QVERIFY2(relativeDifference(primal, ref.primal) > 1e-2,
             "the objective comparison could not tell a factor N apart");
  }
}

void TestDlibPeer::threadsDoNotChangeTheObjective() {
  const double C = 1.0;
  const auto chains = makeProblem(5);
  const ChainOracle oracle(chains, kFeatures, kLabels, true);
  REQUIRE_OUR_LAYOUT(oracle);
  DlibChainOptions options;
  options.C = C;
  options.epsilon = 1e-4;
  const double single =
      evaluatePrimal(oracle, trainDlibChain(*chains, kFeatures, kLabels, options).weights, C)
          .primal;
  options.threads = 3;
  const double threaded =
      evaluatePrimal(oracle, trainDlibChain(*chains, kFeatures, kLabels, options).weights, C)
          .primal;
  // Both stop with an absolute gap below C * N * epsilon = 3e-3.
  QVERIFY2(std::abs(single - threaded) <= 2 * C * kChains * options.epsilon,
           qPrintable(QStringLiteral("1 thread %1, 3 threads %2").arg(single).arg(threaded)));
}

void TestDlibPeer::emptyAndInvalidInput() {
  const DlibChainResult empty = trainDlibChain({}, kFeatures, kLabels, {});
  QCOMPARE(empty.weights.size(), static_cast<Eigen::Index>(kFeatures * kLabels + kLabels * kLabels));
  QVERIFY(empty.weights.isZero(0));

  std::vector<ChainExample> partial = *makeProblem(1);
  partial[0].labels[0] = kUnlabelled;
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                           trainDlibChain(partial, kFeatures, kLabels, {}));
  DlibChainOptions badC;
  badC.C = 0;
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                           trainDlibChain(*makeProblem(1), kFeatures, kLabels, badC));
}

QTEST_APPLESS_MAIN(TestDlibPeer)
#include "test_dlib_peer.moc"
