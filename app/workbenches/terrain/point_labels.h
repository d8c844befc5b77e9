#pragma once
// The terrain workbench's undoable label edit: one paint stroke or lasso gives its points a
// class (kUnlabelled erases); undo gives each point back what it had.
#include "project_json.h"
#include "replace_labels_command.h"
#include "terrain_document.h"

namespace m3 {

struct PointLabels {
  using Document = TerrainDocument;
  using Key = std::vector<int>;  // point indices
  using Value = Labeling;        // one label per point of the key
  static constexpr int kMergeId = -1;

  PointLabels(TerrainDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  TerrainDocument* document;

  Value read(const Key& points) const {
    Labeling labels;
    labels.reserve(points.size());
    for (int i : points) labels.push_back(document->userLabels()[i]);
    return labels;
  }
  void write(const Key& points, const Labeling& labels) const {
    document->setUserLabels(points, labels);
  }
  QJsonObject record(const Key& points, const Labeling& labels) const {
    return {{"points", intsToJson(points)}, {"labels", uniformOrArray(labels)}};
  }
  bool parse(const QJsonObject& r, Key* points, Labeling* labels, QString* error) const {
    if (!intsFromJson(r["points"], -1, 0, document->pointCount() - 1, points) ||
        !intsFromJson(r["labels"], static_cast<long>(points->size()), kUnlabelled,
                      static_cast<int>(document->labels().size()) - 1, labels)) {
      if (error) *error = QStringLiteral("a paint stroke does not fit the point cloud");
      return false;
    }
    return true;
  }
};

using PaintPointsCommand = ReplaceLabelsCommand<PointLabels>;

}  // namespace m3
