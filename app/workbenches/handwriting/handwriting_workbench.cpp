#include "handwriting_workbench.h"

#include <QAction>
#include <QFileInfo>
#include <QInputDialog>
#include <QSettings>

#include "error_report.h"
#include "handwriting_view.h"
#include "io/letter_data.h"
#include "learner_settings.h"
#include "long_load.h"
#include "samples/handwriting_sample.h"
#include "training_options_dialog.h"
#include "word_list_model.h"

namespace m3 {

HandwritingWorkbench::HandwritingWorkbench(QObject* parent)
    : PanelWorkbench({.id = "handwriting",
                      .title = tr("&Handwriting"),
                      .description = tr("Words of letter images: chain M3N"),
                      .shortcut = QKeySequence(tr("Ctrl+1")),
                      .dataFilter = tr("Handwriting data (*.data *.tsv *.gz);;All files (*)"),
                      .dataSuffixes = {".data", ".tsv"},
                      .gzipped = true,
                      .labelsFilter = tr("letter.data files (*.data)"),
                      .labelsFileName = "labels.data"},
                     parent) {
  // Earlier releases kept these under "training/…"; they are the defaults of the
  // per-workbench keys "handwriting/training/…" (read by PanelWorkbench).
  panel_->setLearnerSettings(loadLearnerSettings(
      id() + "/training", loadLearnerSettings("training", defaultLearnerSettings("handwriting"))));
  QSettings prefs;
  prefs.beginGroup(id() + "/training");
  panel_->setModelChoice(
      {.useTransitions =
           prefs.value("transitions", QSettings().value("training/transitions", true)).toBool(),
       .kernel =
           prefs.value("kernel", QSettings().value("training/kernel", QString())).toString()});
  createActions();

  HandwritingDocument* doc = panel_->document();
  connect(doc, &HandwritingDocument::userLabelsChanged, this, &Workbench::statusChanged);
}

void HandwritingWorkbench::createActions() {
  sampleAction_ =
      sampleAction(tr("Open Handwriting Sam&ple"),
                   tr("Open the built-in synthetic handwriting sample"), [this] { openSample(); });
  fileActions_ = {sampleAction_};
  fileLabelsAction_ = new QAction(tr("Use &File Labels of a Fold…"), this);
  fileLabelsAction_->setStatusTip(
      tr("Take the letters stored in the dataset file as your labels for every word of one fold"));
  connect(fileLabelsAction_, &QAction::triggered, this, [this] {
    if (!hasData()) return;
    bool ok = false;
    const int fold = QInputDialog::getInt(
        panel_, tr("Use File Labels"),
        tr("Label every word of this fold with the letters stored in the file:"), 0, 0, 1000, 1,
        &ok);
    if (ok)
      emit message(
          tr("Labelled %Ln word(s) of fold %1 from the file", "", labelFoldFromFile(fold)).arg(fold));
  });
  checkReferenceAction_ = new QAction(tr("Check Predictions Against &File Letters"), this);
  checkReferenceAction_->setShortcut(QKeySequence(tr("F7")));
  checkReferenceAction_->setStatusTip(
      tr("Mark predictions of unlabelled letters that differ from the letters stored in the file"));
  checkReferenceAction_->setCheckable(true);
  checkReferenceAction_->setChecked(QSettings().value("view/checkReference", true).toBool());
  view()->model()->setCheckReference(checkReferenceAction_->isChecked());
  connect(checkReferenceAction_, &QAction::toggled, this, [this](bool on) {
    view()->model()->setCheckReference(on);
    QSettings().setValue("view/checkReference", on);
  });
}

QList<QPair<QString, QString>> HandwritingWorkbench::keys() const {
  return {{tr("a … z"), tr("Label the letter under the cursor and move on")},
          {tr("Backspace / Delete"), tr("Clear a label")},
          {tr("Left / Right / Home / End"), tr("Move the cursor in the word")},
          {tr("Return"), tr("Next word")},
          {tr("Ctrl+Space"), tr("Accept the prediction for the word")},
          {tr("F7"), tr("Mark predictions that differ from the file's letters")}};
}

bool HandwritingWorkbench::openFiles(const QStringList& paths, QString* error) {
  if (paths.size() != 1) {
    if (error) *error = tr("Open one letter.data file at a time.");
    return false;
  }
  return reportingErrors(error, [&] {
    auto data =
        loadInBackground(panel_, tr("Reading %1…").arg(QFileInfo(paths.first()).fileName()),
                         [file = paths.first().toStdString()] {
                           return std::make_shared<const HandwritingDataset>(readLetterData(file));
                         });
    paths_ = {QFileInfo(paths.first()).absoluteFilePath()};
    panel_->setDataset(data, QFileInfo(paths.first()).fileName());
  });
}

void HandwritingWorkbench::openSample(int words, int seed) {
  HandwritingSampleOptions options;
  options.numWords = words;
  options.seed = static_cast<std::uint32_t>(seed);
  paths_.clear();
  sampleWords_ = words;
  sampleSeed_ = seed;
  panel_->setDataset(std::make_shared<const HandwritingDataset>(generateHandwritingSample(options)),
                     tr("built-in sample (%Ln word(s))", "", words));
}

void HandwritingWorkbench::showTrainingOptions(QWidget* parent) {
  TrainingOptionsDialog dialog(panel_->learnerSettings(), panel_->modelChoice(), parent);
  if (dialog.exec() != QDialog::Accepted) return;
  panel_->setLearnerSettings(dialog.learnerSettings());
  panel_->setModelChoice(dialog.modelChoice());
  storeLearnerSettings(id() + "/training", panel_->learnerSettings());
  QSettings prefs;
  prefs.beginGroup(id() + "/training");
  prefs.setValue("transitions", panel_->modelChoice().useTransitions);
  prefs.setValue("kernel", panel_->modelChoice().kernel);
}

QString HandwritingWorkbench::trainingText() const {
  return tr("Training on %Ln labelled letter(s)…", "", panel_->document()->labelledLetterCount());
}

QString HandwritingWorkbench::statusText() const {
  const WordListModel* model = panel_->view()->model();
  return tr("Words: %L1 · labelled letters: %L2 in %Ln word(s)", "", model->labelledWordCount())
      .arg(panel_->document()->wordCount())
      .arg(model->labelledLetterCount());
}

int HandwritingWorkbench::labelFoldFromFile(int fold) {
  HandwritingDocument* doc = panel_->document();
  QUndoStack* undo = doc->undoStack();
  int changed = 0;
  undo->beginMacro(tr("Use file labels of fold %1").arg(fold));
  for (int w = 0; w < doc->wordCount(); ++w) {
    const HandwritingWord& word = doc->dataset()->words[w];
    if (word.fold != fold || doc->userLabels(w) == word.letters) continue;
    undo->push(new SetWordLabelsCommand(doc, w, word.letters, QString()));
    ++changed;
  }
  undo->endMacro();
  return changed;
}

QJsonObject HandwritingWorkbench::saveState(ProjectContext& context) const {
  const HandwritingDocument* doc = panel_->document();
  ProjectData project;
  project.datasetPath = paths_.value(0);
  project.sampleWords = sampleWords_;
  project.sampleSeed = sampleSeed_;
  for (int w = 0; w < doc->wordCount(); ++w)
    if (countLabelled(doc->userLabels(w)) > 0) project.labels.emplace_back(w, doc->userLabels(w));
  project.choice = panel_->modelChoice();
  QJsonObject state = handwritingStateToJson(project, context);
  saveShared(state);
  return state;
}

bool HandwritingWorkbench::loadState(const QJsonObject& state, ProjectContext& context,
                                     QString* error) {
  return reportingErrors(error, [&] {
    const ProjectData project = handwritingStateFromJson(state, context);
    if (project.datasetPath.isEmpty()) {
      openSample(project.sampleWords, project.sampleSeed);
    } else {
      QString why;
      if (!openFiles({project.datasetPath}, &why)) throw std::runtime_error(why.toStdString());
    }
    HandwritingDocument* doc = panel_->document();
    for (const auto& [word, labels] : project.labels) {
      if (word < 0 || word >= doc->wordCount() || labels.size() != doc->userLabels(word).size())
        throw std::runtime_error(
            tr("labels do not match the dataset (word %1)").arg(word).toStdString());
      doc->setUserLabels(word, labels);
    }
    if (QString why; !loadShared(state, context, &why)) throw std::runtime_error(why.toStdString());
    panel_->setModelChoice(project.choice);  // which says the kind (older projects: no "modelKind")
  });
}

}  // namespace m3
