#include "parsing/tree_edit.h"

#include <cctype>
#include <utility>

namespace m3 {

namespace {

int wordCount(const ParseTree& t) {
  if (t.isPreterminal()) return 1;
  int n = 0;
  for (const ParseTree& c : t.children) n += wordCount(c);
  return n;
}

// A label the treebank reader reads back and Chomsky normal form accepts (parsing/cnf_tree.h
// uses '+' and a leading '@' for its own symbols); -NONE- would be deleted as a trace.
bool validLabel(const std::string& label, std::string* why) {
  bool ok = !label.empty() && label[0] != '@' && label != "-NONE-";
  for (char c : label) ok = ok && c != '(' && c != ')' && c != '+' && !std::isspace(static_cast<unsigned char>(c));
  if (!ok && why) *why = "a label is one word without brackets or '+', such as NP";
  return ok;
}

bool refuse(std::string* why, const std::string& reason) {
  if (why) *why = reason;
  return false;
}

}  // namespace

const ParseTree* nodeAt(const ParseTree& tree, const TreePath& path) {
  const ParseTree* t = &tree;
  for (int i : path) {
    if (i < 0 || static_cast<size_t>(i) >= t->children.size()) return nullptr;
    t = &t->children[static_cast<size_t>(i)];
  }
  return t;
}

WordSpan nodeSpan(const ParseTree& tree, const TreePath& path) {
  if (!nodeAt(tree, path)) return {};
  const ParseTree* t = &tree;
  int start = 0;
  for (int i : path) {
    for (int c = 0; c < i; ++c) start += wordCount(t->children[static_cast<size_t>(c)]);
    t = &t->children[static_cast<size_t>(i)];
  }
  return {start, start + wordCount(*t)};
}

bool addBracket(ParseTree& tree, WordSpan span, const std::string& label, TreePath* added, std::string* why) {
  if (!validLabel(label, why)) return false;
  const int n = wordCount(tree);
  if (span.start < 0 || span.end > n || span.start >= span.end) return refuse(why, "select one or more words first");
  if (tree.isPreterminal()) return refuse(why, "a tree of one word has no room for a bracket");
  ParseTree* node = &tree;
  int nodeStart = 0;
  TreePath path;
  if (span == WordSpan{0, n}) {  // the whole sentence: a constituent right under the root
    ParseTree inner{label, "", std::move(tree.children)};
    tree.children.clear();
    tree.children.push_back(std::move(inner));
    if (added) *added = {0};
    return true;
  }
  for (;;) {
    // The children's spans; a child that holds the whole span is descended into.
    std::vector<int> starts;
    int at = nodeStart;
    for (const ParseTree& c : node->children) {
      starts.push_back(at);
      at += wordCount(c);
    }
    starts.push_back(at);
    int holder = -1, first = -1, last = -1;
    for (size_t i = 0; i + 1 < starts.size(); ++i) {
      if (starts[i] <= span.start && span.end <= starts[i + 1]) holder = static_cast<int>(i);
      if (starts[i] == span.start) first = static_cast<int>(i);
      if (starts[i + 1] == span.end) last = static_cast<int>(i);
    }
    if (holder >= 0) {
      ParseTree& child = node->children[static_cast<size_t>(holder)];
      path.push_back(holder);
      if (starts[static_cast<size_t>(holder)] == span.start && starts[static_cast<size_t>(holder) + 1] == span.end) {
        child = ParseTree{label, "", {std::move(child)}};
        if (added) *added = path;
        return true;
      }
      node = &child;
      nodeStart = starts[static_cast<size_t>(holder)];
      continue;
    }
    if (first < 0 || last < 0)
      return refuse(why, "the words cross the bracket of a constituent; select words that start and end where "
                         "constituents start and end");
    ParseTree inner{label, "", {}};
    for (int i = first; i <= last; ++i) inner.children.push_back(std::move(node->children[static_cast<size_t>(i)]));
    node->children.erase(node->children.begin() + first, node->children.begin() + last + 1);
    node->children.insert(node->children.begin() + first, std::move(inner));
    path.push_back(first);
    if (added) *added = path;
    return true;
  }
}

bool removeBracket(ParseTree& tree, const TreePath& path, std::string* why) {
  if (path.empty()) return refuse(why, "the sentence's root bracket stays (relabel it instead)");
  const ParseTree* target = nodeAt(tree, path);
  if (!target) return refuse(why, "no such constituent");
  if (target->isPreterminal()) return refuse(why, "a word's tag cannot be removed (relabel it instead)");
  ParseTree* parent = const_cast<ParseTree*>(nodeAt(tree, TreePath(path.begin(), path.end() - 1)));
  const auto at = parent->children.begin() + path.back();
  std::vector<ParseTree> children = std::move(at->children);
  const auto next = parent->children.erase(at);
  parent->children.insert(next, std::make_move_iterator(children.begin()), std::make_move_iterator(children.end()));
  return true;
}

bool relabelNode(ParseTree& tree, const TreePath& path, const std::string& label, std::string* why) {
  if (!validLabel(label, why)) return false;
  ParseTree* target = const_cast<ParseTree*>(nodeAt(tree, path));
  if (!target) return refuse(why, "no such constituent");
  target->label = label;
  return true;
}

ParseTree flatTree(const std::vector<std::string>& words, const std::vector<std::string>& tags,
                   const std::string& rootLabel) {
  ParseTree root{rootLabel, "", {}};
  for (size_t i = 0; i < words.size(); ++i)
    root.children.push_back({i < tags.size() && !tags[i].empty() ? tags[i] : "X", words[i], {}});
  return root;
}

}  // namespace m3
