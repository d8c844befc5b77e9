#pragma once
// The Workbench interface of every workbench, built as one panel widget (a ModelTrainingPanel,
// training_panel.h) that owns a document (a ModelDocument, model_document.h) and a training
// job: the routing, Training Options, the model's export, its part of projects and journals
// (learner settings, the model) written once for all eight.
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>
#include <concepts>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>

#include "error_report.h"
#include "io/io_error.h"
#include "learner_settings.h"
#include "learner_settings_dialog.h"
#include "model/model_formats.h"
#include "model_document.h"
#include "project_json.h"
#include "replace_labels_command.h"
#include "tasks/suggestions.h"
#include "tasks/task_registry.h"
#include "training_job.h"
#include "training_panel.h"
#include "workbench.h"

namespace m3 {

// What names a workbench in the shell's menus, projects, journals and settings, and the files
// it reads and writes.
struct WorkbenchIdentity {
  QString id, title, description;
  QKeySequence shortcut;
  // The Open dialogs' filter, and the name endings (lower case) of the files File ▸ Open, drag
  // and drop and `m3studio FILE` send to this workbench; with `gzipped` each may end in .gz too.
  QString dataFilter;
  QStringList dataSuffixes;
  bool gzipped = false;
  // Export Labels: the dialog's filter and the suggested file name.
  QString labelsFilter, labelsFileName;
  // The field of a project that holds the user's labels as journal records (PanelWorkbench's
  // saveState).
  const char* labelsField = "labels";
  // The generated sample whose size is one number (File ▸ Open the … Sample, what a new window
  // shows, and a project's "sample": {name: size}): the size it opens with, and the sizes a
  // project may ask for. No name: the workbench makes its sample otherwise.
  struct SampleSize {
    const char* name = nullptr;
    int size = 0, min = 1, max = 0;
  } sample = {};
};

// The messages of PanelWorkbench, translated in panel_workbench.cpp.
class PanelWorkbenchText {
  Q_DECLARE_TR_FUNCTIONS(PanelWorkbench)
 public:
  static QString noModel();
  // The status bar's "model: AMN, C = 0.1", or "no model" for none.
  static QString modelText(const ModelSummary* model);
  static QString invalidSampleSize();
  static QString unreadableModel(const QString& why);
  // Label Next's messages: what it shows (`what` from the panel), or why it shows nothing.
  static QString suggestion(int shown, const QString& what, double margin, bool labellingMovesOn);
  static QString noSuggestion(bool hasModel);
};

// What PanelWorkbench takes of a panel: a ModelTrainingPanel (training_panel.h) that owns a
// document (model_document.h) and a training job, and exports the labels. (The model is
// exported by its format, ModelFormat.)
template <class P>
concept WorkbenchPanel = std::derived_from<P, TrainingPanel> &&
    requires(P& panel, const QString& path, QString* error) {
  { panel.document() } -> std::convertible_to<LabelDocument*>;
  { panel.controller() } -> std::convertible_to<TrainingJobSignals*>;
  { panel.exportLabels(path, error) } -> std::same_as<bool>;
};

// A panel that can say what to label next (Label Next): its unlabelled items, least sure first
// (core/tasks/suggestions.h, by the model's margins the document keeps with its predictions);
// whether an item is labelled now; how to show one; and how to name it in a message.
template <class P>
concept SuggestingPanel = requires(const P& panel, P& mutablePanel, const Suggestion& s,
                                   int count) {
  { panel.suggestLabels(count) } -> std::same_as<std::vector<Suggestion>>;
  { panel.isLabelled(s) } -> std::same_as<bool>;
  { panel.describeSuggestion(s) } -> std::convertible_to<QString>;
  mutablePanel.showSuggestion(s);
};

// `Labels` is the Store of the user's labels (replace_labels_command.h) over the panel's
// document: the journal's records are replayed through it.
template <WorkbenchPanel Panel, LabelStore Labels>
class PanelWorkbench : public Workbench {
 public:
  using Document = std::remove_pointer_t<decltype(std::declval<Panel>().document())>;
  static_assert(std::is_same_v<typename Labels::Document, Document>,
                "the label store edits the panel's document");
  using Model = typename Document::ModelType;
  static_assert(HasModelFormat<Model>,
                "declare the model's JSON format in core/model/model_formats.h");

