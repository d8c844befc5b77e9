#pragma once
// The Terrain workbench (Ctrl+2): 3D laser point clouds painted with classes and classified
// by an AMN on the k-nearest-neighbour graph, retrained in the background. The panel
// (terrain_panel.h) does the work; this class presents it to the shell.
#include "panel_workbench.h"
#include "point_labels.h"
#include "terrain_panel.h"

class QDockWidget;

namespace m3 {

class TerrainWorkbench : public PanelWorkbench<TerrainPanel, PointLabels> {
  Q_OBJECT
 public:
  explicit TerrainWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;
  QList<QDockWidget*> docks() override { return {metricsDock_}; }

  bool hasData() const override { return panel_->document()->cloud() != nullptr; }
  void openDefault() override { panel_->openSample(); }
  bool openFiles(const QStringList& paths, QString* error) override;
  QStringList dataPaths() const override;

  QString statusText() const override;
  // "<cloud>-labelled.<its format>": a LAS file is exported as LAS, keeping its other fields.
  QString labelsFileName() const override { return panel_->labelledFileName(); }

  QJsonObject saveState(ProjectContext& context) const override {
    QJsonObject state = panel_->projectState(context);
    saveShared(state);
    return state;
  }
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;

 protected:
  QString trainingText() const override;
  // With the class mapping and feature settings, so that `terrain predict` reuses them.
  std::string modelToJson(const AmnModel& model) const override;

 private:
  QDockWidget* metricsDock_ = nullptr;
};

}  // namespace m3
