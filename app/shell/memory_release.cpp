#include "memory_release.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace m3 {

void releaseFreedMemory() {
#if defined(__GLIBC__)
  malloc_trim(0);  // every arena, and whole free pages inside the heap, not only its top
#endif
}

}  // namespace m3
