// Correlation clustering inference: the cutting-plane LP and its rounding against exhaustive
// enumeration of every labeling (n^n, so an independent check of the set-partition
// enumerator too) on random tiny complete and sparse graphs, the loss-augmented version,
// input validation; the clustering metrics against hand-computed values and the per-element
// expansion of weights; k-means on well-separated blobs; a cut pool (seeding each LP with the
// cuts and basis of the most alike earlier one) leaves every optimum unchanged and saves rounds
// and pivots.
#include <QtTest>

#include <cmath>
#include <limits>
#include <random>
#include <set>

#include "brute_force.h"
#include "eval/clustering_metrics.h"
#include "inference/clustering.h"
#include "learning/kmeans.h"

using namespace m3;

namespace {

std::vector<ClusterEdge> randomEdges(int n, bool complete, std::mt19937& rng) {
  if (complete) return completeGraphEdges(n);
  std::vector<ClusterEdge> edges;
  std::bernoulli_distribution keep(0.6);
  for (ClusterEdge e : completeGraphEdges(n))
    if (keep(rng)) edges.push_back(rng() % 2 ? e : ClusterEdge{e.k, e.j});  // either orientation
  return edges;
}

Eigen::VectorXd randomScores(size_t m, bool ties, std::mt19937& rng) {
  std::normal_distribution<double> g;
  std::uniform_int_distribution<int> small(-2, 2);
  Eigen::VectorXd s(static_cast<Eigen::Index>(m));
  for (Eigen::Index e = 0; e < s.size(); ++e) s(e) = ties ? small(rng) : 2 * g(rng);
  return s;
}

// Max over every labeling with n labels (covers every partition, many times).
double bruteForceMax(int n, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& s,
                     const std::function<double(const Partition&)>& extra = {}) {
  double best = -std::numeric_limits<double>::infinity();
  test::forEachLabeling(n, n, [&](const Labeling& y) {
    best = std::max(best, partitionScore(edges, s, y) + (extra ? extra(y) : 0.0));
  });
  return best;
}

bool isCanonicalPartition(const Partition& p, int n) {
  if (static_cast<int>(p.size()) != n) return false;
  int next = 0;
  for (int c : p) {
    if (c < 0 || c > next) return false;
    if (c == next) ++next;
  }
  return true;
}

template <typename F>
bool throwsInvalid(F&& f) {
  try {
    f();
  } catch (const std::invalid_argument&) {
    return true;
  }
  return false;
}

}  // namespace

class TestClustering : public QObject {
  Q_OBJECT

