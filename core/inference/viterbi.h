#pragma once
// Exact MAP inference on a first-order chain by dynamic programming (Viterbi).
// Requires: nodeScores is L x K (L >= 0, K >= 1); transition is K x K, where
//   transition(a, b) scores label a at position j followed by b at j+1.
// Ensures: the returned labeling maximises sum_j nodeScores(j, y_j) + sum_j transition(y_j, y_j+1);
//   ties go to the lexicographically smallest labeling among the maximisers found by the
//   backward pass (deterministic). Complexity O(L K^2) time, O(L K) memory.
#include <Eigen/Dense>

#include "data/labeling.h"

namespace m3 {

struct ChainSolution {
  Labeling labels;
  double score = 0;  // objective value, including any loss term
};

ChainSolution viterbi(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition);

// Loss-augmented inference for margin rescaling with Hamming loss: maximises
//   score(y) + sum_j [truth_j labelled and y_j != truth_j].
// Requires: truth.size() == L. The returned score includes the loss.
ChainSolution lossAugmentedViterbi(const Eigen::MatrixXd& nodeScores,
                                   const Eigen::MatrixXd& transition, const Labeling& truth);

// Score of a given full labeling (no loss term).
double chainScore(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition,
                  const Labeling& y);

}  // namespace m3
