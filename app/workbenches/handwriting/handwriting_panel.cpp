#include "handwriting_panel.h"

#include <QListView>
#include <QVBoxLayout>
#include <algorithm>

#include "error_report.h"
#include "handwriting_view.h"
#include "io/letter_data.h"
#include "learning/kernel.h"
#include "model/chain_model_json.h"
#include "stop_reason_text.h"
#include "tasks/task_registry.h"
#include "word_labels.h"
#include "word_list_model.h"

namespace m3 {

HandwritingPanel::HandwritingPanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 400, "handwriting", parent) {
  view_ = new HandwritingView(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(view_);
  setFocusProxy(view_->listView());

  connect(view_, &HandwritingView::labelsEdited, this,
          [this](int word, const Labeling&, const Labeling& after, const QString& text) {
            document_.undoStack()->push(new SetWordLabelsCommand(&document_, word, after, text));
          });
  connect(&document_, &HandwritingDocument::userLabelsChanged, this, [this](int word) {
    view_->model()->setUserLabels(word, document_.userLabels(word));
    live_.edited();
  });
  connect(&document_, &HandwritingDocument::predictionsChanged, this,
          [this] { view_->model()->setPredictions(document_.predictions()); });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
}

void HandwritingPanel::setDataset(std::shared_ptr<const HandwritingDataset> dataset,
                                  const QString& source) {
  controller_.stop();
  controller_.resetWarmStart();
  live_.cancelPending();
  document_.reset(std::move(dataset), source);
  view_->model()->setDataset(document_.dataset(), document_.labels());
  if (document_.wordCount() > 0) view_->setCurrentWord(0);
  view_->listView()->setFocus();
}

void HandwritingPanel::setModelChoice(const HandwritingModelChoice& choice) {
  setModelKindId(choice.kernel.isEmpty() ? "linear" : "kernel");  // as projects name it
  if (choice == choice_) return;
  choice_ = choice;
  controller_.resetWarmStart();  // the dual blocks belong to the other model
  emit settingsChanged();
}

bool HandwritingPanel::hasLabelsToTrainOn() const {
  return document_.labelledLetterCount() > 0;
}

void HandwritingPanel::startJob(std::shared_ptr<const ChainModel> given) {
  if (!document_.dataset()) return;
  if (!given && !hasLabelsToTrainOn()) {
    emit statusMessage(tr("Label some letters first: select a word and type its letters."));
    return;
  }
  HandwritingRoundRequest round;
  HandwritingTrainingRequest& r = round.training;
  r.dataset = document_.dataset();
  r.features = document_.features();
  r.featureSpec = document_.featureSpec();
  r.labels = document_.labels();
  r.userLabels = document_.allUserLabels();
  r.validationWords = document_.validationWords(1000);
  r.useTransitions = choice_.useTransitions;
  applyLearnerSettings(r.options);
  if (!choice_.kernel.isEmpty()) {
    r.useSmo = true;
    const TaskDeclaration& task = taskDeclaration("handwriting");  // scales as in the CLI
    r.kernel = kernelFromName(choice_.kernel.toStdString(), task.defaultNumber("kernel-scale"),
                              task.defaultNumber("gamma"));
  }
  round.given = std::move(given);
  round.dataGeneration = document_.dataGeneration();
  controller_.start(std::move(round));
}

RoundResult HandwritingPanel::acceptOutcome(const HandwritingRoundOutcome& outcome) {
  if (!outcome.model || outcome.predictions.empty()) return RoundResult::Stopped;
  document_.setPredictions(outcome.predictions, outcome.letterMargins, outcome.model);
  return RoundResult::Shown;
}

QString HandwritingPanel::describeOutcome(const HandwritingRoundOutcome& outcome) const {
  //: %2 is "%Ln pass(es)"
  return tr("Trained on %Ln letter(s): %1 after %2, %L3 s.", "", outcome.labelledLetters)
      .arg(stopReasonText(outcome.reason))
      .arg(tr("%Ln pass(es)", "", outcome.progress.pass))
      .arg(outcome.progress.seconds, 0, 'f', 2);
}

std::vector<Suggestion> HandwritingPanel::suggestLabels(int count) const {
  if (document_.letterMargins().empty()) return {};
  // The diversity `suggest` has by default.
  const double diversity = defaultValues({suggestionDiversityParameter()}).real("diversity");
  return suggestWords(document_.letterMargins(), document_.allUserLabels(), *document_.features(),
                      {count, diversity});
}

bool HandwritingPanel::isLabelled(const Suggestion& s) const {
  const Labeling& y = document_.userLabels(s.item);
  return std::none_of(y.begin(), y.end(), [](int v) { return v == kUnlabelled; });
}

void HandwritingPanel::showSuggestion(const Suggestion& s) {
  view_->setCurrentWord(s.item);
  // In the middle of the list, not at its edge: the words around it stay in sight.
  view_->listView()->scrollTo(view_->listView()->currentIndex(),
                              QAbstractItemView::PositionAtCenter);
  view_->listView()->setFocus();
}

QString HandwritingPanel::describeSuggestion(const Suggestion& s) const {
  QString read;
  for (int v : document_.predictions()[static_cast<size_t>(s.item)])
    read += QString::fromStdString(document_.labels().names[static_cast<size_t>(v)]);
  //: %1 is the word's number, %2 the letters the model reads
  return tr("word %L1, read as \"%2\"").arg(s.item + 1).arg(read);
}

bool HandwritingPanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(error, [&] {
    writeLetterData(path.toStdString(), *document_.dataset(), document_.exportLabels());
  });
}

}  // namespace m3
