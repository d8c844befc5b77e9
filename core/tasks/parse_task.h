#pragma once
// The parsers' entry points (thesis ch. 9; issue 18), for the CLI, the benchmark and the
// Sentences workbench: train a GENERATIVE PCFG or a max-margin BASIC, LEXICAL or LEXICAL+AUX parser on
// normalised treebank trees, parse sentences, and model files.
// Model files: {"format": "m3studio-model", "schema": 1, "kind": "parser-generative" |
//   "parser-basic" | "parser-lexical" | "parser-lexical-aux", "training": {"C", "maxWords"}, "grammar": {"symbols": [...],
//   "rules": [[parent, left, right, log P], ...], "roots": [[symbol, log P], ...]},
//   "lexicon": {"tags": [...], "tagPrior": [...], "preterminalTags": [[symbol, tag], ...],
//   "words": {"word": [[tag, count], ...], ...}, "signatures": {"UNK-LC-ing": [P(t | sig) per
//   tag], ...}}, "weights": [...] (parser-basic: rules, roots, then the tag-word scale;
//   parser-lexical: then one per span feature; parser-lexical-aux: then the two auxiliary
//   weights of parsing/aux_spans.h), "spanFeatures": [names] (parser-lexical and
//   parser-lexical-aux; parsing/span_features.h)},
// validated on load (indices in range, finite numbers, sizes bounded).
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "learning/bcfw.h"
#include "learning/progress.h"
#include "parsing/pcfg.h"
#include "parsing/span_features.h"

namespace m3 {

// LexicalAux: LEXICAL+AUX, LEXICAL plus the GENERATIVE parse as evidence (parsing/aux_spans.h).
enum class ParserKind { Generative, Basic, Lexical, LexicalAux };
const char* parserKindName(ParserKind kind);  // "generative", "basic", "lexical", "lexical-aux"
// Whether the kind learns its weights (BASIC, LEXICAL, LEXICAL+AUX) rather than reading them
// off the trees.
inline bool isMaxMarginParser(ParserKind kind) { return kind != ParserKind::Generative; }
inline bool hasSpanFeatures(ParserKind kind) { return kind == ParserKind::Lexical || kind == ParserKind::LexicalAux; }
ParserKind parseParserKind(const std::string& name);  // throws std::invalid_argument

struct ParserModel {
  ParserKind kind = ParserKind::Generative;
  std::shared_ptr<const Pcfg> pcfg;
  Eigen::VectorXd weights;  // BASIC: rule weights, root weights, the tag-word scale; LEXICAL: then
                            // one per span feature; LEXICAL+AUX: then kAuxFeatures
  std::shared_ptr<const SpanFeatureIndex> spanFeatures;  // LEXICAL, LEXICAL+AUX
  double C = 1;
  int maxWords = 15;        // max-margin: the longest training sentences (punctuation not counted)
  // What CKY parses with (BASIC: the weights' rule and root scores), built once by trainParser
  // and parserModelFromJson (preparedParser for a model assembled by hand).
  std::shared_ptr<const CkyGrammar> scoring;
  std::vector<char> constituents;  // LEXICAL: parsing/span_features.h constituentSymbols
  std::shared_ptr<const std::unordered_map<std::string, int>> symbolIndex;  // LEXICAL+AUX: by name
};
// Fills `scoring`; throws std::invalid_argument when the weights do not fit the grammar.
ParserModel preparedParser(ParserModel model);
// Sentences longer than this are not parsed (written flat): CKY's chart grows with n^2.
inline constexpr int kMaxParsedWords = 300;

struct ParserTrainingOptions {
  ParserKind kind = ParserKind::Basic;
  // Multi-plane BCFW to a 1% gap (bench parsing: a 0.19% gap in 10 passes on 1,070 sentences).
  BcfwOptions bcfw{.C = 1, .maxPasses = 40, .relativeGapTolerance = 0.01, .evaluateEvery = 5, .cachedPlanes = 10};
  // BASIC trains on the sentences of at most this many words (punctuation not counted): CKY
  // costs n^3; the grammar and lexicon are read off every tree.
  int maxWords = 15;
  // LEXICAL keeps the span features seen in at least this many spans of its training sentences.
  int minFeatureCount = 2;
};

struct ParserTrainingResult {
  ParserModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::Converged;
  int trainedSentences = 0;
  int warmSentences = 0;  // training sentences whose dual block came from the warm start
};

// What a max-margin parser's training leaves for the next round (the Sentences workbench's
// Live update): each training sentence's dual block as the trees it mixes, with their weights.
// Not as vectors: every round reads the grammar, the lexicon and the span features off the
// trees again, so the feature space changes. Rebuilt in the new one (blockFromSupport), a block
// stays dual feasible whatever changed (the gold tree, C, BASIC or LEXICAL): the trees are
// still trees of the sentence, so the gap stays a certificate. Trees with a symbol or rule the
// new grammar lacks are left out.
struct ParserWarmStart {
  std::vector<std::string> symbols;  // the names of the trees' symbols (the grammar they came from)
  std::map<std::string, std::vector<SupportAtom>> sentences;  // by the sentence's words (and repeat)
};

// `trees`: normalised (io/treebank.h normaliseTree). Throws std::invalid_argument for none.
// `warm` (max-margin kinds): read as the starting point when not empty, then replaced by this
// run's state (also when cancelled: the state is consistent after every step).
ParserTrainingResult trainParser(const std::vector<ParseTree>& trees, const ParserTrainingOptions& options,
                                 const LearnerControl& control = {}, ParserWarmStart* warm = nullptr);
// The best tree (normalised form, not CNF) of `words`; a flat tree under "S" with "X" tags
// when the grammar has none or the sentence is longer than kMaxParsedWords (*found false).
// Throws std::invalid_argument for no words or an unprepared model.
ParseTree parseSentence(const ParserModel& model, const std::vector<std::string>& words, bool* found = nullptr);

std::string parserModelToJson(const ParserModel& model);
ParserModel parserModelFromJson(const std::string& json, const std::string& sourceName);  // IoError naming it

}  // namespace m3
