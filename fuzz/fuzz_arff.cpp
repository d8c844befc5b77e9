// libFuzzer target: ARFF tables (core/io/arff_io.h), dense and sparse; a table read as
// multi-label data with its last attribute as the label is written and read back.
#include "fuzz_support.h"
#include "io/arff_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  ArffTable table;
  if (!fuzz::readsOrRefuses([&] { table = parseArff(fuzz::bytes(data, size), fuzz::kSource); })) return 0;
  if (table.attributes.size() < 2) return 0;
  MultiLabelData split;
  if (!fuzz::readsOrRefuses([&] { split = splitMultiLabel(table, 1, fuzz::kSource); })) return 0;
  for (const bool sparse : {false, true}) {
    const ArffTable again = parseArff(multiLabelToArff(split, sparse), "written");
    fuzz::check(again.values.rows() == table.values.rows() && again.attributes.size() == table.attributes.size(),
                "rows and attributes");
  }
  return 0;
}
