#pragma once
// The image-regions workbench's undoable edit: one brush stroke, eraser stroke or region fill
// gives pixels of one image a class (kUnlabelled erases); undo gives each pixel back what it
// had, on that image whichever is shown then. Journal records name the image by its index
// (records without one, from before several images, are about the first).
#include "project_json.h"
#include "region_document.h"
#include "replace_labels_command.h"

namespace m3 {

struct ScribblePixels {
  using Document = RegionDocument;
  struct Key {
    int image = 0;
    std::vector<int> pixels;  // pixel indices (y * width + x)
    bool operator==(const Key&) const = default;
  };
  using Value = std::vector<int>;
  static constexpr int kMergeId = -1;

  ScribblePixels(RegionDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  RegionDocument* document;

  Value read(const Key& key) const {
    const Labeling& user = document->imageAt(key.image).user.labels;
    Value labels;
    labels.reserve(key.pixels.size());
    for (int p : key.pixels) labels.push_back(user[static_cast<size_t>(p)]);
    return labels;
  }
  void write(const Key& key, const Value& labels) const {
    document->setUserPixels(key.image, key.pixels, labels);
  }
  QJsonObject record(const Key& key, const Value& labels) const {
    return {{"image", key.image}, {"pixels", intsToJson(key.pixels)}, {"labels", uniformOrArray(labels)}};
  }
  bool parse(const QJsonObject& r, Key* key, Value* labels, QString* error) const {
    key->image = r["image"].toInt(0);
    const long n = key->image >= 0 && key->image < document->imageCount()
                       ? document->imageAt(key->image).user.numPixels()
                       : 0;
    if (n == 0 || !intsFromJson(r["pixels"], -1, 0, static_cast<int>(n - 1), &key->pixels) ||
        !intsFromJson(r["labels"], static_cast<long>(key->pixels.size()), kUnlabelled,
                      document->classCount() - 1, labels)) {
      if (error) *error = QStringLiteral("a scribble does not fit the image");
      return false;
    }
    return true;
  }
};

using PaintImagePixelsCommand = ReplaceLabelsCommand<ScribblePixels>;

}  // namespace m3
