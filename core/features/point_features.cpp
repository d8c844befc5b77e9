#include "features/point_features.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <deque>
#include <exception>
#include <limits>
#include <mutex>
#include <nanoflann.hpp>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "features/column_voxels.h"

namespace m3 {

// ---------------------------------------------------------------------------------------
// Neighbour search

// Named, not anonymous: PointIndex::Trees holds these (a type with external linkage may not hold
// anonymous-namespace members, which GCC reports when the unity build batches this file).
namespace point_index_trees {

// nanoflann reads the cloud through this adaptor: no copy of the coordinates. Dims = 2
// makes the tree see only x and y, i.e. horizontal distance.
template <int Dims>
struct CloudAdaptor {
  const PointMatrix& xyz;
  size_t kdtree_get_point_count() const { return static_cast<size_t>(xyz.rows()); }
  double kdtree_get_pt(size_t i, size_t d) const {
    return xyz(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(d));
  }
  template <class Box>
  bool kdtree_get_bbox(Box&) const {
    return false;
  }
};

template <int Dims>
using CloudTree =
    nanoflann::KDTreeSingleIndexAdaptor<nanoflann::L2_Simple_Adaptor<double, CloudAdaptor<Dims>>,
                                        CloudAdaptor<Dims>, Dims, std::uint32_t>;

}  // namespace point_index_trees

using point_index_trees::CloudAdaptor;
using point_index_trees::CloudTree;

namespace {

// Collects every point within a squared radius, without sorting (column queries can return
// hundreds of points along a wall; their order does not matter).
struct NeighboursWithinRadius {
  double r2;
  std::vector<Neighbour>& out;
  size_t size() const { return out.size(); }
  bool full() const { return true; }
  double worstDist() const { return r2; }
  bool addPoint(double d2, std::uint32_t index) {
    if (d2 <= r2) out.push_back({static_cast<int>(index), d2});
    return true;
  }
};

// k + 1 nearest, then i itself dropped: the query point is normally its own nearest.
template <class Tree>
void nearestExcluding(const Tree& tree, const double* query, int i, int k, double maxD2,
                      std::vector<Neighbour>& out) {
  out.clear();
  if (k <= 0) return;
  thread_local std::vector<std::uint32_t> idx;
  thread_local std::vector<double> d2;
  idx.resize(static_cast<size_t>(k) + 1);
  d2.resize(static_cast<size_t>(k) + 1);
  const size_t found = tree.knnSearch(query, idx.size(), idx.data(), d2.data());
  for (size_t j = 0; j < found && static_cast<int>(out.size()) < k; ++j)
    if (static_cast<int>(idx[j]) != i && d2[j] <= maxD2)
      out.push_back({static_cast<int>(idx[j]), d2[j]});
}

}  // namespace

struct PointIndex::Trees {
  const PointMatrix& xyz;
  CloudAdaptor<3> adaptor3;
  CloudAdaptor<2> adaptor2;
  CloudTree<3> tree3;
  CloudTree<2> tree2;
  static constexpr size_t kLeaf = 16;
  explicit Trees(const PointMatrix& points)
      : xyz(points),
        adaptor3{points},
        adaptor2{points},
        tree3(3, adaptor3,
              {kLeaf, nanoflann::KDTreeSingleIndexAdaptorFlags::SkipInitialBuildIndex}),
        tree2(2, adaptor2,
              {kLeaf, nanoflann::KDTreeSingleIndexAdaptorFlags::SkipInitialBuildIndex}) {}
};

PointIndex::PointIndex(const PointMatrix& xyz, int threads) : trees_(std::make_unique<Trees>(xyz)) {
  if (!xyz.allFinite())
    throw std::invalid_argument("point index: the cloud has non-finite coordinates");
  if (resolveThreadCount(threads) > 1 && xyz.rows() > 10000) {
    std::thread other([this] { trees_->tree2.buildIndex(); });
    trees_->tree3.buildIndex();
    other.join();
  } else {
    trees_->tree3.buildIndex();
    trees_->tree2.buildIndex();
  }
}

PointIndex::~PointIndex() = default;

int PointIndex::numPoints() const {
  return static_cast<int>(trees_->xyz.rows());
}

void PointIndex::nearest(int i, int k, std::vector<Neighbour>& out) const {
  const double q[3] = {trees_->xyz(i, 0), trees_->xyz(i, 1), trees_->xyz(i, 2)};
  nearestExcluding(trees_->tree3, q, i, k, std::numeric_limits<double>::infinity(), out);
}

void PointIndex::nearestInColumn(int i, int k, double radius, std::vector<Neighbour>& out) const {
  const double q[2] = {trees_->xyz(i, 0), trees_->xyz(i, 1)};
  nearestExcluding(trees_->tree2, q, i, k, radius * radius, out);
}

void PointIndex::column(int i, double radius, std::vector<Neighbour>& out) const {
  out.clear();
  if (numPoints() == 0) return;
  const double q[2] = {trees_->xyz(i, 0), trees_->xyz(i, 1)};
  NeighboursWithinRadius collect{radius * radius, out};
  trees_->tree2.findNeighbors(collect, q, nanoflann::SearchParams(32, 0, false));
}

// ---------------------------------------------------------------------------------------
// Local ground

namespace {

// out[j] = min of in[j - w .. j + w] (clipped to the row), with a monotone deque: O(len).
void slidingMin(const double* in, std::ptrdiff_t stride, int len, int w, double* out) {
  std::deque<int> window;  // indices with increasing values
  int pushed = 0;
  for (int j = 0; j < len; ++j) {
    for (; pushed < len && pushed <= j + w; ++pushed) {
      while (!window.empty() && in[window.back() * stride] >= in[pushed * stride])
        window.pop_back();
      window.push_back(pushed);
    }
    while (window.front() < j - w) window.pop_front();
    out[j * stride] = in[window.front() * stride];
  }
}

}  // namespace

std::vector<double> localGroundHeights(const PointMatrix& xyz, double cell, double radius) {
  const Eigen::Index n = xyz.rows();
  if (!xyz.allFinite() || !(cell > 0) || !std::isfinite(cell))
    throw std::invalid_argument("local ground: coordinates must be finite and the cell positive");
  if (n == 0) return {};
  const double minX = xyz.col(0).minCoeff(), minY = xyz.col(1).minCoeff();
  const double maxX = xyz.col(0).maxCoeff(), maxY = xyz.col(1).maxCoeff();
  // Coordinates near the double's limits (1e308) span more than a double holds.
  if (!std::isfinite(maxX - minX) || !std::isfinite(maxY - minY) ||
      !std::isfinite((maxX - minX) / cell) || !std::isfinite((maxY - minY) / cell))
    throw std::invalid_argument("local ground: the cloud spans more than coordinates can measure");
  // A cloud spanning kilometres at 0.5 m would need millions of mostly empty cells: coarsen.
  const double maxCells = std::min(std::max(double(n), double(1 << 20)), double(1 << 26));
  while ((std::floor((maxX - minX) / cell) + 2) * (std::floor((maxY - minY) / cell) + 2) > maxCells) cell *= 1.5;
  // Cells on a grid anchored at multiples of the cell, not at the cloud's corner, so that a
  // tile of a cloud (tasks/terrain/terrain_tiles.h) sees the same cells as the whole cloud.
  const double x0 = std::floor(minX / cell) * cell, y0 = std::floor(minY / cell) * cell;
  const double spanX = maxX - x0, spanY = maxY - y0;
  const int nx = static_cast<int>(std::floor(spanX / cell)) + 1,
            ny = static_cast<int>(std::floor(spanY / cell)) + 1;
  auto cellOf = [&](Eigen::Index i) {
    const int cx = std::clamp(static_cast<int>((xyz(i, 0) - x0) / cell), 0, nx - 1);
    const int cy = std::clamp(static_cast<int>((xyz(i, 1) - y0) / cell), 0, ny - 1);
    return static_cast<size_t>(cy) * static_cast<size_t>(nx) + static_cast<size_t>(cx);
  };
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> lowest(static_cast<size_t>(nx) * static_cast<size_t>(ny), inf),
      rows(lowest.size());
  for (Eigen::Index i = 0; i < n; ++i) lowest[cellOf(i)] = std::min(lowest[cellOf(i)], xyz(i, 2));
  // The square window's minimum is separable: along x, then along y.
  // A window wider than the grid is the whole grid (and radius / cell may pass any int).
  const int w = radius > 0
                    ? static_cast<int>(std::min(std::ceil(radius / cell), double(std::max(nx, ny))))
                    : 0;
  for (int y = 0; y < ny; ++y) slidingMin(&lowest[size_t(y) * nx], 1, nx, w, &rows[size_t(y) * nx]);
  for (int x = 0; x < nx; ++x) slidingMin(&rows[x], nx, ny, w, &lowest[x]);
  std::vector<double> ground(static_cast<size_t>(n));
  // A point's own cell is never empty, so the minimum is finite and <= its z.
  for (Eigen::Index i = 0; i < n; ++i)
    ground[static_cast<size_t>(i)] = std::min(lowest[cellOf(i)], xyz(i, 2));
  return ground;
}

// ---------------------------------------------------------------------------------------
// Options and names

std::string PointFeatureOptions::validate() const {
  // Each setting within what any scan needs (the defaults are far inside), because a model
  // file brings its own settings and must not ask for minutes of work or gigabytes of memory
  // per point: the neighbours searched, the voxels of a column, the bins and edges written.
  auto in = [](double v, double low, double high) {
    return std::isfinite(v) && v > low && v <= high;
  };
  if (neighbours < 1 || neighbours > 200) return "neighbours must be in [1, 200]";
  if (!in(neighbourRadius, 0, 10)) return "neighbourRadius must be in (0, 10] m";
  if (!in(columnRadius, 0, 5)) return "columnRadius must be in (0, 5] m";
  if (!in(columnBinHeight, 0, 10)) return "columnBinHeight must be in (0, 10] m";
  if (columnBins < 1 || columnBins > 100) return "columnBins must be in [1, 100]";
  if (!(std::isfinite(columnVoxel) && columnVoxel >= 0 && columnVoxel <= columnRadius / 1.5))
    return "columnVoxel must be in [0, columnRadius / 1.5]";
  if (columnVoxel > 0 && columnRadius / columnVoxel > 50)
    return "columnRadius may be at most 50 column voxels";
  if (!in(groundCell, 0.001, 100)) return "groundCell must be in (0.001, 100] m";
  if (!(std::isfinite(groundRadius) && groundRadius >= 0 && groundRadius <= 1000))
    return "groundRadius must be in [0, 1000] m";
  if (!in(heightScale, 0, 1000)) return "heightScale must be in (0, 1000]";
  if (heightBinEdges.size() > 64) return "heightBinEdges may hold at most 64 edges";
  for (size_t j = 0; j < heightBinEdges.size(); ++j)
    if (!in(heightBinEdges[j], 0, 10000) || (j > 0 && heightBinEdges[j] <= heightBinEdges[j - 1]))
      return "heightBinEdges must be positive and increasing";
  return {};
}

namespace {

constexpr int kShapeFeatures = 6;  // linearity .. fill
constexpr int kCubeCells = 27;
constexpr double kHeightCap = 3;  // in heightScale units: beyond 30 m nothing changes

std::string number(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

}  // namespace

int PointFeatureOptions::dimension() const {
  return kShapeFeatures + kCubeCells + (columnBins + 2) + 1 + 1 +
         static_cast<int>(heightBinEdges.size()) + 1 + 1;
}

std::vector<std::string> pointFeatureNames(const PointFeatureOptions& options) {
  std::vector<std::string> names{"linearity", "planarity",   "scattering",
                                 "normal_z",  "direction_z", "fill"};
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 3; ++c)
        names.push_back("cube_" + std::to_string(a) + '_' + std::to_string(b) + '_' +
                        std::to_string(c));
  names.push_back("column_below");
  for (int j = 0; j < options.columnBins; ++j) names.push_back("column_" + std::to_string(j));
  names.push_back("column_above");
  names.push_back("column_top");
  names.push_back("height");
  const std::vector<double>& e = options.heightBinEdges;
  for (size_t j = 0; j <= e.size(); ++j)
    names.push_back("height_" + number(j == 0 ? 0.0 : e[j - 1]) + '_' +
                    (j == e.size() ? std::string("inf") : number(e[j])));
  names.push_back("bias");
  return names;
}

// ---------------------------------------------------------------------------------------
// Per-point features

namespace {

struct LocalShape {
  Eigen::Vector3d values = Eigen::Vector3d::Zero();    // l1 >= l2 >= l3 >= 0
  Eigen::Matrix3d axes = Eigen::Matrix3d::Identity();  // columns: principal, second, normal
  bool degenerate = true;
};

// Eigenvectors have no sign; fix one (z up, else x, else y positive) so that the cube
// cells mean the same thing on every run and for every thread count.
Eigen::Vector3d canonicalSign(const Eigen::Vector3d& v) {
  constexpr double eps = 1e-9;
  for (int d : {2, 0, 1})
    if (std::abs(v[d]) > eps) return v[d] < 0 ? Eigen::Vector3d(-v) : v;
  return v;
}

LocalShape localShape(const PointMatrix& xyz, int i, const std::vector<Neighbour>& nb) {
  LocalShape shape;
  if (nb.size() < 2) return shape;  // two points or fewer span no plane
  // Offsets from point i keep the sums accurate for georeferenced (large) coordinates.
  const Eigen::RowVector3d p = xyz.row(i);
  Eigen::Vector3d sum = Eigen::Vector3d::Zero();
  Eigen::Matrix3d outer = Eigen::Matrix3d::Zero();
  for (const Neighbour& q : nb) {
    const Eigen::Vector3d d = (xyz.row(q.index) - p).transpose();
    sum += d;
    outer += d * d.transpose();
  }
  const double count = double(nb.size() + 1);  // point i contributes a zero offset
  const Eigen::Vector3d mean = sum / count;
  const Eigen::Matrix3d cov = outer / count - mean * mean.transpose();
  Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver;
  solver.computeDirect(cov);
  const Eigen::Vector3d ascending = solver.eigenvalues().cwiseMax(0.0);
  shape.values = ascending.reverse();
  // A spread below 1e-6 m (duplicates) carries no direction.
  if (!(shape.values[0] > 1e-12) || !solver.eigenvectors().allFinite()) return shape;
  shape.degenerate = false;
  const Eigen::Vector3d principal = canonicalSign(solver.eigenvectors().col(2));
  const Eigen::Vector3d normal = canonicalSign(solver.eigenvectors().col(0));
  shape.axes.col(0) = principal;
  shape.axes.col(2) = normal;
  shape.axes.col(1) = normal.cross(principal);  // right-handed, so no third sign to choose
  return shape;
}

void writeShape(const LocalShape& s, int found, int k, double* out) {
  if (!s.degenerate) {
    const double l1 = s.values[0];
    out[0] = (s.values[0] - s.values[1]) / l1;
    out[1] = (s.values[1] - s.values[2]) / l1;
    out[2] = s.values[2] / l1;
    out[3] = std::abs(s.axes(2, 2));
    out[4] = std::abs(s.axes(2, 0));
  } else {
    std::fill(out, out + 5, 0.0);
  }
  out[5] = double(found) / double(k);
}

// Fractions of the neighbours in the 3 x 3 x 3 cells of the cube that just holds them.
void writeCube(const PointMatrix& xyz, int i, const std::vector<Neighbour>& nb, const LocalShape& s,
               double* out) {
  std::fill(out, out + kCubeCells, 0.0);
  if (nb.empty()) return;
  double maxD2 = 0;
  for (const Neighbour& q : nb) maxD2 = std::max(maxD2, q.squaredDistance);
  const double half = std::sqrt(maxD2);
  const double share = 1.0 / double(nb.size());
  for (const Neighbour& q : nb) {
    int cell = 13;  // the centre, for neighbours sitting on the point
    if (half > 0) {
      const Eigen::Vector3d local =
          s.axes.transpose() * (xyz.row(q.index) - xyz.row(i)).transpose() / half;
      auto bin = [](double c) {
        return std::clamp(static_cast<int>(std::floor((c + 1) * 1.5)), 0, 2);
      };
      cell = 9 * bin(local[0]) + 3 * bin(local[1]) + bin(local[2]);
    }
    out[cell] += share;
  }
}

// Column height bins (below, B bins centred on the point, above) and the column's top.
void writeColumn(const PointMatrix& xyz, int i, const std::vector<Neighbour>& column,
                 const PointFeatureOptions& o, double* out) {
  const int bins = o.columnBins + 2;
  std::fill(out, out + bins + 1, 0.0);
  const double z = xyz(i, 2), low = -0.5 * o.columnBins * o.columnBinHeight;
  double top = 0;
  for (const Neighbour& q : column) {
    const double dz = xyz(q.index, 2) - z;
    top = std::max(top, dz);
    const double slot = std::floor((dz - low) / o.columnBinHeight);
    const int bin = slot < 0 ? 0 : slot >= o.columnBins ? bins - 1 : 1 + static_cast<int>(slot);
    out[bin] += 1;
  }
  const double count = std::max<double>(1, double(column.size()));  // i itself is in the column
  for (int j = 0; j < bins; ++j) out[j] /= count;
  out[bins] = std::min(top / o.heightScale, kHeightCap);
}

// The same from voxels: each voxel's points counted at its mean height, the top its highest.
void writeColumn(const ColumnVoxels& voxels, double z, const std::vector<int>& column, const PointFeatureOptions& o,
                 double* out) {
  const int bins = o.columnBins + 2;
  std::fill(out, out + bins + 1, 0.0);
  const double low = -0.5 * o.columnBins * o.columnBinHeight;
  double top = 0, count = 0;
  for (int v : column) {
    const ColumnVoxels::Voxel& voxel = voxels.voxel(v);
    top = std::max(top, voxel.top - z);
    const double slot = std::floor((voxel.z - z - low) / o.columnBinHeight);
    const int bin = slot < 0 ? 0 : slot >= o.columnBins ? bins - 1 : 1 + static_cast<int>(slot);
    out[bin] += voxel.count;
    count += voxel.count;
  }
  for (int j = 0; j < bins; ++j) out[j] /= std::max(1.0, count);
  out[bins] = std::min(top / o.heightScale, kHeightCap);
}

void writeHeight(double height, const PointFeatureOptions& o, double* out) {
  out[0] = std::min(height / o.heightScale, kHeightCap);
  const std::vector<double>& e = o.heightBinEdges;
  const size_t bin = static_cast<size_t>(std::upper_bound(e.begin(), e.end(), height) - e.begin());
  for (size_t j = 0; j <= e.size(); ++j) out[1 + j] = j == bin ? 1.0 : 0.0;
}

void requireFinite(const PointMatrix& xyz) {
  if (!xyz.allFinite())
    throw std::invalid_argument("point features: the cloud has non-finite coordinates");
}

}  // namespace

PointFeatures computePointFeatures(const PointCloud& cloud, const PointFeatureOptions& options,
                                   const PointIndex* index) {
  if (const std::string problem = options.validate(); !problem.empty())
    throw std::invalid_argument("point features: " + problem);
  requireFinite(cloud.xyz);
  const int n = cloud.numPoints(), F = options.dimension();
  PointFeatures result{RowMatrix(n, F), pointFeatureNames(options)};
  if (n == 0) return result;
  std::unique_ptr<PointIndex> own;
  if (!index) own = std::make_unique<PointIndex>(cloud.xyz, options.threads);
  const PointIndex& search = index ? *index : *own;
  if (search.numPoints() != n)
    throw std::invalid_argument("point features: the index was built on another cloud");
  const std::vector<double> ground =
      localGroundHeights(cloud.xyz, options.groundCell, options.groundRadius);
  const double r2 = options.neighbourRadius * options.neighbourRadius;
  std::unique_ptr<ColumnVoxels> voxels;
  if (options.columnVoxel > 0) voxels = std::make_unique<ColumnVoxels>(cloud.xyz, options.columnVoxel);
  const int cubeAt = kShapeFeatures, columnAt = cubeAt + kCubeCells,
            heightAt = columnAt + options.columnBins + 3;

  parallelBlocks(n, options.threads, 2048, [&](int begin, int end) {
    std::vector<Neighbour> nb, column;
    std::vector<int> voxelColumn;
    for (int i = begin; i < end; ++i) {
      double* row = result.values.row(i).data();
      search.nearest(i, options.neighbours, nb);
      std::erase_if(nb, [&](const Neighbour& q) { return q.squaredDistance > r2; });
      const LocalShape shape = localShape(cloud.xyz, i, nb);
      writeShape(shape, static_cast<int>(nb.size()), options.neighbours, row);
      writeCube(cloud.xyz, i, nb, shape, row + cubeAt);
      if (voxels) {
        voxels->column(cloud.xyz(i, 0), cloud.xyz(i, 1), options.columnRadius, voxelColumn);
        writeColumn(*voxels, cloud.xyz(i, 2), voxelColumn, options, row + columnAt);
      } else {
        search.column(i, options.columnRadius, column);
        writeColumn(cloud.xyz, i, column, options, row + columnAt);
      }
      writeHeight(cloud.xyz(i, 2) - ground[static_cast<size_t>(i)], options, row + heightAt);
      row[F - 1] = 1;  // bias
    }
  });
  return result;
}

}  // namespace m3
