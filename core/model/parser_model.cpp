#include "model/parser_model.h"

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <unordered_map>

#include "io/io_error.h"
#include "io/json_util.h"
#include "learning/parse_oracle.h"
#include "model/model_file.h"
#include "parsing/aux_spans.h"
#include "parsing/cnf_tree.h"

namespace m3 {

using nlohmann::json;

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();
constexpr int kMaxSymbols = 100'000, kMaxRules = 5'000'000, kMaxTags = 10'000,
              kMaxSpanFeatures = 20'000'000;

// A log probability: finite or -infinity, written as null.
json logProb(double v) {
  return std::isfinite(v) ? json(v) : json();
}
double logProbFrom(const json& j, const char* what) {
  if (j.is_null()) return kNone;
  const double v = j.get<double>();
  if (!std::isfinite(v)) throw std::invalid_argument(std::string(what) + " is not a finite number");
  return v;
}

int indexIn(const json& j, int size, const char* what) {
  if (!j.is_number_integer())
    throw std::invalid_argument(std::string(what) + " is not a whole number");
  const long long v = j.get<long long>();
  if (v < 0 || v >= size)
    throw std::invalid_argument(std::string(what) + " " + std::to_string(v) + " is out of range");
  return static_cast<int>(v);
}

// Symbol names CNF trees can carry and give back (parsing/cnf_tree.h): no spaces or brackets,
// no empty part around a '+', no '@' on a preterminal; each once.
void checkSymbols(const Pcfg& p) {
  std::unordered_map<std::string, int> seen;
  for (size_t s = 0; s < p.grammar.symbols.size(); ++s) {
    const std::string& name = p.grammar.symbols[s];
    const bool bad =
        name.empty() || name.find_first_of(" \t\n\r()") != std::string::npos ||
        name.back() == '+' || name.front() == '+' || name.find("++") != std::string::npos ||
        (p.tagOfSymbol[s] >= 0 && (name.front() == '@' || name.find("+@") != std::string::npos));
    if (bad) throw std::invalid_argument("grammar.symbols: \"" + name + "\" cannot be a symbol");
    if (!seen.emplace(name, 1).second)
      throw std::invalid_argument("grammar.symbols: \"" + name + "\" appears twice");
  }
}

}  // namespace

ParserModel preparedParser(ParserModel model) {
  const CkyGrammar& g = model.pcfg->grammar;
  const Eigen::Index base = spanFeatureOffset(g);
  if (hasSpanFeatures(model.kind)) {
    if (!model.spanFeatures)
      throw std::invalid_argument("a LEXICAL parser without its span features");
    const bool aux = model.kind == ParserKind::LexicalAux;
    if (model.weights.size() !=
        auxFeatureOffset(g, model.spanFeatures->size()) + (aux ? kAuxFeatures : 0))
      throw std::invalid_argument("the weights do not fit the grammar and span features");
    model.constituents = constituentSymbols(g);
    if (aux) {
      auto index = std::make_shared<std::unordered_map<std::string, int>>();
      for (size_t s = 0; s < g.symbols.size(); ++s)
        index->emplace(g.symbols[s], static_cast<int>(s));
      model.symbolIndex = std::move(index);
    }
  }
  model.scoring = std::make_shared<const CkyGrammar>(
      isMaxMarginParser(model.kind)
          ? weightedGrammar(model.pcfg->grammar,
                            model.weights.head(std::min(base, model.weights.size())))
          : model.pcfg->grammar);
  return model;
}

const char* parserKindName(ParserKind kind) {
  switch (kind) {
    case ParserKind::Generative:
      return "generative";
    case ParserKind::Basic:
      return "basic";
    case ParserKind::Lexical:
      return "lexical";
    case ParserKind::LexicalAux:
      return "lexical-aux";
  }
  return "?";
}

ParserKind parseParserKind(const std::string& name) {
  if (name == "basic") return ParserKind::Basic;
  if (name == "lexical") return ParserKind::Lexical;
  if (name == "lexical-aux") return ParserKind::LexicalAux;
  if (name == "generative") return ParserKind::Generative;
  throw std::invalid_argument("unknown parser \"" + name +
                              "\" (generative, basic, lexical, lexical-aux)");
}

