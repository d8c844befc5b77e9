#include "samples/scene_sample.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <stdexcept>

namespace m3 {

namespace {

constexpr int B = kSceneBlocks;
struct Luv {
  double L, u, v;
};
constexpr Luv kSky{78, -8, -32}, kSea{48, -22, -30}, kSand{80, 14, 34}, kGrass{52, -34, 42},
    kRock{52, -4, -12}, kDarkGround{33, -8, 10}, kConcrete{58, 2, 6}, kDusk{52, 62, 48}, kSun{92, 28, 72},
    kSilhouette{14, 4, 4}, kLeaves{48, 58, 46}, kYellowLeaves{66, 24, 62};

// The colour of block (row r, column c) for one label, and its texture (variance) level.
Luv templateBlock(int label, int r, int c) {
  switch (label) {
    case 0:  // Beach: sky, a band of sea, sand
      return r <= 2 ? kSky : r == 3 ? kSea : kSand;
    case 1:  // Sunset: a red-orange sky with the sun low in the middle, a dark horizon
      if (r == 3 && c >= 2 && c <= 4) return kSun;
      return r <= 3 ? kDusk : kSilhouette;
    case 2:  // Fall foliage: red and yellow leaves everywhere, a little sky at the top corners
      if (r == 0 && (c == 0 || c == B - 1)) return kSky;
      return (r + 2 * c) % 3 == 0 ? kYellowLeaves : kLeaves;
    case 3:  // Field: sky over green
      return r <= 2 ? kSky : kGrass;
    case 4: {  // Mountain: sky, a peak in the middle, dark foothills
      const int peakTop = 1 + std::abs(c - B / 2) / 2;
      return r < peakTop ? kSky : r <= 4 ? kRock : kDarkGround;
    }
    default:  // Urban: grey facades in vertical stripes under a strip of sky
      if (r == 0) return kSky;
      return c % 2 == 0 ? kConcrete : Luv{kConcrete.L - 18, kConcrete.u, kConcrete.v};
  }
}

constexpr std::array<double, 6> kTexture = {0.15, 0.10, 0.60, 0.30, 0.30, 0.50};
constexpr std::array<std::pair<int, int>, 6> kPairs = {{{0, 5}, {3, 4}, {2, 4}, {1, 0}, {1, 4}, {2, 3}}};
constexpr std::array<double, 6> kLabelWeight = {0.18, 0.17, 0.17, 0.15, 0.17, 0.16};

}  // namespace

MultiLabelData generateSceneSample(const SceneSampleOptions& options) {
  if (options.images < 1) throw std::invalid_argument("scene sample: images must be at least 1");
  if (!(options.noise >= 0)) throw std::invalid_argument("scene sample: noise must be >= 0");
  if (!(options.pairProbability >= 0 && options.pairProbability <= 1))
    throw std::invalid_argument("scene sample: pairProbability must be in [0, 1]");
  MultiLabelData data;
  data.labelNames = {"Beach", "Sunset", "FallFoliage", "Field", "Mountain", "Urban"};
  const char* planes[6] = {"Lmean", "Lvar", "Umean", "Uvar", "Vmean", "Vvar"};
  for (const char* plane : planes)
    for (int r = 0; r < B; ++r)
      for (int c = 0; c < B; ++c)
        data.featureNames.push_back(std::string(plane) + "_r" + std::to_string(r) + "c" + std::to_string(c));
  const int n = options.images;
  data.features.setZero(n, kSceneFeatures);
  data.labels.setZero(n, 6);
  std::mt19937 rng(options.seed);
  std::uniform_real_distribution<double> unit(0, 1);
  std::normal_distribution<double> gauss(0, 1);
  std::discrete_distribution<int> pickLabel(kLabelWeight.begin(), kLabelWeight.end());
  for (int i = 0; i < n; ++i) {
    int first = pickLabel(rng), second = -1;
    if (unit(rng) < options.pairProbability) {
      // A plausible partner of `first`, in either role.
      std::vector<std::pair<int, int>> partners;
      for (auto [a, b] : kPairs)
        if (a == first || b == first) partners.push_back({a, b});
      if (!partners.empty()) {
        const auto [a, b] = partners[static_cast<size_t>(unit(rng) * partners.size()) % partners.size()];
        first = a, second = b;
      }
    }
    data.labels(i, first) = 1;
    if (second >= 0) data.labels(i, second) = 1;
    const double brightness = 8 * gauss(rng);
    for (int r = 0; r < B; ++r)
      for (int c = 0; c < B; ++c) {
        // The first label dominates the top rows, the second the bottom ones.
        const bool useSecond = second >= 0 && unit(rng) < 0.15 + 0.7 * r / (B - 1.0);
        const int label = useSecond ? second : first;
        const Luv t = templateBlock(label, r, c);
        const double L = std::clamp(t.L + brightness + options.noise * gauss(rng), 0.0, 100.0);
        const double u = std::clamp(t.u + options.noise * gauss(rng), -100.0, 100.0);
        const double v = std::clamp(t.v + options.noise * gauss(rng), -100.0, 100.0);
        const double texture = kTexture[label];
        const int block = r * B + c;
        auto set = [&](int plane, double value) {
          data.features(i, plane * B * B + block) = std::clamp(value, 0.0, 1.0);
        };
        set(0, L / 100);
        set(1, texture + 0.08 * gauss(rng));
        set(2, (u + 100) / 200);
        set(3, 0.6 * texture + 0.08 * gauss(rng));
        set(4, (v + 100) / 200);
        set(5, 0.6 * texture + 0.08 * gauss(rng));
      }
  }
  return data;
}

}  // namespace m3
