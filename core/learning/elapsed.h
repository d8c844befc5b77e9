#pragma once
// Seconds elapsed on the steady clock: what training rounds, progress reports, the CLI's
// process group and the benches measure (never the wall clock, which can jump).
#include <chrono>

namespace m3 {

inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace m3
