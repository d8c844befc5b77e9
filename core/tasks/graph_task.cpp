#include "tasks/graph_task.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "inference/alpha_expansion.h"
#include "io/io_error.h"

namespace m3 {

PairwiseGraph inducedLabelledSubgraph(const PairwiseGraph& graph) {
  std::vector<int> index(graph.numNodes(), -1);
  PairwiseGraph sub;
  std::vector<int> kept;
  for (int i = 0; i < graph.numNodes(); ++i)
    if (graph.labels[i] != kUnlabelled) {
      index[i] = static_cast<int>(kept.size());
      kept.push_back(i);
      sub.labels.push_back(graph.labels[i]);
    }
  sub.nodeFeatures.resize(static_cast<Eigen::Index>(kept.size()), graph.nodeFeatures.cols());
  for (size_t k = 0; k < kept.size(); ++k) sub.nodeFeatures.row(static_cast<Eigen::Index>(k)) = graph.nodeFeatures.row(kept[k]);
  std::vector<int> edges;
  for (int e = 0; e < graph.numEdges(); ++e)
    if (index[graph.edges[e].a] >= 0 && index[graph.edges[e].b] >= 0) {
      sub.edges.push_back({index[graph.edges[e].a], index[graph.edges[e].b]});
      edges.push_back(e);
    }
  sub.edgeFeatures.resize(static_cast<Eigen::Index>(edges.size()), graph.edgeFeatures.cols());
  for (size_t k = 0; k < edges.size(); ++k) sub.edgeFeatures.row(static_cast<Eigen::Index>(k)) = graph.edgeFeatures.row(edges[k]);
  return sub;
}

AmnTrainingResult trainAmn(const GraphSet& set, const BcfwOptions& options, bool useEdges,
                           const LearnerControl& control) {
  AmnLayout layout{set.numNodeFeatures, set.numEdgeFeatures, set.labels.size()};
  auto graphs = std::make_shared<std::vector<PairwiseGraph>>();
  AmnTrainingResult result;
  for (const PairwiseGraph& g : set.graphs) {
    PairwiseGraph sub = inducedLabelledSubgraph(g);
    if (sub.numNodes() == 0) continue;
    if (!useEdges) {  // node-only baseline: no edges, hence no edge weights are ever learned
      sub.edges.clear();
      sub.edgeFeatures.resize(0, layout.numEdgeFeatures);
    }
    result.labelledNodes += sub.numNodes();
    graphs->push_back(std::move(sub));
  }
  AmnOracle oracle(graphs, layout);
  const BcfwResult trained = trainBcfw(oracle, options, control);
  result.model = {set.labels, layout, useEdges, trained.weights, options.C};
  result.progress = trained.progress;
  result.reason = trained.reason;
  return result;
}

Labeling predictAmn(const AmnModel& model, const PairwiseGraph& graph) {
  if (graph.nodeFeatures.cols() != model.layout.numNodeFeatures ||
      (graph.numEdges() > 0 && graph.edgeFeatures.cols() != model.layout.numEdgeFeatures))
    throw std::invalid_argument("predictAmn: the graph's feature dimensions differ from the model's");
  AmnScores scores = amnScores(model.layout, model.weights, graph);
  if (!model.useEdges) scores.edge.setZero();
  return amnMap(graph.edges, scores);
}

namespace {

using nlohmann::json;

json matrixJson(const Eigen::Map<const Eigen::MatrixXd>& m) {
  json rows = json::array();
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    json row = json::array();
    for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(m(r, c));
    rows.push_back(row);
  }
  return rows;
}

void readMatrix(const json& j, Eigen::Index rows, Eigen::Index cols, double* out, const std::string& field) {
  if (!j.is_array() || static_cast<Eigen::Index>(j.size()) != rows)
    throw std::invalid_argument(field + " must have " + std::to_string(rows) + " rows");
  Eigen::Map<Eigen::MatrixXd> m(out, rows, cols);
  for (Eigen::Index r = 0; r < rows; ++r) {
    if (!j[r].is_array() || static_cast<Eigen::Index>(j[r].size()) != cols)
      throw std::invalid_argument(field + " rows must have " + std::to_string(cols) + " numbers");
    for (Eigen::Index c = 0; c < cols; ++c) {
      m(r, c) = j[r][c].get<double>();
      if (!std::isfinite(m(r, c))) throw std::invalid_argument(field + " holds a non-finite number");
    }
  }
}

}  // namespace

std::string amnModelToJson(const AmnModel& model) {
  json j;
  j["format"] = "m3studio-model";
  j["schema"] = 1;
  j["kind"] = model.useEdges ? "amn" : "node-svm";
  j["labels"] = model.labels.names;
  j["features"] = {{"type", "graph"}, {"node", model.layout.numNodeFeatures}, {"edge", model.layout.numEdgeFeatures}};
  j["training"] = {{"C", model.C}};
  j["weights"]["node"] = matrixJson(model.layout.node(model.weights));
  j["weights"]["edge"] = matrixJson(model.layout.edge(model.weights));
  return j.dump(1);
}

AmnModel amnModelFromJson(const std::string& text, const std::string& source) {
  try {
    const json j = json::parse(text);
    if (j.value("format", "") != "m3studio-model") throw std::invalid_argument("not an M3Studio model");
    if (j.at("schema").get<int>() > 1) throw std::invalid_argument("schema is newer than this M3Studio supports");
    const std::string kind = j.at("kind").get<std::string>();
    if (kind != "amn" && kind != "node-svm")
      throw std::invalid_argument("model kind \"" + kind + "\" is not a graph model");
    AmnModel m;
    m.useEdges = kind == "amn";
    m.labels.names = j.at("labels").get<std::vector<std::string>>();
    m.layout = {j.at("features").at("node").get<int>(), j.at("features").at("edge").get<int>(), m.labels.size()};
    if (m.layout.numNodeFeatures < 1 || m.layout.numEdgeFeatures < 0 || m.layout.numLabels < 2)
      throw std::invalid_argument("bad feature or label counts");
    m.C = j.at("training").at("C").get<double>();
    m.weights = Eigen::VectorXd::Zero(m.layout.dimension());
    readMatrix(j.at("weights").at("node"), m.layout.numNodeFeatures, m.layout.numLabels, m.weights.data(), "weights.node");
    readMatrix(j.at("weights").at("edge"), m.layout.numEdgeFeatures, m.layout.numLabels,
               m.weights.data() + m.layout.numNodeFeatures * m.layout.numLabels, "weights.edge");
    if ((m.layout.edge(m.weights).array() < 0).any())
      throw std::invalid_argument("edge weights must be >= 0 (associative model)");
    return m;
  } catch (const json::exception& e) {
    throw IoError(source + ": invalid model file (" + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throw IoError(source + ": invalid model file: " + e.what());
  }
}

void saveAmnModel(const std::string& path, const AmnModel& model) { writeFileAtomically(path, amnModelToJson(model)); }
AmnModel loadAmnModel(const std::string& path) { return amnModelFromJson(readFileMaybeGzip(path), path); }

}  // namespace m3
