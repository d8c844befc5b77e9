#pragma once
// The Graphs workbench (Ctrl+7): nodes of linked data classified with general pairwise M3Ns,
// AMNs or per-node baselines. The panel (graph_panel.h) does the work; this class presents it
// to the shell and keeps what is open (graph files or the sample) for projects.
#include "graph_labels.h"
#include "graph_panel.h"
#include "panel_workbench.h"

namespace m3 {

class GraphWorkbench : public RecordedPanelWorkbench<GraphPanel, GraphLabels> {
  Q_OBJECT
 public:
  explicit GraphWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;

  bool hasData() const override { return panel_->document()->nodeCount() > 0; }
  // Graph JSON (.graphs.json), and node or edge tables (.txt, .csv, .tsv, optionally .gz)
  // whose names say "node" or "edge".
  bool canOpen(const QString& path) const override;
  bool openFiles(const QStringList& paths, QString* error) override;

  QString statusText() const override;

 protected:
  QString trainingText() const override;
};

}  // namespace m3
