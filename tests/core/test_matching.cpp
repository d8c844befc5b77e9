// Disulfide connectivity: the blossom matching (LEMON) against exhaustive enumeration of all
// perfect / near-perfect matchings, its loss-augmented version, input validation, and the
// BondOracle: consistent phi / loss / values, BCFW against the exact structural-SVM QP
// (solveExactly over an adapter whose labels index matchings), and learnability of a gold
// connectivity generated from a hidden weight vector.
#include <QtTest>
#include <cmath>
#include <functional>
#include <limits>
#include <random>

#include "brute_force.h"
#include "inference/matching.h"
#include "learning/bcfw.h"
#include "learning/bond_oracle.h"
#include "learning/structured_learner.h"
#include "sanitized_build.h"

using namespace m3;

namespace {

// Every perfect matching of n nodes (n even), or every matching leaving exactly one node
// single (n odd): (n-1)!! resp. n (n-2)!! of them.
void forEachMatching(int n, const std::function<void(const std::vector<Bond>&)>& visit) {
  std::vector<char> used(static_cast<size_t>(n), 0);
  std::vector<Bond> current;
  bool skipped = false;
  std::function<void()> recurse = [&] {
    int first = 0;
    while (first < n && used[first]) ++first;
    if (first == n) {
      visit(current);
      return;
    }
    used[first] = 1;
    if (n % 2 == 1 && !skipped) {  // leave `first` single
      skipped = true;
      recurse();
      skipped = false;
    }
    for (int b = first + 1; b < n; ++b) {
      if (used[b]) continue;
      used[b] = 1;
      current.push_back({first, b});
      recurse();
      current.pop_back();
      used[b] = 0;
    }
    used[first] = 0;
  };
  recurse();
}

std::vector<std::vector<Bond>> allMatchings(int n) {
  std::vector<std::vector<Bond>> all;
  forEachMatching(n, [&](const std::vector<Bond>& m) { all.push_back(m); });
  return all;
}

Eigen::MatrixXd randomScores(int n, bool integerTies, std::mt19937& rng) {
  std::normal_distribution<double> g;
  std::uniform_int_distribution<int> small(-2, 2);
  Eigen::MatrixXd s = Eigen::MatrixXd::Zero(n, n);
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) s(a, b) = s(b, a) = integerTies ? small(rng) : 3 * g(rng);
  return s;
}

std::vector<Bond> randomMatching(int n, std::mt19937& rng) {
  const auto all = allMatchings(n);
  return all[std::uniform_int_distribution<size_t>(0, all.size() - 1)(rng)];
}

// Checks structure: sorted, a < b, disjoint, (near-)perfect, unpaired consistent.
bool isValidResult(const MatchingResult& r, int n) {
  std::vector<int> degree(static_cast<size_t>(n), 0);
  for (size_t k = 0; k < r.bonds.size(); ++k) {
    const Bond& e = r.bonds[k];
    if (e.a < 0 || e.b <= e.a || e.b >= n) return false;
    if (k > 0 && r.bonds[k - 1].a >= e.a) return false;
    ++degree[e.a];
    ++degree[e.b];
  }
  for (int v = 0; v < n; ++v)
    if (degree[v] != (v == r.unpaired ? 0 : 1)) return false;
  return (n % 2 == 1) == (r.unpaired >= 0);
}

RowMatrix randomPairFeatures(int n, int F, std::mt19937& rng) {
  std::normal_distribution<double> g;
  return RowMatrix::NullaryExpr(n * (n - 1) / 2, F, [&] { return g(rng); });
}

// Proteins with random pair features and random gold bonds (not necessarily learnable).
std::shared_ptr<std::vector<BondExample>> randomProteins(int count, int minN, int maxN, int F,
                                                         std::mt19937& rng) {
  auto examples = std::make_shared<std::vector<BondExample>>();
  std::uniform_int_distribution<int> size(minN, maxN);
  for (int k = 0; k < count; ++k) {
    BondExample e;
    e.numCysteines = size(rng);
    e.pairFeatures = randomPairFeatures(e.numCysteines, F, rng);
    e.gold = randomMatching(e.numCysteines, rng);
    examples->push_back(std::move(e));
  }
  return examples;
}

