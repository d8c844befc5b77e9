#pragma once
// Graphs as two CSV files with a header row, as a spreadsheet or pandas' to_csv writes them:
//   nodes: a column "id" (any text, unique), optionally "label" (a class name; empty for
//          unlabelled) and "name" (shown and searched; the id when absent); every other
//          column is a numeric feature;
//   edges: the first two columns are the linking and the linked node's id (other columns are
//          ignored).
// Fields may be quoted ("a, b" and "" for a quote). As with node tables
// (io/node_table_graph.h), node features get a leading constant 1, and each linked pair is one
// edge (a < b) with features [a links to b, b links to a]; repeated links and self-links are
// dropped and counted. Errors (IoError) name the file and line. Files may be gzip-compressed.
#include <string>
#include <vector>

#include "io/node_table_graph.h"

namespace m3 {

// A CSV line's fields; false when a quote is left open.
bool splitCsvLine(const std::string& line, std::vector<std::string>& fields);

struct CsvGraph {
  NodeTableGraph table;                  // labels index classNames
  std::vector<std::string> classNames;   // sorted
  std::vector<std::string> nodeNames;    // one per node
};

CsvGraph readCsvGraph(const std::string& nodesPath, const std::string& edgesPath);

}  // namespace m3
