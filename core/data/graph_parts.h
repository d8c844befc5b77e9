#pragma once
// Cutting a graph into the pieces a learner trains on (DESIGN section 3: training uses the
// subgraph induced by labelled nodes).
//   - inducedSubgraph: the given nodes (in the given order) and every edge between them.
//   - trainingBlocks: the connected components of the labelled nodes' induced subgraph;
//     a component with more than `maxNodes` nodes is cut into connected chunks of at most
//     `maxNodes` nodes grown breadth-first, and the edges between chunks are dropped.
//     Why: BCFW (or any block-coordinate dual method) converges in tens of passes over
//     many small blocks but needs hundreds of full-graph inferences when one large graph
//     is a single block; with weights tied across the graph, the dropped edges (a thin
//     surface of each chunk) lose little. maxNodes <= 0 keeps components whole.
// Requires: a graph that passes validateGraph. Cost: O(n + m) plus copying features.
#include <vector>

#include "data/pairwise_graph.h"

namespace m3 {

PairwiseGraph inducedSubgraph(const PairwiseGraph& graph, const std::vector<int>& nodes);

struct TrainingBlocks {
  std::vector<PairwiseGraph> blocks;
  std::vector<std::vector<int>> nodes;  // each block's nodes in the original graph
  int keptEdges = 0;                    // edges between labelled nodes inside a block
  int droppedEdges = 0;                 // edges between labelled nodes of different chunks
};
TrainingBlocks trainingBlocks(const PairwiseGraph& graph, int maxNodes);
// The same with `labels` (one per node) in place of graph.labels, so a document can train
// on its user's labels without copying the graph. `groups`, when given (one id per node),
// also cuts the edges between nodes of different groups: a block never spans two groups.
// Why: blocks grown breadth-first from the lowest node shift when a node is labelled
// anywhere in a large component, which throws away the warm start of every later chunk; a
// partition fixed in advance (the terrain workbench: cells of space) keeps the blocks of
// untouched groups, and with them their warm start, when the user paints elsewhere.
TrainingBlocks trainingBlocks(const PairwiseGraph& graph, const Labeling& labels, int maxNodes,
                              const std::vector<int>* groups = nullptr);

}  // namespace m3
