#include "graph_workbench.h"

#include <QJsonArray>

#include "model_kind_text.h"
#include "project_json.h"

namespace m3 {

GraphWorkbench::GraphWorkbench(QObject* parent)
    : PanelWorkbench(
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
           .labelsFileName = "node-labels.csv"},
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
                   [this] { openSample(kSamplePages); })};
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

void GraphWorkbench::openSample(int pages) {
  paths_.clear();  // first: opening reports the new data (dataReplaced) to the journal
  panel_->openSample(pages);
}

bool GraphWorkbench::openFiles(const QStringList& paths, QString* error) {
  return openRemembering(paths_, absolutePaths(paths), [&] { return panel_->openPaths(paths, error); });
}

QString GraphWorkbench::statusText() const {
  const GraphDocument* doc = panel_->document();
  return tr("Nodes: %L1 · labelled: %L2").arg(doc->nodeCount()).arg(doc->labelledCount());
}

QString GraphWorkbench::modelText() const {
  const auto model = panel_->document()->model();
  return model ? tr("model: %1, C = %L2").arg(modelKindTextOrId(model->kindName())).arg(model->C())
               : tr("no model");
}

QJsonObject GraphWorkbench::saveState(ProjectContext& context) const {
  const GraphDocument* doc = panel_->document();
  QJsonObject state{{"modelKind", panel_->modelKind()}};
  if (paths_.isEmpty())
    state["sample"] = QJsonObject{{"pages", panel_->samplePages()}};
  else
    state["data"] = context.references(paths_);
  QJsonArray labels;
  const GraphLabels store(const_cast<GraphDocument*>(doc));
  for (int node = 0; node < doc->nodeCount(); ++node)
    if (doc->userLabel(node) != kUnlabelled) labels.append(store.record(node, doc->userLabel(node)));
  state["labels"] = labels;
  saveShared(state);
  return state;
}

bool GraphWorkbench::loadState(const QJsonObject& state, ProjectContext& context, QString* error) {
  if (state.contains("sample")) {
    const int pages = state["sample"].toObject()["pages"].toInt();
    if (pages < 2 || pages > 1000000) return *error = tr("invalid sample size"), false;
    openSample(pages);
  } else {
    QStringList paths;
    QString why;
    if (!context.resolveAll(state["data"], &paths, &why) || !openFiles(paths, &why)) return *error = why, false;
  }
  panel_->setModelKind(state["modelKind"].toString("m3n-general"));
  for (const QJsonValue& v : state["labels"].toArray())
    if (!replayEdit(v.toObject(), error)) return false;
  loadLearner(state, context);
  restoreModel(state);
  return true;
}

QString GraphWorkbench::trainingText() const {
  return tr("Training %1 on %Ln node(s)…", "", panel_->document()->labelledCount()).arg(panel_->modelKind());
}

}  // namespace m3
