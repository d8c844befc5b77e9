#include "eval/bracket_metrics.h"

#include <algorithm>
#include <stdexcept>

namespace m3 {

namespace {

bool isPunctuation(const std::string& tag) {
  return tag == "," || tag == ":" || tag == "``" || tag == "''" || tag == ".";
}

std::string evalbLabel(const std::string& label) { return label == "PRT" ? "ADVP" : label; }

// Adds the brackets below `tree` (not its own), returning the number of counted words in it.
int collect(const ParseTree& tree, int start, bool scoreThis, std::vector<Bracket>& out) {
  if (tree.isPreterminal()) return isPunctuation(tree.label) ? 0 : 1;
  int length = 0;
  for (const ParseTree& child : tree.children) length += collect(child, start + length, true, out);
  if (scoreThis && length > 0) out.push_back({evalbLabel(tree.label), start, start + length});
  return length;
}

}  // namespace

std::vector<Bracket> scoredBrackets(const ParseTree& tree) {
  std::vector<Bracket> brackets;
  collect(tree, 0, false, brackets);
  std::sort(brackets.begin(), brackets.end());
  return brackets;
}

int scoredLength(const ParseTree& tree) {
  std::vector<Bracket> ignored;
  return collect(tree, 0, false, ignored);
}

void BracketScores::add(const ParseTree& goldTree, const ParseTree& guessTree) {
  if (treeWords(goldTree) != treeWords(guessTree))
    throw std::invalid_argument("bracket scores: the two trees are of different words");
  const std::vector<Bracket> g = scoredBrackets(goldTree), p = scoredBrackets(guessTree);
  std::vector<Bracket> common;
  std::set_intersection(g.begin(), g.end(), p.begin(), p.end(), std::back_inserter(common));  // multiset
  matched += static_cast<long>(common.size());
  gold += static_cast<long>(g.size());
  guessed += static_cast<long>(p.size());
  ++sentences;
  exact += g == p;
}

}  // namespace m3
