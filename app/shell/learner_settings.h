#pragma once
// The learner settings of a training workbench (*Training ▸ Training Options*): the values of
// its task's learner parameters as core declares them (TaskDeclaration::learnerParameters in
// core/tasks/task_registry.h): C, and where the task has them the stopping rule (gap, passes),
// cached planes, learner, sampling, steps and loss. The command line takes the same
// parameters as options, so a project trains alike in the GUI and in `m3studio-cli`. Kept per
// workbench in QSettings under "<workbench id>/training/<parameter>" (the next session starts
// with them) and in projects as "learner" (core/project/learner_json.h).
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <string>

#include "params/parameter.h"

namespace m3 {

struct BcfwOptions;
struct TaskDeclaration;

struct LearnerSettings {
  std::string taskId;      // whose learner parameters `values` holds
  ParameterValues values;  // one value for each, checked against its declaration

  const TaskDeclaration& task() const;
  double C() const { return values.real("C"); }
  // Graph models: the class-balanced loss instead of the Hamming loss (docs/learning.md).
  bool balancedLoss() const { return values.has("loss") && values.text("loss") == "balanced"; }
  // C, the stopping rule and the rest as the block-coordinate Frank-Wolfe learners take them,
  // by the function the command line uses (applyLearnerValues).
  void applyTo(BcfwOptions& options) const;
  bool operator==(const LearnerSettings&) const = default;
};

// The defaults the task declares, which the CLI uses too.
LearnerSettings defaultLearnerSettings(const std::string& taskId);

// The settings stored under `group` ("terrain/training"), `defaults`' where a value is missing
// or is not one its parameter takes.
LearnerSettings loadLearnerSettings(const QString& group, const LearnerSettings& defaults);
void storeLearnerSettings(const QString& group, const LearnerSettings& settings);

QJsonObject learnerSettingsToJson(const LearnerSettings& settings);
// The learner settings of a project's state, read as headless training reads them
// (projectLearnerValues): its "learner" or an older project's fields, the task's defaults where
// it has none. A value outside its declared range is refused: the default is kept and the
// reason appended to `refused` ("learner.C 1e+308: must be 0 < C <= 1000000").
LearnerSettings learnerSettingsOfProject(const QJsonObject& state, const std::string& taskId,
                                         QStringList* refused);

}  // namespace m3