std::string parserModelToJson(const ParserModel& model) {
  const Pcfg& p = *model.pcfg;
  json j = modelFileHeader();
  j["kind"] = std::string("parser-") + parserKindName(model.kind);
  j["training"] = {{"C", model.C}, {"maxWords", model.maxWords}};
  json& g = j["grammar"];
  g["symbols"] = p.grammar.symbols;
  g["rules"] = json::array();
  for (const CkyRule& r : p.grammar.rules)
    g["rules"].push_back({r.parent, r.left, r.right, logProb(r.score)});
  g["roots"] = json::array();
  for (size_t s = 0; s < p.grammar.rootScore.size(); ++s)
    if (std::isfinite(p.grammar.rootScore[s])) g["roots"].push_back({s, p.grammar.rootScore[s]});
  json& lex = j["lexicon"];
  lex["tags"] = p.tags;
  lex["tagPrior"] = p.tagPrior;
  lex["preterminalTags"] = json::array();
  for (size_t s = 0; s < p.tagOfSymbol.size(); ++s)
    if (p.tagOfSymbol[s] >= 0) lex["preterminalTags"].push_back({s, p.tagOfSymbol[s]});
  lex["words"] = json::object();
  for (const auto& [word, counts] : p.tagGivenWord) {
    json list = json::array();
    for (size_t t = 0; t < counts.size(); ++t)
      if (counts[t] > 0) list.push_back({t, counts[t]});
    lex["words"][word] = std::move(list);
  }
  lex["signatures"] = json::object();
  for (const auto& [sig, probs] : p.tagGivenSignature) lex["signatures"][sig] = probs;
  if (isMaxMarginParser(model.kind))
    j["weights"] = std::vector<double>(model.weights.begin(), model.weights.end());
  if (model.spanFeatures) j["spanFeatures"] = model.spanFeatures->names();
  return j.dump(1);
}

