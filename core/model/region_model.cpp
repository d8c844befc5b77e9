#include "model/region_model.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "features/superpixel_options_json.h"
#include "io/io_error.h"
#include "io/json_util.h"

namespace m3 {

std::string RegionTaskOptions::validate() const {
  if (std::string p = superpixels.validate(); !p.empty()) return p;
  if (!(minCoverage > 0 && minCoverage <= 1)) return "minimum label coverage must be in (0, 1]";
  if (featureVersion != 1 && featureVersion != 2)
    return "region features are regions-1 or regions-2";
  return {};
}

using nlohmann::json;

std::string regionModelToJson(const RegionModel& model) {
  json j = json::parse(amnModelToJson(model.amn));
  json palette = json::array();
  for (const PaletteEntry& e : model.palette) palette.push_back({e.name, e.red, e.green, e.blue});
  j["regions"] = {
      {"superpixels", superpixelOptionsToJson(model.options.superpixels)},
      {"minCoverage", model.options.minCoverage},
      {"features", "regions-" + std::to_string(model.options.featureVersion)},
      {"featureMean", std::vector<double>(model.featureMean.begin(), model.featureMean.end())},
      {"featureScale", std::vector<double>(model.featureScale.begin(), model.featureScale.end())},
      {"palette", palette}};
  return j.dump(1);
}

RegionModel regionModelFromJson(const std::string& text, const std::string& source) {
  RegionModel m;
  m.amn = amnModelFromJson(text, source);  // validates the graph model part
  try {
    const json j = parseJsonDocument(text, source, "image-regions model");
    if (!j.contains("regions"))
      throw std::invalid_argument("not an image-regions model (no \"regions\" object)");
    const json& r = j.at("regions");
    const std::string features = r.at("features").get<std::string>();
    if (features != "regions-1" && features != "regions-2")
      throw std::invalid_argument("unknown region feature version " + r.at("features").dump());
    m.options.featureVersion = features == "regions-1" ? 1 : 2;
    const int F = m.options.numNodeFeatures();
    if (m.amn.layout.numNodeFeatures != F || m.amn.layout.numEdgeFeatures != kRegionEdgeFeatures)
      throw std::invalid_argument("feature counts differ from the image-regions features");
    m.options.superpixels = superpixelOptionsFromJson(r.at("superpixels"));
    m.options.minCoverage = r.at("minCoverage").get<double>();
    if (const std::string p = m.options.validate(); !p.empty()) throw std::invalid_argument(p);
    const auto mean = r.at("featureMean").get<std::vector<double>>(),
               scale = r.at("featureScale").get<std::vector<double>>();
    if (mean.size() != size_t(F) || scale.size() != size_t(F))
      throw std::invalid_argument("featureMean and featureScale need " + std::to_string(F) +
                                  " values");
    for (size_t k = 0; k < mean.size(); ++k)
      if (!std::isfinite(mean[k]) || !std::isfinite(scale[k]) || !(scale[k] > 0))
        throw std::invalid_argument("feature statistics must be finite with positive scales");
    m.featureMean = Eigen::Map<const Eigen::VectorXd>(mean.data(), F);
    m.featureScale = Eigen::Map<const Eigen::VectorXd>(scale.data(), F);
    for (const json& e : r.at("palette")) {
      const int red = e.at(1).get<int>(), green = e.at(2).get<int>(), blue = e.at(3).get<int>();
      if (red < 0 || red > 255 || green < 0 || green > 255 || blue < 0 || blue > 255)
        throw std::invalid_argument("palette colours must be 0..255");
      m.palette.push_back({e.at(0).get<std::string>(), static_cast<std::uint8_t>(red),
                           static_cast<std::uint8_t>(green), static_cast<std::uint8_t>(blue)});
    }
    if (static_cast<int>(m.palette.size()) != m.amn.labels.size())
      throw std::invalid_argument("the palette has " + std::to_string(m.palette.size()) +
                                  " entries for " + std::to_string(m.amn.labels.size()) +
                                  " labels");
    for (size_t k = 0; k < m.palette.size(); ++k)
      if (m.palette[k].name != m.amn.labels.names[k])
        throw std::invalid_argument("palette entry " + std::to_string(k + 1) +
                                    " is not named like label " + m.amn.labels.names[k]);
  } catch (const json::exception& e) {
    throw IoError(source + ": invalid image-regions model (" + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throw IoError(source + ": invalid image-regions model: " + e.what());
  }
  return m;
}

void saveRegionModel(const std::string& path, const RegionModel& model) {
  writeFileAtomically(path, regionModelToJson(model));
}

RegionModel loadRegionModel(const std::string& path) {
  return regionModelFromJson(readFileMaybeGzip(path), path);
}

}  // namespace m3
