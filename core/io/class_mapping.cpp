#include "io/class_mapping.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <unordered_map>

#include "io/io_error.h"
#include "io/json_util.h"
#include "io/point_cloud_io_detail.h"

namespace m3 {

namespace {

using nlohmann::json;

ClassMapping fromGroups(std::vector<std::string> names,
                        const std::vector<std::vector<int>>& codesPerLabel) {
  ClassMapping m;
  m.labelNames = std::move(names);
  for (std::size_t label = 0; label < codesPerLabel.size(); ++label)
    for (int code : codesPerLabel[label]) m.entries.push_back({code, static_cast<int>(label)});
  return m;
}

std::unordered_map<int, int> lookupTable(const ClassMapping& mapping) {
  std::unordered_map<int, int> table;
  for (const ClassMapping::Entry& e : mapping.entries) table.emplace(e.code, e.label);
  return table;
}

}  // namespace

ClassMapping asprsTerrainMapping() {
  return fromGroups({"ground", "building", "tree", "shrub"}, {{2}, {6}, {5}, {3, 4}});
}

ClassMapping oaklandMapping() {
  return fromGroups(
      {"vegetation", "wire", "pole", "ground", "facade"},
      {{1004, 1300, 1302, 1303, 1304, 1305, 1306},
       {1100, 1101, 1102, 1105},
       {1103, 1104, 1106, 1107, 1110, 1116},
       {1200, 1201, 1202, 1203, 1204, 1205, 1206, 1301},
       {1400, 1401, 1402, 1403, 1404, 1405, 1406, 1407, 1408, 1409, 1410, 1411, 1412}});
}

ClassMapping semanticKittiMapping() {
  return fromGroups({"car", "bicycle", "motorcycle", "truck", "other-vehicle", "person", "bicyclist", "motorcyclist",
                     "road", "parking", "sidewalk", "other-ground", "building", "fence", "vegetation", "trunk",
                     "terrain", "pole", "traffic-sign"},
                    {{10, 252}, {11}, {15}, {18, 258}, {13, 16, 20, 256, 257, 259}, {30, 254}, {31, 253}, {32, 255},
                     {40, 60}, {44}, {48}, {49}, {50}, {51}, {70}, {71}, {72}, {80}, {81}});
}

ClassMapping identityClassMapping(std::vector<std::string> labelNames) {
  ClassMapping m;
  for (int k = 0; k < static_cast<int>(labelNames.size()); ++k) m.entries.push_back({k, k});
  m.labelNames = std::move(labelNames);
  return m;
}

ClassMapping distinctCodeMapping(const std::vector<int>& codes) {
  const std::set<int> distinct(codes.begin(), codes.end());
  ClassMapping m;
  for (int code : distinct) {
    m.entries.push_back({code, static_cast<int>(m.labelNames.size())});
    m.labelNames.push_back(std::to_string(code));
  }
  return m;
}

void validateClassMapping(const ClassMapping& mapping) {
  const std::set<std::string> names(mapping.labelNames.begin(), mapping.labelNames.end());
  if (names.size() != mapping.labelNames.size())
    throw std::invalid_argument("class mapping: duplicate label names");
  std::set<int> seen;
  const int k = static_cast<int>(mapping.labelNames.size());
  for (const ClassMapping::Entry& e : mapping.entries) {
    if (!seen.insert(e.code).second)
      throw std::invalid_argument("class mapping: code " + std::to_string(e.code) +
                                  " is listed twice");
    if (e.label != kUnlabelled && (e.label < 0 || e.label >= k))
      throw std::invalid_argument("class mapping: code " + std::to_string(e.code) +
                                  " maps to label " + std::to_string(e.label) + ", outside 0.." +
                                  std::to_string(k - 1));
  }
}

Labeling applyClassMapping(const PointCloud& cloud, const ClassMapping& mapping) {
  Labeling labels(static_cast<std::size_t>(cloud.numPoints()), kUnlabelled);
  if (!cloud.hasClasses()) return labels;
  const auto table = lookupTable(mapping);
  for (std::size_t i = 0; i < labels.size() && i < cloud.classCodes.size(); ++i) {
    const auto it = table.find(cloud.classCodes[i]);
    if (it != table.end()) labels[i] = it->second;
  }
  return labels;
}

std::vector<int> labelsToCodes(const Labeling& labels, const ClassMapping& mapping,
                               const std::vector<int>& originalCodes, int unlabelledCode) {
  if (!originalCodes.empty() && originalCodes.size() != labels.size())
    throw std::invalid_argument("labelsToCodes: " + std::to_string(originalCodes.size()) +
                                " original codes for " + std::to_string(labels.size()) + " labels");
  const int k = static_cast<int>(mapping.labelNames.size());
  std::vector<int> smallest(static_cast<std::size_t>(k), 0);
  std::vector<bool> has(static_cast<std::size_t>(k), false);
  for (const ClassMapping::Entry& e : mapping.entries) {
    if (e.label < 0 || e.label >= k) continue;
    const auto l = static_cast<std::size_t>(e.label);
    if (!has[l] || e.code < smallest[l]) smallest[l] = e.code;
    has[l] = true;
  }
  const auto table = lookupTable(mapping);
  const auto labelOf = [&](int code) {
    const auto it = table.find(code);
    return it == table.end() ? kUnlabelled : it->second;
  };
  std::vector<int> codes(labels.size());
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const int label = labels[i];
    const bool keep = !originalCodes.empty() && labelOf(originalCodes[i]) == label;
    if (keep)
      codes[i] = originalCodes[i];
    else if (label == kUnlabelled)
      codes[i] = unlabelledCode;
    else if (label < 0 || label >= k || !has[static_cast<std::size_t>(label)])
      throw std::invalid_argument("labelsToCodes: label " + std::to_string(label) +
                                  " has no code in the mapping");
    else
      codes[i] = smallest[static_cast<std::size_t>(label)];
  }
  return codes;
}

