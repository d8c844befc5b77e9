// Penn Treebank trees (io/treebank.h), their normalisation, Chomsky normal form and back
// (parsing/cnf_tree.h), and evalb-style bracket scores (eval/bracket_metrics.h); on the sample
// in ../shared/data/ptb_sample when it is there.
#include <QtTest>

#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/treebank.h"
#include "parsing/cnf_tree.h"
#include "test_paths.h"

using namespace m3;

namespace {

ParseTree one(const std::string& text) {
  const std::vector<ParseTree> trees = parsePennTrees(text, "t.mrg");
  if (trees.size() != 1) throw std::runtime_error("expected one tree");
  return trees[0];
}

QString errorOf(const std::string& text) {
  try {
    parsePennTrees(text, "t.mrg");
  } catch (const IoError& e) {
    return QString::fromUtf8(e.what());
  }
  return {};
}

bool isCnf(const ParseTree& t) {
  if (t.isPreterminal()) return !t.word.empty();
  if (t.children.size() != 2) return false;
  return isCnf(t.children[0]) && isCnf(t.children[1]);
}

const char* kVinken = R"(( (S
    (NP-SBJ
      (NP (NNP Pierre) (NNP Vinken) )
      (, ,)
      (ADJP (NP (CD 61) (NNS years) ) (JJ old) )
      (, ,) )
    (VP (MD will)
      (VP (VB join)
        (NP (DT the) (NN board) )
        (PP-CLR (IN as) (NP (DT a) (JJ nonexecutive) (NN director) ))
        (NP-TMP (NNP Nov.) (CD 29) )))
    (. .) ))
( (S (NP-SBJ-1 (-NONE- *)) (VP (VBZ is) (NP-PRD (-LRB- -LRB-) (NN chairman) (-RRB- -RRB-))) (. .)) ))";

}  // namespace

class TestTreebank : public QObject {
  Q_OBJECT
 private slots:
  void readsAndWritesBrackets() {
    const std::vector<ParseTree> trees = parsePennTrees(kVinken, "t.mrg");
    QCOMPARE(trees.size(), size_t(2));
    QCOMPARE(trees[0].label, std::string());  // the outer bracket
    QCOMPARE(trees[0].children[0].label, std::string("S"));
    QCOMPARE(treeWords(trees[0]).size(), size_t(18));
    QCOMPARE(treeTags(trees[0])[2], std::string(","));
    // Written on one line, read back the same.
    QVERIFY(parsePennTrees(formatPennTree(trees[1]), "again") == std::vector<ParseTree>{trees[1]});
    QCOMPARE(formatPennTree(one("((S (NN a) (VB b)))")), std::string("((S (NN a) (VB b)))"));
  }

  void badBracketsAreNamedByLine() {
    QVERIFY(errorOf("((S (NN a)\n(VB b)").contains("t.mrg:1: a bracket opened here is not closed"));
    QVERIFY(errorOf("((S (NN a)))\n)").contains("t.mrg:2: expected '('"));
    QVERIFY(errorOf("((S (NN a b)))").contains("holds more than one word"));
    QVERIFY(errorOf("((S ( a)))").contains("an empty bracket"));  // "a" is read as a label
    QVERIFY(errorOf("()").contains("an empty bracket"));
    QVERIFY(errorOf("((S ()))").contains("without a label"));
    QVERIFY(errorOf("((S (NN a").contains("not closed"));
    // Deep nesting is refused, not recursed into.
    std::string deep;
    for (int i = 0; i < 100000; ++i) deep += "(A ";
    QVERIFY(errorOf(deep).contains("nested deeper than 1000"));
    QVERIFY(parsePennTrees("  \n ", "t.mrg").empty());
    QVERIFY(errorOf("(S ((NN a) (NN b)))").contains("a bracket without a label inside a tree"));
    // So wide a constituent would be as deep once binarised: refused.
    std::string wide = "(S";
    for (int i = 0; i < 1001; ++i) wide += " (NN a)";
    QVERIFY(errorOf(wide + ")").contains("more than 1000 children"));
  }

  void normalisingDropsTracesAndFunctionTags() {
    std::vector<ParseTree> trees = parsePennTrees(kVinken, "t.mrg");
    QVERIFY(normaliseTree(trees[1]));
    QCOMPARE(formatPennTree(trees[1]), std::string("(S (VP (VBZ is) (NP (-LRB- -LRB-) (NN chairman) (-RRB- -RRB-))) (. .))"));
    QVERIFY(normaliseTree(trees[0]));
    QCOMPARE(trees[0].label, std::string("S"));
    QCOMPARE(trees[0].children[0].label, std::string("NP"));
    QCOMPARE(trees[0].children[1].children[1].children[2].label, std::string("PP"));
    ParseTree empty = one("((S (-NONE- *T*)))");
    QVERIFY(!normaliseTree(empty));
    QCOMPARE(one("(NP=2 (NN x))").label, std::string("NP=2"));
    ParseTree indexed = one("(NP=2 (NN x))");
    QVERIFY(normaliseTree(indexed));
    QCOMPARE(indexed.label, std::string("NP"));
  }

