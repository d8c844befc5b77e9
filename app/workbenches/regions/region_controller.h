#pragma once
// Trains the image-regions workbench's model off the GUI thread: the user's scribbles become
// region labels (regionLabelsFromMask), core trains the AMN (or a baseline) on the labelled
// regions, and every region is predicted with its local margin in the same job, so "Train"
// ends with the whole image redrawn. Warm starts from the dual blocks of the previous run on
// the same superpixels; live updates cancel and restart (LearnerThread).
#include <QObject>
#include <memory>

#include "learner_thread.h"
#include "tasks/region_task.h"

namespace m3 {

struct RegionTrainingRequest {
  std::shared_ptr<const RegionScene> scene;  // superpixels and graph (labels unused)
  LabelImage scribbles;                      // the user's classes per pixel
  Palette palette;
  RegionTaskOptions taskOptions;
  AmnTrainingOptions options;
  quint64 imageGeneration = 0;  // echoed back, so results for a closed image are dropped
};

struct RegionTrainingOutcome {
  std::shared_ptr<const RegionModel> model;
  Labeling regions;                // predicted class per region (empty when cancelled)
  std::vector<double> confidence;  // local margin per region (inference/uncertainty.h)
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int labelledRegions = 0;
  double seconds = 0;  // training and prediction, in the job
  quint64 imageGeneration = 0;
};

class RegionController : public QObject {
  Q_OBJECT
 public:
  explicit RegionController(QObject* parent = nullptr);

  bool isRunning() const { return thread_.isRunning(); }
  void start(RegionTrainingRequest request);
  void stop() { thread_.stop(); }
  // New superpixels or another image: the old dual blocks mean nothing.
  void resetWarmStart() { warm_ = {}; }

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished(std::shared_ptr<const m3::RegionTrainingOutcome> outcome);
  void failed(const QString& message);

 private:
  LearnerThread thread_;
  AmnWarmStart warm_;
};

}  // namespace m3