 private slots:
  void exactMatchesBruteForce() {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 60; ++trial) {
      const int n = 1 + trial % 6;
      const auto edges = randomEdges(n, trial % 2 == 0, rng);
      const Eigen::VectorXd s = randomScores(edges.size(), trial % 3 == 0, rng);
      const ExactClustering exact = solveClusteringExactly(n, edges, s);
      QVERIFY(isCanonicalPartition(exact.partition, n));
      QCOMPARE(partitionScore(edges, s, exact.partition), exact.score);
      QVERIFY(std::abs(exact.score - bruteForceMax(n, edges, s)) < 1e-12);
    }
  }

  // Spreading each round's triangle cuts over the edges, and deleting the cuts slack at a
  // round's optimum (later rounds may add them back), change the path to the LP optimum, never
  // its value: the same as adding every violated triangle at once and keeping it.
  void cutStrategiesReachTheSameLpValue() {
    std::mt19937 rng(29);
    ClusteringLpOptions everyCutKept, spreadKept;
    everyCutKept.maxTrianglesPerEdge = 0;
    everyCutKept.dropSlackCuts = spreadKept.dropSlackCuts = false;
    int moreRounds = 0, otherPath = 0;
    for (int trial = 0; trial < 30; ++trial) {
      const int n = 8 + trial;  // 8..37
      const auto edges = completeGraphEdges(n);
      const Eigen::VectorXd s = randomScores(edges.size(), trial % 3 == 0, rng);
      const ClusteringLpResult all = solveClusteringLp(n, edges, s, everyCutKept);
      const ClusteringLpResult spread = solveClusteringLp(n, edges, s, spreadKept);
      const ClusteringLpResult dropped = solveClusteringLp(n, edges, s);  // the default: spread, slack dropped
      QVERIFY(all.converged && spread.converged && dropped.converged);
      for (double value : {spread.lpBound, dropped.lpBound})
        QVERIFY2(std::abs(all.lpBound - value) < 1e-6 * (1 + std::abs(all.lpBound)),
                 qPrintable(QString("n %1: every cut %2, spread %3, slack dropped %4")
                                .arg(n).arg(all.lpBound).arg(spread.lpBound).arg(dropped.lpBound)));
      moreRounds += spread.rounds > all.rounds;
      otherPath += dropped.cuts != spread.cuts || dropped.rounds != spread.rounds;
    }
    QVERIFY(moreRounds > 0);  // the limit was active (it left cuts for later rounds)
    QVERIFY(otherPath > 0);   // rows were dropped somewhere
  }

  void lpBoundsAndRoundingAgainstExact() {
    std::mt19937 rng(11);
    int integral = 0, fractional = 0;
    for (int trial = 0; trial < 400; ++trial) {
      const int n = 2 + trial % 6;  // 2..7
      const bool complete = trial % 2 == 0;
      const auto edges = randomEdges(n, complete, rng);
      const Eigen::VectorXd s = randomScores(edges.size(), trial % 4 == 1, rng);
      const ClusteringLpResult r = solveClusteringLp(n, edges, s);
      const ExactClustering exact = solveClusteringExactly(n, edges, s);
      QVERIFY(r.converged);
      QVERIFY((r.mu.array() >= 0).all() && (r.mu.array() <= 1).all());
      QVERIFY2(r.lpBound >= exact.score - 1e-7, qPrintable(QString("trial %1").arg(trial)));
      QVERIFY(isCanonicalPartition(r.partition, n));
      QVERIFY(std::abs(r.score - partitionScore(edges, s, r.partition)) < 1e-9);
      QVERIFY(r.score <= exact.score + 1e-9);
      QVERIFY(r.score >= 0 - 1e-12);  // never worse than all singletons
      if (complete) {  // every triangle inequality holds at the optimum
        std::map<std::pair<int, int>, double> mu;
        for (size_t e = 0; e < edges.size(); ++e) mu[{edges[e].j, edges[e].k}] = r.mu(static_cast<Eigen::Index>(e));
        for (int a = 0; a < n; ++a)
          for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c) {
              const double x = mu[{a, b}], y = mu[{b, c}], z = mu[{a, c}];
              QVERIFY(x + y - z <= 1 + 1e-6 && x + z - y <= 1 + 1e-6 && y + z - x <= 1 + 1e-6);
            }
      }
      if (n == 3 && complete) QVERIFY(r.integral);  // triangle inequalities are the hull for n = 3
      if (r.integral) {
        ++integral;
        QVERIFY(std::abs(r.lpBound - exact.score) < 1e-7);
        QVERIFY(std::abs(r.score - exact.score) < 1e-7);
      } else {
        ++fractional;
      }
    }
    QVERIFY(integral > 100);  // both branches were exercised
    qInfo("integral LPs: %d, fractional: %d", integral, fractional);
  }

  void sparseGraphNeedsLongCycles() {
    // A 4-cycle with three attracting edges and one repelling edge: without the cycle
    // inequality the LP would take all four at their sign (bound 3), but any partition
    // joining the three positive edges also joins the negative one (best 3 - 5 < 2).
    const std::vector<ClusterEdge> edges{{0, 1}, {1, 2}, {2, 3}, {0, 3}};
    Eigen::VectorXd s(4);
    s << 1, 1, 1, -5;
    const ClusteringLpResult r = solveClusteringLp(4, edges, s);
    QVERIFY(r.cuts > 0);
    QVERIFY(r.integral);
    QVERIFY(std::abs(r.lpBound - 2.0) < 1e-9);
    QCOMPARE(r.score, 2.0);
    QVERIFY(r.partition[0] != r.partition[3]);
  }

  void exactFallbackAndRoundLimit() {
    std::mt19937 rng(11);
    int fractionalSeen = 0;
    ClusteringLpOptions exactSmall;
    exactSmall.exactUpTo = 8;
    for (int trial = 0; trial < 400; ++trial) {
      const int n = 4 + trial % 4;
      const auto edges = randomEdges(n, trial % 2 == 0, rng);
      const Eigen::VectorXd s = randomScores(edges.size(), false, rng);
      const ClusteringLpResult r = solveClusteringLp(n, edges, s, exactSmall);
      const ExactClustering exact = solveClusteringExactly(n, edges, s);
      fractionalSeen += !r.integral;
      QVERIFY(std::abs(r.score - exact.score) < 1e-9);  // exact either way
      QVERIFY(std::abs(partitionScore(edges, s, r.partition) - r.score) < 1e-9);
    }
    QVERIFY(fractionalSeen > 0);
    // Stopped before the cuts are done: still an upper bound, never claimed integral.
    const auto edges = completeGraphEdges(7);
    const Eigen::VectorXd s = randomScores(edges.size(), false, rng);
    ClusteringLpOptions none;
    none.maxRounds = 0;
    const ClusteringLpResult r = solveClusteringLp(7, edges, s, none);
    QVERIFY(!r.converged && !r.integral);
    QVERIFY(r.lpBound >= solveClusteringExactly(7, edges, s).score - 1e-9);
    QVERIFY(isCanonicalPartition(r.partition, 7));
  }

  void lossAugmentedAgainstEnumeration() {
    std::mt19937 rng(5);
    for (int trial = 0; trial < 150; ++trial) {
      const int n = 2 + trial % 5;
      const auto edges = randomEdges(n, trial % 2 == 1, rng);
      const Eigen::VectorXd s = randomScores(edges.size(), false, rng);
      Partition gold(static_cast<size_t>(n));
      for (int& c : gold) c = static_cast<int>(rng() % 3);
      const Eigen::VectorXd g = edgeIndicators(edges, gold);
      auto hamming = [&](const Partition& y) {
        double loss = 0;
        for (size_t e = 0; e < edges.size(); ++e)
          loss += (y[edges[e].j] == y[edges[e].k]) != (gold[edges[e].j] == gold[edges[e].k]);
        return loss;
      };
      // The folded scores reproduce score + loss for every labeling.
      const AugmentedScores a = lossAugmentedScores(s, g);
      test::forEachLabeling(n, std::min(n, 3), [&](const Labeling& y) {
        QVERIFY(std::abs(partitionScore(edges, a.scores, y) + a.constant - partitionScore(edges, s, y) - hamming(y)) <
                1e-9);
        QVERIFY(std::abs(edgeHammingLoss(g, edgeIndicators(edges, y)) - hamming(y)) < 1e-12);
      });
      const double best = bruteForceMax(n, edges, s, hamming);
      const ClusteringLpResult r = lossAugmentedClusteringLp(n, edges, s, gold);
      QVERIFY(r.lpBound >= best - 1e-7);
      QVERIFY(r.score <= best + 1e-9);
      QVERIFY(std::abs(r.score - partitionScore(edges, s, r.partition) - hamming(r.partition)) < 1e-9);
      if (r.integral) QVERIFY(std::abs(r.lpBound - best) < 1e-7);
    }
  }

  void largerProblemStaysConsistent() {
    // No enumeration here: the LP bound must still dominate the rounded score, and the
    // rounding must not lose to plain threshold components.
    std::mt19937 rng(3);
    for (bool complete : {true, false}) {
      const int n = 30;
      const auto edges = randomEdges(n, complete, rng);
      const Eigen::VectorXd s = randomScores(edges.size(), false, rng);
      const ClusteringLpResult r = solveClusteringLp(n, edges, s);
      QVERIFY(r.converged);
      QVERIFY(r.lpBound >= r.score - 1e-7);
      QVERIFY(isCanonicalPartition(r.partition, n));
      const Partition naive = improveByMoves(n, edges, s, Partition(static_cast<size_t>(n), 0));
      QVERIFY(r.score >= partitionScore(edges, s, naive) - 1e-9 || r.integral);
    }
  }

  void cutPoolKeepsTheOptimumAndSavesRounds() {
    std::mt19937 rng(21);
    std::normal_distribution<double> noise;
    for (bool complete : {true, false}) {
      const int n = 30;
      const auto edges = randomEdges(n, complete, rng);
      const Eigen::VectorXd a = randomScores(edges.size(), false, rng), b = randomScores(edges.size(), false, rng);
      ClusteringCutPool pool;
      int roundsCold = 0, roundsSeeded = 0;
      for (int t = 0; t < 12; ++t) {
        // A learner's zig-zag: scores alternate between two directions, drifting a little.
        Eigen::VectorXd s = (t % 2 ? a : b) + 0.05 * t * (t % 2 ? b : a);
        for (Eigen::Index e = 0; e < s.size(); ++e) s(e) += 0.1 * noise(rng);
        const ClusteringLpResult cold = solveClusteringLp(n, edges, s);
        const ClusteringLpResult seeded = solveClusteringLp(n, edges, s, {}, &pool);
        QVERIFY(cold.converged && seeded.converged);
        QVERIFY2(std::abs(cold.lpBound - seeded.lpBound) < 1e-7 * (1 + std::abs(cold.lpBound)),
                 qPrintable(QString("step %1: %2 cold, %3 seeded").arg(t).arg(cold.lpBound).arg(seeded.lpBound)));
        QVERIFY(std::abs(cold.score - seeded.score) < 1e-7 * (1 + std::abs(cold.score)) || !cold.integral);
        if (t >= 2) roundsCold += cold.rounds, roundsSeeded += seeded.rounds;
      }
      qInfo("%s graph: %d rounds seeded, %d cold", complete ? "complete" : "sparse", roundsSeeded, roundsCold);
      QVERIFY2(roundsSeeded < roundsCold, qPrintable(QString("%1 rounds seeded, %2 cold").arg(roundsSeeded).arg(roundsCold)));
    }
  }

  // With scores close to remembered ones, the LP starts at the remembered optimal basis: the same
  // LP again needs no pivot at all, a slightly moved one reaches the cold optimum, and without
  // the basis (seedBasisFromCosine above 1) the same re-solve pivots again.
  void seededBasisStartsAtTheEarlierOptimum() {
    std::mt19937 rng(5);
    std::normal_distribution<double> noise;
    for (bool complete : {true, false}) {
      const int n = 30;
      const auto edges = randomEdges(n, complete, rng);
      const Eigen::VectorXd s = randomScores(edges.size(), false, rng);
      ClusteringCutPool withBasis, cutsOnly;
      ClusteringLpOptions noBasis;
      noBasis.seedBasisFromCosine = 2;
      const ClusteringLpResult first = solveClusteringLp(n, edges, s, {}, &withBasis);
      solveClusteringLp(n, edges, s, noBasis, &cutsOnly);
      QVERIFY(first.simplexIterations > 0);
      const ClusteringLpResult again = solveClusteringLp(n, edges, s, {}, &withBasis);
      const ClusteringLpResult againCutsOnly = solveClusteringLp(n, edges, s, noBasis, &cutsOnly);
      QCOMPARE(again.simplexIterations, 0);
      QVERIFY(againCutsOnly.simplexIterations > 0);
      QVERIFY(std::abs(again.lpBound - first.lpBound) < 1e-9 * (1 + std::abs(first.lpBound)));
      ClusteringLpOptions fewCuts;  // a seed cut short by maxCutsPerRound: still the cold optimum
      fewCuts.maxCutsPerRound = 10;
      fewCuts.maxRounds = 2000;
      for (int t = 0; t < 6; ++t) {
        Eigen::VectorXd moved = s;
        for (Eigen::Index e = 0; e < moved.size(); ++e) moved(e) += 0.05 * noise(rng);
        const ClusteringLpResult cold = solveClusteringLp(n, edges, moved);
        if (t == 5) QVERIFY(withBasis.seedFor(moved).cuts.size() > size_t(fewCuts.maxCutsPerRound));
        const ClusteringLpResult seeded =
            solveClusteringLp(n, edges, moved, t == 5 ? fewCuts : ClusteringLpOptions{}, &withBasis);
        QVERIFY(cold.converged && seeded.converged);
        QVERIFY2(std::abs(cold.lpBound - seeded.lpBound) < 1e-7 * (1 + std::abs(cold.lpBound)),
                 qPrintable(QString("move %1: %2 cold, %3 seeded").arg(t).arg(cold.lpBound).arg(seeded.lpBound)));
      }
    }
  }

  void cutPoolSeedsFromTheMostAlikeScores() {
    // The pool seeds from the remembered scores that point most nearly the same way, and
    // ignores those of another length.
    ClusteringCutPool pool(2);
    const Eigen::VectorXd x = Eigen::VectorXd::Unit(3, 0), y = Eigen::VectorXd::Unit(3, 1);
    pool.remember(x, {{{0, 1}, 2, 1.0, 0.5}}, {ClusteringColumnStatus::Basic, ClusteringColumnStatus::AtOne,
                                               ClusteringColumnStatus::AtZero});
    pool.remember(y, {{{1, 2}, 0, 1.0, 0.0}, {{0, 2}, 1, 1.0, 0.0}});
    QCOMPARE(pool.seedFor(3 * x + 0.1 * y).cuts.size(), size_t(1));
    QCOMPARE(pool.seedFor(3 * x + 0.1 * y).columns.size(), size_t(3));  // the basis comes with the cuts
    QCOMPARE(pool.seedFor(3 * x + 0.1 * y).cosine, 3 / std::sqrt(9.01));
    QVERIFY(pool.seedFor(y).columns.empty());
    QCOMPARE(pool.seedFor(3 * x + 0.1 * y).cuts[0].violation, 0.0);  // stored without a violation
    QCOMPARE(pool.seedFor(y).cuts.size(), size_t(2));
    QVERIFY(pool.seedFor(Eigen::VectorXd::Ones(4)).cuts.empty());
    pool.remember(Eigen::VectorXd::Ones(3), {});  // x's cuts are forgotten (it holds two)
    QVERIFY(pool.seedFor(x).cuts.empty());  // the all-ones scores, without cuts, are now the nearest
  }

  void rejectsBadInput() {
    const Eigen::VectorXd one = Eigen::VectorXd::Ones(1);
    QVERIFY(throwsInvalid([&] { solveClusteringLp(0, {}, Eigen::VectorXd()); }));
    QVERIFY(throwsInvalid([&] { solveClusteringLp(3, {{0, 0}}, one); }));
    QVERIFY(throwsInvalid([&] { solveClusteringLp(3, {{0, 3}}, one); }));
    QVERIFY(throwsInvalid([&] { solveClusteringLp(3, {{-1, 2}}, one); }));
    QVERIFY(throwsInvalid([&] { solveClusteringLp(3, {{0, 1}, {1, 0}}, Eigen::VectorXd::Ones(2)); }));
    QVERIFY(throwsInvalid([&] { solveClusteringLp(3, {{0, 1}}, Eigen::VectorXd::Ones(2)); }));
    QVERIFY(throwsInvalid(
        [&] { solveClusteringLp(3, {{0, 1}}, Eigen::VectorXd::Constant(1, std::numeric_limits<double>::quiet_NaN())); }));
    QVERIFY(throwsInvalid([&] { solveClusteringExactly(kMaxExactObjects + 1, {}, Eigen::VectorXd()); }));
    QVERIFY(throwsInvalid([&] { lossAugmentedClusteringLp(3, {{0, 1}}, one, {0, 1}); }));
    QVERIFY(throwsInvalid([&] { lossAugmentedClusteringLp(2, {{0, 1}}, one, {0, -1}); }));
    ClusteringExample x;
    x.numObjects = 3;
    x.edges = {{0, 1}, {1, 2}};
    x.edgeFeatures = RowMatrix::Zero(2, 2);
    validateClusteringExample(x, 2);  // fine
    QVERIFY(throwsInvalid([&] { validateClusteringExample(x, 3); }));
    x.edgeFeatures(1, 1) = std::numeric_limits<double>::quiet_NaN();
    try {
      validateClusteringExample(x, 2, "example 4: ");
      QFAIL("NaN feature accepted");
    } catch (const std::invalid_argument& e) {
      QVERIFY(QString(e.what()).contains("example 4: ") && QString(e.what()).contains("edge 1"));
    }
    x.edgeFeatures = RowMatrix::Zero(3, 2);
    QVERIFY(throwsInvalid([&] { validateClusteringExample(x, 2); }));
    x.edgeFeatures = RowMatrix::Zero(2, 2);
    x.gold = {0, 1};
    QVERIFY(throwsInvalid([&] { validateClusteringExample(x, 2); }));
    // Trivial but valid: one object, no edges.
    const ClusteringLpResult r = solveClusteringLp(1, {}, Eigen::VectorXd());
    QCOMPARE(r.partition, Partition{0});
    QVERIFY(r.integral);
  }

  void metricsByHand() {
    // gold {0,0,0 | 1,1}, predicted {0,0 | 1,1,1}: 10 pairs, 4 together in each, 2 in both.
    const ClusteringMetrics m = clusteringMetrics({0, 0, 0, 1, 1}, {5, 5, 2, 2, 2});
    QCOMPARE(m.pairsTotal, 10.0);
    QCOMPARE(m.pairsTogetherGold, 4.0);
    QCOMPARE(m.pairsTogetherPredicted, 4.0);
    QCOMPARE(m.pairsTogetherBoth, 2.0);
    QVERIFY(std::abs(m.rand - 0.6) < 1e-12);
    QVERIFY(std::abs(m.precision - 0.5) < 1e-12 && std::abs(m.recall - 0.5) < 1e-12 && std::abs(m.f1 - 0.5) < 1e-12);
    // VI = H(P|G) + H(G|P): cells 2/5, 1/5, 2/5; marginals (3/5, 2/5) both ways.
    const double hJoint = -2 * 0.4 * std::log(0.4) - 0.2 * std::log(0.2);
    const double hMarg = -0.6 * std::log(0.6) - 0.4 * std::log(0.4);
    QVERIFY(std::abs(m.variationOfInformation - (2 * hJoint - 2 * hMarg)) < 1e-12);
    // Same partition under other ids.
    const ClusteringMetrics same = clusteringMetrics({0, 0, 1, 2}, {7, 7, 3, 9});
    QCOMPARE(same.rand, 1.0);
    QCOMPARE(same.f1, 1.0);
    QVERIFY(same.variationOfInformation < 1e-12);
    // All singletons vs one cluster: no pair agrees; VI = log 4.
    const ClusteringMetrics worst = clusteringMetrics({0, 1, 2, 3}, {0, 0, 0, 0});
    QCOMPARE(worst.rand, 0.0);
    QCOMPARE(worst.precision, 0.0);
    QCOMPARE(worst.recall, 1.0);
    QVERIFY(std::abs(worst.variationOfInformation - std::log(4.0)) < 1e-12);
  }

  void weightsEqualExpandedElements() {
    std::mt19937 rng(2);
    for (int trial = 0; trial < 50; ++trial) {
      const int n = 1 + static_cast<int>(rng() % 7);
      Partition gold(static_cast<size_t>(n)), pred(static_cast<size_t>(n)), goldX, predX;
      std::vector<double> w(static_cast<size_t>(n));
      for (int a = 0; a < n; ++a) {
        gold[a] = static_cast<int>(rng() % 3);
        pred[a] = static_cast<int>(rng() % 3);
        w[a] = 1 + static_cast<int>(rng() % 4);
        for (int r = 0; r < w[a]; ++r) goldX.push_back(gold[a]), predX.push_back(pred[a]);
      }
      const ClusteringMetrics a = clusteringMetrics(gold, pred, w), b = clusteringMetrics(goldX, predX);
      QVERIFY(std::abs(a.rand - b.rand) < 1e-12 && std::abs(a.f1 - b.f1) < 1e-12);
      QVERIFY(std::abs(a.variationOfInformation - b.variationOfInformation) < 1e-12);
      // Unweighted Rand index == edge accuracy on the complete graph.
      const ClusteringMetrics u = clusteringMetrics(gold, pred);
      if (n > 1) QVERIFY(std::abs(u.rand - edgeAccuracy(completeGraphEdges(n), gold, pred)) < 1e-12);
    }
    QVERIFY(throwsInvalid([] { clusteringMetrics({0, 1}, {0, 1}, {1.0, 0.5}); }));
    QVERIFY(throwsInvalid([] { clusteringMetrics({0, 1}, {0, 1}, {1.0}); }));
    QVERIFY(throwsInvalid([] { clusteringMetrics({0, 1}, {0}); }));
    QVERIFY(throwsInvalid([] { clusteringMetrics({}, {}); }));
    QVERIFY(throwsInvalid([] { clusteringMetrics({0, -1}, {0, 0}); }));
  }

  void kmeansSeparatesBlobs() {
    std::mt19937 rng(9);
    std::normal_distribution<double> g(0, 0.3);
    const double centres[3][2] = {{0, 0}, {10, 0}, {0, 10}};
    RowMatrix x(90, 2);
    Partition gold(90);
    for (int i = 0; i < 90; ++i) {
      gold[i] = i % 3;
      x(i, 0) = centres[i % 3][0] + g(rng);
      x(i, 1) = centres[i % 3][1] + g(rng);
    }
    const KMeansResult r = kmeans(x, 3, {100, 3, 4});
    QCOMPARE(clusteringMetrics(gold, r.assignment).rand, 1.0);
    for (int c : r.assignment) QVERIFY(c >= 0 && c < 3);
    const KMeansResult again = kmeans(x, 3, {100, 3, 4});
    QCOMPARE(again.assignment, r.assignment);  // deterministic seed
    // k = 1: inertia is the total squared deviation from the mean.
    const Eigen::RowVector2d mean = x.colwise().mean();
    const double total = (x.rowwise() - mean).squaredNorm();
    QVERIFY(std::abs(kmeans(x, 1).inertia - total) < 1e-9 * total);
    // k = n: every point its own cluster, inertia 0.
    QVERIFY(kmeans(x.topRows(5), 5).inertia < 1e-12);
    QVERIFY(throwsInvalid([&] { kmeans(x, 0); }));
    QVERIFY(throwsInvalid([&] { kmeans(x, 91); }));
    QVERIFY(throwsInvalid([&] { kmeans(RowMatrix(0, 2), 1); }));
    RowMatrix bad = x;
    bad(3, 1) = std::numeric_limits<double>::infinity();
    QVERIFY(throwsInvalid([&] { kmeans(bad, 2); }));
  }
};

QTEST_APPLESS_MAIN(TestClustering)
#include "test_clustering.moc"
