// libFuzzer target: Penn Treebank brackets (core/io/treebank.h): read, written and read back;
// normalised trees go to Chomsky normal form and back unchanged, and score perfectly against
// themselves (eval/bracket_metrics.h); a bracket added and removed again (parsing/tree_edit.h)
// leaves the tree as it was. The same bytes as the Sentences workbench's sentence files
// (io/sentence_file.h: trees or plain text) give each sentence its tree's words.
#include "eval/bracket_metrics.h"
#include "fuzz_support.h"
#include "io/treebank.h"
#include "io/sentence_file.h"
#include "parsing/cnf_tree.h"
#include "parsing/tree_edit.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  std::vector<SentenceRecord> sentences;
  if (fuzz::readsOrRefuses([&] { sentences = parseSentenceText(fuzz::bytes(data, size), fuzz::kSource); }))
    for (const SentenceRecord& s : sentences)
      fuzz::check(s.words.size() == s.tags.size() && (!s.tree || treeWords(*s.tree) == s.words), "sentence words");
  std::vector<ParseTree> trees;
  if (!fuzz::readsOrRefuses([&] { trees = parsePennTrees(fuzz::bytes(data, size), fuzz::kSource); })) return 0;
  for (ParseTree& tree : trees) {
    const std::vector<ParseTree> again = parsePennTrees(formatPennTree(tree), "written");
    fuzz::check(again.size() == 1 && again[0] == tree, "bracketing");
    if (!normaliseTree(tree)) continue;
    ParseTree cnf;
    try {
      cnf = toCnf(tree);
    } catch (const std::invalid_argument&) {
      continue;  // a label with '+' or a leading '@': refused by design
    }
    fuzz::check(fromCnf(cnf) == tree, "CNF");
    BracketScores self;
    self.add(tree, tree);
    fuzz::check(self.exact == 1 && self.matched == self.gold, "bracket scores");
    const int words = static_cast<int>(treeWords(tree).size());
    ParseTree edited = tree;
    TreePath added;
    const int start = static_cast<int>(size % static_cast<size_t>(words));
    const WordSpan span{start, start + 1 + static_cast<int>((size / 7) % static_cast<size_t>(words - start))};
    if (addBracket(edited, span, "FUZZ", &added, nullptr)) {
      fuzz::check(nodeSpan(edited, added) == span && removeBracket(edited, added, nullptr) && edited == tree, "tree edit");
    }
  }
  return 0;
}
