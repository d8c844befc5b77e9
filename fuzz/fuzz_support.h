#pragma once
// What every fuzz target checks (fuzz/README.md): a reader given any bytes either returns or
// throws IoError naming the file, as core/io/io_error.h promises. Anything else is a finding
// and aborts: a sanitizer report, a crash, a hang or an allocation past libFuzzer's
// -malloc_limit_mb, another exception type, or a message that does not name the file. Where
// the app also writes the format, what was read is written and read back, and must agree.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "io/io_error.h"

namespace m3::fuzz {

// The name readers are given for in-memory input; every error must mention it.
inline const std::string kSource = "fuzz-input";

[[noreturn]] inline void finding(const std::string& what, const std::string& detail) {
  std::fprintf(stderr, "FINDING: %s: %s\n", what.c_str(), detail.c_str());
  std::abort();
}

inline void check(bool ok, const std::string& what) {
  if (!ok) finding("round trip", what);
}

// Runs `read`; true when it returned, false when it refused the input properly.
template <class Read>
bool readsOrRefuses(Read&& read, const std::string& source = kSource) {
  try {
    read();
    return true;
  } catch (const IoError& e) {
    if (std::string(e.what()).find(source) == std::string::npos) finding("message without the file name", e.what());
  } catch (const std::exception& e) {
    finding("exception other than IoError", e.what());
  }
  return false;
}

inline std::string bytes(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// For readers that take a path: the input written to a per-process scratch file (in
// $TMPDIR, /tmp by default) whose name ends in `suffix`, which the reader uses to pick a format.
std::string scratchFile(const uint8_t* data, size_t size, const std::string& suffix);

}  // namespace m3::fuzz
