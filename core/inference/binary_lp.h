#pragma once
// MAP inference for binary pairwise MRFs (any graph) by the local-polytope LP relaxation,
// solved with GLPK's simplex, plus rounding. The problem, over u in {0,1}^K:
//   maximise  constant + sum_i unary(i) u_i + sum_{i<j} pairwise(i, j) u_i u_j
// (only the strict upper triangle of `pairwise` is read; zero entries are not edges).
// LP: mu_i in [0,1], and for each edge mu_ij >= 0, mu_ij <= mu_i, mu_ij <= mu_j,
//   mu_ij >= mu_i + mu_j - 1 (the local polytope of a binary pair, written in its
//   1-marginals), objective constant + sum unary mu + sum pairwise mu_ij.
// Ensures: lpBound >= max over integral u (the LP is a relaxation); when the LP optimum is
//   integral (integral == true) labels is an exact MAP and score == lpBound up to 1e-9
//   relative. The LP is tight for trees and for supermodular problems (pairwise >= 0).
//   Otherwise the fractional entries are rounded: entries within 1e-6 of 0/1 are fixed, the
//   others start at 0 and are improved by coordinate ascent (ICM) over the fractional set
//   until no single flip helps; score is the rounded labeling's true objective.
// Cost: one simplex on K + E variables and 3E rows; ICM O(F K) per sweep. Not thread-safe
//   across threads sharing GLPK's environment (each call builds and frees its own problem).
#include <Eigen/Dense>

#include "data/labeling.h"

namespace m3 {

struct BinaryPairwiseProblem {
  Eigen::VectorXd unary;     // K
  Eigen::MatrixXd pairwise;  // K x K, upper triangle used
  double constant = 0;
};

double binaryScore(const BinaryPairwiseProblem& problem, const Labeling& u);

struct LpMapResult {
  Labeling labels;  // 0/1
  double score = 0;    // objective of labels
  double lpBound = 0;  // LP optimum (>= every integral objective)
  bool integral = false;
};

LpMapResult solveBinaryLp(const BinaryPairwiseProblem& problem);

// Exact MAP on a chain 0-1-...-(K-1) (pairwise(i, i+1) only; other entries ignored) by
// dynamic programming, O(K). Ties go to 0.
Labeling binaryChainMap(const BinaryPairwiseProblem& problem);

}  // namespace m3
