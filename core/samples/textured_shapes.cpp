#include "samples/textured_shapes.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace m3 {

namespace {

// SplitMix64: tiny, well mixed, and identical on every platform (std distributions are not).
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }  // [0, 1)
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  double normal() {  // Box-Muller; one value per call keeps the stream simple
    const double u = 1.0 - uniform(), v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2 * std::numbers::pi * v);
  }
};

// A stateless hash of integer coordinates to [0, 1): textures defined by position.
double hash01(std::uint64_t seed, std::int64_t a, std::int64_t b) {
  Rng r{seed ^ (std::uint64_t(a) * 0x632BE59BD9B4E019ull) ^ (std::uint64_t(b) * 0x85157AF5ull)};
  r.next();
  return r.uniform();
}

struct Shape {
  bool ellipse;
  double cx, cy, rx, ry, angle;
  int cls;
  double colour[3];            // BGR base colour
  double period, stripeAngle;  // stripes
  bool contains(double x, double y) const {
    const double c = std::cos(angle), s = std::sin(angle);
    const double u = ((x - cx) * c + (y - cy) * s) / rx, v = (-(x - cx) * s + (y - cy) * c) / ry;
    return ellipse ? u * u + v * v <= 1 : std::abs(u) <= 1 && std::abs(v) <= 1;
  }
};

// Class base colours (BGR): 1 and 2 equal, 0 and 3 close.
const double kBase[4][3] = {{70, 140, 95}, {80, 115, 150}, {80, 115, 150}, {80, 150, 120}};

}  // namespace

std::string TexturedShapesOptions::validate() const {
  if (width < 16 || height < 16 || width > 10000 || height > 10000) return "width and height must be 16..10000";
  if (shapes < 0 || shapes > 1000) return "shapes must be 0..1000";
  if (!(noise >= 0 && noise <= 128)) return "noise must be in [0, 128]";
  return {};
}

Palette texturedShapesPalette() {
  return {{"meadow", 60, 160, 70}, {"stripes", 170, 110, 50}, {"spots", 200, 60, 160}, {"sand", 230, 200, 90}};
}

TexturedShapes generateTexturedShapes(const TexturedShapesOptions& o) {
  if (const std::string problem = o.validate(); !problem.empty())
    throw std::invalid_argument("textured shapes: " + problem);
  Rng rng{o.seed * 0xD1B54A32D192ED03ull + 17};
  const int W = o.width, H = o.height;
  const double side = std::min(W, H);

  std::vector<Shape> shapes;
  for (int i = 0; i < o.shapes; ++i) {
    Shape s;
    s.ellipse = rng.uniform() < 0.5;
    s.cx = rng.uniform(0, W);
    s.cy = rng.uniform(0, H);
    s.rx = side * rng.uniform(0.08, 0.22);
    s.ry = s.rx * rng.uniform(0.6, 1.4);
    s.angle = rng.uniform(0, std::numbers::pi);
    s.cls = 1 + static_cast<int>(rng.uniform() * 3);
    for (int k = 0; k < 3; ++k) s.colour[k] = kBase[s.cls][k] + rng.uniform(-15, 15);
    s.period = rng.uniform(6, 11);
    s.stripeAngle = rng.uniform(0, std::numbers::pi);
    shapes.push_back(s);
  }
  // Background shading: a few long-wavelength sinusoids.
  double wave[3][3];
  for (auto& w : wave)
    w[0] = rng.uniform(0, 2 * std::numbers::pi), w[1] = rng.uniform(0.005, 0.02),
    w[2] = rng.uniform(0, std::numbers::pi);
  const std::uint64_t texSeed = rng.next();

  TexturedShapes out;
  out.palette = texturedShapesPalette();
  out.image = {W, H, std::vector<std::uint8_t>(size_t(W) * H * 3)};
  out.classes = {W, H, Labeling(size_t(W) * H, 0)};
  out.instances = {W, H, Labeling(size_t(W) * H, 0)};
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      int top = -1;
      for (int i = o.shapes - 1; i >= 0 && top < 0; --i)
        if (shapes[i].contains(x + 0.5, y + 0.5)) top = i;
      const size_t p = size_t(y) * W + x;
      const int cls = top < 0 ? 0 : shapes[top].cls;
      out.classes.labels[p] = cls;
      out.instances.labels[p] = top + 1;
      double colour[3], t = 0;
      for (int k = 0; k < 3; ++k) colour[k] = top < 0 ? kBase[0][k] : shapes[top].colour[k];
      switch (cls) {
        case 0:
          for (const auto& w : wave) t += std::sin(w[0] + w[1] * (x * std::cos(w[2]) + y * std::sin(w[2]))) / 3;
          t *= 20;
          break;
        case 1: {
          const Shape& s = shapes[top];
          t = 28 * std::sin(2 * std::numbers::pi *
                            (x * std::cos(s.stripeAngle) + y * std::sin(s.stripeAngle)) / s.period);
          break;
        }
        case 2: {
          // One dot of radius ~2.2 px per 8 x 8 cell, at a hashed offset.
          const int cx = x / 8, cy = y / 8;
          const double dx = cx * 8 + 2 + 4 * hash01(texSeed, cx, cy) - x, dy = cy * 8 + 2 + 4 * hash01(~texSeed, cx, cy) - y;
          t = dx * dx + dy * dy < 5 ? -55 : 8;
          break;
        }
        default: t = 30 * (2 * hash01(texSeed + 1, x, y) - 1); break;
      }
      for (int k = 0; k < 3; ++k) {
        const double v = colour[k] + t + o.noise * rng.normal();
        out.image.bgr[p * 3 + k] = static_cast<std::uint8_t>(std::clamp(std::lround(v), 0L, 255L));
      }
    }
  return out;
}

TexturedShapesOptions segmentationSampleOptions(int k) {
  TexturedShapesOptions options;
  options.width = 480;
  options.height = 360;
  options.shapes = 7;
  options.seed = 100 + static_cast<std::uint64_t>(k);
  return options;
}

}  // namespace m3