  PanelWorkbench(WorkbenchIdentity identity, QObject* parent)
      : Workbench(parent), identity_(std::move(identity)), panel_(new Panel) {
    using Controller = std::remove_pointer_t<decltype(panel_->controller())>;
    connect(panel_->controller(), &Controller::started, this,
            [this] { emit trainingStarted(trainingText()); });
    connect(panel_->controller(), &Controller::progress, this, &Workbench::trainingProgress);
    connect(panel_, &Panel::trainingStateChanged, this, &Workbench::trainingStateChanged);
    connect(panel_, &Panel::statusMessage, this, &Workbench::message);
    connect(panel_, &Panel::settingsChanged, this, &Workbench::baseChanged);
    connect(panel_->document(), &Document::labelsEdited, this, &Workbench::labelsEdited);
    connect(panel_->document(), &Document::dataChanged, this, &Workbench::dataReplaced);
    for (auto signal : {&Document::dataChanged, &Document::predictionsChanged})
      connect(panel_->document(), signal, this, &Workbench::statusChanged);
    connect(panel_->document(), &Document::predictionsChanged, this, [this] {
      const auto model = panel_->document()->model();
      noteModel(model, model && model == restoredModelObject_);
    });
    panel_->setLearnerSettings(
        loadLearnerSettings(identity_.id + "/training", panel_->learnerSettings()));
    connect(this, &Workbench::dataReplaced, this, [this] {  // other data
      restoredModel_ = {};
      restoredModelObject_.reset();
      suggested_.clear();
      showing_.reset();
    });
    if constexpr (SuggestingPanel<Panel> && labellingMovesOn())
      // Labelling the item shown moves on to the next, once the edit has settled (a view may
      // still move its own cursor after reporting the edit); not when Label Next was pressed
      // meanwhile, or the edit undone.
      connect(panel_->document(), &Document::labelsEdited, this, [this] {
        if (!showing_ || !panel_->isLabelled(*showing_)) return;
        const Suggestion done = *std::exchange(showing_, std::nullopt);
        const auto generation = panel_->document()->dataGeneration();
        QTimer::singleShot(0, this, [this, done, generation] {
          if (!showing_ && panel_->document()->dataGeneration() == generation &&
              panel_->isLabelled(done))
            labelNext();
        });
      });
  }
  ~PanelWorkbench() override {
    if (panel_ && !panel_->parent()) delete panel_;  // never shown in a window
  }

  Panel* panel() const { return panel_; }
  QString id() const override { return identity_.id; }
  QString title() const override { return identity_.title; }
  QString description() const override { return identity_.description; }
  QKeySequence shortcut() const override { return identity_.shortcut; }
  QList<QAction*> fileActions() override { return fileActions_; }
  QString dataName() const override { return panel_->document()->source(); }
  QStringList dataPaths() const override { return paths_; }
  // The model file of docs/formats.md, as projects embed it (modelToJson).
  bool exportModel(const QString& path, QString* error) const override {
    return reportingErrors(error, [&] {
      const auto model = panel_->document()->model();
      if (!model) throw std::runtime_error(PanelWorkbenchText::noModel().toStdString());
      writeFileAtomically(path.toStdString(), modelToJson(*model));
    });
  }
  QString dataFilter() const override { return identity_.dataFilter; }
  bool canOpen(const QString& path) const override {
    QString name = path.toLower();
    if (identity_.gzipped && name.endsWith(".gz")) name.chop(3);
    for (const QString& suffix : identity_.dataSuffixes)
      if (name.endsWith(suffix)) return true;
    return false;
  }
  bool canExportLabels() const override { return hasData(); }
  QString labelsFilter() const override { return identity_.labelsFilter; }
  QString labelsFileName() const override { return identity_.labelsFileName; }
  bool exportLabels(const QString& path, QString* error) const override {
    return panel_->exportLabels(path, error);
  }
  bool replayEdit(const QJsonObject& edit, QString* error) final {
    return replayLabelRecord(Labels(panel_->document()), edit, error);
  }
  QWidget* widget() override { return panel_; }
  QUndoStack* undoStack() override { return panel_->document()->undoStack(); }
  void train() override { panel_->train(); }
  void stop() override { panel_->stop(); }
  bool isTraining() const override { return panel_->controller()->isRunning() || panel_->isWaitingToStart(); }
  void setLiveUpdate(bool on) override { panel_->setLiveUpdate(on); }
  bool hasModel() const override { return panel_->document()->model() != nullptr; }
  bool canLabelNext() const override {
    if constexpr (SuggestingPanel<Panel>) return hasModel();
    return false;
  }
  // The least sure unlabelled item not yet shown for the model on screen (a new model, after
  // retraining, starts the queue again).
  void labelNext() override {
    if constexpr (SuggestingPanel<Panel>) {
      const auto model = panel_->document()->model();
      if (model != suggestedFor_.lock()) {
        suggested_.clear();
        suggestedFor_ = model;
      }
      for (const Suggestion& s : panel_->suggestLabels(static_cast<int>(suggested_.size()) + 1))
        if (suggested_.insert({s.group, s.item}).second) {
          showing_ = s;
          panel_->showSuggestion(s);
          emit message(PanelWorkbenchText::suggestion(static_cast<int>(suggested_.size()),
                                                      panel_->describeSuggestion(s), s.margin,
                                                      labellingMovesOn()));
          return;
        }
      showing_.reset();
      emit message(PanelWorkbenchText::noSuggestion(model != nullptr));
    }
  }
  QString modelText() const override {
    const auto model = panel_->document()->model();
    if (!model) return PanelWorkbenchText::modelText(nullptr);
    const ModelSummary summary = summarizeModel(*model);
    return PanelWorkbenchText::modelText(&summary);
  }
  // The panel's model, or the project's while the panel has none yet (it is still predicting
  // with it, or the user stopped that), so that saving then does not drop it.
  QJsonObject modelJson() const override {
    if (const auto model = panel_->document()->model())
      return jsonObjectFromText(modelToJson(*model));
    return restoredModel_;
  }
  bool hasTrainingOptions() const override { return true; }
  void showTrainingOptions(QWidget* parent) override {
    LearnerSettingsDialog dialog(panel_->learnerSettings(), parent);
    if (dialog.exec() != QDialog::Accepted) return;
    panel_->setLearnerSettings(dialog.learnerSettings());
    storeLearnerSettings(identity_.id + "/training", panel_->learnerSettings());
  }

