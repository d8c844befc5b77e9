#include "learner_thread.h"

#include <chrono>
#include <memory>

namespace m3 {

LearnerThread::LearnerThread(QObject* parent) : QObject(parent) {}

LearnerThread::~LearnerThread() {
  if (thread_) {
    stop_ = true;
    thread_->wait();
    delete thread_;  // its queued "done" call dies with us
  }
}

void LearnerThread::run(Launch launch) {
  if (thread_) {
    pending_ = std::move(launch);
    stop_ = true;
    return;
  }
  begin(std::move(launch));
}

void LearnerThread::stop() {
  pending_.reset();
  stop_ = true;
}

void LearnerThread::begin(Launch launch) {
  stop_ = false;
  Work work = launch();
  thread_ = QThread::create([this, work = std::move(work)] {
    using Clock = std::chrono::steady_clock;
    auto lastReport = Clock::now() - std::chrono::seconds(1);
    LearnerControl control;
    control.stop = &stop_;
    control.onProgress = [this, &lastReport](const TrainingProgress& p) {
      // Throttle to <= 20 reports per second so the GUI thread is never flooded.
      const auto now = Clock::now();
      if (now - lastReport < std::chrono::milliseconds(50)) return;
      lastReport = now;
      QMetaObject::invokeMethod(
          this, [this, p] { emit progress(p); }, Qt::QueuedConnection);
    };
    Completion completion;
    QString error;
    try {
      completion = work(control);
    } catch (const std::exception& e) {
      error = QString::fromStdString(e.what());
    }
    QMetaObject::invokeMethod(
        this, [this, completion, error] { onDone(completion, error); }, Qt::QueuedConnection);
  });
  thread_->start();
  emit started();
}

void LearnerThread::onDone(Completion completion, QString error) {
  thread_->wait();
  thread_->deleteLater();
  thread_ = nullptr;
  if (!error.isEmpty()) {
    pending_.reset();
    emit failed(error);
    return;
  }
  const bool superseded = pending_.has_value();
  if (completion) completion(superseded);
  if (pending_) {
    Launch next = std::move(*pending_);
    pending_.reset();
    begin(std::move(next));
  }
}

}  // namespace m3
