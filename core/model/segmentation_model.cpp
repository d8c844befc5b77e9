#include "model/segmentation_model.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "features/superpixel_options_json.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "io/program_version.h"

namespace m3 {

const std::vector<std::string>& segmentationPairFeatureNames() {
  static const std::vector<std::string> names = {"bias",
                                                 "lab distance",
                                                 "lightness difference",
                                                 "chroma distance",
                                                 "lab histogram",
                                                 "orientation histogram",
                                                 "lbp histogram",
                                                 "texture energy difference",
                                                 "lab spread",
                                                 "boundary weakness",
                                                 "colour similarity",
                                                 "shared border fraction",
                                                 "log border length",
                                                 "smaller size",
                                                 "larger size"};
  return names;
}

BcfwOptions SegmentationTaskOptions::defaultBcfw() {
  BcfwOptions b;
  b.maxPasses = 30;
  b.relativeGapTolerance = 0.01;
  // An exact gap costs one LP per image, as much as a pass: measure every 5th pass only.
  b.evaluateEvery = 5;
  // 15 weights: a cached plane costs nothing next to an LP, and on 10 BSDS images the planes
  // take BCFW from an 83% gap after 30 passes to 1% after 25 (docs/learning.md).
  b.cachedPlanes = 50;
  return b;
}

ClusteringLpOptions SegmentationTaskOptions::defaultLp() {
  ClusteringLpOptions lp;
  lp.maxRounds = 100;  // a bound on the time per image; the rounding still gives a partition
  return lp;
}

std::string SegmentationTaskOptions::validate() const {
  if (std::string p = superpixels.validate(); !p.empty()) return p;
  if (!(C > 0) || !std::isfinite(C)) return "C must be positive and finite";
  if (bcfw.maxPasses < 1 || bcfw.maxPasses > 100000) return "the pass limit must be 1..100000";
  if (!(bcfw.relativeGapTolerance >= 0) || !std::isfinite(bcfw.relativeGapTolerance))
    return "the gap tolerance must be finite and >= 0";
  if (bcfw.evaluateEvery < 1) return "gap evaluations need a period >= 1";
  if (lp.maxRounds < 1 || lp.maxRounds > 10000) return "LP rounds must be 1..10000";
  if (lp.maxCutsPerRound < 0) return "cuts per round must be >= 0 (0: all)";
  if (lp.exactUpTo < 0 || lp.exactUpTo > kMaxExactObjects)
    return "exact enumeration is possible up to " + std::to_string(kMaxExactObjects) + " regions";
  if (!(lp.violationTolerance > 0) || !std::isfinite(lp.violationTolerance))
    return "the cut violation tolerance must be positive";
  return {};
}
using nlohmann::json;

namespace {
constexpr const char* kFormat = "m3studio-segmentation-model";
constexpr const char* kFeatureVersion = "segpairs-1";

std::vector<double> toVector(const Eigen::VectorXd& v) {
  return {v.data(), v.data() + v.size()};
}

Eigen::VectorXd finiteVector(const json& j, const char* name) {
  const auto v = j.at(name).get<std::vector<double>>();
  if (v.size() != size_t(kSegmentationPairFeatures))
    throw std::invalid_argument(std::string(name) + " needs " +
                                std::to_string(kSegmentationPairFeatures) + " values");
  for (double x : v)
    if (!std::isfinite(x))
      throw std::invalid_argument(std::string(name) + " holds a non-finite value");
  return Eigen::Map<const Eigen::VectorXd>(v.data(), kSegmentationPairFeatures);
}
}  // namespace

std::string segmentationModelToJson(const SegmentationModel& model) {
  const SegmentationTaskOptions& o = model.options;
  json j = {{"format", kFormat},
            {"version", 1},
            {"writtenBy", writtenByStamp()},
            {"features", kFeatureVersion},
            {"featureNames", segmentationPairFeatureNames()},
            {"superpixels", superpixelOptionsToJson(o.superpixels)},
            {"C", o.C},
            {"balancedLoss", o.balancedLoss},
            {"bcfw", {{"maxPasses", o.bcfw.maxPasses}, {"gap", o.bcfw.relativeGapTolerance}}},
            {"lp",
             {{"maxRounds", o.lp.maxRounds},
              {"maxCutsPerRound", o.lp.maxCutsPerRound},
              {"exactUpTo", o.lp.exactUpTo}}},
            {"featureMean", toVector(model.featureMean)},
            {"featureScale", toVector(model.featureScale)},
            {"weights", toVector(model.weights)}};
  return j.dump(1);
}

SegmentationModel segmentationModelFromJson(const std::string& text, const std::string& source) {
  SegmentationModel m;
  try {
    const json j = parseJsonDocument(text, source, "segmentation model");
    if (!j.is_object() || !j.contains("format") || j.at("format") != kFormat)
      throw std::invalid_argument("not a segmentation model (format is not \"" +
                                  std::string(kFormat) + "\")");
    if (j.at("version").get<int>() != 1)
      throw std::invalid_argument("unsupported version " + j.at("version").dump());
    if (j.at("features").get<std::string>() != kFeatureVersion)
      throw std::invalid_argument("unknown pair feature version " + j.at("features").dump());
    SegmentationTaskOptions& o = m.options;
    o.superpixels = superpixelOptionsFromJson(j.at("superpixels"));
    o.C = j.at("C").get<double>();
    o.balancedLoss = j.value("balancedLoss", true);
    o.bcfw.maxPasses = j.at("bcfw").at("maxPasses").get<int>();
    o.bcfw.relativeGapTolerance = j.at("bcfw").at("gap").get<double>();
    o.lp.maxRounds = j.at("lp").at("maxRounds").get<int>();
    o.lp.maxCutsPerRound = j.at("lp").at("maxCutsPerRound").get<int>();
    o.lp.exactUpTo = j.at("lp").at("exactUpTo").get<int>();
    if (const std::string p = o.validate(); !p.empty()) throw std::invalid_argument(p);
    m.featureMean = finiteVector(j, "featureMean");
    m.featureScale = finiteVector(j, "featureScale");
    m.weights = finiteVector(j, "weights");
    for (int c = 0; c < kSegmentationPairFeatures; ++c)
      if (!(m.featureScale(c) > 0)) throw std::invalid_argument("feature scales must be positive");
  } catch (const json::exception& e) {
    throw IoError(source + ": invalid segmentation model (" + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throw IoError(source + ": invalid segmentation model: " + e.what());
  }
  return m;
}

void saveSegmentationModel(const std::string& path, const SegmentationModel& model) {
  writeFileAtomically(path, segmentationModelToJson(model));
}

SegmentationModel loadSegmentationModel(const std::string& path) {
  return segmentationModelFromJson(readFileMaybeGzip(path), path);
}

}  // namespace m3
