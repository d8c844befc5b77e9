#pragma once
// The Scenes workbench's undoable edit: gives one item a label set (a click on a label, or
// "use the file's labels") or takes it away (unlabelled), remembering the old state for undo.
#include "project_json.h"
#include "replace_labels_command.h"
#include "scene_document.h"

namespace m3 {

struct SceneLabels {
  using Document = SceneDocument;
  using Key = int;  // item index
  struct Value {
    bool labelled = false;
    std::vector<int> labels;  // K entries, 0/1
    bool operator==(const Value&) const = default;
  };
  static constexpr int kMergeId = -1;

  SceneLabels(SceneDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  SceneDocument* document;

  Value read(int item) const { return {document->isLabelled(item), document->userLabels(item)}; }
  std::vector<int> labelledKeys() const {
    std::vector<int> items;
    for (int item = 0; item < document->itemCount(); ++item)
      if (document->isLabelled(item)) items.push_back(item);
    return items;
  }
  void write(int item, const Value& v) const {
    document->setUserLabels(item, v.labelled, v.labels);
  }
  QJsonObject record(int item, const Value& v) const {
    QJsonObject r{{"item", item}};
    if (v.labelled) r["labels"] = intsToJson(v.labels);  // absent: unlabelled
    return r;
  }
  bool parse(const QJsonObject& r, int* item, Value* v, QString* error) const {
    *item = r["item"].toInt(-1);
    v->labelled = r.contains("labels");
    v->labels.assign(static_cast<size_t>(std::max(0, document->labelCount())), 0);
    const bool ok =
        *item >= 0 && *item < document->itemCount() &&
        (!v->labelled || intsFromJson(r["labels"], document->labelCount(), 0, 1, &v->labels));
    if (!ok && error) *error = QStringLiteral("a label-set edit does not fit the items");
    return ok;
  }
};

using SetSceneLabelsCommand = ReplaceLabelsCommand<SceneLabels>;

}  // namespace m3
