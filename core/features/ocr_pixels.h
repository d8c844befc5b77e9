#pragma once
// Node features of the handwriting chain: the 128 binary pixels of a 16 x 8 letter image,
// plus an optional constant 1 (a per-label bias), exactly the thesis's pixel indicators.
// Ensures: one row per letter, dimension() columns, values in {0, 1}. O(L * 129).
#include <memory>
#include <vector>

#include "data/chain_example.h"
#include "io/letter_data.h"

namespace m3 {

struct OcrFeatureSpec {
  bool bias = true;
  int dimension() const { return kLetterHeight * kLetterWidth + (bias ? 1 : 0); }
  bool operator==(const OcrFeatureSpec&) const = default;
};

RowMatrix ocrWordFeatures(const HandwritingWord& word, const OcrFeatureSpec& spec);

// Features of every word of a dataset, computed once and shared read-only between threads.
using WordFeatures = std::vector<RowMatrix>;
std::shared_ptr<const WordFeatures> ocrDatasetFeatures(const HandwritingDataset& dataset,
                                                       const OcrFeatureSpec& spec);

}  // namespace m3
