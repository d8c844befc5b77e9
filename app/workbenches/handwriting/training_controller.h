#pragma once
// Runs handwriting training off the GUI thread (DESIGN section 3). start() takes an
// immutable snapshot of the labelled data; progress arrives on the GUI thread at most 20
// times per second; stop() cancels within one oracle call. A start() while training runs
// cancels the running job and restarts warm from its dual state (live update). Every run
// that is not superseded ends with finished(), carrying the model it reached (also when
// stopped by the user).
#include <QObject>
#include <memory>

#include "learner_thread.h"
#include "tasks/handwriting_task.h"

namespace m3 {

class TrainingController : public QObject {
  Q_OBJECT
 public:
  explicit TrainingController(QObject* parent = nullptr);
  ~TrainingController() override;

  bool isRunning() const { return thread_.isRunning(); }
  void start(HandwritingTrainingRequest request);
  void stop();
  // Forget the warm-start state (e.g. a new dataset was opened).
  void resetWarmStart();

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished(std::shared_ptr<const m3::ChainModel> model, const m3::TrainingProgress& last,
                m3::StopReason reason, int labelledLetters);
  void failed(const QString& message);

 private:
  void onDone(HandwritingTrainingResult& result, bool superseded);

  LearnerThread thread_;
  HandwritingWarmStart warm_;
};

}  // namespace m3
