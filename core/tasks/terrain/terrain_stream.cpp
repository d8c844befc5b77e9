#include "tasks/terrain/terrain_stream.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>

#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/point_stream.h"
#include "tasks/terrain/tile_spill.h"

namespace m3 {

namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kHaloFlag = std::uint64_t{1} << 63;
constexpr std::uint8_t kNoLabel = 255;
constexpr std::size_t kMaxTiles = 1'000'000;  // one scratch file each

struct SpillRecord {    // as written to a tile's scratch file
  std::uint64_t index;  // the point's index in the file; kHaloFlag set for a halo copy
  double x, y, z;
};
static_assert(sizeof(SpillRecord) == 32);

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

// A tile's scratch file as records.
std::vector<SpillRecord> readTile(const TileSpill& spill, const TileKey& key) {
  const std::string bytes = spill.take(key);
  std::vector<SpillRecord> records(bytes.size() / sizeof(SpillRecord));
  std::memcpy(records.data(), bytes.data(), records.size() * sizeof(SpillRecord));
  return records;
}

}  // namespace

StreamedPrediction predictTerrainStreamed(
    const std::string& inputPath, const std::string& outputPath, const AmnModel& model,
    const ClassMapping& mapping, const TerrainStreamOptions& options,
    const std::function<void(const char* phase, std::uint64_t done, std::uint64_t total)>&
        progress) {
  const double size = options.tiles.tileSize, halo = options.tiles.halo;
  const int reach = options.tiles.reach("streamed prediction");
  if (model.labels.size() >= kNoLabel)
    throw std::invalid_argument("streamed prediction: the model has more than 254 labels");
  if (!canStreamPointCloudTo(outputPath))
    throw IoError(
        outputPath +
        ": a cloud written piece by piece must be .ply, .las or .xyz (not compressed, not .pcd)");
  std::mutex progressLock;
  const auto report = [&](const char* phase, std::uint64_t done, std::uint64_t total) {
    if (!progress) return;
    std::lock_guard lock(progressLock);
    progress(phase, done, total);
  };

  StreamedPrediction result;
  // Beside the output by default: the system's temporary folder is often in memory (tmpfs).
  const fs::path outputFolder = fs::absolute(fs::path(outputPath)).parent_path();
  ScratchFolder scratch(options.scratchFolder.empty() ? outputFolder
                                                      : fs::path(options.scratchFolder));
  TileSpill spill(scratch, kMaxTiles, "streamed prediction");
  PointStreamSummary summary;
  int survivingCodeMax = 0;  // the largest original code that maps to a label (it may be kept)
  auto start = std::chrono::steady_clock::now();
  {
    auto reader = openPointStream(inputPath);
    result.inputStreamed = reader->streamed();
    const std::uint64_t total = reader->size();
    for (PointCloud batch = reader->next(options.batchPoints); batch.numPoints() > 0;
         batch = reader->next(options.batchPoints)) {
      for (int i = 0; i < batch.numPoints(); ++i) {
        const double x = batch.xyz(i, 0), y = batch.xyz(i, 1);
        const std::optional<TileKey> key = tileKeyOf(x, y, size);
        if (!key)
          throw std::invalid_argument(
              "streamed prediction: the tile size is too small for the cloud's extent");
        const auto [kx, ky] = *key;
        const SpillRecord record{summary.points + static_cast<std::uint64_t>(i), x, y,
                                 batch.xyz(i, 2)};
        spill.add(*key, &record, sizeof record);
        for (int dy = -reach; dy <= reach; ++dy)
          for (int dx = -reach; dx <= reach; ++dx)
            if ((dx || dy) &&
                tileBox(static_cast<double>(kx + dx), static_cast<double>(ky + dy), size, halo)
                    .holds(x, y)) {
              const SpillRecord copy{record.index | kHaloFlag, x, y, record.z};
              spill.add({kx + dx, ky + dy}, &copy, sizeof copy);
            }
      }
      if (!batch.classCodes.empty()) {
        const Labeling mapped = applyClassMapping(batch, mapping);
        for (std::size_t i = 0; i < mapped.size(); ++i)
          if (mapped[i] != kUnlabelled)
            survivingCodeMax = std::max(survivingCodeMax, batch.classCodes[i]);
      }
      summary.add(batch);
      report("reading", summary.points, total);
    }
    spill.flush();
  }
  result.points = summary.points;
  result.binSeconds = seconds(start);

  // Tiles, `threads` at a time; a halo-only tile (points of no one's own) is skipped.
  start = std::chrono::steady_clock::now();
  std::vector<std::uint8_t> labels(static_cast<std::size_t>(summary.points), kNoLabel);
  const std::vector<TileKey> tiles = spill.tiles();
  const int threads = resolveThreadCount(options.graph.features.threads);
  TerrainGraphOptions perTile = options.graph;
  perTile.features.threads = perTile.graph.threads = 1;  // the tiles are the parallel work
  std::atomic<std::uint64_t> solved{0};
  std::atomic<int> withPoints{0};
  int done = 0;
  // A throw (a failed tile, a cancel from `progress`) stops parallelBlocks handing out tiles.
  parallelBlocks(static_cast<int>(tiles.size()), threads, 1, [&](int begin, int end) {
    for (int t = begin; t < end; ++t) {
      const std::vector<SpillRecord> records = readTile(spill, tiles[static_cast<std::size_t>(t)]);
      PointCloud part;
      part.xyz.resize(static_cast<Eigen::Index>(records.size()), 3);
      std::vector<std::uint64_t> own;
      Eigen::Index row = 0;
      for (bool haloPass : {false, true})
        for (const SpillRecord& r : records)
          if (((r.index & kHaloFlag) != 0) == haloPass) {
            if (!haloPass) own.push_back(r.index);
            part.xyz.row(row++) << r.x, r.y, r.z;
          }
      if (!own.empty()) {
        const Labeling tileLabels = predictAmn(model, buildTerrainGraph(part, perTile));
        for (std::size_t k = 0; k < own.size(); ++k)
          labels[own[k]] = static_cast<std::uint8_t>(tileLabels[k]);
        solved += records.size();
        ++withPoints;
      }
      std::lock_guard lock(progressLock);
      ++done;
      if (progress) progress("tiles", static_cast<std::uint64_t>(done), tiles.size());
    }
  });
  result.tiles = withPoints;
  result.solvedPoints = solved;
  result.solveSeconds = seconds(start);

  // The input again, written out with the predicted codes.
  start = std::chrono::steady_clock::now();
  result.labelCounts.assign(static_cast<std::size_t>(model.labels.size()), 0);
  // Points first.. get their predicted codes in place of their original `codes`.
  const auto predictedCodes = [&](std::uint64_t first, std::vector<int>& codes, std::size_t count) {
    if (first + count > labels.size())
      throw IoError(inputPath + ": the file changed while it was read (more points than before)");
    Labeling batchLabels(count);
    for (std::size_t i = 0; i < count; ++i) {
      const std::uint8_t y = labels[first + i];
      batchLabels[i] = y == kNoLabel ? kUnlabelled : y;
      if (y != kNoLabel) ++result.labelCounts[y];
    }
    codes = labelsToCodes(batchLabels, mapping, codes);
    report("writing", first + count, summary.points);
  };
  if (pointCloudFormatFromPath(inputPath) == PointCloudFormat::Las && result.inputStreamed &&
      pointCloudFormatFromPath(outputPath) == PointCloudFormat::Las) {
    // LAS to LAS: every field of the input kept, only the classification replaced.
    copyLasWithClasses(inputPath, outputPath, summary.points,
                       [&](std::uint64_t first, std::vector<int>& codes) {
                         predictedCodes(first, codes, codes.size());
                       });
    result.writeSeconds = seconds(start);
    return result;
  }
  PointStreamSummary written = summary;
  written.classes = true;
  // The codes labelsToCodes can give: each label's smallest code, or an original code that maps
  // to the label predicted (so a LAS output takes the format a whole-cloud write would).
  written.maxClassCode = survivingCodeMax;
  std::map<int, int> smallestCode;
  for (const ClassMapping::Entry& e : mapping.entries)
    if (e.label != kUnlabelled && (!smallestCode.count(e.label) || e.code < smallestCode[e.label]))
      smallestCode[e.label] = e.code;
  for (const auto& entry : smallestCode)
    written.maxClassCode = std::max(written.maxClassCode, entry.second);
  auto reader = openPointStream(inputPath, summary.points);
  if (reader->size() != summary.points)
    throw IoError(inputPath + ": the file changed while it was read (" +
                  std::to_string(reader->size()) + " points, " + std::to_string(summary.points) +
                  " before)");
  auto writer = openPointStreamWriter(outputPath, written, options.write);
  std::uint64_t first = 0;
  for (PointCloud batch = reader->next(options.batchPoints); batch.numPoints() > 0;
       batch = reader->next(options.batchPoints)) {
    const auto count = static_cast<std::size_t>(batch.numPoints());
    predictedCodes(first, batch.classCodes, count);
    writer->write(batch);
    first += count;
  }
  if (first != summary.points)
    throw IoError(inputPath + ": the file changed while it was read (" + std::to_string(first) +
                  " points, " + std::to_string(summary.points) + " before)");
  writer->finish();
  result.writeSeconds = seconds(start);
  return result;
}

}  // namespace m3
