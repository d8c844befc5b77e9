// libFuzzer target: every model file and the class mapping (JSON). The first byte picks the
// reader, the rest is the file; what reads is written and read back.
#include "fuzz_support.h"
#include "io/class_mapping.h"
#include "model/chain_model_json.h"
#include "tasks/bond_task.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/multilabel_task.h"
#include "tasks/regions/region_task.h"
#include "tasks/segmentation_task.h"
#include "tasks/sentences/parse_task.h"

namespace {

// Reads `text` with `read`; when that works, `write` must produce text that reads again.
template <class Read, class Write>
void roundTrip(const std::string& text, Read read, Write write) {
  using namespace m3;
  decltype(read(text, fuzz::kSource)) model;
  if (!fuzz::readsOrRefuses([&] { model = read(text, fuzz::kSource); })) return;
  try {
    read(write(model), "written");
  } catch (const std::exception& e) {
    fuzz::finding("our own output does not read back", e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  if (size == 0) return 0;
  const std::string text = fuzz::bytes(data + 1, size - 1);
  switch (data[0] % 8) {
    case 0: roundTrip(text, modelFromJson, modelToJson); break;
    case 1: roundTrip(text, amnModelFromJson, amnModelToJson); break;
    case 2: roundTrip(text, bondModelFromJson, bondModelToJson); break;
    case 3: roundTrip(text, multiLabelModelFromJson, multiLabelModelToJson); break;
    case 4: roundTrip(text, regionModelFromJson, regionModelToJson); break;
    case 5: roundTrip(text, segmentationModelFromJson, segmentationModelToJson); break;
    case 6: roundTrip(text, classMappingFromJson, classMappingToJson); break;
    default: roundTrip(text, parserModelFromJson, parserModelToJson); break;
  }
  return 0;
}
