#include "learner_settings.h"

#include <QSettings>
#include <cmath>

#include "tasks/task_registry.h"

namespace m3 {

LearnerSettings LearnerSettings::sanitised(const LearnerSettings& defaults) const {
  LearnerSettings s = *this;
  if (!(std::isfinite(s.C) && s.C > 0)) s.C = defaults.C;
  if (!(std::isfinite(s.relativeGap) && s.relativeGap > 0 && s.relativeGap <= 1))
    s.relativeGap = defaults.relativeGap;
  if (s.maxPasses < 1) s.maxPasses = defaults.maxPasses;
  s.hasStoppingRule = defaults.hasStoppingRule;
  s.hasLossChoice = defaults.hasLossChoice;
  if (!s.hasLossChoice) s.balancedLoss = defaults.balancedLoss;
  return s;
}

LearnerSettings defaultLearnerSettings(const std::string& taskId) {
  const LearnerDeclaration& d = taskDeclaration(taskId).learner;
  return {.C = d.C,
          .relativeGap = d.gap,
          .maxPasses = d.passes,
          .hasStoppingRule = d.stoppingRule,
          .balancedLoss = d.loss == "balanced",
          .hasLossChoice = !d.loss.empty()};
}

LearnerSettings loadLearnerSettings(const QString& workbenchId, const LearnerSettings& defaults) {
  QSettings prefs;
  prefs.beginGroup(workbenchId + "/training");
  LearnerSettings s = defaults;
  s.C = prefs.value("C", defaults.C).toDouble();
  s.relativeGap = prefs.value("gap", defaults.relativeGap).toDouble();
  s.maxPasses = prefs.value("maxPasses", defaults.maxPasses).toInt();
  s.balancedLoss = prefs.value("balancedLoss", defaults.balancedLoss).toBool();
  return s.sanitised(defaults);
}

void storeLearnerSettings(const QString& workbenchId, const LearnerSettings& settings) {
  QSettings prefs;
  prefs.beginGroup(workbenchId + "/training");
  prefs.setValue("C", settings.C);
  prefs.setValue("gap", settings.relativeGap);
  prefs.setValue("maxPasses", settings.maxPasses);
  if (settings.hasLossChoice) prefs.setValue("balancedLoss", settings.balancedLoss);
}

QJsonObject learnerSettingsToJson(const LearnerSettings& settings) {
  QJsonObject json{
      {"C", settings.C}, {"relativeGap", settings.relativeGap}, {"maxPasses", settings.maxPasses}};
  if (settings.hasLossChoice) json["balancedLoss"] = settings.balancedLoss;
  return json;
}

LearnerSettings learnerSettingsFromJson(const QJsonObject& json, const LearnerSettings& defaults) {
  LearnerSettings s = defaults;
  s.C = json["C"].toDouble(defaults.C);
  s.relativeGap = json["relativeGap"].toDouble(defaults.relativeGap);
  s.maxPasses = json["maxPasses"].toInt(defaults.maxPasses);
  // A project without the key was saved before the choice existed, when every graph model
  // trained with the Hamming loss: it keeps training so.
  s.balancedLoss = json["balancedLoss"].toBool(false);
  return s.sanitised(defaults);
}

}  // namespace m3
