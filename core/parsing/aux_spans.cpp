#include "parsing/aux_spans.h"

#include <algorithm>
#include <stdexcept>

#include "parsing/pcfg.h"
#include "parsing/span_features.h"

namespace m3 {

namespace {

long long labelledKey(int symbol, int start, int end) {
  return (static_cast<long long>(symbol) << 32) | (static_cast<long long>(start) << 16) | static_cast<long long>(end);
}

}  // namespace

AuxSpans::AuxSpans(const ParseTree& cnf, const std::unordered_map<std::string, int>& symbolIndex, int words) {
  if (cnf.label.empty() || words <= 0) return;
  if (words >= 65535) throw std::invalid_argument("AuxSpans: a sentence of 65,535 words or more");
  n_ = words;
  spans_.assign(static_cast<size_t>(n_ + 1) * static_cast<size_t>(n_ + 1), 0);
  // Walk the tree, each node with its start; a node's end is its start plus its word count.
  struct Visit {
    const ParseTree* node;
    int start;
  };
  std::vector<Visit> stack{{&cnf, 0}};
  int covered = 0;
  while (!stack.empty()) {
    const Visit v = stack.back();
    stack.pop_back();
    const int length = v.node->isPreterminal() ? 1 : static_cast<int>(treeWords(*v.node).size());
    const int end = v.start + length;
    if (end > n_) throw std::invalid_argument("AuxSpans: the auxiliary tree is longer than the sentence");
    if (v.node->isPreterminal()) covered = std::max(covered, end);
    if (isConstituentNode(v.node->label, length)) {
      spans_[static_cast<size_t>(v.start) * static_cast<size_t>(n_ + 1) + static_cast<size_t>(end)] = 1;
      if (auto it = symbolIndex.find(v.node->label); it != symbolIndex.end())
        labelled_.push_back(labelledKey(it->second, v.start, end));
    }
    int childStart = v.start;
    for (const ParseTree& child : v.node->children) {
      stack.push_back({&child, childStart});
      childStart += child.isPreterminal() ? 1 : static_cast<int>(treeWords(child).size());
    }
  }
  if (covered != n_) throw std::invalid_argument("AuxSpans: the auxiliary tree does not span the sentence");
  std::sort(labelled_.begin(), labelled_.end());
}

bool AuxSpans::sameSpan(int start, int end) const {
  if (n_ == 0 || start < 0 || end <= start || end > n_) return false;
  return spans_[static_cast<size_t>(start) * static_cast<size_t>(n_ + 1) + static_cast<size_t>(end)] != 0;
}

bool AuxSpans::sameSymbol(int symbol, int start, int end) const {
  return n_ != 0 && std::binary_search(labelled_.begin(), labelled_.end(), labelledKey(symbol, start, end));
}

double AuxSpans::score(const double* w, int symbol, int start, int end) const {
  if (!sameSpan(start, end)) return 0;  // a symbol matches only where the span does
  return w[0] + (sameSymbol(symbol, start, end) ? w[1] : 0.0);
}

std::vector<ParseTree> jackknifedAuxTrees(const std::vector<ParseTree>& cnfTrees, const std::vector<size_t>& wanted,
                                          int folds) {
  std::vector<ParseTree> out(wanted.size());
  folds = std::min<int>(std::max(folds, 2), static_cast<int>(cnfTrees.size()));
  if (folds < 2) return out;
  for (int f = 0; f < folds; ++f) {
    std::vector<ParseTree> others;
    for (size_t t = 0; t < cnfTrees.size(); ++t)
      if (static_cast<int>(t % static_cast<size_t>(folds)) != f) others.push_back(cnfTrees[t]);
    const Pcfg pcfg = estimatePcfg(others);
    for (size_t k = 0; k < wanted.size(); ++k) {
      if (static_cast<int>(wanted[k] % static_cast<size_t>(folds)) != f) continue;
      try {
        const CkyParse parse = pcfg.parse(treeWords(cnfTrees[wanted[k]]));
        if (parse.found()) out[k] = parse.tree;
      } catch (const std::invalid_argument&) {  // a chart too large: no auxiliary tree
      }
    }
  }
  return out;
}

}  // namespace m3
