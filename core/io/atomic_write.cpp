// The one writer of every output file (io_error.h: writeFileAtomically, AtomicFileWriter).
// What it guarantees and why is in docs/reliability.md ("What a write guarantees").
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstring>
#include <filesystem>
#include <random>

#include "io/io_error.h"

namespace m3 {

namespace {

namespace fs = std::filesystem;

std::function<void()>& beforeWriteCheck() {
  static std::function<void()> check;
  return check;
}

void checkNotStopped() {
  if (beforeWriteCheck()) beforeWriteCheck()();
}

// The temporary files being written right now, so that a process told to die at once
// (removeTemporaryFilesNow, from a signal handler) can remove them: fixed slots of plain
// characters claimed with an atomic flag, because a signal handler may neither lock nor
// allocate.
struct TemporarySlot {
  std::atomic<bool> used{false};
  char path[PATH_MAX + 1] = {};
};
std::array<TemporarySlot, 64> temporarySlots;

int registerTemporary(const fs::path& path) {
  const std::string& text = path.native();
  if (text.size() > PATH_MAX) return -1;
  for (size_t k = 0; k < temporarySlots.size(); ++k) {
    bool expected = false;
    if (temporarySlots[k].used.compare_exchange_strong(expected, true)) {
      // The first character last: a handler never sees a name half written.
      char* path = temporarySlots[k].path;
      std::memcpy(path + 1, text.c_str() + 1, text.size());
      std::atomic_signal_fence(std::memory_order_seq_cst);
      path[0] = text[0];
      return static_cast<int>(k);
    }
  }
  return -1;  // more than 64 writes at once: the rest are not removed by a second signal
}

void unregisterTemporary(int slot) {
  if (slot < 0) return;
  temporarySlots[static_cast<size_t>(slot)].path[0] = '\0';
  std::atomic_signal_fence(std::memory_order_seq_cst);
  temporarySlots[static_cast<size_t>(slot)].used.store(false);
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
    if (wrote <= 0)
      throw IoError(path + ": write failed (" + std::strerror(wrote < 0 ? errno : ENOSPC) + ")");
    data += wrote;
    left -= static_cast<size_t>(wrote);
  }
}

// ".<name>.m3tmp<suffix>" beside the target, the name shortened so that the whole fits the
// folder's longest file name (a target name of 250 bytes still gets a temporary file).
fs::path temporaryName(const fs::path& target, const std::string& suffix) {
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  long nameMax = ::pathconf(folder.c_str(), _PC_NAME_MAX);
  if (nameMax <= 0) nameMax = 255;
  const std::string tail = ".m3tmp" + suffix;
  std::string name = target.filename().native();
  const size_t room = static_cast<size_t>(nameMax) - 1 - tail.size();
  if (name.size() > room) name.resize(room);
  return folder / ("." + name + tail);
}

// A temporary file a killed run left behind: a regular file (never a link: removing a link is
// harmless, but it is not ours to remove), not written for a minute and not locked by a live
// writer. Both, not the lock alone: where a folder is shared between machines (an MPI run's
// output on NFS or Lustre) a lock may be seen on one machine only, while a live writer keeps
// its file's time fresh everywhere. Its name is then removed, so the next create can take it.
bool removeIfLeftBehind(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  bool removed = false;
  struct stat opened {
  }, named{};
  const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  if (::fstat(fd, &opened) == 0 && S_ISREG(opened.st_mode) && opened.st_mtime + 60 < now &&
      ::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::lstat(path.c_str(), &named) == 0 &&
      named.st_ino == opened.st_ino && named.st_dev == opened.st_dev)
    removed = ::unlink(path.c_str()) == 0;
  ::close(fd);
  return removed;
}

struct TempFile {
  fs::path path;
  int fd = -1;
};

// Created, never opened: O_EXCL | O_NOFOLLOW fail on anything already at the name (a file, a
// symbolic or hard link someone left there), so a write can never go through a link into
// another file. The usual name first (a killed run's leftover of it is removed), then names
// with a random suffix, as mkstemp makes them.
TempFile createTemporary(const fs::path& target, const std::string& shownPath) {
  static std::atomic<unsigned> counter{0};
  const auto create = [](const fs::path& path) {
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
  };
  const fs::path usual = temporaryName(target, "");
  int fd = create(usual);
  if (fd < 0 && errno == EEXIST) {
    removeIfLeftBehind(usual);
    fd = create(usual);
  }
  if (fd >= 0) {
    ::flock(fd, LOCK_EX | LOCK_NB);  // says "alive" to removeIfLeftBehind of other writers
    return {usual, fd};
  }
  if (errno != EEXIST)
    throw IoError(shownPath + ": cannot write (" + std::strerror(errno) +
                  "; folder missing or not writable?)");
  std::mt19937_64 random(
      static_cast<std::uint64_t>(::getpid()) * 0x9E3779B97F4A7C15ull + counter++ +
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
  static constexpr char kLetters[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string suffix = "-";
    for (int k = 0; k < 8; ++k) suffix += kLetters[random() % (sizeof kLetters - 1)];
    const fs::path own = temporaryName(target, suffix);
    fd = create(own);
    if (fd >= 0) {
      ::flock(fd, LOCK_EX | LOCK_NB);
      return {own, fd};
    }
    if (errno != EEXIST)
      throw IoError(shownPath + ": cannot write (" + std::strerror(errno) +
                    "; folder missing or not writable?)");
  }
  throw IoError(shownPath + ": cannot write (no free temporary file name beside it)");
}

}  // namespace

int removeAbandonedTemporaries(const std::string& folder) {
  int removed = 0;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    // ".<name>.m3tmp" or ".<name>.m3tmp-XXXXXXXX" (temporaryName), nothing else.
    const std::string name = it->path().filename().native();
    const size_t at = name.rfind(".m3tmp");
    const bool ours = name.size() > 7 && name[0] == '.' && at != std::string::npos && at > 0 &&
                      (at + 6 == name.size() || (at + 15 == name.size() && name[at + 6] == '-'));
    if (ours && it->is_regular_file(ec)) removed += removeIfLeftBehind(it->path()) ? 1 : 0;
  }
  return removed;
}