// The same problem as a BondOracle, but with one "node" per protein whose label indexes the
// protein's matchings, so test::solveExactly can enumerate the output space with
// forEachLabeling(1, K). Labels past the protein's own count wrap around (duplicate
// constraints do not change the QP).
class MatchingIndexOracle final : public StructuredOracle {
 public:
  explicit MatchingIndexOracle(const BondOracle& inner, const std::vector<BondExample>& examples)
      : inner_(inner) {
    for (const BondExample& e : examples) {
      matchings_.push_back(allMatchings(e.numCysteines));
      const auto& all = matchings_.back();
      const int index = static_cast<int>(std::find(all.begin(), all.end(), e.gold) - all.begin());
      truths_.push_back({index});
      numLabels_ = std::max(numLabels_, static_cast<int>(all.size()));
      sizes_.push_back(e.numCysteines);
    }
  }
  int numLabels() const { return numLabels_; }
  int numExamples() const override { return inner_.numExamples(); }
  int dimension() const override { return inner_.dimension(); }
  const Labeling& truth(int i) const override { return truths_[i]; }
  void addJointFeature(int i, const Labeling& y, double s, Eigen::VectorXd& acc) const override {
    inner_.addJointFeature(i, partners(i, y), s, acc);
  }
  ScoredLabeling lossAugmentedArgmax(int, const Eigen::VectorXd&) const override {
    throw std::logic_error("not used by solveExactly");
  }
  Labeling argmax(int, const Eigen::VectorXd&) const override {
    throw std::logic_error("not used by solveExactly");
  }
  double loss(int i, const Labeling& y) const override { return inner_.loss(i, partners(i, y)); }
  double lossScale(int i) const override { return inner_.lossScale(i); }

 private:
  Labeling partners(int i, const Labeling& y) const {
    const auto& all = matchings_[i];
    return partnersFromBonds(all[static_cast<size_t>(y[0]) % all.size()], sizes_[i]);
  }
  const BondOracle& inner_;
  std::vector<std::vector<std::vector<Bond>>> matchings_;
  std::vector<Labeling> truths_;
  std::vector<int> sizes_;
  int numLabels_ = 1;
};

}  // namespace

class TestMatching : public QObject {
  Q_OBJECT
 private slots:
  void enumeratorCountsMatchings() {
    // (n-1)!! for even n; n * (n-2)!! = n!! for odd n (choose the single node, pair the
    // rest), which is also the count for n + 1 nodes: the dummy-node reduction is a bijection.
    const int expected[] = {1, 0, 1, 0, 3, 0, 15, 0, 105, 0, 945, 0};
    for (int n = 0; n <= 10; ++n) QCOMPARE(static_cast<int>(allMatchings(n).size()), expected[n + n % 2]);
  }

  void tinyCases() {
    const MatchingResult empty = maxWeightPerfectMatching(Eigen::MatrixXd(0, 0));
    QVERIFY(empty.bonds.empty());
    QCOMPARE(empty.unpaired, -1);
    QCOMPARE(empty.score, 0.0);
    const MatchingResult single = maxWeightPerfectMatching(Eigen::MatrixXd::Zero(1, 1));
    QVERIFY(single.bonds.empty());
    QCOMPARE(single.unpaired, 0);
    Eigen::MatrixXd two(2, 2);
    two << 0, -4, -4, 0;  // negative scores still have to be paired
    const MatchingResult pair = maxWeightPerfectMatching(two);
    QCOMPARE(pair.bonds.size(), size_t(1));
    QVERIFY((pair.bonds[0] == Bond{0, 1}));
    QCOMPARE(pair.score, -4.0);
    QCOMPARE(pair.unpaired, -1);
    // Loss-augmented on two nodes: the only matching is the gold one, loss 0.
    QCOMPARE(lossAugmentedMatching(two, {{0, 1}}).score, -4.0);
  }

  void matchesBruteForce() {
    std::mt19937 rng(7);
    for (int n = 2; n <= 10; ++n) {
      const auto all = allMatchings(n);
      const int trials = n <= 8 ? 200 : 40;
      for (int trial = 0; trial < trials; ++trial) {
        const Eigen::MatrixXd s = randomScores(n, trial % 3 == 0, rng);
        double best = -std::numeric_limits<double>::infinity();
        for (const auto& m : all) best = std::max(best, matchingScore(s, m));
        const MatchingResult r = maxWeightPerfectMatching(s);
        QVERIFY2(isValidResult(r, n), qPrintable(QString("n=%1 trial %2").arg(n).arg(trial)));
        QCOMPARE(r.score, matchingScore(s, r.bonds));
        QVERIFY2(std::abs(r.score - best) <= 1e-9 * (1 + std::abs(best)),
                 qPrintable(QString("n=%1 trial %2: %3 vs %4").arg(n).arg(trial).arg(r.score).arg(best)));
      }
    }
  }

