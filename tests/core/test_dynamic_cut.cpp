// Dynamic (tree-reusing) binary cuts against enumeration: incremental re-solves after a
// few nodes change match a fresh optimum, and flip costs are the exact min-marginal gaps.
#include <QtTest>

#include <random>

#include "brute_force.h"
#include "inference/dynamic_cut.h"

using namespace m3;

namespace {

struct Energy {
  Eigen::MatrixXd cost;
  std::vector<Edge> edges;
  std::vector<double> keep, take;

  double operator()(const Labeling& x) const {
    double e = 0;
    for (int i = 0; i < cost.rows(); ++i) e += cost(i, x[i]);
    for (size_t k = 0; k < edges.size(); ++k)
      if (x[edges[k].a] == x[edges[k].b]) e -= x[edges[k].a] == 0 ? keep[k] : take[k];
    return e;
  }
  double minimum(Labeling* arg = nullptr, int node = -1, int forced = -1) const {
    double best = 1e300;
    test::forEachLabeling(static_cast<int>(cost.rows()), 2, [&](const Labeling& x) {
      if (node >= 0 && x[node] != forced) return;
      const double e = (*this)(x);
      if (e < best) {
        best = e;
        if (arg) *arg = x;
      }
    });
    return best;
  }
};

Energy randomEnergy(int n, std::mt19937& rng) {
  std::normal_distribution<double> g;
  std::uniform_real_distribution<double> u(0, 1);
  Energy E;
  E.cost = Eigen::MatrixXd::NullaryExpr(n, 2, [&] { return g(rng); });
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (u(rng) < 0.4) {
        E.edges.push_back({a, b});
        E.keep.push_back(u(rng));
        E.take.push_back(u(rng));
      }
  return E;
}

}  // namespace

class TestDynamicCut : public QObject {
  Q_OBJECT
 private slots:
  void incrementalResolvesStayOptimal() {
    std::mt19937 rng(5);
    std::normal_distribution<double> g;
    for (int trial = 0; trial < 60; ++trial) {
      const int n = 2 + trial % 9;
      Energy E = randomEnergy(n, rng);
      DynamicBinaryCut cut(E.cost, E.edges, E.keep, E.take);
      QVERIFY(std::abs(cut.solve() - E.minimum()) < 1e-9);
      QVERIFY(std::abs(E(cut.labels()) - cut.energy()) < 1e-9);
      for (int round = 0; round < 8; ++round) {
        for (int k = 0; k < 2; ++k) {  // "a brush stroke": a couple of nodes change
          const int i = static_cast<int>(rng() % n);
          E.cost(i, 0) = g(rng) * 2;
          E.cost(i, 1) = g(rng) * 2;
          cut.setNodeCost(i, E.cost(i, 0), E.cost(i, 1));
        }
        const double expected = E.minimum();
        QVERIFY2(std::abs(cut.solve() - expected) < 1e-9,
                 qPrintable(QString("trial %1 round %2: %3 vs %4").arg(trial).arg(round).arg(cut.energy()).arg(expected)));
        QVERIFY(std::abs(E(cut.labels()) - expected) < 1e-9);
      }
    }
  }

  void flipCostsAreExactMinMarginalGaps() {
    std::mt19937 rng(6);
    for (int trial = 0; trial < 60; ++trial) {
      const int n = 1 + trial % 9;
      Energy E = randomEnergy(n, rng);
      DynamicBinaryCut cut(E.cost, E.edges, E.keep, E.take);
      const double best = cut.solve();
      const std::vector<int> x = cut.labels();
      const std::vector<double> gaps = cut.flipCosts();
      for (int i = 0; i < n; ++i) {
        const double flipped = E.minimum(nullptr, i, 1 - x[i]);
        QVERIFY2(std::abs(gaps[i] - (flipped - best)) < 1e-7,
                 qPrintable(QString("node %1: %2 vs %3").arg(i).arg(gaps[i]).arg(flipped - best)));
      }
      // The problem is as it was.
      QVERIFY(std::abs(cut.energy() - best) < 1e-7);
      QVERIFY(std::abs(E(cut.labels()) - best) < 1e-9);
      E.cost(0, 0) -= 5;
      cut.setNodeCost(0, E.cost(0, 0), E.cost(0, 1));
      QVERIFY(std::abs(cut.solve() - E.minimum()) < 1e-7);
    }
  }

  void rejectsBadInput() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             DynamicBinaryCut(Eigen::MatrixXd::Zero(2, 2), {{0, 1}}, {-1.0}, {0.0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             DynamicBinaryCut(Eigen::MatrixXd::Zero(2, 2), {{0, 2}}, {1.0}, {0.0}));
    DynamicBinaryCut empty(Eigen::MatrixXd::Zero(0, 2), {}, {}, {});
    QCOMPARE(empty.solve(), 0.0);
    QVERIFY(empty.flipCosts().empty());
    DynamicBinaryCut cut(Eigen::MatrixXd::Zero(2, 2), {}, {}, {});
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, cut.setNodeCost(2, 0, 0));
  }
};

QTEST_APPLESS_MAIN(TestDynamicCut)
#include "test_dynamic_cut.moc"
