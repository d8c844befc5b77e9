#pragma once
// MAP inference for associative Markov networks with K >= 2 labels by alpha-expansion
// (Boykov, Veksler, Zabih): starting from `init` (default: the best label of every node
// alone), each move lets every free node either keep its label or switch to alpha, and
// picks the best such labeling exactly with one min-cut (Boykov-Kolmogorov maxflow).
// Moves cycle over alpha = 0..K-1 until K - 1 moves in a row after the last improvement
// (K before any) improve nothing. Each move cuts only the free nodes not already at alpha
// and is scored from the nodes it switches, so late moves cost little beyond the cut.
// Requires: edge rewards >= 0 (every move is then submodular, so each move is optimal).
// Ensures: the score never decreases; the result is optimal among all labelings one
//   expansion move away; exact for K = 2 (by submodularity, a labeling that neither
//   expansion improves is a global optimum). For Potts-like rewards (equal for all labels) the energy is within a factor
//   2 of the optimum, the classical bound.
// Cost: `moves` min-cuts of at most n nodes and m edges, plus O(n + m) memory for one
// reused maxflow graph and the adjacency lists.
#include "inference/graphcut.h"

namespace m3 {

struct ExpansionResult {
  Labeling labels;
  double score = 0;
  int moves = 0;   // cuts solved
  int sweeps = 0;  // moves / K, rounded up
};

ExpansionResult alphaExpansion(const std::vector<Edge>& edges, const AmnScores& scores,
                               const Labeling& clamp = {}, Labeling init = {});

// K == 2 goes to binaryAmnMap, K > 2 to alphaExpansion.
Labeling amnMap(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& clamp = {});

}  // namespace m3
