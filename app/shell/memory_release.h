#pragma once
// Hands memory the program has freed back to the system.
// glibc's malloc keeps freed memory in its arenas (one per thread that allocated) for reuse;
// a long session of training rounds, feature computations and reopened data sets, each on
// threads with large temporaries of their own, left resident memory growing by hundreds of
// MiB per hour while the memory in use stayed flat (the soak test, docs/reliability.md).
// malloc_trim gives the free pages back, but it walks every free chunk and took 100-200 ms
// on a fragmented heap of 2 GiB, so it runs on a thread of its own, never on the GUI's.
namespace m3 {

// Starts a release in the background unless one is still running; returns at once.
void releaseFreedMemory();

}  // namespace m3
