#pragma once
// The image-regions workbench (issue 7, AMN mode): the user scribbles classes on a photo cut
// into superpixels (brush, region fill, eraser; classes on keys 1-9), presses Train, and a
// background job trains an associative Markov network (or a per-region SVM / voted SVM) on
// the scribbled regions and redraws the prediction over every region, with an uncertainty
// layer. A ground-truth class mask, when loaded, scores the prediction (pixel accuracy and
// IoU per class). Core does every computation (tasks/region_task.h); the workbench only
// wires the document, the canvas and the controller.
#include <QFutureWatcher>
#include <QWidget>

#include "region_document.h"
#include "tasks/interactive_training.h"
#include "training_job.h"
#include "training_panel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSlider;
class QSpinBox;

namespace m3 {

using RegionController = TrainingJob<RegionTrainingRequest, RegionTrainingOutcome, AmnWarmStart>;

class RegionImageView;
class RegionToolButtons;

class RegionPanel : public ModelTrainingPanel<RegionModel> {
  Q_OBJECT
 public:
  explicit RegionPanel(QWidget* parent = nullptr);

  // The generated sample (textured shapes with their class mask as ground truth).
  void openSample(int width = 640, int height = 480, std::uint64_t seed = 1);
  // Opens a PNG / JPEG / TIFF photo; the classes stay. False with *error on failure.
  bool openImage(const QString& path, QString* error);
  // A class mask (PNG, value 0 = none, v = class v - 1) of the open image's size as ground
  // truth; a palette file beside it (same name, .palette.txt) names the classes.
  bool openTruth(const QString& path, QString* error);
  // Your labels where you scribbled, else the prediction, as a PNG index mask, plus the
  // palette beside it (<name>.palette.txt).
  bool exportLabels(const QString& path, QString* error) const;
  bool exportModel(const QString& path, QString* error) const;

  RegionDocument* document() { return &document_; }
  RegionController* controller() { return &controller_; }
  RegionImageView* view() { return view_; }
  // True once the superpixels and region graph of the open image are ready.
  bool sceneReady() const { return document_.scene() != nullptr; }
  QLabel* metricsLabel() { return metrics_; }

  int currentClass() const { return currentClass_; }
  void setCurrentClass(int c);
  void addClass(const QString& name);
  // The classes of a project (scribbles keep their class ids).
  void setPalette(const Palette& palette);
  void setSuperpixelSize(int pixels);  // recomputes the superpixels
  void setModelKind(GraphModelKind kind);
  GraphModelKind modelKind() const { return modelKind_; }

  // Waits for the open image\'s superpixels first.
  void predictWith(std::shared_ptr<const RegionModel> model) override;

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override;
  void startJob(std::shared_ptr<const RegionModel> given) override;
  QWidget* createPanel();
  void computeScene();
  void refreshClasses();
  void refreshPrediction();
  void updateMetrics();
  void onTrainingFinished(std::shared_ptr<const RegionTrainingOutcome> outcome);
  void applyLayers();

  RegionDocument document_;
  RegionController controller_{trainAndPredictRegions,
                               tr("Scribble on regions of at least two classes first.")};
  RegionImageView* view_ = nullptr;
  QListWidget* classList_ = nullptr;
  RegionToolButtons* tools_ = nullptr;
  QCheckBox *showImage_ = nullptr, *showBoundaries_ = nullptr, *showUser_ = nullptr,
            *showPrediction_ = nullptr, *showUncertainty_ = nullptr;
  QSlider* opacity_ = nullptr;
  QComboBox* modelBox_ = nullptr;
  QSpinBox* superpixelSize_ = nullptr;
  QSpinBox* compactness_ = nullptr;
  QLabel* sourceLabel_ = nullptr;
  QLabel* metrics_ = nullptr;
  QFutureWatcher<std::shared_ptr<const RegionScene>> sceneWatcher_;
  quint64 sceneRequestGeneration_ = 0;
  RegionTaskOptions pendingOptions_;
  GraphModelKind modelKind_ = GraphModelKind::Amn;
  int currentClass_ = 0;
};

}  // namespace m3
