#pragma once
// The auxiliary-parser features of LEXICAL+AUX (thesis 9.5, Table 9.2; Taskar, Klein, Collins,
// Koller and Manning 2004): another parser's tree for the sentence, used as evidence. For each
// constituent of a candidate tree two features fire: whether the auxiliary tree has a
// constituent over the same span, and whether it has one with the same (CNF) symbol there.
// Both decompose over labelled spans, so CKY stays exact and cubic. The thesis's auxiliary
// parser was Collins's; ours is the GENERATIVE PCFG (parsing/pcfg.h), the only other parser
// M3Studio has. On training sentences its trees come from jackknifing (jackknifedAuxTrees), so
// the learner sees them as reliable as they are on sentences the PCFG never saw.
#include <string>
#include <unordered_map>
#include <vector>

#include "io/treebank.h"

namespace m3 {

inline constexpr int kAuxFeatures = 2;  // the same span; the same span and symbol

class AuxSpans {
 public:
  AuxSpans() = default;  // no auxiliary tree: no feature fires
  // `cnf`: the auxiliary tree in CNF over `words` words (an empty label: none); its symbols are
  // found by name in `symbolIndex` (a symbol the grammar lacks still marks its span).
  // Throws std::invalid_argument when the tree does not span `words` words.
  AuxSpans(const ParseTree& cnf, const std::unordered_map<std::string, int>& symbolIndex, int words);

  bool empty() const { return n_ == 0; }
  bool sameSpan(int start, int end) const;
  bool sameSymbol(int symbol, int start, int end) const;
  // w[0] * sameSpan + w[1] * sameSymbol: what CKY adds for a constituent node.
  double score(const double* w, int symbol, int start, int end) const;

 private:
  int n_ = 0;
  std::vector<char> spans_;           // (n + 1) x (n + 1), by (start, end)
  std::vector<long long> labelled_;   // sorted (symbol, start, end) keys
};

// Each sentence's auxiliary tree (CNF) from a PCFG that never saw it. `cnfTrees` are the
// training trees; `wanted[k]` is the index of a tree whose sentence needs an auxiliary tree.
// The trees are dealt into `folds` folds by index; each fold's wanted sentences are parsed by the
// PCFG estimated from the other folds. An empty tree where that PCFG finds no parse, and for
// every sentence when there are fewer than two trees. Cost: `folds` PCFG estimates and one CKY
// parse per wanted sentence.
std::vector<ParseTree> jackknifedAuxTrees(const std::vector<ParseTree>& cnfTrees, const std::vector<size_t>& wanted,
                                          int folds = 10);

}  // namespace m3
