// libFuzzer target: MULAN label files (the .xml beside a multi-label ARFF; core/io/arff_io.h).
#include "fuzz_support.h"
#include "io/arff_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = m3::fuzz::scratchFile(data, size, ".xml");
  m3::fuzz::readsOrRefuses([&] { m3::readMulanLabelNames(path); }, path);
  return 0;
}
