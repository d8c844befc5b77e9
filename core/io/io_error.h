#pragma once
// Every reader reports malformed input by throwing IoError with a message that names the
// file and, where it applies, the line: users see it verbatim.
#include <stdexcept>
#include <string>

namespace m3 {

class IoError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a whole file, transparently gunzipping it when it starts with the gzip magic.
// Throws IoError when the file cannot be opened or is a truncated gzip stream.
std::string readFileMaybeGzip(const std::string& path);

// Writes `contents` to `path` atomically: a temporary file in the same folder is written,
// flushed and renamed over the target, so a crash never leaves a half-written file.
void writeFileAtomically(const std::string& path, const std::string& contents);

}  // namespace m3
