// Node confidence of AMN labelings against enumeration: exact min-marginal gaps for two
// labels, local margins for more, and the "label next" suggestion order.
#include <QtTest>

#include <random>

#include "brute_force.h"
#include "inference/uncertainty.h"

using namespace m3;

namespace {
AmnScores randomScores(int n, int K, const std::vector<Edge>& edges, std::mt19937& rng) {
  std::normal_distribution<double> g;
  std::uniform_real_distribution<double> u(0, 1);
  AmnScores s;
  s.node = Eigen::MatrixXd::NullaryExpr(n, K, [&] { return g(rng); });
  s.edge = Eigen::MatrixXd::NullaryExpr(static_cast<Eigen::Index>(edges.size()), K, [&] { return u(rng); });
  return s;
}
std::vector<Edge> randomEdges(int n, std::mt19937& rng) {
  std::vector<Edge> edges;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (rng() % 3 == 0) edges.push_back({a, b});
  return edges;
}
}  // namespace

class TestUncertainty : public QObject {
  Q_OBJECT
 private slots:
  void twoLabelsGiveExactMinMarginalGaps() {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 80; ++trial) {
      const int n = 1 + trial % 9;
      const auto edges = randomEdges(n, rng);
      const AmnScores s = randomScores(n, 2, edges, rng);
      const LabelingConfidence c = amnConfidence(edges, s);
      double best = -1e300;
      std::vector<double> bestWith[2] = {std::vector<double>(n, -1e300), std::vector<double>(n, -1e300)};
      test::forEachLabeling(n, 2, [&](const Labeling& y) {
        const double v = amnScore(edges, s, y);
        best = std::max(best, v);
        for (int i = 0; i < n; ++i) bestWith[y[i]][i] = std::max(bestWith[y[i]][i], v);
      });
      QVERIFY(std::abs(amnScore(edges, s, c.labels) - best) < 1e-9);
      for (int i = 0; i < n; ++i)
        QVERIFY2(std::abs(c.confidence[i] - (best - bestWith[1 - c.labels[i]][i])) < 1e-7,
                 qPrintable(QString("trial %1 node %2").arg(trial).arg(i)));
    }
  }

  void moreLabelsGiveLocalMargins() {
    std::mt19937 rng(8);
    for (int trial = 0; trial < 60; ++trial) {
      const int n = 2 + trial % 6, K = 3 + trial % 2;
      const auto edges = randomEdges(n, rng);
      const AmnScores s = randomScores(n, K, edges, rng);
      const LabelingConfidence c = amnConfidence(edges, s);
      const double at = amnScore(edges, s, c.labels);
      for (int i = 0; i < n; ++i) {
        double bestChange = -1e300;
        for (int k = 0; k < K; ++k) {
          if (k == c.labels[i]) continue;
          Labeling y = c.labels;
          y[i] = k;
          bestChange = std::max(bestChange, amnScore(edges, s, y));
        }
        QVERIFY(std::abs(c.confidence[i] - std::max(0.0, at - bestChange)) < 1e-9);
      }
    }
  }

  void suggestionsAreTheLeastConfidentUnlabelledNodes() {
    const std::vector<double> conf = {0.5, 0.1, 0.9, 0.1, 0.0};
    QCOMPARE(leastConfidentNodes(conf, 3), (std::vector<int>{4, 1, 3}));
    QCOMPARE(leastConfidentNodes(conf, 2, {false, false, false, false, true}), (std::vector<int>{1, 3}));
    QCOMPARE(leastConfidentNodes(conf, 10).size(), size_t(5));
    QVERIFY(leastConfidentNodes(conf, 0).empty());
  }

  void suggestionsRankNodesOfSeveralGraphsTogether() {
    // Graph 1 has no prediction (empty), graph 2's least confident node is labelled (skipped).
    const std::vector<std::vector<double>> conf = {{0.5, 0.2}, {}, {0.0, 0.2, 0.05}};
    const std::vector<std::vector<bool>> skip = {{}, {}, {true, false, false}};
    const std::vector<GraphNodeRef> nodes = leastConfidentNodesOfSet(conf, 3, skip);
    QCOMPARE(nodes.size(), size_t(3));
    QCOMPARE(std::make_pair(nodes[0].graph, nodes[0].node), std::make_pair(2, 2));
    QCOMPARE(nodes[0].confidence, 0.05);
    // A tie between graphs: the earlier graph first.
    QCOMPARE(std::make_pair(nodes[1].graph, nodes[1].node), std::make_pair(0, 1));
    QCOMPARE(std::make_pair(nodes[2].graph, nodes[2].node), std::make_pair(2, 1));
    QCOMPARE(leastConfidentNodesOfSet(conf, 10, skip).size(), size_t(4));
  }
};

QTEST_APPLESS_MAIN(TestUncertainty)
#include "test_uncertainty.moc"
