#include "eval/bsds_region_benchmark.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "eval/clustering_metrics.h"

namespace m3 {

RegionBenchmark regionBenchmark(const LabelImage& segmentation, const std::vector<LabelImage>& humans) {
  for (int id : segmentation.labels)
    if (id < 0) throw std::invalid_argument("region benchmark: the segmentation leaves a pixel unlabelled");
  RegionBenchmark result;
  int scored = 0;
  for (const LabelImage& human : humans) {
    if (human.width != segmentation.width || human.height != segmentation.height)
      throw std::invalid_argument("region benchmark: a human segmentation differs in size from the image's");
    std::map<std::pair<int, int>, double> cells;  // (human region, machine region) -> pixels
    std::map<int, double> humanSizes, machineSizes;
    double n = 0;
    for (size_t p = 0; p < human.labels.size(); ++p) {
      const int g = human.labels[p];
      if (g < 0) continue;
      const int s = segmentation.labels[p];
      cells[{g, s}] += 1;
      humanSizes[g] += 1;
      machineSizes[s] += 1;
      n += 1;
    }
    if (n == 0) continue;
    // Each human region's best overlap with a machine region it meets (others overlap 0).
    std::map<int, double> bestOverlap;
    for (const auto& [key, common] : cells) {
      const double overlap = common / (humanSizes[key.first] + machineSizes[key.second] - common);
      double& best = bestOverlap[key.first];
      best = std::max(best, overlap);
    }
    for (const auto& [region, size] : humanSizes) result.coveredArea += size * bestOverlap[region];
    result.area += n;
    // Rand and VI over pixel pairs: each contingency cell is one object weighted by its pixels.
    Partition humanIds, machineIds;
    std::vector<double> pixels;
    for (const auto& [key, count] : cells) {
      humanIds.push_back(key.first);
      machineIds.push_back(key.second);
      pixels.push_back(count);
    }
    const ClusteringMetrics m = clusteringMetrics(humanIds, machineIds, pixels);
    result.pri += m.rand;
    result.vi += m.variationOfInformation;
    ++scored;
  }
  if (scored == 0) throw std::invalid_argument("region benchmark: no human segmentation labels any pixel");
  result.pri /= scored;
  result.vi /= scored;
  return result;
}

void RegionBenchmarkTotals::add(const RegionBenchmark& image) {
  covered_ += image.coveredArea;
  area_ += image.area;
  pri_ += image.pri;
  vi_ += image.vi;
  ++images_;
}

}  // namespace m3
