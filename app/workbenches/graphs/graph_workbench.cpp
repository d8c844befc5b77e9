#include "graph_workbench.h"

#include <QJsonArray>

#include "model_kind_text.h"
#include "project_json.h"

namespace m3 {

GraphWorkbench::GraphWorkbench(QObject* parent)
    : RecordedPanelWorkbench(
          {.id = "graphs",
           .title = tr("G&raphs"),
           .description = tr("Linked data (hypertext, citations): general pairwise M3Ns, AMNs and "
                             "per-node baselines"),
           .shortcut = QKeySequence(tr("Ctrl+7")),
           .dataFilter = tr("Graphs (*.graphs.json *.json *.gz *.txt *.csv *.tsv);;All files (*)"),
           .dataSuffixes = {".graphs.json"},
           .gzipped = true,
           .labelsFilter =
               tr("Node labels CSV (*.csv);;Graph JSON with your labels (*.graphs.json)"),
           .labelsFileName = "node-labels.csv",
           .sample = {.name = "pages", .size = 300, .min = 2, .max = 1000000}},
          parent) {
  GraphDocument* document = panel_->document();
  connect(document, &GraphDocument::userLabelsChanged, this, &Workbench::statusChanged);

  fileActions_ = {
      openAction(
          tr("Open &Graphs…"),
          tr("Open a graph JSON file, or node tables with their edge lists (e.g. WebKB's schools)"),
          "lastGraphs", true),
      sampleAction(tr("Open the Graphs Sam&ple"),
                   tr("A generated department's web pages, whose links are not associative"),
                   [this] { openDefault(); })};
}

QList<QPair<QString, QString>> GraphWorkbench::keys() const {
  return {{tr("1 … 9"), tr("Give the selected nodes that class")},
          {tr("0, Delete"), tr("Make the selected nodes unlabelled")},
          {tr("Click, Ctrl+click, drag"), tr("Select a node, add one, select a box of them")},
          {tr("Wheel, + / −"), tr("Zoom the graph")},
          {tr("Right or middle drag"), tr("Pan the graph")},
          {tr("Enter in Find"), tr("Next node whose name matches")}};
}

bool GraphWorkbench::canOpen(const QString& path) const {
  if (PanelWorkbench::canOpen(path)) return true;
  QString name = QFileInfo(path).fileName().toLower();
  if (name.endsWith(".gz")) name.chop(3);
  const bool table = name.endsWith(".txt") || name.endsWith(".csv") || name.endsWith(".tsv");
  return table && (name.contains("node") || name.contains("edge"));
}

bool GraphWorkbench::openFiles(const QStringList& paths, QString* error) {
  return openRemembering(paths_, absolutePaths(paths), [&] { return panel_->openPaths(paths, error); });
}

QString GraphWorkbench::statusText() const {
  const GraphDocument* doc = panel_->document();
  return tr("Nodes: %L1 · labelled: %L2").arg(doc->nodeCount()).arg(doc->labelledCount());
}

QString GraphWorkbench::trainingText() const {
  return tr("Training %1 on %Ln node(s)…", "", panel_->document()->labelledCount())
      .arg(modelKindText(panel_->modelKindId()));
}

}  // namespace m3
