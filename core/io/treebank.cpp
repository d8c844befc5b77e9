#include "io/treebank.h"

#include <algorithm>
#include <stdexcept>

#include "io/disulfind_io.h"
#include "io/io_error.h"

namespace m3 {

namespace {

constexpr int kMaxBracketDepth = 1000;
// Binarisation makes a constituent of k children k levels deep (parsing/cnf_tree.h), and the
// recursive steps after reading follow it; a sentence of more words is no sentence.
constexpr size_t kMaxChildren = 1000, kMaxWords = 10000;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

class PennReader {
 public:
  PennReader(const std::string& text, const std::string& source) : text_(text), source_(source) {}

  std::vector<ParseTree> readAll() {
    std::vector<ParseTree> trees;
    while (skipSpace()) {
      if (text_[at_] != '(') fail("expected '(' to start a tree");
      trees.push_back(readNode(0));
    }
    return trees;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    const long line = 1 + std::count(text_.begin(), text_.begin() + static_cast<std::ptrdiff_t>(std::min(at_, text_.size())), '\n');
    throw IoError(source_ + ":" + std::to_string(line) + ": " + what);
  }
  bool skipSpace() {
    while (at_ < text_.size() && isSpace(text_[at_])) ++at_;
    return at_ < text_.size();
  }
  std::string token() {
    const size_t start = at_;
    while (at_ < text_.size() && !isSpace(text_[at_]) && text_[at_] != '(' && text_[at_] != ')') ++at_;
    return text_.substr(start, at_ - start);
  }
  // At '(': one node with everything inside its brackets.
  ParseTree readNode(int depth) {
    if (depth >= kMaxBracketDepth)
      fail("brackets nested deeper than " + std::to_string(kMaxBracketDepth) + " levels");
    if (depth == 0) words_ = 0;
    const size_t open = at_++;
    ParseTree node;
    if (!skipSpace()) fail("a bracket is not closed");
    if (text_[at_] != '(' && text_[at_] != ')') node.label = token();
    if (node.label.empty() && depth > 0) fail("a bracket without a label inside a tree");
    if (!skipSpace()) fail("a bracket is not closed");
    if (text_[at_] != '(' && text_[at_] != ')') {  // (TAG word)
      node.word = token();
      if (!skipSpace()) fail("a bracket is not closed");
      if (text_[at_] != ')') fail("a preterminal (" + node.label + " " + node.word + ") holds more than one word");
      ++at_;
      if (++words_ > kMaxWords) fail("a tree of more than " + std::to_string(kMaxWords) + " words");
      return node;
    }
    while (true) {
      if (!skipSpace()) {
        at_ = open;
        fail("a bracket opened here is not closed");
      }
      if (text_[at_] == ')') break;
      if (node.children.size() == kMaxChildren)
        fail("a constituent of more than " + std::to_string(kMaxChildren) + " children");
      node.children.push_back(readNode(depth + 1));
    }
    ++at_;
    if (node.children.empty()) fail("an empty bracket");
    return node;
  }

  const std::string& text_;
  const std::string& source_;
  size_t at_ = 0;
  size_t words_ = 0;  // in the tree being read
};

void formatInto(const ParseTree& tree, std::string& out) {
  out += '(';
  out += tree.label;
  if (tree.isPreterminal()) {
    out += ' ';
    out += tree.word;
  }
  for (size_t c = 0; c < tree.children.size(); ++c) {
    if (c > 0 || !tree.label.empty()) out += ' ';  // "((S ...))" for the outer bracket
    formatInto(tree.children[c], out);
  }
  out += ')';
}

void collect(const ParseTree& tree, std::vector<std::string>& words, std::vector<std::string>& tags) {
  if (tree.isPreterminal()) {
    words.push_back(tree.word);
    tags.push_back(tree.label);
    return;
  }
  for (const ParseTree& child : tree.children) collect(child, words, tags);
}

// False when nothing is left of `tree`.
bool prune(ParseTree& tree) {
  if (tree.isPreterminal()) {
    if (tree.label == "-NONE-") return false;
    return true;
  }
  std::vector<ParseTree> kept;
  for (ParseTree& child : tree.children)
    if (prune(child)) kept.push_back(std::move(child));
  tree.children = std::move(kept);
  if (tree.children.empty()) return false;
  tree.label = normalisedLabel(tree.label);
  return true;
}

}  // namespace

std::string normalisedLabel(const std::string& label) {
  if (label.empty() || label[0] == '-') return label;  // -NONE-, -LRB-, -RRB-
  const size_t cut = label.find_first_of("-=");
  return cut == std::string::npos ? label : label.substr(0, cut);
}

std::vector<ParseTree> parsePennTrees(const std::string& text, const std::string& source) {
  return PennReader(text, source).readAll();
}

std::vector<ParseTree> readPennTrees(const std::string& path, std::vector<std::string>* sources) {
  return parsePennTreeFile(readFileMaybeGzip(path), path, sources);
}

bool isTarArchive(const std::string& bytes) { return bytes.size() >= 512 && bytes.compare(257, 5, "ustar") == 0; }

std::vector<ParseTree> parsePennTreeFile(const std::string& bytes, const std::string& path,
                                         std::vector<std::string>* sources) {
  if (!isTarArchive(bytes)) {
    std::vector<ParseTree> trees = parsePennTrees(bytes, path);
    if (sources) sources->assign(trees.size(), path);
    return trees;
  }
  if (sources) sources->clear();
  std::vector<TarEntry> members = parseTar(bytes, path);
  std::sort(members.begin(), members.end(), [](const TarEntry& a, const TarEntry& b) { return a.name < b.name; });
  std::vector<ParseTree> trees;
  for (const TarEntry& member : members) {
    if (member.name.size() < 4 || member.name.compare(member.name.size() - 4, 4, ".mrg") != 0) continue;
    std::vector<ParseTree> part = parsePennTrees(member.data, path + "/" + member.name);
    if (sources) sources->insert(sources->end(), part.size(), member.name);
    trees.insert(trees.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
  }
  return trees;
}

std::string formatPennTree(const ParseTree& tree) {
  std::string out;
  formatInto(tree, out);
  return out;
}

std::vector<std::string> treeWords(const ParseTree& tree) {
  std::vector<std::string> words, tags;
  collect(tree, words, tags);
  return words;
}

std::vector<std::string> treeTags(const ParseTree& tree) {
  std::vector<std::string> words, tags;
  collect(tree, words, tags);
  return tags;
}

bool normaliseTree(ParseTree& tree) {
  ParseTree copy = tree;
  while (copy.label.empty() && copy.children.size() == 1) copy = ParseTree(std::move(copy.children[0]));
  if (!prune(copy)) return false;
  tree = std::move(copy);
  return true;
}

}  // namespace m3
