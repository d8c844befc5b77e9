#pragma once
// The one palette (core/data/class_colours.h) as Qt colours, for every view and panel that
// draws a class: the same class has the same colour in the view, the class list and the tables.
#include <QColor>
#include <string>
#include <vector>

namespace m3 {

// Class `label`'s colour by position; grey for a negative label (kUnlabelled).
QColor classColour(int label);
// One colour per class, chosen by the class's name where it says what the class is (see
// classRgbs); ClassPalette[label] is label's colour.
using ClassPalette = std::vector<QColor>;
ClassPalette classPalette(const std::vector<std::string>& names);
// palette[label]; grey for kUnlabelled; classColour(label) beyond the palette.
QColor classColour(int label, const ClassPalette& palette);

}  // namespace m3
