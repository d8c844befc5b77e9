#include "model/general_m3n_model.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"
#include "model/graph_model_file.h"
#include "model/model_file.h"

namespace m3 {

using nlohmann::json;

void checkGeneralM3nSize(const GeneralM3nLayout& layout) {
  const long long K = layout.numLabels;
  const long long weights =
      (static_cast<long long>(layout.numNodeFeatures) + layout.numEdgeFeatures * K) * K;
  if (K < 2 || K > kMaxGeneralM3nLabels || weights > kMaxGeneralM3nWeights)
    throw std::invalid_argument(
        "a general M3N of " + std::to_string(K) + " labels, " +
        std::to_string(layout.numNodeFeatures) + " node and " +
        std::to_string(layout.numEdgeFeatures) + " edge features (" + std::to_string(weights) +
        " weights) is larger than M3Studio handles (2.." + std::to_string(kMaxGeneralM3nLabels) +
        " labels, " + std::to_string(kMaxGeneralM3nWeights) + " weights)");
}

std::string generalM3nModelToJson(const GeneralM3nModel& model) {
  return graphModelFile("m3n-general", model.labels, model.layout, model.C, model.weights).dump(1);
}

GeneralM3nModel generalM3nModelFromJson(const std::string& text, const std::string& source) {
  return readModelFile(text, source, [&](const json& j) {
    const std::string kind = j.at("kind").get<std::string>();
    if (kind != "m3n-general")
      throw std::invalid_argument("model kind \"" + kind + "\" is not a general M3N");
    if (j.at("features").value("type", "") != "graph")
      throw std::invalid_argument("features.type must be \"graph\"");
    GeneralM3nModel m;
    m.labels.names = j.at("labels").get<std::vector<std::string>>();
    if (m.labels.size() < 2 || m.labels.size() > kMaxGeneralM3nLabels)
      throw std::invalid_argument("a general M3N needs 2.." + std::to_string(kMaxGeneralM3nLabels) +
                                  " labels");
    m.layout = {intField(j.at("features"), "node", 1, 1'000'000),
                intField(j.at("features"), "edge", 0, 10'000), m.labels.size()};
    checkGeneralM3nSize(m.layout);  // before the weight matrices are read
    m.C = j.at("training").at("C").get<double>();
    if (!(m.C > 0) || !std::isfinite(m.C))
      throw std::invalid_argument("training.C must be a positive number");
    const Eigen::MatrixXd node = matrixFromJson(
        j.at("weights").at("node"), m.layout.numNodeFeatures, m.layout.numLabels, "weights.node");
    const Eigen::MatrixXd edge =
        matrixFromJson(j.at("weights").at("edge"), m.layout.numEdgeFeatures,
                       m.layout.numLabels * m.layout.numLabels, "weights.edge");
    m.weights.resize(node.size() + edge.size());
    m.weights << node.reshaped(), edge.reshaped();
    return m;
  });
}

void saveGeneralM3nModel(const std::string& path, const GeneralM3nModel& model) {
  writeFileAtomically(path, generalM3nModelToJson(model));
}
GeneralM3nModel loadGeneralM3nModel(const std::string& path) {
  return generalM3nModelFromJson(readFileMaybeGzip(path), path);
}

std::string modelFileKind(const std::string& text, const std::string& source) {
  const json j = parseJsonDocument(text, source, "model file");
  return j.is_object() && j.contains("kind") && j["kind"].is_string() ? j["kind"].get<std::string>()
                                                                      : "";
}

}  // namespace m3
