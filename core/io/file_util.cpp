#include <zlib.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include "io/io_error.h"

namespace m3 {

std::string readFileMaybeGzip(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw IoError(path + ": is a folder, not a file");
  gzFile file = gzopen(path.c_str(), "rb");  // zlib passes plain files through unchanged
  if (!file) throw IoError(path + ": cannot open file");
  std::string out;
  char buffer[1 << 16];
  for (;;) {
    const int got = gzread(file, buffer, sizeof buffer);
    if (got < 0) {
      int code = 0;
      const std::string why = gzerror(file, &code);
      gzclose(file);
      throw IoError(path + ": cannot read (" + why + ")");
    }
    if (got == 0) break;
    out.append(buffer, static_cast<size_t>(got));
  }
  // gzread reports a truncated stream only through gzclose / gzerror.
  int code = 0;
  const std::string why = gzerror(file, &code);
  const int closed = gzclose(file);
  if (code != Z_OK && code != Z_STREAM_END)
    throw IoError(path + ": damaged or truncated gzip data (" + why + ")");
  if (closed == Z_BUF_ERROR) throw IoError(path + ": truncated gzip data");
  return out;
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  fs::path tmp = target;
  tmp += ".tmp" + std::to_string(std::random_device{}());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw IoError(path + ": cannot write (folder missing or not writable)");
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
    out.flush();
    if (!out) {
      out.close();
      fs::remove(tmp);
      throw IoError(path + ": write failed (disk full?)");
    }
  }
  std::error_code ec;
  fs::rename(tmp, target, ec);
  if (ec) {
    fs::remove(tmp);
    throw IoError(path + ": cannot replace file (" + ec.message() + ")");
  }
}

}  // namespace m3
