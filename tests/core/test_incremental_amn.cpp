// Incremental AMN re-solves: exact against enumeration for two labels after random score
// edits and clamps; for more labels, the region solve equals alpha-expansion when the
// region covers the graph, and local edits leave distant nodes alone.
#include <QtTest>

#include <random>

#include "brute_force.h"
#include "inference/alpha_expansion.h"
#include "inference/incremental_amn.h"

using namespace m3;

namespace {

struct Problem {
  std::vector<Edge> edges;
  AmnScores scores;
};

Problem randomProblem(int n, int K, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(-1, 1), r(0, 1);
  Problem p;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (r(rng) < 0.4 || b == a + 1) p.edges.push_back({a, b});  // connected: a path plus extras
  p.scores.node.resize(n, K);
  for (Eigen::Index i = 0; i < p.scores.node.size(); ++i) p.scores.node.data()[i] = u(rng);
  p.scores.edge.resize(static_cast<Eigen::Index>(p.edges.size()), K);
  for (Eigen::Index i = 0; i < p.scores.edge.size(); ++i) p.scores.edge.data()[i] = 0.8 * r(rng);
  return p;
}

double bestScore(const Problem& p, const Labeling& clamp) {
  double best = -1e300;
  test::forEachLabeling(static_cast<int>(p.scores.node.rows()), static_cast<int>(p.scores.node.cols()),
                        [&](const Labeling& y) {
                          for (size_t i = 0; i < clamp.size(); ++i)
                            if (clamp[i] != kUnlabelled && y[i] != clamp[i]) return;
                          best = std::max(best, amnScore(p.edges, p.scores, y));
                        });
  return best;
}

// Random edits: new scores for a few nodes, and clamps set or released.
void editRandomly(Problem& p, Labeling& clamp, IncrementalAmn& solver, std::mt19937& rng) {
  const int n = static_cast<int>(p.scores.node.rows()), K = static_cast<int>(p.scores.node.cols());
  std::uniform_int_distribution<int> node(0, n - 1), label(-1, K - 1);
  std::uniform_real_distribution<double> u(-1.5, 1.5);
  for (int k = 0; k < 2; ++k) {
    const int i = node(rng);
    Eigen::RowVectorXd s(K);
    for (int c = 0; c < K; ++c) s(c) = u(rng);
    p.scores.node.row(i) = s;
    solver.setNodeScores(i, s);
  }
  const int i = node(rng), y = label(rng);
  clamp[i] = y < 0 ? kUnlabelled : y;
  solver.setClamp(i, clamp[i]);
}

}  // namespace

class TestIncrementalAmn : public QObject {
  Q_OBJECT
 private slots:
  void twoLabelsStayExactAfterEdits() {
    for (int seed = 0; seed < 30; ++seed) {
      std::mt19937 rng(seed);
      Problem p = randomProblem(2 + seed % 8, 2, rng);
      Labeling clamp(p.scores.node.rows(), kUnlabelled);
      IncrementalAmn solver(p.edges, p.scores);
      QVERIFY(std::abs(solver.score() - bestScore(p, clamp)) < 1e-9);
      for (int round = 0; round < 4; ++round) {
        editRandomly(p, clamp, solver, rng);
        const IncrementalAmn::UpdateStats stats = solver.update();
        QVERIFY(stats.editedNodes >= 1 && stats.editedNodes <= 3);
        for (size_t i = 0; i < clamp.size(); ++i)
          if (clamp[i] != kUnlabelled) QCOMPARE(solver.labels()[i], clamp[i]);
        QVERIFY2(std::abs(amnScore(p.edges, p.scores, solver.labels()) - bestScore(p, clamp)) < 1e-9,
                 qPrintable(QString("seed %1 round %2").arg(seed).arg(round)));
      }
    }
  }

