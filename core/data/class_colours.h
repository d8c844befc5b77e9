#pragma once
// The one palette of M3Studio: the colour of class k wherever a class is drawn (terrain points,
// image regions, graph nodes, the class list) and written (the colours of `regions` masks and
// palette files). Qt-free, so the CLI and the GUI agree.
#include <cstdint>
#include <string>
#include <vector>

namespace m3 {

struct ClassRgb {
  std::uint8_t red = 0, green = 0, blue = 0;
  bool operator==(const ClassRgb&) const = default;
};

// Class k's colour by position (ground brown, building red, tree green, shrub light green, then
// 18 hues of high contrast; beyond 22 classes, golden-angle hues); negative k (no label): grey.
ClassRgb classRgb(int k);

// One colour per class, chosen by the class's name where it says what the class is (ground and
// road brown, building and facade brick red, tree and vegetation dark green, shrub and low
// vegetation light green, car, wire, pole, water), so a colour means the same thing in every
// data set: Oakland's "vegetation" is not drawn in the sample's ground brown. Other names take
// the colours no name claimed, in order.
std::vector<ClassRgb> classRgbs(const std::vector<std::string>& names);

}  // namespace m3
