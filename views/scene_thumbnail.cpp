#include "scene_thumbnail.h"

#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

constexpr int kBlocks = 7, kPlane = kBlocks * kBlocks;

int toByte(double linear) {
  linear = std::clamp(linear, 0.0, 1.0);
  const double srgb = linear <= 0.0031308 ? 12.92 * linear : 1.055 * std::pow(linear, 1 / 2.4) - 0.055;
  return static_cast<int>(std::lround(255 * srgb));
}

// CIE L*u*v* (D65 white) to sRGB.
QRgb luvToRgb(double L, double u, double v) {
  if (!(L > 0)) return qRgb(0, 0, 0);
  constexpr double un = 0.19784, vn = 0.46832;
  const double up = u / (13 * L) + un, vp = v / (13 * L) + vn;
  const double Y = L > 8 ? std::pow((L + 16) / 116, 3) : L / 903.3;
  if (vp <= 1e-9) return qRgb(0, 0, 0);
  const double X = Y * 9 * up / (4 * vp), Z = Y * (12 - 3 * up - 20 * vp) / (4 * vp);
  const double r = 3.2406 * X - 1.5372 * Y - 0.4986 * Z;
  const double g = -0.9689 * X + 1.8758 * Y + 0.0415 * Z;
  const double b = 0.0557 * X - 0.2040 * Y + 1.0570 * Z;
  return qRgb(toByte(r), toByte(g), toByte(b));
}

}  // namespace

bool hasSceneLayout(int numFeatures) { return numFeatures == 6 * kPlane; }

QImage featureThumbnail(const double* values, int count) {
  if (count <= 0) return QImage();
  if (hasSceneLayout(count)) {
    QImage image(kBlocks, kBlocks, QImage::Format_RGB32);
    for (int r = 0; r < kBlocks; ++r)
      for (int c = 0; c < kBlocks; ++c) {
        const int block = r * kBlocks + c;
        const double L = values[block], u = values[2 * kPlane + block], v = values[4 * kPlane + block];
        image.setPixel(c, r, std::isfinite(L + u + v) ? luvToRgb(100 * L, 200 * u - 100, 200 * v - 100) : qRgb(0, 0, 0));
      }
    return image;
  }
  const int side = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(count))));
  double lo = INFINITY, hi = -INFINITY;
  for (int i = 0; i < count; ++i)
    if (std::isfinite(values[i])) lo = std::min(lo, values[i]), hi = std::max(hi, values[i]);
  QImage image(side, side, QImage::Format_RGB32);
  image.fill(qRgb(60, 60, 60));
  for (int i = 0; i < count; ++i) {
    const int grey = !std::isfinite(values[i]) ? 0 : hi > lo ? static_cast<int>(255 * (values[i] - lo) / (hi - lo)) : 128;
    image.setPixel(i % side, i / side, qRgb(grey, grey, grey));
  }
  return image;
}

}  // namespace m3
