#pragma once
// Per-point features of a laser scan for the terrain workbench (thesis section 7.5: PCA
// "cube" features, vertical column occupancy, height above ground), plus the neighbour
// search that the point graph shares (its threads: parallel/parallel_blocks.h).
//
// computePointFeatures(cloud, options) returns one row per point with, in this order:
//   - linearity, planarity, scattering: (l1-l2)/l1, (l2-l3)/l1, l3/l1 from the eigenvalues
//     l1 >= l2 >= l3 of the covariance of the point and its neighbours (the k nearest within
//     `neighbourRadius`); they sum to 1 unless the neighbourhood is degenerate;
//   - normal_z: |z| of the normal (smallest eigenvector): 1 on ground and roofs, 0 on walls;
//   - direction_z: |z| of the principal direction: 1 along trunks and poles;
//   - fill: neighbours found / k, low for isolated points and sparse foliage;
//   - cube_a_b_c (27): fraction of the neighbours in each cell of a 3 x 3 x 3 grid around the
//     point in its PCA frame (a along the principal direction, c along the normal), the grid
//     scaled to the neighbourhood's own extent so that the feature ignores scan density;
//   - column_below, column_0 .. column_{B-1}, column_above: fraction of the points within
//     `columnRadius` horizontally (a vertical cylinder, the point included) per height bin
//     of `columnBinHeight` centred on the point, and the two open-ended bins beyond (by
//     default counted per voxel of `columnVoxel`, see there);
//   - column_top: height of the column's highest point above the point / heightScale;
//   - height: height above local ground / heightScale, where local ground is the lowest z
//     in the square of half-width `groundRadius` around the point (a grid of minima);
//     both heights are capped at 3 (30 m by default);
//   - height_<lo>_<hi>: indicators of the height above ground between consecutive
//     `heightBinEdges` (thesis: "whether the point lies within 2 m of the ground"), so that
//     a linear model can single out a height band (shrubs);
//   - bias: 1.
// Degenerate neighbourhoods (isolated, duplicate or collinear points) give finite values:
// with fewer than 2 neighbours or no spread (l1 < 1e-12 m^2) the eigenvalue and direction
// features are 0 and the cube is laid along x, y, z; neighbours on the point itself count in
// the central cell; collinear points have linearity 1 and some normal perpendicular to the line.
// Requires: finite coordinates; the options valid (validate() says what is wrong).
// Ensures: values finite, heights >= 0, fractions in [0, 1], columns == names.size(); the
//   result does not depend on the number of threads.
// Cost: three k-d tree builds O(n log n), then per point a k-NN query, an O(k) PCA and a
//   column query linear in the column's voxels (not its points); the ground grid is
//   O(n + cells), so the whole is O(n log n) at any density (bench terrain-scale).
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "data/chain_example.h"
#include "data/point_cloud.h"
#include "parallel/parallel_blocks.h"

namespace m3 {

struct Neighbour {
  int index = 0;
  double squaredDistance = 0;  // 3D or horizontal, as the query says
};

// Nearest-neighbour queries over a cloud: a 3D k-d tree on xyz and a 2D one on xy (vertical
// columns), both nanoflann trees that read the matrix in place.
// Requires: `xyz` outliving the index and unchanged while it is used (std::invalid_argument
//   when it holds non-finite values).
// Ensures: const queries are safe from many threads; ties are broken the same way on every
//   run, so results are reproducible.
// Cost: O(n log n) to build (the two trees in parallel when threads > 1); a k-NN query is
//   O(k log n) on typical scans.
class PointIndex {
 public:
  explicit PointIndex(const PointMatrix& xyz, int threads = 0);
  ~PointIndex();
  PointIndex(const PointIndex&) = delete;
  PointIndex& operator=(const PointIndex&) = delete;

  int numPoints() const;
  // The (up to) k points nearest to point i in 3D, nearest first, never i itself
  // (duplicates of i are returned like any other point).
  void nearest(int i, int k, std::vector<Neighbour>& out) const;
  // The (up to) k points nearest to point i by horizontal distance, within `radius`
  // horizontally, nearest first, never i itself.
  void nearestInColumn(int i, int k, double radius, std::vector<Neighbour>& out) const;
  // Every point within horizontal distance `radius` of point i (i included), unordered.
  void column(int i, double radius, std::vector<Neighbour>& out) const;

 private:
  struct Trees;
  std::unique_ptr<Trees> trees_;
};

// Defaults are for outdoor scans in metres, roughly the thesis's scales.
struct PointFeatureOptions {
  int neighbours = 20;           // k for PCA and the cube (thesis: 100 samples; 20 keep it fast)
  double neighbourRadius = 0.5;  // neighbours farther than this are ignored (thesis cube radius)
  double columnRadius = 0.25;    // vertical cylinder radius (thesis)
  double columnBinHeight = 0.5;  // height of one column bin (thesis example: 2 m to 2.5 m)
  int columnBins = 8;            // bins centred on the point: +-2 m by default, plus 2 open ones
  // Column statistics are taken over voxels of this size (features/column_voxels.h: each
  // voxel's points counted at their mean height), so their cost does not grow with the
  // density; 0 visits every point of the cylinder (the thesis's definition, and far slower
  // on dense scans). At most columnRadius / 1.5, so a point's own voxel is in its column.
  double columnVoxel = 0.1;
  double groundCell = 0.5;       // cell of the grid of lowest z; coarsened for huge extents
  double groundRadius = 3.0;     // half-width of the square searched for local ground
  double heightScale = 10.0;     // heights are divided by this (and capped at 3) to keep
                                 // features near unit scale for the linear learner
  std::vector<double> heightBinEdges{0.2, 0.5, 1, 2, 4, 8};  // increasing, > 0
  int threads = 0;                                           // 0: hardware concurrency

  // Empty when usable, otherwise the first problem found.
  std::string validate() const;
  int dimension() const;
};

struct PointFeatures {
  RowMatrix values;                // n x dimension()
  std::vector<std::string> names;  // one per column
};

std::vector<std::string> pointFeatureNames(const PointFeatureOptions& options);

// Throws std::invalid_argument for invalid options or non-finite coordinates. `index`, when
// given, must have been built on cloud.xyz (saves the tree builds when the graph needs it too).
PointFeatures computePointFeatures(const PointCloud& cloud, const PointFeatureOptions& options = {},
                                   const PointIndex* index = nullptr);

// Lowest z within the square of half-width `radius` around each point's grid cell, on a
// grid of `cell` (made coarser when the cloud's extent would need more than max(n, 2^20)
// cells, at most 2^26). Throws std::invalid_argument for non-finite coordinates or cell <= 0.
// Ensures: result[i] <= z_i. O(n + cells) (sliding-window minima).
std::vector<double> localGroundHeights(const PointMatrix& xyz, double cell, double radius);

}  // namespace m3
