// libFuzzer target: BSDS500 ground-truth .mat files (MATLAB v5; core/io/bsds_mat.h).
#include "fuzz_support.h"
#include "io/bsds_mat.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  m3::fuzz::readsOrRefuses([&] { m3::parseBsdsSegmentations(m3::fuzz::bytes(data, size), m3::fuzz::kSource); });
  return 0;
}
