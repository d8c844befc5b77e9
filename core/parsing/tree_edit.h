#pragma once
// Edits of a parse tree as the Sentences workbench makes them, on normalised trees
// (io/treebank.h). A node is addressed by its path from the root (child indices), words by their
// position in the sentence (punctuation included). Every edit keeps the words and their order;
// one that would break the tree (a bracket crossing another, deleting a word) is refused with
// the reason, and the tree is left as it was.
#include <string>
#include <vector>

#include "io/treebank.h"

namespace m3 {

using TreePath = std::vector<int>;

struct WordSpan {
  int start = 0, end = 0;  // [start, end)
  bool operator==(const WordSpan&) const = default;
};

// nullptr for a path that leaves the tree.
const ParseTree* nodeAt(const ParseTree& tree, const TreePath& path);
// The words a node spans; {0, 0} for a path that leaves the tree.
WordSpan nodeSpan(const ParseTree& tree, const TreePath& path);

// Wraps the children that together cover exactly `span` into a new constituent `label`, in
// the deepest node that holds the span (a node whose span is exactly `span` gets the new one
// above it). Returns the new node's path; false (with *why) when the span is empty, out of
// range, crosses an existing bracket, or the label is not a valid one (no spaces or brackets).
bool addBracket(ParseTree& tree, WordSpan span, const std::string& label, TreePath* added, std::string* why);
// Removes the constituent at `path`: its children take its place in its parent. The root and
// preterminals (a word's tag) cannot be removed.
bool removeBracket(ParseTree& tree, const TreePath& path, std::string* why);
// Gives the node at `path` (a constituent or a word's tag) another label.
bool relabelNode(ParseTree& tree, const TreePath& path, const std::string& label, std::string* why);

// A tree with every word right under `rootLabel`, each tagged with `tags[i]` ("X" where a tag
// is empty or missing): where editing starts for a sentence with no tree.
ParseTree flatTree(const std::vector<std::string>& words, const std::vector<std::string>& tags,
                   const std::string& rootLabel = "S");

}  // namespace m3
