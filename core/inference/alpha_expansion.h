#pragma once
// MAP inference for associative Markov networks with K >= 2 labels by alpha-expansion
// (Boykov, Veksler, Zabih): starting from `init` (default: the best label of every node
// alone), each move lets every free node either keep its label or switch to alpha, and
// picks the best such labeling exactly with one min-cut (minimiseAssociativeBinary).
// Moves cycle over alpha = 0..K-1 until a full sweep improves nothing.
// Requires: edge rewards >= 0 (every move is then submodular, so each move is optimal).
// Ensures: the score never decreases; the result is optimal among all labelings one
//   expansion move away; exact for K = 2 (one move from the all-0 labeling reaches any
//   labeling). For Potts-like rewards (equal for all labels) the energy is within a factor
//   2 of the optimum, the classical bound.
// Cost: sweeps x K min-cuts.
#include "inference/graphcut.h"

namespace m3 {

struct ExpansionResult {
  Labeling labels;
  double score = 0;
  int sweeps = 0;
};

ExpansionResult alphaExpansion(const std::vector<Edge>& edges, const AmnScores& scores,
                               const Labeling& clamp = {}, Labeling init = {});

// K == 2 goes to binaryAmnMap, K > 2 to alphaExpansion.
Labeling amnMap(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& clamp = {});

}  // namespace m3
