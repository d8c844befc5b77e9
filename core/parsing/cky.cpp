#include "parsing/cky.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace m3 {

namespace {

constexpr double kNoParse = -std::numeric_limits<double>::infinity();
constexpr double kMaxChartCells = 1.5e8;  // 2.4 GB of chart

struct Back {
  int rule = -1, split = -1;  // rule -1: a preterminal
};

class Chart {
 public:
  Chart(int n, int symbols)
      : n_(n),
        symbols_(symbols),
        best_(static_cast<size_t>(n) * static_cast<size_t>(n) * static_cast<size_t>(symbols),
              kNoParse),
        back_(best_.size()) {}
  double& best(int start, int end, int s) { return best_[index(start, end, s)]; }
  Back& back(int start, int end, int s) { return back_[index(start, end, s)]; }
  size_t index(int start, int end, int s) const {
    return (static_cast<size_t>(start) * static_cast<size_t>(n_) + static_cast<size_t>(end - 1)) * static_cast<size_t>(symbols_) +
           static_cast<size_t>(s);
  }
  size_t size() const { return best_.size(); }

 private:
  int n_, symbols_;
  std::vector<double> best_;
  std::vector<Back> back_;
};

// The labelled spans of the tree below (start, end, s), as chart indices.
void markTree(const CkyGrammar& g, Chart& chart, int start, int end, int s,
              std::vector<bool>& inTree) {
  inTree[chart.index(start, end, s)] = true;
  const Back b = chart.back(start, end, s);
  if (b.rule < 0) return;
  const CkyRule& r = g.rules[static_cast<size_t>(b.rule)];
  markTree(g, chart, start, b.split, r.left, inTree);
  markTree(g, chart, b.split, end, r.right, inTree);
}

// The best score of a tree other than the best one (root `root`): the largest max-marginal
// (inside + outside) of a labelled span the best tree lacks. `byLeft`: the rules by their left
// child, as the inside pass walks them.
double secondBestScore(const CkyGrammar& g, Chart& chart, int n, int root,
                       const SpanScore& spanScore, const std::vector<std::vector<int>>& byLeft) {
  const int S = static_cast<int>(g.symbols.size());
  std::vector<double> outside(chart.size(), kNoParse);
  for (int s = 0; s < S; ++s)
    if (chart.best(0, n, s) > kNoParse)
      outside[chart.index(0, n, s)] = g.rootScore[static_cast<size_t>(s)];
  // What a span passes down to its children per parent symbol: its outside score plus its own
  // span score (which inside scores hold; passing down, it belongs to the parent).
  std::vector<double> passed(static_cast<size_t>(S));
  for (int length = n; length >= 2; --length)
    for (int start = 0; start + length <= n; ++start) {
      const int end = start + length;
      bool any = false;
      for (int p = 0; p < S; ++p) {
        const double above = outside[chart.index(start, end, p)];
        const bool live = above > kNoParse && chart.best(start, end, p) > kNoParse;
        passed[static_cast<size_t>(p)] =
            live ? above + (spanScore ? spanScore(p, start, end) : 0.0) : kNoParse;
        any = any || live;
      }
      if (!any) continue;
      // The inside pass's loops (split, then the left symbols found over it, then their rules).
      // Walking every rule of every parent instead tried the rules whose left child was never
      // found: `parse suggest` on the treebank sample took 1.7 times as long (docs/benchmarks.md).
      for (int split = start + 1; split < end; ++split)
        for (int leftSymbol = 0; leftSymbol < S; ++leftSymbol) {
          const double left = chart.best(start, split, leftSymbol);
          if (left == kNoParse) continue;
          double& leftOutside = outside[chart.index(start, split, leftSymbol)];
          for (int r : byLeft[static_cast<size_t>(leftSymbol)]) {
            const CkyRule& rule = g.rules[static_cast<size_t>(r)];
            const double through = passed[static_cast<size_t>(rule.parent)];
            if (through == kNoParse) continue;
            const double right = chart.best(split, end, rule.right);
            if (right == kNoParse) continue;
            leftOutside = std::max(leftOutside, through + rule.score + right);
            double& rightOutside = outside[chart.index(split, end, rule.right)];
            rightOutside = std::max(rightOutside, through + rule.score + left);
          }
        }
    }
  std::vector<bool> inTree(chart.size(), false);
  markTree(g, chart, 0, n, root, inTree);
  double second = kNoParse;
  for (int start = 0; start < n; ++start)
    for (int end = start + 1; end <= n; ++end)
      for (int s = 0; s < S; ++s) {
        const size_t at = chart.index(start, end, s);
        if (!inTree[at] && outside[at] > kNoParse && chart.best(start, end, s) > kNoParse)
          second = std::max(second, chart.best(start, end, s) + outside[at]);
      }
  return second;
}

ParseTree build(const CkyGrammar& g, Chart& chart, const std::vector<std::string>& words, int start, int end, int s) {
  ParseTree node;
  node.label = g.symbols[static_cast<size_t>(s)];
  const Back b = chart.back(start, end, s);
  if (b.rule < 0) {
    node.word = words[static_cast<size_t>(start)];
    return node;
  }
  const CkyRule& r = g.rules[static_cast<size_t>(b.rule)];
  node.children.push_back(build(g, chart, words, start, b.split, r.left));
  node.children.push_back(build(g, chart, words, b.split, end, r.right));
  return node;
}

}  // namespace

