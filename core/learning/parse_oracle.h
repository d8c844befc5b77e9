#pragma once
// StructuredOracle for max-margin parsing (thesis ch. 9; Taskar, Klein, Collins, Koller and
// Manning 2004), the BASIC model: a sentence's trees are the binary trees of a grammar in
// Chomsky normal form (parsing/cnf_tree.h), scored by
//   w . phi(x, y) = sum over y's binary rules of w_rule + w_root(y's root symbol)
//                   + w_lex * sum over y's preterminals of the PCFG's tag-word score,
// so the rule and root weights are learned and the tag-word log probabilities (parsing/pcfg.h)
// enter with one learned scale. Loss: the constituent loss, the number of y's constituents of
// two words or more (symbol, start, end) that the gold tree lacks (CNF symbols: a wrong '@' or
// '+' node counts), which decomposes over spans, so loss-augmented inference is CKY with +1 on
// every span-symbol not in the gold tree: exact.
// LEXICAL adds the span features of parsing/span_features.h: w_f for every feature f of each of
// y's constituent spans, weights after the tag-word scale. CKY adds them per labelled span, so
// (loss-augmented) inference stays exact. LEXICAL+AUX adds two weights after those, for the
// auxiliary parser's tree of each sentence (parsing/aux_spans.h), which fire per constituent.
// Labeling encoding of a tree: its nodes in preorder, three entries each (symbol, start, end).
// Requires: every gold tree's rules and root are in the grammar (grammars read off the
// training trees are); the constructor throws std::invalid_argument otherwise.
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "learning/oracle.h"
#include "parsing/aux_spans.h"
#include "parsing/pcfg.h"
#include "parsing/span_features.h"

namespace m3 {

// The weights' layout, one place for every reader of it: one per rule, one per symbol (as the
// root), the tag-word scale, then (LEXICAL) one per span feature.
inline Eigen::Index tagWordScaleIndex(const CkyGrammar& g) {
  return static_cast<Eigen::Index>(g.rules.size() + g.symbols.size());
}
inline Eigen::Index spanFeatureOffset(const CkyGrammar& g) { return tagWordScaleIndex(g) + 1; }
// LEXICAL+AUX: the kAuxFeatures auxiliary weights come after the span features'.
inline Eigen::Index auxFeatureOffset(const CkyGrammar& g, int spanFeatures) { return spanFeatureOffset(g) + spanFeatures; }

// `base` with w's rule and root scores (w: rules, then roots, then the tag-word scale), and the
// PCFG's lexical scores scaled by w's last entry (-infinity kept), as the oracle scores trees.
CkyGrammar weightedGrammar(const CkyGrammar& base, const Eigen::VectorXd& w);
Eigen::MatrixXd scaledLexical(const Eigen::MatrixXd& lexical, double scale);

struct ParseExample {
  std::vector<std::string> words;
  ParseTree gold;  // in CNF
  ParseTree aux;   // LEXICAL+AUX: the auxiliary parser's tree, in CNF (an empty label: none)
};

class ParseOracle final : public StructuredOracle {
 public:
  // `spanFeatures` null: BASIC; set: LEXICAL; `auxFeatures` adds the examples' auxiliary trees.
  ParseOracle(std::shared_ptr<const Pcfg> pcfg, std::shared_ptr<const std::vector<ParseExample>> examples,
              std::shared_ptr<const SpanFeatureIndex> spanFeatures = nullptr, bool auxFeatures = false);

  int numExamples() const override { return static_cast<int>(examples_->size()); }
  int dimension() const override {
    return static_cast<int>(auxFeatureOffset(pcfg_->grammar, numSpanFeatures())) + (auxFeatures_ ? kAuxFeatures : 0);
  }
  const Labeling& truth(int i) const override { return truths_[static_cast<size_t>(i)]; }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override;
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override;
  Labeling argmax(int i, const Eigen::VectorXd& w) const override;
  double loss(int i, const Labeling& y) const override;
  double lossScale(int i) const override { return std::max(1.0, static_cast<double>(goldSpans_[static_cast<size_t>(i)].size())); }
  // A tree touches a few hundred of LEXICAL's many span features.
  bool sparseFeatures() const override { return spanFeatures_ != nullptr; }

  int numRules() const { return static_cast<int>(pcfg_->grammar.rules.size()); }
  int numSymbols() const { return static_cast<int>(pcfg_->grammar.symbols.size()); }
  int numSpanFeatures() const { return spanFeatures_ ? spanFeatures_->size() : 0; }
  // The grammar with w's rule and root scores (what CKY parses with).
  CkyGrammar weighted(const Eigen::VectorXd& w) const;
  // A tree <-> its labeling; throws std::invalid_argument for symbols outside the grammar.
  Labeling encode(const ParseTree& cnf) const;
  ParseTree decode(const Labeling& y, const std::vector<std::string>& words) const;
  // The weights that make the model score trees as the PCFG does (rule and root log
  // probabilities, lexical scale 1): a natural starting point.
  Eigen::VectorXd pcfgWeights() const;

 private:
  ScoredLabeling best(int i, const Eigen::VectorXd& w, bool withLoss) const;
  int ruleIndex(int parent, int left, int right) const;

  std::shared_ptr<const Pcfg> pcfg_;
  std::shared_ptr<const std::vector<ParseExample>> examples_;
  std::shared_ptr<const SpanFeatureIndex> spanFeatures_;
  std::vector<char> constituents_;                     // constituentSymbols of the grammar
  std::vector<SpanFeatureTable> spanTables_;           // per example (LEXICAL)
  bool auxFeatures_ = false;
  std::vector<AuxSpans> auxSpans_;                     // per example (LEXICAL+AUX)
  std::unordered_map<long long, int> rules_;  // (parent, left, right) -> rule
  std::unordered_map<std::string, int> symbols_;
  std::vector<Labeling> truths_;
  std::vector<Eigen::MatrixXd> lexical_;               // per example: the PCFG's n x S scores
  std::vector<std::vector<long long>> goldSpans_;      // per example: sorted (symbol, start, end) keys, spans >= 2
};

}  // namespace m3
