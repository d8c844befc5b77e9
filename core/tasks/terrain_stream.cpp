#include "tasks/terrain_stream.h"

#include <stdlib.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>

#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/point_stream.h"

namespace m3 {

namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kHaloFlag = std::uint64_t{1} << 63;
constexpr std::uint8_t kNoLabel = 255;
constexpr std::size_t kFlushBytes = std::size_t{64} << 20;

struct SpillRecord {  // as written to a tile's scratch file
  std::uint64_t index;  // the point's index in the file; kHaloFlag set for a halo copy
  double x, y, z;
};
static_assert(sizeof(SpillRecord) == 32);

using TileKey = std::pair<long long, long long>;  // floor(x / size), floor(y / size)

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

// A scratch folder of its own, removed with everything in it when this goes out of scope.
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& parent) {
    std::error_code ec;
    const fs::path base = parent.empty() ? fs::temp_directory_path(ec) : fs::path(parent);
    std::string pattern = (base / "m3studio-tiles-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
      throw IoError(base.string() + ": cannot create a scratch folder for the tiles (" + std::strerror(errno) +
                    "; choose another with --scratch)");
    path_ = pattern;
  }
  ~ScratchFolder() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  fs::path tileFile(const TileKey& key) const {
    return path_ / (std::to_string(key.first) + "_" + std::to_string(key.second) + ".bin");
  }

 private:
  fs::path path_;
};

// Appends records to the tiles' scratch files, buffered.
class TileSpill {
 public:
  explicit TileSpill(const ScratchFolder& folder) : folder_(folder) {}
  void add(const TileKey& key, const SpillRecord& record) {
    if (!last_ || key != lastKey_) {  // neighbouring points mostly share a tile: skip the lookup
      last_ = &buffers_[key];
      lastKey_ = key;
    }
    std::string& buffer = *last_;
    buffer.append(reinterpret_cast<const char*>(&record), sizeof record);
    buffered_ += sizeof record;
    if (buffered_ >= kFlushBytes) flush();
  }
  void flush() {
    for (auto& [key, buffer] : buffers_) {
      if (buffer.empty()) continue;
      const fs::path path = folder_.tileFile(key);
      std::FILE* file = std::fopen(path.c_str(), "ab");
      const bool ok = file && std::fwrite(buffer.data(), 1, buffer.size(), file) == buffer.size();
      if (file && std::fclose(file) != 0) file = nullptr;
      if (!ok || !file) throw IoError(path.string() + ": cannot write a tile's scratch file (disk full?)");
      buffer.clear();
      buffer.shrink_to_fit();
    }
    buffered_ = 0;
  }
  std::vector<TileKey> tiles() const {  // every tile that received a point (its own or a halo)
    std::vector<TileKey> keys;
    for (const auto& entry : buffers_) keys.push_back(entry.first);
    return keys;
  }

 private:
  const ScratchFolder& folder_;
  std::map<TileKey, std::string> buffers_;  // nodes stay put: last_ remains valid
  std::string* last_ = nullptr;
  TileKey lastKey_;
  std::size_t buffered_ = 0;
};

std::vector<SpillRecord> readTile(const fs::path& path) {
  std::vector<SpillRecord> records;
  std::error_code ec;
  const auto bytes = fs::file_size(path, ec);
  if (ec) return records;  // halo copies only went to tiles with points; no file: nothing here
  records.resize(static_cast<std::size_t>(bytes / sizeof(SpillRecord)));
  std::FILE* file = std::fopen(path.c_str(), "rb");
  const bool ok = file && std::fread(records.data(), sizeof(SpillRecord), records.size(), file) == records.size();
  if (file) std::fclose(file);
  if (!ok) throw IoError(path.string() + ": cannot read a tile's scratch file");
  return records;
}

}  // namespace

