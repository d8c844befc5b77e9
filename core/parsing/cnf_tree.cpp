#include "parsing/cnf_tree.h"

#include <stdexcept>

namespace m3 {

namespace {

void checkLabel(const std::string& label) {
  if (label.find('+') != std::string::npos || (!label.empty() && label[0] == '@'))
    throw std::invalid_argument("toCnf: the label \"" + label + "\" uses '+' or a leading '@', which mark CNF nodes");
}

// Children c[from..] of a node labelled `label` as a right-branching chain of '@' nodes.
ParseTree binarised(const std::string& label, std::vector<ParseTree>& c, size_t from) {
  ParseTree node;
  node.label = "@" + label;
  node.children.push_back(std::move(c[from]));
  if (from + 2 == c.size()) node.children.push_back(std::move(c[from + 1]));
  else node.children.push_back(binarised(label, c, from + 1));
  return node;
}

}  // namespace

ParseTree toCnf(const ParseTree& tree) {
  checkLabel(tree.label);
  if (tree.isPreterminal()) return tree;
  if (tree.children.size() == 1) {  // a unary: join the child's label
    ParseTree child = toCnf(tree.children[0]);
    child.label = tree.label + "+" + child.label;
    return child;
  }
  std::vector<ParseTree> children;
  for (const ParseTree& c : tree.children) children.push_back(toCnf(c));
  ParseTree node;
  node.label = tree.label;
  node.children.push_back(std::move(children[0]));
  if (children.size() == 2) node.children.push_back(std::move(children[1]));
  else node.children.push_back(binarised(tree.label, children, 1));
  return node;
}

ParseTree fromCnf(const ParseTree& cnf) {
  ParseTree node;
  const size_t plus = cnf.label.find('+');
  if (plus != std::string::npos) {  // the top of a collapsed chain
    node.label = cnf.label.substr(0, plus);
    ParseTree rest = cnf;
    rest.label = cnf.label.substr(plus + 1);
    node.children.push_back(fromCnf(rest));
    return node;
  }
  node.label = cnf.label;
  node.word = cnf.word;
  for (const ParseTree& child : cnf.children) {
    ParseTree c = fromCnf(child);
    if (!child.label.empty() && child.label[0] == '@')  // an intermediate: its children are ours
      for (ParseTree& grandchild : c.children) node.children.push_back(std::move(grandchild));
    else
      node.children.push_back(std::move(c));
  }
  return node;
}

}  // namespace m3
