#include "terrain_workbench.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

#include "tasks/graphs/graph_task.h"

namespace m3 {

TerrainWorkbench::TerrainWorkbench(QObject* parent)
    : PanelWorkbench(
          {.id = "terrain",
           .title = tr("&Terrain"),
           .description = tr("3D point clouds: AMN on the k-nearest-neighbour graph"),
           .shortcut = QKeySequence(tr("Ctrl+2")),
           .dataFilter = tr("Point clouds (*.ply *.pcd *.xyz *.las *.xyz_label_conf *.bin *.gz)"),
           .dataSuffixes = {".ply", ".pcd", ".xyz", ".las", ".laz", ".xyz_label_conf", ".bin"},
           .gzipped = true,
           .labelsFilter = tr("Point clouds (*.ply *.las *.pcd *.xyz);;SemanticKITTI labels (*.label)"),
           .labelsFileName = "labelled.ply"},
          parent) {
  TerrainDocument* document = panel_->document();
  for (auto signal : {&TerrainDocument::userLabelsChanged, &TerrainDocument::graphReady})
    connect(document, signal, this, &Workbench::statusChanged);

  QAction* open = openAction(tr("Open &Point Cloud…"),
                             tr("Open a PLY, PCD, XYZ or LAS point cloud"), "lastCloud", false);
  open->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
  fileActions_ = {
      open,
      sampleAction(
          tr("Open &Terrain Sample"),
          tr("A generated street scene scanned by a simulated vehicle laser, with ground truth"),
          [this] { panel_->openSample(); })};

  metricsDock_ = new QDockWidget(tr("Class Metrics"));
  metricsDock_->setObjectName("classMetricsDock");
  metricsDock_->setWidget(panel_->metricsView());
}

QList<QPair<QString, QString>> TerrainWorkbench::keys() const {
  return {
      {tr("P / N"), tr("Paint tool / navigate (orbit, pan, zoom)")},
      {tr("Drag (Paint)"), tr("Paint the front points under the brush with the selected class")},
      {tr("Ctrl+drag (Paint)"), tr("Lasso: paint every point inside, through the cloud")},
      {tr("Wheel (Paint)"), tr("Brush size")},
      {tr("1 … 9"), tr("Select the class to paint")},
      {tr("0"), tr("The eraser")},
      {tr("C"),
       tr("Cycle the colouring: labels, prediction, uncertainty, height, intensity, truth")}};
}

bool TerrainWorkbench::openFiles(const QStringList& paths, QString* error) {
  if (paths.size() != 1) {
    if (error) *error = tr("Open one point cloud at a time.");
    return false;
  }
  return panel_->openFile(paths.first(), error);
}

QString TerrainWorkbench::statusText() const {
  const TerrainDocument* doc = panel_->document();
  return tr("Points: %L1 · painted: %L2").arg(doc->pointCount()).arg(doc->labelledPointCount());
}

bool TerrainWorkbench::loadState(const QJsonObject& state, ProjectContext& context,
                                 QString* error) {
  // Older projects' names were brought up to date when the file was read (readProjectDocument).
  if (!panel_->loadProjectState(state, context, error)) return false;
  return loadShared(state, context, error);
}

std::string TerrainWorkbench::modelToJson(const AmnModel& model) const {
  return amnModelToJson(panel_->modelToSave(model));
}

QString TerrainWorkbench::trainingText() const {
  return tr("Training on %Ln painted point(s)…", "", panel_->document()->labelledPointCount());
}

QStringList TerrainWorkbench::dataPaths() const {
  return panel()->cloudPath().isEmpty() ? QStringList{} : QStringList{panel()->cloudPath()};
}

}  // namespace m3
