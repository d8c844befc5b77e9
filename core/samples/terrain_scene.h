#pragma once
// A generated outdoor laser scan with ground truth, the terrain workbench's built-in sample
// (the thesis's Segbot campus scans, section 7.5, are not redistributable).
// Scene: gently sloped, undulating ground with a few centimetres of roughness; box buildings
// (turned up to ~11 degrees from the road) set back on both sides of a straight road along x,
// some with an arcade (a slab on pillars: building parts that look like trunks, the thesis's
// "arches" that fooled its SVM); trees from young (low, small crowns, as tall as big shrubs)
// to mature (cylinder trunk and ellipsoid crown); shrubs (clusters of small ellipsoids, and
// hedges in front of buildings). The layout depends on seed and length only: `length` metres
// of road and about 30 m either side.
// Scanner: a line laser 2 m above the road on a vehicle driving along x; each scan line is a
// fan of rays in the plane perpendicular to the motion (from straight down to 45 degrees above
// the horizon on both sides). A ray stops at its first hit (buildings occlude what is behind
// them). Foliage is a volume, not a surface: a ray entering a crown or shrub travels an
// exponentially distributed depth before it hits a leaf, and passes through when that depth
// exceeds the chord, so crowns look scattered and show what is behind them, like real scans.
// Localization error: the vehicle's believed pose drifts smoothly (offsets and roll of the
// scan plane), so lines disagree slightly, as in the thesis's robot scans.
// Labels: ground 0, building 1, tree 2 (trunk and crown), shrub 3; the cloud's classCodes hold
// the same values. Intensity in [0, 1]: per-class reflectance times an incidence-angle term,
// fading with range, plus noise. Range noise: Gaussian along the ray.
// The angular step and line spacing are chosen so that about `targetPoints` rays hit (same
// scene layout for every target, denser scanning for more points), then a seeded subsample
// keeps exactly `targetPoints` points (fewer only if the scene cannot provide them).
// Ensures: deterministic for given options whatever the thread count; points in scan order.
// Cost: O(rays * objects crossing the scan plane); 1M points take about a second on 2 cores.
#include <cstdint>

#include "data/label_set.h"
#include "data/point_cloud.h"

namespace m3 {

enum TerrainClass : int {
  kTerrainGround = 0,
  kTerrainBuilding = 1,
  kTerrainTree = 2,
  kTerrainShrub = 3
};

struct TerrainSceneOptions {
  int targetPoints = 200000;
  std::uint32_t seed = 1;    // layout, noise and subsampling
  double length = 100;       // metres of road scanned
  double rangeNoise = 0.02;  // metres, standard deviation along the ray
  double poseNoise = 0.03;   // metres, std of the vehicle's sideways and vertical position
                             // error (plus 0.15 rad per metre of it as roll), smooth along x
  double maxRange = 40;      // metres; farther hits are dropped
  int threads = 0;           // 0: hardware concurrency
};

struct TerrainScene {
  PointCloud cloud;  // xyz, intensity, classCodes = labels
  Labeling labels;   // per point, TerrainClass values
  LabelSet labelNames;
};

LabelSet terrainLabelSet();  // ground, building, tree, shrub

// Throws std::invalid_argument for targetPoints outside [1, 20'000'000], non-positive
// length or maxRange, or negative noise.
TerrainScene generateTerrainScene(const TerrainSceneOptions& options = {});

}  // namespace m3
