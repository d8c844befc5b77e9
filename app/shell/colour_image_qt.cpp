#include "colour_image_qt.h"

namespace m3 {

QImage toQImage(const ColourImage& image) {
  QImage out(image.width, image.height, QImage::Format_RGB32);
  for (int y = 0; y < image.height; ++y) {
    auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
    const std::uint8_t* bgr = image.bgr.data() + static_cast<size_t>(y) * image.width * 3;
    for (int x = 0; x < image.width; ++x)
      line[x] = qRgb(bgr[3 * x + 2], bgr[3 * x + 1], bgr[3 * x]);
  }
  return out;
}

}  // namespace m3
