#pragma once
// The Image Regions workbench (Ctrl+5): photos cut into superpixels, classes scribbled by hand
// on any of them and one AMN retrained in the background. The panel (region_panel.h) does the
// work; this class presents it to the shell and writes what is open (the images, their truth
// masks and scribbles) to projects.
#include "panel_workbench.h"
#include "region_panel.h"
#include "scribble_labels.h"

namespace m3 {

class RegionWorkbench : public PanelWorkbench<RegionPanel, ScribblePixels> {
  Q_OBJECT
 public:
  explicit RegionWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;

  bool hasData() const override { return panel_->document()->hasImage(); }
  void openDefault() override { openSample(); }
  bool openFiles(const QStringList& paths, QString* error) override;

  QString statusText() const override;
  bool canExportLabels() const override { return panel_->sceneReady(); }

  QJsonObject saveState(ProjectContext& context) const override;
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;

 protected:
  QString trainingText() const override { return tr("Training on your scribbles…"); }

 private:
  void openSample();
};

}  // namespace m3
