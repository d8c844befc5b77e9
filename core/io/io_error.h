#pragma once
// Every reader reports malformed input by throwing IoError with a message that names the
// file and, where it applies, the line: users see it verbatim.
#include <cstddef>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace m3 {

class IoError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws IoError("<file>: <what>").
[[noreturn]] void throwIoError(const std::string& file, const std::string& what);

// A token for an error message: quoted, cut to a few dozen characters, anything unprintable
// shown as '?' (a binary file read as text must not flood the message or the terminal).
std::string quotedToken(std::string_view token);

// Throws IoError naming `path` unless it is (or links to) a regular file: a folder ("is a
// folder, not <expected>"), a device such as /dev/zero (which never ends), a FIFO (whose open
// waits for a writer) or a socket. Missing files pass: the reader's open says so. Every
// reader of a named input calls it first, so no input can hang a reader or fill memory.
void refuseNonRegularFile(const std::string& path, const std::string& expected = "a file");

// Whether `text` is well-formed UTF-8 (no stray continuation bytes, overlong forms, surrogates
// or code points past U+10FFFF).
bool isUtf8(std::string_view text);

// Names that end up in models, exports and the GUI (classes, labels, attributes) must be
// UTF-8: the JSON of a model cannot hold anything else, so a Latin-1 name would otherwise fail
// at the end of a training run. Throws IoError "<where>: <what> <quoted> is not UTF-8 text".
void requireUtf8(std::string_view text, const std::string& where, const std::string& what);

// The regular files (or links to them) directly in `folder` whose file name `wanted` accepts,
// sorted by name, so that every reader of a folder takes its files in the same order. IoError
// naming the folder when it cannot be listed.
std::vector<std::string> filesInFolder(
    const std::string& folder, const std::function<bool(const std::string& fileName)>& wanted);

// A file name in lower case without a trailing ".gz": what its format is told by.
std::string plainFileName(const std::string& path);

// Reads a whole file, transparently gunzipping it when it starts with the gzip magic.
// Throws IoError when the file cannot be opened, is a truncated gzip stream, or holds more
// than maxLoadBytes() (a gzip bomb, a file the machine cannot hold).
std::string readFileMaybeGzip(const std::string& path);

// The most bytes one file may take in memory once read and decompressed: half the physical
// memory, or what the environment variable M3_MAX_LOAD_GB says (GUI and CLI alike).
std::size_t maxLoadBytes();

// Writes `contents` to `path` atomically: a new temporary file beside the target
// (".<name>.m3tmp", created exclusively and never through a link, so nothing another file
// is reachable by is written) is filled, synced and renamed over the target, so a crash, a
// kill or a full disk never leaves a half-written file and the old contents stay until the
// new ones are complete. A stop (setBeforeWriteCheck) is honoured until the moment of the
// rename. A symbolic link at `path` is followed (its target is replaced, the link stays);
// devices and FIFOs (/dev/null) are written in place. IoError naming `path` for any failure.
void writeFileAtomically(const std::string& path, const std::string& contents);

// The same, for output written piece by piece (files larger than memory): the constructor
// creates the temporary file (or opens a device in place), append() writes, commit() syncs
// and renames. Destroyed without commit() (an exception, a stop), it removes the temporary
// file and the old contents stay. IoError naming `path` for any failure.
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
  int slot_ = -1;         // where removeTemporaryFilesNow finds the temporary file
};

// A check that every write runs before it starts, while it writes and last before the rename:
// the CLI throws there once it has been interrupted, so an interrupted run leaves no output
// and replaces no file. None by default; set it
// once, before any thread writes.
void setBeforeWriteCheck(std::function<void()> check);

// Removes the temporary files of every write in progress; async-signal-safe, for a handler
// that ends the process at once (the CLI's second Ctrl-C), so that nothing is left behind.
void removeTemporaryFilesNow() noexcept;

// Removes from `folder` the temporary files of writes whose writer was killed (".<name>.m3tmp"
// with or without its random suffix, by the rule a write applies to its own temporary name:
// a regular file, not locked and not written for a minute); returns how many. For the end of a
// run whose writers may die mid-write without another write of the same target (an MPI rank
// whose tile another rank wrote under another temporary name).
int removeAbandonedTemporaries(const std::string& folder);

}  // namespace m3
