#pragma once
// Trains the terrain workbench's model off the GUI thread and predicts the whole cloud in
// the same job, so "Train" ends with every point recoloured. Warm starts from the dual
// blocks of the previous run (strokes that did not change keep their blocks), cancels and
// restarts on live updates (LearnerThread).
#include <QObject>
#include <memory>

#include "learner_thread.h"
#include "tasks/graph_task.h"

namespace m3 {

struct TerrainTrainingRequest {
  std::shared_ptr<const PairwiseGraph> graph;  // the whole cloud (labels unused)
  Labeling labels;                             // the user's, one per point
  LabelSet labelSet;
  AmnTrainingOptions options;
  quint64 cloudGeneration = 0;  // echoed back, so results for a closed cloud are dropped
};

struct TerrainTrainingOutcome {
  std::shared_ptr<const AmnModel> model;
  Labeling predictions;             // every point
  std::vector<double> confidence;   // local margins (uncertainty.h), one per point
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int labelledPoints = 0;
  double predictSeconds = 0;
  quint64 cloudGeneration = 0;
};

// Predicts every node with `model` and the local margin of each prediction.
void predictWithConfidence(const AmnModel& model, const PairwiseGraph& graph, Labeling& labels,
                           std::vector<double>& confidence);

class TerrainController : public QObject {
  Q_OBJECT
 public:
  explicit TerrainController(QObject* parent = nullptr);

  bool isRunning() const { return thread_.isRunning(); }
  void start(TerrainTrainingRequest request);
  void stop() { thread_.stop(); }
  void resetWarmStart() { warm_ = {}; }

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished(std::shared_ptr<const m3::TerrainTrainingOutcome> outcome);
  void failed(const QString& message);

 private:
  LearnerThread thread_;
  AmnWarmStart warm_;
};

}  // namespace m3
