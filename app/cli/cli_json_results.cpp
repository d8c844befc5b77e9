#include "cli_json_results.h"

#include <cstdio>

#include "io/program_version.h"

namespace m3::cli {

JsonResults::JsonResults(const Args& args, const std::string& command) : wanted_(args.has("json")) {
  doc_["command"] = command;
  doc_["version"] = programVersion();
}

void JsonResults::print() const {
  if (!wanted_) return;
  // Names from files (labels, images) may not be UTF-8: replaced, not an error after the run.
  const std::string text = doc_.dump(1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::printf("%s\n", text.c_str());
}

nlohmann::json classificationJson(const ClassificationMetrics& m, const LabelSet& labels) {
  const int K = labels.size();
  double meanF1 = 0;
  nlohmann::json perLabel = nlohmann::json::array(), confusion = nlohmann::json::array();
  for (int k = 0; k < K; ++k) {
    meanF1 += m.f1(k);
    perLabel.push_back({{"label", labels.names[k]},
                        {"precision", m.precision(k)},
                        {"recall", m.recall(k)},
                        {"f1", m.f1(k)},
                        {"support", m.confusion.row(k).sum()}});
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < K; ++c) row.push_back(m.confusion(k, c));
    confusion.push_back(std::move(row));
  }
  return {{"evaluated", m.total()},
          {"accuracy", m.accuracy()},
          {"meanF1", K ? meanF1 / K : 0.0},
          {"perLabel", std::move(perLabel)},
          {"confusion", std::move(confusion)}};
}

}  // namespace m3::cli
