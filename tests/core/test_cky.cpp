// CKY (parsing/cky.h) against enumeration of every binary tree of tiny sentences under random
// grammars, with and without span scores; the generative PCFG (parsing/pcfg.h) on the Penn
// Treebank sample when it is there.
#include <QtTest>
#include <random>

#include "eval/bracket_metrics.h"
#include "io/treebank.h"
#include "parsing/cky.h"
#include "parsing/cnf_tree.h"
#include "parsing/pcfg.h"
#include "test_paths.h"

using namespace m3;

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();

// The best score over every tree of symbol s over [start, end), by brute force.
double bestByEnumeration(const CkyGrammar& g, const Eigen::MatrixXd& lexical, const SpanScore& span, int start, int end,
                         int s) {
  double best = kNone;
  if (end - start == 1) {
    if (lexical(start, s) > kNone) best = lexical(start, s) + (span ? span(s, start, end) : 0.0);
    return best;
  }
  for (const CkyRule& r : g.rules) {
    if (r.parent != s) continue;
    for (int split = start + 1; split < end; ++split) {
      const double l = bestByEnumeration(g, lexical, span, start, split, r.left);
      const double rr = bestByEnumeration(g, lexical, span, split, end, r.right);
      if (l > kNone && rr > kNone) best = std::max(best, l + rr + r.score + (span ? span(s, start, end) : 0.0));
    }
  }
  return best;
}

// The score of every tree of symbol s over [start, end) (the grammars below hold each rule
// once, so trees and derivations are the same), by brute force.
std::vector<double> allScores(const CkyGrammar& g, const Eigen::MatrixXd& lexical,
                              const SpanScore& span, int start, int end, int s) {
  std::vector<double> scores;
  const double own = span ? span(s, start, end) : 0.0;
  if (end - start == 1) {
    if (lexical(start, s) > kNone) scores.push_back(lexical(start, s) + own);
    return scores;
  }
  for (const CkyRule& r : g.rules) {
    if (r.parent != s) continue;
    for (int split = start + 1; split < end; ++split)
      for (double l : allScores(g, lexical, span, start, split, r.left))
        for (double rr : allScores(g, lexical, span, split, end, r.right))
          scores.push_back(l + rr + r.score + own);
  }
  return scores;
}

double scoreOf(const CkyGrammar& g, const Eigen::MatrixXd& lexical, const SpanScore& span, const ParseTree& t, int& at) {
  const int s = static_cast<int>(std::find(g.symbols.begin(), g.symbols.end(), t.label) - g.symbols.begin());
  const int start = at;
  if (t.isPreterminal()) {
    ++at;
    return lexical(start, s) + (span ? span(s, start, at) : 0.0);
  }
  double score = scoreOf(g, lexical, span, t.children[0], at) + scoreOf(g, lexical, span, t.children[1], at);
  const int l = static_cast<int>(std::find(g.symbols.begin(), g.symbols.end(), t.children[0].label) - g.symbols.begin());
  const int r = static_cast<int>(std::find(g.symbols.begin(), g.symbols.end(), t.children[1].label) - g.symbols.begin());
  double rule = kNone;
  for (const CkyRule& x : g.rules)
    if (x.parent == s && x.left == l && x.right == r) rule = std::max(rule, x.score);
  return score + rule + (span ? span(s, start, at) : 0.0);
}

}  // namespace

class TestCky : public QObject {
  Q_OBJECT
 private slots:
  void matchesEnumeration() {
    std::mt19937 rng(5);
    std::normal_distribution<double> gauss;
    for (int trial = 0; trial < 60; ++trial) {
      CkyGrammar g;
      const int S = 4;
      g.symbols = {"A", "B", "C", "D"};
      for (int p = 0; p < S; ++p)
        for (int l = 0; l < S; ++l)
          for (int r = 0; r < S; ++r)
            if (rng() % 3 == 0) g.rules.push_back({p, l, r, gauss(rng)});
      for (int s = 0; s < S; ++s) g.rootScore.push_back(rng() % 4 == 0 ? kNone : gauss(rng));
      const int n = 1 + trial % 5;
      std::vector<std::string> words(static_cast<size_t>(n), "w");
      Eigen::MatrixXd lexical(n, S);
      for (int i = 0; i < n; ++i)
        for (int s = 0; s < S; ++s) lexical(i, s) = rng() % 3 == 0 ? kNone : gauss(rng);
      SpanScore span;
      if (trial % 2) span = [](int s, int a, int b) { return 0.3 * s - 0.2 * (b - a) + (a == 0 ? 0.5 : 0.0); };
      double best = kNone;
      for (int s = 0; s < S; ++s)
        if (g.rootScore[static_cast<size_t>(s)] > kNone)
          best = std::max(best, bestByEnumeration(g, lexical, span, 0, n, s) + g.rootScore[static_cast<size_t>(s)]);
      const CkyParse parse = parseCky(g, words, lexical, span);
      QCOMPARE(parse.found(), best > kNone);
      if (!parse.found()) continue;
      QVERIFY(std::abs(parse.score - best) < 1e-9);
      int at = 0;
      const int root = static_cast<int>(std::find(g.symbols.begin(), g.symbols.end(), parse.tree.label) - g.symbols.begin());
      QVERIFY(std::abs(scoreOf(g, lexical, span, parse.tree, at) + g.rootScore[static_cast<size_t>(root)] - parse.score) < 1e-9);
      QCOMPARE(at, n);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseCky(CkyGrammar{{"A"}, {}, {0}}, {"w"}, Eigen::MatrixXd(2, 1)));
  }

