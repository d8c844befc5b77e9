#include "tasks/terrain_tile_files.h"

#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <stdexcept>

#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "io/point_stream.h"
#include "tasks/terrain_tile_grid.h"

namespace m3 {

TileFile indexTileFile(const std::string& path) {
  TileFile tile;
  tile.path = path;
  tile.lowX = tile.lowY = std::numeric_limits<double>::infinity();
  tile.highX = tile.highY = -std::numeric_limits<double>::infinity();
  auto reader = openPointStream(path);
  for (PointCloud batch = reader->next(1 << 20); batch.numPoints() > 0; batch = reader->next(1 << 20)) {
    for (int i = 0; i < batch.numPoints(); ++i) {
      const double x = batch.xyz(i, 0), y = batch.xyz(i, 1);
      if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(batch.xyz(i, 2)))
        throw IoError(path + ": point " + std::to_string(tile.points + static_cast<std::uint64_t>(i) + 1) +
                      " has a coordinate that is not a finite number");
      tile.lowX = std::min(tile.lowX, x), tile.highX = std::max(tile.highX, x);
      tile.lowY = std::min(tile.lowY, y), tile.highY = std::max(tile.highY, y);
    }
    tile.points += static_cast<std::uint64_t>(batch.numPoints());
  }
  if (tile.points == 0) throw IoError(path + ": the file holds no point");
  return tile;
}

TileFileResult predictTileFile(const std::vector<TileFile>& tiles, std::size_t t, const AmnModel& model,
                               const ClassMapping& mapping, const TerrainGraphOptions& options, double halo,
                               const std::string& outPath) {
  if (!(halo >= 0)) throw std::invalid_argument("predictTileFile: the halo must be >= 0");
  const TileFile& me = tiles.at(t);
  const PointCloud own = readPointCloud(me.path);
  if (static_cast<std::uint64_t>(own.numPoints()) != me.points)
    throw IoError(me.path + ": the file changed since it was indexed (" + std::to_string(own.numPoints()) + " points, " +
                  std::to_string(me.points) + " before)");
  const TileBox box{me.lowX - halo, me.highX + halo, me.lowY - halo, me.highY + halo};
  std::vector<Eigen::RowVector3d> haloPoints;
  for (std::size_t n = 0; n < tiles.size(); ++n) {
    const TileFile& other = tiles[n];
    if (n == t || other.lowX > box.highX || other.highX < box.lowX || other.lowY > box.highY || other.highY < box.lowY)
      continue;
    const PointCloud neighbour = readPointCloud(other.path);
    for (int i = 0; i < neighbour.numPoints(); ++i)
      if (box.holds(neighbour.xyz(i, 0), neighbour.xyz(i, 1))) haloPoints.push_back(neighbour.xyz.row(i));
  }
  PointCloud part;  // coordinates only, as predictTerrainTiled solves a tile
  part.xyz.resize(own.numPoints() + static_cast<Eigen::Index>(haloPoints.size()), 3);
  part.xyz.topRows(own.numPoints()) = own.xyz;
  for (std::size_t k = 0; k < haloPoints.size(); ++k) part.xyz.row(own.numPoints() + static_cast<Eigen::Index>(k)) = haloPoints[k];
  Labeling labels = predictAmn(model, buildTerrainGraph(part, options));
  labels.resize(static_cast<std::size_t>(own.numPoints()));

  TileFileResult result;
  result.points = me.points;
  result.haloPoints = haloPoints.size();
  result.labelCounts.assign(static_cast<std::size_t>(model.labels.size()), 0);
  for (int y : labels) ++result.labelCounts[static_cast<std::size_t>(y)];
  PointCloud labelled = own;
  labelled.classCodes = labelsToCodes(labels, mapping, own.classCodes);
  writeClassifiedCloud(outPath, labelled, me.path);
  return result;
}

std::vector<std::string> cutIntoTileFiles(const PointCloud& cloud, double tileSize, const std::string& outFolder,
                                          const std::string& stem, const std::string& extension) {
  if (!(tileSize > 0)) throw std::invalid_argument("the tile size must be > 0");
  std::map<std::pair<long long, long long>, std::vector<int>> members;  // grid order
  for (int i = 0; i < cloud.numPoints(); ++i) {
    const double kx = std::floor(cloud.xyz(i, 0) / tileSize), ky = std::floor(cloud.xyz(i, 1) / tileSize);
    if (!(std::abs(kx) < 1e15 && std::abs(ky) < 1e15))
      throw std::invalid_argument("the tile size is too small for the cloud's extent, or a coordinate is not finite");
    members[{static_cast<long long>(kx), static_cast<long long>(ky)}].push_back(i);
    if (members.size() > 100'000) throw std::invalid_argument("more than 100,000 tiles: choose a larger tile size");
  }
  std::vector<std::string> paths;
  for (const auto& [key, points] : members) {
    PointCloud tile;
    tile.xyz.resize(static_cast<Eigen::Index>(points.size()), 3);
    for (std::size_t k = 0; k < points.size(); ++k) {
      const int i = points[k];
      tile.xyz.row(static_cast<Eigen::Index>(k)) = cloud.xyz.row(i);
      if (!cloud.colours.empty()) tile.colours.push_back(cloud.colours[static_cast<std::size_t>(i)]);
      if (!cloud.intensity.empty()) tile.intensity.push_back(cloud.intensity[static_cast<std::size_t>(i)]);
      if (!cloud.classCodes.empty()) tile.classCodes.push_back(cloud.classCodes[static_cast<std::size_t>(i)]);
    }
    const std::string path = (std::filesystem::path(outFolder) /
                              (stem + "_" + std::to_string(key.first) + "_" + std::to_string(key.second) + extension))
                                 .string();
    writePointCloud(path, tile);
    paths.push_back(path);
  }
  return paths;
}

}  // namespace m3
