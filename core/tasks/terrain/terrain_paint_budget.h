#pragma once
// How many painted points a terrain training round uses. A person paints with a brush, and a
// brush on a dense scan covers tens of thousands of points per drag; training on all of them
// makes every round slower as the paint grows (a walkthrough on the 200,000-point sample:
// no prediction 136 s after Train with 92,000 painted points). So a round trains on at most
// a budget of painted points, chosen as a person would have painted them: compact patches,
// every class in turn, and the newest strokes on top so that a correction is never left out.
#include <cstdint>
#include <vector>

#include "data/labeling.h"
#include "data/point_cloud.h"

namespace m3 {

// Keeps `budget` of the labelled points labelled, plus up to a quarter of it from the newest
// strokes; the others become kUnlabelled.
//   1. patches: a centre is taken from each class in turn (rare classes such as wires get
//      their patches too) and every still unkept labelled point within `radius` (3D ball)
//      of it is kept, nearest the centre first, until the budget is reached;
//   2. then `newestFirst` (point indices, newest stroke first; unlabelled ones skipped) on
//      top, up to budget / 4 more, so that the last strokes always count. On top rather than
//      first: the patches then stay the same when the newest strokes change.
// Why patches: an AMN learns its edge weights only from edges between labelled points, so a
// scatter of single points (almost no labelled neighbours) would teach it nothing about
// neighbours. Centres are taken in the order of a hash of (point index, seed) rather than a
// shuffle, so painting more keeps the earlier choice of patches (and the learner's warm
// start for their blocks) mostly unchanged. A budget <= 0 or at least the number of
// labelled points keeps everything. Deterministic. O(n + kept log kept).
Labeling keepLabelledPatches(const PointMatrix& xyz, const Labeling& labels, long budget,
                             double radius, std::uint32_t seed,
                             const std::vector<int>& newestFirst = {});

// Training blocks that stay put from round to round: each point's cell in a horizontal grid
// whose cells hold about `pointsPerCell` points at the cloud's mean density (from its
// bounding box; 2 m to 50 m), as a group id for trainingBlocks (data/graph_parts.h), so that
// a stroke changes only the blocks of the cells it touches and the other blocks keep their
// warm start. Ids of distant cells may coincide (a hash); that only merges two groups.
std::vector<int> spatialBlockGroups(const PointMatrix& xyz, int pointsPerCell = 2000);

// What the GUI uses: 20,000 points in 2 m balls (and up to 5,000 of the newest strokes) (the scale
// of the default features). With 20,000 labelled points on Oakland, BCFW with cached planes reaches
// a 1% gap in about 1.5 s (docs/learning.md).
struct PaintBudget {
  long points = 20000;
  double radius = 2.0;
  std::uint32_t seed = 1;
};

}  // namespace m3
