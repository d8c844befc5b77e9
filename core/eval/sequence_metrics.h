#pragma once
// Per-letter and per-word error of predicted chains against (possibly partial) truths.
// Only labelled positions count; a word counts as wrong when any labelled letter is wrong,
// and words with no labelled letter are skipped. O(total length).
#include <vector>

#include "data/labeling.h"

namespace m3 {

struct SequenceErrors {
  long letters = 0, letterErrors = 0;
  long words = 0, wordErrors = 0;

  void add(const Labeling& truth, const Labeling& predicted);
  double letterError() const { return letters ? double(letterErrors) / double(letters) : 0.0; }
  double wordError() const { return words ? double(wordErrors) / double(words) : 0.0; }
};

SequenceErrors sequenceErrors(const std::vector<Labeling>& truths,
                              const std::vector<Labeling>& predictions);

}  // namespace m3
