#pragma once
// Graphs given as a node table and an edge list, the two-file form many tools write (and
// WebKB's Geom-GCN copy in ../shared/data/hypertext uses):
//   nodes: a header line, then one node per line: id <TAB> comma-separated features <TAB> label
//          (ids 0..n-1 in any order; label an integer class 0..K-1, or empty / "-1" for none)
//   edges: a header line, then one edge per line: source id <TAB or spaces> target id
// Files may be gzip-compressed. Node features get a leading constant 1 (a bias column).
// Links are directed; the graph keeps one edge per linked pair (a < b) with two edge features,
// [a links to b, b links to a] (1 or 0), so a model can tell the directions apart; repeated
// lines and self-loops are dropped (counted). Errors (IoError) name the file and line.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "data/pairwise_graph.h"
#include "io/graph_json.h"

namespace m3 {

struct NodeTableGraph {
  PairwiseGraph graph;
  int numClasses = 0;  // the largest label + 1
  int droppedSelfLoops = 0, repeatedLinks = 0;
};

NodeTableGraph readNodeTableGraph(const std::string& nodesPath, const std::string& edgesPath);

// Directed links gathered into the edges above: one per linked pair (a < b) with features
// [a links to b, b links to a]; self-links and repeated links are dropped and counted.
class DirectedLinks {
 public:
  void add(int from, int to);
  // Sets graph.edges and graph.edgeFeatures, and the counts of `counts`.
  void into(PairwiseGraph& graph, NodeTableGraph* counts = nullptr) const;

 private:
  std::map<std::pair<int, int>, std::pair<double, double>> pairs_;
  int selfLinks_ = 0, repeated_ = 0;
};

// Several graphs, each a node table with its edge list, as one set: tables named *.csv (or
// *.csv.gz) are CSV with a header (io/csv_graph.h), the others the TAB form above; one set is of
// one form. Graphs are named after their tables' folders. Classes: CSV class names sorted over
// all files (or in the order of `labelNames`, which must name them all); the TAB form's numbers
// 0..K-1, named by `labelNames` when given (it must name at least K). Throws IoError naming the
// file for what does not fit (feature counts that differ, unknown classes).
struct NodeTableSet {
  GraphSet set;
  int droppedSelfLoops = 0, repeatedLinks = 0;
};
NodeTableSet readNodeTableSet(const std::vector<std::string>& nodePaths, const std::vector<std::string>& edgePaths,
                              const std::vector<std::string>& labelNames = {});
bool isCsvNodeTable(const std::string& path);

}  // namespace m3
