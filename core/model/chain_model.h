#pragma once
// A trained handwriting chain model: what a model file holds and what prediction needs.
// kind() is "chain-m3n" with transitions and "multiclass-svm" without (the no-edges baseline).
#include <string>

#include "features/ocr_pixels.h"
#include "model/chain_weights.h"
#include "model/label_set.h"

namespace m3 {

struct ChainModel {
  LabelSet labels;
  OcrFeatureSpec features;
  ChainWeights weights;
  double C = 1.0;  // regularisation it was trained with (informational)

  std::string kind() const { return weights.useTransitions ? "chain-m3n" : "multiclass-svm"; }
  bool operator==(const ChainModel&) const = default;
};

}  // namespace m3
