#include "test_paths.h"

// The only file compiled with the paths (M3_TEST_PATH_* from tests/CMakeLists.txt).
namespace m3::testing {

const char* sharedDataDir() {
  return M3_TEST_PATH_SHARED_DATA;
}
const char* sourceDir() {
  return M3_TEST_PATH_SOURCE;
}
const char* cliPath() {
  return M3_TEST_PATH_CLI;
}
const char* benchPath() {
  return M3_TEST_PATH_BENCH;
}
const char* guiPath() {
  return M3_TEST_PATH_GUI;
}

}  // namespace m3::testing
