#pragma once
// Labelled bracket scores as evalb computes them with its usual parameters (COLLINS.prm), for
// normalised trees (io/treebank.h) of the same words:
//   - punctuation (the gold tree's words tagged , : `` '' .) is removed from both sentences
//     before spans are counted, and a bracket left without words is dropped;
//   - preterminals are not scored, nor a root that is unlabelled or TOP (evalb deletes TOP); a
//     root such as S is; ADVP and PRT count as one label;
//   - brackets are matched as a multiset of (label, first word, end).
// Precision and recall are summed over sentences (micro averages), as evalb's totals are.
#include <string>
#include <vector>

#include "io/treebank.h"

namespace m3 {

struct Bracket {
  std::string label;
  int start = 0, end = 0;  // word span [start, end), punctuation not counted
  auto operator<=>(const Bracket&) const = default;
};

// The scored brackets of a tree, sorted.
std::vector<Bracket> scoredBrackets(const ParseTree& tree);

struct BracketScores {
  long matched = 0, gold = 0, guessed = 0;
  int sentences = 0, exact = 0;
  // Throws std::invalid_argument when the two trees' words differ.
  void add(const ParseTree& gold, const ParseTree& guess);
  double precision() const { return guessed ? double(matched) / double(guessed) : 0; }
  double recall() const { return gold ? double(matched) / double(gold) : 0; }
  double f1() const {
    const double p = precision(), r = recall();
    return p + r > 0 ? 2 * p * r / (p + r) : 0;
  }
  double exactMatch() const { return sentences ? double(exact) / sentences : 0; }
};

// The constituents of `tree` (by their paths from the root: child indices) whose scored bracket
// `other` does not have, matched as BracketScores matches them, with the punctuation of `gold`
// (one of the two) left out: what a front end marks as wrong or missed, so that the marks
// agree with the F1 beside them. Constituents without a scored bracket are never marked.
std::vector<std::vector<int>> unmatchedBracketPaths(const ParseTree& tree, const ParseTree& other,
                                                    const ParseTree& gold);

// Words that count for the thesis's length limit: punctuation (as above) not counted. (evalb's
// own length cut-off counts punctuation; the thesis and this sample's notes do not.)
int scoredLength(const ParseTree& tree);

}  // namespace m3
