#include "point_colours.h"

#include <algorithm>
#include <array>

namespace m3 {

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
