#pragma once
// Hands memory the program has freed back to the system.
// glibc's malloc keeps freed memory in its arenas (one per thread that allocated) for reuse;
// a long session of training rounds, each on a fresh thread with its own large temporaries,
// left resident memory growing by hundreds of MiB per hour while the memory actually in use
// stayed flat (the soak test, docs/reliability.md). Called after each training job and each
// data set replaced, on the GUI thread; it costs a walk over the free lists (milliseconds).
namespace m3 {

void releaseFreedMemory();

}  // namespace m3
