#include "scene_workbench.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QMessageBox>
#include <QSettings>
#include <utility>

#include "learning/kernel_json.h"
#include "project_json.h"

namespace m3 {

SceneWorkbench::SceneWorkbench(QObject* parent)
    : RecordedPanelWorkbench(
          {.id = "scenes",
           .title = tr("&Scenes"),
           .description = tr(
               "Multi-label scenes: large-margin sigmoid belief networks and Boltzmann machines"),
           .shortcut = QKeySequence(tr("Ctrl+4")),
           .dataFilter = tr("Multi-label ARFF (*.arff *.gz *.xml);;All files (*)"),
           .dataSuffixes = {".arff"},
           .gzipped = true,
           .labelsFilter = tr("Multi-label ARFF (*.arff)"),
           .labelsFileName = "labelled.arff",
           .sample = {.name = "items", .size = 600, .min = 1, .max = 1000000}},
          parent) {
  SceneDocument* document = panel_->document();
  connect(document, &SceneDocument::userLabelsChanged, this, &Workbench::statusChanged);

  fileActions_ = {
      openAction(tr("Open M&ulti-label Data…"),
                 tr("Open multi-label ARFF files (e.g. the scene set, with its MULAN .xml)"),
                 "lastScenes", true),
      sampleAction(tr("Open the Scenes Sam&ple"),
                   tr("600 generated scenes with six labels, in the scene set's feature layout"),
                   [this] { openDefault(); })};
}

QList<QPair<QString, QString>> SceneWorkbench::keys() const {
  return {{tr("1 … 9"), tr("Switch that label of the current item; on an item you have not "
                           "labelled it turns the label on and keeps the rest of the prediction")},
          {tr("Click a label"), tr("Switch it")},
          {tr("Up / Down"), tr("Previous / next item")}};
}

bool SceneWorkbench::openFiles(const QStringList& paths, QString* error) {
  return openRemembering(paths_, absolutePaths(paths),
                         [&] { return panel_->openPaths(paths, error); });
}

QString SceneWorkbench::statusText() const {
  const SceneDocument* doc = panel_->document();
  return tr("Items: %L1 · labelled: %L2").arg(doc->itemCount()).arg(doc->labelledCount());
}

QJsonObject SceneWorkbench::saveState(ProjectContext& context) const {
  QJsonObject state = RecordedPanelWorkbench::saveState(context);
  state["kernel"] = jsonObjectFromText(kernelSpecToJson(panel_->kernel()).dump());
  return state;
}

bool SceneWorkbench::loadState(const QJsonObject& state, ProjectContext& context, QString* error) {
  // Read first, set last: a project that fails to open leaves the kernel as it was.
  KernelSpec kernel = panel_->kernel();
  if (state.contains("kernel")) {  // as core reads it (headless projects): learning/kernel_json.h
    try {
      kernel = kernelSpecFromJson(nlohmann::json::parse(jsonText(state["kernel"].toObject())));
    } catch (const std::exception& e) {
      return *error = tr("invalid kernel: %1").arg(QString::fromUtf8(e.what())), false;
    }
  }
  if (!RecordedPanelWorkbench::loadState(state, context, error)) return false;
  panel_->setKernel(kernel);
  return true;
}

QString SceneWorkbench::trainingText() const {
  return tr("Training on %Ln item(s)…", "", panel_->document()->labelledCount());
}

}  // namespace m3
