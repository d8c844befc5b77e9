#include "graph_layout.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cmath>
#include <cstdlib>
#include <mutex>
#include <set>

namespace m3 {

namespace {

std::mutex graphvizLock;

GraphLayout spiral(int n, const std::string& why) {
  GraphLayout layout;
  layout.method = why;
  for (int i = 0; i < n; ++i) {  // a Fermat spiral: even density, no overlaps
    const double r = 20 * std::sqrt(i), a = i * 2.39996;
    layout.positions.emplace_back(r * std::cos(a), r * std::sin(a));
  }
  return layout;
}

}  // namespace

GraphLayout layoutGraph(int n, const std::vector<Edge>& edges, int maxNodes) {
  if (n <= 0) return {};
  if (n > maxNodes) return spiral(n, "spiral (more than " + std::to_string(maxNodes) + " nodes)");
  const std::lock_guard lock(graphvizLock);
  GVC_t* gvc = gvContext();
  if (!gvc) return spiral(n, "spiral (Graphviz could not start)");
  Agraph_t* g = agopen(const_cast<char*>("g"), Agundirected, nullptr);
  agattr(g, AGRAPH, const_cast<char*>("overlap"), const_cast<char*>("prism"));
  // A fixed seed: the same graph is drawn the same way every time it is opened.
  agattr(g, AGRAPH, const_cast<char*>("start"), const_cast<char*>("1"));
  std::vector<Agnode_t*> nodes(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) nodes[static_cast<size_t>(i)] = agnode(g, const_cast<char*>(std::to_string(i).c_str()), 1);
  std::set<std::pair<int, int>> seen;  // one Graphviz edge per pair
  for (const Edge& e : edges)
    if (e.a != e.b && e.a >= 0 && e.b >= 0 && e.a < n && e.b < n &&
        seen.insert({std::min(e.a, e.b), std::max(e.a, e.b)}).second)
      agedge(g, nodes[static_cast<size_t>(e.a)], nodes[static_cast<size_t>(e.b)], nullptr, 1);
  GraphLayout layout;
  // sfdp also draws from the C library's generators, which earlier layouts advanced.
  srand48(1);
  std::srand(1);
  if (gvLayout(gvc, g, "sfdp") == 0) {
    layout.method = "sfdp";
    for (Agnode_t* node : nodes) layout.positions.emplace_back(ND_coord(node).x, ND_coord(node).y);
    gvFreeLayout(gvc, g);
  }
  agclose(g);
  gvFreeContext(gvc);
  return layout.positions.empty() ? spiral(n, "spiral (Graphviz's sfdp layout failed)") : layout;
}

}  // namespace m3
