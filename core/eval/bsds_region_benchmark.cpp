#include "eval/bsds_region_benchmark.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace m3 {

namespace {

// Rand index and variation of information from a contingency table over all pixel pairs.
struct PairScores {
  double rand = 1, vi = 0;
};

PairScores pairScores(const std::map<std::pair<int, int>, double>& cells, const std::map<int, double>& rows,
                      const std::map<int, double>& cols, double n) {
  auto pairs = [](double x) { return x * (x - 1) / 2; };
  double both = 0, hJoint = 0, hRows = 0, hCols = 0;
  for (const auto& [key, count] : cells) both += pairs(count), hJoint -= count / n * std::log(count / n);
  double inRows = 0, inCols = 0;
  for (const auto& [id, count] : rows) inRows += pairs(count), hRows -= count / n * std::log(count / n);
  for (const auto& [id, count] : cols) inCols += pairs(count), hCols -= count / n * std::log(count / n);
  PairScores s;
  const double total = pairs(n);
  if (total > 0) s.rand = (total - inRows - inCols + 2 * both) / total;
  s.vi = std::max(0.0, 2 * hJoint - hRows - hCols);  // H(S) + H(G) - 2 I(S; G)
  return s;
}

}  // namespace

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
    const PairScores s = pairScores(cells, humanSizes, machineSizes, n);
    result.pri += s.rand;
    result.vi += s.vi;
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
