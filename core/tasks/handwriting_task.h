#pragma once
// The handwriting workbench's engine entry points: from a dataset plus the user's partial
// letter labels to a trained chain model, and from a model to predictions for every word.
// Training uses the subgraph induced by labelled letters (each maximal run of labelled
// letters is one training chain, DESIGN section 3) and reports progress through the
// learner's callback. Thread-safety: trainHandwriting only reads the request, so the GUI
// can hand it an immutable snapshot and keep editing its own copy.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "features/ocr_pixels.h"
#include "learning/bcfw.h"
#include "model/chain_model.h"
#include "tasks/suggestions.h"

namespace m3 {

struct HandwritingTrainingRequest {
  std::shared_ptr<const HandwritingDataset> dataset;
  std::shared_ptr<const WordFeatures> features;  // ocrDatasetFeatures(*dataset, featureSpec)
  OcrFeatureSpec featureSpec;
  LabelSet labels = LabelSet::lowercaseLetters();
  std::vector<Labeling> userLabels;  // one per word; kUnlabelled where the user gave no label
  std::vector<int> validationWords;  // words scored against the dataset's reference letters
  bool useTransitions = true;        // false: multiclass SVM baseline (no edges)
  BcfwOptions options;               // C, passes and gap apply to both learners
  // The thesis's structured SMO (learning/chain_smo.h) instead of BCFW: kernels, at the
  // cost of passes over a kernel cache. Non-linear kernels drop the bias column.
  bool useSmo = false;
  KernelSpec kernel;
  double smoEpsilon = 0.01;                   // KKT tolerance (loss units)
  std::size_t kernelCacheBytes = 512u << 20;  // bound on cached kernel rows
};

// Dual blocks of an earlier run, keyed by (word, run start, run letters), so that runs the
// user did not touch keep their dual variables when other words are (re)labelled.
struct HandwritingWarmStart {
  double C = 0;  // C the blocks were built with; blocks are rescaled when C changes
  std::map<std::string, BcfwBlock> blocks;
  ChainSmoState smo;  // SMO: matched block by block in order (changed blocks restart)
};

struct HandwritingTrainingResult {
  ChainModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  HandwritingWarmStart warmStart;
  int trainingChains = 0;
  int labelledLetters = 0;
  std::size_t kernelCachePeakBytes = 0;  // SMO only
};

// Throws std::invalid_argument when the request is inconsistent (sizes, labels out of range).
HandwritingTrainingResult trainHandwriting(const HandwritingTrainingRequest& request,
                                           const LearnerControl& control = {},
                                           HandwritingWarmStart warmStart = {});

// MAP labeling of every word. O(total letters * F * K).
std::vector<Labeling> predictWords(const ChainModel& model, const WordFeatures& features);

// The same with each word's structured margin (inference/chain_margins.h: its score over the
// second-best labeling of the word), for suggesting what to label next. O(total letters * (F K +
// K^2)).
struct WordPredictions {
  std::vector<Labeling> labels;
  std::vector<double> margins;                     // +infinity for a word without letters
  std::vector<std::vector<double>> letterMargins;  // ChainMargins::positionMargins of each word
};
WordPredictions predictWordsWithMargins(const ChainModel& model, const WordFeatures& features);

// The words to label next (tasks/suggestions.h): least sure first, by the smallest letter
// margin among the letters the user has not labelled (for a word without labels, its
// structured margin), leaving out words whose every letter is labelled; diversity spreads them
// by their mean letter image. Requires letterMargins, userLabels and features of one size, and
// each word's letter margins and labels of its length (std::invalid_argument otherwise).
std::vector<Suggestion> suggestWords(const std::vector<std::vector<double>>& letterMargins,
                                     const std::vector<Labeling>& userLabels,
                                     const WordFeatures& features,
                                     const SuggestionOptions& options);

// One interactive round (as tasks/interactive_training.h has for the other tasks): train on the
// user's letters, then predict every word, in one call on the learner's thread; or, with
// `given` (a model reopened with a project), only predict. `warm` is used and replaced as
// trainHandwriting does. A stopped run keeps the model it reached and still predicts with it
// (predicting costs a few milliseconds per thousand words). The generation is echoed back so
// the caller can drop the result of a dataset no longer open.
struct HandwritingRoundRequest {
  HandwritingTrainingRequest training;
  std::shared_ptr<const ChainModel> given;
  std::uint64_t dataGeneration = 0;
};
struct HandwritingRoundOutcome {
  std::shared_ptr<const ChainModel> model;
  std::vector<Labeling> predictions;               // every word; empty without a model
  std::vector<std::vector<double>> letterMargins;  // every word's (predictWordsWithMargins)
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;  // EmptyProblem: no labelled letters
  int labelledLetters = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};
HandwritingRoundOutcome trainAndPredictHandwriting(const HandwritingRoundRequest& request,
                                                   const LearnerControl& control,
                                                   HandwritingWarmStart& warm);

// Reference letters of every word (the dataset's own labels), for evaluation.
std::vector<Labeling> referenceLabels(const HandwritingDataset& dataset);

// Words whose fold is (or is not) in `folds`: the usual train/test protocols of letter.data.
std::vector<int> wordsInFolds(const HandwritingDataset& dataset, const std::vector<int>& folds,
                              bool inside);

}  // namespace m3
