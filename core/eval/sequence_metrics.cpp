#include "eval/sequence_metrics.h"

#include <stdexcept>

namespace m3 {

void SequenceErrors::add(const Labeling& truth, const Labeling& predicted) {
  if (truth.size() != predicted.size())
    throw std::invalid_argument("sequenceErrors: prediction and truth lengths differ");
  const int labelled = countLabelled(truth);
  if (labelled == 0) return;
  const long wrong = static_cast<long>(hammingLoss(truth, predicted));
  letters += labelled;
  letterErrors += wrong;
  words += 1;
  wordErrors += wrong > 0;
}

SequenceErrors sequenceErrors(const std::vector<Labeling>& truths,
                              const std::vector<Labeling>& predictions) {
  if (truths.size() != predictions.size())
    throw std::invalid_argument("sequenceErrors: different numbers of words");
  SequenceErrors e;
  for (size_t i = 0; i < truths.size(); ++i) e.add(truths[i], predictions[i]);
  return e;
}

}  // namespace m3