CkyParse parseCky(const CkyGrammar& g, const std::vector<std::string>& words,
                  const Eigen::MatrixXd& lexical, const SpanScore& spanScore, bool withMargin) {
  const int n = static_cast<int>(words.size()), S = static_cast<int>(g.symbols.size());
  if (lexical.rows() != n || lexical.cols() != S || g.rootScore.size() != g.symbols.size())
    throw std::invalid_argument("parseCky: the lexical scores or root scores do not fit the sentence and grammar");
  for (const CkyRule& r : g.rules)
    if (r.parent < 0 || r.left < 0 || r.right < 0 || r.parent >= S || r.left >= S || r.right >= S)
      throw std::invalid_argument("parseCky: a rule names a symbol outside the grammar");
  CkyParse result;
  if (n == 0) return result;
  // n^2 S cells of 16 bytes, 24 with the outside scores of the margin: refuse what would not
  // fit (a 1,000-word line with a full grammar).
  if (static_cast<double>(n) * n * S * (withMargin ? 1.5 : 1.0) > kMaxChartCells)
    throw std::invalid_argument("parseCky: a sentence of " + std::to_string(n) + " words is too long for a grammar of " +
                                std::to_string(S) + " symbols");
  // The rules by their left child: only symbols found over a span are tried.
  std::vector<std::vector<int>> byLeft(static_cast<size_t>(S));
  for (size_t r = 0; r < g.rules.size(); ++r) byLeft[static_cast<size_t>(g.rules[r].left)].push_back(static_cast<int>(r));
  Chart chart(n, S);
  for (int i = 0; i < n; ++i)
    for (int s = 0; s < S; ++s)
      if (lexical(i, s) > kNoParse)
        chart.best(i, i + 1, s) = lexical(i, s) + (spanScore ? spanScore(s, i, i + 1) : 0.0);
  for (int length = 2; length <= n; ++length)
    for (int start = 0; start + length <= n; ++start) {
      const int end = start + length;
      for (int split = start + 1; split < end; ++split)
        for (int leftSymbol = 0; leftSymbol < S; ++leftSymbol) {
          const double left = chart.best(start, split, leftSymbol);
          if (left == kNoParse) continue;
          for (int r : byLeft[static_cast<size_t>(leftSymbol)]) {
            const CkyRule& rule = g.rules[static_cast<size_t>(r)];
            const double right = chart.best(split, end, rule.right);
            if (right == kNoParse) continue;
            const double score = left + right + rule.score;
            double& best = chart.best(start, end, rule.parent);
            if (score > best) {
              best = score;
              chart.back(start, end, rule.parent) = {r, split};
            }
          }
        }
      if (spanScore)
        for (int s = 0; s < S; ++s)
          if (chart.best(start, end, s) > kNoParse)
            chart.best(start, end, s) += spanScore(s, start, end);
    }
  int root = -1;
  for (int s = 0; s < S; ++s) {
    if (g.rootScore[static_cast<size_t>(s)] == kNoParse || chart.best(0, n, s) == kNoParse)
      continue;
    const double score = chart.best(0, n, s) + g.rootScore[static_cast<size_t>(s)];
    if (score > result.score) result.score = score, root = s;
  }
  if (root >= 0) result.tree = build(g, chart, words, 0, n, root);
  if (withMargin && root >= 0)
    result.margin =
        std::max(0.0, result.score - secondBestScore(g, chart, n, root, spanScore, byLeft));
  return result;
}

}  // namespace m3
