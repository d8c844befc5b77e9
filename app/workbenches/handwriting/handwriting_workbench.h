#pragma once
// The Handwriting workbench (Ctrl+1): words of 16x8 letter images labelled by typing, a chain
// M3N (or a kernel M3N by structured SMO) retrained in the background, predictions for every
// word. Owns the document, the training controller, the word view and the training settings.
#include <QJsonObject>
#include <memory>

#include "handwriting_document.h"
#include "handwriting_project.h"
#include "live_retraining.h"
#include "training_controller.h"
#include "workbench.h"

namespace m3 {

class HandwritingView;

class HandwritingWorkbench : public Workbench {
  Q_OBJECT
 public:
  explicit HandwritingWorkbench(QObject* parent = nullptr);
  ~HandwritingWorkbench() override;

  QString id() const override { return "handwriting"; }
  QString title() const override { return tr("&Handwriting"); }
  QString description() const override { return tr("Words of letter images: chain M3N"); }
  QKeySequence shortcut() const override { return QKeySequence(tr("Ctrl+1")); }
  QWidget* widget() override;
  QList<QPair<QString, QString>> keys() const override;
  QList<QAction*> fileActions() override { return {sampleAction_}; }
  QList<QAction*> editActions() override { return {fileLabelsAction_}; }
  QList<QAction*> viewActions() override { return {checkReferenceAction_}; }
  QUndoStack* undoStack() override { return document_.undoStack(); }

  bool hasData() const override { return document_.dataset() != nullptr; }
  void openDefault() override { openSample(); }
  QString dataName() const override { return document_.source(); }
  QString dataFilter() const override {
    return tr("Handwriting data (*.data *.tsv *.gz);;All files (*)");
  }
  bool canOpen(const QString& path) const override;
  bool openFiles(const QStringList& paths, QString* error) override;
  QStringList dataPaths() const override { return datasetPath_.isEmpty() ? QStringList{} : QStringList{datasetPath_}; }
  void openSample(int words = 300, int seed = 7);

  void train() override;
  void stop() override;
  bool isTraining() const override { return controller_.isRunning(); }
  void setLiveUpdate(bool on) override;
  bool hasTrainingOptions() const override { return true; }
  void showTrainingOptions(QWidget* parent) override;
  QString statusText() const override;
  QString modelText() const override;

  bool hasModel() const override { return document_.model() != nullptr; }
  QJsonObject modelJson() const override;
  bool exportModel(const QString& path, QString* error) const override;
  bool canExportLabels() const override { return hasData(); }
  QString labelsFilter() const override { return tr("letter.data files (*.data)"); }
  QString labelsFileName() const override { return "labels.data"; }
  bool exportLabels(const QString& path, QString* error) const override;

  QJsonObject saveState(ProjectContext& context) const override;
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;
  bool replayEdit(const QJsonObject& edit, QString* error) override;

  HandwritingDocument* document() { return &document_; }
  HandwritingView* view() { return view_; }
  TrainingController* controller() { return &controller_; }
  TrainingSettings& settings() { return settings_; }
  // Copies the dataset file's letters into the user labels of every word of `fold` (one undo
  // step); returns how many words changed.
  int labelFoldFromFile(int fold);

 private:
  void createActions();
  void setDataset(std::shared_ptr<const HandwritingDataset> dataset, const QString& source);
  HandwritingTrainingRequest snapshot() const;
  void onTrainingFinished(std::shared_ptr<const ChainModel> model, const TrainingProgress& last,
                          StopReason reason, int labelledLetters);
  void predictWith(std::shared_ptr<const ChainModel> model);

  HandwritingDocument document_;
  TrainingController controller_;
  TrainingSettings settings_;
  HandwritingView* view_ = nullptr;  // owned by the window once shown, else by us
  LiveRetraining live_{400, [this] { train(); }};
  QAction *sampleAction_ = nullptr, *fileLabelsAction_ = nullptr, *checkReferenceAction_ = nullptr;
  quint64 predictionGeneration_ = 0;  // results of older prediction runs are dropped
  quint64 datasetGeneration_ = 0;     // bumped per opened dataset
  quint64 trainingDataset_ = 0;       // dataset generation of the latest training request
  QString datasetPath_;               // empty for the built-in sample
  int sampleWords_ = 0, sampleSeed_ = 0;
  // The model a project or the journal brought back, kept until it is on screen.
  QJsonObject restoredModel_;
  std::shared_ptr<const ChainModel> restoredModelObject_;
};

}  // namespace m3
