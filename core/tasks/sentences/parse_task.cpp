#include "tasks/sentences/parse_task.h"

#include <cmath>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <unordered_map>

#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "io/program_version.h"
#include "learning/parse_oracle.h"
#include "learning/structured_learner.h"
#include "parsing/aux_spans.h"
#include "parsing/cnf_tree.h"

namespace m3 {

namespace {

// The warm start's key of each training sentence: its words, and which repeat of them it is.
std::vector<std::string> sentenceKeys(const std::vector<ParseExample>& examples) {
  std::vector<std::string> keys;
  std::map<std::string, int> seen;
  for (const ParseExample& e : examples) {
    std::string key;
    for (const std::string& word : e.words) key += word + '\x1f';
    keys.push_back(key + std::to_string(seen[key]++));
  }
  return keys;
}

// The blocks of `warm` rebuilt for this round's oracle (ParserWarmStart), their trees' symbols
// renamed into its grammar; fills `keys` for handing the state back.
BcfwState warmParserState(const ParseOracle& oracle, const std::vector<std::string>& symbols,
                          const std::vector<ParseExample>& examples, const ParserWarmStart& warm,
                          const BcfwOptions& bcfw, std::vector<std::string>& keys,
                          int& warmSentences) {
  keys = sentenceKeys(examples);
  BcfwState state;
  state.blocks.resize(examples.size());
  if (warm.sentences.empty()) return state;
  std::unordered_map<std::string, int> now;
  for (size_t s = 0; s < symbols.size(); ++s) now.emplace(symbols[s], static_cast<int>(s));
  std::vector<int> renamed(warm.symbols.size(), -1);
  for (size_t s = 0; s < warm.symbols.size(); ++s)
    if (auto it = now.find(warm.symbols[s]); it != now.end()) renamed[s] = it->second;
  for (size_t i = 0; i < examples.size(); ++i) {
    auto found = warm.sentences.find(keys[i]);
    if (found == warm.sentences.end()) continue;
    std::vector<SupportAtom> support;
    for (const SupportAtom& atom : found->second) {
      SupportAtom moved = atom;
      bool known = moved.output.size() % 3 == 0;
      for (size_t k = 0; known && k < moved.output.size(); k += 3) {
        const int old = moved.output[k];
        known = old >= 0 && static_cast<size_t>(old) < renamed.size() &&
                renamed[static_cast<size_t>(old)] >= 0;
        if (known) moved.output[k] = renamed[static_cast<size_t>(old)];
      }
      if (known) support.push_back(std::move(moved));
    }
    state.blocks[i] = blockFromSupport(oracle, static_cast<int>(i), std::move(support), bcfw.C,
                                       bcfw.cachedPlanes);
    if (!state.blocks[i].support.empty()) ++warmSentences;
  }
  return state;
}

}  // namespace

ParserTrainingResult trainParser(const std::vector<ParseTree>& trees,
                                 const ParserTrainingOptions& options,
                                 const LearnerControl& control, ParserWarmStart* warm) {
  if (trees.empty()) throw std::invalid_argument("no trees to train on");
  std::vector<ParseTree> cnf;
  for (const ParseTree& t : trees) cnf.push_back(toCnf(t));
  ParserTrainingResult result;
  ParserModel& model = result.model;
  model.kind = options.kind;
  model.pcfg = std::make_shared<const Pcfg>(estimatePcfg(cnf));
  model.maxWords = options.maxWords;
  model.C = options.bcfw.C;
  result.trainedSentences = static_cast<int>(trees.size());
  if (options.kind == ParserKind::Generative) {
    model = preparedParser(std::move(model));
    return result;
  }
  auto examples = std::make_shared<std::vector<ParseExample>>();
  std::vector<size_t> exampleTrees;
  for (size_t i = 0; i < trees.size(); ++i)
    if (scoredLength(trees[i]) <= options.maxWords) {
      examples->push_back({treeWords(trees[i]), cnf[i], {}});
      exampleTrees.push_back(i);
    }
  result.trainedSentences = static_cast<int>(examples->size());
  if (examples->empty()) {
    result.reason = StopReason::EmptyProblem;
    return result;
  }
  const bool aux = options.kind == ParserKind::LexicalAux;
  if (aux) {  // each training sentence's GENERATIVE parse, by a PCFG that never saw its tree
    std::vector<ParseTree> auxTrees = jackknifedAuxTrees(cnf, exampleTrees);
    for (size_t k = 0; k < examples->size(); ++k) (*examples)[k].aux = std::move(auxTrees[k]);
  }
  if (hasSpanFeatures(options.kind)) {
    std::vector<std::vector<std::string>> sentences;
    for (const ParseExample& e : *examples) sentences.push_back(e.words);
    model.spanFeatures = std::make_shared<const SpanFeatureIndex>(
        SpanFeatureIndex::collect(sentences, options.minFeatureCount));
  }
  const ParseOracle oracle(model.pcfg, examples, model.spanFeatures, aux);
  BcfwOptions bcfw = options.bcfw;
  bcfw.trackSupport = warm != nullptr;
  std::vector<std::string> keys;
  BcfwState start = warm ? warmParserState(oracle, model.pcfg->grammar.symbols, *examples, *warm,
                                           bcfw, keys, result.warmSentences)
                         : BcfwState{};
  BcfwResult r = trainStructured(oracle, bcfw, control, std::move(start));
  if (warm) {
    warm->symbols = model.pcfg->grammar.symbols;
    warm->sentences.clear();
    for (size_t i = 0; i < keys.size() && i < r.state.blocks.size(); ++i)
      warm->sentences[keys[i]] = std::move(r.state.blocks[i].support);
  }
  model.weights = r.weights;
  model = preparedParser(std::move(model));
  result.progress = r.progress;
  result.reason = r.reason;
  return result;
}

ParseTree parseSentence(const ParserModel& model, const std::vector<std::string>& words,
                        bool* found, double* margin) {
  if (words.empty()) throw std::invalid_argument("parseSentence: an empty sentence");
  if (!model.scoring)
    throw std::invalid_argument("parseSentence: the model is not prepared (preparedParser)");
  CkyParse parse;
  if (margin) *margin = std::numeric_limits<double>::quiet_NaN();
  if (static_cast<int>(words.size()) <= kMaxParsedWords) {
    const Eigen::MatrixXd lexical = model.pcfg->lexicalScores(words);
    try {
      SpanScore spanScore;
      Eigen::MatrixXd spanScores;
      AuxSpans aux;
      const double* auxWeights = nullptr;
      if (model.kind == ParserKind::LexicalAux) {  // the GENERATIVE parse is the evidence
        const CkyParse generative = parseCky(model.pcfg->grammar, words, lexical);
        if (generative.found())
          aux = AuxSpans(generative.tree, *model.symbolIndex, static_cast<int>(words.size()));
        auxWeights = model.weights.data() +
                     auxFeatureOffset(model.pcfg->grammar, model.spanFeatures->size());
      }
      if (hasSpanFeatures(model.kind)) {
        spanScores = model.spanFeatures->table(words).scores(
            model.weights, spanFeatureOffset(model.pcfg->grammar));
        spanScore = [&](int s, int start, int end) {
          double score = constituentSpanScore(model.constituents, spanScores, s, start, end);
          if (auxWeights && isConstituentSymbol(model.constituents, s, end - start))
            score += aux.score(auxWeights, s, start, end);
          return score;
        };
      }
      parse = parseCky(
          *model.scoring, words,
          isMaxMarginParser(model.kind)
              ? scaledLexical(lexical, model.weights[tagWordScaleIndex(model.pcfg->grammar)])
              : lexical,
          spanScore, margin != nullptr);
      if (margin) *margin = parse.found() ? parse.margin : 0.0;
    } catch (const std::invalid_argument&) {  // a chart too large for this grammar: written flat
    }
  }
  if (found) *found = parse.found();
  if (parse.found()) return fromCnf(parse.tree);
  ParseTree flat{"S", "", {}};
  for (const std::string& w : words) flat.children.push_back({"X", w, {}});
  return flat;
}

}  // namespace m3
