#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "io/io_error.h"

namespace m3 {

std::size_t maxLoadBytes() {
  if (const char* text = std::getenv("M3_MAX_LOAD_GB"); text && *text) {
    char* end = nullptr;
    const double gb = std::strtod(text, &end);
    if (end != text && *end == '\0' && gb > 0 && gb < 1e6) return static_cast<std::size_t>(gb * (1ull << 30));
  }
  const long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || pageSize <= 0) return std::size_t{8} << 30;
  return static_cast<std::size_t>(pages) * static_cast<std::size_t>(pageSize) / 2;
}

void throwIoError(const std::string& file, const std::string& what) {
  throw IoError(file + ": " + what);
}

std::string quotedToken(std::string_view token) {
  constexpr std::size_t kMax = 32;
  std::string out = "'";
  for (char c : token.substr(0, kMax)) out += (c >= 32 && c < 127) ? c : '?';
  if (token.size() > kMax) out += "...";
  return out + "'";
}

void refuseNonRegularFile(const std::string& path, const std::string& expected) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return;  // missing or unreadable: the open reports it
  if (S_ISREG(info.st_mode)) return;
  if (S_ISDIR(info.st_mode)) throw IoError(path + ": is a folder, not " + expected);
  const char* kind = S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode) ? "a device"
                     : S_ISFIFO(info.st_mode)                       ? "a named pipe"
                                                                    : "not a regular file";
  throw IoError(path + ": is " + std::string(kind) + ", not " + expected +
                " (inputs are read from regular files)");
}

bool isUtf8(std::string_view text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* end = p + text.size();
  while (p < end) {
    const unsigned char c = *p;
    int extra = 0;
    std::uint32_t code = 0, least = 0;
    if (c < 0x80) {
      ++p;
      continue;
    } else if ((c & 0xe0) == 0xc0) {
      extra = 1, code = c & 0x1f, least = 0x80;
    } else if ((c & 0xf0) == 0xe0) {
      extra = 2, code = c & 0x0f, least = 0x800;
    } else if ((c & 0xf8) == 0xf0) {
      extra = 3, code = c & 0x07, least = 0x10000;
    } else {
      return false;  // a continuation byte first, or 0xf8..0xff
    }
    if (end - p <= extra) return false;
    for (int k = 1; k <= extra; ++k) {
      if ((p[k] & 0xc0) != 0x80) return false;
      code = (code << 6) | (p[k] & 0x3f);
    }
    if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    p += extra + 1;
  }
  return true;
}

void requireUtf8(std::string_view text, const std::string& where, const std::string& what) {
  if (!isUtf8(text))
    throw IoError(where + ": " + what + " " + quotedToken(text) +
                  " is not UTF-8 text (convert the file to UTF-8, e.g. with iconv)");
}

std::vector<std::string> filesInFolder(const std::string& folder,
                                       const std::function<bool(const std::string&)>& wanted) {
  std::vector<std::string> files;
  std::error_code error;
  for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end;
       it.increment(error)) {
    std::error_code typeError;
    if (it->is_regular_file(typeError) && wanted(it->path().filename().string()))
      files.push_back(it->path().string());
  }
  if (error) throw IoError(folder + ": cannot list the folder (" + error.message() + ")");
  std::sort(files.begin(), files.end());
  return files;
}

std::string plainFileName(const std::string& path) {
  std::string name = std::filesystem::path(path).filename().string();
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (name.size() > 3 && name.ends_with(".gz")) name.resize(name.size() - 3);
  return name;
}

std::string readFileMaybeGzip(const std::string& path) {
  refuseNonRegularFile(path);
  gzFile file = gzopen(path.c_str(), "rb");  // zlib passes plain files through unchanged
  if (!file) throw IoError(path + ": cannot open file");
  std::string out;
  char buffer[1 << 16];
  const std::size_t limit = maxLoadBytes();
  for (;;) {
    const int got = gzread(file, buffer, sizeof buffer);
    if (got < 0) {
      int code = 0;
      const std::string why = gzerror(file, &code);
      gzclose(file);
      throw IoError(path + ": cannot read (" + why + ")");
    }
    if (got == 0) break;
    if (out.size() + static_cast<size_t>(got) > limit) {
      gzclose(file);
      char gib[32];
      std::snprintf(gib, sizeof gib, "%.3g", static_cast<double>(limit) / (1ull << 30));
      throw IoError(path + ": holds more than the " + gib +
                    " GiB one file may take in memory (set M3_MAX_LOAD_GB to allow more)");
    }
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

}  // namespace m3
