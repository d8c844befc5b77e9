#pragma once
// GLPK keeps one environment per thread, made on the thread's first call, and frees it only
// when that thread calls glp_free_env. The engine's threads (parallel/parallel_blocks.h) come
// and go with every parallel evaluation, so each would leave its environment behind (about 5 KB,
// found by LeakSanitizer). Every function that uses GLPK calls this first: the thread then
// frees its environment when it ends.
namespace m3 {

void releaseGlpkAtThreadExit();

}  // namespace m3
