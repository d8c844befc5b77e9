#include "fuzz_support.h"

#include <unistd.h>

#include <fstream>

namespace m3::fuzz {

std::string scratchFile(const uint8_t* data, size_t size, const std::string& suffix) {
  const char* dir = std::getenv("TMPDIR");
  const std::string path = std::string(dir && *dir ? dir : "/tmp") + "/m3fuzz-" + std::to_string(::getpid()) + suffix;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!out.flush()) finding("scratch file", "cannot write " + path);
  return path;
}

}  // namespace m3::fuzz
