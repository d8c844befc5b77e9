#include "tasks/sentences/parse_training_round.h"

#include <chrono>
#include <limits>

#include "learning/elapsed.h"
#include "parallel/parallel_blocks.h"

namespace m3 {

namespace {
using Clock = std::chrono::steady_clock;
}  // namespace

ParseTrainingOutcome trainAndParseSentences(const ParseTrainingRequest& request,
                                            const LearnerControl& control, ParserWarmStart& warm) {
  ParseTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  if (request.given) {
    outcome.model = request.given;
    outcome.given = true;
  } else {
    if (request.trees.empty()) {
      outcome.reason = StopReason::EmptyProblem;
      return outcome;
    }
    const auto start = Clock::now();
    ParserTrainingResult r = trainParser(request.trees, request.options, control, &warm);
    outcome.trainSeconds = secondsSince(start);
    outcome.progress = r.progress;
    outcome.reason = r.reason;
    outcome.trainedSentences = r.trainedSentences;
    outcome.givenTrees = static_cast<int>(request.trees.size());
    outcome.warmSentences = r.warmSentences;
    if (r.reason == StopReason::EmptyProblem) return outcome;
    // Stopped: the weights reached so far are a model too (the panel predicts with it).
    outcome.model = std::make_shared<const ParserModel>(std::move(r.model));
    if (r.reason == StopReason::Cancelled) return outcome;
  }
  const auto start = Clock::now();
  const std::vector<std::vector<std::string>>& sentences = *request.sentences;
  // Sentences are parsed independently: on every core, each into its own slot.
  outcome.predictions.assign(sentences.size(), std::nullopt);
  outcome.margins.assign(sentences.size(), std::numeric_limits<double>::quiet_NaN());
  parallelEach(static_cast<int>(sentences.size()), [&](int i) {
    const std::vector<std::string>& words = sentences[i];
    if (control.cancelled() || words.empty() ||
        static_cast<int>(words.size()) > request.maxParsedWords)
      return;
    outcome.predictions[i] = parseSentence(*outcome.model, words, nullptr, &outcome.margins[i]);
  });
  if (control.cancelled()) {
    outcome.predictions.clear();
    outcome.margins.clear();
    outcome.reason = StopReason::Cancelled;
    return outcome;
  }
  outcome.predictSeconds = secondsSince(start);
  return outcome;
}

}  // namespace m3
