#pragma once
// Where to draw the nodes of a graph (the Graphs workbench's node-link view): a multilevel
// spring-electrical layout of our own, in the family of Walshaw's multilevel method and Hu's
// sfdp. Each connected component is coarsened by merging matched neighbours until a few dozen
// nodes are left; the coarsest graph is laid out from a seeded random start, and each finer
// level starts from its parent's position and is refined by the same forces: springs along
// links (d^2 / K) against a repulsion between every pair (K^2 m_i m_j / d, Barnes-Hut
// approximated; repulsion_quadtree.h), moved with an adaptive step that grows while the
// forces fall and shrinks otherwise. Components are then packed in rows, largest first.
// No third-party layout library: Graphviz, which did this before, is under the EPL-1.0, which
// cannot be combined with this GPL program (docs/architecture.md).
// Requires nothing of the edges: self-loops, repeats and out-of-range ends are ignored.
// Ensures: the same graph gives the same positions every time (fixed seeds, no threads);
// distinct nodes get distinct positions. Cost: O((n + m) log n) per refinement step, a few
// hundred steps in all; run it off the GUI thread.
#include <string>
#include <utility>
#include <vector>

#include "data/pairwise_graph.h"

namespace m3 {

struct GraphLayout {
  std::vector<std::pair<double, double>> positions;  // one per node, in points
  std::string method;                                 // kForceDirected, or why a spiral was drawn
  static constexpr const char* kForceDirected = "force-directed";
};

// The natural length of a link, in points: what the layout's scale is set by.
inline constexpr double kLayoutLinkLength = 60;

// Graphs above `maxNodes` get a spiral of the nodes in index order instead: a larger hairball
// would draw nothing readable, and the view would hold too many items.
GraphLayout layoutGraph(int numNodes, const std::vector<Edge>& edges, int maxNodes = 10000);

// The spiral alone (a Fermat spiral: even density, no overlaps); `why` becomes its method.
GraphLayout spiralLayout(int numNodes, const std::string& why);

}  // namespace m3
