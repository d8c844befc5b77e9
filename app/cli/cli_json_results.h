#pragma once
// Machine-readable results (`--json` on the eval commands): with --json a command prints one
// JSON object on stdout in place of its text, so scripts read numbers without scraping
// tables; progress and per-file lines stay on stderr either way. The object is filled beside
// the text, from the same values, so the two cannot disagree.
#include <nlohmann/json.hpp>
#include <string>

#include "cli_args.h"
#include "eval/classification_metrics.h"
#include "model/label_set.h"

namespace m3::cli {

class JsonResults {
 public:
  // `command` names the results ("terrain eval"), as the object's "command" member.
  JsonResults(const Args& args, const std::string& command);

  bool wanted() const { return wanted_; }  // --json: print the object, not the text
  bool text() const { return !wanted_; }
  nlohmann::json& operator[](const char* key) { return doc_[key]; }
  // With --json, the object on stdout (indented, one member per line); nothing otherwise.
  void print() const;

 private:
  bool wanted_;
  nlohmann::json doc_;
};

// Accuracy, mean F1, per-label precision / recall / F1 / support and the confusion matrix
// (rows truth, columns prediction), the values `printClassificationReport` prints.
nlohmann::json classificationJson(const ClassificationMetrics& metrics, const LabelSet& labels);

}  // namespace m3::cli
