#pragma once
// The learner settings every training workbench offers in *Training ▸ Training Options*: the
// regularisation constant C and, for the block-coordinate Frank-Wolfe learners, when to stop
// (relative duality gap, pass limit). Kept per workbench in QSettings under
// "<workbench id>/training/…" (so the next session starts with them) and in projects as
// "learner": {"C", "relativeGap", "maxPasses", "balancedLoss"} (so a project trains as it did).
#include <QJsonObject>
#include <QString>
#include <string>

namespace m3 {

struct LearnerSettings {
  double C = 1.0;
  double relativeGap = 0.1;  // stop when (primal - dual) / primal falls below this
  int maxPasses = 1000;
  bool hasStoppingRule = true;  // false: the learner has only C (the dialog hides the rest)
  // Graph models (Terrain, Image Regions): the class-balanced loss instead of the Hamming
  // loss (docs/learning.md); offered by the dialog only where hasLossChoice.
  bool balancedLoss = false;
  bool hasLossChoice = false;

  bool operator==(const LearnerSettings&) const = default;
  // Values a person could not have meant (NaN, C <= 0, ...) are replaced by `defaults`'.
  LearnerSettings sanitised(const LearnerSettings& defaults) const;
};

// The defaults the task declares (core/tasks/task_registry.h), which the CLI uses too.
LearnerSettings defaultLearnerSettings(const std::string& taskId);

LearnerSettings loadLearnerSettings(const QString& workbenchId, const LearnerSettings& defaults);
void storeLearnerSettings(const QString& workbenchId, const LearnerSettings& settings);

QJsonObject learnerSettingsToJson(const LearnerSettings& settings);
// Missing or unusable fields keep `defaults`' values.
LearnerSettings learnerSettingsFromJson(const QJsonObject& json, const LearnerSettings& defaults);

}  // namespace m3
