#include "tasks/terrain_tile_grid.h"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <stdexcept>
#include <string>

namespace m3 {

int TerrainTileOptions::reach(const char* what) const {
  if (!(std::isfinite(tileSize) && tileSize > 0) || !(std::isfinite(halo) && halo >= 0))
    throw std::invalid_argument(std::string(what) + ": the tile size must be positive and the halo >= 0");
  if (halo > 10 * tileSize)
    throw std::invalid_argument(std::string(what) + ": the halo may span at most 10 tile sizes");
  return static_cast<int>(std::ceil(halo / tileSize));
}

TerrainTileOptions tilesForDensity(const PointMatrix& xyz, double pointsPerTile) {
  TerrainTileOptions options;
  if (xyz.rows() == 0) return options;
  // Occupied cells of 10 m, coarser when the bounding box would need more than 2^24 of them.
  const double minX = xyz.col(0).minCoeff(), minY = xyz.col(1).minCoeff();
  const double width = xyz.col(0).maxCoeff() - minX, height = xyz.col(1).maxCoeff() - minY;
  const double cell = std::max(10.0, std::sqrt(width * height / double(1 << 24)));
  const auto columns = static_cast<std::size_t>(width / cell) + 1, rows = static_cast<std::size_t>(height / cell) + 1;
  std::vector<std::uint32_t> counts(columns * rows, 0);
  for (Eigen::Index i = 0; i < xyz.rows(); ++i)
    ++counts[static_cast<std::size_t>((xyz(i, 1) - minY) / cell) * columns + static_cast<std::size_t>((xyz(i, 0) - minX) / cell)];
  // The density around the average point (each cell's density weighted by its points), so
  // that the dense street, not its sparse edges, sets the size.
  double weighted = 0;
  for (std::uint32_t c : counts) weighted += double(c) * double(c);
  const double density = weighted / (double(xyz.rows()) * cell * cell);
  options.tileSize = std::clamp(std::round(std::sqrt(pointsPerTile / density)), 20.0, 200.0);
  return options;
}

TerrainTileGrid::TerrainTileGrid(const PointMatrix& xyz, const TerrainTileOptions& options, const char* what)
    : xyz_(xyz), options_(options), reach_(options.reach(what)) {
  if (!xyz.allFinite()) throw std::invalid_argument(std::string(what) + ": the cloud has non-finite coordinates");
  const int n = static_cast<int>(xyz.rows());
  if (n == 0) return;
  const double size = options.tileSize;
  kx0_ = std::floor(xyz.col(0).minCoeff() / size), ky0_ = std::floor(xyz.col(1).minCoeff() / size);
  const double columns = std::floor(xyz.col(0).maxCoeff() / size) - kx0_ + 1;
  const double rows = std::floor(xyz.col(1).maxCoeff() / size) - ky0_ + 1;
  if (columns * rows > 1e7 || std::abs(kx0_) > 1e9 || std::abs(ky0_) > 1e9)
    throw std::invalid_argument(std::string(what) + ": the tile size is too small for the cloud's extent");
  nx_ = static_cast<int>(columns), ny_ = static_cast<int>(rows);
  const std::size_t cellCount = static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_);
  start_.assign(cellCount + 1, 0);
  order_.resize(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) ++start_[cellOf(xyz(i, 0), xyz(i, 1)) + 1];
  for (std::size_t c = 1; c < start_.size(); ++c) start_[c] += start_[c - 1];
  std::vector<int> next(start_.begin(), start_.end() - 1);
  for (int i = 0; i < n; ++i) order_[static_cast<std::size_t>(next[cellOf(xyz(i, 0), xyz(i, 1))]++)] = i;
  cellTile_.assign(cellCount, -1);
  for (std::size_t c = 0; c < cellCount; ++c)
    if (start_[c + 1] > start_[c]) {
      cellTile_[c] = static_cast<int>(cells_.size());
      cells_.push_back(c);
      double sum = 0;
      for (int k = start_[c]; k < start_[c + 1]; ++k) sum += xyz(order_[static_cast<std::size_t>(k)], 2);
      meanHeight_.push_back(sum / (start_[c + 1] - start_[c]));
    }
}

std::size_t TerrainTileGrid::cellOf(double x, double y) const {
  const int tx = static_cast<int>(std::floor(x / options_.tileSize) - kx0_);
  const int ty = static_cast<int>(std::floor(y / options_.tileSize) - ky0_);
  return static_cast<std::size_t>(ty) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(tx);
}

std::span<const int> TerrainTileGrid::own(int tile) const {
  const std::size_t c = cells_.at(static_cast<std::size_t>(tile));
  return {order_.data() + start_[c], static_cast<std::size_t>(start_[c + 1] - start_[c])};
}

int TerrainTileGrid::tileOf(int point) const {
  return cellTile_[cellOf(xyz_(point, 0), xyz_(point, 1))];
}

TileBox TerrainTileGrid::bounds(int tile) const {
  const std::size_t c = cells_.at(static_cast<std::size_t>(tile));
  return tileBox(kx0_ + static_cast<double>(c % static_cast<std::size_t>(nx_)),
                 ky0_ + static_cast<double>(c / static_cast<std::size_t>(nx_)), options_.tileSize, 0);
}

std::vector<int> TerrainTileGrid::withHalo(int tile) const {
  const std::size_t cell = cells_.at(static_cast<std::size_t>(tile));
  const int tx = static_cast<int>(cell % static_cast<std::size_t>(nx_)), ty = static_cast<int>(cell / static_cast<std::size_t>(nx_));
  const TileBox box = tileBox(kx0_ + tx, ky0_ + ty, options_.tileSize, options_.halo);
  const std::span<const int> mine = own(tile);
  std::vector<int> members(mine.begin(), mine.end());
  for (int dy = -reach_; dy <= reach_; ++dy)
    for (int dx = -reach_; dx <= reach_; ++dx) {
      const int ox = tx + dx, oy = ty + dy;
      if ((dx == 0 && dy == 0) || ox < 0 || oy < 0 || ox >= nx_ || oy >= ny_) continue;
      const std::size_t other = static_cast<std::size_t>(oy) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(ox);
      for (int k = start_[other]; k < start_[other + 1]; ++k) {
        const int i = order_[static_cast<std::size_t>(k)];
        if (box.holds(xyz_(i, 0), xyz_(i, 1))) members.push_back(i);
      }
    }
  std::sort(members.begin() + static_cast<long>(mine.size()), members.end());  // halo in file order
  return members;
}

PointCloud gatherPoints(const PointMatrix& xyz, const std::vector<int>& points) {
  PointCloud part;
  part.xyz.resize(static_cast<Eigen::Index>(points.size()), 3);
  for (std::size_t k = 0; k < points.size(); ++k) part.xyz.row(static_cast<Eigen::Index>(k)) = xyz.row(points[k]);
  return part;
}

}  // namespace m3
