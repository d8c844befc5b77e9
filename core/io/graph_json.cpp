#include "io/graph_json.h"

#include <climits>
#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"

namespace m3 {

using nlohmann::json;

namespace {

std::vector<double> numbers(const json& j, size_t expected, const std::string& where) {
  if (!j.is_array() || j.size() != expected)
    throw std::invalid_argument(where + ": expected " + std::to_string(expected) + " feature values");
  std::vector<double> out;
  for (const json& v : j) {
    if (!v.is_number()) throw std::invalid_argument(where + ": features must be numbers");
    out.push_back(v.get<double>());
    if (!std::isfinite(out.back())) throw std::invalid_argument(where + ": features must be finite");
  }
  return out;
}

void checkFeatureCounts(const json& items, int expected, const std::string& where) {
  for (size_t i = 0; i < items.size(); ++i) {
    const json& item = items.at(i);
    const size_t got = item.is_object() && item.contains("features") && item["features"].is_array()
                           ? item["features"].size()
                           : 0;
    if (got != static_cast<size_t>(expected))
      throw std::invalid_argument(where + std::to_string(i) + ": expected " + std::to_string(expected) +
                                  " feature values, found " + std::to_string(got));
  }
}

}  // namespace

GraphSet parseGraphSet(const std::string& text, const std::string& source) {
  const json j = parseJsonDocument(text, source, "graph file");
  GraphSet set;
  try {
    if (!j.is_object() || j.value("format", "") != "m3studio-graphs")
      throw std::invalid_argument("not an M3Studio graph file (missing \"format\": \"m3studio-graphs\")");
    if (intField(j, "schema", 0, INT_MAX) > 1) throw std::invalid_argument("schema is newer than this M3Studio supports");
    set.labels.names = j.at("labels").get<std::vector<std::string>>();
    if (set.labels.size() < 2) throw std::invalid_argument("need at least two labels");
    // More would make every model's K (or K^2) weights per feature unworkable.
    if (set.labels.size() > 1000) throw std::invalid_argument(std::to_string(set.labels.size()) + " labels, at most 1000");
    set.numNodeFeatures = intField(j, "nodeFeatures", 1, 1000000);
    set.numEdgeFeatures = intField(j, "edgeFeatures", 0, 1000000);
    for (const json& g : j.at("graphs")) {
      const std::string name = g.value("name", "graph " + std::to_string(set.graphs.size()));
      PairwiseGraph graph;
      const json& nodes = g.at("nodes");
      // The header's feature count is only a claim: every node must hold that many values
      // before the matrix is allocated, so its size is bounded by what the file holds.
      checkFeatureCounts(nodes, set.numNodeFeatures, name + ", node ");
      graph.nodeFeatures.resize(static_cast<Eigen::Index>(nodes.size()), set.numNodeFeatures);
      std::vector<std::string> nodeNames;
      for (size_t i = 0; i < nodes.size(); ++i) {
        const std::string where = name + ", node " + std::to_string(i);
        const std::vector<double> f = numbers(nodes[i].at("features"), set.numNodeFeatures, where);
        for (int k = 0; k < set.numNodeFeatures; ++k) graph.nodeFeatures(static_cast<Eigen::Index>(i), k) = f[k];
        const json label = nodes[i].value("label", json());
        if (label.is_null()) {
          graph.labels.push_back(kUnlabelled);
        } else {
          const int y = set.labels.indexOf(label.get<std::string>());
          if (y < 0) throw std::invalid_argument(where + ": unknown label \"" + label.get<std::string>() + "\"");
          graph.labels.push_back(y);
        }
        if (nodes[i].contains("name")) {
          if (nodeNames.empty())
            for (size_t k = 0; k < nodes.size(); ++k) nodeNames.push_back(std::to_string(k));
          nodeNames[i] = nodes[i].at("name").get<std::string>();
        }
      }
      const json edges = g.value("edges", json::array());
      checkFeatureCounts(edges, set.numEdgeFeatures, name + ", edge ");
      graph.edgeFeatures.resize(static_cast<Eigen::Index>(edges.size()), set.numEdgeFeatures);
      for (size_t e = 0; e < edges.size(); ++e) {
        const std::string where = name + ", edge " + std::to_string(e);
        graph.edges.push_back({intField(edges[e], "a", 0, INT_MAX), intField(edges[e], "b", 0, INT_MAX)});
        const std::vector<double> f = numbers(edges[e].value("features", json::array()), set.numEdgeFeatures, where);
        for (int k = 0; k < set.numEdgeFeatures; ++k) graph.edgeFeatures(static_cast<Eigen::Index>(e), k) = f[k];
      }
      try {
        validateGraph(graph, set.labels.size());
      } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(name + ": " + e.what());
      }
      set.names.push_back(name);
      set.graphs.push_back(std::move(graph));
      set.nodeNames.push_back(std::move(nodeNames));
    }
  } catch (const json::exception& e) {
    throw IoError(source + ": missing or mistyped field (" + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throw IoError(source + ": " + e.what());
  }
  return set;
}

GraphSet readGraphSet(const std::string& path) { return parseGraphSet(readFileMaybeGzip(path), path); }

std::string formatGraphSet(const GraphSet& set, const std::vector<Labeling>& labels) {
  if (!labels.empty() && labels.size() != set.graphs.size())
    throw std::invalid_argument("formatGraphSet: need one labeling per graph");
  json j;
  j["format"] = "m3studio-graphs";
  j["schema"] = 1;
  j["labels"] = set.labels.names;
  j["nodeFeatures"] = set.numNodeFeatures;
  j["edgeFeatures"] = set.numEdgeFeatures;
  j["graphs"] = json::array();
  for (size_t g = 0; g < set.graphs.size(); ++g) {
    const PairwiseGraph& graph = set.graphs[g];
    const Labeling& y = labels.empty() ? graph.labels : labels[g];
    json out;
    out["name"] = set.names[g];
    out["nodes"] = json::array();
    for (int i = 0; i < graph.numNodes(); ++i) {
      json node;
      node["features"] = std::vector<double>(graph.nodeFeatures.row(i).begin(), graph.nodeFeatures.row(i).end());
      node["label"] = y[i] == kUnlabelled ? json() : json(set.labels.names[y[i]]);
      if (g < set.nodeNames.size() && set.nodeNames[g].size() == static_cast<size_t>(graph.numNodes()))
        node["name"] = set.nodeNames[g][static_cast<size_t>(i)];
      out["nodes"].push_back(std::move(node));
    }
    out["edges"] = json::array();
    for (int e = 0; e < graph.numEdges(); ++e)
      out["edges"].push_back({{"a", graph.edges[e].a},
                              {"b", graph.edges[e].b},
                              {"features", std::vector<double>(graph.edgeFeatures.row(e).begin(),
                                                               graph.edgeFeatures.row(e).end())}});
    j["graphs"].push_back(std::move(out));
  }
  return j.dump(1);
}

void writeGraphSet(const std::string& path, const GraphSet& set, const std::vector<Labeling>& labels) {
  writeFileAtomically(path, formatGraphSet(set, labels));
}

}  // namespace m3
