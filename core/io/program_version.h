#pragma once
// The version of this build of M3Studio (CMake's project(VERSION), compiled into
// program_version.cpp alone so that a new version rebuilds one file), and the stamp that
// every model and project file records as its "writtenBy" member: "M3Studio 0.1.0".
// Readers accept files without the stamp (written before it existed) and never interpret it:
// it tells a person which program wrote a file, not whether it can be read ("schema" does).
#include <string>

namespace m3 {

const char* programVersion();    // "0.1.0"
std::string writtenByStamp();    // "M3Studio 0.1.0"

}  // namespace m3