  // Opens data with `open`. `opened` (what the workbench keeps for its projects) is set first,
  // because opening reports the new data to the journal, and is restored when opening fails.
  template <class T>
  static bool openRemembering(T& opened, T now, const std::function<bool()>& open) {
    T before = std::exchange(opened, std::move(now));
    if (open()) return true;
    opened = std::move(before);
    return false;
  }
  void openDefault() override {
    if constexpr (requires(Panel & panel) { panel.openSample(0); })
      if (identity_.sample.name) openSample(identity_.sample.size);
  }
  // Opens the identity's generated sample of `size`.
  void openSample(int size) requires requires(Panel& panel) { panel.openSample(size); }
  {
    paths_.clear();  // first: opening reports the new data (dataReplaced) to the journal
    sampleSize_ = size;
    panel_->openSample(size);
  }
  // The data a project names: the files open ("data", references beside the project) or, with
  // none, the identity's sample ("sample": {name: size}).
  void saveSource(QJsonObject& state, ProjectContext& context) const {
    if (paths_.isEmpty())
      state["sample"] = QJsonObject{{identity_.sample.name, sampleSize_}};
    else
      state["data"] = context.references(paths_);
  }
  // Its inverse: opens the project's files, or the sample of the size it names.
  bool loadSource(const QJsonObject& state, ProjectContext& context, QString* error) {
    if (state.contains("sample")) {
      const int size = state["sample"].toObject()[identity_.sample.name].toInt();
      if (size < identity_.sample.min || size > identity_.sample.max)
        return *error = PanelWorkbenchText::invalidSampleSize(), false;
      openSample(size);
      return true;
    }
    QStringList paths;
    return context.resolveAll(state["data"], &paths, error) && openFiles(paths, error);
  }
  // The user's labels as the journal's records, one per labelled key: how projects keep them.
  QJsonArray labelRecords() const {
    const Labels store(panel_->document());
    QJsonArray records;
    for (const auto& key : store.labelledKeys()) records.append(store.record(key, store.read(key)));
    return records;
  }
  // Its inverse; false with *error at the first record that does not fit the open data.
  bool replayLabelRecords(const QJsonValue& records, QString* error) {
    for (const QJsonValue& record : records.toArray())
      if (!replayEdit(record.toObject(), error)) return false;
    return true;
  }
  // What every panel workbench adds to its project state, as `m3studio-cli train --project`
  // reads it: the model kind ("modelKind"), the learner settings ("learner") and the model
  // ("model", modelJson()).
  void saveShared(QJsonObject& state) const {
    state["modelKind"] = QString::fromStdString(panel_->modelKindId());
    state["learner"] = learnerSettingsToJson(panel_->learnerSettings());
    if (const QJsonObject model = modelJson(); !model.isEmpty()) state["model"] = model;
  }
  // Its inverse, once the project's data and labels are open: the task's declared defaults
  // where the project has no kind or settings. A learner value outside its declared range gets
  // the default, and the reason is shown with the other warnings of loading; a kind the task
  // does not declare fails with *error naming it. The model is then predicted with.
  bool loadShared(const QJsonObject& state, ProjectContext& context, QString* error) {
    const std::string& declared = taskDeclaration(panel_->taskId()).modelKinds.front();
    if (!reportingErrors(error, [&] {
          panel_->setModelKindId(
              state["modelKind"].toString(QString::fromStdString(declared)).toStdString());
        }))
      return false;
    panel_->setLearnerSettings(
        learnerSettingsOfProject(state, panel_->learnerSettings().taskId, &context.warnings));
    restoreModel(state);
    return true;
  }

