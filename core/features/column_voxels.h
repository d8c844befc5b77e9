#pragma once
// Vertical-column queries whose cost does not grow with the scan's density. The terrain
// features' column statistics (point_features.h: the fraction of a vertical cylinder's points
// per height bin, and the column's top) visited every point of the cylinder: on a facade or a
// dense scan that is hundreds to thousands of points per query, so feature time grew faster
// than the point count (5 M generated points took 16 times as long as 1 M). Here the cloud is
// first summarised in cubic voxels (count, mean position, highest z) and a query visits the
// voxels whose mean lies inside the cylinder: at most (cylinder area / voxel area) per voxel
// layer, whatever the density.
// Requires: finite coordinates and voxel > 0 (std::invalid_argument otherwise).
// Ensures: counts sum to the number of points; const queries are safe from many threads.
// Cost: O(n log n) to build (a sort of voxel keys and a 2D k-d tree over the voxels).
#include <memory>
#include <vector>

#include "data/point_cloud.h"

namespace m3 {

class ColumnVoxels {
 public:
  struct Voxel {
    double x = 0, y = 0, z = 0;  // mean of its points
    double top = 0;              // highest z of its points
    int count = 0;
  };

  ColumnVoxels(const PointMatrix& xyz, double voxel);
  ~ColumnVoxels();
  ColumnVoxels(const ColumnVoxels&) = delete;
  ColumnVoxels& operator=(const ColumnVoxels&) = delete;

  int numVoxels() const { return static_cast<int>(voxels_.size()); }
  const Voxel& voxel(int v) const { return voxels_[static_cast<size_t>(v)]; }
  // Every voxel whose mean lies within horizontal distance `radius` of (x, y), unordered.
  void column(double x, double y, double radius, std::vector<int>& out) const;

 private:
  struct Tree;
  std::vector<Voxel> voxels_;
  std::unique_ptr<Tree> tree_;
};

}  // namespace m3
