// libFuzzer target, structure-aware: a valid terrain model whose settings get absurd values
// (the input picks which numbers and what they become: huge, tiny, negative, NaN-free bit
// patterns of any double). Random bytes almost never make valid JSON with a radius of 1e10;
// this is how the independent check crashed `terrain predict` (groundRadius 1e10 overflowed an
// int) and made it run for minutes (10,000 neighbours, columnRadius 1e9). A model that loads
// must then compute its features and graph on a small cloud within the fuzzer's time limit;
// one that does not load must say why naming the file.
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "features/terrain_graph.h"
#include "fuzz_support.h"
#include "io/class_mapping.h"
#include "samples/terrain_scene.h"
#include "tasks/graphs/graph_task.h"

namespace {

using nlohmann::json;

// A terrain model with every setting at its default (weights of the right size).
const std::string& baseModel() {
  static const std::string text = [] {
    m3::TerrainModelSettings s;
    s.mapping = m3::asprsTerrainMapping();
    m3::AmnModel m;
    m.labels.names = s.mapping.labelNames;
    m.layout = {s.graph.features.dimension(), s.graph.graph.numEdgeFeatures(), m.labels.size()};
    m.weights = Eigen::VectorXd::Constant(m.layout.dimension(), 0.1);
    m.C = 0.1;
    m.terrain = s;
    return m3::amnModelToJson(m);
  }();
  return text;
}

// Where the numbers of the settings are.
std::vector<json::json_pointer> numberPointers(const json& j, const json::json_pointer& at) {
  std::vector<json::json_pointer> out;
  if (j.is_number()) out.push_back(at);
  if (j.is_object())
    for (const auto& [key, value] : j.items()) {
      const auto more = numberPointers(value, at / key);
      out.insert(out.end(), more.begin(), more.end());
    }
  if (j.is_array())
    for (size_t k = 0; k < j.size(); ++k) {
      const auto more = numberPointers(j[k], at / k);
      out.insert(out.end(), more.begin(), more.end());
    }
  return out;
}

// A value from the input: special ones that break assumptions, or any finite double.
json valueFrom(const uint8_t* data, size_t size) {
  static const double kSpecial[] = {1e10, 1e308, -1e308, 1e-300,       -1,
                                    0,    10000, 1e9,    2147483648.0, 4.9e-324};
  if (size == 0) return 0;
  if (data[0] % 4 != 0 || size < 9)
    return kSpecial[data[0] % (sizeof kSpecial / sizeof kSpecial[0])];
  double v;
  std::memcpy(&v, data + 1, sizeof v);
  if (!std::isfinite(v)) v = 1e300;  // JSON holds no NaN or infinity
  return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  static const json base = json::parse(baseModel());
  static const std::vector<json::json_pointer> numbers =
      numberPointers(base.at("terrain"), json::json_pointer("/terrain"));
  json model = base;
  // Up to four settings changed: each a byte that picks it, then its value's bytes.
  size_t at = 0;
  for (int change = 0; change < 4 && at + 1 < size; ++change) {
    const size_t which = data[at] % numbers.size();
    const size_t length = std::min<size_t>(9, size - at - 1);
    model[numbers[which]] = valueFrom(data + at + 1, length);
    at += 1 + length;
  }
  AmnModel loaded;
  if (!fuzz::readsOrRefuses([&] { loaded = amnModelFromJson(model.dump(), fuzz::kSource); }))
    return 0;
  // Loaded: its settings are within their bounds, so features and graph of a small cloud come
  // in bounded time and memory (the fuzzer's -timeout and -malloc_limit_mb judge).
  static const PointCloud cloud = generateTerrainScene({.targetPoints = 60, .threads = 1}).cloud;
  TerrainGraphOptions options = loaded.terrain ? loaded.terrain->graph : TerrainGraphOptions{};
  options.features.threads = options.graph.threads = 1;
  try {
    buildTerrainGraph(cloud, options);
  } catch (const std::invalid_argument& e) {
    fuzz::finding("settings that loaded were refused by the features", e.what());
  }
  return 0;
}
