// Tree edits of the Sentences workbench (parsing/tree_edit.h): adding, removing and relabelling
// brackets keeps the words, refuses crossing brackets, and round-trips; the sentence files
// (io/sentence_file.h) and the generated sample (samples/sentence_sample.h).
#include <QtTest>

#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/sentence_file.h"
#include "parsing/tree_edit.h"
#include "samples/sentence_sample.h"

using namespace m3;

namespace {
ParseTree tree(const std::string& text) { return parsePennTrees(text, "test").at(0); }
std::string text(const ParseTree& t) { return formatPennTree(t); }
}  // namespace

class TestTreeEdit : public QObject {
  Q_OBJECT
 private slots:
  void addBracketWrapsChildrenInTheDeepestNode() {
    ParseTree t = tree("(S (NP (DT the) (NN dog)) (VP (VBD saw) (DT a) (NN cat)) (. .))");
    TreePath added;
    std::string why;
    QVERIFY(addBracket(t, {3, 5}, "NP", &added, &why));
    QCOMPARE(text(t), std::string("(S (NP (DT the) (NN dog)) (VP (VBD saw) (NP (DT a) (NN cat))) (. .))"));
    QCOMPARE(added, (TreePath{1, 1}));
    QCOMPARE(nodeSpan(t, added), (WordSpan{3, 5}));
    // A span equal to a node's goes above it (a unary); a word gets a bracket over its tag.
    QVERIFY(addBracket(t, {2, 5}, "VP", &added, &why));
    QCOMPARE(added, (TreePath{1}));
    QCOMPARE(nodeAt(t, {1, 0})->label, std::string("VP"));
    QVERIFY(addBracket(t, {0, 1}, "X", &added, &why));
    QCOMPARE(text(*nodeAt(t, added)), std::string("(X (DT the))"));
    // The whole sentence: a constituent right under the root.
    QVERIFY(addBracket(t, {0, 6}, "S", &added, &why));
    QCOMPARE(added, (TreePath{0}));
    QCOMPARE(treeWords(t), (std::vector<std::string>{"the", "dog", "saw", "a", "cat", "."}));
  }

  void crossingBracketsAndBadInputAreRefused() {
    const ParseTree before = tree("(S (NP (DT the) (NN dog)) (VP (VBD saw) (NP (DT a) (NN cat))) (. .))");
    ParseTree t = before;
    std::string why;
    QVERIFY(!addBracket(t, {1, 3}, "X", nullptr, &why));  // dog saw: crosses NP and VP
    QVERIFY(why.find("cross") != std::string::npos);
    QVERIFY(!addBracket(t, {2, 2}, "X", nullptr, &why));
    QVERIFY(!addBracket(t, {4, 9}, "X", nullptr, &why));
    QVERIFY(!addBracket(t, {0, 2}, "N P", nullptr, &why));
    QVERIFY(!addBracket(t, {0, 2}, "", nullptr, &why));
    QVERIFY(!addBracket(t, {0, 2}, "(NP", nullptr, &why));
    QVERIFY(!removeBracket(t, {}, &why));
    QVERIFY(!removeBracket(t, {0, 0}, &why));  // a tag
    QVERIFY(!removeBracket(t, {7}, &why));
    QVERIFY(!relabelNode(t, {0, 5}, "NP", &why));
    QCOMPARE(t, before);
  }

  void removeUndoesAddAndRelabelRenames() {
    const ParseTree before = tree("(S (NP (PRP she)) (VP (VBD saw) (NP (DT the) (NN man)) (PP (IN with) (NP (DT a) (NN hat)))) (. .))");
    ParseTree t = before;
    std::string why;
    TreePath added;
    QVERIFY(addBracket(t, {2, 7}, "NP", &added, &why));  // the man with a hat: noun attachment
    QCOMPARE(text(*nodeAt(t, added)), std::string("(NP (NP (DT the) (NN man)) (PP (IN with) (NP (DT a) (NN hat))))"));
    QVERIFY(removeBracket(t, added, &why));
    QCOMPARE(t, before);
    QVERIFY(relabelNode(t, {1, 2}, "ADVP", &why));
    QCOMPARE(nodeAt(t, {1, 2})->label, std::string("ADVP"));
    QVERIFY(relabelNode(t, {0, 0}, "NN", &why));  // a tag
    QCOMPARE(treeTags(t)[0], std::string("NN"));
    QCOMPARE(nodeSpan(before, {1, 2}), (WordSpan{4, 7}));
    QCOMPARE(nodeSpan(before, {1, 2, 1, 0}), (WordSpan{5, 6}));
    QCOMPARE(nodeSpan(before, {9}), (WordSpan{0, 0}));
    // Labels that the reader or Chomsky normal form would not take back are refused.
    for (const char* bad : {"NP+VP", "@NP", "-NONE-", "N\tP"}) QVERIFY2(!relabelNode(t, {1}, bad, &why), bad);
  }

