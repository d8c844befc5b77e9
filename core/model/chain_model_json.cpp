#include "model/chain_model_json.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "io/io_error.h"
#include "io/json_util.h"
#include "learning/kernel_json.h"
#include "model/model_file.h"

namespace m3 {

using nlohmann::json;

namespace {

[[noreturn]] void invalidModel(const std::string& source, const std::string& what) {
  throw IoError(source + ": invalid model file: " + what);
}

// The shared reader with the file named in the error.
Eigen::MatrixXd matrixFromJson(const json& j, Eigen::Index rows, Eigen::Index cols,
                               const std::string& source, const std::string& field) {
  try {
    return m3::matrixFromJson(j, rows, cols, field);
  } catch (const std::invalid_argument& e) {
    invalidModel(source, e.what());
  }
}

}  // namespace

std::string modelToJson(const ChainModel& model) {
  json j = modelFileHeader();
  j["kind"] = model.kind();
  j["labels"] = model.labels.names;
  j["features"] = {{"type", "ocr-pixels"},
                   {"height", kLetterHeight},
                   {"width", kLetterWidth},
                   {"bias", model.features.bias}};
  j["training"] = {{"C", model.C}};
  if (model.kernel) {
    const ChainSmoModel& k = *model.kernel;
    j["features"]["bias"] = false;
    j["kernel"] = kernelSpecToJson(k.kernel);
    j["supportVectors"] = matrixToJson(k.supportVectors);
    j["coefficients"] = matrixToJson(k.coefficients);
    if (k.useTransitions) j["weights"]["transition"] = matrixToJson(k.transition);
    return j.dump(1);
  }
  j["weights"]["node"] = matrixToJson(model.weights.node());
  if (model.weights.useTransitions)
    j["weights"]["transition"] = matrixToJson(model.weights.transition());
  return j.dump(1);
}

ChainModel modelFromJson(const std::string& text, const std::string& source) {
  const json j = modelDocument(text, source);
  try {
    const std::string kind = j.at("kind").get<std::string>();
    const bool kernel = kind == "chain-m3n-kernel" || kind == "multiclass-svm-kernel";
    if (kind != "chain-m3n" && kind != "multiclass-svm" && !kernel)
      invalidModel(source, "unknown model kind \"" + kind + "\"");
    ChainModel model;
    model.labels.names = j.at("labels").get<std::vector<std::string>>();
    if (model.labels.size() < 1) invalidModel(source, "the label list is empty");
    const json& f = j.at("features");
    if (f.at("type").get<std::string>() != "ocr-pixels" ||
        f.at("height").get<int>() != kLetterHeight || f.at("width").get<int>() != kLetterWidth)
      invalidModel(source, "unsupported feature spec (expected ocr-pixels 16 x 8)");
    model.features.bias = f.at("bias").get<bool>();
    model.C = j.at("training").at("C").get<double>();
    const int F = model.features.dimension(), K = model.labels.size();
    const bool transitions = kind.rfind("chain-m3n", 0) == 0;
    if (kernel) {
      auto k = std::make_shared<ChainSmoModel>();
      try {
        k->kernel = kernelSpecFromJson(j.at("kernel"));
      } catch (const std::invalid_argument& e) {
        invalidModel(source, e.what());
      }
      k->numFeatures = F, k->numLabels = K, k->useTransitions = transitions, k->C = model.C;
      const json& sv = j.at("supportVectors");
      if (!sv.is_array()) invalidModel(source, "supportVectors must be a list of rows");
      const auto S = static_cast<Eigen::Index>(sv.size());
      k->supportVectors = matrixFromJson(sv, S, F, source, "supportVectors");
      k->coefficients = matrixFromJson(j.at("coefficients"), S, K, source, "coefficients");
      k->transition = transitions ? matrixFromJson(j.at("weights").at("transition"), K, K, source,
                                                   "weights.transition")
                                  : Eigen::MatrixXd::Zero(K, K);
      model.kernel = std::move(k);
      return model;
    }
    model.weights = ChainWeights(F, K, transitions);
    model.weights.node() = matrixFromJson(j.at("weights").at("node"), F, K, source, "weights.node");
    if (transitions) {
      const Eigen::MatrixXd t =
          matrixFromJson(j.at("weights").at("transition"), K, K, source, "weights.transition");
      Eigen::Map<Eigen::MatrixXd>(model.weights.transitionData(model.weights.w), K, K) = t;
    }
    return model;
  } catch (const json::exception& e) {
    invalidModel(source, std::string("missing or mistyped field (") + e.what() + ")");
  }
}

void saveModel(const std::string& path, const ChainModel& model) {
  writeFileAtomically(path, modelToJson(model));
}

ChainModel loadModel(const std::string& path) {
  return modelFromJson(readFileMaybeGzip(path), path);
}

}  // namespace m3
