#include <zlib.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
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

std::string readFileMaybeGzip(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw IoError(path + ": is a folder, not a file");
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
      std::snprintf(gib, sizeof gib, "%.1f", static_cast<double>(limit) / (1ull << 30));
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

namespace {

namespace fs = std::filesystem;

std::function<void()>& beforeWriteCheck() {
  static std::function<void()> check;
  return check;
}

// Where a write of `path` lands: a symbolic link is followed (also a dangling one, whose target
// a write creates), so the link itself stays in place. Gives up after 40 links, as the kernel does.
fs::path followSymlinks(const std::string& path) {
  fs::path p(path);
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(p, ec))) return p;
    const fs::path next = fs::read_symlink(p, ec);
    if (ec) throw IoError(path + ": cannot follow the symbolic link (" + ec.message() + ")");
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
  throw IoError(path + ": too many levels of symbolic links");
}

void writeAll(int fd, std::string_view contents, const std::string& path) {
  const char* data = contents.data();
  size_t left = contents.size();
  while (left > 0) {
    const ssize_t wrote = ::write(fd, data, std::min<size_t>(left, size_t{1} << 30));
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) throw IoError(path + ": write failed (" + std::strerror(wrote < 0 ? errno : ENOSPC) + ")");
    data += wrote;
    left -= static_cast<size_t>(wrote);
  }
}

// The temporary file for `target`: "<target>.m3tmp", locked while we write it. A run killed
// before its rename leaves the file unlocked, so the next write reuses it (nothing piles up);
// a concurrent writer of the same target holds the lock, so this one takes a name of its own.
struct TempFile {
  fs::path path;
  int fd = -1;
};

TempFile openTemporary(const fs::path& target, const std::string& shownPath) {
  static std::atomic<unsigned> counter{0};
  fs::path shared = target;
  shared += ".m3tmp";
  for (int attempt = 0; attempt < 8; ++attempt) {
    const int fd = ::open(shared.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) break;  // the fallback below reports why
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {  // a live writer holds it
      ::close(fd);
      break;
    }
    // The lock must be on the file that still carries the name: a writer that renamed it away
    // between our open and our lock has turned it into its target.
    struct stat opened {}, named {};
    if (::fstat(fd, &opened) == 0 && ::stat(shared.c_str(), &named) == 0 && opened.st_ino == named.st_ino &&
        opened.st_dev == named.st_dev && ::ftruncate(fd, 0) == 0)
      return {shared, fd};
    ::close(fd);
  }
  fs::path own = target;
  own += ".m3tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
  const int fd = ::open(own.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0)
    throw IoError(shownPath + ": cannot write (" + std::strerror(errno) + "; folder missing or not writable?)");
  return {own, fd};
}

}  // namespace

void setBeforeWriteCheck(std::function<void()> check) { beforeWriteCheck() = std::move(check); }

AtomicFileWriter::AtomicFileWriter(const std::string& path) : shownPath_(path) {
  if (beforeWriteCheck()) beforeWriteCheck()();
  target_ = followSymlinks(path);
  std::error_code ec;
  const fs::file_status status = fs::status(target_, ec);
  if (fs::is_directory(status)) throw IoError(path + ": is a folder, not a file");
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    inPlace_ = true;
    fd_ = ::open(target_.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd_ < 0) throw IoError(path + ": cannot write (" + std::strerror(errno) + ")");
    return;
  }
  TempFile tmp = openTemporary(target_, path);
  temporary_ = tmp.path;
  fd_ = tmp.fd;
  // A replaced file keeps its permissions (a file shared with a group stays shared).
  if (fs::exists(status)) ::fchmod(fd_, static_cast<mode_t>(status.permissions()) & 07777);
}

AtomicFileWriter::~AtomicFileWriter() {
  if (fd_ < 0) return;
  std::error_code ec;
  if (!inPlace_) fs::remove(temporary_, ec);  // before closing: the lock keeps other writers off it
  ::close(fd_);
}

void AtomicFileWriter::append(std::string_view bytes) {
  if (fd_ < 0) throw std::logic_error("AtomicFileWriter::append after commit");
  writeAll(fd_, bytes, shownPath_);
}

void AtomicFileWriter::commit() {
  if (fd_ < 0) throw std::logic_error("AtomicFileWriter::commit twice");
  if (inPlace_) {
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0) throw IoError(shownPath_ + ": write failed (" + std::strerror(errno) + ")");
    return;
  }
  // fsync before rename: after a power cut the name points at the old or the new contents.
  if (::fsync(fd_) != 0 && errno != EINVAL)
    throw IoError(shownPath_ + ": write failed (" + std::strerror(errno) + ")");
  // Renamed while still open and locked, so no other writer can take the name's file meanwhile.
  std::error_code ec;
  fs::rename(temporary_, target_, ec);
  if (ec) {
    const std::string why = ec.message();
    fs::remove(temporary_, ec);
    ::close(fd_);
    fd_ = -1;
    throw IoError(shownPath_ + ": cannot replace file (" + why + ")");
  }
  ::close(fd_);
  fd_ = -1;
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
  AtomicFileWriter file(path);
  file.append(contents);
  file.commit();
}

}  // namespace m3
