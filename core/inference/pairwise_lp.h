#pragma once
// MAP inference for pairwise Markov networks with *general* (any sign, non-associative) edge
// potentials, by the LP relaxation over the local polytope (thesis 5.4; Wainwright and
// Jordan's "local consistency" constraints):
//   maximise  sum_i sum_k theta_i(k) mu_i(k) + sum_e sum_{k,l} theta_e(k,l) mu_e(k,l)
//   s.t.      sum_k mu_i(k) = 1;  sum_l mu_e(k,l) = mu_a(k);  sum_k mu_e(k,l) = mu_b(l);  mu >= 0
// for edges e = (a, b). Exact on trees (and whenever the optimum is integral); otherwise an
// upper bound on the MAP score with a fractional optimum, which is rounded node by node
// (each node its largest mu_i(k)), as the thesis did. Solved with GLPK's simplex (GPL-
// compatible, as in inference/clustering.h). Why an LP and not alpha-expansion: expansion
// moves need submodular (attractive) potentials; repulsive ones, like "courses rarely link to
// projects", are what the general model is for.
// Nodes with a single neighbour are first folded into it, repeatedly (exact for the local
// polytope), so the LP only sees the 2-core: n K + m K^2 columns and n + 2 m K rows for its n
// nodes and m edges (WebKB's Wisconsin: 176 of 251 pages, 375 of 450 links); a tree needs no
// LP at all. Solved from scratch per call.
#include <Eigen/Dense>
#include <vector>

#include "data/labeling.h"
#include "data/pairwise_graph.h"

namespace m3 {

struct PairwiseLpResult {
  Eigen::MatrixXd nodeMarginals;  // n x K, rows sum to 1
  Eigen::MatrixXd edgeMarginals;  // m x K^2, column k K + l = mu_e(k, l)
  double value = 0;               // the LP optimum (>= the best labeling's score)
  bool integral = false;          // every node marginal 0 or 1 (within 1e-6): value is the MAP's
  Labeling labels;                // rounded: argmax_k mu_i(k) (ties to the smaller k)
};

// nodeScores: n x K; edgeScores: m x K^2 (column k K + l: edge (a, b) with a at k, b at l).
// Throws std::invalid_argument for mismatched sizes or edges out of range, std::runtime_error
// when GLPK fails. A graph without edges is solved without the LP (each node its best label).
PairwiseLpResult solvePairwiseLp(int numNodes, const std::vector<Edge>& edges, const Eigen::MatrixXd& nodeScores,
                                 const Eigen::MatrixXd& edgeScores);

// The score of an integral labeling under the same potentials.
double pairwiseScore(const std::vector<Edge>& edges, const Eigen::MatrixXd& nodeScores,
                     const Eigen::MatrixXd& edgeScores, const Labeling& labels);

}  // namespace m3
