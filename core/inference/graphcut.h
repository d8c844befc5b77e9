#pragma once
// Exact MAP for two-label associative Markov networks by one s-t minimum cut
// (Boykov-Kolmogorov maxflow), and the binary "keep or switch" subproblem that
// alpha-expansion solves at every move.
// Scores are maximised: score(y) = sum_i node(i, y_i) + sum_e edge(e, y_a) [y_a == y_b].
// Requires: edge rewards >= 0 (associative), which makes the energy submodular.
// Nodes with clamp[i] != kUnlabelled are fixed to that label (user-labelled nodes); they
// are eliminated exactly by folding their edges into their neighbours' node scores.
// Cost: one maxflow on n nodes and m edges (O(m n^2 |C|) worst case, near-linear on
// image-like and k-NN graphs).
#include <Eigen/Dense>
#include <vector>

#include "data/labeling.h"
#include "data/pairwise_graph.h"

namespace m3 {

struct AmnScores {
  Eigen::MatrixXd node;  // n x K
  Eigen::MatrixXd edge;  // m x K, >= 0: reward when both ends take label k
};

double amnScore(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& y);

// K == 2 only. Exact argmax of amnScore subject to the clamps.
Labeling binaryAmnMap(const std::vector<Edge>& edges, const AmnScores& scores,
                      const Labeling& clamp = {});

// The binary subproblem in cost form: minimise
//   sum_i cost(i, x_i) - sum_e [ keep(e) [x_a = x_b = 0] + take(e) [x_a = x_b = 1] ]
// with keep, take >= 0; `fixed[i]` in {-1, 0, 1} (-1 = free). Returns x in {0, 1}^n.
std::vector<int> minimiseAssociativeBinary(const Eigen::MatrixXd& cost /* n x 2 */,
                                           const std::vector<Edge>& edges,
                                           const std::vector<double>& keep,
                                           const std::vector<double>& take,
                                           const std::vector<int>& fixed);

}  // namespace m3
