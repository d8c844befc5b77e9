#pragma once
// The parsers' entry points (thesis ch. 9; issue 18), for the CLI, the benchmark and the
// Sentences workbench: train a GENERATIVE PCFG or a max-margin BASIC, LEXICAL or LEXICAL+AUX parser
// on normalised treebank trees and parse sentences (the model and its files: model/parser_model.h).
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "learning/bcfw.h"
#include "learning/progress.h"
#include "model/parser_model.h"
#include "parsing/pcfg.h"
#include "parsing/span_features.h"

namespace m3 {

// Sentences longer than this are not parsed (written flat): CKY's chart grows with n^2.
inline constexpr int kMaxParsedWords = 300;

struct ParserTrainingOptions {
  ParserKind kind = ParserKind::Basic;
  // Multi-plane BCFW to a 1% gap (bench parsing: a 0.19% gap in 10 passes on 1,070 sentences).
  BcfwOptions bcfw{.C = 1,
                   .maxPasses = 40,
                   .relativeGapTolerance = 0.01,
                   .evaluateEvery = 5,
                   .cachedPlanes = 10};
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
  std::map<std::string, std::vector<SupportAtom>>
      sentences;  // by the sentence's words (and repeat)
};

// `trees`: normalised (io/treebank.h normaliseTree). Throws std::invalid_argument for none.
// `warm` (max-margin kinds): read as the starting point when not empty, then replaced by this
// run's state (also when cancelled: the state is consistent after every step).
ParserTrainingResult trainParser(const std::vector<ParseTree>& trees,
                                 const ParserTrainingOptions& options,
                                 const LearnerControl& control = {},
                                 ParserWarmStart* warm = nullptr);
// The best tree (normalised form, not CNF) of `words`; a flat tree under "S" with "X" tags
// when the grammar has none or the sentence is longer than kMaxParsedWords (*found false).
// `margin`, when given, gets what the tree wins by over the second-best CNF tree (parseCky's
// margin: what Label Next and `parse suggest` rank by; two binarisations of one tree would
// count as two, so it bounds the margin over distinct trees from below), +infinity for a
// sentence with one tree, 0 when the grammar has no tree for the words (nothing the model knows
// covers them: as unsure as can be) and NaN when the sentence was not parsed (longer than
// kMaxParsedWords, or a chart too large); it doubles the time of the parse.
// Throws std::invalid_argument for no words or an unprepared model.
ParseTree parseSentence(const ParserModel& model, const std::vector<std::string>& words,
                        bool* found = nullptr, double* margin = nullptr);

}  // namespace m3
