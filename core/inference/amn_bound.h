#pragma once
// A certified upper bound on max_y amnScore(edges, scores, y) for any number of labels, so
// that learning with alpha-expansion (exact only for K = 2) can still report a duality gap
// that is a certificate.
// The bound is the Lagrangian dual of the AMN linear relaxation (Taskar, Chatalbashev,
// Koller, ICML 2004): relaxing "each node takes one label" with multipliers lambda_v gives
//   L(lambda) = sum_v lambda_v + sum_k max_{x in {0,1}^n} [ sum_v (theta_v^k - lambda_v) x_v
//                                                      + sum_e r_e^k x_a x_b ],
// K binary problems with non-negative pair rewards, each solved exactly by one min-cut.
// Every L(lambda) bounds the relaxation, hence the integral maximum, from above; the
// bound tightens by projected-free subgradient steps (Polyak's rule, aimed at the score of
// `best`), starting from the multipliers under which `best` is optimal in every k-problem
// when it is optimal at all. Its minimum over lambda is the LP value (Taskar et al. found
// the LP integral on real data; then the bound meets the best labeling's score).
// Requires: edge rewards >= 0; `best` a labeling (e.g. from alpha-expansion).
// Cost: K min-cuts of n nodes and m edges per iteration.
#include "inference/graphcut.h"

namespace m3 {

struct AmnBound {
  double value = 0;    // >= max_y amnScore(y)
  int iterations = 0;  // subgradient iterations used (K cuts each)
};

// Stops when the bound is within `tolerance` (absolute) of bestScore or after maxIterations.
AmnBound amnUpperBound(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& best,
                       double tolerance, int maxIterations = 200);

}  // namespace m3
