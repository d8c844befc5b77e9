#include "io/node_table_graph.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>
#include <string_view>

#include "io/csv_graph.h"
#include "io/io_error.h"

namespace m3 {

namespace {

// The file's lines after the header (line numbers from 2).
std::vector<std::string> bodyLines(const std::string& path) {
  std::istringstream in(readFileMaybeGzip(path));
  std::vector<std::string> lines;
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

long parseInteger(const std::string& text, const std::string& where) {
  long v = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || ptr != end) throw IoError(where + ": \"" + text + "\" is not a whole number");
  return v;
}

}  // namespace

NodeTableGraph readNodeTableGraph(const std::string& nodesPath, const std::string& edgesPath) {
  NodeTableGraph out;
  const std::vector<std::string> nodeLines = bodyLines(nodesPath);
  int F = -1;
  std::vector<std::vector<double>> features;
  std::vector<long> ids;
  Labeling labels;
  for (size_t l = 0; l < nodeLines.size(); ++l) {
    const std::string& line = nodeLines[l];
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    const std::string where = nodesPath + ":" + std::to_string(l + 2);
    const size_t tab1 = line.find('\t'), tab2 = tab1 == std::string::npos ? tab1 : line.find('\t', tab1 + 1);
    if (tab2 == std::string::npos) throw IoError(where + ": expected id <TAB> features <TAB> label");
    const long id = parseInteger(line.substr(0, tab1), where);
    std::vector<double> x{1.0};
    std::string_view list(line.data() + tab1 + 1, tab2 - tab1 - 1);
    while (!list.empty()) {
      const size_t comma = list.find(',');
      const std::string item(list.substr(0, comma));
      char* end = nullptr;
      const double v = std::strtod(item.c_str(), &end);
      if (item.empty() || *end || !std::isfinite(v)) throw IoError(where + ": feature \"" + item + "\" is not a number");
      x.push_back(v);
      list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    }
    if (F < 0) F = static_cast<int>(x.size());
    if (static_cast<int>(x.size()) != F)
      throw IoError(where + ": " + std::to_string(x.size() - 1) + " features, the first node has " + std::to_string(F - 1));
    const std::string labelText = line.substr(tab2 + 1);
    const long label = labelText.empty() ? -1 : parseInteger(labelText, where);
    if (label < -1 || label >= 1000) throw IoError(where + ": label " + labelText + " is not a class 0..999 (or -1)");
    ids.push_back(id);
    features.push_back(std::move(x));
    labels.push_back(label < 0 ? kUnlabelled : static_cast<int>(label));
  }
  const long n = static_cast<long>(ids.size());
  if (n == 0) throw IoError(nodesPath + ": no nodes");
  std::vector<long> order(static_cast<size_t>(n), -1);  // row of each id
  for (long r = 0; r < n; ++r) {
    if (ids[static_cast<size_t>(r)] < 0 || ids[static_cast<size_t>(r)] >= n)
      throw IoError(nodesPath + ": node id " + std::to_string(ids[static_cast<size_t>(r)]) + " is outside 0.." + std::to_string(n - 1));
    if (order[static_cast<size_t>(ids[static_cast<size_t>(r)])] >= 0)
      throw IoError(nodesPath + ": node id " + std::to_string(ids[static_cast<size_t>(r)]) + " appears twice");
    order[static_cast<size_t>(ids[static_cast<size_t>(r)])] = r;
  }
  PairwiseGraph& g = out.graph;
  g.nodeFeatures = RowMatrix(n, F);
  g.labels.assign(static_cast<size_t>(n), kUnlabelled);
  for (long id = 0; id < n; ++id) {
    const long r = order[static_cast<size_t>(id)];
    for (int f = 0; f < F; ++f) g.nodeFeatures(id, f) = features[static_cast<size_t>(r)][static_cast<size_t>(f)];
    g.labels[static_cast<size_t>(id)] = labels[static_cast<size_t>(r)];
    out.numClasses = std::max(out.numClasses, labels[static_cast<size_t>(r)] + 1);
  }
  // Links: one edge per linked pair (a < b), features [a -> b, b -> a].
  DirectedLinks links;
  const std::vector<std::string> edgeLines = bodyLines(edgesPath);
  for (size_t l = 0; l < edgeLines.size(); ++l) {
    std::istringstream fields(edgeLines[l]);
    std::string a, b, extra;
    if (!(fields >> a)) continue;  // blank
    const std::string where = edgesPath + ":" + std::to_string(l + 2);
    if (!(fields >> b) || (fields >> extra)) throw IoError(where + ": expected two node ids");
    const long s = parseInteger(a, where), t = parseInteger(b, where);
    if (s < 0 || t < 0 || s >= n || t >= n)
      throw IoError(where + ": node " + std::to_string(s < 0 || s >= n ? s : t) + " is not in " + nodesPath);
    links.add(static_cast<int>(s), static_cast<int>(t));
  }
  links.into(g, &out);
  return out;
}

void DirectedLinks::add(int from, int to) {
  if (from == to) return void(++selfLinks_);
  auto& p = pairs_[{std::min(from, to), std::max(from, to)}];
  double& direction = from < to ? p.first : p.second;
  if (direction > 0) ++repeated_;
  direction = 1;
}

void DirectedLinks::into(PairwiseGraph& g, NodeTableGraph* counts) const {
  g.edges.clear();
  g.edgeFeatures = RowMatrix(static_cast<Eigen::Index>(pairs_.size()), 2);
  for (const auto& [ab, directions] : pairs_) {
    g.edgeFeatures(static_cast<Eigen::Index>(g.edges.size()), 0) = directions.first;
    g.edgeFeatures(static_cast<Eigen::Index>(g.edges.size()), 1) = directions.second;
    g.edges.push_back({ab.first, ab.second});
  }
  if (counts) counts->droppedSelfLoops = selfLinks_, counts->repeatedLinks = repeated_;
}

bool isCsvNodeTable(const std::string& path) {
  std::string name = path;
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  if (name.size() > 3 && name.compare(name.size() - 3, 3, ".gz") == 0) name.resize(name.size() - 3);
  return name.size() > 4 && name.compare(name.size() - 4, 4, ".csv") == 0;
}

namespace {

std::string folderName(const std::string& path) {
  std::string dir = path.substr(0, path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/'));
  if (dir.empty()) return path;  // a file in the working folder: named by itself
  return dir.substr(dir.find_last_of('/') == std::string::npos ? 0 : dir.find_last_of('/') + 1);
}

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

}  // namespace

NodeTableSet readNodeTableSet(const std::vector<std::string>& nodePaths, const std::vector<std::string>& edgePaths,
                              const std::vector<std::string>& labelNames) {
  if (nodePaths.empty() || nodePaths.size() != edgePaths.size())
    throw std::invalid_argument("readNodeTableSet: one edge list per node table is needed");
  const bool csv = isCsvNodeTable(nodePaths.front());
  NodeTableSet out;
  GraphSet& set = out.set;
  std::vector<std::vector<std::string>> classNames;  // CSV: each graph's own, its labels index them
  int K = 0;
  for (size_t i = 0; i < nodePaths.size(); ++i) {
    if (isCsvNodeTable(nodePaths[i]) != csv)
      throw IoError(nodePaths[i] + ": open CSV node tables and TAB-separated ones separately");
    NodeTableGraph g;
    if (csv) {
      CsvGraph read = readCsvGraph(nodePaths[i], edgePaths[i]);
      g = std::move(read.table);
      classNames.push_back(std::move(read.classNames));
      set.nodeNames.push_back(std::move(read.nodeNames));
    } else {
      g = readNodeTableGraph(nodePaths[i], edgePaths[i]);
      set.nodeNames.emplace_back();
    }
    if (i > 0 && g.graph.nodeFeatures.cols() != set.numNodeFeatures)
      throw IoError(nodePaths[i] + ": " + std::to_string(g.graph.nodeFeatures.cols() - 1) + " features, " +
                    nodePaths[0] + " has " + std::to_string(set.numNodeFeatures - 1));
    set.numNodeFeatures = static_cast<int>(g.graph.nodeFeatures.cols());
    K = std::max(K, g.numClasses);
    out.droppedSelfLoops += g.droppedSelfLoops;
    out.repeatedLinks += g.repeatedLinks;
    set.names.push_back(folderName(nodePaths[i]));
    set.graphs.push_back(std::move(g.graph));
  }
  set.numEdgeFeatures = 2;
  if (!csv) {
    if (!labelNames.empty() && static_cast<int>(labelNames.size()) < K)
      throw IoError(nodePaths.front() + ": the label names name " + std::to_string(labelNames.size()) +
                    " classes, the nodes use " + std::to_string(K));
    set.labels.names = labelNames;
    if (labelNames.empty())
      for (int k = 0; k < std::max(K, 2); ++k) set.labels.names.push_back(std::to_string(k));
    return out;
  }
  // CSV: one class list for every graph, each graph's labels renumbered into it.
  std::vector<std::string> all = labelNames;
  if (all.empty()) {
    for (const auto& names : classNames) all.insert(all.end(), names.begin(), names.end());
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
  }
  if (all.size() > 999) throw IoError(nodePaths.front() + ": " + std::to_string(all.size()) + " classes, at most 999");
  for (int k = 1; all.size() < 2; ++k)  // a learner needs two
    if (std::find(all.begin(), all.end(), "class " + std::to_string(k)) == all.end()) all.push_back("class " + std::to_string(k));
  set.labels.names = all;
  for (size_t i = 0; i < set.graphs.size(); ++i)
    for (int& y : set.graphs[i].labels) {
      if (y == kUnlabelled) continue;
      const std::string& name = classNames[i][static_cast<size_t>(y)];
      y = set.labels.indexOf(name);
      if (y < 0) throw IoError(nodePaths[i] + ": class \"" + name + "\" is not among the label names (" + joined(all) + ")");
    }
  return out;
}

}  // namespace m3
