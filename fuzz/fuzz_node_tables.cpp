// libFuzzer target: node and edge tables (io/node_table_graph.h, io/csv_graph.h). The input's
// first byte picks the form (even: CSV, odd: TAB-separated); the rest up to the first NUL byte
// is the node table, what follows the edge list. A set read must be a valid graph set.
#include <cstring>

#include "fuzz_support.h"
#include "io/node_table_graph.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  if (size < 1) return 0;
  const bool csv = data[0] % 2 == 0;
  const uint8_t* rest = data + 1;
  const size_t restSize = size - 1;
  const auto* nul = static_cast<const uint8_t*>(std::memchr(rest, 0, restSize));
  const size_t nodeSize = nul ? static_cast<size_t>(nul - rest) : restSize;
  const std::string nodes = fuzz::scratchFile(rest, nodeSize, csv ? "-nodes.csv" : "-nodes.txt");
  const std::string edges =
      fuzz::scratchFile(nul ? nul + 1 : rest + restSize, nul ? restSize - nodeSize - 1 : 0, csv ? "-edges.csv" : "-edges.txt");
  NodeTableSet read;
  // Errors name one of the two scratch files, which share their name up to the suffix.
  const std::string shared = nodes.substr(0, nodes.size() - std::strlen(csv ? "-nodes.csv" : "-nodes.txt"));
  if (!fuzz::readsOrRefuses([&] { read = readNodeTableSet({nodes}, {edges}); }, shared)) return 0;
  const GraphSet& set = read.set;
  fuzz::check(set.graphs.size() == 1 && set.labels.size() >= 2, "one graph, two labels or more");
  validateGraph(set.graphs[0], set.labels.size());  // throws (a finding) when the reader let a bad graph through
  fuzz::check(set.nodeNames[0].empty() || set.nodeNames[0].size() == static_cast<size_t>(set.graphs[0].numNodes()),
              "a name per node");
  return 0;
}
