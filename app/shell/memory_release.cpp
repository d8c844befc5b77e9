#include "memory_release.h"

#include <atomic>
#include <system_error>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace m3 {

void mapLargeBlocksApart() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 1 << 20);  // fixed: no longer raised by the blocks freed
#endif
}

void releaseFreedMemory() {
#if defined(__GLIBC__)
  static std::atomic<bool> running = false;
  if (running.exchange(true)) return;
  try {
    std::thread([] {
      malloc_trim(0);  // every arena, and whole free pages inside the heap, not only its top
      running = false;
    }).detach();
  } catch (const std::system_error&) {  // no thread to be had now: the next call tries again
    running = false;
  }
#endif
}

}  // namespace m3
