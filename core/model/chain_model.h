#pragma once
// A trained handwriting chain model: what a model file holds and what prediction needs.
// Linear models keep explicit weights (kind "chain-m3n" with transitions, "multiclass-svm"
// without). Kernel models (structured SMO, learning/chain_smo.h) keep their support
// vectors instead (kinds "chain-m3n-kernel" and "multiclass-svm-kernel"); their feature
// rows are the 128 pixels without the bias column, which the kernel's offset replaces.
#include <memory>
#include <string>

#include "data/chain_weights.h"
#include "data/label_set.h"
#include "features/ocr_pixels.h"
#include "learning/chain_smo.h"

namespace m3 {

struct ChainModel {
  LabelSet labels;
  OcrFeatureSpec features;
  ChainWeights weights;                          // linear models
  std::shared_ptr<const ChainSmoModel> kernel;  // kernel models (then `weights` is unused)
  double C = 1.0;  // regularisation it was trained with (informational)

  bool usesTransitions() const { return kernel ? kernel->useTransitions : weights.useTransitions; }
  std::string kind() const {
    return std::string(usesTransitions() ? "chain-m3n" : "multiclass-svm") + (kernel ? "-kernel" : "");
  }
  bool operator==(const ChainModel& o) const;
};

// The scores Viterbi maximises for one word: node scores (L x K) and the transitions (K x K,
// zero without). `features` as for predictWord.
struct WordScores {
  Eigen::MatrixXd node, transition;
};
WordScores scoreWord(const ChainModel& model, const RowMatrix& features);

// Viterbi prediction of one word. `features` may carry the bias column (the document's
// features); kernel models use the first numFeatures columns.
Labeling predictWord(const ChainModel& model, const RowMatrix& features);

}  // namespace m3
