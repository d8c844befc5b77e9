// libFuzzer target: PDB files (core/io/pdb_io.h).
#include "fuzz_support.h"
#include "io/pdb_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  m3::fuzz::readsOrRefuses([&] { m3::readPdb(m3::fuzz::bytes(data, size), m3::fuzz::kSource); });
  return 0;
}
