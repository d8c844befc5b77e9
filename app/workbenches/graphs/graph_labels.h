#pragma once
// The Graphs workbench's undoable edit: gives one node (numbered across the open set) a class,
// or takes it away (unlabelled), remembering the old one for undo. Journal records:
// {"node": i, "label": k}, without "label" for unlabelled.
#include "graph_document.h"
#include "replace_labels_command.h"

namespace m3 {

struct GraphLabels {
  using Document = GraphDocument;
  using Key = int;    // node
  using Value = int;  // class, or kUnlabelled
  static constexpr int kMergeId = -1;

  GraphLabels(GraphDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  GraphDocument* document;

  Value read(int node) const { return document->userLabel(node); }
  std::vector<int> labelledKeys() const {
    std::vector<int> nodes;
    for (int node = 0; node < document->nodeCount(); ++node)
      if (document->userLabel(node) != kUnlabelled) nodes.push_back(node);
    return nodes;
  }
  void write(int node, int label) const { document->setUserLabel(node, label); }
  QJsonObject record(int node, int label) const {
    QJsonObject r{{"node", node}};
    if (label != kUnlabelled) r["label"] = label;
    return r;
  }
  bool parse(const QJsonObject& r, int* node, int* label, QString* error) const {
    *node = r["node"].toInt(-1);
    *label = r.contains("label") ? r["label"].toInt(-2) : kUnlabelled;
    const bool ok = *node >= 0 && *node < document->nodeCount() &&
                    (*label == kUnlabelled || (*label >= 0 && *label < document->labelCount()));
    if (!ok && error) *error = QStringLiteral("a node label edit does not fit the open graphs");
    return ok;
  }
};

using SetGraphLabelCommand = ReplaceLabelsCommand<GraphLabels>;

}  // namespace m3
