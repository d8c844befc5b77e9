#pragma once
// What the terrain scale benchmarks share (bench terrain-scale, bench terrain-workbench):
// generated streets of any size, the --sizes list, and runs in a child process so that each
// run's peak memory is its own.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <functional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "cli_args.h"

namespace m3::cli {

// A street of `points` at the built-in sample's density (200,000 points per 100 m of road: a
// survey grows in area, not in density) written to `path`: generated up to 10 M points, above
// that the 10 M-point street laid end to end, written piece by piece. Class codes are the
// generator's truth. The scene is freed before returning, so children forked later do not
// count it in their peak memory.
void writeStreet(const std::string& path, long points, int threads);

// --sizes: millions of points in 0.001..200 (UsageError otherwise).
std::vector<double> parseSizes(const Args& args, const std::string& fallback);

// Peak resident memory of this process so far.
inline double peakResidentMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

// Runs `run` in a forked child and returns its result through a pipe; `failed` (a default row)
// when the child throws (its message goes to stderr, prefixed by `what`) or dies.
template <class Row>
Row inChildProcess(const char* what, const std::function<Row()>& run, Row failed = {}) {
  static_assert(std::is_trivially_copyable_v<Row>, "rows travel through a pipe as bytes");
  std::fflush(stdout);
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error(std::string(what) + ": cannot create a pipe");
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error(std::string(what) + ": cannot fork");
  if (pid == 0) {
    close(fds[0]);
    Row row = failed;
    try {
      row = run();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s: %s\n", what, e.what());
    }
    const bool sent = write(fds[1], &row, sizeof row) == static_cast<ssize_t>(sizeof row);
    _exit(sent ? 0 : 1);
  }
  close(fds[1]);
  Row row = failed;
  const bool received = read(fds[0], &row, sizeof row) == static_cast<ssize_t>(sizeof row);
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return received ? row : failed;
}

}  // namespace m3::cli
