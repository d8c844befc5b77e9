#include "tasks/regions/region_task.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"

namespace m3 {

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

Labeling keepLabelledFraction(const std::vector<Edge>& edges, const Labeling& labels,
                              double fraction, int patchRegions, std::uint32_t seed) {
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
      model.featureScale(k) = 1;              // constant feature: only centred
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

}  // namespace m3
