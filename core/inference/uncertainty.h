#pragma once
// How sure an AMN's MAP labeling is, node by node, for an uncertainty overlay and for
// suggesting which nodes the user should label next.
// K == 2: exact min-marginal gaps -- the score lost by the best labeling that gives node i
//   the other label (one incremental cut per node, DynamicBinaryCut::flipCosts).
// K > 2 (documented approximation): the local margin -- with every other node fixed at the
//   MAP labeling, the score lost by the best change of node i alone. It is an upper bound
//   on the true min-marginal gap (letting neighbours follow can only lose less); O(n K + m).
// Confidence is in score units, >= 0; 0 means a tie.
#include <vector>

#include "inference/graphcut.h"

namespace m3 {

struct LabelingConfidence {
  Labeling labels;                // MAP (K = 2) or alpha-expansion (K > 2) labeling
  std::vector<double> confidence;  // one per node
};

LabelingConfidence amnConfidence(const std::vector<Edge>& edges, const AmnScores& scores);
// The local margin of every node under a given labeling (the K > 2 measure above, for any
// K): cheap enough to recompute after every retraining of a large cloud. O(n K + m).
std::vector<double> localMargins(const std::vector<Edge>& edges, const AmnScores& scores, const Labeling& labels);

// The `count` least confident nodes among those with skip[i] == false (e.g. already
// labelled), least confident first; ties by node index.
std::vector<int> leastConfidentNodes(const std::vector<double>& confidence, int count,
                                     const std::vector<bool>& skip = {});

// The same over several graphs scored by one model (margins in the same units, so they rank
// together): graph g's node i has confidence[g][i] and is left out when skip[g][i] (skip[g]
// may be empty). Least confident first; ties by graph, then node.
struct GraphNodeRef {
  int graph = -1;
  int node = -1;
  double confidence = 0;
};
std::vector<GraphNodeRef> leastConfidentNodesOfSet(const std::vector<std::vector<double>>& confidence, int count,
                                                   const std::vector<std::vector<bool>>& skip);

}  // namespace m3
