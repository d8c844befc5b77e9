#include "parsing/span_features.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace m3 {

namespace {

std::string lowered(std::string word) {
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return word;
}

}  // namespace

// Names are "<template><length> <words>", e.g. "F today" and, conjoined with the length, "F1
// today". Treebank words hold no spaces, so a name means one thing.
std::vector<std::string> spanFeatureNames(const std::vector<std::string>& words, int start, int end) {
  const int n = static_cast<int>(words.size());
  if (start < 0 || end <= start || end > n) throw std::invalid_argument("spanFeatureNames: the span is not in the sentence");
  const auto word = [&](int i) { return i < 0 ? std::string("<s>") : i >= n ? std::string("</s>") : lowered(words[static_cast<size_t>(i)]); };
  const std::string first = word(start), before = word(start - 1), last = word(end - 1), after = word(end);
  std::vector<std::pair<std::string, std::string>> base = {
      {"F", first}, {"P", before}, {"L", last}, {"N", after}, {"PF", before + " " + first}, {"LN", last + " " + after}};
  const int length = end - start;
  if (length == 3) base.push_back({"M", word(start + 1)});
  std::vector<std::string> names;
  names.reserve(2 * base.size());
  for (const auto& [kind, text] : base) {
    names.push_back(kind + " " + text);
    if (length <= 3) names.push_back(kind + std::to_string(length) + " " + text);
  }
  return names;
}

bool isConstituentNode(const std::string& symbol, int length) {
  if (symbol.empty() || symbol.front() == '@') return false;
  return length > 1 || symbol.find('+') != std::string::npos;
}

Eigen::MatrixXd SpanFeatureTable::scores(const Eigen::VectorXd& w, Eigen::Index offset) const {
  Eigen::MatrixXd s = Eigen::MatrixXd::Zero(n_ + 1, n_ + 1);
  for (int start = 0; start < n_; ++start)
    for (int end = start + 1; end <= n_; ++end) {
      double sum = 0;
      for (int f : at(start, end)) sum += w[offset + f];
      s(start, end) = sum;
    }
  return s;
}

SpanFeatureIndex::SpanFeatureIndex(std::vector<std::string> names) : names_(std::move(names)) {
  index_.reserve(names_.size());
  for (size_t f = 0; f < names_.size(); ++f) {
    if (names_[f].empty()) throw std::invalid_argument("span features: an empty feature name");
    if (!index_.emplace(names_[f], static_cast<int>(f)).second)
      throw std::invalid_argument("span features: \"" + names_[f] + "\" appears twice");
  }
}

SpanFeatureIndex SpanFeatureIndex::collect(const std::vector<std::vector<std::string>>& sentences, int minCount) {
  std::unordered_map<std::string, int> counts;
  for (const std::vector<std::string>& words : sentences) {
    const int n = static_cast<int>(words.size());
    for (int start = 0; start < n; ++start)
      for (int end = start + 1; end <= n; ++end)
        for (std::string& name : spanFeatureNames(words, start, end)) ++counts[std::move(name)];
  }
  std::vector<std::string> kept;
  for (const auto& [name, count] : counts)
    if (count >= minCount) kept.push_back(name);
  std::sort(kept.begin(), kept.end());  // the same sentences give the same weight order
  return SpanFeatureIndex(std::move(kept));
}

SpanFeatureTable SpanFeatureIndex::table(const std::vector<std::string>& words) const {
  const int n = static_cast<int>(words.size());
  SpanFeatureTable table(n);
  for (int start = 0; start < n; ++start)
    for (int end = start + 1; end <= n; ++end)
      for (const std::string& name : spanFeatureNames(words, start, end))
        if (const auto at = index_.find(name); at != index_.end()) table.at(start, end).push_back(at->second);
  return table;
}

std::vector<char> constituentSymbols(const CkyGrammar& grammar) {
  std::vector<char> kinds;
  kinds.reserve(grammar.symbols.size());
  for (const std::string& s : grammar.symbols)
    kinds.push_back(isConstituentNode(s, 1) ? 2 : isConstituentNode(s, 2) ? 1 : 0);
  return kinds;
}

double constituentSpanScore(const std::vector<char>& constituents, const Eigen::MatrixXd& spanScores, int symbol,
                            int start, int end) {
  return isConstituentSymbol(constituents, symbol, end - start) ? spanScores(start, end) : 0.0;
}

}  // namespace m3
