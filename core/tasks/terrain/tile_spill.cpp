#include "tasks/terrain/tile_spill.h"

#include <stdlib.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "io/io_error.h"

namespace m3 {

namespace fs = std::filesystem;

namespace {
constexpr std::size_t kFlushBytes = std::size_t{64} << 20;
}

std::optional<TileKey> tileKeyOf(double x, double y, double size) {
  const double kx = std::floor(x / size), ky = std::floor(y / size);
  if (!(std::abs(kx) < 1e15 && std::abs(ky) < 1e15)) return std::nullopt;
  return TileKey{static_cast<long long>(kx), static_cast<long long>(ky)};
}

ScratchFolder::ScratchFolder(const fs::path& base) {
  std::string pattern = (base / "m3studio-tiles-XXXXXX").string();
  if (!::mkdtemp(pattern.data()))
    throw IoError(base.string() + ": cannot create a scratch folder for the tiles (" +
                  std::strerror(errno) + "; choose another with --scratch)");
  path_ = pattern;
}

ScratchFolder::~ScratchFolder() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

fs::path ScratchFolder::tileFile(const TileKey& key) const {
  return path_ / (std::to_string(key.first) + "_" + std::to_string(key.second) + ".bin");
}

TileSpill::TileSpill(const ScratchFolder& folder, std::size_t maxTiles, std::string what)
    : folder_(folder), maxTiles_(maxTiles), what_(std::move(what)) {}

void TileSpill::add(const TileKey& key, const void* record, std::size_t bytes) {
  if (!last_ || key != lastKey_) {  // neighbouring points mostly share a tile: skip the lookup
    last_ = &buffers_[key];
    lastKey_ = key;
    if (buffers_.size() > maxTiles_)
      throw std::invalid_argument(
          what_ + ": the tile size is too small for the cloud's extent (more than " +
          std::to_string(maxTiles_) + " tiles)");
  }
  last_->append(static_cast<const char*>(record), bytes);
  buffered_ += bytes;
  if (buffered_ >= kFlushBytes) flush();
}

void TileSpill::flush() {
  for (auto& [key, buffer] : buffers_) {
    if (buffer.empty()) continue;
    const fs::path path = folder_.tileFile(key);
    std::FILE* file = std::fopen(path.c_str(), "ab");
    const bool ok = file && std::fwrite(buffer.data(), 1, buffer.size(), file) == buffer.size();
    if (file && std::fclose(file) != 0) file = nullptr;
    if (!ok || !file)
      throw IoError(path.string() + ": cannot write a tile's scratch file (disk full?)");
    buffer.clear();
    buffer.shrink_to_fit();
  }
  buffered_ = 0;
}

std::vector<TileKey> TileSpill::tiles() const {
  std::vector<TileKey> keys;
  for (const auto& entry : buffers_) keys.push_back(entry.first);
  return keys;
}

std::string TileSpill::take(const TileKey& key) const {
  const fs::path path = folder_.tileFile(key);
  std::error_code ec;
  const auto bytes = fs::file_size(path, ec);  // every tile that was given a record has its file
  if (ec)
    throw IoError(path.string() + ": a tile's scratch file is missing (" + ec.message() + ")");
  std::string data(static_cast<std::size_t>(bytes), '\0');
  std::FILE* file = std::fopen(path.c_str(), "rb");
  const bool ok = file && std::fread(data.data(), 1, data.size(), file) == data.size();
  if (file) std::fclose(file);
  if (!ok) throw IoError(path.string() + ": cannot read a tile's scratch file");
  fs::remove(path, ec);  // the disk it took is free for the next tiles' output
  return data;
}

}  // namespace m3
