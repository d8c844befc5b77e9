#include "cli_json_results.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <iostream>
#include <system_error>

#include "io/program_version.h"

namespace m3::cli {

JsonResults::JsonResults(const Args& args, const std::string& command, Text text) : wanted_(args.has("json")) {
  doc_["command"] = command;
  doc_["version"] = programVersion();
  if (wanted_ && text == Text::toStderr) {
    std::cout.flush();
    std::fflush(stdout);
    // Close-on-exec: the children a bench starts (mpirun, its ranks) must not hold the real
    // stdout open, or a reader such as `| jq` would wait for them.
    savedStdout_ = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (savedStdout_ < 0 || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
      const int error = errno;
      if (savedStdout_ >= 0) close(savedStdout_);
      savedStdout_ = -1;
      throw std::system_error(error, std::generic_category(), "--json: cannot send the text to stderr");
    }
  }
}

JsonResults::~JsonResults() { restoreStdout(); }

void JsonResults::restoreStdout() {
  if (savedStdout_ < 0) return;
  std::cout.flush();
  std::fflush(stdout);
  dup2(savedStdout_, STDOUT_FILENO);
  close(savedStdout_);
  savedStdout_ = -1;
}

void JsonResults::print() {
  restoreStdout();
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

nlohmann::json bondMetricsJson(const BondMetrics& m) {
  nlohmann::json byCount = nlohmann::json::array();
  for (const auto& [k, c] : m.byBondCount)
    byCount.push_back({{"bonds", k}, {"proteins", c.proteins}, {"precision", c.precision()}, {"accuracy", c.accuracy()}});
  return {{"byBondCount", std::move(byCount)},
          {"all", {{"proteins", m.overall.proteins}, {"precision", m.overall.precision()}, {"accuracy", m.overall.accuracy()}}}};
}

}  // namespace m3::cli
