#pragma once
// How the terrain view colours points: one fixed colour per class, grey for none, and a
// perceptually ordered ramp (dark blue -> yellow) for scalar values such as uncertainty,
// height or intensity. Pure functions, so the same colours appear in the view, the legend
// and the tests.
#include <QColor>
#include <string>
#include <vector>

#include "model/labeling.h"
#include "point_cloud_view.h"

namespace m3 {

using PointColour = PointCloudView::Colour;

QColor classColour(int label);  // kUnlabelled -> grey
// One colour per class, chosen by the class's name where it says what the class is (ground
// and terrain brown, building and facade brick red, tree and vegetation dark green, shrub and
// low vegetation light green, wire, pole, car, water ...), so a colour means the same thing in
// every data set: Oakland's "vegetation" is not drawn in the sample's ground brown. Other
// names take the colours no name claimed, in order.
using ClassPalette = std::vector<QColor>;
ClassPalette classPalette(const std::vector<std::string>& names);
// palette[label]; grey for kUnlabelled; classColour(label) beyond the palette.
QColor classColour(int label, const ClassPalette& palette);
PointColour toPointColour(const QColor& c);
// t in [0, 1] (clamped) along the ramp.
PointColour rampColour(double t);
// Colours for class labels, one per point.
std::vector<PointColour> labelColours(const Labeling& labels, const ClassPalette& palette = {});
// User labels where painted (full colour), elsewhere the prediction darkened (so painted
// points stand out); where neither exists, grey shaded by `shade` in [0, 1] (e.g. relative
// height, so the shape reads before anything is labelled; empty: flat grey).
std::vector<PointColour> labelsOverPredictionColours(const Labeling& user,
                                                     const Labeling& predicted,
                                                     const std::vector<double>& shade = {},
                                                     const ClassPalette& palette = {});
// Values mapped linearly from [lo, hi] onto the ramp; `invert` puts low values at the bright end.
std::vector<PointColour> rampColours(const std::vector<double>& values, double lo, double hi,
                                     bool invert = false);

}  // namespace m3