  void cnfAndBack() {
    std::vector<ParseTree> trees = parsePennTrees(kVinken, "t.mrg");
    for (ParseTree& t : trees) {
      QVERIFY(normaliseTree(t));
      const ParseTree cnf = toCnf(t);
      QVERIFY(isCnf(cnf));
      QVERIFY(fromCnf(cnf) == t);
    }
    // Unary chains join labels; long constituents get '@' nodes.
    ParseTree t = one("(S (VP (VB go)))");
    QCOMPARE(formatPennTree(toCnf(t)), std::string("(S+VP+VB go)"));
    t = one("(NP (DT a) (JJ b) (NN c) (NN d))");
    QCOMPARE(formatPennTree(toCnf(t)), std::string("(NP (DT a) (@NP (JJ b) (@NP (NN c) (NN d))))"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, toCnf(one("(A+B (NN c) (NN d))")));
  }

  void bracketScoresLikeEvalb() {
    ParseTree gold = one("(S (NP (DT the) (NN cat)) (VP (VBD sat) (PP (IN on) (NP (DT the) (NN mat)))) (. .))");
    ParseTree guess = one("(S (NP (DT the) (NN cat)) (VP (VBD sat)) (PP (IN on) (NP (DT the) (NN mat))) (. .))");
    // Gold: S[0,6] NP[0,2] VP[2,6] PP[3,6] NP[4,6]; guess: VP[2,3] instead; '.' not counted.
    QCOMPARE(scoredBrackets(gold).size(), size_t(5));
    BracketScores s;
    s.add(gold, guess);
    QCOMPARE(s.matched, 4L);
    QCOMPARE(s.precision(), 0.8);
    QCOMPARE(s.recall(), 0.8);
    QCOMPARE(s.exact, 0);
    s.add(gold, gold);
    QCOMPARE(s.exact, 1);
    QCOMPARE(s.f1(), 0.9);
    // The outer bracket and TOP are not scored.
    QCOMPARE(scoredBrackets(one("(TOP (S (NN a) (NN b)))")).size(), size_t(1));
    QCOMPARE(scoredBrackets(one("((S (NN a) (NN b)))")).size(), size_t(1));
    // The gold tree's punctuation is left out of both: a guess that tags the comma otherwise
    // keeps its later spans.
    BracketScores comma;
    comma.add(one("(S (NP (NN a)) (, ,) (VP (VB b) (NP (NN c))))"), one("(S (NP (NN a)) (NN ,) (VP (VB b) (NP (NN c))))"));
    QCOMPARE(comma.matched, 4L);
    QCOMPARE(comma.exact, 1);
    // Punctuation does not count in spans; a bracket of punctuation only is dropped; PRT = ADVP.
    const ParseTree a = one("(S (NP (NN x) (, ,)) (PRT (RP up)) (X (: ;)))");
    const ParseTree b = one("(S (NP (NN x)) (, ,) (ADVP (RP up)) (: ;))");
    BracketScores t;
    t.add(a, b);
    QCOMPARE(t.matched, 3L);  // S, NP, ADVP
    QCOMPARE(t.gold, 3L);
    QCOMPARE(scoredLength(a), 2);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.add(a, one("(S (NN y))")));
  }

  void treebankSample() {
    const std::string path = std::string(M3_SHARED_DATA_DIR) + "/ptb_sample/ptb_sample_combined.tar.gz";
    if (!QFile::exists(QString::fromStdString(path))) QSKIP("the Penn Treebank sample is not in ../shared/data/ptb_sample");
    std::vector<ParseTree> trees = readPennTrees(path);
    QCOMPARE(trees.size(), size_t(3914));
    int shortOnes = 0;
    for (ParseTree& t : trees) {
      QVERIFY(normaliseTree(t));
      shortOnes += scoredLength(t) <= 15;
      const ParseTree cnf = toCnf(t);
      QVERIFY(isCnf(cnf));
      QVERIFY2(fromCnf(cnf) == t, formatPennTree(t).c_str());
      BracketScores self;
      self.add(t, fromCnf(cnf));
      QCOMPARE(self.exact, 1);
    }
    qInfo("%d of %zu sentences have at most 15 words (punctuation not counted)", shortOnes, trees.size());
    // evalb's punctuation (, : `` '' .). PROVENANCE.md's 1,233 leaves out every tag without a
    // letter, $ and # too.
    QCOMPARE(shortOnes, 1212);
  }
};

QTEST_APPLESS_MAIN(TestTreebank)
#include "test_treebank.moc"
