#include "io/graph_files.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "io/io_error.h"
#include "io/node_table_graph.h"

namespace m3 {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return text;
}

bool endsWith(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

// The edge list that goes with a node table: one given beside it, else the only file in its
// folder whose name says "edge".
std::string edgeListFor(const std::string& table, const std::vector<std::string>& given) {
  const fs::path folder = fs::absolute(table).parent_path();
  std::vector<std::string> beside;
  for (const std::string& e : given)
    if (fs::absolute(e).parent_path() == folder) beside.push_back(e);
  if (beside.empty()) beside = filesInFolder(folder.string(), isEdgeListPath);
  if (beside.size() != 1)
    throw IoError(
        table + ": " +
        (beside.empty() ? std::string("no edge list")
                        : std::to_string(beside.size()) + " edge lists") +
        " beside it; give the node table with its edge list (a file whose name says \"edge\")");
  return beside.front();
}

}  // namespace

bool isGraphJsonPath(const std::string& path) {
  const std::string name = lower(path);
  return endsWith(name, ".json") || endsWith(name, ".json.gz");
}

bool isEdgeListPath(const std::string& path) {
  return lower(fs::path(path).filename().string()).find("edge") != std::string::npos;
}

GraphFiles readGraphFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> jsons, tables, edgeLists;
  for (const std::string& p : paths)
    (isGraphJsonPath(p) ? jsons : isEdgeListPath(p) ? edgeLists : tables).push_back(p);
  if (jsons.size() + tables.size() == 0) throw IoError("no graph file or node table given");
  if (jsons.size() > 1 || (!jsons.empty() && !tables.empty()))
    throw IoError(paths.front() +
                  ": open one graph JSON file, or node tables with their edge lists");
  GraphFiles out;
  if (tables.empty()) {
    out.set = readGraphSet(jsons.front());
  } else {
    std::vector<std::string> edges;
    for (const std::string& table : tables) edges.push_back(edgeListFor(table, edgeLists));
    NodeTableSet read = readNodeTableSet(tables, edges);
    out.set = std::move(read.set);
    out.droppedSelfLoops = read.droppedSelfLoops;
    out.repeatedLinks = read.repeatedLinks;
  }
  if (out.set.graphs.empty()) throw IoError(paths.front() + ": no graph in it");
  return out;
}

}  // namespace m3
