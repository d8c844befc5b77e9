#pragma once
// The "learner" object of a project (docs/project-format.md): a task's learner parameters
// (TaskDeclaration::learnerParameters) under the keys projects have always used. The GUI writes
// and reads it and headless training reads it with these two functions, so a project trains
// with the same settings wherever Train is pressed.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "params/parameter.h"
#include "tasks/task_registry.h"

namespace m3 {

// {"C": 0.1, "relativeGap": 0.01, "maxPasses": 100, ...}: each of the task's learner
// parameters that `values` holds, numbers as numbers, the loss as "balancedLoss": true / false.
nlohmann::json learnerJson(const ParameterValues& values, const TaskDeclaration& task);

// The task's learner values from `learner` (an object; anything else reads as empty), its
// declared defaults where a key is missing or not of the key's type, except that a missing
// "balancedLoss" means the Hamming loss (projects from before the choice trained with it). A value
// outside its declared range or choices ("C": 1e308, "learner": "newton") is refused: with
// `refused` null std::invalid_argument ("learner.C 1e+308: must be 0 < C <= 1000000", `objectName`
// first), else that message is appended to `refused` and the default kept.
ParameterValues learnerValuesFromJson(const nlohmann::json& learner, const TaskDeclaration& task,
                                      std::vector<std::string>* refused = nullptr,
                                      const std::string& objectName = "learner");

// The learner values of a project's state: its "learner", or what projects older than it kept
// (handwriting's "training", Scenes' "C"); the task's declared defaults where it has none.
// Values outside their ranges are refused as learnerValuesFromJson says.
ParameterValues projectLearnerValues(const nlohmann::json& state, const TaskDeclaration& task,
                                     std::vector<std::string>* refused = nullptr);

}  // namespace m3
