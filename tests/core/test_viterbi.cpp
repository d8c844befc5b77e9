// Viterbi, loss-augmented Viterbi and the structured margin of the MAP labeling against
// exhaustive enumeration on random short chains.
#include <QtTest>

#include "brute_force.h"
#include "inference/chain_margins.h"
#include "inference/viterbi.h"
#include "random_problems.h"

using namespace m3;

class TestViterbi : public QObject {
  Q_OBJECT
 private slots:
  void matchesBruteForce_data() {
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("labels");
    for (int L : {1, 2, 3, 5, 6})
      for (int K : {1, 2, 3, 4}) QTest::newRow(qPrintable(QString("L%1K%2").arg(L).arg(K))) << L << K;
  }
  // The margin is the MAP score minus the second-best labeling's; each position's margin is the
  // MAP score minus the best labeling with another label there. Enumeration checks both.
  void marginsMatchBruteForce_data() { matchesBruteForce_data(); }
  void marginsMatchBruteForce() {
    QFETCH(int, length);
    QFETCH(int, labels);
    for (unsigned seed = 0; seed < 20; ++seed) {
      std::mt19937 rng(seed * 104729 + length * 17 + labels);
      const Eigen::MatrixXd node = test::randomMatrix(length, labels, rng);
      const Eigen::MatrixXd trans = test::randomMatrix(labels, labels, rng);
      const ChainMargins m = chainMargins(node, trans);
      QCOMPARE(m.best.labels, viterbi(node, trans).labels);
      double second = -std::numeric_limits<double>::infinity();
      std::vector<double> bestOther(static_cast<size_t>(length),
                                    -std::numeric_limits<double>::infinity());
      test::forEachLabeling(length, labels, [&](const Labeling& y) {
        if (y == m.best.labels) return;
        const double s = chainScore(node, trans, y);
        second = std::max(second, s);
        for (int j = 0; j < length; ++j)
          if (y[j] != m.best.labels[j]) bestOther[j] = std::max(bestOther[j], s);
      });
      if (labels == 1) {
        QVERIFY(std::isinf(m.margin));
        continue;
      }
      QVERIFY2(std::abs(m.margin - (m.best.score - second)) < 1e-9,
               qPrintable(QString::number(m.margin)));
      for (int j = 0; j < length; ++j)
        QVERIFY(std::abs(m.positionMargins[j] - (m.best.score - bestOther[j])) < 1e-9);
    }
  }

  void matchesBruteForce() {
    QFETCH(int, length);
    QFETCH(int, labels);
    for (unsigned seed = 0; seed < 20; ++seed) {
      std::mt19937 rng(seed * 7919 + length * 31 + labels);
      const Eigen::MatrixXd node = test::randomMatrix(length, labels, rng);
      const Eigen::MatrixXd trans = test::randomMatrix(labels, labels, rng);
      Labeling truth(length);
      std::uniform_int_distribution<int> pick(-1, labels - 1);  // -1: unlabelled
      for (int& t : truth) t = pick(rng);

      double best = -1e300, bestAug = -1e300;
      test::forEachLabeling(length, labels, [&](const Labeling& y) {
        const double s = chainScore(node, trans, y);
        best = std::max(best, s);
        bestAug = std::max(bestAug, s + hammingLoss(truth, y));
      });
      const ChainSolution map = viterbi(node, trans);
      QCOMPARE(int(map.labels.size()), length);
      QVERIFY(std::abs(map.score - best) < 1e-9);
      QVERIFY(std::abs(chainScore(node, trans, map.labels) - best) < 1e-9);

      const ChainSolution aug = lossAugmentedViterbi(node, trans, truth);
      QVERIFY(std::abs(aug.score - bestAug) < 1e-9);
      QVERIFY(std::abs(chainScore(node, trans, aug.labels) + hammingLoss(truth, aug.labels) -
                       bestAug) < 1e-9);
    }
  }
  void emptyChain() {
    const ChainSolution s = viterbi(Eigen::MatrixXd(0, 3), Eigen::MatrixXd::Zero(3, 3));
    QVERIFY(s.labels.empty());
    QCOMPARE(s.score, 0.0);
  }
  void rejectsBadShapes() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             viterbi(Eigen::MatrixXd::Zero(2, 3), Eigen::MatrixXd::Zero(2, 2)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             lossAugmentedViterbi(Eigen::MatrixXd::Zero(2, 3),
                                                  Eigen::MatrixXd::Zero(3, 3), Labeling{0}));
  }
};

QTEST_APPLESS_MAIN(TestViterbi)
#include "test_viterbi.moc"
