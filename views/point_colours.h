#pragma once
// How the terrain view colours points: one colour per class (class_colour.h), grey for none, and a
// perceptually ordered ramp (dark blue -> yellow) for scalar values such as uncertainty,
// height or intensity. Pure functions, so the same colours appear in the view, the legend
// and the tests.
#include <QColor>
#include <string>
#include <vector>

#include "class_colour.h"
#include "data/labeling.h"
#include "point_cloud_view.h"

namespace m3 {

using PointColour = PointCloudView::Colour;

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
