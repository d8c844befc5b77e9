#include "learning/parse_oracle.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <stdexcept>

namespace m3 {

namespace {

long long spanKey(int symbol, int start, int end) {
  return (static_cast<long long>(symbol) << 32) | (static_cast<long long>(start) << 16) | static_cast<long long>(end);
}

}  // namespace

ParseOracle::ParseOracle(std::shared_ptr<const Pcfg> pcfg, std::shared_ptr<const std::vector<ParseExample>> examples,
                         std::shared_ptr<const SpanFeatureIndex> spanFeatures, bool auxFeatures)
    : pcfg_(std::move(pcfg)), examples_(std::move(examples)), spanFeatures_(std::move(spanFeatures)), auxFeatures_(auxFeatures) {
  const CkyGrammar& g = pcfg_->grammar;
  constituents_ = constituentSymbols(g);
  for (size_t s = 0; s < g.symbols.size(); ++s) symbols_[g.symbols[s]] = static_cast<int>(s);
  for (size_t r = 0; r < g.rules.size(); ++r)
    rules_[spanKey(g.rules[r].parent, g.rules[r].left, g.rules[r].right)] = static_cast<int>(r);
  for (const ParseExample& e : *examples_) {
    if (e.words.size() >= 65535) throw std::invalid_argument("ParseOracle: a sentence of 65,535 words or more");
    if (spanFeatures_) spanTables_.push_back(spanFeatures_->table(e.words));
    if (auxFeatures_) auxSpans_.emplace_back(e.aux, symbols_, static_cast<int>(e.words.size()));
    truths_.push_back(encode(e.gold));
    const Labeling& y = truths_.back();
    std::vector<long long> spans;
    for (size_t k = 0; k < y.size(); k += 3)
      if (y[k + 2] - y[k + 1] > 1) spans.push_back(spanKey(y[k], y[k + 1], y[k + 2]));
    std::sort(spans.begin(), spans.end());
    goldSpans_.push_back(std::move(spans));
    lexical_.push_back(pcfg_->lexicalScores(e.words));
    // The gold tree must be one the grammar can build (and its lexical scores finite).
    Eigen::VectorXd probe = Eigen::VectorXd::Zero(dimension());
    addJointFeature(static_cast<int>(truths_.size() - 1), y, 1.0, probe);
    if (!probe.allFinite()) throw std::invalid_argument("ParseOracle: a gold tree has a word its tag cannot emit");
  }
}

int ParseOracle::ruleIndex(int parent, int left, int right) const {
  const auto at = rules_.find(spanKey(parent, left, right));
  if (at == rules_.end()) throw std::invalid_argument("ParseOracle: a tree uses a rule outside the grammar");
  return at->second;
}

Labeling ParseOracle::encode(const ParseTree& cnf) const {
  Labeling y;
  std::vector<std::pair<const ParseTree*, int>> stack{{&cnf, 0}};  // node, its start
  // Preorder with spans: a node's end is its start plus its word count.
  const auto words = [](const ParseTree& t) { return static_cast<int>(treeWords(t).size()); };
  while (!stack.empty()) {
    const auto [node, start] = stack.back();
    stack.pop_back();
    const auto symbol = symbols_.find(node->label);
    if (symbol == symbols_.end()) throw std::invalid_argument("ParseOracle: the symbol \"" + node->label + "\" is not in the grammar");
    const int end = start + (node->isPreterminal() ? 1 : words(*node));
    y.insert(y.end(), {symbol->second, start, end});
    if (!node->isPreterminal()) {
      if (node->children.size() != 2) throw std::invalid_argument("ParseOracle: a tree is not in Chomsky normal form");
      stack.push_back({&node->children[1], start + words(node->children[0])});
      stack.push_back({&node->children[0], start});
    }
  }
  return y;
}

ParseTree ParseOracle::decode(const Labeling& y, const std::vector<std::string>& words) const {
  size_t k = 0;
  const std::function<ParseTree()> next = [&]() -> ParseTree {
    if (k + 3 > y.size()) throw std::invalid_argument("ParseOracle: a labeling ends inside a tree");
    ParseTree node;
    const int symbol = y[k], start = y[k + 1], end = y[k + 2];
    k += 3;
    if (symbol < 0 || symbol >= numSymbols() || start < 0 || end <= start || end > static_cast<int>(words.size()))
      throw std::invalid_argument("ParseOracle: a labeling does not fit the sentence");
    node.label = pcfg_->grammar.symbols[static_cast<size_t>(symbol)];
    if (end - start == 1) {
      node.word = words[static_cast<size_t>(start)];
      return node;
    }
    node.children.push_back(next());
    node.children.push_back(next());
    return node;
  };
  return next();
}

void ParseOracle::addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const {
  const Eigen::MatrixXd& lexical = lexical_[static_cast<size_t>(i)];
  // Labelings from elsewhere (a warm start's trees from an older grammar) must be trees CKY
  // could give: a root the grammar allows, nodes inside the sentence.
  const int n = static_cast<int>(lexical.rows());
  if (y.size() < 3 || y.size() % 3 != 0 || y[0] < 0 || y[0] >= numSymbols())
    throw std::invalid_argument("ParseOracle: a labeling is not a tree of the grammar");
  if (pcfg_->grammar.rootScore[static_cast<size_t>(y[0])] == -std::numeric_limits<double>::infinity())
    throw std::invalid_argument("ParseOracle: a tree's root is not a root of the grammar");
  acc[numRules() + y[0]] += scale;  // the root
  const Eigen::Index spanOffset = spanFeatureOffset(pcfg_->grammar), auxOffset = auxFeatureOffset(pcfg_->grammar, numSpanFeatures());
  // In preorder a binary node's left child is the next node, and its right child the first
  // node after that which starts where the left child ends (the left subtree's nodes start
  // before that).
  for (size_t k = 0; k < y.size(); k += 3) {
    const int start = y[k + 1], end = y[k + 2];
    if (y[k] < 0 || y[k] >= numSymbols() || start < 0 || end <= start || end > n)
      throw std::invalid_argument("ParseOracle: a labeling does not fit the sentence");
    if ((spanFeatures_ || auxFeatures_) && isConstituentSymbol(constituents_, y[k], end - start)) {
      if (spanFeatures_)
        for (int f : spanTables_[static_cast<size_t>(i)].at(start, end)) acc[spanOffset + f] += scale;
      if (auxFeatures_) {
        const AuxSpans& aux = auxSpans_[static_cast<size_t>(i)];
        if (aux.sameSpan(start, end)) acc[auxOffset] += scale;
        if (aux.sameSymbol(y[k], start, end)) acc[auxOffset + 1] += scale;
      }
    }
    if (end - start == 1) {
      acc[tagWordScaleIndex(pcfg_->grammar)] += scale * lexical(start, y[k]);
      continue;
    }
    const size_t left = k + 3;
    size_t right = left + 3;
    while (right < y.size() && y[right + 1] != y[left + 2]) right += 3;
    if (left >= y.size() || right >= y.size()) throw std::invalid_argument("ParseOracle: a labeling is not a binary tree");
    acc[ruleIndex(y[k], y[left], y[right])] += scale;
  }
}

CkyGrammar weightedGrammar(const CkyGrammar& base, const Eigen::VectorXd& w) {
  const Eigen::Index R = static_cast<Eigen::Index>(base.rules.size()), S = static_cast<Eigen::Index>(base.symbols.size());
  if (w.size() != spanFeatureOffset(base)) throw std::invalid_argument("weightedGrammar: the weights do not fit the grammar");
  CkyGrammar g = base;
  for (Eigen::Index r = 0; r < R; ++r) g.rules[static_cast<size_t>(r)].score = w[r];
  for (Eigen::Index s = 0; s < S; ++s)  // roots the treebank never had stay impossible
    if (g.rootScore[static_cast<size_t>(s)] != -std::numeric_limits<double>::infinity())
      g.rootScore[static_cast<size_t>(s)] = w[R + s];
  return g;
}

Eigen::MatrixXd scaledLexical(const Eigen::MatrixXd& lexical, double scale) {
  return lexical.unaryExpr([scale](double v) { return v == -std::numeric_limits<double>::infinity() ? v : scale * v; });
}

CkyGrammar ParseOracle::weighted(const Eigen::VectorXd& w) const {
  return weightedGrammar(pcfg_->grammar, w.head(spanFeatureOffset(pcfg_->grammar)));
}

ScoredLabeling ParseOracle::best(int i, const Eigen::VectorXd& w, bool withLoss) const {
  const ParseExample& e = (*examples_)[static_cast<size_t>(i)];
  const std::vector<long long>& gold = goldSpans_[static_cast<size_t>(i)];
  Eigen::MatrixXd spanScores;
  if (spanFeatures_) spanScores = spanTables_[static_cast<size_t>(i)].scores(w, spanFeatureOffset(pcfg_->grammar));
  SpanScore extra;
  const double* auxWeights = w.data() + auxFeatureOffset(pcfg_->grammar, numSpanFeatures());
  if (withLoss || spanFeatures_ || auxFeatures_)
    extra = [&, withLoss](int s, int start, int end) {
      double score = spanFeatures_ ? constituentSpanScore(constituents_, spanScores, s, start, end) : 0.0;
      if (auxFeatures_ && isConstituentSymbol(constituents_, s, end - start))
        score += auxSpans_[static_cast<size_t>(i)].score(auxWeights, s, start, end);
      if (withLoss && end - start > 1 && !std::binary_search(gold.begin(), gold.end(), spanKey(s, start, end))) score += 1;
      return score;
    };
  const CkyParse parse =
      parseCky(weighted(w), e.words, scaledLexical(lexical_[static_cast<size_t>(i)], w[tagWordScaleIndex(pcfg_->grammar)]), extra);
  if (!parse.found()) throw std::logic_error("ParseOracle: no parse, although the gold tree is one");
  return {encode(parse.tree), parse.score};
}

ScoredLabeling ParseOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const { return best(i, w, true); }

Labeling ParseOracle::argmax(int i, const Eigen::VectorXd& w) const { return best(i, w, false).labels; }

double ParseOracle::loss(int i, const Labeling& y) const {
  const std::vector<long long>& gold = goldSpans_[static_cast<size_t>(i)];
  double wrong = 0;
  for (size_t k = 0; k < y.size(); k += 3)
    if (y[k + 2] - y[k + 1] > 1 && !std::binary_search(gold.begin(), gold.end(), spanKey(y[k], y[k + 1], y[k + 2]))) wrong += 1;
  return wrong;
}

Eigen::VectorXd ParseOracle::pcfgWeights() const {
  Eigen::VectorXd w = Eigen::VectorXd::Zero(dimension());
  for (int r = 0; r < numRules(); ++r) w[r] = pcfg_->grammar.rules[static_cast<size_t>(r)].score;
  for (int s = 0; s < numSymbols(); ++s) {
    const double root = pcfg_->grammar.rootScore[static_cast<size_t>(s)];
    w[numRules() + s] = root == -std::numeric_limits<double>::infinity() ? 0 : root;
  }
  w[tagWordScaleIndex(pcfg_->grammar)] = 1;
  return w;
}

}  // namespace m3
