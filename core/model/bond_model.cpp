#include "model/bond_model.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "features/cysteine_pairs.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "learning/kernel_json.h"
#include "model/model_file.h"

namespace m3 {

using json = nlohmann::json;

const char* bondModelKindName(BondModelKind kind) {
  return kind == BondModelKind::M3n ? "m3n" : "pair-svm";
}

BondModelKind parseBondModelKind(const std::string& name) {
  for (BondModelKind k : {BondModelKind::M3n, BondModelKind::PairSvm})
    if (name == bondModelKindName(k)) return k;
  throw std::invalid_argument("unknown bond model \"" + name + "\" (m3n, pair-svm)");
}

const char* bondFeatureKindName(BondFeatureKind kind) {
  return kind == BondFeatureKind::Sequence ? "sequence" : "vector";
}

int BondModel::featureDim() const {
  return features == BondFeatureKind::Sequence ? kSequencePairDim : vectorPairDim(inputDim);
}

std::string bondModelToJson(const BondModel& model) {
  json j = modelFileHeader();
  j["kind"] = std::string("bonds-") + bondModelKindName(model.kind);
  j["features"] = {{"type", bondFeatureKindName(model.features)}};
  if (model.features == BondFeatureKind::Vector) j["features"]["input"] = model.inputDim;
  j["training"] = {{"C", model.C}};
  if (model.kernel) {
    j["kernel"] = kernelSpecToJson(model.kernel->kernel);
    j["supportPairs"] = matrixToJson(model.kernel->supportPairs);
    j["coefficients"] =
        std::vector<double>(model.kernel->coefficients.data(),
                            model.kernel->coefficients.data() + model.kernel->coefficients.size());
    return j.dump(1);
  }
  j["weights"] =
      std::vector<double>(model.weights.data(), model.weights.data() + model.weights.size());
  return j.dump(1);
}

BondModel bondModelFromJson(const std::string& text, const std::string& source) {
  return readModelFile(text, source, [&](const json& j) {
    const std::string kind = j.at("kind").get<std::string>();
    if (kind.rfind("bonds-", 0) != 0)
      throw std::invalid_argument("model kind \"" + kind + "\" is not a bond model");
    BondModel m;
    m.kind = parseBondModelKind(kind.substr(6));
    const std::string type = j.at("features").at("type").get<std::string>();
    if (type == "vector") {
      m.features = BondFeatureKind::Vector;
      m.inputDim = j.at("features").at("input").get<int>();
      if (m.inputDim < 1 || m.inputDim > 1000000)
        throw std::invalid_argument("bad per-cysteine input width");
    } else if (type != "sequence") {
      throw std::invalid_argument("unknown feature type \"" + type + "\" (sequence, vector)");
    }
    m.C = j.at("training").at("C").get<double>();
    if (j.contains("kernel")) {
      if (m.kind != BondModelKind::M3n)
        throw std::invalid_argument("only M3N bond models have a kernel");
      auto k = std::make_shared<KernelPairScorer>();
      k->kernel = kernelSpecFromJson(j.at("kernel"));
      const json& support = j.at("supportPairs");
      if (!support.is_array()) throw std::invalid_argument("supportPairs must be a list of rows");
      k->supportPairs = matrixFromJson(support, static_cast<Eigen::Index>(support.size()),
                                       m.featureDim(), "supportPairs");
      const std::vector<double> c = j.at("coefficients").get<std::vector<double>>();
      if (static_cast<Eigen::Index>(c.size()) != k->supportPairs.rows())
        throw std::invalid_argument("one coefficient per support pair is needed");
      k->coefficients =
          Eigen::Map<const Eigen::VectorXd>(c.data(), static_cast<Eigen::Index>(c.size()));
      if (!k->coefficients.allFinite()) throw std::invalid_argument("non-finite coefficients");
      m.kernel = std::move(k);
      return m;
    }
    const std::vector<double> w = j.at("weights").get<std::vector<double>>();
    if (static_cast<int>(w.size()) != m.featureDim())
      throw std::invalid_argument(std::to_string(w.size()) + " weights, the features need " +
                                  std::to_string(m.featureDim()));
    m.weights = Eigen::Map<const Eigen::VectorXd>(w.data(), static_cast<Eigen::Index>(w.size()));
    if (!m.weights.allFinite() || !std::isfinite(m.C))
      throw std::invalid_argument("non-finite numbers");
    return m;
  });
}

void saveBondModel(const std::string& path, const BondModel& model) {
  writeFileAtomically(path, bondModelToJson(model));
}
BondModel loadBondModel(const std::string& path) {
  return bondModelFromJson(readFileMaybeGzip(path), path);
}

}  // namespace m3
