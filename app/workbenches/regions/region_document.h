#pragma once
// The image-regions workbench's open images (one or many): per image the photo, its superpixels
// and region graph (core's RegionScene, computed off the GUI thread), the user's scribbles per
// pixel, an optional ground-truth class mask, and the latest model's region predictions with
// their local margins; one set of classes (a palette) and one model for all of them. One image
// is current (shown); the accessors without an image index are about it. Every scribble, fill
// and erase goes through the undo stack (PaintImagePixelsCommand), which names its image.
#include <QJsonObject>
#include <memory>

#include "model_document.h"
#include "tasks/regions/region_task.h"

namespace m3 {

// How truth masks are read: ours (value 0 none, v class v - 1) or a dataset's (value k class
// k, `voidValue` not labelled, -1 none).
struct RegionMaskConvention {
  bool dataset = false;
  int voidValue = -1;
  bool indexed = false;  // the set's masks are indexed-colour PNGs (Pascal VOC's), and so are ours
};

struct RegionImage {
  std::shared_ptr<const ColourImage> image;
  QString name;       // shown in the image list
  QString path;       // absolute; empty for the generated sample
  QString truthPath;  // the ground-truth mask's file, empty when none (or the sample's own)
  LabelImage truth;   // 0 x 0 when none
  LabelImage user;    // the user's class per pixel, kUnlabelled where none
  long labelledPixels = 0;
  std::shared_ptr<const RegionScene> scene;  // null until computed
  Labeling prediction;                       // per region of `scene`; empty before a model
  std::vector<double> confidence;

  bool hasTruth() const { return truth.numPixels() > 0 && truth.numPixels() == user.numPixels(); }
};

class RegionDocument : public ModelDocument<RegionModel> {
  Q_OBJECT
 public:
  explicit RegionDocument(QObject* parent = nullptr);

  // New images (at least one) with their classes; the first is current. Clears the scenes,
  // the model and the undo stack. `masks`: how the truth masks were read, which projects keep
  // to read them again.
  void reset(std::vector<RegionImage> images, Palette palette, const QString& source,
             RegionMaskConvention masks = {});
  RegionMaskConvention maskConvention() const { return masks_; }
  // The scene of image i. Callers hand in only scenes of the images and superpixel settings
  // open (BackgroundScenes and finishRound drop the others by dataGeneration).
  void setScene(int i, std::shared_ptr<const RegionScene> scene);
  // New superpixel settings: every scene and prediction goes (bumps the generation).
  void setTaskOptions(RegionTaskOptions options);

  int imageCount() const { return static_cast<int>(images_.size()); }
  const RegionImage& imageAt(int i) const { return images_[static_cast<size_t>(i)]; }
  int current() const { return current_; }
  void setCurrent(int i);
  const RegionTaskOptions& taskOptions() const { return options_; }
  const Palette& palette() const { return palette_; }
  int classCount() const { return static_cast<int>(palette_.size()); }
  // Renamed or added classes: scribbles keep their class ids; a model trained on another
  // palette is dropped.
  void setPalette(Palette palette);
  void setTruth(int i, LabelImage truth, const QString& path);

  // The current image's.
  bool hasImage() const { return !images_.empty(); }
  const ColourImage& image() const { return *images_[static_cast<size_t>(current_)].image; }
  std::shared_ptr<const RegionScene> scene() const { return hasImage() ? currentImage().scene : nullptr; }
  bool hasTruth() const { return hasImage() && currentImage().hasTruth(); }
  const LabelImage& truth() const { return currentImage().truth; }
  const LabelImage& userMask() const { return currentImage().user; }
  const Labeling& regionPrediction() const { return currentImage().prediction; }
  const std::vector<double>& regionConfidence() const { return currentImage().confidence; }
  bool hasPrediction() const { return model_ != nullptr && hasImage() && !currentImage().prediction.empty(); }
  // Pixel accuracy and IoU of image i's prediction against its truth (empty when either is
  // missing), and over every image that has both.
  SegmentationMetrics metrics(int i) const;
  SegmentationMetrics metrics() const { return metrics(current_); }
  SegmentationMetrics overallMetrics(int* images = nullptr) const;

  // Over every image.
  long labelledPixelCount() const;
  // For undo commands: gives image i's `pixels` the labels `labels` (one each).
  void setUserPixels(int i, const std::vector<int>& pixels, const std::vector<int>& labels);

  // The model's predictions, one entry per image (an empty one, or one made for other
  // superpixels, leaves that image's as it is).
  void setPredictions(std::vector<Labeling> regions, std::vector<std::vector<double>> confidence,
                      std::shared_ptr<const RegionModel> model);

  // dataGeneration() is bumped by reset and by new superpixel settings.

 signals:
  void currentChanged();  // another image shown
  void paletteChanged();  // classes renamed or added (not by reset)
  void sceneChanged(int image);
  void userLabelsChanged(int image);

 private:
  const RegionImage& currentImage() const { return images_[static_cast<size_t>(current_)]; }
  void dropPredictions();
  // Adds image i's prediction against its truth to m; false when either is missing.
  bool addMetrics(int i, SegmentationMetrics& m) const;

  std::vector<RegionImage> images_;
  int current_ = 0;
  RegionMaskConvention masks_;
  Palette palette_;
  RegionTaskOptions options_;
};

}  // namespace m3
