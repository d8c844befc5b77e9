#pragma once
// The image-segmentation workbench (issue 7, clustering mode; thesis chapter 11): the user
// gives segmentations of a few images (draws them on the superpixels, or takes a loaded
// reference such as a BSDS500 human segmentation as theirs), presses Train, and a background
// job learns which neighbouring regions this person keeps together (max-margin correlation
// clustering with the LP relaxation as loss-augmented inference) and segments every other
// image, drawn as region boundaries; k-means on the same region features is the baseline.
// Images with a reference that are not training images are scored (pairwise F1, Rand index,
// variation of information). Core does every computation (tasks/segmentation_task.h).
#include <QWidget>

#include "background_scenes.h"
#include "segmentation_document.h"
#include "tasks/interactive_training.h"
#include "tasks/suggestions.h"
#include "training_job.h"
#include "training_panel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace m3 {

using SegmentationController =
    TrainingJob<SegmentationTrainingRequest, SegmentationTrainingOutcome>;

class RegionImageView;
class RegionToolButtons;

class SegmentationPanel
    : public ModelTrainingPanel<SegmentationModel, SegmentationTrainingOutcome> {
  Q_OBJECT
 public:
  explicit SegmentationPanel(QWidget* parent = nullptr);

  // Generated textured-shape images whose shapes are the reference segmentations.
  void openSample(int images = 6);
  // Photos (PNG / JPEG / TIFF). A reference is looked up per image: the BSDS500 layout
  // (images/<split>/<id>.jpg -> groundTruth/<split>/<id>.mat, human segmentation number
  // annotator() + 1), else a label PNG named <name>_seg.png beside it. Unreadable files are
  // skipped and named in *error; false when none could be read.
  bool openImages(const QStringList& paths, QString* error);
  // A reference for the current image: a BSDS .mat (segmentation annotator() + 1) or a PNG.
  bool loadReference(const QString& path, QString* error);
  void setAnnotator(int index);  // 0-based; applies to references loaded afterwards
  int annotator() const { return annotator_; }
  // The current image's segmentation as a PNG index mask (segment k -> value k + 1): yours
  // where you drew one (pixels you left out: 0), else the learned one. Your segmentations of
  // the other images go beside it as <image name>_seg.png.
  bool exportLabels(const QString& path, QString* error);

  SegmentationDocument* document() { return &document_; }
  SegmentationController* controller() { return &controller_; }
  RegionImageView* view() { return view_; }
  QListWidget* imageList() { return list_; }
  QLabel* scoresLabel() { return scores_; }
  bool scenesReady() const;

  int currentItem() const { return current_; }
  void setCurrentItem(int i);
  int currentSegment() const { return segment_; }
  void setCurrentSegment(int id);
  void newSegment();  // an id unused in the current image
  // Takes the references of `items` as the user's segmentations (one undo step).
  void useReference(const std::vector<int>& items);
  void clearSegmentation(const std::vector<int>& items);
  std::vector<int> selectedItems() const;
  void setShowKmeans(bool on);

  // Label Next (SuggestingPanel, panel_workbench.h): images not yet segmented by you, the least
  // sure learned segmentation first (SegmentationPrediction::margin). An image takes many
  // strokes, so labelling does not move on by itself: Label Next again does.
  std::vector<Suggestion> suggestLabels(int count) const;
  static constexpr bool labellingMovesOn = false;
  bool isLabelled(const Suggestion& s) const { return document_.item(s.item).isTraining(); }
  void showSuggestion(const Suggestion& s) { setCurrentItem(s.item); }
  QString describeSuggestion(const Suggestion& s) const {
    //: %1: the image's name
    return tr("image %1").arg(document_.item(s.item).name);
  }

  // Waits for the open image\'s superpixels first.
  void predictWith(std::shared_ptr<const SegmentationModel> model) override;

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override;
  void startJob(std::shared_ptr<const SegmentationModel> given) override;
  QWidget* createPanel();
  void computeNextScene();
  void refreshList();
  void refreshView(bool newImage);
  void updateScores();
  void applyLayers();
  int kmeansK(int i) const;
  RoundResult acceptOutcome(const SegmentationTrainingOutcome& outcome) override;
  QString describeOutcome(const SegmentationTrainingOutcome& outcome) const override;

  SegmentationDocument document_;
  SegmentationController controller_{
      [](const SegmentationTrainingRequest& r, const LearnerControl& c, NoWarmStart&) {
        return trainAndPredictSegmentation(r, c);
      },
      tr("Give a few images your segmentation first.")};
  RegionImageView* view_ = nullptr;
  QListWidget* list_ = nullptr;
  RegionToolButtons* tools_ = nullptr;
  QCheckBox *showImage_ = nullptr, *showBoundaries_ = nullptr, *showMine_ = nullptr,
            *showReference_ = nullptr, *showLearned_ = nullptr, *showKmeans_ = nullptr;
  QSpinBox* annotatorBox_ = nullptr;
  QLabel* segmentLabel_ = nullptr;
  QLabel* scores_ = nullptr;
  QLabel* sourceLabel_ = nullptr;
  BackgroundScenes<SegmentationScene> scenes_;  // each image's superpixels, built in the background
  SegmentationTaskOptions options_;
  int current_ = -1, segment_ = 0, annotator_ = 0;
};

}  // namespace m3
