#include "training_controller.h"

#include <chrono>

namespace m3 {

TrainingController::TrainingController(QObject* parent) : QObject(parent) {}

TrainingController::~TrainingController() {
  if (thread_) {
    stop_ = true;
    thread_->wait();
    delete thread_;  // its queued "done" call dies with us
  }
}

void TrainingController::start(HandwritingTrainingRequest request) {
  if (thread_) {
    // Live update: cancel the running job and restart warm when it has stopped.
    pending_ = std::move(request);
    stop_ = true;
    return;
  }
  launch(std::move(request));
}

void TrainingController::stop() {
  pending_.reset();
  stop_ = true;
}

void TrainingController::resetWarmStart() { warm_ = {}; }

void TrainingController::launch(HandwritingTrainingRequest request) {
  stop_ = false;
  thread_ = QThread::create([this, request = std::move(request), warm = std::move(warm_)]() mutable {
    using Clock = std::chrono::steady_clock;
    auto lastReport = Clock::now() - std::chrono::seconds(1);
    LearnerControl control;
    control.stop = &stop_;
    control.onProgress = [this, &lastReport](const TrainingProgress& p) {
      // Throttle to <= 20 reports per second so the GUI thread is never flooded.
      const auto now = Clock::now();
      if (now - lastReport < std::chrono::milliseconds(50)) return;
      lastReport = now;
      QMetaObject::invokeMethod(this, [this, p] { emit progress(p); }, Qt::QueuedConnection);
    };
    auto result = std::make_shared<HandwritingTrainingResult>();
    QString error;
    try {
      *result = trainHandwriting(request, control, std::move(warm));
    } catch (const std::exception& e) {
      error = QString::fromStdString(e.what());
    }
    QMetaObject::invokeMethod(this, [this, result, error] { onThreadDone(result, error); },
                              Qt::QueuedConnection);
  });
  warm_ = {};
  thread_->start();
  emit started();
}

void TrainingController::onThreadDone(std::shared_ptr<HandwritingTrainingResult> result,
                                      QString error) {
  thread_->wait();
  thread_->deleteLater();
  thread_ = nullptr;
  if (!error.isEmpty()) {
    pending_.reset();
    emit failed(error);
    return;
  }
  warm_ = std::move(result->warmStart);
  if (pending_) {
    HandwritingTrainingRequest next = std::move(*pending_);
    pending_.reset();
    launch(std::move(next));
    return;
  }
  if (result->reason == StopReason::EmptyProblem) {
    emit failed(tr("Nothing to train on: label some letters first."));
    return;
  }
  emit progress(result->progress);
  emit finished(std::make_shared<const ChainModel>(std::move(result->model)), result->progress,
                result->reason, result->labelledLetters);
}

}  // namespace m3
