#pragma once
// The image-segmentation workbench's open images (issue 7, clustering mode): per image its
// superpixels and pair features (core's SegmentationScene, computed off the GUI thread), the
// user's segmentation (segment ids per pixel, drawn or taken from a reference), an optional
// reference segmentation from a file (a BSDS500 human segmentation, a label PNG, or the
// generated sample's shapes), and the latest learned and k-means segmentations per region.
// Images whose segmentation the user gave (covering >= kSegmentationTrainingCoverage of the
// pixels, core/tasks/segmentation_task.h) are the training set; the others are segmented and
// scored against their reference.
#include <QJsonObject>
#include <QString>
#include <limits>
#include <memory>
#include <vector>

#include "model_document.h"
#include "tasks/segmentation_task.h"

namespace m3 {

struct SegmentationItem {
  QString name;
  ColourImage image;
  std::shared_ptr<const SegmentationScene> scene;  // null until computed
  LabelImage user;                                 // kUnlabelled where the user gave no segment
  long userPixels = 0;
  LabelImage reference;  // empty (0 x 0) when none was loaded
  Partition learned, kmeans;  // per region of `scene`; empty before training
  double margin =
      std::numeric_limits<double>::quiet_NaN();  // of `learned` (SegmentationPrediction)

  bool hasReference() const { return reference.numPixels() > 0; }
  bool isTraining() const {
    return image.numPixels() > 0 && userPixels >= kSegmentationTrainingCoverage * image.numPixels();
  }
};

class SegmentationDocument : public ModelDocument<SegmentationModel> {
  Q_OBJECT
 public:
  explicit SegmentationDocument(QObject* parent = nullptr);

  // Replaces every image. Clears the model and the undo stack.
  void reset(std::vector<SegmentationItem> items, const QString& source);
  int itemCount() const { return static_cast<int>(items_.size()); }
  const SegmentationItem& item(int i) const { return items_[i]; }
  // The scene of image i. Callers hand in only scenes of the images open (BackgroundScenes and
  // finishRound drop the others by dataGeneration).
  void setScene(int i, std::shared_ptr<const SegmentationScene> scene);
  void setReference(int i, LabelImage reference);
  // For undo commands: gives image i's `pixels` the segment ids `labels` (one each).
  void setUserPixels(int i, const std::vector<int>& pixels, const std::vector<int>& labels);
  int trainingCount() const;
  // The smallest segment id not used in image i's segmentation (for "new segment").
  int unusedSegmentId(int i) const;

  void setPredictions(std::vector<Partition> learned, std::vector<Partition> kmeans,
                      std::vector<double> margins, std::shared_ptr<const SegmentationModel> model);

  // Mean pixel-level agreement with the references over the images that have one and are not
  // training images, for the learned segmentations and for k-means; *count gets how many.
  struct Scores {
    ClusteringMetrics learned, kmeans;
    int images = 0;
  };
  Scores heldOutScores() const;

 signals:
  void sceneChanged(int item);
  void userChanged(int item);

 private:
  std::vector<SegmentationItem> items_;
};

}  // namespace m3
