#include "tasks/region_task.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"

namespace m3 {

std::string RegionTaskOptions::validate() const {
  if (std::string p = superpixels.validate(); !p.empty()) return p;
  if (!(minCoverage > 0 && minCoverage <= 1)) return "minimum label coverage must be in (0, 1]";
  if (featureVersion != 1 && featureVersion != 2) return "region features are regions-1 or regions-2";
  return {};
}

namespace {

// The stroke rule of region_task.h: one breadth-first pass over the mask's 4-connected
// components of one label, O(pixels).
void labelRegionsOfThinStrokes(const Superpixels& sp, const LabelImage& mask, int numLabels,
                               const std::vector<long>& votes, Labeling& labels) {
  const int W = mask.width, H = mask.height;
  std::vector<char> seen(mask.labels.size(), 0);
  std::vector<int> queue;
  std::vector<long> strokePixels(static_cast<size_t>(sp.numRegions), 0);  // per region, this stroke
  std::vector<int> touched;  // regions with strokePixels > 0
  for (size_t start = 0; start < mask.labels.size(); ++start) {
    const int k = mask.labels[start];
    if (k == kUnlabelled || seen[start]) continue;
    queue.assign(1, static_cast<int>(start));
    seen[start] = 1;
    for (size_t head = 0; head < queue.size(); ++head) {
      const int p = queue[head], x = p % W, y = p / W;
      const int r = sp.regions.labels[static_cast<size_t>(p)];
      if (strokePixels[static_cast<size_t>(r)]++ == 0) touched.push_back(r);
      const int next[4] = {x > 0 ? p - 1 : -1, x + 1 < W ? p + 1 : -1, y > 0 ? p - W : -1,
                           y + 1 < H ? p + W : -1};
      for (int q : next)
        if (q >= 0 && !seen[static_cast<size_t>(q)] && mask.labels[static_cast<size_t>(q)] == k) {
          seen[static_cast<size_t>(q)] = 1;
          queue.push_back(q);
        }
    }
    int most = touched.front();
    bool labelledAny = false;
    for (int r : touched) {
      labelledAny |= labels[r] == k;
      if (strokePixels[static_cast<size_t>(r)] > strokePixels[static_cast<size_t>(most)]) most = r;
    }
    for (int r : touched) strokePixels[static_cast<size_t>(r)] = 0;
    touched.clear();
    if (labelledAny || labels[most] != kUnlabelled) continue;
    long labelled = 0;
    for (int j = 0; j < numLabels; ++j) labelled += votes[size_t(most) * numLabels + j];
    if (2 * votes[size_t(most) * numLabels + k] > labelled) labels[most] = k;
  }
}

}  // namespace

Labeling regionLabelsFromMask(const Superpixels& sp, const LabelImage& mask, int numLabels,
                              double minCoverage) {
  if (mask.width != sp.regions.width || mask.height != sp.regions.height ||
      mask.labels.size() != sp.regions.labels.size())
    throw std::invalid_argument("the label mask is " + std::to_string(mask.width) + " x " +
                                std::to_string(mask.height) + ", the image " +
                                std::to_string(sp.regions.width) + " x " +
                                std::to_string(sp.regions.height));
  const int n = sp.numRegions;
  std::vector<long> area(n, 0), votes(size_t(n) * numLabels, 0);
  for (size_t p = 0; p < mask.labels.size(); ++p) {
    const int r = sp.regions.labels[p], k = mask.labels[p];
    ++area[r];
    if (k == kUnlabelled) continue;
    if (k < 0 || k >= numLabels)
      throw std::invalid_argument("mask label " + std::to_string(k + 1) +
                                  " (pixel value) is above the " + std::to_string(numLabels) +
                                  " labels");
    ++votes[size_t(r) * numLabels + k];
  }
  Labeling labels(n, kUnlabelled);
  for (int r = 0; r < n; ++r) {
    long labelled = 0, best = 0;
    int arg = kUnlabelled;
    for (int k = 0; k < numLabels; ++k) {
      const long v = votes[size_t(r) * numLabels + k];
      labelled += v;
      if (v > best) best = v, arg = k;
    }
    if (labelled > 0 && double(labelled) >= minCoverage * double(area[r]) && 2 * best > labelled)
      labels[r] = arg;
  }
  labelRegionsOfThinStrokes(sp, mask, numLabels, votes, labels);
  return labels;
}

Labeling keepLabelledPatches(const std::vector<Edge>& edges, const Labeling& labels, int budget,
                             int patchRegions, std::uint32_t seed) {
  if (budget <= 0 || budget >= countLabelled(labels)) return labels;
  const int n = static_cast<int>(labels.size());
  const Adjacency adjacency = buildAdjacency(n, edges);
  int numLabels = 0;
  for (int k : labels) numLabels = std::max(numLabels, k + 1);
  std::vector<std::vector<int>> byClass(numLabels);
  for (int r = 0; r < n; ++r)
    if (labels[r] != kUnlabelled) byClass[labels[r]].push_back(r);
  std::mt19937 rng(seed);
  for (auto& list : byClass) std::shuffle(list.begin(), list.end(), rng);
  std::vector<size_t> cursor(numLabels, 0);
  Labeling out(n, kUnlabelled);
  int kept = 0;
  std::vector<int> queue;
  while (kept < budget) {
    for (int k = 0; k < numLabels && kept < budget; ++k) {
      while (cursor[k] < byClass[k].size() && out[byClass[k][cursor[k]]] != kUnlabelled)
        ++cursor[k];
      if (cursor[k] == byClass[k].size()) continue;
      // Breadth-first over same-label neighbours, from the centre.
      queue.assign(1, byClass[k][cursor[k]++]);
      out[queue[0]] = k;
      ++kept;
      int patch = 1;
      for (size_t head = 0; head < queue.size() && patch < patchRegions && kept < budget; ++head) {
        const int r = queue[head];
        for (int j = adjacency.start[r];
             j < adjacency.start[r + 1] && patch < patchRegions && kept < budget; ++j) {
          const int q = adjacency.other[j];
          if (labels[q] != k || out[q] != kUnlabelled) continue;
          out[q] = k;
          queue.push_back(q);
          ++kept;
          ++patch;
        }
      }
    }
  }
  return out;
}

Labeling keepLabelledFraction(const std::vector<Edge>& edges, const Labeling& labels, double fraction,
                              int patchRegions, std::uint32_t seed) {
  if (fraction >= 1) return labels;
  const int budget = std::max(1, static_cast<int>(std::lround(fraction * countLabelled(labels))));
  return keepLabelledPatches(edges, labels, budget, patchRegions, seed);
}

RegionScene buildRegionScene(const ColourImage& image, const RegionTaskOptions& options,
                             const LabelImage* mask, int numLabels) {
  if (const std::string p = options.validate(); !p.empty()) throw std::invalid_argument(p);
  RegionScene scene;
  scene.superpixels = computeSuperpixels(image, options.superpixels);
  RegionFeatures f = computeRegionFeatures(image, scene.superpixels);
  scene.graph.nodeFeatures = std::move(f.nodes);
  scene.graph.edges = std::move(f.edges);
  scene.graph.edgeFeatures = std::move(f.edgeFeatures);
  scene.graph.labels =
      mask ? regionLabelsFromMask(scene.superpixels, *mask, numLabels, options.minCoverage)
           : Labeling(scene.superpixels.numRegions, kUnlabelled);
  return scene;
}

LabelImage paintRegions(const Superpixels& sp, const Labeling& regionLabels) {
  if (static_cast<int>(regionLabels.size()) != sp.numRegions)
    throw std::invalid_argument("paintRegions: one label per region expected");
  LabelImage out{sp.regions.width, sp.regions.height, Labeling(sp.regions.labels.size())};
  for (size_t p = 0; p < out.labels.size(); ++p) out.labels[p] = regionLabels[sp.regions.labels[p]];
  return out;
}

PairwiseGraph standardisedGraph(const RegionModel& model, const PairwiseGraph& graph) {
  const Eigen::Index F = model.options.numNodeFeatures();
  if (graph.nodeFeatures.cols() != kRegionNodeFeatures || model.featureMean.size() != F ||
      model.featureScale.size() != F)
    throw std::invalid_argument(
        "region features differ in size from the model's feature statistics");
  PairwiseGraph out;
  out.edges = graph.edges;
  out.edgeFeatures = graph.edgeFeatures;
  out.labels = graph.labels;
  out.nodeFeatures.resize(graph.nodeFeatures.rows(), F);
  for (Eigen::Index i = 0; i < graph.nodeFeatures.rows(); ++i)
    out.nodeFeatures.row(i) = (graph.nodeFeatures.row(i).head(F) - model.featureMean.transpose())
                                  .cwiseQuotient(model.featureScale.transpose());
  return out;
}

RegionTrainingResult trainRegionModel(const std::vector<const RegionScene*>& scenes,
                                      const Palette& palette, const RegionTaskOptions& taskOptions,
                                      const AmnTrainingOptions& options,
                                      const LearnerControl& control, AmnWarmStart warmStart) {
  if (scenes.empty()) throw std::invalid_argument("no images to train on");
  if (palette.size() < 2) throw std::invalid_argument("at least two labels are needed");
  RegionTrainingResult result;
  RegionModel& model = result.model;
  model.options = taskOptions;
  model.palette = palette;
  // Feature statistics over every region of every training image.
  const int F = taskOptions.numNodeFeatures();
  Eigen::VectorXd sum = Eigen::VectorXd::Zero(F), sq = Eigen::VectorXd::Zero(F);
  double n = 0;
  for (const RegionScene* s : scenes) {
    if (s->graph.nodeFeatures.cols() != kRegionNodeFeatures)
      throw std::invalid_argument("scene without region features");
    const auto x = s->graph.nodeFeatures.leftCols(F);
    sum += x.colwise().sum().transpose();
    sq += x.array().square().colwise().sum().matrix().transpose();
    n += s->graph.numNodes();
  }
  model.featureMean = sum / std::max(n, 1.0);
  model.featureScale =
      (sq / std::max(n, 1.0) - model.featureMean.cwiseAbs2()).cwiseMax(0).cwiseSqrt();
  for (int k = 0; k < F; ++k)
    if (!(model.featureScale(k) > 1e-9))
      model.featureScale(k) = 1;  // constant feature: only centred
  model.featureMean(kRegionBiasFeature) = 0;  // the bias stays 1
  model.featureScale(kRegionBiasFeature) = 1;

  GraphSet set;
  for (const PaletteEntry& e : palette) set.labels.names.push_back(e.name);
  set.numNodeFeatures = F;
  set.numEdgeFeatures = kRegionEdgeFeatures;
  for (size_t i = 0; i < scenes.size(); ++i) {
    set.graphs.push_back(standardisedGraph(model, scenes[i]->graph));
    set.names.push_back("image " + std::to_string(i + 1));
  }
  // Blocks learned on features standardised otherwise (another set of scribbled images) no
  // longer sum this round's feature vectors.
  std::vector<double> space(model.featureMean.begin(), model.featureMean.end());
  space.insert(space.end(), model.featureScale.begin(), model.featureScale.end());
  if (warmStart.featureSpace != space) warmStart.blocks.clear();
  result.training = trainAmn(set, options, control, std::move(warmStart));
  result.training.warmStart.featureSpace = std::move(space);
  model.amn = result.training.model;
  return result;
}

Labeling predictRegionLabels(const RegionModel& model, const RegionScene& scene) {
  return predictAmn(model.amn, standardisedGraph(model, scene.graph));
}

LabelImage predictRegions(const RegionModel& model, const RegionScene& scene) {
  return paintRegions(scene.superpixels, predictRegionLabels(model, scene));
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
