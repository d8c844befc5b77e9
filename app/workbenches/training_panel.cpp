#include "training_panel.h"

#include <QComboBox>
#include <stdexcept>

#include "io/io_error.h"
#include "learning/bcfw.h"
#include "panel_widgets.h"
#include "stop_reason_text.h"
#include "tasks/task_registry.h"

namespace m3 {

TrainingPanel::TrainingPanel(TrainingJobSignals& job, int liveDebounceMs, const char* taskId,
                             QWidget* parent)
    : QWidget(parent),
      learner_(defaultLearnerSettings(taskId)),
      live_(liveDebounceMs, [this] { train(); }),
      job_(job),
      taskId_(taskId),
      modelKind_(taskDeclaration(taskId).modelKinds.front()) {}

void TrainingPanel::stop() {
  live_.setOn(false);
  if (isWaitingToStart()) {
    disconnect(waitingToStart_);
    waitingToStart_ = {};
    emit trainingStateChanged();
  }
  job_.stop();
}

void TrainingPanel::setLiveUpdate(bool on) {
  live_.setOn(on);
  if (on && hasLabelsToTrainOn()) train();
}

void TrainingPanel::setLearnerSettings(const LearnerSettings& settings) {
  if (settings == learner_) return;
  if (settings.C() != learner_.C()) job_.resetWarmStart();
  learner_ = settings;
  emit settingsChanged();
}

void TrainingPanel::setModelKindId(const std::string& kind) {
  if (kind == modelKind_) return;
  // Judged as the CLI's --model-kind is.
  if (const std::string why = taskDeclaration(taskId_).modelKindParameter().check(kind);
      !why.empty())
    throw std::invalid_argument("model kind " + quotedToken(kind) + " " + why);
  modelKind_ = kind;
  job_.resetWarmStart();
  if (modelBox_) selectItemData(modelBox_, QString::fromStdString(kind));
  modelKindChanged();
  emit settingsChanged();
}

QComboBox* TrainingPanel::createModelBox(QWidget* parent, const QString& tip) {
  modelBox_ = makeModelKindBox(parent, taskId_, tip,
                               [this](const std::string& kind) { setModelKindId(kind); });
  selectItemData(modelBox_, QString::fromStdString(modelKind_));
  return modelBox_;
}

void TrainingPanel::connectTrainingJob(const std::function<void()>& finished) {
  connect(&job_, &TrainingJobSignals::finished, this, finished);
  connect(&job_, &TrainingJobSignals::failed, this, [this](const QString& message) {
    emit statusMessage(message);
    emit trainingStateChanged();
  });
  connect(&job_, &TrainingJobSignals::started, this, &TrainingPanel::trainingStateChanged);
}

void TrainingPanel::applyLearnerSettings(BcfwOptions& options) const {
  learner_.applyTo(options);
  // The LP certificate of an alpha-expansion gap costs several passes: while the user
  // waits for predictions the monitor shows the gap as the estimate it is.
  options.certifyApproximateGap = false;
}

QString TrainingPanel::givenModelText(bool afterStop) {
  return afterStop ? tr("Stopped: the predictions are those of the model reached so far.")
                   : tr("Predictions of the project's model.");
}

QString TrainingPanel::stoppedWithModelText() {
  return tr("Stopped: predicting everything with the model reached so far…");
}

QString TrainingPanel::stoppedWithoutModelText() {
  return tr("Stopped before a model was trained.");
}

QString TrainingPanel::gapSummary(const TrainingProgress& progress, StopReason reason) {
  if (progress.pass == 0) return {};
  return tr(" (gap %L1%, %2)").arg(100 * progress.relativeGap(), 0, 'f', 2).arg(stopReasonText(reason));
}

}  // namespace m3
