#include "model/amn_model.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"
#include "learning/random_forest.h"
#include "model/graph_model_file.h"
#include "model/model_file.h"

namespace m3 {

const char* graphModelKindName(GraphModelKind kind) {
  switch (kind) {
    case GraphModelKind::Amn:
      return "amn";
    case GraphModelKind::NodeSvm:
      return "node-svm";
    case GraphModelKind::VotedSvm:
      return "voted-svm";
    case GraphModelKind::RandomForest:
      return "random-forest";
  }
  return "?";
}

GraphModelKind parseGraphModelKind(const std::string& name) {
  for (GraphModelKind k : kGraphModelKinds)
    if (name == graphModelKindName(k)) return k;
  throw std::invalid_argument("unknown graph model \"" + name +
                              "\" (amn, node-svm, voted-svm, random-forest)");
}

using nlohmann::json;

std::string amnModelToJson(const AmnModel& model) {
  json j = graphModelFile(graphModelKindName(model.kind), model.labels, model.layout, model.C,
                          model.weights);
  if (model.kind == GraphModelKind::RandomForest) j["forest"] = model.forest;
  if (model.terrain) j["terrain"] = terrainSettingsToJson(*model.terrain);
  return j.dump(1);
}

AmnModel amnModelFromJson(const std::string& text, const std::string& source) {
  return readModelFile(text, source, [&](const json& j) {
    const std::string kind = j.at("kind").get<std::string>();
    AmnModel m;
    try {
      m.kind = parseGraphModelKind(kind);
    } catch (const std::invalid_argument&) {
      throw std::invalid_argument("model kind \"" + kind + "\" is not a graph model");
    }
    m.labels.names = j.at("labels").get<std::vector<std::string>>();
    // Bounded as whole numbers: a count of 1e20 must not wrap through a cast.
    m.layout = {intField(j.at("features"), "node", 1, 1'000'000),
                intField(j.at("features"), "edge", 0, 1'000'000), m.labels.size()};
    if (m.layout.numNodeFeatures < 1 || m.layout.numEdgeFeatures < 0 || m.layout.numLabels < 2)
      throw std::invalid_argument("bad feature or label counts");
    m.C = j.at("training").at("C").get<double>();
    const Eigen::MatrixXd node = matrixFromJson(
        j.at("weights").at("node"), m.layout.numNodeFeatures, m.layout.numLabels, "weights.node");
    const Eigen::MatrixXd edge = matrixFromJson(
        j.at("weights").at("edge"), m.layout.numEdgeFeatures, m.layout.numLabels, "weights.edge");
    m.weights.resize(node.size() + edge.size());
    m.weights << node.reshaped(), edge.reshaped();
    if ((m.layout.edge(m.weights).array() < 0).any())
      throw std::invalid_argument("edge weights must be >= 0 (associative model)");
    if (m.kind == GraphModelKind::RandomForest) {
      m.forest = j.at("forest").get<std::string>();
      checkRandomForest(m.forest, m.layout.numNodeFeatures, m.layout.numLabels);
    }
    if (j.contains("terrain"))
      m.terrain = terrainSettingsFromJson(j.at("terrain"), m.labels.names, m.layout.numNodeFeatures,
                                          m.layout.numEdgeFeatures);
    return m;
  });
}

void saveAmnModel(const std::string& path, const AmnModel& model) {
  writeFileAtomically(path, amnModelToJson(model));
}
AmnModel loadAmnModel(const std::string& path) {
  return amnModelFromJson(readFileMaybeGzip(path), path);
}

}  // namespace m3
