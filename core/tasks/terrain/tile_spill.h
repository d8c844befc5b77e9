#pragma once
// Points of a cloud larger than memory sorted out to square tiles on disk: each tile's records
// are appended to a scratch file of its own, buffered in memory up to 64 MiB in all, in a
// scratch folder removed with everything in it when the ScratchFolder goes out of scope (left
// behind only by a killed process). Used by the streamed prediction
// (tasks/terrain/terrain_stream.h) and the streamed cut into tile files
// (tasks/terrain/terrain_tile_files.h).
#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace m3 {

using TileKey = std::pair<long long, long long>;  // floor(x / size), floor(y / size)

// The tile of (x, y) on the grid of tasks/terrain/terrain_tile_grid.h; nullopt for a coordinate
// that is not finite or beyond 10^15 tile sizes (the key would not fit).
std::optional<TileKey> tileKeyOf(double x, double y, double size);

// A folder "m3studio-tiles-XXXXXX" made in `base`; IoError naming `base` when it cannot be made.
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::filesystem::path& base);
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  std::filesystem::path tileFile(const TileKey& key) const;

 private:
  std::filesystem::path path_;
};

// Appends records to the tiles' scratch files. `maxTiles` bounds the files made (one per
// tile): beyond it add throws std::invalid_argument saying "<what>: ... more than N tiles".
class TileSpill {
 public:
  TileSpill(const ScratchFolder& folder, std::size_t maxTiles, std::string what);
  void add(const TileKey& key, const void* record, std::size_t bytes);
  // Writes what is buffered (IoError naming the scratch file when the disk is full).
  void flush();
  // Every tile that was given a record, in grid order.
  std::vector<TileKey> tiles() const;
  // The bytes of a tile's scratch file, after flush, and the file deleted (IoError when missing
  // or unreadable).
  std::string take(const TileKey& key) const;

 private:
  const ScratchFolder& folder_;
  std::size_t maxTiles_;
  std::string what_;
  std::map<TileKey, std::string> buffers_;  // nodes stay put: last_ remains valid
  std::string* last_ = nullptr;
  TileKey lastKey_;
  std::size_t buffered_ = 0;
};

}  // namespace m3
