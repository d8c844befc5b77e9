#pragma once
// The image-segmentation workbench's undoable edit of one image's segmentation: a brush or
// eraser stroke, a region fill, or taking the reference as the user's; undo gives each pixel
// back its old segment id.
#include "project_json.h"
#include "replace_labels_command.h"
#include "segmentation_document.h"

namespace m3 {

struct SegmentPixels {
  using Document = SegmentationDocument;
  struct Key {
    int item = 0;
    std::vector<int> pixels;  // y * width + x in that image
    friend bool operator==(const Key&, const Key&) = default;
  };
  using Value = std::vector<int>;  // segment id per pixel (kUnlabelled: none)
  static constexpr int kMergeId = -1;

  SegmentPixels(SegmentationDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  SegmentationDocument* document;

  Value read(const Key& key) const {
    Value ids;
    ids.reserve(key.pixels.size());
    for (int p : key.pixels) ids.push_back(document->item(key.item).user.labels[p]);
    return ids;
  }
  void write(const Key& key, const Value& ids) const {
    document->setUserPixels(key.item, key.pixels, ids);
  }
  QJsonObject record(const Key& key, const Value& ids) const {
    return {
        {"item", key.item}, {"pixels", intsToJson(key.pixels)}, {"labels", uniformOrArray(ids)}};
  }
  bool parse(const QJsonObject& r, Key* key, Value* ids, QString* error) const {
    key->item = r["item"].toInt(-1);
    bool ok = key->item >= 0 && key->item < document->itemCount();
    const long n = ok ? document->item(key->item).user.numPixels() : 0;
    ok =
        ok && n > 0 && intsFromJson(r["pixels"], -1, 0, static_cast<int>(n - 1), &key->pixels) &&
        intsFromJson(r["labels"], static_cast<long>(key->pixels.size()), kUnlabelled, 1 << 20, ids);
    if (!ok && error) *error = QStringLiteral("a segmentation edit does not fit the images");
    return ok;
  }
};

using SetSegmentPixelsCommand = ReplaceLabelsCommand<SegmentPixels>;

}  // namespace m3
