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
  bool found() const { return score > -std::numeric_limits<double>::infinity(); }
};

// `lexical` is n x |symbols|: the score of each symbol as the preterminal over each word
// (-infinity where it cannot be). `spanScore(symbol, start, end)`, when given, is added for
// every constituent of more than one word and every preterminal (end = start + 1). Throws
// std::invalid_argument when the shapes do not fit, or when the chart (n^2 |symbols| cells)
// would pass 1.5e8 cells.
using SpanScore = std::function<double(int symbol, int start, int end)>;
CkyParse parseCky(const CkyGrammar& grammar, const std::vector<std::string>& words, const Eigen::MatrixXd& lexical,
                  const SpanScore& spanScore = {});

}  // namespace m3