  // The margin is the best matching's score minus the second best's, over every (near-)perfect
  // matching; none other for n <= 2.
  void marginMatchesBruteForce() {
    std::mt19937 rng(11);
    for (int n = 1; n <= 9; ++n) {
      const auto all = allMatchings(n);
      for (int trial = 0; trial < 60; ++trial) {
        const Eigen::MatrixXd s = randomScores(n, trial % 3 == 0, rng);
        const MatchingResult r = maxWeightPerfectMatching(s);
        double second = -std::numeric_limits<double>::infinity();
        for (const auto& m : all)
          if (m != r.bonds) second = std::max(second, matchingScore(s, m));
        const double margin = matchingMargin(s, r);
        if (all.size() == 1) {
          QVERIFY(std::isinf(margin));
          continue;
        }
        QVERIFY2(std::abs(margin - (r.score - second)) <= 1e-9 * (1 + std::abs(r.score)),
                 qPrintable(QString("n=%1 trial %2: %3 vs %4")
                                .arg(n)
                                .arg(trial)
                                .arg(margin)
                                .arg(r.score - second)));
      }
    }
  }

  void largeInstancesAreTwoSwapOptimal() {
    // Beyond enumeration: an optimal perfect matching cannot gain by re-pairing any two of
    // its bonds (a,b),(c,d) as (a,c),(b,d) or (a,d),(b,c), nor by moving the single node.
    std::mt19937 rng(5);
    for (int n : {31, 40, 61}) {
      const Eigen::MatrixXd s = randomScores(n, false, rng);
      const MatchingResult r = maxWeightPerfectMatching(s);
      QVERIFY(isValidResult(r, n));
      for (size_t p = 0; p < r.bonds.size(); ++p) {
        const auto [a, b] = r.bonds[p];
        if (r.unpaired >= 0) {
          QVERIFY(s(a, b) >= s(a, r.unpaired) - 1e-9);
          QVERIFY(s(a, b) >= s(b, r.unpaired) - 1e-9);
        }
        for (size_t q = p + 1; q < r.bonds.size(); ++q) {
          const auto [c, d] = r.bonds[q];
          const double now = s(a, b) + s(c, d);
          QVERIFY(now >= s(a, c) + s(b, d) - 1e-9);
          QVERIFY(now >= s(a, d) + s(b, c) - 1e-9);
        }
      }
    }
  }

  void lossAugmentedMatchesBruteForce() {
    std::mt19937 rng(11);
    for (int n = 2; n <= 10; ++n) {
      const auto all = allMatchings(n);
      const int trials = n <= 8 ? 150 : 30;
      for (int trial = 0; trial < trials; ++trial) {
        // Small scores so the loss term actually changes the answer.
        const Eigen::MatrixXd s = 0.3 * randomScores(n, trial % 3 == 0, rng);
        const std::vector<Bond> gold = randomMatching(n, rng);
        double best = -std::numeric_limits<double>::infinity();
        for (const auto& m : all) best = std::max(best, matchingScore(s, m) + missingBonds(gold, m));
        const MatchingResult r = lossAugmentedMatching(s, gold);
        QVERIFY(isValidResult(r, n));
        QCOMPARE(r.score, matchingScore(s, r.bonds) + missingBonds(gold, r.bonds));
        QVERIFY2(std::abs(r.score - best) <= 1e-9 * (1 + std::abs(best)),
                 qPrintable(QString("n=%1 trial %2: %3 vs %4").arg(n).arg(trial).arg(r.score).arg(best)));
      }
    }
    // With zero scores every gold bond should be avoided when possible: loss = |gold|.
    for (int n = 4; n <= 9; ++n) {
      const std::vector<Bond> gold = randomMatching(n, rng);
      const MatchingResult r = lossAugmentedMatching(Eigen::MatrixXd::Zero(n, n), gold);
      QCOMPARE(missingBonds(gold, r.bonds), static_cast<int>(gold.size()));
    }
  }

