#pragma once
// CKY over a grammar in Chomsky normal form (thesis 9.2): the best-scoring binary tree over a
// sentence, where a tree's score is the sum of its binary rules' scores, its preterminals'
// lexical scores, its root symbol's score and, optionally, a score per labelled span (how
// loss-augmented inference adds the constituent loss, and span features add their weights).
// Scores are log-domain: -infinity forbids. O(n^3 R) for n words and R binary rules.
#include <Eigen/Dense>
#include <functional>
#include <string>
#include <vector>

#include "io/treebank.h"

namespace m3 {

struct CkyRule {
  int parent = 0, left = 0, right = 0;
  double score = 0;
};

struct CkyGrammar {
  std::vector<std::string> symbols;  // nonterminals and preterminals, in CNF (S+VP, @NP, NP+NNP, NN)
  std::vector<CkyRule> rules;
  std::vector<double> rootScore;     // one per symbol; -infinity: not a root
};

struct CkyParse {
  ParseTree tree;  // in CNF over the words; empty label when no parse exists
  double score = -std::numeric_limits<double>::infinity();
  // With `withMargin`: the score by which the tree beats the second-best tree (>= 0; +infinity
  // when the grammar allows no other tree of the sentence); NaN when not asked for.
  double margin = std::numeric_limits<double>::quiet_NaN();
  bool found() const { return score > -std::numeric_limits<double>::infinity(); }
};

// `lexical` is n x |symbols|: the score of each symbol as the preterminal over each word
// (-infinity where it cannot be). `spanScore(symbol, start, end)`, when given, is added for
// every constituent of more than one word and every preterminal (end = start + 1). Throws
// std::invalid_argument when the shapes do not fit, or when the chart (n^2 |symbols| cells)
// would pass 1.5e8 cells (1e8 with `withMargin`: the same 2.4 GB).
// `withMargin` adds a top-down (outside) pass, about 1.3 times the parse's cost on the treebank
// sample (docs/benchmarks.md): the max-marginal of every labelled span (the best tree that
// contains it) is its inside plus outside score, and the second-best tree is the best max-marginal
// of a labelled span outside the best tree (a different tree holds at least one such span, since
// binary trees over n words all have 2n - 1 of them). Trees are told apart by their labelled spans:
// derivations that differ only in the rule of the same three symbols count as one tree.
using SpanScore = std::function<double(int symbol, int start, int end)>;
CkyParse parseCky(const CkyGrammar& grammar, const std::vector<std::string>& words,
                  const Eigen::MatrixXd& lexical, const SpanScore& spanScore = {},
                  bool withMargin = false);

}  // namespace m3
