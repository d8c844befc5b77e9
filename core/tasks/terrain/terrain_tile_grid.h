#pragma once
// The square tiles of a cloud in memory, as the tiled solves use them
// (tasks/terrain/terrain_tiles.h, tasks/terrain/terrain_tile_graphs.h): tile (kx, ky) holds the
// points with floor(x / size) = kx and floor(y / size) = ky, on a grid anchored at multiples of the
// size (the streamed prediction, tasks/terrain/terrain_stream.h, bins points with the same
// formulas, so all three cut a cloud alike). A tile is solved on its own points plus its halo: the
// points of the neighbouring tiles within `halo` metres of it. Only non-empty tiles are numbered, 0
// .. size() - 1, in grid order. Requires: the coordinates outlive the grid and do not change. Cost:
// O(n) to build (a hash of the occupied tiles, then a counting sort); 4 bytes per point.
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "data/point_cloud.h"

namespace m3 {

struct TerrainTileOptions {
  double tileSize = 50;  // metres
  double halo = 5;       // metres

  // Neighbouring tiles a halo reaches on each side. Throws std::invalid_argument ("<what>: ...")
  // unless tileSize > 0, halo >= 0 and the halo spans at most 10 tile sizes (each point is
  // tested against (2 reach + 1)^2 tiles).
  int reach(const char* what) const;
};

// Tiles of about `pointsPerTile` points where the cloud is dense: the side is
// sqrt(pointsPerTile / density), density being the points per square metre of the 10 m cell
// around the average point (cells weighted by their points, so neither the empty corners of a
// street's bounding box nor its sparse edges dilute it), rounded to whole metres within
// [20 m, 200 m]; the halo stays at the default 5 m. Fixed 50 m tiles would hold
// 100,000 points on the built-in street and a million on a scan four times as dense, and a tile's
// graph costs about 500 bytes per point. Requires finite coordinates. O(n).
TerrainTileOptions tilesForDensity(const PointMatrix& xyz, double pointsPerTile = 250000);

// Tile (kx, ky) holds the points with floor(x / size) = kx, floor(y / size) = ky; with its halo
// it reaches the points of this box (borders included).
struct TileBox {
  double lowX, highX, lowY, highY;
  bool holds(double x, double y) const {
    return x >= lowX && x <= highX && y >= lowY && y <= highY;
  }
};
inline TileBox tileBox(double kx, double ky, double size, double halo) {
  return {kx * size - halo, (kx + 1) * size + halo, ky * size - halo, (ky + 1) * size + halo};
}

class TerrainTileGrid {
 public:
  // Throws std::invalid_argument ("<what>: ...") for invalid options, non-finite coordinates or
  // coordinates beyond 10^9 tile sizes.
  TerrainTileGrid(const PointMatrix& xyz, const TerrainTileOptions& options, const char* what);

  int size() const { return static_cast<int>(keys_.size()); }
  const TerrainTileOptions& options() const { return options_; }
  // The tile's own points, ascending (file order).
  std::span<const int> own(int tile) const;
  // What a tile is solved on: its own points, then its halo's points in file order.
  std::vector<int> withHalo(int tile) const;
  int tileOf(int point) const;
  // The tile's square without its halo, and the mean height of its points.
  TileBox bounds(int tile) const;
  double meanHeight(int tile) const { return meanHeight_.at(static_cast<std::size_t>(tile)); }

 private:
  std::int64_t keyOf(double x, double y) const;

  const PointMatrix& xyz_;
  TerrainTileOptions options_;
  int reach_ = 0;
  std::vector<std::int64_t> keys_;                   // per tile, ascending: (row, column)
  std::unordered_map<std::int64_t, int> tileOfKey_;  // occupied tiles only
  std::vector<int> start_, order_;  // tile t's points are order_[start_[t] .. start_[t + 1])
  std::vector<double> meanHeight_;  // per tile
};

// The points' coordinates (only xyz) in the order given.
PointCloud gatherPoints(const PointMatrix& xyz, const std::vector<int>& points);

}  // namespace m3