  void rejectsInvalidInput() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, maxWeightPerfectMatching(Eigen::MatrixXd::Zero(3, 4)));
    Eigen::MatrixXd s = Eigen::MatrixXd::Zero(4, 4);
    s(0, 2) = 1;  // s(2, 0) stays 0
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, maxWeightPerfectMatching(s));
    s(2, 0) = 1;
    QVERIFY(maxWeightPerfectMatching(s).score == 1.0);
    s(1, 3) = s(3, 1) = std::numeric_limits<double>::quiet_NaN();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, maxWeightPerfectMatching(s));
    s(1, 3) = s(3, 1) = std::numeric_limits<double>::infinity();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, maxWeightPerfectMatching(s));
    s(1, 3) = s(3, 1) = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, lossAugmentedMatching(s, {{1, 0}}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, lossAugmentedMatching(s, {{0, 4}}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, lossAugmentedMatching(s, {{0, 1}, {1, 2}}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bondsFromPartners({1, 2, 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bondsFromPartners({0, kUnlabelled}));
    QVERIFY((bondsFromPartners({2, kUnlabelled, 0}) == std::vector<Bond>{{0, 2}}));
  }

  void oracleIsConsistent() {
    std::mt19937 rng(3);
    const int F = 3;
    auto examples = randomProteins(20, 0, 9, F, rng);
    const BondOracle oracle(examples, F);
    std::normal_distribution<double> g;
    for (int trial = 0; trial < 10; ++trial) {
      const Eigen::VectorXd w = Eigen::VectorXd::NullaryExpr(F, [&] { return g(rng); });
      for (int i = 0; i < oracle.numExamples(); ++i) {
        const BondExample& e = (*examples)[i];
        const int n = e.numCysteines;
        QCOMPARE(oracle.loss(i, oracle.truth(i)), 0.0);
        QCOMPARE(oracle.lossScale(i), static_cast<double>(e.gold.size()));
        auto value = [&](const Labeling& y) {
          Eigen::VectorXd phi = Eigen::VectorXd::Zero(F);
          oracle.addJointFeature(i, y, 1.0, phi);
          return w.dot(phi);
        };
        // The reported value is w.phi(y) + loss(y), and nothing enumerated beats it.
        const ScoredLabeling top = oracle.lossAugmentedArgmax(i, w);
        QVERIFY(std::abs(top.value - (value(top.labels) + oracle.loss(i, top.labels))) < 1e-9);
        const Labeling pred = oracle.argmax(i, w);
        double bestAug = -1e300, bestScore = -1e300;
        forEachMatching(n, [&](const std::vector<Bond>& m) {
          const Labeling y = partnersFromBonds(m, n);
          bestAug = std::max(bestAug, value(y) + oracle.loss(i, y));
          bestScore = std::max(bestScore, value(y));
          // Loss is the number of missed gold bonds, half the partner Hamming loss for even n.
          QCOMPARE(oracle.loss(i, y), static_cast<double>(missingBonds(e.gold, m)));
          if (n % 2 == 0) QCOMPARE(2 * oracle.loss(i, y), hammingLoss(oracle.truth(i), y));
        });
        QVERIFY(std::abs(top.value - bestAug) < 1e-9);
        QVERIFY(std::abs(value(pred) - bestScore) < 1e-9);
        const ExampleEvaluation ev = oracle.evaluate(i, w);
        QVERIFY(std::abs(ev.hinge - std::max(0.0, bestAug - value(oracle.truth(i)))) < 1e-9);
        QCOMPARE(ev.predictionLoss, oracle.loss(i, pred));
      }
    }
    // Invalid examples and labelings are rejected.
    auto bad = std::make_shared<std::vector<BondExample>>(1);
    (*bad)[0].numCysteines = 4;
    (*bad)[0].pairFeatures = RowMatrix::Zero(6, F);
    (*bad)[0].gold = {{0, 1}};  // leaves two cysteines single
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BondOracle(bad, F));
    (*bad)[0].gold = {{0, 1}, {2, 3}};
    (*bad)[0].pairFeatures = RowMatrix::Zero(5, F);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BondOracle(bad, F));
    (*bad)[0].pairFeatures = RowMatrix::Zero(6, F);
    const BondOracle ok(bad, F);
    Eigen::VectorXd acc = Eigen::VectorXd::Zero(F);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ok.addJointFeature(0, {1, 2, 3, 0}, 1.0, acc));
  }

  void bcfwReachesExactQpOptimum() {
    for (unsigned seed = 1; seed <= (kSanitizedBuild ? 2u : 4u); ++seed) {
      std::mt19937 rng(seed);
      const int F = 1 + static_cast<int>(seed % 3);
      const double C = seed % 2 ? 1.0 : 5.0;
      auto examples = randomProteins(3, 2, 6, F, rng);
      const BondOracle oracle(examples, F);
      const MatchingIndexOracle indexed(oracle, *examples);
      test::ExactSolution exact;
      try {
        exact = test::solveExactly(indexed, indexed.numLabels(), C, 1e-10);
      } catch (const std::exception& e) {
        QFAIL(e.what());
      }
      // Both oracles describe the same QP.
      QVERIFY(std::abs(evaluatePrimal(oracle, exact.w, C).primal - exact.primal) < 1e-8);

      BcfwOptions options;
      options.C = C;
      options.maxPasses = 200000;
      // Frank-Wolfe gaps shrink like 1/k; the sanitized build stops earlier (same checks: the
      // distance to the exact optimum is within the gap it reports).
      options.relativeGapTolerance = kSanitizedBuild ? 1e-2 : 1e-3;
      options.seed = seed;
      const BcfwResult r = trainStructured(oracle, options);
      QVERIFY2(r.reason == StopReason::Converged,
               qPrintable(QString("seed %1: %2 passes, gap %3, primal %4").arg(seed)
                              .arg(r.progress.pass).arg(r.progress.gap).arg(r.progress.primal)));
      const double primal = evaluatePrimal(oracle, r.weights, C).primal;
      QVERIFY2(primal >= exact.primal - 1e-8 && primal - exact.primal <= r.progress.gap + 1e-8,
               qPrintable(QString("seed %1: primal %2 vs exact %3, gap %4")
                              .arg(seed).arg(primal).arg(exact.primal).arg(r.progress.gap)));
      // Strong convexity: 1/2 |w - w*|^2 <= P(w) - P*.
      QVERIFY((r.weights - exact.w).squaredNorm() <= 2 * (primal - exact.primal) + 1e-8);
    }
  }

  void learnsHiddenConnectivity() {
    // Gold = the hidden weights' matching, kept only when scale * hidden already separates
    // it with margin >= loss (its loss-augmented argmax is the gold itself). Then
    // w = scale * hidden has zero hinge, so P* <= bound = 1/2 |scale * hidden|^2; and any w
    // with P(w) < C has sum_i H_i < 1, while a missed bond forces H_i >= 1. So a converged
    // run with C > bound / (1 - tol) (checked directly: P(w) < C) provably has training
    // precision 1; a loose tolerance suffices, since large C slows Frank-Wolfe down.
    std::mt19937 rng(42);
    const int F = 5;
    const double scale = 5;
    std::normal_distribution<double> g;
    const Eigen::VectorXd hidden = Eigen::VectorXd::NullaryExpr(F, [&] { return g(rng); });
    auto examples = std::make_shared<std::vector<BondExample>>();
    int rejected = 0;
    while (examples->size() < 40) {
      const int k = static_cast<int>(examples->size());
      BondExample e;
      e.numCysteines = 2 * (2 + k % 4) + (k % 5 == 0);  // 4..10 cysteines, some odd
      e.pairFeatures = randomPairFeatures(e.numCysteines, F, rng);
      const int n = e.numCysteines;
      Eigen::MatrixXd s = Eigen::MatrixXd::Zero(n, n);
      const Eigen::VectorXd rows = e.pairFeatures * (scale * hidden);
      for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) s(a, b) = s(b, a) = rows(BondOracle::pairRow(a, b, n));
      e.gold = maxWeightPerfectMatching(s).bonds;
      if (missingBonds(e.gold, lossAugmentedMatching(s, e.gold).bonds) != 0) {
        ++rejected;
        continue;
      }
      examples->push_back(std::move(e));
    }
    QVERIFY(rejected < 40);  // the filter keeps the set representative
    const BondOracle oracle(examples, F);
    const double bound = 0.5 * (scale * hidden).squaredNorm();
    BcfwOptions options;
    options.relativeGapTolerance = 0.25;
    options.C = 2 * bound / (1 - options.relativeGapTolerance);
    options.maxPasses = 20000;
    const BcfwResult r = trainStructured(oracle, options);
    QVERIFY2(r.reason == StopReason::Converged,
             qPrintable(QString("%1 passes, gap %2").arg(r.progress.pass).arg(r.progress.gap)));
    QVERIFY(evaluatePrimal(oracle, r.weights, options.C).primal < options.C);
    int correct = 0, total = 0;
    for (int i = 0; i < oracle.numExamples(); ++i) {
      const Labeling y = oracle.argmax(i, r.weights);
      total += static_cast<int>(oracle.lossScale(i));
      correct += static_cast<int>(oracle.lossScale(i) - oracle.loss(i, y));
    }
    const double cosine = r.weights.dot(hidden) / (r.weights.norm() * hidden.norm());
    QVERIFY2(correct == total, qPrintable(QString("training precision %1/%2 after %3 passes, cos %4")
                                              .arg(correct).arg(total).arg(r.progress.pass).arg(cosine)));
    QVERIFY2(cosine > 0.9, qPrintable(QString("cos %1").arg(cosine)));
    qInfo("hidden connectivity: %d/%d bonds after %d passes, %d rejected, cos %.4f", correct, total,
          r.progress.pass, rejected, cosine);
  }
};

QTEST_APPLESS_MAIN(TestMatching)
#include "test_matching.moc"
