#include "project/headless_training.h"

#include <algorithm>
#include <cstdio>
#include <memory>

#include "io/io_error.h"
#include "project/headless_trainers.h"
#include "project/learner_json.h"

namespace m3 {

using nlohmann::json;

namespace headless {

int wholeNumber(const json& value, long low, long high, const std::string& path,
                const std::string& what) {
  if (!value.is_number_integer() || value.get<long long>() < low || value.get<long long>() > high)
    throwIoError(path, what + " must be a whole number in [" + std::to_string(low) + ", " +
                           std::to_string(high) + "]");
  return static_cast<int>(value.get<long long>());
}

LabelImage runLengthImage(const json& runs, int width, int height, int low, int high,
                          const std::string& path, const std::string& what) {
  if (!runs.is_array() || runs.size() % 2 != 0)
    throwIoError(path, what + ": not runs of [value, length]");
  LabelImage image{width, height, {}};
  const long pixels = image.numPixels();
  image.labels.reserve(static_cast<size_t>(pixels));
  for (size_t k = 0; k < runs.size(); k += 2) {
    const int value = wholeNumber(runs[k], low, high, path, what + ": a value");
    const int length = wholeNumber(runs[k + 1], 1, 2147483647, path, what + ": a run length");
    if (static_cast<long>(image.labels.size()) + length > pixels)
      throwIoError(path, what + ": more than its " + std::to_string(width) + " x " +
                             std::to_string(height) + " pixels (another image?)");
    image.labels.insert(image.labels.end(), static_cast<size_t>(length), value);
  }
  if (static_cast<long>(image.labels.size()) != pixels)
    throwIoError(path, what + ": fewer than its pixels (another image?)");
  return image;
}

AmnTrainingOptions projectAmnOptions(const json& state, const std::string& workbench) {
  const TaskDeclaration& task = taskDeclaration(workbench);
  AmnTrainingOptions options;
  options.kind = parseGraphModelKind(state.value("modelKind", task.modelKinds.front()));
  const ParameterValues learner = projectLearnerValues(state, task);
  applyLearnerValues(learner, options.bcfw);
  options.bcfw.certifyApproximateGap = false;  // as the workbench trains
  options.balancedLoss = learner.get("loss").value_or("") == "balanced";
  return options;
}

void report(HeadlessTraining& out, std::string modelJson, const std::string& what,
            const TrainingProgress& progress, StopReason reason) {
  out.modelJson = std::move(modelJson);
  out.progress = progress;
  out.reason = reason;
  char text[256];
  std::snprintf(text, sizeof text, "%s: %s after %d passes, gap %.2f%%, %.2f s", what.c_str(),
                stopReasonName(reason), progress.pass, 100 * progress.relativeGap(),
                progress.seconds);
  out.summary = text;
}

}  // namespace headless

namespace {

using ProjectTrainer = HeadlessTraining (*)(const std::string& path, const json& state,
                                            const LearnerControl& control);

// The workbenches whose projects train headless, and how.
const std::vector<std::pair<std::string, ProjectTrainer>>& trainers() {
  static const std::vector<std::pair<std::string, ProjectTrainer>> table{
      {"handwriting", headless::trainHandwriting},
      {"graphs", headless::trainGraphs},
      {"sentences", headless::trainSentences},
      {"scenes", headless::trainScenes},
      {"bonds", headless::trainBonds},
      {"regions", headless::trainRegions},
      {"segmentation", headless::trainSegmentation},
      {"terrain", headless::trainTerrain}};
  return table;
}

}  // namespace

const std::vector<std::string>& headlessWorkbenches() {
  static const std::vector<std::string> benches = [] {
    std::vector<std::string> ids;
    for (const auto& [id, train] : trainers()) ids.push_back(id);
    return ids;
  }();
  return benches;
}

HeadlessTraining trainProject(const std::string& path, const LearnerControl& control) {
  const ProjectDocument project = readProjectDocument(path);
  HeadlessTraining out;
  const auto trainer = std::find_if(trainers().begin(), trainers().end(), [&](const auto& entry) {
    return entry.first == project.workbench;
  });
  if (trainer == trainers().end()) {
    std::string which;
    for (const std::string& id : headlessWorkbenches()) which += (which.empty() ? "" : ", ") + id;
    throwIoError(path, "a " + project.workbench +
                           " project does not train from the command line yet (" + which + " do)");
  }
  try {
    out = trainer->second(path, project.state, control);
  } catch (const json::exception& e) {
    throwIoError(path, std::string("damaged project state (") + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throwIoError(path, e.what());
  }
  out.workbench = project.workbench;
  return out;
}

}  // namespace m3
