#pragma once
// Where the tests find ../shared/data, the source tree and the built programs. The paths are
// compiled into one small library (test_paths.cpp, tests/CMakeLists.txt) rather than onto each
// test's command line: an absolute path there differs from clone to clone, and made every test
// miss the compiler cache in a clone at another folder (docs/benchmarks.md, "Build and test
// times").
namespace m3::testing {

const char* sharedDataDir();  // ../shared/data beside the source tree (M3_SHARED_DATA_DIR)
const char* sourceDir();
const char* cliPath();    // m3studio-cli; "" when the application is not built
const char* benchPath();  // m3studio-bench
const char* guiPath();    // m3studio

}  // namespace m3::testing

#define M3_SHARED_DATA_DIR (::m3::testing::sharedDataDir())
#define M3_SOURCE_DIR (::m3::testing::sourceDir())
#if M3_TESTS_WITH_APP
#define M3_CLI_PATH (::m3::testing::cliPath())
#define M3_BENCH_PATH (::m3::testing::benchPath())
#define M3_GUI_PATH (::m3::testing::guiPath())
#endif
