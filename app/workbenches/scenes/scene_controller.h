#pragma once
// Trains the Scenes workbench's multi-label model off the GUI thread (trainMultiLabel on the
// items the user labelled) and predicts every open item in the same job, so "Train" ends with
// every item redrawn. Live updates cancel and restart (LearnerThread).
#include <QObject>
#include <memory>

#include "learner_thread.h"
#include "tasks/multilabel_task.h"

namespace m3 {

struct SceneTrainingRequest {
  std::shared_ptr<const MultiLabelData> items;  // every open item (its labels unused)
  MultiLabelData training;                      // the labelled items with the user's sets
  MultiLabelTrainingOptions options;
  MultiLabelPredictOptions predict;
  quint64 setGeneration = 0;  // echoed back, so results for a closed set are dropped
};

struct SceneTrainingOutcome {
  std::shared_ptr<const MultiLabelModel> model;
  MultiLabelPrediction prediction;  // every item; empty when cancelled
  double trainSeconds = 0, predictSeconds = 0;
  std::string summary;
  int trainedItems = 0;
  quint64 setGeneration = 0;
};

// The LMSBN branch-and-bound bound the workbench predicts with: exhaustive (always exact) up
// to 10 labels, where 2^K is small; 3 beyond, where the answer is certified exact whenever the
// loss stays below 3 (the document counts the certified answers).
MultiLabelPredictOptions scenePredictOptions(int numLabels);

class SceneController : public QObject {
  Q_OBJECT
 public:
  explicit SceneController(QObject* parent = nullptr);

  bool isRunning() const { return thread_.isRunning(); }
  void start(SceneTrainingRequest request);
  void stop() { thread_.stop(); }

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished(std::shared_ptr<const m3::SceneTrainingOutcome> outcome);
  void failed(const QString& message);

 private:
  LearnerThread thread_;
};

}  // namespace m3
