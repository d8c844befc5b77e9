#pragma once
// A workbench's background training: one core call (core/tasks/interactive_training.h) run on
// a LearnerThread, one job at a time (a new start cancels the running job; live update: the
// newest request wins). The warm state is handed from each finished job to the next. Signals
// (TrainingJobSignals): started, progress (throttled, plus the final figures), finished once a
// job that no newer one superseded is done (outcome() holds its result), failed with the
// reason when there was nothing to train on or the job threw.
#include <QObject>
#include <functional>
#include <memory>

#include "learner_thread.h"

namespace m3 {

class TrainingJobSignals : public QObject {
  Q_OBJECT
 public:
  explicit TrainingJobSignals(QObject* parent = nullptr) : QObject(parent) {
    connect(&thread_, &LearnerThread::started, this, &TrainingJobSignals::started);
    connect(&thread_, &LearnerThread::progress, this, &TrainingJobSignals::progress);
    connect(&thread_, &LearnerThread::failed, this, &TrainingJobSignals::failed);
  }
  bool isRunning() const { return thread_.isRunning(); }
  void stop() { thread_.stop(); }
  // Other data or another C: the old warm state means nothing.
  virtual void resetWarmStart() {}

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished();
  void failed(const QString& message);

 protected:
  LearnerThread thread_;
};

struct NoWarmStart {};

template <class Request, class Outcome, class Warm = NoWarmStart>
class TrainingJob : public TrainingJobSignals {
 public:
  using Run = std::function<Outcome(const Request&, const LearnerControl&, Warm&)>;

  // `nothingToTrain`: what failed() says when a job's outcome has StopReason::EmptyProblem.
  TrainingJob(Run run, QString nothingToTrain, QObject* parent = nullptr)
      : TrainingJobSignals(parent),
        run_(std::move(run)),
        nothingToTrain_(std::move(nothingToTrain)) {}

  void start(Request request) {
    thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
      // The previous job has finished: its warm state is ours to hand on.
      return [this, request, warm = std::move(warm_)](const LearnerControl& control) mutable {
        auto outcome = std::make_shared<const Outcome>(run_(request, control, warm));
        auto warmState = std::make_shared<Warm>(std::move(warm));
        return [this, outcome, warmState](bool superseded) {
          warm_ = std::move(*warmState);
          if (superseded) return;
          if constexpr (requires { outcome->reason; }) {
            if (outcome->reason == StopReason::EmptyProblem) {
              emit failed(nothingToTrain_);
              return;
            }
          }
          // A project's model that only predicted, or a learner without passes (a random
          // forest), has nothing to plot.
          if constexpr (requires { outcome->progress; })
            if (!outcome->given && outcome->progress.pass > 0) emit progress(outcome->progress);
          outcome_ = outcome;
          emit finished();
        };
      };
    });
  }
  void resetWarmStart() override { warm_ = {}; }
  std::shared_ptr<const Outcome> outcome() const { return outcome_; }

 private:
  Run run_;
  QString nothingToTrain_;
  Warm warm_;
  std::shared_ptr<const Outcome> outcome_;
};

}  // namespace m3
