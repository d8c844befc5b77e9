#include "io/model_json.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "io/io_error.h"

namespace m3 {

using nlohmann::json;

namespace {

json matrixToJson(const Eigen::MatrixXd& m) {
  json rows = json::array();
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    json row = json::array();
    for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(m(r, c));
    rows.push_back(std::move(row));
  }
  return rows;
}

[[noreturn]] void fail(const std::string& source, const std::string& what) {
  throw IoError(source + ": invalid model file: " + what);
}

Eigen::MatrixXd matrixFromJson(const json& j, Eigen::Index rows, Eigen::Index cols,
                               const std::string& source, const std::string& field) {
  if (!j.is_array() || static_cast<Eigen::Index>(j.size()) != rows)
    fail(source, field + " must have " + std::to_string(rows) + " rows");
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index r = 0; r < rows; ++r) {
    const json& row = j[r];
    if (!row.is_array() || static_cast<Eigen::Index>(row.size()) != cols)
      fail(source, field + " row " + std::to_string(r) + " must have " + std::to_string(cols) +
                       " numbers");
    for (Eigen::Index c = 0; c < cols; ++c) {
      if (!row[c].is_number()) fail(source, field + " holds a non-number");
      m(r, c) = row[c].get<double>();
      if (!std::isfinite(m(r, c))) fail(source, field + " holds a non-finite number");
    }
  }
  return m;
}

}  // namespace

std::string modelToJson(const ChainModel& model) {
  json j;
  j["format"] = "m3studio-model";
  j["schema"] = kModelSchemaVersion;
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
    j["kernel"] = {{"type", k.kernel.type == KernelType::Linear       ? "linear"
                            : k.kernel.type == KernelType::Polynomial ? "polynomial"
                                                                      : "rbf"},
                   {"degree", k.kernel.degree},
                   {"offset", k.kernel.offset},
                   {"scale", k.kernel.scale},
                   {"gamma", k.kernel.gamma}};
    j["supportVectors"] = matrixToJson(k.supportVectors);
    j["coefficients"] = matrixToJson(k.coefficients);
    if (k.useTransitions) j["weights"]["transition"] = matrixToJson(k.transition);
    return j.dump(1);
  }
  j["weights"]["node"] = matrixToJson(model.weights.node());
  if (model.weights.useTransitions) j["weights"]["transition"] = matrixToJson(model.weights.transition());
  return j.dump(1);
}

ChainModel modelFromJson(const std::string& text, const std::string& source) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    fail(source, std::string("not JSON (") + e.what() + ")");
  }
  try {
    if (!j.is_object() || j.value("format", "") != "m3studio-model")
      fail(source, "not an M3Studio model (missing \"format\": \"m3studio-model\")");
    const int schema = j.at("schema").get<int>();
    if (schema > kModelSchemaVersion)
      fail(source, "schema " + std::to_string(schema) + " is newer than this M3Studio supports (" +
                       std::to_string(kModelSchemaVersion) + ")");
    const std::string kind = j.at("kind").get<std::string>();
    const bool kernel = kind == "chain-m3n-kernel" || kind == "multiclass-svm-kernel";
    if (kind != "chain-m3n" && kind != "multiclass-svm" && !kernel)
      fail(source, "unknown model kind \"" + kind + "\"");
    ChainModel model;
    model.labels.names = j.at("labels").get<std::vector<std::string>>();
    if (model.labels.size() < 1) fail(source, "the label list is empty");
    const json& f = j.at("features");
    if (f.at("type").get<std::string>() != "ocr-pixels" || f.at("height").get<int>() != kLetterHeight ||
        f.at("width").get<int>() != kLetterWidth)
      fail(source, "unsupported feature spec (expected ocr-pixels 16 x 8)");
    model.features.bias = f.at("bias").get<bool>();
    model.C = j.at("training").at("C").get<double>();
    const int F = model.features.dimension(), K = model.labels.size();
    const bool transitions = kind.rfind("chain-m3n", 0) == 0;
    if (kernel) {
      auto k = std::make_shared<ChainSmoModel>();
      const json& spec = j.at("kernel");
      const std::string type = spec.at("type").get<std::string>();
      if (type != "linear" && type != "polynomial" && type != "rbf") fail(source, "unknown kernel \"" + type + "\"");
      k->kernel.type = type == "linear" ? KernelType::Linear : type == "polynomial" ? KernelType::Polynomial : KernelType::Rbf;
      k->kernel.degree = spec.at("degree").get<int>();
      k->kernel.offset = spec.at("offset").get<double>();
      k->kernel.scale = spec.at("scale").get<double>();
      k->kernel.gamma = spec.at("gamma").get<double>();
      try {
        k->kernel.validate();
      } catch (const std::invalid_argument& e) {
        fail(source, e.what());
      }
      k->numFeatures = F, k->numLabels = K, k->useTransitions = transitions, k->C = model.C;
      const json& sv = j.at("supportVectors");
      if (!sv.is_array()) fail(source, "supportVectors must be a list of rows");
      const auto S = static_cast<Eigen::Index>(sv.size());
      k->supportVectors = matrixFromJson(sv, S, F, source, "supportVectors");
      k->coefficients = matrixFromJson(j.at("coefficients"), S, K, source, "coefficients");
      k->transition = transitions ? matrixFromJson(j.at("weights").at("transition"), K, K, source, "weights.transition")
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
    fail(source, std::string("missing or mistyped field (") + e.what() + ")");
  }
}

void saveModel(const std::string& path, const ChainModel& model) {
  writeFileAtomically(path, modelToJson(model));
}

ChainModel loadModel(const std::string& path) { return modelFromJson(readFileMaybeGzip(path), path); }

}  // namespace m3
