// libFuzzer target: Penn Treebank brackets (core/io/treebank.h): read, written and read back;
// normalised trees go to Chomsky normal form and back unchanged, and score perfectly against
// themselves (eval/bracket_metrics.h).
#include "eval/bracket_metrics.h"
#include "fuzz_support.h"
#include "io/treebank.h"
#include "parsing/cnf_tree.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
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
  }
  return 0;
}
