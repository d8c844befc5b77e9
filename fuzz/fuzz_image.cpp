// libFuzzer target: images, label masks and palettes (core/io/image_io.h). The first byte
// picks the reader and the file type (the decoders are OpenCV's; our part is what surrounds
// them: sizes, channels, label ranges, palette text; indexed-colour masks are read by libpng
// through io/indexed_png.h).
#include "fuzz_support.h"
#include "io/image_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  if (size == 0) return 0;
  static const char* kSuffixes[] = {".png", ".jpg", ".bmp", ".ppm"};
  const int pick = data[0] % 9;
  if (pick == 8) {
    const std::string path = fuzz::scratchFile(data + 1, size - 1, ".palette.txt");
    fuzz::readsOrRefuses([&] { readPalette(path); }, path);
    return 0;
  }
  const std::string path = fuzz::scratchFile(data + 1, size - 1, kSuffixes[pick % 4]);
  if (pick < 4)
    fuzz::readsOrRefuses([&] { readImage(path); }, path);
  else
    fuzz::readsOrRefuses([&] { readLabelMask(path); }, path);
  return 0;
}
