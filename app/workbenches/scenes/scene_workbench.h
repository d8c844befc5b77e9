#pragma once
// The Scenes workbench (Ctrl+4): multi-label items learned with large-margin sigmoid belief
// networks and Boltzmann machines. The panel (scene_panel.h) does the work; this class
// presents it to the shell and keeps what is open (ARFF files or the sample) for projects.
#include "panel_workbench.h"
#include "scene_labels.h"
#include "scene_panel.h"

namespace m3 {

class SceneWorkbench : public RecordedPanelWorkbench<ScenePanel, SceneLabels> {
  Q_OBJECT
 public:
  explicit SceneWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;

  bool hasData() const override { return panel_->document()->itemCount() > 0; }
  bool openFiles(const QStringList& paths, QString* error) override;

  QString statusText() const override;

  QJsonObject saveState(ProjectContext& context) const override;
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;

 protected:
  QString trainingText() const override;
};

}  // namespace m3
