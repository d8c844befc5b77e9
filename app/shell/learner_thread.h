#pragma once
// Runs learner jobs off the GUI thread, one at a time (DESIGN section 3), for every
// workbench's training controller.
// A job has three parts: `launch` runs on the GUI thread when the job starts (take the
// warm-start state there: the previous job has finished by then), the work it returns runs
// on a QThread with a LearnerControl whose stop flag is this object's and whose progress
// reaches progress() on the GUI thread at most 20 times per second, and the completion the
// work returns runs back on the GUI thread, told whether a newer job superseded it.
// run() while a job runs cancels it and queues the new one (live update: the newest request
// wins); stop() cancels and drops the queue. A job that throws ends with failed().
#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <optional>

#include "learning/progress.h"

namespace m3 {

class LearnerThread : public QObject {
  Q_OBJECT
 public:
  using Completion = std::function<void(bool superseded)>;
  using Work = std::function<Completion(const LearnerControl& control)>;
  using Launch = std::function<Work()>;

  explicit LearnerThread(QObject* parent = nullptr);
  ~LearnerThread() override;  // cancels and waits; pending completions are dropped

  bool isRunning() const { return thread_ != nullptr; }
  void run(Launch launch);
  void stop();

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void failed(const QString& message);

 private:
  void begin(Launch launch);
  void onDone(Completion completion, QString error);

  QThread* thread_ = nullptr;
  std::atomic<bool> stop_ = false;
  std::optional<Launch> pending_;
};

}  // namespace m3
