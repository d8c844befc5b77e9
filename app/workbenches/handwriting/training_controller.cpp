#include "training_controller.h"

namespace m3 {

TrainingController::TrainingController(QObject* parent) : QObject(parent) {
  connect(&thread_, &LearnerThread::started, this, &TrainingController::started);
  connect(&thread_, &LearnerThread::progress, this, &TrainingController::progress);
  connect(&thread_, &LearnerThread::failed, this, &TrainingController::failed);
}

TrainingController::~TrainingController() = default;

void TrainingController::start(HandwritingTrainingRequest request) {
  thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
    // The previous job has finished: its warm state is ours to hand on.
    return [this, request, warm = std::move(warm_)](const LearnerControl& control) mutable {
      auto result = std::make_shared<HandwritingTrainingResult>(
          trainHandwriting(request, control, std::move(warm)));
      return [this, result](bool superseded) { onDone(*result, superseded); };
    };
  });
}

void TrainingController::stop() {
  thread_.stop();
}

void TrainingController::resetWarmStart() {
  warm_ = {};
}

void TrainingController::onDone(HandwritingTrainingResult& result, bool superseded) {
  warm_ = std::move(result.warmStart);
  if (superseded) return;
  if (result.reason == StopReason::EmptyProblem) {
    emit failed(tr("Nothing to train on: label some letters first."));
    return;
  }
  emit progress(result.progress);
  emit finished(std::make_shared<const ChainModel>(result.model), result.progress, result.reason,
                result.labelledLetters);
}

}  // namespace m3
