#pragma once
// Where to draw the nodes of a graph: Graphviz's force-directed layouts (libgvc; sfdp, a
// multilevel spring model that handles thousands of nodes and lays out components side by
// side), run off the GUI thread by the caller. Graphviz keeps global state, so layouts run one
// at a time (a lock here). Qt-free, so it can run anywhere.
#include <string>
#include <utility>
#include <vector>

#include "model/pairwise_graph.h"

namespace m3 {

struct GraphLayout {
  std::vector<std::pair<double, double>> positions;  // one per node, in points
  std::string method;                                 // "sfdp", or why another was used
};

// Graphs above `maxNodes` (or when Graphviz fails) get a spiral of the nodes in index order
// instead: sfdp took 0.13 s for 300 nodes, 3 s for 3,000 and 12 s for 10,000 (the generated
// hypertext sample, this machine), and a larger hairball would draw nothing readable.
GraphLayout layoutGraph(int numNodes, const std::vector<Edge>& edges, int maxNodes = 10000);

}  // namespace m3