std::string classMappingToJson(const ClassMapping& mapping) {
  validateClassMapping(mapping);
  json codes = json::object();
  for (const ClassMapping::Entry& e : mapping.entries)
    if (e.label != kUnlabelled)
      codes[std::to_string(e.code)] = mapping.labelNames[static_cast<std::size_t>(e.label)];
  return json{{"labels", mapping.labelNames}, {"codes", codes}}.dump();
}

ClassMapping classMappingFromJson(const std::string& text, const std::string& sourceName) {
  const auto fail = [&](const std::string& what) { pcio::fail(sourceName, what); };
  const json j = parseJsonDocument(text, sourceName, "class mapping");
  if (!j.is_object() || !j.contains("labels") || !j["labels"].is_array())
    fail("class mapping needs a \"labels\" array");
  if (!j.contains("codes") || !j["codes"].is_object())
    fail("class mapping needs a \"codes\" object");
  ClassMapping m;
  std::map<std::string, int> index;
  for (const json& name : j["labels"]) {
    if (!name.is_string()) fail("\"labels\" must hold strings");
    if (!index.emplace(name.get<std::string>(), static_cast<int>(m.labelNames.size())).second)
      fail("label " + quotedToken(name.get<std::string>()) + " is listed twice");
    m.labelNames.push_back(name.get<std::string>());
  }
  std::map<int, int> byCode;
  for (const auto& [key, value] : j["codes"].items()) {
    long long code = 0;
    if (!pcio::parseInt64(key, code) || code < INT32_MIN || code > INT32_MAX)
      fail("\"codes\" key " + quotedToken(key) + " is not an integer class code");
    if (!value.is_string() || !index.count(value.get<std::string>()))
      fail("code " + key + " maps to " + quotedToken(value.dump()) +
           ", which is not in \"labels\"");
    if (!byCode.emplace(static_cast<int>(code), index[value.get<std::string>()]).second)
      fail("code " + key + " is listed twice");
  }
  for (const auto& [code, label] : byCode) m.entries.push_back({code, label});
  return m;
}

}  // namespace m3
