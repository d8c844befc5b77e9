#include "io/program_version.h"

#ifndef M3STUDIO_VERSION
#error "M3STUDIO_VERSION comes from core/CMakeLists.txt (project(VERSION ...))"
#endif

namespace m3 {

const char* programVersion() { return M3STUDIO_VERSION; }

std::string writtenByStamp() { return std::string("M3Studio ") + M3STUDIO_VERSION; }

}  // namespace m3
