#pragma once
// Generic graph files for the AMN engine, so users can bring any graph (hypertext link
// graphs, region adjacency, point neighbourhoods):
//   { "format": "m3studio-graphs", "schema": 1,
//     "labels": ["course", "faculty", ...],
//     "nodeFeatures": F, "edgeFeatures": G,
//     "graphs": [ { "name": "cornell",
//                   "nodes": [ {"features": [F numbers], "label": "course" | null,
//                               "name": "http://..." (optional)}, ... ],
//                   "edges": [ {"a": 0, "b": 1, "features": [G numbers >= 0]}, ... ] }, ... ] }
// A null or missing label means unlabelled. Errors (IoError) name the file, graph, node or
// edge and what is wrong (shape, negative or non-finite edge features, unknown labels,
// edges out of range). Files may be gzip-compressed.
#include <string>
#include <vector>

#include "data/label_set.h"
#include "data/pairwise_graph.h"

namespace m3 {

struct GraphSet {
  LabelSet labels;
  int numNodeFeatures = 0, numEdgeFeatures = 0;
  std::vector<std::string> names;  // one per graph
  std::vector<PairwiseGraph> graphs;
  // Per graph: every node's name, or empty when the file names none (a node without a name
  // among named ones is named by its index).
  std::vector<std::vector<std::string>> nodeNames;
};

GraphSet parseGraphSet(const std::string& json, const std::string& sourceName);
GraphSet readGraphSet(const std::string& path);
// `labels` (one labeling per graph) replaces the stored labels when given.
std::string formatGraphSet(const GraphSet& set, const std::vector<Labeling>& labels = {});
void writeGraphSet(const std::string& path, const GraphSet& set, const std::vector<Labeling>& labels = {});

}  // namespace m3
