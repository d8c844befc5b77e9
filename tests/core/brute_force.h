#pragma once
// Test helpers shared by the core tests: exhaustive enumeration of labelings and an exact
// dual QP solver for tiny structural SVMs, used as ground truth for the real solvers.
#include <functional>
#include <vector>

#include "learning/oracle.h"

namespace m3::test {

// Calls visit(y) for every labeling of n nodes with K labels (K^n of them).
void forEachLabeling(int n, int K, const std::function<void(const Labeling&)>& visit);

// Exact optimum of the n-slack structural SVM 1/2|w|^2 + C sum_i H_i(w) over an oracle
// whose examples are small enough to enumerate (K^L labelings each). Solves the dual
// (a QP over a product of simplices) by exact pairwise coordinate ascent until the
// duality gap, computed by enumeration, is below `tolerance`.
struct ExactSolution {
  Eigen::VectorXd w;
  double primal = 0, dual = 0;
};
ExactSolution solveExactly(const StructuredOracle& oracle, int numLabels, double C,
                           double tolerance = 1e-10);

// P(w) = 1/2 |w|^2 + C sum_i H_i(w) with every hinge maximised by enumeration: the true primal
// where the oracle's inference is approximate.
double enumeratedPrimal(const StructuredOracle& oracle, int numLabels, const Eigen::VectorXd& w, double C);

}  // namespace m3::test
