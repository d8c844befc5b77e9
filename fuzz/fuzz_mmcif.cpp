// libFuzzer target: PDBx/mmCIF files (core/io/mmcif_io.h; the CIF parser is gemmi's).
#include "fuzz_support.h"
#include "io/mmcif_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  m3::fuzz::readsOrRefuses([&] { m3::readMmcif(m3::fuzz::bytes(data, size), m3::fuzz::kSource); });
  return 0;
}