  // The margin over the second-best tree, against every tree's score.
  void marginMatchesEnumeration() {
    std::mt19937 rng(9);
    std::normal_distribution<double> gauss;
    int withSecond = 0;
    for (int trial = 0; trial < 80; ++trial) {
      CkyGrammar g;
      const int S = 3 + trial % 2;
      for (int s = 0; s < S; ++s) g.symbols.push_back(std::string(1, static_cast<char>('A' + s)));
      for (int p = 0; p < S; ++p)
        for (int l = 0; l < S; ++l)
          for (int r = 0; r < S; ++r)
            if (rng() % 2 == 0) g.rules.push_back({p, l, r, gauss(rng)});
      for (int s = 0; s < S; ++s) g.rootScore.push_back(rng() % 4 == 0 ? kNone : gauss(rng));
      const int n = 1 + trial % 4;
      std::vector<std::string> words(static_cast<size_t>(n), "w");
      Eigen::MatrixXd lexical(n, S);
      for (int i = 0; i < n; ++i)
        for (int s = 0; s < S; ++s) lexical(i, s) = rng() % 3 == 0 ? kNone : gauss(rng);
      SpanScore span;
      if (trial % 3 == 1)
        span = [](int s, int a, int b) { return 0.4 * s - 0.3 * (b - a) + (a == 1 ? 0.7 : 0.0); };
      std::vector<double> trees;
      for (int s = 0; s < S; ++s)
        if (g.rootScore[static_cast<size_t>(s)] > kNone)
          for (double t : allScores(g, lexical, span, 0, n, s))
            trees.push_back(t + g.rootScore[static_cast<size_t>(s)]);
      std::sort(trees.rbegin(), trees.rend());
      const CkyParse parse = parseCky(g, words, lexical, span, true);
      QCOMPARE(parse.found(), !trees.empty());
      if (trees.empty()) continue;
      QVERIFY(std::abs(parse.score - trees[0]) < 1e-9);
      if (trees.size() == 1) {
        QVERIFY(std::isinf(parse.margin) && parse.margin > 0);
      } else {
        QVERIFY2(std::abs(parse.margin - (trees[0] - trees[1])) < 1e-9,
                 qPrintable(QString("trial %1: margin %2, enumeration %3")
                                .arg(trial)
                                .arg(parse.margin)
                                .arg(trees[0] - trees[1])));
        ++withSecond;
      }
    }
    QVERIFY(withSecond > 30);  // the random grammars leave most sentences more than one tree
    QVERIFY(std::isnan(
        parseCky(CkyGrammar{{"A"}, {}, {0}}, {"w"}, Eigen::MatrixXd::Zero(1, 1)).margin));
  }

  void unknownWordsBySignature() {
    QCOMPARE(unknownWordSignature("Walking", true), std::string("UNK-INITC-ing"));
    QCOMPARE(unknownWordSignature("IBM", false), std::string("UNK-CAPS"));
    QCOMPARE(unknownWordSignature("1-for-2", false), std::string("UNK-LC-NUM-DASH"));
  }

  void generativePcfgOnTheSample() {
    const std::string path = std::string(M3_SHARED_DATA_DIR) + "/ptb_sample/ptb_sample_combined.tar.gz";
    if (!QFile::exists(QString::fromStdString(path))) QSKIP("the Penn Treebank sample is not in ../shared/data/ptb_sample");
    std::vector<std::string> sources;
    std::vector<ParseTree> trees = readPennTrees(path, &sources);
    std::vector<ParseTree> train, test;
    for (size_t i = 0; i < trees.size(); ++i) {
      if (!normaliseTree(trees[i])) continue;
      const int file = std::stoi(sources[i].substr(sources[i].find("wsj_") + 4, 4));
      if (file <= 159) train.push_back(toCnf(trees[i]));
      else if (file >= 180 && scoredLength(trees[i]) <= 15) test.push_back(trees[i]);
    }
    const Pcfg pcfg = estimatePcfg(train);
    BracketScores scores;
    int failed = 0;
    QElapsedTimer timer;
    timer.start();
    for (const ParseTree& gold : test) {
      const CkyParse parse = pcfg.parse(treeWords(gold));
      if (!parse.found()) {
        ++failed;
        continue;
      }
      scores.add(gold, fromCnf(parse.tree));
    }
    qInfo("PCFG from %zu trees (%zu symbols, %zu rules): %zu test sentences of <= 15 words, F1 %.4f (P %.4f, R %.4f), "
          "exact %.3f, %d without a parse, %.1f sentences/s",
          train.size(), pcfg.grammar.symbols.size(), pcfg.grammar.rules.size(), test.size(), scores.f1(), scores.precision(),
          scores.recall(), scores.exactMatch(), failed, test.size() / (timer.elapsed() / 1000.0));
    QCOMPARE(failed, 0);
    QVERIFY(scores.f1() > 0.6);
  }
};

QTEST_APPLESS_MAIN(TestCky)
#include "test_cky.moc"
