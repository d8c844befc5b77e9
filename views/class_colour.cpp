#include "class_colour.h"

#include "data/class_colours.h"

namespace m3 {

namespace {

QColor toQColor(const ClassRgb& c) {
  return QColor(c.red, c.green, c.blue);
}

}  // namespace

QColor classColour(int label) {
  return toQColor(classRgb(label));
}

ClassPalette classPalette(const std::vector<std::string>& names) {
  ClassPalette palette;
  for (const ClassRgb& c : classRgbs(names)) palette.push_back(toQColor(c));
  return palette;
}

QColor classColour(int label, const ClassPalette& palette) {
  if (label >= 0 && static_cast<size_t>(label) < palette.size())
    return palette[static_cast<size_t>(label)];
  return classColour(label);
}

}  // namespace m3
