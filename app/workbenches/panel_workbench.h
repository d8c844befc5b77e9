#pragma once
// The Workbench interface of every workbench, built as one panel widget (a ModelTrainingPanel,
// training_panel.h) that owns a document (a ModelDocument, model_document.h) and a training
// job: the routing, Training Options, the model's export, its part of projects and journals
// (learner settings, the model) written once for all eight.
#include <QFileInfo>
#include <QJsonDocument>
#include <QPointer>
#include <QUndoStack>
#include <QWidget>
#include <concepts>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "learner_settings.h"
#include "learner_settings_dialog.h"
#include "model_document.h"
#include "project_json.h"
#include "replace_labels_command.h"
#include "tasks/model_formats.h"
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
};

// What PanelWorkbench takes of a panel: a ModelTrainingPanel (training_panel.h) that owns a
// document (model_document.h) and a training job, and exports the model and the labels.
template <class P>
concept WorkbenchPanel = std::derived_from<P, TrainingPanel> &&
    requires(P& panel, const QString& path, QString* error) {
  { panel.document() } -> std::convertible_to<LabelDocument*>;
  { panel.controller() } -> std::convertible_to<TrainingJobSignals*>;
  { panel.exportModel(path, error) } -> std::same_as<bool>;
  { panel.exportLabels(path, error) } -> std::same_as<bool>;
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
                "declare the model's JSON format in core/tasks/model_formats.h");

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
  bool exportModel(const QString& path, QString* error) const override {
    return panel_->exportModel(path, error);
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
  // What every panel workbench adds to its project state: the learner settings ("learner")
  // and the model ("model", modelJson()).
  void saveShared(QJsonObject& state) const {
    state["learner"] = learnerSettingsToJson(panel_->learnerSettings());
    if (const QJsonObject model = modelJson(); !model.isEmpty()) state["model"] = model;
  }
  // The project's learner settings, as `m3studio-cli train --project` reads them: the task's
  // defaults where it has none. A value outside its declared range gets the default, and the
  // reason is shown with the other warnings of loading.
  void loadLearner(const QJsonObject& state, ProjectContext& context) {
    panel_->setLearnerSettings(
        learnerSettingsOfProject(state, panel_->learnerSettings().taskId, &context.warnings));
  }
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
      emit message(tr("The project's model could not be read (%1); train again to see predictions.")
                       .arg(QString::fromUtf8(e.what())));
    }
  }
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
  QJsonObject restoredModel_;    // the model of the project last opened (restoreModel)
  std::shared_ptr<const Model> restoredModelObject_;
};

}  // namespace m3
