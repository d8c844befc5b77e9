#include "training_panel.h"

#include "learning/bcfw.h"
#include "stop_reason_text.h"

namespace m3 {

TrainingPanel::TrainingPanel(TrainingJobSignals& job, int liveDebounceMs, const char* taskId,
                             QWidget* parent)
    : QWidget(parent),
      learner_(defaultLearnerSettings(taskId)),
      live_(liveDebounceMs, [this] { train(); }),
      job_(job) {}

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

QString TrainingPanel::gapSummary(const TrainingProgress& progress, StopReason reason) {
  if (progress.pass == 0) return {};
  return tr(" (gap %L1%, %2)").arg(100 * progress.relativeGap(), 0, 'f', 2).arg(stopReasonText(reason));
}

}  // namespace m3
