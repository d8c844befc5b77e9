#pragma once
// The GENERATIVE baseline of thesis ch. 9: a probabilistic context-free grammar read off
// treebank trees in Chomsky normal form (parsing/cnf_tree.h) by relative frequencies, with
// smoothed tag-word scores, parsed by CKY (parsing/cky.h).
//   - rules: log P(A -> B C | A); roots: log P(root = A);
//   - words: a preterminal symbol's tag is its last '+' part (NP+NNP: NNP); its score over a word
//     is log P(t | w) - log P(t), with P(t | w) = (c(t, w) + P(t | sig(w))) / (c(w) + 1) and
//     P(t | sig) estimated from the words seen once (shrunk towards P(t)), so unknown words are
//     scored by their signature (capitals, digits, hyphens, suffix). This equals log P(w | t) up
//     to a term of the word alone, which every parse of a sentence shares.
#include <string>
#include <unordered_map>
#include <vector>

#include "parsing/cky.h"

namespace m3 {

// "UNK" plus what a word looks like: -INITC (capitalised, first word), -CAPS, -LC, -NUM, -DASH
// and one common suffix (-ing, -ed, -ly, -ion, -er, -est, -al, -ity, -s, -y).
std::string unknownWordSignature(const std::string& word, bool firstWord);

struct Pcfg {
  CkyGrammar grammar;
  std::vector<std::string> tags;
  std::vector<int> tagOfSymbol;  // per grammar symbol: its tag's index when it can be a preterminal, else -1
  std::unordered_map<std::string, std::vector<double>> tagGivenWord;       // P(t | w) counts: c(t, w)
  std::unordered_map<std::string, double> wordCount;                       // c(w)
  std::unordered_map<std::string, std::vector<double>> tagGivenSignature;  // P(t | sig), smoothed
  std::vector<double> tagPrior;                                            // P(t)

  // n x |symbols| scores for parseCky.
  Eigen::MatrixXd lexicalScores(const std::vector<std::string>& words) const;
  CkyParse parse(const std::vector<std::string>& words) const;
};

// From trees in CNF; throws std::invalid_argument for no trees.
Pcfg estimatePcfg(const std::vector<ParseTree>& cnfTrees);

}  // namespace m3
