#pragma once
// The training set of structured SMO (learning/chain_smo.h) and the dual state of one block:
// every labelled run of every example is one block (one letter per block without
// transitions), its rows stacked into one feature matrix that the kernel cache reads.
#include <memory>
#include <vector>

#include "learning/chain_smo.h"

namespace m3::chain_smo_detail {

struct Block {
  int offset = 0;  // first row in the stacked features
  Labeling labels;
  int length() const { return static_cast<int>(labels.size()); }
};

struct TrainingSet {
  std::shared_ptr<RowMatrix> features = std::make_shared<RowMatrix>();
  Labeling truth;  // one label per stacked row
  std::vector<Block> blocks;
};

// Throws std::invalid_argument naming what is wrong with the examples or the options.
void validateExamples(const std::vector<ChainExample>& examples, int F, int K);
void validateOptions(const ChainSmoOptions& o);

// Labelled runs become blocks; without transitions every letter is its own block, so the
// multiclass SVM is the same algorithm on chains of length one.
TrainingSet buildTrainingSet(const std::vector<ChainExample>& examples, int F, bool useTransitions);

// The dual corner that puts all mass on the truth (where every block starts cold).
ChainSmoBlock truthCorner(const Labeling& labels, int K);

// A warm-start block is reused only if it belongs to the same truth and is feasible
// (normalised, non-negative, node-edge consistent within 1e-6).
bool feasibleFor(const ChainSmoBlock& b, const Labeling& labels, int K);

}  // namespace m3::chain_smo_detail
