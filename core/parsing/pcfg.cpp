#include "parsing/pcfg.h"

#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <tuple>

namespace m3 {

namespace {

constexpr double kNoScore = -std::numeric_limits<double>::infinity();

bool endsWith(const std::string& s, const char* suffix) {
  const size_t n = std::char_traits<char>::length(suffix);
  return s.size() > n + 1 && s.compare(s.size() - n, n, suffix) == 0;
}

std::string tagOf(const std::string& preterminal) {
  const size_t plus = preterminal.rfind('+');
  return plus == std::string::npos ? preterminal : preterminal.substr(plus + 1);
}

struct Counts {
  std::map<std::string, int> symbol;
  std::map<std::tuple<int, int, int>, double> rules;
  std::map<int, double> parents, roots;
  std::map<std::string, double> tags;
  std::map<std::pair<std::string, std::string>, double> wordTags;
  std::map<std::string, double> words;
  int id(const std::string& s) { return symbol.emplace(s, static_cast<int>(symbol.size())).first->second; }
};

void count(const ParseTree& t, Counts& c, std::vector<std::pair<std::string, std::string>>& leaves) {
  if (t.isPreterminal()) {
    c.id(t.label);
    leaves.emplace_back(t.word, tagOf(t.label));
    return;
  }
  if (t.children.size() != 2) throw std::invalid_argument("estimatePcfg: a tree is not in Chomsky normal form");
  const int p = c.id(t.label), l = c.id(t.children[0].label), r = c.id(t.children[1].label);
  c.rules[{p, l, r}] += 1;
  c.parents[p] += 1;
  count(t.children[0], c, leaves);
  count(t.children[1], c, leaves);
}

}  // namespace

std::string unknownWordSignature(const std::string& word, bool firstWord) {
  std::string sig = "UNK";
  bool upper = false, lower = false, digit = false, dash = false;
  for (unsigned char ch : word) {
    upper |= std::isupper(ch) != 0;
    lower |= std::islower(ch) != 0;
    digit |= std::isdigit(ch) != 0;
    dash |= ch == '-';
  }
  if (upper && !lower) sig += "-CAPS";
  else if (!word.empty() && std::isupper(static_cast<unsigned char>(word[0]))) sig += firstWord ? "-INITC" : "-CAP";
  else if (lower) sig += "-LC";
  if (digit) sig += "-NUM";
  if (dash) sig += "-DASH";
  std::string low;
  for (unsigned char ch : word) low += static_cast<char>(std::tolower(ch));
  for (const char* suffix : {"ing", "ed", "ly", "ion", "er", "est", "al", "ity", "s", "y"})
    if (endsWith(low, suffix)) {
      sig += std::string("-") + suffix;
      break;
    }
  return sig;
}

Pcfg estimatePcfg(const std::vector<ParseTree>& cnfTrees) {
  if (cnfTrees.empty()) throw std::invalid_argument("estimatePcfg: no trees");
  Counts c;
  std::vector<std::vector<std::pair<std::string, std::string>>> sentences;
  for (const ParseTree& t : cnfTrees) {
    std::vector<std::pair<std::string, std::string>> leaves;
    count(t, c, leaves);
    c.roots[c.id(t.label)] += 1;
    for (const auto& [word, tag] : leaves) {
      c.tags[tag] += 1;
      c.words[word] += 1;
      c.wordTags[{word, tag}] += 1;
    }
    sentences.push_back(std::move(leaves));
  }
  Pcfg g;
  g.grammar.symbols.resize(c.symbol.size());
  for (const auto& [name, id] : c.symbol) g.grammar.symbols[static_cast<size_t>(id)] = name;
  for (const auto& [rule, n] : c.rules)
    g.grammar.rules.push_back({std::get<0>(rule), std::get<1>(rule), std::get<2>(rule), std::log(n / c.parents[std::get<0>(rule)])});
  g.grammar.rootScore.assign(c.symbol.size(), kNoScore);
  for (const auto& [s, n] : c.roots) g.grammar.rootScore[static_cast<size_t>(s)] = std::log(n / double(cnfTrees.size()));
  std::map<std::string, int> tagIndex;
  double tokens = 0;
  for (const auto& [tag, n] : c.tags) {
    tagIndex[tag] = static_cast<int>(g.tags.size());
    g.tags.push_back(tag);
    tokens += n;
  }
  for (const auto& [tag, n] : c.tags) g.tagPrior.push_back(n / tokens);
  g.tagOfSymbol.assign(c.symbol.size(), -1);
  // Preterminals: symbols seen over a word (a symbol is never both: tags have no rules).
  for (const ParseTree& t : cnfTrees) {
    std::vector<const ParseTree*> stack{&t};
    while (!stack.empty()) {
      const ParseTree* node = stack.back();
      stack.pop_back();
      if (node->isPreterminal()) g.tagOfSymbol[static_cast<size_t>(c.symbol.at(node->label))] = tagIndex.at(tagOf(node->label));
      for (const ParseTree& child : node->children) stack.push_back(&child);
    }
  }
  const size_t T = g.tags.size();
  for (const auto& [wordTag, n] : c.wordTags) {
    auto& counts = g.tagGivenWord[wordTag.first];
    counts.resize(T, 0);
    counts[static_cast<size_t>(tagIndex.at(wordTag.second))] += n;
  }
  g.wordCount.insert(c.words.begin(), c.words.end());
  // P(t | sig) from the words seen once, shrunk towards P(t) by one pseudo-count.
  std::unordered_map<std::string, std::vector<double>> sigCounts;
  std::unordered_map<std::string, double> sigTotals;
  for (const auto& leaves : sentences)
    for (size_t i = 0; i < leaves.size(); ++i)
      if (c.words.at(leaves[i].first) == 1) {
        const std::string sig = unknownWordSignature(leaves[i].first, i == 0);
        auto& counts = sigCounts[sig];
        counts.resize(T, 0);
        counts[static_cast<size_t>(tagIndex.at(leaves[i].second))] += 1;
        sigTotals[sig] += 1;
      }
  for (auto& [sig, counts] : sigCounts) {
    std::vector<double>& p = g.tagGivenSignature[sig];
    for (size_t t = 0; t < T; ++t) p.push_back((counts[t] + g.tagPrior[t]) / (sigTotals[sig] + 1));
  }
  return g;
}

Eigen::MatrixXd Pcfg::lexicalScores(const std::vector<std::string>& words) const {
  const size_t T = tags.size();
  Eigen::MatrixXd scores =
      Eigen::MatrixXd::Constant(static_cast<Eigen::Index>(words.size()),
                                static_cast<Eigen::Index>(grammar.symbols.size()), kNoScore);
  std::vector<double> tagScore(T);
  for (size_t i = 0; i < words.size(); ++i) {
    const auto sig = tagGivenSignature.find(unknownWordSignature(words[i], i == 0));
    const auto seen = tagGivenWord.find(words[i]);
    const double n = seen == tagGivenWord.end() ? 0 : wordCount.at(words[i]);
    for (size_t t = 0; t < T; ++t) {
      const double fromSig = sig == tagGivenSignature.end() ? tagPrior[t] : sig->second[t];
      const double pTagGivenWord = ((seen == tagGivenWord.end() ? 0 : seen->second[t]) + fromSig) / (n + 1);
      tagScore[t] = std::log(pTagGivenWord) - std::log(tagPrior[t]);
    }
    for (size_t s = 0; s < grammar.symbols.size(); ++s)
      if (tagOfSymbol[s] >= 0) scores(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(s)) = tagScore[static_cast<size_t>(tagOfSymbol[s])];
  }
  return scores;
}

CkyParse Pcfg::parse(const std::vector<std::string>& words) const {
  return parseCky(grammar, words, lexicalScores(words));
}

}  // namespace m3