StreamedPrediction predictTerrainStreamed(
    const std::string& inputPath, const std::string& outputPath, const AmnModel& model, const ClassMapping& mapping,
    const TerrainStreamOptions& options,
    const std::function<void(const char* phase, std::uint64_t done, std::uint64_t total)>& progress) {
  const double size = options.tiles.tileSize, halo = options.tiles.halo;
  if (!(std::isfinite(size) && size > 0) || !(std::isfinite(halo) && halo >= 0))
    throw std::invalid_argument("streamed prediction: the tile size must be positive and the halo >= 0");
  if (model.labels.size() >= kNoLabel)
    throw std::invalid_argument("streamed prediction: the model has more than 254 labels");
  if (!canStreamPointCloudTo(outputPath))
    throw IoError(outputPath + ": a cloud written piece by piece must be .ply, .las or .xyz (not compressed, not .pcd)");
  std::mutex progressLock;
  const auto report = [&](const char* phase, std::uint64_t done, std::uint64_t total) {
    if (!progress) return;
    std::lock_guard lock(progressLock);
    progress(phase, done, total);
  };

  StreamedPrediction result;
  ScratchFolder scratch(options.scratchFolder);
  TileSpill spill(scratch);
  PointStreamSummary summary;
  const int reach = static_cast<int>(std::ceil(halo / size));
  auto start = std::chrono::steady_clock::now();
  {
    auto reader = openPointStream(inputPath);
    result.inputStreamed = reader->streamed();
    const std::uint64_t total = reader->size();
    for (PointCloud batch = reader->next(options.batchPoints); batch.numPoints() > 0;
         batch = reader->next(options.batchPoints)) {
      for (int i = 0; i < batch.numPoints(); ++i) {
        const double x = batch.xyz(i, 0), y = batch.xyz(i, 1);
        const double kx = std::floor(x / size), ky = std::floor(y / size);
        if (!(std::abs(kx) < 1e15 && std::abs(ky) < 1e15))
          throw std::invalid_argument("streamed prediction: the tile size is too small for the cloud's extent");
        const SpillRecord record{summary.points + static_cast<std::uint64_t>(i), x, y, batch.xyz(i, 2)};
        spill.add({static_cast<long long>(kx), static_cast<long long>(ky)}, record);
        for (int dy = -reach; dy <= reach; ++dy)
          for (int dx = -reach; dx <= reach; ++dx)
            if ((dx || dy) && tileBox(kx + dx, ky + dy, size, halo).holds(x, y))
              spill.add({static_cast<long long>(kx) + dx, static_cast<long long>(ky) + dy},
                        {record.index | kHaloFlag, x, y, record.z});
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
  std::atomic<int> done{0}, withPoints{0};
  std::exception_ptr failure;
  std::mutex failureLock;
  parallelBlocks(static_cast<int>(tiles.size()), threads, 1, [&](int begin, int end) {
    for (int t = begin; t < end; ++t) {
      try {
        const fs::path file = scratch.tileFile(tiles[static_cast<std::size_t>(t)]);
        const std::vector<SpillRecord> records = readTile(file);
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
          for (std::size_t k = 0; k < own.size(); ++k) labels[own[k]] = static_cast<std::uint8_t>(tileLabels[k]);
          solved += records.size();
          ++withPoints;
        }
        std::error_code ec;
        fs::remove(file, ec);
        report("tiles", static_cast<std::uint64_t>(++done), tiles.size());
      } catch (...) {
        std::lock_guard lock(failureLock);
        if (!failure) failure = std::current_exception();
        return;
      }
    }
  });
  if (failure) std::rethrow_exception(failure);
  result.tiles = withPoints;
  result.solvedPoints = solved;
  result.solveSeconds = seconds(start);

  // The input again, written out with the predicted codes.
  start = std::chrono::steady_clock::now();
  result.labelCounts.assign(static_cast<std::size_t>(model.labels.size()), 0);
  PointStreamSummary written = summary;
  written.classes = true;
  written.maxClassCode = summary.classes ? summary.maxClassCode : 0;  // original codes may survive
  for (const ClassMapping::Entry& e : mapping.entries) written.maxClassCode = std::max(written.maxClassCode, e.code);
  auto reader = openPointStream(inputPath);
  auto writer = openPointStreamWriter(outputPath, written, options.write);
  std::uint64_t first = 0;
  for (PointCloud batch = reader->next(options.batchPoints); batch.numPoints() > 0;
       batch = reader->next(options.batchPoints)) {
    Labeling batchLabels(static_cast<std::size_t>(batch.numPoints()));
    for (int i = 0; i < batch.numPoints(); ++i) {
      const std::uint8_t y = labels[first + static_cast<std::uint64_t>(i)];
      batchLabels[static_cast<std::size_t>(i)] = y == kNoLabel ? kUnlabelled : y;
      if (y != kNoLabel) ++result.labelCounts[y];
    }
    batch.classCodes = labelsToCodes(batchLabels, mapping, batch.classCodes);
    writer->write(batch);
    first += static_cast<std::uint64_t>(batch.numPoints());
    report("writing", first, summary.points);
  }
  if (first != summary.points)
    throw IoError(inputPath + ": the file changed while it was read (" + std::to_string(first) + " points, " +
                  std::to_string(summary.points) + " before)");
  writer->finish();
  result.writeSeconds = seconds(start);
  return result;
}

}  // namespace m3
