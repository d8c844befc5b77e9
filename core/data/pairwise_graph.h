#pragma once
// An associative Markov network example (AMN, Taskar et al. ICML 2004): nodes with
// feature vectors, undirected edges with non-negative feature vectors, and a (partial)
// labeling. Non-negative edge features together with non-negative edge weights make every
// edge reward associative (paid only when both ends agree), which keeps MAP inference
// exact for two labels (min-cut) and alpha-expansion valid for more.
// Requires: edges connect distinct nodes in [0, numNodes); edgeFeatures.rows() == edges.size().
#include <utility>
#include <vector>

#include "data/chain_example.h"

namespace m3 {

struct Edge {
  int a = 0, b = 0;
};

struct PairwiseGraph {
  RowMatrix nodeFeatures;  // n x F
  std::vector<Edge> edges;
  RowMatrix edgeFeatures;  // m x G, all entries >= 0
  Labeling labels;         // n entries, kUnlabelled allowed

  int numNodes() const { return static_cast<int>(nodeFeatures.rows()); }
  int numEdges() const { return static_cast<int>(edges.size()); }
};

// Incident edges of every node in compressed rows: node i's neighbours are
// other[start[i] .. start[i + 1]), joined by edges edge[...]. O(n + m).
// Requires: edges within [0, n).
struct Adjacency {
  std::vector<int> start, other, edge;
};
Adjacency buildAdjacency(int numNodes, const std::vector<Edge>& edges);

// Throws std::invalid_argument naming the first problem: shape mismatches, edges out of
// range or self-loops, negative or non-finite features, labels out of [0, K).
void validateGraph(const PairwiseGraph& graph, int numLabels);

}  // namespace m3
