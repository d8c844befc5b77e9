#include "tasks/terrain/terrain_tile_grid.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace m3 {

int TerrainTileOptions::reach(const char* what) const {
  if (!(std::isfinite(tileSize) && tileSize > 0) || !(std::isfinite(halo) && halo >= 0))
    throw std::invalid_argument(std::string(what) +
                                ": the tile size must be positive and the halo >= 0");
  if (halo > 10 * tileSize)
    throw std::invalid_argument(std::string(what) + ": the halo may span at most 10 tile sizes");
  return static_cast<int>(std::ceil(halo / tileSize));
}

namespace {

// Tiles are numbered in the order of these keys: by row (ky), then column (kx).
std::int64_t tileKey(std::int64_t kx, std::int64_t ky) {
  return ky * (std::int64_t{1} << 32) + (kx + (std::int64_t{1} << 31));
}
std::int64_t keyColumn(std::int64_t key) {
  return (key & 0xFFFFFFFFLL) - (std::int64_t{1} << 31);
}
std::int64_t keyRow(std::int64_t key) {
  return (key - (key & 0xFFFFFFFFLL)) / (std::int64_t{1} << 32);
}

}  // namespace

TerrainTileOptions tilesForDensity(const PointMatrix& xyz, double pointsPerTile) {
  TerrainTileOptions options;
  if (xyz.rows() == 0) return options;
  // Points per occupied 10 m cell (a hash: a stray point far away adds one cell).
  constexpr double kCell = 10;
  std::unordered_map<std::int64_t, std::uint32_t> counts;
  for (Eigen::Index i = 0; i < xyz.rows(); ++i)
    ++counts[tileKey(
        static_cast<std::int64_t>(std::clamp(std::floor(xyz(i, 0) / kCell), -1e9, 1e9)),
        static_cast<std::int64_t>(std::clamp(std::floor(xyz(i, 1) / kCell), -1e9, 1e9)))];
  // The density around the average point (each cell's density weighted by its points), so
  // that the dense street, not its sparse edges, sets the size.
  double weighted = 0;
  for (const auto& [key, c] : counts) weighted += double(c) * double(c);
  const double density = weighted / (double(xyz.rows()) * kCell * kCell);
  options.tileSize = std::clamp(std::round(std::sqrt(pointsPerTile / density)), 20.0, 200.0);
  return options;
}

TerrainTileGrid::TerrainTileGrid(const PointMatrix& xyz, const TerrainTileOptions& options,
                                 const char* what)
    : xyz_(xyz), options_(options), reach_(options.reach(what)) {
  if (!xyz.allFinite())
    throw std::invalid_argument(std::string(what) + ": the cloud has non-finite coordinates");
  const int n = static_cast<int>(xyz.rows());
  if (n == 0) return;
  const double limit = 1e9 * options.tileSize;  // tile indices fit in 31 bits
  if (xyz.leftCols(2).cwiseAbs().maxCoeff() > limit)
    throw std::invalid_argument(std::string(what) +
                                ": the tile size is too small for the cloud's coordinates");
  // Only occupied tiles are stored (a hash from tile key to number), so a stray point far away
  // costs one tile, not a grid spanning the gap.
  std::vector<int> tileOfPoint(static_cast<std::size_t>(n));
  std::vector<std::int64_t> firstSeen;
  for (int i = 0; i < n; ++i) {
    const auto [it, added] =
        tileOfKey_.try_emplace(keyOf(xyz(i, 0), xyz(i, 1)), static_cast<int>(firstSeen.size()));
    if (added) firstSeen.push_back(it->first);
    tileOfPoint[static_cast<std::size_t>(i)] = it->second;
  }
  keys_ = firstSeen;
  std::sort(keys_.begin(), keys_.end());
  std::vector<int> renumber(firstSeen.size());
  for (std::size_t t = 0; t < keys_.size(); ++t) {
    tileOfKey_[keys_[t]] = static_cast<int>(t);
  }
  for (std::size_t k = 0; k < firstSeen.size(); ++k) renumber[k] = tileOfKey_.at(firstSeen[k]);
  start_.assign(keys_.size() + 1, 0);
  for (int& t : tileOfPoint)
    t = renumber[static_cast<std::size_t>(t)], ++start_[static_cast<std::size_t>(t) + 1];
  for (std::size_t t = 1; t < start_.size(); ++t) start_[t] += start_[t - 1];
  order_.resize(static_cast<std::size_t>(n));
  std::vector<int> next(start_.begin(), start_.end() - 1);
  for (int i = 0; i < n; ++i)
    order_[static_cast<std::size_t>(
        next[static_cast<std::size_t>(tileOfPoint[static_cast<std::size_t>(i)])]++)] = i;
  for (std::size_t t = 0; t < keys_.size(); ++t) {
    double sum = 0;
    for (int k = start_[t]; k < start_[t + 1]; ++k)
      sum += xyz(order_[static_cast<std::size_t>(k)], 2);
    meanHeight_.push_back(sum / (start_[t + 1] - start_[t]));
  }
}

std::int64_t TerrainTileGrid::keyOf(double x, double y) const {
  return tileKey(static_cast<std::int64_t>(std::floor(x / options_.tileSize)),
                 static_cast<std::int64_t>(std::floor(y / options_.tileSize)));
}

std::span<const int> TerrainTileGrid::own(int tile) const {
  const auto t = static_cast<std::size_t>(tile);
  return {order_.data() + start_.at(t), static_cast<std::size_t>(start_[t + 1] - start_[t])};
}

int TerrainTileGrid::tileOf(int point) const {
  return tileOfKey_.at(keyOf(xyz_(point, 0), xyz_(point, 1)));
}

TileBox TerrainTileGrid::bounds(int tile) const {
  const std::int64_t key = keys_.at(static_cast<std::size_t>(tile));
  return tileBox(static_cast<double>(keyColumn(key)), static_cast<double>(keyRow(key)),
                 options_.tileSize, 0);
}

std::vector<int> TerrainTileGrid::withHalo(int tile) const {
  const std::int64_t key = keys_.at(static_cast<std::size_t>(tile));
  const std::int64_t kx = keyColumn(key), ky = keyRow(key);
  const TileBox box =
      tileBox(static_cast<double>(kx), static_cast<double>(ky), options_.tileSize, options_.halo);
  const std::span<const int> mine = own(tile);
  std::vector<int> members(mine.begin(), mine.end());
  for (int dy = -reach_; dy <= reach_; ++dy)
    for (int dx = -reach_; dx <= reach_; ++dx) {
      if (dx == 0 && dy == 0) continue;
      const auto other = tileOfKey_.find(tileKey(kx + dx, ky + dy));
      if (other == tileOfKey_.end()) continue;
      for (int i : own(other->second))
        if (box.holds(xyz_(i, 0), xyz_(i, 1))) members.push_back(i);
    }
  std::sort(members.begin() + static_cast<long>(mine.size()), members.end());  // halo in file order
  return members;
}

PointCloud gatherPoints(const PointMatrix& xyz, const std::vector<int>& points) {
  PointCloud part;
  part.xyz.resize(static_cast<Eigen::Index>(points.size()), 3);
  for (std::size_t k = 0; k < points.size(); ++k)
    part.xyz.row(static_cast<Eigen::Index>(k)) = xyz.row(points[k]);
  return part;
}

}  // namespace m3
