#pragma once
// Prediction of a cloud file larger than memory: what predictTerrainTiled
// (tasks/terrain/terrain_tiles.h) does, with the cloud on disk instead of in memory.
//   1. The input is read in batches (io/point_stream.h); each point is appended to a scratch
//      file of its tile, and to the scratch file of every neighbouring tile whose halo box holds
//      it (32 bytes per copy: index and double coordinates). Buffers are flushed at 64 MiB.
//   2. Tiles are solved `threads` at a time, each from its scratch file alone (own points first,
//      then halo points, both in file order, as predictTerrainTiled orders them), so the labels
//      equal predictTerrainTiled's on the same cloud; the tile's labels go into one byte per
//      point, and the scratch file is deleted.
//   3. The input is read again in batches and written to the output with the predicted class
//      codes (labelsToCodes with the points' original codes, as `terrain predict` writes), piece
//      by piece through an atomic write. From LAS to LAS the input is copied with only the
//      classification replaced (copyLasWithClasses: returns, GPS time, extra bytes, VLRs kept).
// Memory: one batch, one byte per point, and one tile's features and graph per thread; peak
// memory does not grow with the cloud beyond the byte per point, as long as the input format is
// streamed (binary PLY, LAS; other formats are read whole first, see PointStreamReader).
// Disk: about 32 bytes per point (plus halos) in a folder "m3studio-tiles-XXXXXX" made in the
// scratch folder (default: the output's folder, since the system's temporary folder is often in
// memory); removed at the end, also on errors, but left behind by a killed process.
// Requires: a model of at most 254 labels; an output path that canStreamPointCloudTo accepts;
//   options as predictTerrainTiled's (std::invalid_argument otherwise).
// Ensures: IoError naming the file for unreadable input or unwritable output or scratch; the
//   scratch folder is removed whatever happens (also when `progress` throws to cancel).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "io/point_cloud_io.h"
#include "tasks/terrain/terrain_tiles.h"

namespace m3 {

struct TerrainStreamOptions {
  TerrainTileOptions tiles;
  TerrainGraphOptions graph;  // features.threads: tiles solved at once (0: all cores)
  std::string scratchFolder;  // where the tile files go; empty: the output's folder
  int batchPoints = 1 << 20;  // points per read / write batch
  PointCloudWriteOptions write;
};

struct StreamedPrediction {
  std::uint64_t points = 0;
  int tiles = 0;
  std::uint64_t solvedPoints = 0;          // halos included
  std::vector<std::uint64_t> labelCounts;  // per model label
  bool inputStreamed = true;               // false: the input format was read whole
  double binSeconds = 0, solveSeconds = 0, writeSeconds = 0;
};

// `progress(phase, done, total)`: phase "reading", "tiles" or "writing" (points, tiles, points);
// called from the calling thread or a tile's thread, one call at a time; it may throw to cancel.
StreamedPrediction predictTerrainStreamed(
    const std::string& inputPath, const std::string& outputPath, const AmnModel& model,
    const ClassMapping& mapping, const TerrainStreamOptions& options = {},
    const std::function<void(const char* phase, std::uint64_t done, std::uint64_t total)>&
        progress = {});

}  // namespace m3
