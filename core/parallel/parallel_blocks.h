#pragma once
// The engine's threads: one way to spread independent work (points, tiles, the examples of a
// learner's evaluation) over the cores, and one process-wide default for how many to use, which
// the front ends set (`--threads N` on the command line, all cores but one in the GUI).
#include <functional>

namespace m3 {

// The threads work uses when it is not told: set by the front end; 0 (the start) means every
// core (std::thread::hardware_concurrency()).
void setDefaultThreadCount(int threads);
int defaultThreadCount();

// Threads to use: `requested` when > 0, else defaultThreadCount() (>= 1).
int resolveThreadCount(int requested);

// Calls body(begin, end) on consecutive blocks of [0, n) of at most `blockSize` items from
// `threads` threads; blocks are handed out dynamically, so results are deterministic as long
// as body writes only the outputs of its own block. The first exception thrown by a body is
// rethrown in the caller after all threads have stopped. One thread (or one block) runs in the
// caller without starting any.
void parallelBlocks(int n, int threads, int blockSize, const std::function<void(int, int)>& body);

// Calls body(i) for every i in [0, n), body(0) first in the caller; the rest go to the default
// number of threads only when, at body(0)'s pace, they would take longer than
// parallelWorthSeconds() (1 ms unless set; tests set 0 to take the threaded path always).
// Starting threads costs tens of microseconds, which a learner's evaluation of five small
// examples would pay a hundred thousand times over. Deterministic under the same condition
// as parallelBlocks.
void parallelEach(int n, const std::function<void(int)>& body);
void setParallelWorthSeconds(double seconds);
double parallelWorthSeconds();

}  // namespace m3
