#include "inference/glpk_thread_env.h"

#include <glpk.h>

namespace m3 {

void releaseGlpkAtThreadExit() {
  struct Release {
    bool armed = false;
    ~Release() {
      if (armed) glp_free_env();
    }
  };
  thread_local Release release;
  release.armed = true;
}

}  // namespace m3
