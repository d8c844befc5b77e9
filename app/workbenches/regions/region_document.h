#pragma once
// The image-regions workbench's open image: the photo, its superpixels and region graph
// (core's RegionScene, computed off the GUI thread after opening or changing the superpixel
// settings), the classes (a palette), the user's scribbles per pixel, an optional ground-truth
// class mask, and the latest model's region predictions with their local margins. Every
// scribble, fill and erase goes through the undo stack (PaintImagePixelsCommand).
#include <QJsonObject>
#include <QObject>
#include <QUndoStack>
#include <memory>

#include "tasks/region_task.h"

namespace m3 {

class RegionDocument : public QObject {
  Q_OBJECT
 public:
  explicit RegionDocument(QObject* parent = nullptr);

  // A new image with its classes and optional truth (empty labels: none). Clears the scene,
  // the scribbles, the predictions and the undo stack.
  void reset(ColourImage image, Palette palette, LabelImage truth, const QString& source);
  // The scene for the current image (from the background job); ignored when `generation`
  // is not the current image generation.
  void setScene(std::shared_ptr<const RegionScene> scene, RegionTaskOptions options, quint64 generation);

  bool hasImage() const { return !image_.empty(); }
  const ColourImage& image() const { return image_; }
  QString source() const { return source_; }
  const Palette& palette() const { return palette_; }
  int classCount() const { return static_cast<int>(palette_.size()); }
  std::shared_ptr<const RegionScene> scene() const { return scene_; }
  const RegionTaskOptions& taskOptions() const { return options_; }
  bool hasTruth() const { return truth_.numPixels() == image_.numPixels() && image_.numPixels() > 0; }
  const LabelImage& truth() const { return truth_; }
  void setTruth(LabelImage truth);
  // Renamed or added classes: scribbles keep their class ids; a model trained on another
  // palette is dropped.
  void setPalette(Palette palette);

  // The user's class per pixel (kUnlabelled where none), as a mask image.
  const LabelImage& userMask() const { return user_; }
  long labelledPixelCount() const { return labelledPixels_; }
  // For undo commands: gives `pixels` the labels `labels` (one each), emits userLabelsChanged.
  void setUserPixels(const std::vector<int>& pixels, const std::vector<int>& labels);

  bool hasPrediction() const { return model_ != nullptr && !regionPrediction_.empty(); }
  const Labeling& regionPrediction() const { return regionPrediction_; }
  const std::vector<double>& regionConfidence() const { return regionConfidence_; }
  std::shared_ptr<const RegionModel> model() const { return model_; }
  void setPrediction(Labeling regions, std::vector<double> confidence, std::shared_ptr<const RegionModel> model);
  // Pixel accuracy and IoU of the prediction against the truth (every truth pixel).
  SegmentationMetrics metrics() const;

  QUndoStack* undoStack() { return &undo_; }
  quint64 imageGeneration() const { return imageGeneration_; }

 signals:
  // A confirmed edit of the user's labels, as a journal record (ReplaceLabelsCommand emits it).
  void labelsEdited(const QJsonObject& record);
  void imageChanged();
  void paletteChanged();  // classes renamed or added (not by reset)
  void sceneChanged();
  void userLabelsChanged();
  void predictionChanged();

 private:
  ColourImage image_;
  QString source_;
  Palette palette_;
  LabelImage truth_, user_;
  long labelledPixels_ = 0;
  std::shared_ptr<const RegionScene> scene_;
  RegionTaskOptions options_;
  Labeling regionPrediction_;
  std::vector<double> regionConfidence_;
  std::shared_ptr<const RegionModel> model_;
  QUndoStack undo_;
  quint64 imageGeneration_ = 0;
};

}  // namespace m3
