#pragma once
// Features of superpixels (AMN nodes) and of adjacent superpixel pairs (AMN edges).
// Node features (kRegionNodeFeatures = 95 per region, all roughly in [-1, 1]; region_task.h
// standardises them before learning). The first 41 are the feature set "regions-1", designed on
// the generated textured-shapes sample; the rest, appended so that regions-1 stays a prefix
// (older models keep working), were added for real photographs (CamVid, README):
//   [0..2]   CIELab mean: L / 100, a / 64, b / 64 (a, b of natural colours rarely exceed 64)
//   [3..5]   CIELab standard deviation, same scales
//   [6..17]  coarse Lab histogram: 4 bins each for L (0..100), a and b (-64..64, clamped),
//            marginals rather than a joint 4x4x4 histogram (12 instead of 64 numbers, and
//            far less sparse on small regions); each sums to 1
//   [18..25] gradient-orientation histogram of L (central differences, unsigned angle,
//            8 bins, weighted by gradient magnitude, normalised to sum 1; 0 if flat)
//   [26]     texture energy: tanh(mean gradient magnitude / 25)
//   [27..36] rotation-invariant uniform LBP histogram of L (8 neighbours, radius 1): 9
//            uniform codes by their number of set bits plus one bin for the rest; sums to 1
//   [37..38] centroid x / width, y / height
//   [39]     size: sqrt(area / mean region area), capped at 3
//   [40]     bias 1
//   [41..48] row histogram: the fraction of the region's pixels in each of 8 horizontal bands
//            of the image. Why: a linear model can only make a class's score monotone in the
//            centroid's y, but in street scenes cars and people sit in the middle band, sky
//            above and road below; a histogram lets each band carry its own weight.
//   [49..52] column histogram: the same for 4 vertical strips (pavement at the sides).
//   [53..61] filter bank on L, a texton-like description of texture at three scales:
//            for sigma 1, 2 and 4 (Gaussian smoothing), the region means of sigma |dL/dx|,
//            sigma |dL/dy| and sigma^2 |Laplacian L| (scale-normalised), each as tanh(v / 10)
//   [62..94] context: features [0..2] (Lab mean), [6..17] (Lab histogram), [18..26]
//            (orientations, texture energy) and [53..61] (filter bank) averaged over the
//            region's neighbours, weighted by shared boundary length (the region's own values
//            when it has none). Why: a pole or a sign is a few superpixels wide, and what
//            surrounds a region (sky around a pole, road around a car) says much about it.
// Edge features (kRegionEdgeFeatures = 4, all in [0, 1] so that with non-negative weights
// every edge potential stays associative, pairwise_graph.h):
//   [0] bias 1 (Potts-like attraction)
//   [1] boundary weakness exp(-s^2 / mean s^2), s = mean Lab distance between the two pixels
//       of each 4-neighbour pair across the shared boundary: a strong (contrasty) boundary
//       enters as a small value, since a positive weight can only reward agreement
//   [2] colour similarity exp(-d^2 / mean d^2), d = distance of the two regions' Lab means
//   [3] shared boundary length / the shorter of the two regions' boundaries with all
//       neighbours, in (0, 1]: a region mostly surrounded by another counts more
// The means over edges are this image's (contrast-sensitive models do the same), so the
// features adapt to each image's overall contrast.
// Requires: superpixels computed on `image` (same size). Ensures: finite features,
//   edges in superpixels.edges order. Cost: O(pixels + regions + edges), one pass each.
#include "data/pairwise_graph.h"
#include "features/superpixels.h"

namespace m3 {

inline constexpr int kRegionNodeFeatures = 95;
inline constexpr int kRegionNodeFeaturesV1 = 41;  // "regions-1": the first 41 columns
inline constexpr int kRegionBiasFeature = 40;
inline constexpr int kRegionEdgeFeatures = 4;

struct RegionFeatures {
  RowMatrix nodes;  // numRegions x kRegionNodeFeatures
  std::vector<Edge> edges;
  RowMatrix edgeFeatures;  // edges x kRegionEdgeFeatures, >= 0
};

// Named column ranges of the node features, for ablations (`bench regions --camvid
// --without`) and the docs. Every column but the bias belongs to exactly one group.
struct RegionFeatureGroup {
  const char* name;
  std::vector<std::pair<int, int>> ranges;  // [first, first + count)
};
const std::vector<RegionFeatureGroup>& regionFeatureGroups();
// The context column that holds the neighbours' mean of `column`, or -1 when it has none.
int regionContextColumn(int column);

// Throws std::invalid_argument when sizes disagree.
RegionFeatures computeRegionFeatures(const ColourImage& image, const Superpixels& superpixels);

}  // namespace m3
