#pragma once
// Machine-readable results (`--json` on the eval and bench commands): with --json a command
// prints one JSON object on stdout, so scripts read numbers without scraping tables. The
// object is filled beside the text, from the same values, so the two cannot disagree.
// Eval commands print the object in place of their text. Benches run for minutes and their
// tables are what a person watches, so with --json their text still prints, on stderr, and
// stdout carries the object alone.
#include <nlohmann/json.hpp>
#include <string>

#include "cli_args.h"
#include "data/label_set.h"
#include "eval/bond_metrics.h"
#include "eval/classification_metrics.h"

namespace m3::cli {

class JsonResults {
 public:
  enum class Text { replaced, toStderr };
  // `command` names the results ("terrain eval"), as the object's "command" member. With
  // Text::toStderr and --json, stdout goes to stderr from here until print() (at the level of
  // the file descriptor, so child processes and iostreams follow).
  JsonResults(const Args& args, const std::string& command, Text text = Text::replaced);
  ~JsonResults();  // gives stdout back if print() was not reached (an error)
  JsonResults(const JsonResults&) = delete;
  JsonResults& operator=(const JsonResults&) = delete;

  bool wanted() const { return wanted_; }  // --json given
  bool text() const { return !wanted_ || savedStdout_ >= 0; }  // print the text as well
  nlohmann::json& operator[](const char* key) { return doc_[key]; }
  // With --json, the object on stdout (indented, one member per line); nothing otherwise.
  void print();

 private:
  void restoreStdout();

  bool wanted_;
  int savedStdout_ = -1;  // the real stdout while the text goes to stderr
  nlohmann::json doc_;
};

// Accuracy, mean F1, per-label precision / recall / F1 / support and the confusion matrix
// (rows truth, columns prediction), the values `printClassificationReport` prints.
nlohmann::json classificationJson(const ClassificationMetrics& metrics, const LabelSet& labels);

// Bond precision and accuracy per gold bond count ("byBondCount") and over all proteins ("all").
nlohmann::json bondMetricsJson(const BondMetrics& metrics);

}  // namespace m3::cli
