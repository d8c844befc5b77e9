#include "model/multilabel_model.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"
#include "model/model_file.h"

namespace m3 {

const char* multiLabelKindName(MultiLabelModelKind kind) {
  switch (kind) {
    case MultiLabelModelKind::Lmsbn:
      return "lmsbn";
    case MultiLabelModelKind::LmsbnFscore:
      return "lmsbn-fscore";
    case MultiLabelModelKind::Lmbm:
      return "lmbm";
    case MultiLabelModelKind::Svm:
      return "svm";
    case MultiLabelModelKind::ChainSsvm:
      return "chain-ssvm";
    case MultiLabelModelKind::FullSsvm:
      return "full-ssvm";
  }
  return "?";
}

MultiLabelModelKind parseMultiLabelKind(const std::string& name) {
  for (MultiLabelModelKind k : kAllMultiLabelKinds)
    if (name == multiLabelKindName(k)) return k;
  throw std::invalid_argument("unknown multi-label model \"" + name +
                              "\" (lmsbn, lmsbn-fscore, lmbm, svm, chain-ssvm, full-ssvm)");
}

namespace {

using nlohmann::json;

json vectorJson(const Eigen::Ref<const Eigen::VectorXd>& v) {
  json a = json::array();
  for (Eigen::Index i = 0; i < v.size(); ++i) a.push_back(v(i));
  return a;
}

json matrixJson(const Eigen::MatrixXd& m) {
  json rows = json::array();
  for (Eigen::Index r = 0; r < m.rows(); ++r) rows.push_back(vectorJson(m.row(r).transpose()));
  return rows;
}

double finite(const json& j, const std::string& field) {
  if (!j.is_number()) throw std::invalid_argument(field + " must be a number");
  const double v = j.get<double>();
  if (!std::isfinite(v)) throw std::invalid_argument(field + " holds a non-finite number");
  return v;
}

Eigen::VectorXd readVector(const json& j, Eigen::Index size, const std::string& field) {
  if (!j.is_array() || static_cast<Eigen::Index>(j.size()) != size)
    throw std::invalid_argument(field + " must have " + std::to_string(size) + " numbers");
  Eigen::VectorXd v(size);
  for (Eigen::Index i = 0; i < size; ++i) v(i) = finite(j[static_cast<std::size_t>(i)], field);
  return v;
}

Eigen::MatrixXd readMatrix(const json& j, Eigen::Index rows, Eigen::Index cols,
                           const std::string& field) {
  if (!j.is_array() || static_cast<Eigen::Index>(j.size()) != rows)
    throw std::invalid_argument(field + " must have " + std::to_string(rows) + " rows");
  Eigen::MatrixXd m(rows, cols);
  for (Eigen::Index r = 0; r < rows; ++r)
    m.row(r) = readVector(j[static_cast<std::size_t>(r)], cols, field).transpose();
  return m;
}

}  // namespace

std::string multiLabelModelToJson(const MultiLabelModel& m) {
  json j = modelFileHeader();
  j["kind"] = std::string("multilabel-") + multiLabelKindName(m.kind);
  j["labels"] = m.labelNames;
  double bias = 1.0;
  json& w = j["weights"];
  j["training"] = {{"C", m.C}};
  switch (m.kind) {
    case MultiLabelModelKind::Lmsbn:
    case MultiLabelModelKind::LmsbnFscore:
      w["order"] = m.lmsbn.order;
      w["units"] = json::array();
      for (const LinearSvm& u : m.lmsbn.units)
        w["units"].push_back({{"w", vectorJson(u.w)}, {"bias", u.bias}});
      if (m.lmsbn.kernel) {
        const KernelSpec& k = *m.lmsbn.kernel;
        json& kj = j["kernel"];
        switch (k.type) {
          case KernelType::Linear:
            kj = {{"type", "linear"}};
            break;
          case KernelType::Polynomial:
            kj = {{"type", "polynomial"},
                  {"degree", k.degree},
                  {"offset", k.offset},
                  {"scale", k.scale}};
            break;
          case KernelType::Rbf:
            kj = {{"type", "rbf"}, {"gamma", k.gamma}};
            break;
        }
        w["supportVectors"] = matrixJson(m.lmsbn.supportVectors);
        w["beta"] = matrixJson(m.lmsbn.beta);
      }
      break;
    case MultiLabelModelKind::Lmbm:
      bias = m.lmbm.biasValue;
      j["training"]["eta0"] = m.eta0;
      w["unary"] = matrixJson(m.lmbm.unary);
      w["pairwise"] = matrixJson(m.lmbm.pairwise);
      break;
    case MultiLabelModelKind::Svm:
      w["w"] = json::array();
      w["bias"] = json::array();
      for (const LinearSvm& s : m.svms.svms)
        w["w"].push_back(vectorJson(s.w)), w["bias"].push_back(s.bias);
      break;
    case MultiLabelModelKind::ChainSsvm:
    case MultiLabelModelKind::FullSsvm:
      bias = m.pairwise.biasValue;
      w["w"] = vectorJson(m.pairwise.w);
      break;
  }
  j["features"] = {{"type", "multilabel"}, {"count", m.numFeatures}, {"bias", bias}};
  return j.dump(1);
}

MultiLabelModel multiLabelModelFromJson(const std::string& text, const std::string& source) {
  return readModelFile(text, source, [&](const json& j) {
    const std::string kind = j.at("kind").get<std::string>();
    MultiLabelModel m;
    if (kind.rfind("multilabel-", 0) != 0)
      throw std::invalid_argument("model kind \"" + kind + "\" is not a multi-label model");
    m.kind = parseMultiLabelKind(kind.substr(11));
    m.labelNames = j.at("labels").get<std::vector<std::string>>();
    const int K = m.numLabels();
    m.numFeatures = j.at("features").at("count").get<int>();
    const int D = m.numFeatures;
    const double bias = finite(j.at("features").at("bias"), "features.bias");
    if (K < 1 || D < 1) throw std::invalid_argument("bad feature or label counts");
    m.C = finite(j.at("training").at("C"), "training.C");
    if (!(m.C > 0)) throw std::invalid_argument("training.C must be positive");
    const json& w = j.at("weights");
    switch (m.kind) {
      case MultiLabelModelKind::Lmsbn:
      case MultiLabelModelKind::LmsbnFscore: {
        m.lmsbn.order = w.at("order").get<std::vector<int>>();
        std::vector<int> sorted = m.lmsbn.order;
        std::sort(sorted.begin(), sorted.end());
        if (sorted != indexOrder(K))
          throw std::invalid_argument("weights.order is not a permutation of the labels");
        m.lmsbn.numFeatures = D;
        const json& units = w.at("units");
        if (!units.is_array() || static_cast<int>(units.size()) != K)
          throw std::invalid_argument("weights.units must have one unit per label");
        for (int t = 0; t < K; ++t) {
          LinearSvm u;
          u.w = readVector(units[static_cast<std::size_t>(t)].at("w"), D + t,
                           "weights.units[" + std::to_string(t) + "].w");
          u.bias = finite(units[static_cast<std::size_t>(t)].at("bias"), "weights.units.bias");
          m.lmsbn.units.push_back(std::move(u));
        }
        if (j.contains("kernel")) {
          const json& kj = j.at("kernel");
          const std::string type = kj.at("type").get<std::string>();
          KernelSpec k;
          if (type == "linear")
            k = KernelSpec::linear();
          else if (type == "polynomial")
            k = KernelSpec::polynomial(kj.at("degree").get<int>(),
                                       finite(kj.at("offset"), "kernel.offset"),
                                       finite(kj.at("scale"), "kernel.scale"));
          else if (type == "rbf")
            k = KernelSpec::rbf(finite(kj.at("gamma"), "kernel.gamma"));
          else
            throw std::invalid_argument("kernel.type must be linear, polynomial or rbf");
          k.validate();
          m.lmsbn.kernel = k;
          const json& sv = w.at("supportVectors");
          if (!sv.is_array())
            throw std::invalid_argument("weights.supportVectors must be an array of rows");
          const auto S = static_cast<Eigen::Index>(sv.size());
          m.lmsbn.supportVectors = readMatrix(sv, S, D, "weights.supportVectors");
          m.lmsbn.beta = readMatrix(w.at("beta"), S, K, "weights.beta");
          for (int t = 0; t < K; ++t)
            if (m.lmsbn.units[static_cast<std::size_t>(t)].w.head(D).any())
              throw std::invalid_argument("kernel LMSBN units must have zero input weights");
        }
        break;
      }
      case MultiLabelModelKind::Lmbm:
        m.eta0 = finite(j.at("training").at("eta0"), "training.eta0");
        m.lmbm.biasValue = bias;
        m.lmbm.unary = readMatrix(w.at("unary"), K, D + 1, "weights.unary");
        m.lmbm.pairwise = readMatrix(w.at("pairwise"), K, K, "weights.pairwise");
        if (m.lmbm.pairwise != m.lmbm.pairwise.transpose() || m.lmbm.pairwise.diagonal().any())
          throw std::invalid_argument("weights.pairwise must be symmetric with a zero diagonal");
        break;
      case MultiLabelModelKind::Svm: {
        const Eigen::MatrixXd W = readMatrix(w.at("w"), K, D, "weights.w");
        const Eigen::VectorXd b = readVector(w.at("bias"), K, "weights.bias");
        for (int i = 0; i < K; ++i) m.svms.svms.push_back({W.row(i).transpose(), b(i)});
        break;
      }
      case MultiLabelModelKind::ChainSsvm:
      case MultiLabelModelKind::FullSsvm:
        m.pairwise.graph =
            m.kind == MultiLabelModelKind::ChainSsvm ? LabelGraph::Chain : LabelGraph::Full;
        m.pairwise.numFeatures = D;
        m.pairwise.numLabels = K;
        m.pairwise.biasValue = bias;
        m.pairwise.w = readVector(w.at("w"), m.pairwise.dimension(), "weights.w");
        break;
    }
    return m;
  });
}

void saveMultiLabelModel(const std::string& path, const MultiLabelModel& model) {
  writeFileAtomically(path, multiLabelModelToJson(model));
}

MultiLabelModel loadMultiLabelModel(const std::string& path) {
  return multiLabelModelFromJson(readFileMaybeGzip(path), path);
}

}  // namespace m3
