#pragma once
// A picture of one multi-label feature row, for the Scenes workbench's list and item view.
// Rows in the scene layout (294 = 6 planes of 7x7 blocks: L, U and V block means and
// variances, each min-max scaled to [0, 1] over the data set, as in Boutell et al.'s scene
// data and core/samples/scene_sample.h) become a 7x7 mosaic of the block mean colours,
// converted from CIE L*u*v* (D65) to sRGB. The colours are approximate: the features were
// scaled per data set, so L* = 100 x, u* = 200 x - 100, v* = 200 x - 100 is a guess at the
// original ranges. Any other row length becomes a grid of grey cells, one per feature,
// scaled to the row's own minimum and maximum.
#include <QImage>

namespace m3 {

bool hasSceneLayout(int numFeatures);
// `values` has `count` entries (non-finite ones are drawn black). The image is small (7x7
// for scenes); callers scale it with Qt::FastTransformation to keep the blocks sharp.
QImage featureThumbnail(const double* values, int count);

}  // namespace m3
