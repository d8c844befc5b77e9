// libFuzzer target: graph files (core/io/graph_json.h), read, written and read back.
#include "fuzz_support.h"
#include "io/graph_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  GraphSet set;
  if (!fuzz::readsOrRefuses([&] { set = parseGraphSet(fuzz::bytes(data, size), fuzz::kSource); })) return 0;
  const GraphSet again = parseGraphSet(formatGraphSet(set), "written");
  fuzz::check(again.graphs.size() == set.graphs.size(), "graph count");
  fuzz::check(again.nodeNames == set.nodeNames, "node names");
  for (size_t g = 0; g < set.graphs.size(); ++g)
    fuzz::check(again.graphs[g].labels == set.graphs[g].labels && again.graphs[g].numEdges() == set.graphs[g].numEdges(),
                "labels and edges");
  return 0;
}
