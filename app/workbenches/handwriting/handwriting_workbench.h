#pragma once
// The Handwriting workbench (Ctrl+1): words of 16x8 letter images labelled by typing, a chain
// M3N (or a kernel M3N by structured SMO) retrained in the background, predictions for every
// word. The panel (handwriting_panel.h) does the work; this class presents it to the shell and
// keeps what is open (a letter.data file or the sample) for projects.
#include "handwriting_panel.h"
#include "panel_workbench.h"
#include "word_labels.h"

namespace m3 {

class HandwritingWorkbench : public PanelWorkbench<HandwritingPanel, WordLabels> {
  Q_OBJECT
 public:
  explicit HandwritingWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;
  QList<QAction*> editActions() override { return {fileLabelsAction_}; }
  QList<QAction*> viewActions() override { return {checkReferenceAction_}; }

  bool hasData() const override { return panel_->document()->dataset() != nullptr; }
  void openDefault() override { openSample(); }
  bool openFiles(const QStringList& paths, QString* error) override;
  void openSample(int words = 300, int seed = 7);

  void showTrainingOptions(QWidget* parent) override;
  QString statusText() const override;

  QJsonObject saveState(ProjectContext& context) const override;
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;

  HandwritingDocument* document() { return panel_->document(); }
  HandwritingView* view() { return panel_->view(); }
  // Copies the dataset file's letters into the user labels of every word of `fold` (one undo
  // step); returns how many words changed.
  int labelFoldFromFile(int fold);

 protected:
  QString trainingText() const override;

 private:
  void createActions();

  QAction *sampleAction_ = nullptr, *fileLabelsAction_ = nullptr, *checkReferenceAction_ = nullptr;
  int sampleWords_ = 0, sampleSeed_ = 0;
};

}  // namespace m3
