// The graphs a graph command reads: an m3studio-graphs JSON file, or node tables with their
// edge lists (io/node_table_graph.h), shared by the graph commands and bench hypertext.
#include "cli_commands.h"
#include "io/graph_json.h"
#include "io/node_table_graph.h"

namespace m3::cli {

GraphSet readGraphInput(const Args& args, const std::string& fileOption) {
  if (args.has(fileOption)) {
    if (args.has("nodes") || args.has("edges"))
      throw UsageError("give --" + fileOption + " or --nodes / --edges, not both");
    return readGraphSet(args.get(fileOption));
  }
  const std::vector<std::string> nodes = splitList(args.required("nodes"), "nodes"),
                                 edges = splitList(args.required("edges"), "edges");
  if (nodes.size() != edges.size())
    throw UsageError("--nodes and --edges must name as many files each");
  return readNodeTableSet(nodes, edges,
                          args.has("label-names")
                              ? splitList(args.get("label-names"), "label-names")
                              : std::vector<std::string>{})
      .set;
}

std::vector<Parameter> graphInputOptions() {
  return {Parameter::text("nodes", "FILE[,FILE...]",
                          "node tables, one per graph (instead of a graph file)"),
          Parameter::text("edges", "FILE[,FILE...]", "edge lists, one per node table"),
          Parameter::text("label-names", "A,B,...",
                          "names of classes 0, 1, ... of node tables that number them")};
}

}  // namespace m3::cli
