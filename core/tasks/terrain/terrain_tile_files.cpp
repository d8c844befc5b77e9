#include "tasks/terrain/terrain_tile_files.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <stdexcept>

#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "io/point_stream.h"
#include "tasks/terrain/terrain_tile_grid.h"
#include "tasks/terrain/tile_spill.h"

namespace m3 {

TileFile indexTileFile(const std::string& path) {
  TileFile tile;
  tile.path = path;
  tile.lowX = tile.lowY = std::numeric_limits<double>::infinity();
  tile.highX = tile.highY = -std::numeric_limits<double>::infinity();
  auto reader = openPointStream(path);
  for (PointCloud batch = reader->next(1 << 20); batch.numPoints() > 0;
       batch = reader->next(1 << 20)) {
    for (int i = 0; i < batch.numPoints(); ++i) {
      const double x = batch.xyz(i, 0), y = batch.xyz(i, 1);
      if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(batch.xyz(i, 2)))
        throw IoError(path + ": point " +
                      std::to_string(tile.points + static_cast<std::uint64_t>(i) + 1) +
                      " has a coordinate that is not a finite number");
      tile.lowX = std::min(tile.lowX, x), tile.highX = std::max(tile.highX, x);
      tile.lowY = std::min(tile.lowY, y), tile.highY = std::max(tile.highY, y);
    }
    tile.points += static_cast<std::uint64_t>(batch.numPoints());
  }
  if (tile.points == 0) throw IoError(path + ": the file holds no point");
  return tile;
}

TileFileResult predictTileFile(const std::vector<TileFile>& tiles, std::size_t t,
                               const AmnModel& model, const ClassMapping& mapping,
                               const TerrainGraphOptions& options, double halo,
                               const std::string& outPath) {
  if (!(halo >= 0)) throw std::invalid_argument("predictTileFile: the halo must be >= 0");
  const TileFile& me = tiles.at(t);
  const PointCloud own = readPointCloud(me.path);
  if (static_cast<std::uint64_t>(own.numPoints()) != me.points)
    throw IoError(me.path + ": the file changed since it was indexed (" +
                  std::to_string(own.numPoints()) + " points, " + std::to_string(me.points) +
                  " before)");
  const TileBox box{me.lowX - halo, me.highX + halo, me.lowY - halo, me.highY + halo};
  std::vector<Eigen::RowVector3d> haloPoints;
  for (std::size_t n = 0; n < tiles.size(); ++n) {
    const TileFile& other = tiles[n];
    if (n == t || other.lowX > box.highX || other.highX < box.lowX || other.lowY > box.highY ||
        other.highY < box.lowY)
      continue;
    const PointCloud neighbour = readPointCloud(other.path);
    for (int i = 0; i < neighbour.numPoints(); ++i)
      if (box.holds(neighbour.xyz(i, 0), neighbour.xyz(i, 1)))
        haloPoints.push_back(neighbour.xyz.row(i));
  }
  PointCloud part;  // coordinates only, as predictTerrainTiled solves a tile
  part.xyz.resize(own.numPoints() + static_cast<Eigen::Index>(haloPoints.size()), 3);
  part.xyz.topRows(own.numPoints()) = own.xyz;
  for (std::size_t k = 0; k < haloPoints.size(); ++k)
    part.xyz.row(own.numPoints() + static_cast<Eigen::Index>(k)) = haloPoints[k];
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

namespace {

// One point as a tile's scratch file holds it: coordinates, then the attributes the cloud has.
struct PointRecordLayout {
  bool colours = false, intensity = false, classes = false;
  std::size_t bytes() const {
    return 3 * sizeof(double) + (colours ? 3 : 0) + (intensity ? sizeof(float) : 0) +
           (classes ? sizeof(int) : 0);
  }
};

void appendPoint(const PointCloud& batch, int i, const PointRecordLayout& layout, char* out) {
  for (int c = 0; c < 3; ++c) {
    const double v = batch.xyz(i, c);
    std::memcpy(out, &v, sizeof v);
    out += sizeof v;
  }
  const auto at = static_cast<std::size_t>(i);
  if (layout.colours) out = std::copy(batch.colours[at].begin(), batch.colours[at].end(), out);
  if (layout.intensity)
    out = std::copy_n(reinterpret_cast<const char*>(&batch.intensity[at]), sizeof(float), out);
  if (layout.classes) std::memcpy(out, &batch.classCodes[at], sizeof(int));
}

PointCloud readPoints(const std::string& bytes, const PointRecordLayout& layout) {
  const std::size_t n = bytes.size() / layout.bytes();
  PointCloud tile;
  tile.xyz.resize(static_cast<Eigen::Index>(n), 3);
  const char* in = bytes.data();
  for (std::size_t k = 0; k < n; ++k) {
    for (int c = 0; c < 3; ++c, in += sizeof(double))
      std::memcpy(&tile.xyz(static_cast<Eigen::Index>(k), c), in, sizeof(double));
    if (layout.colours) {
      std::array<std::uint8_t, 3> colour;
      std::memcpy(colour.data(), in, 3);
      tile.colours.push_back(colour);
      in += 3;
    }
    if (layout.intensity) {
      float v;
      std::memcpy(&v, in, sizeof v);
      tile.intensity.push_back(v);
      in += sizeof v;
    }
    if (layout.classes) {
      int code;
      std::memcpy(&code, in, sizeof code);
      tile.classCodes.push_back(code);
      in += sizeof code;
    }
  }
  return tile;
}

}  // namespace

CutTileFiles cutIntoTileFiles(const std::string& inputPath, double tileSize,
                              const std::string& outFolder, const std::string& stem,
                              const std::string& extension, const std::string& scratchFolder,
                              int batchPoints) {
  if (!(tileSize > 0)) throw std::invalid_argument("the tile size must be > 0");
  if (batchPoints < 1) throw std::invalid_argument("the batch size must be > 0");
  CutTileFiles result;
  ScratchFolder scratch(scratchFolder);
  TileSpill spill(scratch, 100'000, "cutting into tiles");
  PointRecordLayout layout;
  std::vector<char> record;
  auto reader = openPointStream(inputPath);
  result.inputStreamed = reader->streamed();
  for (PointCloud batch = reader->next(batchPoints); batch.numPoints() > 0;
       batch = reader->next(batchPoints)) {
    const PointRecordLayout has{!batch.colours.empty(), !batch.intensity.empty(),
                                !batch.classCodes.empty()};
    if (result.points == 0) {  // the first batch says which attributes every point has
      layout = has;
      record.resize(layout.bytes());
    } else if (has.colours != layout.colours || has.intensity != layout.intensity ||
               has.classes != layout.classes) {
      throw IoError(inputPath + ": the points' attributes change within the file");
    }
    for (int i = 0; i < batch.numPoints(); ++i) {
      const std::optional<TileKey> key = tileKeyOf(batch.xyz(i, 0), batch.xyz(i, 1), tileSize);
      if (!key)
        throw std::invalid_argument(
            "the tile size is too small for the cloud's extent, or a coordinate is not finite");
      appendPoint(batch, i, layout, record.data());
      spill.add(*key, record.data(), record.size());
    }
    result.points += static_cast<std::uint64_t>(batch.numPoints());
  }
  spill.flush();
  for (const TileKey& key : spill.tiles()) {
    const std::string path =
        (std::filesystem::path(outFolder) /
         (stem + "_" + std::to_string(key.first) + "_" + std::to_string(key.second) + extension))
            .string();
    writePointCloud(path, readPoints(spill.take(key), layout));
    result.paths.push_back(path);
  }
  return result;
}

}  // namespace m3