void setBeforeWriteCheck(std::function<void()> check) {
  beforeWriteCheck() = std::move(check);
}

void removeTemporaryFilesNow() noexcept {
  for (TemporarySlot& slot : temporarySlots)
    if (slot.used.load() && slot.path[0]) ::unlink(slot.path);
}

AtomicFileWriter::AtomicFileWriter(const std::string& path) : shownPath_(path) {
  checkNotStopped();
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
  TempFile tmp = createTemporary(target_, path);
  temporary_ = tmp.path;
  fd_ = tmp.fd;
  slot_ = registerTemporary(temporary_);
  // A replaced file keeps its permissions (a file shared with a group stays shared).
  if (fs::exists(status)) ::fchmod(fd_, static_cast<mode_t>(status.permissions()) & 07777);
}

AtomicFileWriter::~AtomicFileWriter() {
  if (fd_ < 0) return;
  if (!inPlace_)
    ::unlink(temporary_.c_str());  // before closing: the lock keeps other writers off it
  unregisterTemporary(slot_);
  ::close(fd_);
}

void AtomicFileWriter::append(std::string_view bytes) {
  if (fd_ < 0) throw std::logic_error("AtomicFileWriter::append after commit");
  checkNotStopped();  // a long streamed write stops soon after Ctrl-C, leaving the old file
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
  // The last moment a stop can still keep the old file: after the rename it is gone.
  checkNotStopped();
  // Renamed while still open and locked, so no other writer can take the name's file meanwhile.
  if (::rename(temporary_.c_str(), target_.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    throw IoError(shownPath_ + ": cannot replace file (" + why + ")");  // the destructor removes it
  }
  unregisterTemporary(slot_);
  ::close(fd_);
  fd_ = -1;
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
  AtomicFileWriter file(path);
  file.append(contents);
  file.commit();
}

}  // namespace m3
