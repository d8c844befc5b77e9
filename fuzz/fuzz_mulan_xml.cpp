// libFuzzer target: MULAN label files (the .xml beside a multi-label ARFF; core/io/mulan_labels.h).
#include "fuzz_support.h"
#include "io/mulan_labels.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  m3::fuzz::readsOrRefuses([&] { m3::parseMulanLabels(m3::fuzz::bytes(data, size), m3::fuzz::kSource); });
  return 0;
}
