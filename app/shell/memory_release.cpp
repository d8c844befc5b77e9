#include "memory_release.h"

#include <atomic>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace m3 {

void releaseFreedMemory() {
#if defined(__GLIBC__)
  static std::atomic<bool> running = false;
  if (running.exchange(true)) return;
  std::thread([] {
    malloc_trim(0);  // every arena, and whole free pages inside the heap, not only its top
    running = false;
  }).detach();
#endif
}

}  // namespace m3
