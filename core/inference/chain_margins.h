#pragma once
// How sure a chain's MAP labeling is: its structured margin, the score it wins by over the
// second-best labeling, and where along the chain that margin is smallest. Used to suggest
// which word a person should label next (tasks/suggestions.h).
//
// Every labeling other than the MAP one differs from it at some position j, so the
// second-best score is max_j max_{y != yhat_j} M(j, y), where M(j, y) is the max-marginal (the
// best score of any labeling with label y at j). One forward and one backward max-product
// pass give every M(j, y); the margin is exact. O(L K^2).
#include <Eigen/Dense>
#include <vector>

#include "inference/viterbi.h"

namespace m3 {

struct ChainMargins {
  ChainSolution best;                   // the MAP labeling (as viterbi() breaks ties) and its score
  std::vector<double> positionMargins;  // best score - best score with another label at j (>= 0)
  // best score - second-best score (the minimum of positionMargins); +infinity when there is
  // no second labeling (no positions, or one label).
  double margin = 0;
};

// Same requirements as viterbi().
ChainMargins chainMargins(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition);

}  // namespace m3
