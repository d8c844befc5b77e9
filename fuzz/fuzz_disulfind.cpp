// libFuzzer target: the DISULFIND archive (core/io/disulfind_io.h): the tar container, then
// every entry as a DISULFIND graph file.
#include "fuzz_support.h"
#include "io/disulfind_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  const std::string input = fuzz::bytes(data, size);
  std::vector<TarEntry> entries;
  if (fuzz::readsOrRefuses([&] { entries = parseTar(input, fuzz::kSource); }))
    for (const TarEntry& e : entries) fuzz::readsOrRefuses([&] { parseDisulfindGraph(e.data, fuzz::kSource); });
  // The graph format on its own too: most mutations of an archive break its checksums.
  fuzz::readsOrRefuses([&] { parseDisulfindGraph(input, fuzz::kSource); });
  return 0;
}
