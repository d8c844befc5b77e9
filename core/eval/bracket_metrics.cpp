#include "eval/bracket_metrics.h"

#include <algorithm>
#include <stdexcept>

namespace m3 {

namespace {

bool isPunctuation(const std::string& tag) {
  return tag == "," || tag == ":" || tag == "``" || tag == "''" || tag == ".";
}

std::string evalbLabel(const std::string& label) { return label == "PRT" ? "ADVP" : label; }

// Adds the brackets of `tree` (its own when `scoreThis`) over the words not `deleted`, from word
// `word` on; returns the counted words below it and advances `word` past all of its words.
int collect(const ParseTree& tree, const std::vector<bool>& deleted, size_t& word, int start, bool scoreThis,
            std::vector<Bracket>& out) {
  if (tree.isPreterminal()) return word < deleted.size() && deleted[word++] ? 0 : 1;
  int length = 0;
  for (const ParseTree& child : tree.children) length += collect(child, deleted, word, start + length, true, out);
  if (scoreThis && length > 0) out.push_back({evalbLabel(tree.label), start, start + length});
  return length;
}

// The words evalb leaves out of spans: punctuation by `tree`'s tags.
std::vector<bool> punctuationOf(const ParseTree& tree) {
  std::vector<bool> deleted;
  for (const std::string& tag : treeTags(tree)) deleted.push_back(isPunctuation(tag));
  return deleted;
}

// The root is scored unless it is the treebank's unlabelled outer bracket or TOP.
bool scoresRoot(const ParseTree& tree) { return !tree.label.empty() && tree.label != "TOP"; }

std::vector<Bracket> bracketsOf(const ParseTree& tree, const std::vector<bool>& deleted) {
  std::vector<Bracket> brackets;
  size_t word = 0;
  collect(tree, deleted, word, 0, scoresRoot(tree), brackets);
  std::sort(brackets.begin(), brackets.end());
  return brackets;
}

// As collect, with the path of each bracket's constituent.
int collectWithPaths(const ParseTree& tree, const std::vector<bool>& deleted, size_t& word, int start, bool scoreThis,
                     std::vector<int>& path, std::vector<std::pair<Bracket, std::vector<int>>>& out) {
  if (tree.isPreterminal()) return word < deleted.size() && deleted[word++] ? 0 : 1;
  int length = 0;
  for (size_t i = 0; i < tree.children.size(); ++i) {
    path.push_back(static_cast<int>(i));
    length += collectWithPaths(tree.children[i], deleted, word, start + length, true, path, out);
    path.pop_back();
  }
  if (scoreThis && length > 0) out.push_back({{evalbLabel(tree.label), start, start + length}, path});
  return length;
}

}  // namespace

std::vector<std::vector<int>> unmatchedBracketPaths(const ParseTree& tree, const ParseTree& other,
                                                    const ParseTree& gold) {
  const std::vector<bool> deleted = punctuationOf(gold);
  std::vector<Bracket> available = bracketsOf(other, deleted);
  std::vector<std::pair<Bracket, std::vector<int>>> mine;
  size_t word = 0;
  std::vector<int> path;
  collectWithPaths(tree, deleted, word, 0, scoresRoot(tree), path, mine);
  std::vector<std::vector<int>> unmatched;
  for (const auto& [bracket, at] : mine) {
    const auto found = std::lower_bound(available.begin(), available.end(), bracket);
    if (found != available.end() && *found == bracket) available.erase(found);  // each matches once
    else unmatched.push_back(at);
  }
  return unmatched;
}

std::vector<Bracket> scoredBrackets(const ParseTree& tree) { return bracketsOf(tree, punctuationOf(tree)); }

int scoredLength(const ParseTree& tree) {
  const std::vector<bool> deleted = punctuationOf(tree);
  return static_cast<int>(std::count(deleted.begin(), deleted.end(), false));
}

void BracketScores::add(const ParseTree& goldTree, const ParseTree& guessTree) {
  if (treeWords(goldTree) != treeWords(guessTree))
    throw std::invalid_argument("bracket scores: the two trees are of different words");
  // The gold tree's punctuation is left out of both, so a guess that tags a comma otherwise
  // does not shift every later span.
  const std::vector<bool> deleted = punctuationOf(goldTree);
  const std::vector<Bracket> g = bracketsOf(goldTree, deleted), p = bracketsOf(guessTree, deleted);
  std::vector<Bracket> common;
  std::set_intersection(g.begin(), g.end(), p.begin(), p.end(), std::back_inserter(common));  // multiset
  matched += static_cast<long>(common.size());
  gold += static_cast<long>(g.size());
  guessed += static_cast<long>(p.size());
  ++sentences;
  exact += g == p;
}

}  // namespace m3
