#pragma once
// Every reader reports malformed input by throwing IoError with a message that names the
// file and, where it applies, the line: users see it verbatim.
#include <cstddef>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace m3 {

class IoError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a whole file, transparently gunzipping it when it starts with the gzip magic.
// Throws IoError when the file cannot be opened, is a truncated gzip stream, or holds more
// than maxLoadBytes() (a gzip bomb, a file the machine cannot hold).
std::string readFileMaybeGzip(const std::string& path);

// The most bytes one file may take in memory once read and decompressed: half the physical
// memory, or what the environment variable M3_MAX_LOAD_GB says (GUI and CLI alike).
std::size_t maxLoadBytes();

// Writes `contents` to `path` atomically: "<path>.m3tmp" in the same folder is written, synced
// and renamed over the target, so a crash or a full disk never leaves a half-written file and
// the old contents stay until the new ones are complete. A symbolic link is followed (its target
// is replaced, the link stays); devices and FIFOs (/dev/null) are written in place. The temporary
// file of a killed run is reused by the next write. IoError naming `path` for any failure.
void writeFileAtomically(const std::string& path, const std::string& contents);

// The same, for output written piece by piece (files larger than memory): the constructor
// opens "<path>.m3tmp" (or a device in place), append() writes, commit() syncs and renames.
// Destroyed without commit() (an exception on the way), it removes the temporary file and
// the old contents stay. IoError naming `path` for any failure.
class AtomicFileWriter {
 public:
  explicit AtomicFileWriter(const std::string& path);
  ~AtomicFileWriter();
  AtomicFileWriter(const AtomicFileWriter&) = delete;
  AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;
  void append(std::string_view bytes);
  void commit();

 private:
  std::string shownPath_;
  std::filesystem::path target_, temporary_;
  int fd_ = -1;
  bool inPlace_ = false;  // a device or FIFO: written where it is
};

// A check that every writeFileAtomically runs before it writes anything: the CLI throws there
// once it has been interrupted, so an interrupted run leaves no output. None by default; set it
// once, before any thread writes.
void setBeforeWriteCheck(std::function<void()> check);

}  // namespace m3