 private:
  // Shows the project's saved model ("model") again: the panel predicts with it in the
  // background. A model the project cannot give back is reported, and the labels still open.
  void restoreModel(const QJsonObject& state) {
    if (!state["model"].isObject()) return;
    restoredModel_ = state["model"].toObject();
    try {
      const QByteArray json = QJsonDocument(restoredModel_).toJson(QJsonDocument::Compact);
      restoredModelObject_ = std::make_shared<const Model>(
          ModelFormat<Model>::fromJson(json.toStdString(), "the project's model"));
      panel_->predictWith(restoredModelObject_);
    } catch (const std::exception& e) {
      emit message(PanelWorkbenchText::unreadableModel(QString::fromUtf8(e.what())));
    }
  }

 public:
  static QStringList absolutePaths(const QStringList& paths) {
    QStringList absolute;
    for (const QString& p : paths) absolute << QFileInfo(p).absoluteFilePath();
    return absolute;
  }

 protected:
  // What the training monitor says when a run starts ("Training on 12 proteins…").
  virtual QString trainingText() const = 0;
  // The model as projects and the journal hold it (terrain adds its class mapping).
  virtual std::string modelToJson(const Model& model) const {
    return ModelFormat<Model>::toJson(model);
  }

  WorkbenchIdentity identity_;
  QPointer<Panel> panel_;
  QList<QAction*> fileActions_;  // the panel's Open… and sample actions
  QStringList paths_;            // the files open, absolute; empty with a generated sample
  int sampleSize_ = 0;           // of the identity's sample, when it is open
  QJsonObject restoredModel_;    // the model of the project last opened (restoreModel)
  std::shared_ptr<const Model> restoredModelObject_;
  // Whether labelling the item shown moves on to the next (a panel says no with
  // `static constexpr bool labellingMovesOn = false`, where an item takes several edits).
  static constexpr bool labellingMovesOn() {
    if constexpr (requires { Panel::labellingMovesOn; }) return Panel::labellingMovesOn;
    return true;
  }
  // Label Next: the items shown for the model `suggestedFor_` (held weakly: another model at a
  // freed one's address is still new), and the one shown last while it is still unlabelled.
  std::set<std::pair<int, int>> suggested_;
  std::weak_ptr<const Model> suggestedFor_;
  std::optional<Suggestion> showing_;
};

// A PanelWorkbench whose project is what most workbenches keep: the data (saveSource), the
// user's labels as journal records (labelRecords, under the identity's labelsField) and the
// shared part (saveShared). A workbench with settings of its own adds them to this; one whose
// data or labels are kept otherwise derives from PanelWorkbench and writes both itself.
template <WorkbenchPanel Panel, LabelStore Labels>
class RecordedPanelWorkbench : public PanelWorkbench<Panel, Labels> {
 public:
  using PanelWorkbench<Panel, Labels>::PanelWorkbench;

  QJsonObject saveState(ProjectContext& context) const override {
    QJsonObject state{{this->identity_.labelsField, this->labelRecords()}};
    this->saveSource(state, context);
    this->saveShared(state);
    return state;
  }
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override {
    return this->loadSource(state, context, error) &&
           this->replayLabelRecords(state[this->identity_.labelsField], error) &&
           this->loadShared(state, context, error);
  }
};

}  // namespace m3
