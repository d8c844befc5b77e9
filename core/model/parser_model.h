#pragma once
// The parsers' model (tasks/sentences/parse_task.h trains it and parses with it): a PCFG, and for
// the max-margin kinds its weights and span features. Model files: {"format": "m3studio-model",
// "schema": 1, "kind": "parser-generative" |
//   "parser-basic" | "parser-lexical" | "parser-lexical-aux", "training": {"C", "maxWords"},
//   "grammar": {"symbols": [...], "rules": [[parent, left, right, log P], ...], "roots": [[symbol,
//   log P], ...]}, "lexicon": {"tags": [...], "tagPrior": [...], "preterminalTags": [[symbol, tag],
//   ...], "words": {"word": [[tag, count], ...], ...}, "signatures": {"UNK-LC-ing": [P(t | sig) per
//   tag], ...}}, "weights": [...] (parser-basic: rules, roots, then the tag-word scale;
//   parser-lexical: then one per span feature; parser-lexical-aux: then the two auxiliary
//   weights of parsing/aux_spans.h), "spanFeatures": [names] (parser-lexical and
//   parser-lexical-aux; parsing/span_features.h)},
// validated on load (indices in range, finite numbers, sizes bounded).
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "parsing/pcfg.h"
#include "parsing/span_features.h"

namespace m3 {

// LexicalAux: LEXICAL+AUX, LEXICAL plus the GENERATIVE parse as evidence (parsing/aux_spans.h).
enum class ParserKind { Generative, Basic, Lexical, LexicalAux };
const char* parserKindName(ParserKind kind);  // "generative", "basic", "lexical", "lexical-aux"
// Whether the kind learns its weights (BASIC, LEXICAL, LEXICAL+AUX) rather than reading them
// off the trees.
inline bool isMaxMarginParser(ParserKind kind) {
  return kind != ParserKind::Generative;
}
inline bool hasSpanFeatures(ParserKind kind) {
  return kind == ParserKind::Lexical || kind == ParserKind::LexicalAux;
}
ParserKind parseParserKind(const std::string& name);  // throws std::invalid_argument

struct ParserModel {
  ParserKind kind = ParserKind::Generative;
  std::shared_ptr<const Pcfg> pcfg;
  Eigen::VectorXd weights;  // BASIC: rule weights, root weights, the tag-word scale; LEXICAL: then
                            // one per span feature; LEXICAL+AUX: then kAuxFeatures
  std::shared_ptr<const SpanFeatureIndex> spanFeatures;  // LEXICAL, LEXICAL+AUX
  double C = 1;
  int maxWords = 15;  // max-margin: the longest training sentences (punctuation not counted)
  // What CKY parses with (BASIC: the weights' rule and root scores), built once by trainParser
  // and parserModelFromJson (preparedParser for a model assembled by hand).
  std::shared_ptr<const CkyGrammar> scoring;
  std::vector<char> constituents;  // LEXICAL: parsing/span_features.h constituentSymbols
  std::shared_ptr<const std::unordered_map<std::string, int>> symbolIndex;  // LEXICAL+AUX: by name
};
// Fills `scoring`; throws std::invalid_argument when the weights do not fit the grammar.
ParserModel preparedParser(ParserModel model);

std::string parserModelToJson(const ParserModel& model);
ParserModel parserModelFromJson(const std::string& json,
                                const std::string& sourceName);  // IoError naming it

}  // namespace m3
