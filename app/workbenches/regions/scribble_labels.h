#pragma once
// The image-regions workbench's undoable edit: one brush stroke, eraser stroke or region fill
// gives its pixels a class (kUnlabelled erases); undo gives each pixel back what it had.
#include "project_json.h"
#include "region_document.h"
#include "replace_labels_command.h"

namespace m3 {

struct ScribblePixels {
  using Document = RegionDocument;
  using Key = std::vector<int>;  // pixel indices (y * width + x)
  using Value = std::vector<int>;
  static constexpr int kMergeId = -1;

  ScribblePixels(RegionDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  RegionDocument* document;

  Value read(const Key& pixels) const {
    Value labels;
    labels.reserve(pixels.size());
    for (int p : pixels) labels.push_back(document->userMask().labels[p]);
    return labels;
  }
  void write(const Key& pixels, const Value& labels) const {
    document->setUserPixels(pixels, labels);
  }
  QJsonObject record(const Key& pixels, const Value& labels) const {
    return {{"pixels", intsToJson(pixels)}, {"labels", uniformOrArray(labels)}};
  }
  bool parse(const QJsonObject& r, Key* pixels, Value* labels, QString* error) const {
    const long n = document->userMask().numPixels();
    if (n == 0 || !intsFromJson(r["pixels"], -1, 0, static_cast<int>(n - 1), pixels) ||
        !intsFromJson(r["labels"], static_cast<long>(pixels->size()), kUnlabelled,
                      document->classCount() - 1, labels)) {
      if (error) *error = QStringLiteral("a scribble does not fit the image");
      return false;
    }
    return true;
  }
};

using PaintImagePixelsCommand = ReplaceLabelsCommand<ScribblePixels>;

}  // namespace m3
