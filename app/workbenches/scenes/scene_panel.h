#pragma once
// The Scenes workbench (issue 8): multi-label items (feature rows of ARFF files, e.g. the scene
// set, or the generated sample), each shown as a picture with its labels. The user switches
// labels on and off per item (undoable), presses Train, and a background job trains the chosen
// multi-label model (LMSBN, LMBM, independent SVMs, chain or full SSVM; core's
// tasks/multilabel_task.h) on the labelled items and redraws every item's predicted set with
// per-label margins. Items left unlabelled are scored against the file's labels.
#include <QWidget>

#include "item_browser.h"
#include "scene_document.h"
#include "tasks/interactive_training.h"
#include "tasks/suggestions.h"
#include "training_job.h"
#include "training_panel.h"

class QComboBox;
class QLabel;
class QTableView;
class QTableWidget;

namespace m3 {

using SceneController = TrainingJob<SceneTrainingRequest, SceneTrainingOutcome>;

class SceneItemView;
class SceneListModel;

class ScenePanel : public ModelTrainingPanel<MultiLabelModel, SceneTrainingOutcome> {
  Q_OBJECT
 public:
  explicit ScenePanel(QWidget* parent = nullptr);

  // The generated sample (core/samples/scene_sample.h): the default a fresh user sees.
  void openSample(int images = 600);
  // Opens one or more multi-label ARFF files (.arff, optionally .gz) with the same attributes
  // as one set; a MULAN .xml among `paths`, or one beside the first file that names labels
  // of it, says which attributes are labels, else the trailing {0,1} attributes are. False
  // with *error when nothing could be read (the open set stays).
  bool openPaths(const QStringList& paths, QString* error);
  // ARFF with the labelled items and the user's label sets.
  bool exportLabels(const QString& path, QString* error) const;

  SceneDocument* document() { return &document_; }
  SceneController* controller() { return &controller_; }
  SceneItemView* view() { return view_; }
  QTableView* itemList() { return browser_->table(); }
  QTableWidget* summaryTable() { return summary_; }
  QLabel* summaryLabel() { return summaryTitle_; }

  int currentItem() const;
  void setCurrentItem(int i);
  // Label Next (panel_workbench.h): the unlabelled items whose least sure label is nearest a
  // flip (tasks/multilabel_task.h itemMargins). A set takes several keys, so labelling does not
  // move on by itself here: Label Next again does.
  std::vector<Suggestion> suggestLabels(int count) const;
  static constexpr bool labellingMovesOn = false;
  bool isLabelled(const Suggestion& s) const { return document_.isLabelled(s.item); }
  void showSuggestion(const Suggestion& s) { setCurrentItem(s.item); }
  QString describeSuggestion(const Suggestion& s) const;
  // Copies the file's label sets into the user's for `items` (one undo step).
  void useFileLabels(const std::vector<int>& items);
  void clearUserLabels(const std::vector<int>& items);
  // Flips label k of the current item (one undo step).
  void toggleLabel(int k);

  void setModelKind(MultiLabelModelKind kind) { setModelKindId(multiLabelKindName(kind)); }
  MultiLabelModelKind modelKind() const { return parseMultiLabelKind(modelKindId()); }
  // The kernel of LMSBN's units (linear, or RBF with gamma 0.1 / 0.03 as chosen on scene's
  // validation split); the other models are linear and the box is disabled for them.
  void setKernel(const KernelSpec& kernel);
  const KernelSpec& kernel() const { return kernel_; }

 protected:
  // Keys 1-9 switch labels of the current item also while the item list has the focus.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override;
  void modelKindChanged() override;
  void startJob(std::shared_ptr<const MultiLabelModel> given) override;
  QWidget* createListPanel();
  QWidget* createSummaryPanel();
  void refreshView();
  void updateSummary();
  RoundResult acceptOutcome(const SceneTrainingOutcome& outcome) override;
  QString describeOutcome(const SceneTrainingOutcome& outcome) const override;

  SceneDocument document_;
  SceneController controller_{[](const SceneTrainingRequest& r, const LearnerControl& c,
                                 NoWarmStart&) { return trainAndPredictScenes(r, c); },
                              tr("Nothing to train on: label some items first.")};
  SceneListModel* listModel_ = nullptr;
  SceneItemView* view_ = nullptr;
  ItemBrowser* browser_ = nullptr;  // the item list, current and selected items
  QComboBox* kernelBox_ = nullptr;
  QLabel* sourceLabel_ = nullptr;
  QLabel* summaryTitle_ = nullptr;
  QTableWidget* summary_ = nullptr;
  KernelSpec kernel_;
};

}  // namespace m3