  // The marks beside F1 follow its rules: punctuation left out, PRT = ADVP, each bracket once.
  void unmatchedBracketsFollowTheScoringRules() {
    const ParseTree gold = tree("(S (NP (PRP She)) (VP (VBD looked) (PRT (RP up)) (NP (DT the) (NN word))) (. .))");
    const ParseTree guess =
        tree("(S (NP (PRP She)) (VP (VBD looked) (ADVP (RP up)) (NP (DT the)) (NN word) (. .)))");
    // The guess's VP ends after the '.', which does not count: same scored span as the gold's.
    // Wrong: NP (the) alone. Missed: NP (the word).
    QCOMPARE(unmatchedBracketPaths(guess, gold, gold), (std::vector<std::vector<int>>{{1, 2}}));
    QCOMPARE(unmatchedBracketPaths(gold, guess, gold), (std::vector<std::vector<int>>{{1, 2}}));
    QVERIFY(unmatchedBracketPaths(gold, gold, gold).empty());
  }

  void flatTreeTakesTheGivenTags() {
    const ParseTree t = flatTree({"She", "slept", "."}, {"PRP", "", "."});
    QCOMPARE(text(t), std::string("(S (PRP She) (X slept) (. .))"));
  }

  void plainTextAndBracketedFilesRead() {
    int skipped = -1;
    const std::vector<SentenceRecord> plain =
        parseSentenceText("The/DT dog/NN barked/VBD ./.\n\n  1\\/2 (of) them \r\n", "plain.txt", &skipped);
    QCOMPARE(plain.size(), size_t(2));
    QCOMPARE(plain[0].words, (std::vector<std::string>{"The", "dog", "barked", "."}));
    QCOMPARE(plain[0].tags, (std::vector<std::string>{"DT", "NN", "VBD", "."}));
    QCOMPARE(plain[1].words, (std::vector<std::string>{"1/2", "-LRB-of-RRB-", "them"}));
    QCOMPARE(plain[1].tags, (std::vector<std::string>{"", "", ""}));
    // Only tags look like tags; a sentence may start with a bracket; Latin-1 words become UTF-8.
    const std::vector<SentenceRecord> words =
        parseSentenceText("(Reuters) and/or http://a.b/c 1/2 \xe9t\xe9/NN\n", "words.txt");
    QCOMPARE(words[0].words,
             (std::vector<std::string>{"-LRB-Reuters-RRB-", "and/or", "http://a.b/c", "1/2", "\xc3\xa9t\xc3\xa9"}));
    QCOMPARE(words[0].tags, (std::vector<std::string>{"", "", "", "", "NN"}));
    QVERIFY(!plain[0].tree);
    QCOMPARE(skipped, 0);
    const std::vector<SentenceRecord> trees = parseSentenceText(
        "( (S (NP-SBJ (-NONE- *)) (VP (VB Go))) )\n( (S (-NONE- *)) )\n", "trees.mrg", &skipped);
    QCOMPARE(trees.size(), size_t(1));
    QCOMPARE(skipped, 1);
    QCOMPARE(text(*trees[0].tree), std::string("(S (VP (VB Go)))"));
    QCOMPARE(trees[0].tags, (std::vector<std::string>{"VB"}));
    try {
      parseSentenceText(" \n\n", "empty.txt");
      QFAIL("an empty file was read");
    } catch (const IoError& e) {
      QVERIFY(std::string(e.what()).find("empty.txt") != std::string::npos);
    }
    try {
      parseSentenceText("(S (NP (DT the)", "cut.mrg");
      QFAIL("a truncated tree was read");
    } catch (const IoError& e) {
      QVERIFY(std::string(e.what()).find("cut.mrg") != std::string::npos);
    }
  }

  void theSampleIsDeterministicAndWithinItsLength() {
    const std::vector<ParseTree> a = generateSentenceSample({.sentences = 300, .maxWords = 12, .seed = 5});
    QCOMPARE(a, generateSentenceSample({.sentences = 300, .maxWords = 12, .seed = 5}));
    QVERIFY(a != generateSentenceSample({.sentences = 300, .maxWords = 12, .seed = 6}));
    int verbAttached = 0, nounAttached = 0;
    const auto countAttachments = [&](const auto& self, const ParseTree& n) -> void {
      for (const ParseTree& c : n.children) {
        if (c.label == "PP") (n.label == "VP" ? verbAttached : nounAttached) += 1;
        self(self, c);
      }
    };
    for (const ParseTree& t : a) {
      QVERIFY(treeWords(t).size() <= 12);
      QCOMPARE(t.label, std::string("S"));
      QVERIFY(std::isupper(static_cast<unsigned char>(treeWords(t)[0][0])));
      countAttachments(countAttachments, t);
    }
    // Both attachments occur, so the sample has an ambiguity to learn.
    QVERIFY(verbAttached > 20);
    QVERIFY(nounAttached > 20);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateSentenceSample({.sentences = 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateSentenceSample({.maxWords = 3}));
  }
};

QTEST_APPLESS_MAIN(TestTreeEdit)
#include "test_tree_edit.moc"