ParserModel parserModelFromJson(const std::string& text, const std::string& source) {
  return readModelFile(text, source, [&](const json& j) {
    const std::string kind = j.at("kind").get<std::string>();
    if (kind.rfind("parser-", 0) != 0)
      throw std::invalid_argument("model kind \"" + kind + "\" is not a parser");
    ParserModel m;
    m.kind = parseParserKind(kind.substr(7));
    m.C = j.at("training").at("C").get<double>();
    if (!(m.C > 0) || !std::isfinite(m.C))
      throw std::invalid_argument("training.C must be a positive number");
    m.maxWords = intField(j.at("training"), "maxWords", 1, 1'000'000);
    Pcfg p;
    const json& g = j.at("grammar");
    p.grammar.symbols = g.at("symbols").get<std::vector<std::string>>();
    const int S = static_cast<int>(p.grammar.symbols.size());
    if (S < 1 || S > kMaxSymbols)
      throw std::invalid_argument("grammar.symbols: 1.." + std::to_string(kMaxSymbols) +
                                  " symbols");
    const json& rules = g.at("rules");
    if (!rules.is_array() || rules.size() > static_cast<size_t>(kMaxRules))
      throw std::invalid_argument("grammar.rules: too many");
    for (const json& r : rules) {
      if (!r.is_array() || r.size() != 4)
        throw std::invalid_argument("grammar.rules: [parent, left, right, log P] each");
      p.grammar.rules.push_back(
          {indexIn(r[0], S, "a rule's symbol"), indexIn(r[1], S, "a rule's symbol"),
           indexIn(r[2], S, "a rule's symbol"), logProbFrom(r[3], "a rule's score")});
    }
    p.grammar.rootScore.assign(static_cast<size_t>(S), kNone);
    for (const json& r : g.at("roots")) {
      if (!r.is_array() || r.size() != 2)
        throw std::invalid_argument("grammar.roots: [symbol, log P] each");
      p.grammar.rootScore[static_cast<size_t>(indexIn(r[0], S, "a root symbol"))] =
          logProbFrom(r[1], "a root's score");
    }
    const json& lex = j.at("lexicon");
    p.tags = lex.at("tags").get<std::vector<std::string>>();
    const int T = static_cast<int>(p.tags.size());
    if (T < 1 || T > kMaxTags)
      throw std::invalid_argument("lexicon.tags: 1.." + std::to_string(kMaxTags) + " tags");
    p.tagPrior = lex.at("tagPrior").get<std::vector<double>>();
    if (static_cast<int>(p.tagPrior.size()) != T)
      throw std::invalid_argument("lexicon.tagPrior: one per tag");
    for (double v : p.tagPrior)
      if (!(v > 0 && v <= 1))
        throw std::invalid_argument("lexicon.tagPrior: probabilities in (0, 1]");
    p.tagOfSymbol.assign(static_cast<size_t>(S), -1);
    for (const json& e : lex.at("preterminalTags")) {
      if (!e.is_array() || e.size() != 2)
        throw std::invalid_argument("lexicon.preterminalTags: [symbol, tag] each");
      p.tagOfSymbol[static_cast<size_t>(indexIn(e[0], S, "a preterminal"))] =
          indexIn(e[1], T, "a tag");
    }
    for (const auto& [word, list] : lex.at("words").items()) {
      std::vector<double> counts(static_cast<size_t>(T), 0);
      double total = 0;
      for (const json& e : list) {
        if (!e.is_array() || e.size() != 2)
          throw std::invalid_argument("lexicon.words: [tag, count] each");
        const double c = e[1].get<double>();
        if (!(c > 0) || !std::isfinite(c))
          throw std::invalid_argument("lexicon.words: counts must be positive");
        counts[static_cast<size_t>(indexIn(e[0], T, "a tag"))] += c;
        total += c;
      }
      if (!std::isfinite(total))
        throw std::invalid_argument("lexicon.words: the counts of \"" + word + "\" overflow");
      p.tagGivenWord[word] = std::move(counts);
      p.wordCount[word] = total;
    }
    for (const auto& [sig, probs] : lex.at("signatures").items()) {
      std::vector<double> v = probs.get<std::vector<double>>();
      if (static_cast<int>(v.size()) != T)
        throw std::invalid_argument("lexicon.signatures: one probability per tag");
      for (double x : v)
        if (!(x > 0 && x <= 1))
          throw std::invalid_argument("lexicon.signatures: probabilities in (0, 1]");
      p.tagGivenSignature[sig] = std::move(v);
    }
    checkSymbols(p);
    m.pcfg = std::make_shared<const Pcfg>(std::move(p));
    if (hasSpanFeatures(m.kind)) {
      const json& names = j.at("spanFeatures");
      if (!names.is_array() || names.size() > static_cast<size_t>(kMaxSpanFeatures))
        throw std::invalid_argument("spanFeatures: at most " + std::to_string(kMaxSpanFeatures) +
                                    " names");
      m.spanFeatures =
          std::make_shared<const SpanFeatureIndex>(names.get<std::vector<std::string>>());
    }
    if (isMaxMarginParser(m.kind)) {
      const std::vector<double> w = j.at("weights").get<std::vector<double>>();
      const size_t expected = static_cast<size_t>(auxFeatureOffset(
                                  m.pcfg->grammar, m.spanFeatures ? m.spanFeatures->size() : 0)) +
                              (m.kind == ParserKind::LexicalAux ? kAuxFeatures : 0);
      if (w.size() != expected)
        throw std::invalid_argument("weights: " + std::to_string(w.size()) +
                                    " numbers, the grammar needs " + std::to_string(expected));
      for (double x : w)
        if (!std::isfinite(x)) throw std::invalid_argument("weights: a number is not finite");
      m.weights = Eigen::Map<const Eigen::VectorXd>(w.data(), static_cast<Eigen::Index>(w.size()));
    }
    return preparedParser(std::move(m));
  });
}

}  // namespace m3
