// libFuzzer target: labelme files (core/io/labelme_json.h), read, written as polygons and read
// back: the same classes, and every labelled pixel the same (a hole left unlabelled inside a
// region comes back as the region's class: labelme polygons have no holes). Images are limited
// to 2^16 pixels here, so an input cannot spend the run tracing one huge mask.
#include "fuzz_support.h"
#include "io/labelme_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  CocoMasks read;
  if (!fuzz::readsOrRefuses([&] { read = parseLabelme(fuzz::bytes(data, size), fuzz::kSource, {}, 1 << 16); })) return 0;
  const LabelImage& mask = read.images.at(0).second;
  const CocoMasks again = parseLabelme(formatLabelme(mask, read.classNames, read.images[0].first), "written", read.classNames);
  fuzz::check(again.classNames == read.classNames, "class names");
  fuzz::check(again.images[0].first == read.images[0].first, "image name");
  const LabelImage& back = again.images[0].second;
  fuzz::check(back.width == mask.width && back.height == mask.height, "size");
  for (size_t p = 0; p < mask.labels.size(); ++p)
    fuzz::check(mask.labels[p] == kUnlabelled || back.labels[p] == mask.labels[p], "labelled pixels");
  return 0;
}
