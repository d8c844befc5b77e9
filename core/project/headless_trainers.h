#pragma once
// The trainers behind trainProject (headless_training.h), one per workbench, and what they share.
// Each reads the project state its workbench saved (app/workbenches/<id>/*_workbench.cpp,
// docs/project-format.md) into the request of the same core training round the GUI runs.
#include <string>

#include "io/image_io.h"
#include "project/headless_training.h"
#include "tasks/graphs/graph_task.h"

namespace m3::headless {

// A whole number of the state, within [low, high]; IoError naming the project otherwise.
int wholeNumber(const nlohmann::json& value, long low, long high, const std::string& path,
                const std::string& what);

// A per-pixel image the project stores as runs [value, length, value, length, ...] (scribbles,
// segmentations): values in [low, high], covering width x height pixels exactly. IoError
// naming the project and `what` ("the scribbles of image 2") otherwise.
LabelImage runLengthImage(const nlohmann::json& runs, int width, int height, int low, int high,
                          const std::string& path, const std::string& what);

// An AMN workbench's options as its Train sets them (Terrain, Image Regions): the project's model
// kind and learner (the task's declared defaults where it has none), the loss it names, and no
// certificate at the end. IoError / std::invalid_argument for values outside their ranges.
AmnTrainingOptions projectAmnOptions(const nlohmann::json& state, const std::string& workbench);

// What every trainer reports: the model, the learner's last progress and why it stopped, and
// one line saying what was trained.
void report(HeadlessTraining& out, std::string modelJson, const std::string& what,
            const TrainingProgress& progress, StopReason reason);

HeadlessTraining trainHandwriting(const std::string& path, const nlohmann::json& state,
                                  const LearnerControl& control);
HeadlessTraining trainGraphs(const std::string& path, const nlohmann::json& state,
                             const LearnerControl& control);
HeadlessTraining trainSentences(const std::string& path, const nlohmann::json& state,
                                const LearnerControl& control);
HeadlessTraining trainBonds(const std::string& path, const nlohmann::json& state,
                            const LearnerControl& control);
HeadlessTraining trainRegions(const std::string& path, const nlohmann::json& state,
                              const LearnerControl& control);
HeadlessTraining trainSegmentation(const std::string& path, const nlohmann::json& state,
                                   const LearnerControl& control);
HeadlessTraining trainTerrain(const std::string& path, const nlohmann::json& state,
                              const LearnerControl& control);
HeadlessTraining trainScenes(const std::string& path, const nlohmann::json& state,
                             const LearnerControl& control);

}  // namespace m3::headless
