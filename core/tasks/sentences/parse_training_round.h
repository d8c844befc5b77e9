#pragma once
// The Sentences workbench's training round (and any other front end's): train a parser on the
// trees the user gave, then parse every open sentence with it, in one call (as
// tasks/graphs/graph_training_round.h does for graphs). Sentences longer than `maxParsedWords` are
// left unparsed: CKY's cost grows with the cube of the length, and one 100-word sentence of
// the treebank would hold up every other prediction.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tasks/sentences/parse_task.h"

namespace m3 {

struct ParseTrainingRequest {
  // The words of every open sentence, in order.
  std::shared_ptr<const std::vector<std::vector<std::string>>> sentences;
  std::vector<ParseTree> trees;  // the user's, normalised (io/treebank.h)
  ParserTrainingOptions options;
  int maxParsedWords = 40;
  // Set: parse with this model instead of training (a model reopened with a project).
  std::shared_ptr<const ParserModel> given;
  std::uint64_t dataGeneration = 0;
};

struct ParseTrainingOutcome {
  std::shared_ptr<const ParserModel> model;  // also when cancelled: the weights reached so far
  // One per sentence; none for a sentence longer than maxParsedWords. Empty when cancelled.
  std::vector<std::optional<ParseTree>> predictions;
  // Per sentence, what its tree wins by over the second best (parseSentence's margin); NaN
  // where none was parsed. What Label Next ranks sentences by.
  std::vector<double> margins;
  TrainingProgress progress;
  StopReason reason = StopReason::Converged;
  int trainedSentences = 0;  // the trees BASIC learned from (at most options.maxWords words)
  int givenTrees = 0;        // the trees the request gave (longer ones are not learned from)
  int warmSentences = 0;     // of them, those whose dual block the previous round gave
  double trainSeconds = 0, predictSeconds = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

// No trees (and no given model) gives reason EmptyProblem; throws std::invalid_argument for a
// tree whose words are not a sentence's (none are checked here: the caller's trees are its own).
// `warm`: the previous round's dual state, replaced by this round's (ParserWarmStart).
ParseTrainingOutcome trainAndParseSentences(const ParseTrainingRequest& request,
                                            const LearnerControl& control, ParserWarmStart& warm);

}  // namespace m3
