// libFuzzer target: the crash-recovery journal (core/io/label_journal.h).
#include "fuzz_support.h"
#include "io/label_journal.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = m3::fuzz::scratchFile(data, size, ".journal");
  m3::fuzz::readsOrRefuses([&] { m3::readLabelJournal(path); }, path);
  return 0;
}
