#include "class_colours.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace m3 {

namespace {

// Ground, building, tree, shrub first (earthy brown, brick red, dark green, light green),
// then distinct hues for further classes: 22 in all, so a set as large as SemanticKITTI's 19
// classes has no two alike (the last twelve after Kelly's colours of maximum contrast).
constexpr std::array<ClassRgb, 22> kColours{{
    {166, 128, 84}, {200, 70, 60},   {34, 139, 34},   {150, 210, 80},  {70, 130, 220},
    {230, 170, 30}, {150, 80, 200},  {40, 200, 200},  {240, 120, 180}, {120, 120, 60},
    {0, 103, 165},  {243, 132, 0},   {161, 202, 241}, {190, 0, 50},    {194, 178, 128},
    {0, 136, 86},   {249, 147, 121}, {96, 78, 151},   {220, 211, 0},   {136, 45, 23},
    {179, 68, 108}, {43, 61, 38},
}};

// Which colour a class name claims (-1: none). Order matters: "low vegetation" is a shrub
// before it is vegetation.
int colourClaimedBy(std::string name) {
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  const auto has = [&](const char* word) { return name.find(word) != std::string::npos; };
  if (has("shrub") || has("bush") || has("hedge") || has("low veg") || has("grass")) return 3;
  if (has("ground") || has("terrain") || has("road") || has("soil")) return 0;
  if (has("build") || has("facade") || has("façade") || has("wall") || has("roof")) return 1;
  if (has("tree") || has("veg")) return 2;
  if (has("car") || has("vehicle")) return 4;
  if (has("wire") || has("cable") || has("power")) return 5;
  if (has("pole") || has("trunk")) return 6;
  if (has("water")) return 7;
  return -1;
}

// Hue h in degrees at the palette's saturation and value.
ClassRgb hueColour(double h) {
  h = std::fmod(h, 360.0) / 60.0;
  const double s = 0.65, v = 0.9, c = v * s, x = c * (1 - std::fabs(std::fmod(h, 2.0) - 1)),
               m = v - c;
  double r = 0, g = 0, b = 0;
  switch (static_cast<int>(h)) {
    case 0:
      r = c, g = x;
      break;
    case 1:
      r = x, g = c;
      break;
    case 2:
      g = c, b = x;
      break;
    case 3:
      g = x, b = c;
      break;
    case 4:
      r = x, b = c;
      break;
    default:
      r = c, b = x;
      break;
  }
  auto byte = [&](double u) { return static_cast<std::uint8_t>(std::lround(255 * (u + m))); };
  return {byte(r), byte(g), byte(b)};
}

}  // namespace

ClassRgb classRgb(int k) {
  if (k < 0) return {150, 150, 150};
  if (static_cast<size_t>(k) < kColours.size()) return kColours[static_cast<size_t>(k)];
  return hueColour(double(k) * 137.508);  // golden-angle steps keep neighbours apart
}

std::vector<ClassRgb> classRgbs(const std::vector<std::string>& names) {
  std::vector<ClassRgb> colours(names.size());
  std::vector<bool> claimed(kColours.size(), false), named(names.size(), false);
  for (size_t k = 0; k < names.size(); ++k)
    if (const int e = colourClaimedBy(names[k]); e >= 0 && !claimed[static_cast<size_t>(e)]) {
      colours[k] = kColours[static_cast<size_t>(e)];
      claimed[static_cast<size_t>(e)] = named[k] = true;
    }
  size_t next = 0;
  for (size_t k = 0; k < names.size(); ++k) {
    if (named[k]) continue;
    while (next < kColours.size() && claimed[next]) ++next;
    colours[k] = next < kColours.size() ? kColours[next++] : classRgb(static_cast<int>(k));
  }
  return colours;
}

}  // namespace m3