  void manyLabelsMatchExpansionWhenTheRegionCoversTheGraph() {
    for (int seed = 0; seed < 30; ++seed) {
      std::mt19937 rng(100 + seed);
      Problem p = randomProblem(3 + seed % 6, 3 + seed % 2, rng);
      const int n = static_cast<int>(p.scores.node.rows());
      Labeling clamp(n, kUnlabelled);
      IncrementalAmn solver(p.edges, p.scores);
      QCOMPARE(solver.labels(), alphaExpansion(p.edges, p.scores).labels);
      for (int round = 0; round < 3; ++round) {
        const Labeling before = solver.labels();
        editRandomly(p, clamp, solver, rng);
        solver.update(n);  // radius n: the region is the whole (connected) graph
        QCOMPARE(solver.labels(), alphaExpansion(p.edges, p.scores, clamp, before).labels);
      }
    }
  }

  void localEditsStayLocalAndNeverLoseScore() {
    // A 30 x 30 grid, 4 labels, everything preferring label 0 a little; clamping a 3 x 3
    // patch to label 2 may pull a few neighbours along but nothing far away.
    const int w = 30, n = w * w, K = 4;
    Problem p;
    for (int y = 0; y < w; ++y)
      for (int x = 0; x < w; ++x) {
        if (x + 1 < w) p.edges.push_back({y * w + x, y * w + x + 1});
        if (y + 1 < w) p.edges.push_back({y * w + x, (y + 1) * w + x});
      }
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> u(0, 0.1);
    p.scores.node = Eigen::MatrixXd::Zero(n, K);
    for (int i = 0; i < n; ++i) p.scores.node(i, 0) = 0.3, p.scores.node(i, 2) = 0.25 + u(rng);
    p.scores.edge = Eigen::MatrixXd::Constant(static_cast<Eigen::Index>(p.edges.size()), K, 0.2);
    IncrementalAmn solver(p.edges, p.scores);
    const Labeling before = solver.labels();
    Labeling clamp(n, kUnlabelled);
    for (int y = 10; y < 13; ++y)
      for (int x = 10; x < 13; ++x) solver.setClamp(y * w + x, 2), clamp[y * w + x] = 2;
    Labeling baseline = before;  // the old labeling, made to honour the new clamps
    for (int i = 0; i < n; ++i)
      if (clamp[i] != kUnlabelled) baseline[i] = clamp[i];
    const IncrementalAmn::UpdateStats stats = solver.update(2);
    QCOMPARE(stats.editedNodes, 9);
    QVERIFY(stats.regionNodes >= 9 && stats.regionNodes < n / 4);
    QVERIFY(solver.score() >= amnScore(p.edges, p.scores, baseline) - 1e-9);
    for (int i = 0; i < n; ++i) {
      const int x = i % w, y = i / w;
      if (clamp[i] != kUnlabelled) QCOMPARE(solver.labels()[i], 2);
      if (std::abs(x - 11) > 8 || std::abs(y - 11) > 8) QCOMPARE(solver.labels()[i], before[i]);
    }
    // Nothing pending: a second update does nothing.
    QCOMPARE(solver.update().editedNodes, 0);
  }

  void rejectsBadInput() {
    AmnScores s{Eigen::MatrixXd::Zero(2, 3), Eigen::MatrixXd::Constant(1, 3, -1.0)};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, IncrementalAmn({{0, 1}}, s));
    s.edge.setZero();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, IncrementalAmn({{0, 2}}, s));
    IncrementalAmn ok({{0, 1}}, s);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, ok.setClamp(2, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ok.setClamp(0, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ok.setNodeScores(0, Eigen::RowVectorXd::Zero(2)));
    Eigen::RowVectorXd nan = Eigen::RowVectorXd::Zero(3);
    nan(1) = std::nan("");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ok.setNodeScores(0, nan));
    IncrementalAmn empty({}, AmnScores{Eigen::MatrixXd::Zero(0, 2), Eigen::MatrixXd::Zero(0, 2)});
    QCOMPARE(empty.update().editedNodes, 0);
  }
};

QTEST_APPLESS_MAIN(TestIncrementalAmn)
#include "test_incremental_amn.moc"
