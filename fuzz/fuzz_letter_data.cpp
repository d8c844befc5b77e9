// libFuzzer target: letter.data (core/io/letter_data.h), read, written and read back.
#include "fuzz_support.h"
#include "io/letter_data.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  HandwritingDataset set;
  if (!fuzz::readsOrRefuses([&] { set = parseLetterData(fuzz::bytes(data, size), fuzz::kSource); })) return 0;
  const HandwritingDataset again = parseLetterData(formatLetterData(set), "written");
  fuzz::check(again.words.size() == set.words.size() && again.numLetters() == set.numLetters(), "words and letters");
  for (size_t w = 0; w < set.words.size(); ++w) fuzz::check(again.words[w].letters == set.words[w].letters, "letters");
  return 0;
}
