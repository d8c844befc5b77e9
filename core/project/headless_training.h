#pragma once
// A project saved in the GUI, trained without it (`m3studio-cli train --project P.m3p`): its
// data (the files it refers to, or its generated sample), the labels the person made, the
// Training Options and model kind it holds, through the same core training round the
// workbench's Train runs, with the task's declared defaults where the project says nothing
// (core/tasks/task_registry.h). What the GUI's warm start adds is not repeated: a headless
// run starts cold, so its model is the GUI's to within the learner's stopping tolerance.
#include <string>
#include <vector>

#include "learning/progress.h"
#include "params/parameter.h"
#include "project/learner_json.h"
#include "project/project_document.h"
#include "tasks/task_registry.h"

namespace m3 {

struct HeadlessTraining {
  std::string workbench;
  std::string modelJson;  // as the model file (and the project's "model") holds it
  std::string summary;  // "chain M3N trained on 12 words (48 letters): converged, 14 passes, 0.3 s"
  std::vector<std::string> warnings;  // data files changed since the project was saved
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
};

// The workbenches whose projects train headless.
const std::vector<std::string>& headlessWorkbenches();

// Trains the project at `path` (read with readProjectDocument). IoError naming the project
// (or a data file) when it cannot be read, names data that are gone, holds no labels, or is
// of a workbench that does not train headless yet.
HeadlessTraining trainProject(const std::string& path, const LearnerControl& control);

}  // namespace m3
