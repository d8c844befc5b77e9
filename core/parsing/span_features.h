#pragma once
// The span features of the LEXICAL parser (thesis 9.5; Taskar, Klein, Collins, Koller and
// Manning 2004). For a span [start, end) of a sentence x the base features are
//   x_start (first word), x_start-1 (preceding word), x_end-1 (last word), x_end (following
//   word), the pairs (x_start-1, x_start) and (x_end-1, x_end), and x_start+1 for spans of
//   three words;
// each fires on its own and, for spans of at most three words, once more conjoined with the
// span's length (short spans behave differently: "today" is a one-word constituent, the two
// words between "was" and "of" are not). Words are lowercased; "<s>" and "</s>" stand beyond
// the sentence. The features fire on constituents only, whatever their label, so a tree's
// feature vector sums them over its constituent spans: there is no head word, and CKY stays
// cubic. In Chomsky normal form (parsing/cnf_tree.h) a node is a constituent unless its
// symbol is an '@' intermediate, and over one word only as a unary chain over the tag (NP+NN).
#include <Eigen/Dense>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "parsing/cky.h"

namespace m3 {

// The names of the features of [start, end) in `words` (0 <= start < end <= words.size()).
std::vector<std::string> spanFeatureNames(const std::vector<std::string>& words, int start, int end);

// Whether a CNF node with this symbol over `length` words is a constituent (see above).
bool isConstituentNode(const std::string& symbol, int length);

// The known features of every span of one sentence, by index.
class SpanFeatureTable {
 public:
  SpanFeatureTable() = default;
  explicit SpanFeatureTable(int words)  // no feature yet
      : n_(words), features_(static_cast<size_t>(words + 1) * static_cast<size_t>(words + 1)) {}
  const std::vector<int>& at(int start, int end) const { return features_[index(start, end)]; }
  std::vector<int>& at(int start, int end) { return features_[index(start, end)]; }
  // (n + 1) x (n + 1): entry (start, end) = sum of w[offset + f] over the span's features.
  Eigen::MatrixXd scores(const Eigen::VectorXd& w, Eigen::Index offset) const;
  int words() const { return n_; }

 private:
  size_t index(int start, int end) const { return static_cast<size_t>(start) * static_cast<size_t>(n_ + 1) + static_cast<size_t>(end); }
  int n_ = 0;
  std::vector<std::vector<int>> features_;
};

// The features a LEXICAL model has weights for, in weight order.
class SpanFeatureIndex {
 public:
  // Throws std::invalid_argument for an empty or repeated name.
  explicit SpanFeatureIndex(std::vector<std::string> names);
  // The features of every span of `sentences` seen in at least `minCount` spans (a feature
  // seen once cannot generalise; it would only let the model memorise its sentence).
  static SpanFeatureIndex collect(const std::vector<std::vector<std::string>>& sentences, int minCount);

  int size() const { return static_cast<int>(names_.size()); }
  const std::vector<std::string>& names() const { return names_; }
  SpanFeatureTable table(const std::vector<std::string>& words) const;

 private:
  std::vector<std::string> names_;
  std::unordered_map<std::string, int> index_;
};

// Per grammar symbol: 1 when a node of it over two or more words is a constituent, 2 when a
// node over one word is one too, 0 for '@' intermediates (isConstituentNode, precomputed).
std::vector<char> constituentSymbols(const CkyGrammar& grammar);
inline bool isConstituentSymbol(const std::vector<char>& constituents, int symbol, int length) {
  const char kind = constituents[static_cast<size_t>(symbol)];
  return kind == 2 || (kind == 1 && length > 1);
}

// What CKY adds per labelled span for a LEXICAL model: the span's feature score when the node
// is a constituent (`spanScores` from SpanFeatureTable::scores, `constituents` from
// constituentSymbols).
double constituentSpanScore(const std::vector<char>& constituents, const Eigen::MatrixXd& spanScores, int symbol,
                            int start, int end);

}  // namespace m3
