#pragma once
// The image-regions workbench (issue 7, AMN mode; issue 22, many images): the user opens one
// photo or a set (with their ground-truth masks), scribbles classes on any of them (brush,
// region fill, eraser; classes on keys 1-9), presses Train, and a background job trains one
// associative Markov network (or a per-region SVM / voted SVM / random forest) on the
// scribbled regions of every image and redraws the prediction of every image, with an
// uncertainty layer. Ground-truth masks score the predictions (pixel accuracy and IoU per
// class, per image and over the set). Superpixels are computed in the background, the shown
// image first. Core does every computation (tasks/regions/region_task.h); the workbench only wires
// the document, the canvas, the image list and the controller.
#include <QWidget>

#include "background_scenes.h"
#include "region_document.h"
#include "region_image_set.h"
#include "region_suggestions.h"
#include "tasks/interactive_training.h"
#include "training_job.h"
#include "training_panel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace m3 {

using RegionController = TrainingJob<RegionTrainingRequest, RegionTrainingOutcome, AmnWarmStart>;

class ClassList;
class RegionImageList;
class RegionImageView;
class RegionToolButtons;

class RegionPanel : public ModelTrainingPanel<RegionModel, RegionTrainingOutcome> {
  Q_OBJECT
 public:
  explicit RegionPanel(QWidget* parent = nullptr);

  // The generated sample (textured shapes with their class mask as ground truth).
  void openSample(int width = 640, int height = 480, std::uint64_t seed = 1);
  // Opens PNG / JPEG / TIFF photos, with their masks when `files` names them
  // (region_image_set.h); the classes stay unless the masks name or need others. False with
  // *error on failure (the open images stay).
  bool openImages(const RegionImageFiles& files, QString* error);
  bool openImage(const QString& path, QString* error) { return openImages(RegionImageFiles::imagesOnly({path}), error); }
  // A class mask of the shown image's size as its ground truth, in the convention of the set's
  // masks: ours (value 0 = none, v = class v - 1; a palette file beside it, same name +
  // .palette.txt, names the classes) unless the set was opened with a dataset's.
  bool openTruth(const QString& path, QString* error);
  void showImage(int i);
  // Label Next (panel_workbench.h): the least confident regions not yet labelled, over every
  // image (region_suggestions.h); one is shown on its image, magnified and marked.
  std::vector<Suggestion> suggestLabels(int count) const {
    return leastConfidentRegions(document_, count);
  }
  bool isLabelled(const Suggestion& s) const {
    return isRegionLabelled(document_, s.group, s.item);
  }
  void showSuggestion(const Suggestion& s);
  QString describeSuggestion(const Suggestion& s) const;
  // The shown image's labels: yours where you scribbled, else the prediction, as a PNG mask in
  // the set's convention: a dataset's (value k class k, void where nothing is labelled) when
  // the set was opened with one, else ours with the palette beside it (<name>.palette.txt).
  bool exportLabels(const QString& path, QString* error) const;
  // The same for every image with labels or predictions, as <image name>.png in `folder` (plus
  // the dataset description classes.txt for a dataset's convention); refuses a folder where
  // that would overwrite an open photo or mask. The count written, or -1 with *error.
  int exportAllLabels(const QString& folder, QString* error) const;
  // The same labels of every image in one COCO segmentation file (io/coco_json.h; each image
  // under its file name, the classes as categories). The count written, or -1 with *error.
  int exportCocoLabels(const QString& path, QString* error) const;
  // The same labels as one labelme file per image in `folder` (<image stem>.json, its imagePath
  // relative to the folder; io/labelme_json.h), as the labelme tool opens them; never over the
  // set's own masks. The number of files written, or -1 with *error.
  int exportLabelmeLabels(const QString& folder, QString* error) const;

  RegionDocument* document() { return &document_; }
  RegionController* controller() { return &controller_; }
  RegionImageView* view() { return view_; }
  RegionImageList* imageList() { return imageList_; }
  // True once the superpixels and region graph of the shown image are ready.
  bool sceneReady() const { return document_.scene() != nullptr; }
  QLabel* metricsLabel() { return metrics_; }

  int currentClass() const { return currentClass_; }
  void setCurrentClass(int c);
  void addClass(const QString& name);
  // The classes of a project (scribbles keep their class ids).
  void setPalette(const Palette& palette);
  void setSuperpixelSize(int pixels);  // recomputes the superpixels
  // A project's superpixel settings (size and compactness); recomputes the superpixels.
  void setSceneOptions(const SuperpixelOptions& superpixels);
  void setModelKind(GraphModelKind kind) { setModelKindId(graphModelKindName(kind)); }
  GraphModelKind modelKind() const { return parseGraphModelKind(modelKindId()); }

  void predictWith(std::shared_ptr<const RegionModel> model) override;
  // The superpixel settings of every image's scene.
  RegionTaskOptions sceneOptions() const;

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override;
  void startJob(std::shared_ptr<const RegionModel> given) override;
  QWidget* createPanel();
  void computeScenes();  // for new superpixel settings: every image's again
  void computeNextScene();
  // Predicts, with the model, every image whose scene came after the model did.
  void predictMissing();
  void showCurrentImage();
  void writeMask(int image, const QString& path) const;  // exportLabels' rules; throws
  void refreshClasses();
  void refreshPrediction();
  void updateMetrics();
  RoundResult acceptOutcome(const RegionTrainingOutcome& outcome) override;
  QString describeOutcome(const RegionTrainingOutcome& outcome) const override;
  void applyLayers();

  RegionDocument document_;
  RegionController controller_{trainAndPredictRegions,
                               tr("Scribble on regions of at least two classes first.")};
  RegionImageView* view_ = nullptr;
  ClassList* classList_ = nullptr;
  RegionToolButtons* tools_ = nullptr;
  QCheckBox *showImage_ = nullptr, *showBoundaries_ = nullptr, *showUser_ = nullptr,
            *showPrediction_ = nullptr, *showUncertainty_ = nullptr;
  QSlider* opacity_ = nullptr;
  QSpinBox* superpixelSize_ = nullptr;
  QSpinBox* compactness_ = nullptr;
  QLabel* sourceLabel_ = nullptr;
  QLabel* metrics_ = nullptr;
  RegionImageList* imageList_ = nullptr;
  BackgroundScenes<RegionScene> scenes_;  // each image's superpixels, built in the background
  int currentClass_ = 0;
};

}  // namespace m3
