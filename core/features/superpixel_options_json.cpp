#include "features/superpixel_options_json.h"

namespace m3 {

nlohmann::json superpixelOptionsToJson(const SuperpixelOptions& s) {
  return {{"method", superpixelMethodName(s.method)},
          {"regionSize", s.regionSize},
          {"compactness", s.compactness},
          {"iterations", s.iterations},
          {"smoothing", s.smoothing}};
}

SuperpixelOptions superpixelOptionsFromJson(const nlohmann::json& j) {
  SuperpixelOptions s;
  s.method = parseSuperpixelMethod(j.at("method").get<std::string>());
  s.regionSize = j.at("regionSize").get<int>();
  s.compactness = j.at("compactness").get<double>();
  s.iterations = j.at("iterations").get<int>();
  s.smoothing = j.at("smoothing").get<double>();
  return s;
}

}  // namespace m3
