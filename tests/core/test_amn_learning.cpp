// Max-margin AMN learning with BCFW against the exact optimum of the constrained QP
// (edge weights >= 0) on tiny graphs, enumerated exhaustively.
#include <QtTest>
#include <random>

#include "brute_force.h"
#include "learning/amn_oracle.h"
#include "learning/bcfw.h"
#include "learning/structured_learner.h"

using namespace m3;

namespace {

// Small random graphs; `associative` labels neighbours alike (edge weights then help),
// otherwise neighbours tend to disagree and the unconstrained optimum wants negative
// edge weights, so the constraint is active.
std::shared_ptr<std::vector<PairwiseGraph>> randomGraphs(int count, bool associative, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> g;
  std::uniform_real_distribution<double> u(0, 1);
  auto out = std::make_shared<std::vector<PairwiseGraph>>();
  for (int c = 0; c < count; ++c) {
    PairwiseGraph graph;
    const int n = 2 + c % 3;
    graph.nodeFeatures.resize(n, 2);
    for (int i = 0; i < n; ++i) {
      const int y = i == 0 ? static_cast<int>(rng() % 2) : (associative == (u(rng) < 0.8) ? graph.labels[i - 1] : 1 - graph.labels[i - 1]);
      graph.labels.push_back(y);
      graph.nodeFeatures(i, 0) = (y ? 0.7 : -0.7) + g(rng);
      graph.nodeFeatures(i, 1) = 1.0;
    }
    for (int i = 1; i < n; ++i) graph.edges.push_back({i - 1, i});
    graph.edgeFeatures.resize(n - 1, 2);
    for (int e = 0; e < n - 1; ++e) {
      graph.edgeFeatures(e, 0) = 1.0;
      graph.edgeFeatures(e, 1) = u(rng);
    }
    out->push_back(std::move(graph));
  }
  return out;
}

// Three labels on dense little graphs (cycles), where alpha-expansion may miss the max.
std::shared_ptr<std::vector<PairwiseGraph>> threeLabelGraphs(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> g;
  auto out = std::make_shared<std::vector<PairwiseGraph>>();
  for (int c = 0; c < count; ++c) {
    PairwiseGraph graph;
    const int n = 3 + c % 2;
    graph.nodeFeatures.resize(n, 3);
    for (int i = 0; i < n; ++i) {
      graph.labels.push_back(static_cast<int>(rng() % 3));
      for (int f = 0; f < 3; ++f) graph.nodeFeatures(i, f) = (f == graph.labels[i] ? 0.8 : 0.0) + g(rng);
    }
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) graph.edges.push_back({a, b});
    graph.edgeFeatures = Eigen::MatrixXd::Constant(static_cast<Eigen::Index>(graph.edges.size()), 1, 1.0);
    out->push_back(std::move(graph));
  }
  return out;
}

}  // namespace

class TestAmnLearning : public QObject {
  Q_OBJECT
 private slots:
  void bcfwReachesTheConstrainedOptimum_data() {
    QTest::addColumn<bool>("associative");
    QTest::addColumn<int>("planes");
    QTest::addColumn<int>("learner");  // 0 BCFW, 1 BCFW with gap sampling, 2 1-slack
    QTest::addColumn<bool>("weighted");  // class loss weights {0.5, 2} instead of Hamming
    QTest::newRow("associative labels") << true << 0 << 0 << false;
    QTest::newRow("anti-associative labels (constraint active)") << false << 0 << 0 << false;
    QTest::newRow("anti-associative labels, cached planes") << false << 5 << 0 << false;
    QTest::newRow("anti-associative labels, gap sampling") << false << 0 << 1 << false;
    QTest::newRow("associative labels, 1-slack") << true << 0 << 2 << false;
    QTest::newRow("anti-associative labels, 1-slack") << false << 0 << 2 << false;
    // The exact QP enumerates with the oracle's loss, so this checks the loss-augmented
    // inference against the weighted loss too.
    QTest::newRow("associative labels, class-weighted loss") << true << 0 << 0 << true;
    QTest::newRow("anti-associative labels, class-weighted loss, cached planes") << false << 5 << 0 << true;
  }
  void bcfwReachesTheConstrainedOptimum() {
    QFETCH(bool, associative);
    QFETCH(int, planes);
    QFETCH(int, learner);
    QFETCH(bool, weighted);
    const AmnLayout layout{2, 2, 2};
    for (unsigned seed = 1; seed <= 4; ++seed) {
      AmnOracle oracle(randomGraphs(6, associative, seed), layout,
                       weighted ? std::vector<double>{0.5, 2.0} : std::vector<double>{});
      test::ExactSolution exact;
      try {
        exact = test::solveExactly(oracle, 2, 1.0, 1e-9);
      } catch (const std::exception& e) {
        QFAIL(e.what());
      }
      QVERIFY((layout.edge(exact.w).array() >= 0).all());

      BcfwOptions options;
      options.C = 1.0;
      options.maxPasses = 200000;
      options.relativeGapTolerance = 1e-3;
      options.seed = seed;
      options.cachedPlanes = planes;
      if (learner == 1) options.sampling = BcfwOptions::Sampling::Gap;
      if (learner == 2) options.method = BcfwOptions::Method::OneSlack;
      LearnerControl control;
      control.onProgress = [&](const TrainingProgress& p) {
        QVERIFY(p.dual <= exact.primal + 1e-9);  // a valid lower bound under the constraint
        QVERIFY(p.primal >= exact.primal - 1e-9);
        QVERIFY(p.gapCertified);                  // two labels: min-cut is exact
      };
      const BcfwResult r = trainStructured(oracle, options, control);
      QCOMPARE(r.reason, StopReason::Converged);
      QVERIFY((layout.edge(r.weights).array() >= 0).all());
      const double primal = evaluatePrimal(oracle, r.weights, 1.0).primal;
      QVERIFY2(primal - exact.primal <= 1e-3 * exact.primal + 1e-9 && primal >= exact.primal - 1e-9,
               qPrintable(QString("%1 vs %2").arg(primal).arg(exact.primal)));
      QVERIFY((r.weights - exact.w).squaredNorm() <= 2 * (primal - exact.primal) + 1e-8);
    }
  }

