// A Scenes project trained headless: its ARFF files (or generated sample), the label sets the
// person gave, the model kind, C and kernel (app/workbenches/scenes/scene_workbench.cpp).
#include <cmath>
#include <cstdio>

#include "io/io_error.h"
#include "io/multilabel_files.h"
#include "learning/kernel_json.h"
#include "project/headless_trainers.h"
#include "samples/scene_sample.h"
#include "tasks/multilabel_task.h"

namespace m3::headless {

using nlohmann::json;

HeadlessTraining trainScenes(const std::string& path, const json& state,
                             const LearnerControl& control) {
  HeadlessTraining out;
  MultiLabelData items;
  if (state.contains("sample")) {
    SceneSampleOptions options;
    options.images =
        wholeNumber(state["sample"].value("items", json()), 1, 1000000, path, "the sample's items");
    items = generateSceneSample(options);
  } else {
    std::vector<std::string> files;
    for (const json& reference : state.value("data", json::array()))
      files.push_back(resolveDataReference(reference, path, &out.warnings));
    if (files.empty()) throwIoError(path, "names no data files");
    items = readMultiLabelFiles(files).data;
  }
  // The labelled items with the person's label sets, in item order (as the workbench trains).
  const int K = items.numLabels();
  std::vector<int> rows;
  std::vector<std::vector<int>> sets;
  std::vector<int> setOf(static_cast<size_t>(items.size()), -1);
  for (const json& record : state.value("labels", json::array())) {
    const int item =
        wholeNumber(record.value("item", json()), 0, items.size() - 1, path, "a labelled item");
    if (!record.contains("labels")) {
      setOf[static_cast<size_t>(item)] = -1;  // unlabelled again
      continue;
    }
    const json& labels = record["labels"];
    if (!labels.is_array() || static_cast<int>(labels.size()) != K)
      throwIoError(path, "the label set of item " + std::to_string(item) + " does not have the " +
                             std::to_string(K) + " labels of the data (other files?)");
    std::vector<int> set;
    for (const json& on : labels) set.push_back(wholeNumber(on, 0, 1, path, "a label of an item"));
    setOf[static_cast<size_t>(item)] = static_cast<int>(sets.size());
    sets.push_back(std::move(set));
  }
  for (int i = 0; i < items.size(); ++i)
    if (setOf[static_cast<size_t>(i)] >= 0) rows.push_back(i);
  if (rows.empty()) throwIoError(path, "no labelled items to train on");
  MultiLabelData training = selectRows(items, rows);
  for (size_t r = 0; r < rows.size(); ++r)
    for (int k = 0; k < K; ++k)
      training.labels(static_cast<Eigen::Index>(r), k) =
          sets[static_cast<size_t>(setOf[static_cast<size_t>(rows[r])])][static_cast<size_t>(k)];

  const TaskDeclaration& task = taskDeclaration("scenes");
  MultiLabelTrainingOptions options;
  options.kind = parseMultiLabelKind(state.value("modelKind", task.modelKinds.front()));
  options.C = projectLearnerValues(state, task).real("C");
  // Projects saved before "learner" kept C beside the model kind.
  if (!state.contains("learner") && state.contains("C") && state["C"].is_number())
    options.C = state["C"].get<double>();
  if (!(options.C > 0) || !std::isfinite(options.C)) throwIoError(path, "C must be positive");
  const bool lmsbn = options.kind == MultiLabelModelKind::Lmsbn ||
                     options.kind == MultiLabelModelKind::LmsbnFscore;
  if (lmsbn && state.contains("kernel")) options.kernel = kernelSpecFromJson(state["kernel"]);

  const MultiLabelTrainingResult result = trainMultiLabel(training, options, control);
  out.modelJson = multiLabelModelToJson(result.model);
  out.progress.pass = result.report.passes;
  out.progress.seconds = result.seconds;
  out.reason = control.cancelled()       ? StopReason::Cancelled
               : result.report.iterative ? result.report.stop
                                         : StopReason::Converged;
  const std::string detail = multiLabelReportText(result.report);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f s", result.seconds);
  out.summary = std::string(multiLabelKindName(options.kind)) + " trained on " +
                std::to_string(rows.size()) + " items" + (detail.empty() ? "" : ": " + detail) +
                ", " + seconds;
  return out;
}

}  // namespace m3::headless
