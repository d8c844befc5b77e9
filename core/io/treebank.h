#pragma once
// Penn Treebank bracketed trees (the Sentences workbench, issue 18; thesis ch. 9):
//   ( (S (NP-SBJ (NNP Pierre) (NNP Vinken)) (VP (MD will) ...) (. .)) )
// one or more trees per file, each usually wrapped in an outer unlabelled bracket. A
// preterminal is (TAG word); words may contain any character but space and parentheses.
// Reading checks the brackets (errors name the file and line: an unclosed or stray bracket, an
// empty bracket, an unlabelled bracket inside a tree, a preterminal of two words) and limits
// nesting to 1,000 levels, a constituent to 1,000 children and a tree to 10,000 words, so that a
// hostile file cannot exhaust the stack here or in the steps after (binarisation). Files may be gzip-compressed; a .tar or .tar.gz of
// .mrg files (the sample in ../shared/data/ptb_sample) reads every member in name order.
#include <string>
#include <vector>

namespace m3 {

struct ParseTree {
  std::string label;  // "S", "NP-SBJ-1", a tag such as "NNP"; "" for the outer bracket
  std::string word;   // set for preterminals (whose children are empty)
  std::vector<ParseTree> children;
  bool isPreterminal() const { return children.empty(); }
  bool operator==(const ParseTree&) const = default;
};

std::vector<ParseTree> parsePennTrees(const std::string& text, const std::string& source);
// `sources`, when given, receives each tree's file (a tar member's name inside the archive).
std::vector<ParseTree> readPennTrees(const std::string& path, std::vector<std::string>* sources = nullptr);
// The same for a file's bytes already read (and gunzipped): bracketed text or a tar archive.
std::vector<ParseTree> parsePennTreeFile(const std::string& bytes, const std::string& path,
                                         std::vector<std::string>* sources = nullptr);
bool isTarArchive(const std::string& bytes);
// One tree on one line, in the same bracketing.
std::string formatPennTree(const ParseTree& tree);

// The words of a tree, left to right.
std::vector<std::string> treeWords(const ParseTree& tree);
std::vector<std::string> treeTags(const ParseTree& tree);

// The treebank as parsers learn from it (the usual preprocessing, as evalb and the thesis did):
// the outer unlabelled bracket removed (a tree whose root is unlabelled and has one child
// becomes that child), -NONE- elements (traces, empty subjects) deleted together with the
// constituents left empty, function tags and indices stripped from labels (NP-SBJ-1 -> NP,
// NP=2 -> NP; labels that start with '-', such as -LRB-, are kept whole). Returns false (tree
// untouched) for a tree with no word left.
bool normaliseTree(ParseTree& tree);
// One label as normaliseTree leaves it: NP-SBJ-1 -> NP, NP=2 -> NP, -LRB- kept whole.
std::string normalisedLabel(const std::string& label);

}  // namespace m3
