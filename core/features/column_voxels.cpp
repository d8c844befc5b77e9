#include "features/column_voxels.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <nanoflann.hpp>
#include <stdexcept>
#include <utility>

namespace m3 {

// Named, not anonymous: ColumnVoxels::Tree holds it (a type with external linkage may not hold
// anonymous-namespace members, which GCC reports when the unity build batches this file).
namespace column_voxel_tree {

// nanoflann reads the voxels' horizontal means in place.
struct VoxelAdaptor {
  const std::vector<ColumnVoxels::Voxel>& voxels;
  size_t kdtree_get_point_count() const { return voxels.size(); }
  double kdtree_get_pt(size_t i, size_t d) const { return d == 0 ? voxels[i].x : voxels[i].y; }
  template <class Box>
  bool kdtree_get_bbox(Box&) const {
    return false;
  }
};

}  // namespace column_voxel_tree

using column_voxel_tree::VoxelAdaptor;

namespace {

// Collects every voxel within a squared radius, unsorted.
struct IndicesWithinRadius {
  double r2;
  std::vector<int>& out;
  size_t size() const { return out.size(); }
  bool full() const { return true; }
  double worstDist() const { return r2; }
  bool addPoint(double d2, std::uint32_t index) {
    if (d2 <= r2) out.push_back(static_cast<int>(index));
    return true;
  }
};

}  // namespace

struct ColumnVoxels::Tree {
  VoxelAdaptor adaptor;
  nanoflann::KDTreeSingleIndexAdaptor<nanoflann::L2_Simple_Adaptor<double, VoxelAdaptor>, VoxelAdaptor, 2,
                                      std::uint32_t>
      index;
  explicit Tree(const std::vector<Voxel>& voxels) : adaptor{voxels}, index(2, adaptor, {16}) {}
};

ColumnVoxels::ColumnVoxels(const PointMatrix& xyz, double voxel) {
  if (!xyz.allFinite() || !(voxel > 0) || !std::isfinite(voxel))
    throw std::invalid_argument("column voxels: coordinates must be finite and the voxel size positive");
  const Eigen::Index n = xyz.rows();
  if (n > 0) {
    // 21 bits per axis: voxels coarsen for extents beyond 2^21 voxels (200 km at 0.1 m).
    const double extent = (xyz.colwise().maxCoeff() - xyz.colwise().minCoeff()).maxCoeff();
    const double size = std::max(voxel, extent / double((1 << 21) - 2));
    // Anchored at multiples of the size, not at the cloud's corner, so that a tile of a cloud
    // (tasks/terrain/terrain_tiles.h) has the same voxels as the whole cloud.
    const Eigen::RowVector3d lo = (xyz.colwise().minCoeff() / size).array().floor().matrix() * size;
    std::vector<std::pair<std::uint64_t, int>> keyed(static_cast<size_t>(n));
    for (Eigen::Index i = 0; i < n; ++i) {
      std::uint64_t key = 0;
      for (int a = 0; a < 3; ++a)
        key = key << 21 | static_cast<std::uint64_t>(std::floor((xyz(i, a) - lo(a)) / size));
      keyed[static_cast<size_t>(i)] = {key, static_cast<int>(i)};
    }
    std::sort(keyed.begin(), keyed.end());
    for (size_t k = 0; k < keyed.size();) {
      Voxel v;
      v.top = -std::numeric_limits<double>::infinity();
      size_t end = k;
      for (; end < keyed.size() && keyed[end].first == keyed[k].first; ++end) {
        const int i = keyed[end].second;
        v.x += xyz(i, 0), v.y += xyz(i, 1), v.z += xyz(i, 2);
        v.top = std::max(v.top, xyz(i, 2));
      }
      v.count = static_cast<int>(end - k);
      v.x /= v.count, v.y /= v.count, v.z /= v.count;
      voxels_.push_back(v);
      k = end;
    }
  }
  tree_ = std::make_unique<Tree>(voxels_);
  tree_->index.buildIndex();
}

ColumnVoxels::~ColumnVoxels() = default;

void ColumnVoxels::column(double x, double y, double radius, std::vector<int>& out) const {
  out.clear();
  if (voxels_.empty()) return;
  const double q[2] = {x, y};
  IndicesWithinRadius collect{radius * radius, out};
  tree_->index.findNeighbors(collect, q, nanoflann::SearchParams(32, 0, false));
}

}  // namespace m3
