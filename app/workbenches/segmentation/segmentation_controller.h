#pragma once
// Trains the segmentation workbench's model off the GUI thread: the user's segmentations
// become gold partitions of their images' superpixels (partitionFromSegmentation), core
// learns the pair scores max-margin with the clustering LP as loss-augmented inference, and
// every open image is segmented by the learned model and by k-means in the same job.
// Live updates cancel and restart (LearnerThread).
#include <QObject>
#include <memory>

#include "learner_thread.h"
#include "tasks/segmentation_task.h"

namespace m3 {

struct SegmentationTrainingRequest {
  std::vector<std::shared_ptr<const SegmentationScene>> scenes;  // every image (null: not ready)
  std::vector<LabelImage> training;  // per image: the user's segmentation, or empty when not a training image
  std::vector<int> kmeansK;          // per image: k for the k-means baseline
  SegmentationTaskOptions options;
  quint64 generation = 0;
};

struct SegmentationTrainingOutcome {
  std::shared_ptr<const SegmentationModel> model;
  std::vector<Partition> learned, kmeans;  // per image (empty entries for images without a scene)
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int trainingImages = 0, exactImages = 0;
  double seconds = 0;
  quint64 generation = 0;
};

class SegmentationController : public QObject {
  Q_OBJECT
 public:
  explicit SegmentationController(QObject* parent = nullptr);

  bool isRunning() const { return thread_.isRunning(); }
  void start(SegmentationTrainingRequest request);
  void stop() { thread_.stop(); }

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished(std::shared_ptr<const m3::SegmentationTrainingOutcome> outcome);
  void failed(const QString& message);

 private:
  LearnerThread thread_;
};

}  // namespace m3
