#include "handwriting_workbench.h"

#include <QAction>
#include <QFileInfo>
#include <QInputDialog>
#include <QListView>
#include <QSettings>
#include <QtConcurrent>

#include "error_report.h"
#include "handwriting_view.h"
#include "io/letter_data.h"
#include "io/model_json.h"
#include "learner_settings.h"
#include "learning/kernel.h"
#include "long_load.h"
#include "project_json.h"
#include "samples/handwriting_sample.h"
#include "stop_reason_text.h"
#include "tasks/model_formats.h"
#include "tasks/task_registry.h"
#include "training_options_dialog.h"
#include "word_labels.h"
#include "word_list_model.h"

namespace m3 {

HandwritingWorkbench::HandwritingWorkbench(QObject* parent) : Workbench(parent) {
  view_ = new HandwritingView;
  // Earlier releases kept these under "training/…"; they are the defaults of the
  // per-workbench keys "handwriting/training/…".
  QSettings prefs;
  const LearnerSettings declared = defaultLearnerSettings("handwriting");
  const LearnerSettings learner = loadLearnerSettings(
      id(), {.C = prefs.value("training/C", declared.C).toDouble(),
             .relativeGap = prefs.value("training/gap", declared.relativeGap).toDouble(),
             .maxPasses = prefs.value("training/maxPasses", declared.maxPasses).toInt()});
  settings_.C = learner.C;
  settings_.gapTolerance = learner.relativeGap;
  settings_.maxPasses = learner.maxPasses;
  prefs.beginGroup(id() + "/training");
  settings_.useTransitions =
      prefs.value("transitions", QSettings().value("training/transitions", true)).toBool();
  settings_.kernel =
      prefs.value("kernel", QSettings().value("training/kernel", QString())).toString();
  createActions();

  connect(view_, &HandwritingView::labelsEdited, this,
          [this](int word, const Labeling&, const Labeling& after, const QString& text) {
            document_.undoStack()->push(new SetWordLabelsCommand(&document_, word, after, text));
          });
  connect(&document_, &HandwritingDocument::labelsEdited, this, &Workbench::labelsEdited);
  connect(&document_, &HandwritingDocument::userLabelsChanged, this, [this](int word) {
    view_->model()->setUserLabels(word, document_.userLabels(word));
    emit statusChanged();
    live_.edited();
  });
  connect(&document_, &HandwritingDocument::predictionsChanged, this, [this] {
    view_->model()->setPredictions(document_.predictions());
    noteModel(document_.model(), document_.model() == restoredModelObject_);
    emit statusChanged();
  });
  connect(&controller_, &TrainingController::started, this, [this] {
    emit trainingStarted(
        tr("Training on %Ln labelled letter(s)…", "", document_.labelledLetterCount()));
    emit trainingStateChanged();
  });
  connect(&controller_, &TrainingController::progress, this, &Workbench::trainingProgress);
  connect(&controller_, &TrainingController::finished, this,
          &HandwritingWorkbench::onTrainingFinished);
  connect(&controller_, &TrainingController::failed, this, [this](const QString& message) {
    emit this->message(message);
    emit trainingStateChanged();
  });
}

HandwritingWorkbench::~HandwritingWorkbench() {
  controller_.disconnect(this);
  document_.disconnect(this);
  if (view_ && !view_->parent()) delete view_;
}

QWidget* HandwritingWorkbench::widget() {
  return view_;
}

void HandwritingWorkbench::createActions() {
  sampleAction_ =
      sampleAction(tr("Open Handwriting &Sample"),
                   tr("Open the built-in synthetic handwriting sample"), [this] { openSample(); });
  fileLabelsAction_ = new QAction(tr("Use &File Labels of a Fold…"), this);
  fileLabelsAction_->setStatusTip(
      tr("Take the letters stored in the dataset file as your labels for every word of one fold"));
  connect(fileLabelsAction_, &QAction::triggered, this, [this] {
    if (!document_.dataset()) return;
    bool ok = false;
    const int fold = QInputDialog::getInt(
        view_, tr("Use File Labels"),
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
  view_->model()->setCheckReference(checkReferenceAction_->isChecked());
  connect(checkReferenceAction_, &QAction::toggled, this, [this](bool on) {
    view_->model()->setCheckReference(on);
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

bool HandwritingWorkbench::canOpen(const QString& path) const {
  QString name = path.toLower();
  if (name.endsWith(".gz")) name.chop(3);
  return name.endsWith(".data") || name.endsWith(".tsv");
}

bool HandwritingWorkbench::openFiles(const QStringList& paths, QString* error) {
  if (paths.size() != 1) {
    if (error) *error = tr("Open one letter.data file at a time.");
    return false;
  }
  return reportingErrors(error, [&] {
    auto data =
        loadInBackground(view_, tr("Reading %1…").arg(QFileInfo(paths.first()).fileName()),
                         [file = paths.first().toStdString()] {
                           return std::make_shared<const HandwritingDataset>(readLetterData(file));
                         });
    datasetPath_ = QFileInfo(paths.first()).absoluteFilePath();
    setDataset(data, QFileInfo(paths.first()).fileName());
  });
}

void HandwritingWorkbench::openSample(int words, int seed) {
  HandwritingSampleOptions options;
  options.numWords = words;
  options.seed = static_cast<std::uint32_t>(seed);
  datasetPath_.clear();
  sampleWords_ = words;
  sampleSeed_ = seed;
  setDataset(std::make_shared<const HandwritingDataset>(generateHandwritingSample(options)),
             tr("built-in sample (%Ln word(s))", "", words));
}

void HandwritingWorkbench::setDataset(std::shared_ptr<const HandwritingDataset> dataset,
                                      const QString& source) {
  controller_.stop();
  controller_.resetWarmStart();
  live_.cancelPending();
  ++predictionGeneration_;
  ++datasetGeneration_;
  document_.reset(std::move(dataset), source);
  restoredModel_ = {};
  restoredModelObject_.reset();
  view_->model()->setDataset(document_.dataset(), document_.labels());
  if (document_.wordCount() > 0) view_->setCurrentWord(0);
  view_->listView()->setFocus();
  emit dataReplaced();
  emit statusChanged();
}

HandwritingTrainingRequest HandwritingWorkbench::snapshot() const {
  HandwritingTrainingRequest r;
  r.dataset = document_.dataset();
  r.features = document_.features();
  r.featureSpec = document_.featureSpec();
  r.labels = document_.labels();
  r.userLabels = document_.allUserLabels();
  r.validationWords = document_.validationWords(1000);
  r.useTransitions = settings_.useTransitions;
  r.options.C = settings_.C;
  r.options.maxPasses = settings_.maxPasses;
  r.options.relativeGapTolerance = settings_.gapTolerance;
  if (!settings_.kernel.isEmpty()) {
    r.useSmo = true;
    const TaskDeclaration& task = taskDeclaration("handwriting");  // scales as in the CLI
    r.kernel = kernelFromName(settings_.kernel.toStdString(), task.defaultNumber("kernel-scale"),
                              task.defaultNumber("gamma"));
  }
  return r;
}

void HandwritingWorkbench::train() {
  if (!document_.dataset()) return;
  if (document_.labelledLetterCount() == 0) {
    emit message(tr("Label some letters first: select a word and type its letters."));
    return;
  }
  trainingDataset_ = datasetGeneration_;
  controller_.start(snapshot());
}

void HandwritingWorkbench::stop() {
  live_.setOn(false);
  controller_.stop();
}

void HandwritingWorkbench::setLiveUpdate(bool on) {
  live_.setOn(on);
  if (on) train();
}

void HandwritingWorkbench::showTrainingOptions(QWidget* parent) {
  TrainingOptionsDialog dialog(settings_, parent);
  if (dialog.exec() != QDialog::Accepted || dialog.settings() == settings_) return;
  settings_ = dialog.settings();
  storeLearnerSettings(id(), dialog.learnerSettings());
  QSettings prefs;
  prefs.beginGroup(id() + "/training");
  prefs.setValue("transitions", settings_.useTransitions);
  prefs.setValue("kernel", settings_.kernel);
  controller_.resetWarmStart();
  emit baseChanged();  // projects keep the settings: unsaved until saved
}

void HandwritingWorkbench::onTrainingFinished(std::shared_ptr<const ChainModel> model,
                                              const TrainingProgress& last, StopReason reason,
                                              int labelledLetters) {
  emit trainingStateChanged();
  if (trainingDataset_ != datasetGeneration_) return;  // trained on a dataset no longer open
  //: %2 is "%Ln pass(es)"
  emit message(tr("Trained on %Ln letter(s): %1 after %2, %L3 s.", "", labelledLetters)
                   .arg(stopReasonText(reason))
                   .arg(tr("%Ln pass(es)", "", last.pass))
                   .arg(last.seconds, 0, 'f', 2));
  predictWith(std::move(model));
}

void HandwritingWorkbench::predictWith(std::shared_ptr<const ChainModel> model) {
  // Predict every word off the GUI thread; a newer request makes this one stale.
  const quint64 generation = ++predictionGeneration_;
  auto features = document_.features();
  QtConcurrent::run([model, features] {
    return predictWords(*model, *features);
  }).then(this, [this, generation, model](std::vector<Labeling> predictions) {
    if (generation != predictionGeneration_) return;
    document_.setPredictions(std::move(predictions), model);
    emit statusChanged();
  });
}

QString HandwritingWorkbench::statusText() const {
  const WordListModel* model = view_->model();
  return tr("Words: %L1 · labelled letters: %L2 in %Ln word(s)", "", model->labelledWordCount())
      .arg(document_.wordCount())
      .arg(model->labelledLetterCount());
}

QString HandwritingWorkbench::modelText() const {
  return document_.model() ? tr("model: %1, C = %L2")
                                 .arg(QString::fromStdString(document_.model()->kind()))
                                 .arg(document_.model()->C)
                           : tr("no model");
}

bool HandwritingWorkbench::exportModel(const QString& path, QString* error) const {
  return reportingErrors(error, [&] { saveModel(path.toStdString(), *document_.model()); });
}

bool HandwritingWorkbench::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(error, [&] {
    writeLetterData(path.toStdString(), *document_.dataset(), document_.exportLabels());
  });
}

int HandwritingWorkbench::labelFoldFromFile(int fold) {
  QUndoStack* undo = document_.undoStack();
  int changed = 0;
  undo->beginMacro(tr("Use file labels of fold %1").arg(fold));
  for (int w = 0; w < document_.wordCount(); ++w) {
    const HandwritingWord& word = document_.dataset()->words[w];
    if (word.fold != fold || document_.userLabels(w) == word.letters) continue;
    undo->push(new SetWordLabelsCommand(&document_, w, word.letters, QString()));
    ++changed;
  }
  undo->endMacro();
  return changed;
}

QJsonObject HandwritingWorkbench::saveState(ProjectContext& context) const {
  ProjectData project;
  project.datasetPath = datasetPath_;
  project.sampleWords = sampleWords_;
  project.sampleSeed = sampleSeed_;
  for (int w = 0; w < document_.wordCount(); ++w)
    if (countLabelled(document_.userLabels(w)) > 0)
      project.labels.emplace_back(w, document_.userLabels(w));
  project.training = settings_;
  project.model = modelJson();
  return handwritingStateToJson(project, context);
}

QJsonObject HandwritingWorkbench::modelJson() const {
  if (document_.model())
    return jsonObjectFromText(ModelFormat<ChainModel>::toJson(*document_.model()));
  return restoredModel_;  // still predicting with it
}

bool HandwritingWorkbench::loadState(const QJsonObject& state, ProjectContext& context,
                                     QString* error) {
  return reportingErrors(error, [&] {
    const ProjectData project = handwritingStateFromJson(state, context);
    std::shared_ptr<const ChainModel> model;
    if (!project.model.isEmpty())
      model = std::make_shared<const ChainModel>(
          ModelFormat<ChainModel>::fromJson(jsonText(project.model), "project model"));
    if (project.datasetPath.isEmpty()) {
      openSample(project.sampleWords, project.sampleSeed);
    } else {
      QString why;
      if (!openFiles({project.datasetPath}, &why)) throw std::runtime_error(why.toStdString());
    }
    for (const auto& [word, labels] : project.labels) {
      if (word < 0 || word >= document_.wordCount() ||
          labels.size() != document_.userLabels(word).size())
        throw std::runtime_error(
            tr("labels do not match the dataset (word %1)").arg(word).toStdString());
      document_.setUserLabels(word, labels);
    }
    settings_ = project.training;
    restoredModel_ = project.model;
    restoredModelObject_ = model;
    if (model) predictWith(model);
  });
}

bool HandwritingWorkbench::replayEdit(const QJsonObject& edit, QString* error) {
  return replayLabelRecord(WordLabels(&document_), edit, error);
}

}  // namespace m3
