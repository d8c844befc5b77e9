// libFuzzer target: the crash-recovery journal (core/io/label_journal.h).
#include "fuzz_support.h"
#include "io/label_journal.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  m3::fuzz::readsOrRefuses([&] { m3::parseLabelJournal(m3::fuzz::bytes(data, size), m3::fuzz::kSource); });
  return 0;
}
