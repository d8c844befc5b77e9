#pragma once
// The graphs a set of files holds, as the Graphs workbench opens them and its projects name
// them: one m3studio-graphs JSON file (io/graph_json.h), or node tables with their edge lists
// (io/node_table_graph.h), each table's list the one given from its folder, else the only file
// in its folder whose name says "edge". The GUI and `m3studio-cli train --project` read them
// through this one function, so both see the same graphs.
#include <string>
#include <vector>

#include "io/graph_json.h"

namespace m3 {

bool isGraphJsonPath(const std::string& path);  // .json, .json.gz
bool isEdgeListPath(const std::string& path);   // its name says "edge"

struct GraphFiles {
  GraphSet set;
  int droppedSelfLoops = 0, repeatedLinks = 0;  // node tables: links left out
};

// IoError naming the file: no graph file, two graph files, a graph file with tables, a table
// without exactly one edge list, or what the readers refuse.
GraphFiles readGraphFiles(const std::vector<std::string>& paths);

}  // namespace m3
