#include "learner_settings.h"

#include <QCoreApplication>
#include <QSettings>

#include "learning/bcfw.h"
#include "project/learner_json.h"
#include "project_json.h"
#include "tasks/task_registry.h"

namespace m3 {

namespace {

// Keys of earlier releases, read where the parameter's own key is missing.
QString olderKey(const std::string& name) {
  if (name == "passes") return "maxPasses";
  if (name == "loss") return "balancedLoss";
  return {};
}

}  // namespace

const TaskDeclaration& LearnerSettings::task() const {
  return taskDeclaration(taskId);
}

void LearnerSettings::applyTo(BcfwOptions& options) const {
  applyLearnerValues(values, options);
}

LearnerSettings defaultLearnerSettings(const std::string& taskId) {
  return {taskId, defaultValues(taskDeclaration(taskId).learnerParameters())};
}

LearnerSettings loadLearnerSettings(const QString& group, const LearnerSettings& defaults) {
  QSettings prefs;
  prefs.beginGroup(group);
  LearnerSettings s = defaults;
  for (const Parameter& p : s.task().learnerParameters()) {
    const QString key = QString::fromStdString(p.name);
    QString text;
    if (prefs.contains(key))
      text = prefs.value(key).toString();
    else if (const QString older = olderKey(p.name); !older.isEmpty() && prefs.contains(older))
      text = p.name == "loss" ? (prefs.value(older).toBool() ? "balanced" : "hamming")
                              : prefs.value(older).toString();
    else
      continue;
    if (p.check(text.toStdString()).empty()) s.values.set(p.name, text.toStdString());
  }
  return s;
}

void storeLearnerSettings(const QString& group, const LearnerSettings& settings) {
  QSettings prefs;
  prefs.beginGroup(group);
  for (const Parameter& p : settings.task().learnerParameters())
    if (const auto value = settings.values.get(p.name))
      prefs.setValue(QString::fromStdString(p.name), QString::fromStdString(*value));
}

QJsonObject learnerSettingsToJson(const LearnerSettings& settings) {
  return jsonObjectFromText(learnerJson(settings.values, settings.task()).dump());
}

LearnerSettings learnerSettingsOfProject(const QJsonObject& state, const std::string& taskId,
                                         QStringList* refused) {
  // Only the fields that can hold learner settings: a state's labels may be megabytes.
  QJsonObject fields;
  for (const char* key : {"learner", "training", "C"})
    if (state.contains(key)) fields[key] = state[key];
  std::vector<std::string> why;
  LearnerSettings s{taskId, projectLearnerValues(nlohmann::json::parse(jsonText(fields)),
                                                 taskDeclaration(taskId), &why)};
  for (const std::string& reason : why)
    if (refused)
      *refused << QCoreApplication::translate("LearnerSettings",
                                              "%1 (Training Options use the "
                                              "default instead)")
                      .arg(QString::fromStdString(reason));
  return s;
}

}  // namespace m3
