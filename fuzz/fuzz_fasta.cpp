// libFuzzer target: FASTA with bonds= (core/io/fasta_bonds.h), read, written and read back.
#include "fuzz_support.h"
#include "io/fasta_bonds.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  ProteinSet set;
  if (!fuzz::readsOrRefuses([&] { set = readFastaBonds(fuzz::bytes(data, size), fuzz::kSource); })) return 0;
  const ProteinSet again = readFastaBonds(writeFastaBonds(set), "written");
  fuzz::check(again.proteins.size() == set.proteins.size(), "protein count");
  for (size_t p = 0; p < set.proteins.size(); ++p)
    fuzz::check(again.proteins[p].sequence == set.proteins[p].sequence && again.proteins[p].bonds == set.proteins[p].bonds,
                "sequence and bonds of " + set.proteins[p].name);
  return 0;
}