  // Alpha-expansion is approximate for three labels: the measured gap is only an estimate,
  // and the learner certifies the weights it returns with the LP bound.
  void threeLabelsCertifyWithTheLpBound() {
    const AmnLayout layout{3, 1, 3};
    for (unsigned seed = 1; seed <= 4; ++seed) {
      AmnOracle oracle(threeLabelGraphs(6, seed), layout);
      QVERIFY(!oracle.exactInference());
      test::ExactSolution exact;
      try {
        exact = test::solveExactly(oracle, 3, 1.0, 1e-9);
      } catch (const std::exception& e) {
        QFAIL(e.what());
      }
      BcfwOptions options;
      options.C = 1.0;
      options.maxPasses = 5000;
      options.relativeGapTolerance = 1e-2;
      options.cachedPlanes = 5;
      options.seed = seed;
      LearnerControl control;
      control.onProgress = [&](const TrainingProgress& p) { QVERIFY(!p.gapCertified); };
      const BcfwResult r = trainStructured(oracle, options, control);
      QCOMPARE(r.reason, StopReason::Converged);
      const TrainingProgress& p = r.progress;
      QVERIFY(!std::isnan(p.certifiedGap));
      QVERIFY(p.certifiedGap >= p.gap);
      QVERIFY(p.certifiedGap <= 1e-2 * p.primal);  // the LP is tight on these little graphs
      const double truePrimal = test::enumeratedPrimal(oracle, 3, r.weights, 1.0);
      QVERIFY2(truePrimal - exact.primal <= p.certifiedGap + 1e-9,
               qPrintable(QString("suboptimality %1 above the certificate %2").arg(truePrimal - exact.primal).arg(p.certifiedGap)));
      QVERIFY(p.dual <= exact.primal + 1e-9);
    }
  }

  void balancedClassWeights() {
    // Labels 0 x6, 1 x2, 2 absent: every present class carries the same total loss (4 each).
    auto graphs = randomGraphs(2, true, 3);  // 2 and 3 nodes
    (*graphs)[0].labels = {0, 0};
    (*graphs)[1].labels = {0, 1, 0};
    PairwiseGraph third = (*graphs)[1];
    third.labels = {0, 1, 0};
    graphs->push_back(third);
    const std::vector<double> w = m3::balancedClassWeights(*graphs, 3);
    QCOMPARE(w.size(), size_t(3));
    QCOMPARE(w[0], 8.0 / (2 * 6));
    QCOMPARE(w[1], 8.0 / (2 * 2));
    QCOMPARE(w[2], 1.0);  // absent: never counted
    const AmnOracle oracle(graphs, {2, 2, 3}, w);
    QCOMPARE(oracle.loss(1, {1, 1, 0}), w[0]);
    QCOMPARE(oracle.loss(1, {0, 0, 0}), w[1]);
    QCOMPARE(oracle.lossScale(1), 2 * w[0] + w[1]);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AmnOracle(graphs, {2, 2, 3}, {1.0, 2.0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AmnOracle(graphs, {2, 2, 3}, {1.0, -1.0, 1.0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AmnOracle(graphs, {2, 2, 3}, {1.0, 0.0, 1.0}));
  }

  void rejectsNegativeEdgeFeaturesAndPartialLabels() {
    auto graphs = randomGraphs(2, true, 9);
    (*graphs)[0].edgeFeatures(0, 1) = -0.5;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AmnOracle(graphs, AmnLayout{2, 2, 2}));
    graphs = randomGraphs(2, true, 9);
    (*graphs)[1].labels[0] = kUnlabelled;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AmnOracle(graphs, AmnLayout{2, 2, 2}));
  }
};

QTEST_APPLESS_MAIN(TestAmnLearning)
#include "test_amn_learning.moc"
