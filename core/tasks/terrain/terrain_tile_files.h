#pragma once
// A survey kept as tile files (one cloud per file, as airborne and mobile-mapping surveys are
// delivered, or as cutIntoTileFiles writes them), labelled one file at a time: each file is
// solved on its own points plus the points of the other files within `halo` metres of its
// bounding box, as predictTerrainTiled (tasks/terrain/terrain_tiles.h) solves a tile with its halo,
// and keeps its own points' labels. This is the unit of work `terrain predict --tiles` shares out
// among processes (app/cli/cli_terrain_tiles.cpp, MPI ranks): a file's result depends only on
// the files, the model and the options, never on which process solves it or when, so any
// number of ranks gives the same output, and a rerun that skips finished files too.
// Order of a file's solve: its own points in file order, then each neighbouring file's points
// inside the halo box, neighbours in list order, each in file order.
// Requires: files with finite coordinates; halo >= 0.
// Ensures: IoError naming the file for unreadable or empty files; outputs are written
//   atomically (writeClassifiedCloud), so a file's output exists only when complete.
// Cost per file: reading it and the neighbours whose boxes reach it (whole: memory holds the
//   file, the halo points and one neighbour at a time), features, graph and prediction of its
//   points and halo.
#include <cstdint>
#include <string>
#include <vector>

#include "data/point_cloud.h"
#include "features/terrain_graph.h"
#include "io/class_mapping.h"
#include "tasks/graphs/graph_task.h"

namespace m3 {

struct TileFile {
  std::string path;
  std::uint64_t points = 0;
  double lowX = 0, highX = 0, lowY = 0, highY = 0;  // bounding box of the points
};

// Reads the file in batches (io/point_stream.h) for its point count and bounding box.
TileFile indexTileFile(const std::string& path);

struct TileFileResult {
  std::uint64_t points = 0, haloPoints = 0;
  std::vector<std::uint64_t> labelCounts;  // per model label, own points only
};

// Solves tiles[t] with its halo and writes its own points with the predicted class codes
// (labelsToCodes with their original codes, as `terrain predict` writes a cloud) to `outPath`.
TileFileResult predictTileFile(const std::vector<TileFile>& tiles, std::size_t t,
                               const AmnModel& model, const ClassMapping& mapping,
                               const TerrainGraphOptions& options, double halo,
                               const std::string& outPath);

// Cuts the cloud file `inputPath` into square tiles of `tileSize` metres on the grid of
// tasks/terrain/terrain_tile_grid.h, one file per non-empty tile, "<stem>_<kx>_<ky><extension>" in
// `outFolder` (coordinates, colours, intensity and class codes kept, points in file order).
// The cloud is read in batches of `batchPoints` (io/point_stream.h) and each point appended to a
// scratch file of its tile in a folder made in `scratchFolder` (tasks/terrain/tile_spill.h); each
// tile is then written from its scratch file alone. Memory holds one batch and one tile, never the
// cloud (for the streamed formats: binary PLY, LAS and XYZ; the others are read whole first).
// Disk: the tiles' points once more in scratch files (24 to 35 bytes per point), removed at
// the end. Throws std::invalid_argument for tileSize <= 0, a non-finite coordinate or more than
// 100,000 tiles; IoError naming the file for unreadable input or unwritable output.
struct CutTileFiles {
  std::vector<std::string> paths;  // in grid order
  std::uint64_t points = 0;
  bool inputStreamed = true;  // false: the input format was read whole
};
CutTileFiles cutIntoTileFiles(const std::string& inputPath, double tileSize,
                              const std::string& outFolder, const std::string& stem,
                              const std::string& extension, const std::string& scratchFolder,
                              int batchPoints = 1 << 20);

}  // namespace m3
