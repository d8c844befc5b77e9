#pragma once
// The Handwriting workbench's widget: the word view (views/handwriting_view.h) over the
// document, trained through the shared training panel like every workbench (Train, live
// update, Stop, Training Options, a project's model shown again). A round trains a chain M3N,
// or a kernel one by structured SMO, on the labelled letters and predicts every word, in one
// core call off the GUI thread (trainAndPredictHandwriting, core/tasks/handwriting_task.h).
#include "handwriting_document.h"
#include "handwriting_project.h"
#include "tasks/handwriting_task.h"
#include "training_job.h"
#include "training_panel.h"

namespace m3 {

class HandwritingView;

using HandwritingController =
    TrainingJob<HandwritingRoundRequest, HandwritingRoundOutcome, HandwritingWarmStart>;

class HandwritingPanel : public ModelTrainingPanel<ChainModel, HandwritingRoundOutcome> {
  Q_OBJECT
 public:
  explicit HandwritingPanel(QWidget* parent = nullptr);

  // Replaces the open words (labels and predictions start empty); a running round is stopped
  // and its result dropped.
  void setDataset(std::shared_ptr<const HandwritingDataset> dataset, const QString& source);
  // letter.data with the user's letters where given, else the predicted, else the file's.
  bool exportLabels(const QString& path, QString* error) const;

  HandwritingDocument* document() { return &document_; }
  HandwritingController* controller() { return &controller_; }
  HandwritingView* view() { return view_; }

  // The model and learner of Training Options beside C and the stopping rule.
  HandwritingModelChoice modelChoice() const { return choice_; }
  void setModelChoice(const HandwritingModelChoice& choice);

  // Label Next (panel_workbench.h): the words the model is least sure of, whole words the user
  // labelled left out; a word is labelled when every letter is.
  std::vector<Suggestion> suggestLabels(int count) const;
  bool isLabelled(const Suggestion& s) const;
  void showSuggestion(const Suggestion& s);
  QString describeSuggestion(const Suggestion& s) const;

 private:
  bool hasLabelsToTrainOn() const override;
  void startJob(std::shared_ptr<const ChainModel> given) override;
  RoundResult acceptOutcome(const HandwritingRoundOutcome& outcome) override;
  QString describeOutcome(const HandwritingRoundOutcome& outcome) const override;

  HandwritingDocument document_;
  HandwritingController controller_{
      [](const HandwritingRoundRequest& r, const LearnerControl& c, HandwritingWarmStart& w) {
        return trainAndPredictHandwriting(r, c, w);
      },
      tr("Nothing to train on: label some letters first.")};
  HandwritingView* view_ = nullptr;
  HandwritingModelChoice choice_;
};

}  // namespace m3
