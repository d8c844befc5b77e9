// libFuzzer target: COCO segmentation files (core/io/coco_json.h), read, written and read
// back: the same classes and masks. Images are limited to 2^20 pixels in all here, so an input
// cannot spend the run filling one huge mask (the reader's own limit is 10^9).
#include "fuzz_support.h"
#include "io/coco_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  CocoMasks masks;
  if (!fuzz::readsOrRefuses([&] { masks = parseCocoMasks(fuzz::bytes(data, size), fuzz::kSource, 1 << 20); })) return 0;
  const CocoMasks again = parseCocoMasks(formatCoco(masks), "written");
  fuzz::check(again.classNames == masks.classNames, "class names");
  fuzz::check(again.images.size() == masks.images.size(), "image count");
  for (size_t i = 0; i < masks.images.size(); ++i) {
    const LabelImage &a = masks.images[i].second, &b = again.images[i].second;
    fuzz::check(again.images[i].first == masks.images[i].first, "file names");
    fuzz::check(a.width == b.width && a.height == b.height && a.labels == b.labels, "masks");
  }
  return 0;
}
