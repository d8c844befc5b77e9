#include "point_colours.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace m3 {

namespace {

// Ground, building, tree, shrub first (earthy brown, brick red, dark green, light green),
// then distinct hues for further classes: 22 in all, so a set as large as SemanticKITTI's 19
// classes has no two alike (the last twelve after Kelly's colours of maximum contrast).
const std::array<QColor, 22> kPalette{
    QColor(166, 128, 84),  QColor(200, 70, 60),   QColor(34, 139, 34),   QColor(150, 210, 80),
    QColor(70, 130, 220),  QColor(230, 170, 30),  QColor(150, 80, 200),  QColor(40, 200, 200),
    QColor(240, 120, 180), QColor(120, 120, 60),  QColor(0, 103, 165),   QColor(243, 132, 0),
    QColor(161, 202, 241), QColor(190, 0, 50),    QColor(194, 178, 128), QColor(0, 136, 86),
    QColor(249, 147, 121), QColor(96, 78, 151),   QColor(220, 211, 0),   QColor(136, 45, 23),
    QColor(179, 68, 108),  QColor(43, 61, 38)};

// Which palette entry a class name claims (-1: none). Order matters: "low vegetation" is a
// shrub before it is vegetation.
int paletteEntryForName(std::string name) {
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

}  // namespace

QColor classColour(int label) {
  if (label == kUnlabelled || label < 0) return QColor(150, 150, 150);
  return kPalette[static_cast<size_t>(label) % kPalette.size()];
}

ClassPalette classPalette(const std::vector<std::string>& names) {
  ClassPalette palette(names.size());
  std::vector<bool> claimed(kPalette.size(), false), named(names.size(), false);
  for (size_t k = 0; k < names.size(); ++k)
    if (const int e = paletteEntryForName(names[k]); e >= 0 && !claimed[static_cast<size_t>(e)]) {
      palette[k] = kPalette[static_cast<size_t>(e)];
      claimed[static_cast<size_t>(e)] = named[k] = true;
    }
  size_t next = 0;
  for (size_t k = 0; k < names.size(); ++k) {
    if (named[k]) continue;
    while (next < kPalette.size() && claimed[next]) ++next;
    palette[k] = next < kPalette.size() ? kPalette[next++] : classColour(static_cast<int>(k));
  }
  return palette;
}

QColor classColour(int label, const ClassPalette& palette) {
  if (label >= 0 && static_cast<size_t>(label) < palette.size())
    return palette[static_cast<size_t>(label)];
  return classColour(label);
}

PointColour toPointColour(const QColor& c) {
  return {static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()),
          static_cast<std::uint8_t>(c.blue())};
}

PointColour rampColour(double t) {
  // Piecewise linear through dark blue, teal, green and yellow (viridis-like end points).
  static const std::array<std::array<double, 3>, 4> stops{
      {{68, 1, 84}, {49, 104, 142}, {53, 183, 121}, {253, 231, 37}}};
  t = std::clamp(t, 0.0, 1.0) * 3;
  const int k = std::min(2, static_cast<int>(t));
  const double f = t - k;
  PointColour c;
  for (int i = 0; i < 3; ++i)
    c[i] = static_cast<std::uint8_t>(stops[k][i] + f * (stops[k + 1][i] - stops[k][i]) + 0.5);
  return c;
}

std::vector<PointColour> labelColours(const Labeling& labels, const ClassPalette& palette) {
  std::vector<PointColour> out(labels.size());
  for (size_t i = 0; i < labels.size(); ++i)
    out[i] = toPointColour(classColour(labels[i], palette));
  return out;
}

std::vector<PointColour> labelsOverPredictionColours(const Labeling& user,
                                                     const Labeling& predicted,
                                                     const std::vector<double>& shade,
                                                     const ClassPalette& palette) {
  std::vector<PointColour> out(user.size());
  for (size_t i = 0; i < user.size(); ++i) {
    if (user[i] != kUnlabelled) {
      out[i] = toPointColour(classColour(user[i], palette));
    } else if (i < predicted.size() && predicted[i] != kUnlabelled) {
      out[i] = toPointColour(classColour(predicted[i], palette).darker(140));
    } else if (i < shade.size()) {
      const auto grey = static_cast<std::uint8_t>(80 + 150 * std::clamp(shade[i], 0.0, 1.0));
      out[i] = {grey, grey, grey};
    } else {
      out[i] = toPointColour(classColour(kUnlabelled));
    }
  }
  return out;
}

std::vector<PointColour> rampColours(const std::vector<double>& values, double lo, double hi,
                                     bool invert) {
  std::vector<PointColour> out(values.size());
  const double span = hi > lo ? hi - lo : 1.0;
  for (size_t i = 0; i < values.size(); ++i) {
    const double t = (values[i] - lo) / span;
    out[i] = rampColour(invert ? 1 - t : t);
  }
  return out;
}

}  // namespace m3
