#include "tasks/handwriting_task.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "eval/sequence_metrics.h"
#include "inference/chain_margins.h"
#include "learning/chain_oracle.h"
#include "learning/structured_learner.h"

namespace m3 {

namespace {

std::string runKey(size_t word, int start, const Labeling& labels) {
  std::string key = std::to_string(word) + ':' + std::to_string(start) + ':';
  for (int y : labels) key += std::to_string(y) + ',';
  return key;
}

}  // namespace

namespace {

// Structured SMO on the labelled runs; non-linear kernels see the pixels without the bias.
HandwritingTrainingResult trainWithSmo(const HandwritingTrainingRequest& request, std::vector<ChainExample> runs,
                                       const LearnerControl& control, HandwritingWarmStart warmStart,
                                       HandwritingTrainingResult result) {
  const bool dropBias = request.kernel.type != KernelType::Linear && request.featureSpec.bias;
  const int F = request.featureSpec.dimension() - (dropBias ? 1 : 0);
  if (dropBias)
    for (ChainExample& run : runs) run.features = RowMatrix(run.features.leftCols(F));
  ChainSmoOptions options;
  options.C = request.options.C;
  options.kernel = request.kernel;
  options.epsilon = request.smoEpsilon;
  options.maxPasses = request.options.maxPasses;
  options.useTransitions = request.useTransitions;
  options.cacheBytes = request.kernelCacheBytes;
  options.seed = request.options.seed;
  ChainSmoResult trained = trainChainSmo(runs, F, request.labels.size(), options, control, std::move(warmStart.smo));
  result.model.labels = request.labels;
  result.model.features = request.featureSpec;
  result.model.features.bias = request.featureSpec.bias && !dropBias;
  result.model.C = request.options.C;
  result.model.kernel = std::make_shared<const ChainSmoModel>(std::move(trained.model));
  result.progress = trained.progress;
  result.reason = trained.reason;
  result.kernelCachePeakBytes = trained.cachePeakBytes;
  result.warmStart.smo = std::move(trained.state);
  return result;
}

}  // namespace

HandwritingTrainingResult trainHandwriting(const HandwritingTrainingRequest& request,
                                           const LearnerControl& control,
                                           HandwritingWarmStart warmStart) {
  if (!request.dataset || !request.features)
    throw std::invalid_argument("trainHandwriting: dataset and features are required");
  const auto& words = request.dataset->words;
  const WordFeatures& features = *request.features;
  if (request.userLabels.size() != words.size() || features.size() != words.size())
    throw std::invalid_argument("trainHandwriting: need one labeling and feature matrix per word");
  const int K = request.labels.size();
  const int F = request.featureSpec.dimension();
  std::vector<const std::vector<int>*> labelings;
  for (const Labeling& y : request.userLabels) labelings.push_back(&y);
  requireTwoLabelledClasses(labelings, request.labels);

  // Split every word's labels into labelled runs: the induced subgraph.
  auto chains = std::make_shared<std::vector<ChainExample>>();
  std::vector<std::string> keys;
  HandwritingTrainingResult result;
  for (size_t w = 0; w < words.size(); ++w) {
    const Labeling& labels = request.userLabels[w];
    if (static_cast<int>(labels.size()) != words[w].length())
      throw std::invalid_argument("trainHandwriting: word " + std::to_string(w) +
                                  " has a labeling of the wrong length");
    for (int y : labels)
      if (y != kUnlabelled && (y < 0 || y >= K))
        throw std::invalid_argument("trainHandwriting: label out of range");
    for (const Run& r : labelledRuns(labels)) {
      ChainExample run;
      run.features = features[w].middleRows(r.begin, r.end - r.begin);
      run.labels.assign(labels.begin() + r.begin, labels.begin() + r.end);
      keys.push_back(runKey(w, r.begin, run.labels));
      result.labelledLetters += r.end - r.begin;
      chains->push_back(std::move(run));
    }
  }
  result.trainingChains = static_cast<int>(chains->size());
  if (request.useSmo) return trainWithSmo(request, *chains, control, std::move(warmStart), std::move(result));

  // Reuse dual blocks of unchanged runs.
  BcfwState state =
      warmStateByKey(keys, warmStart.blocks, warmStart.C > 0 ? request.options.C / warmStart.C : 1.0);

  LearnerControl ctl = control;
  if (!request.validationWords.empty() && !ctl.validationError) {
    ctl.validationError = [&](const Eigen::VectorXd& w) {
      ChainWeights weights(F, K, request.useTransitions);
      weights.w = w;
      SequenceErrors errors;
      for (int v : request.validationWords)
        errors.add(words[v].letters, predictChain(weights, features[v]));
      return errors.letterError();
    };
  }

  ChainOracle oracle(chains, F, K, request.useTransitions);
  BcfwResult trained = trainStructured(oracle, request.options, ctl, std::move(state));

  result.model.labels = request.labels;
  result.model.features = request.featureSpec;
  result.model.C = request.options.C;
  result.model.weights = ChainWeights(F, K, request.useTransitions);
  result.model.weights.w = std::move(trained.weights);
  result.progress = trained.progress;
  result.reason = trained.reason;
  result.warmStart.C = request.options.C;
  for (size_t i = 0; i < keys.size(); ++i)
    result.warmStart.blocks[keys[i]] = std::move(trained.state.blocks[i]);
  return result;
}

std::vector<Labeling> predictWords(const ChainModel& model, const WordFeatures& features) {
  std::vector<Labeling> out;
  out.reserve(features.size());
  for (const RowMatrix& f : features) out.push_back(predictWord(model, f));
  return out;
}

WordPredictions predictWordsWithMargins(const ChainModel& model, const WordFeatures& features) {
  WordPredictions out;
  out.labels.reserve(features.size());
  out.margins.reserve(features.size());
  for (const RowMatrix& f : features) {
    const WordScores scores = scoreWord(model, f);
    ChainMargins m = chainMargins(scores.node, scores.transition);
    out.labels.push_back(std::move(m.best.labels));
    out.margins.push_back(m.margin);
    out.letterMargins.push_back(std::move(m.positionMargins));
  }
  return out;
}

std::vector<Suggestion> suggestWords(const std::vector<std::vector<double>>& letterMargins,
                                     const std::vector<Labeling>& userLabels,
                                     const WordFeatures& features,
                                     const SuggestionOptions& options) {
  if (userLabels.size() != letterMargins.size() || features.size() != letterMargins.size())
    throw std::invalid_argument(
        "suggestWords: one margin list, labeling and feature matrix per word");
  std::vector<double> margins(letterMargins.size(), std::numeric_limits<double>::infinity());
  std::vector<bool> done(margins.size());
  std::vector<Eigen::VectorXd> looks;
  for (size_t w = 0; w < margins.size(); ++w) {
    const Labeling& y = userLabels[w];
    if (letterMargins[w].size() != y.size())
      throw std::invalid_argument("suggestWords: one margin and label per letter");
    // Letters the user labelled are settled: only the others' margins say how unsure the word is.
    for (size_t j = 0; j < y.size(); ++j)
      if (y[j] == kUnlabelled) margins[w] = std::min(margins[w], letterMargins[w][j]);
    done[w] =
        !y.empty() && std::none_of(y.begin(), y.end(), [](int v) { return v == kUnlabelled; });
    if (options.diversity > 0)
      looks.push_back(features[w].rows() > 0
                          ? Eigen::VectorXd(features[w].colwise().mean().transpose())
                          : Eigen::VectorXd::Zero(features[w].cols()));
  }
  return rankSuggestions(margins, done, options, looks);
}

HandwritingRoundOutcome trainAndPredictHandwriting(const HandwritingRoundRequest& request,
                                                   const LearnerControl& control,
                                                   HandwritingWarmStart& warm) {
  HandwritingRoundOutcome out;
  out.dataGeneration = request.dataGeneration;
  if (request.given) {
    out.model = request.given;
    out.given = true;
  } else {
    HandwritingTrainingResult result = trainHandwriting(request.training, control, std::move(warm));
    warm = std::move(result.warmStart);
    out.progress = result.progress;
    out.reason = result.reason;
    out.labelledLetters = result.labelledLetters;
    if (result.reason == StopReason::EmptyProblem) return out;
    out.model = std::make_shared<const ChainModel>(std::move(result.model));
  }
  WordPredictions predicted = predictWordsWithMargins(*out.model, *request.training.features);
  out.predictions = std::move(predicted.labels);
  out.letterMargins = std::move(predicted.letterMargins);
  return out;
}

std::vector<Labeling> referenceLabels(const HandwritingDataset& dataset) {
  std::vector<Labeling> out;
  out.reserve(dataset.words.size());
  for (const HandwritingWord& w : dataset.words) out.push_back(w.letters);
  return out;
}

std::vector<int> wordsInFolds(const HandwritingDataset& dataset, const std::vector<int>& folds,
                              bool inside) {
  std::vector<int> out;
  for (size_t i = 0; i < dataset.words.size(); ++i) {
    const bool in = std::find(folds.begin(), folds.end(), dataset.words[i].fold) != folds.end();
    if (in == inside) out.push_back(static_cast<int>(i));
  }
  return out;
}

}  // namespace m3
