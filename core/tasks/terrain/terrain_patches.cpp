#include "tasks/terrain/terrain_patches.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace m3 {

namespace {

struct Cell {
  std::int64_t x, y;
  bool operator==(const Cell&) const = default;
};

struct CellHash {
  size_t operator()(const Cell& c) const {
    return std::hash<std::int64_t>()(c.x) ^
           (std::hash<std::int64_t>()(c.y) * 0x9E3779B97F4A7C15ull);
  }
};

// The cell of a coordinate `offset` metres past the cloud's lowest, clamped: a cloud spread
// over absurd distances still gets cells (far apart ones merge at the edge), never an overflow.
std::int64_t cellIndex(double offset, double size) {
  constexpr double kLargest = 1ll << 40;
  const double cell = std::floor(offset / size);
  return static_cast<std::int64_t>(std::isfinite(cell) ? std::clamp(cell, 0.0, kLargest) : 0.0);
}

}  // namespace

Parameter terrainPatchParameter() {
  return Parameter::real("patch", kTerrainPatchMetres, 0.05, 1000,
                         "side in metres of the square columns suggested as one item");
}

TerrainPatches terrainPatches(const PointCloud& cloud, double size) {
  if (!(size > 0) || !std::isfinite(size))
    throw std::invalid_argument("a terrain patch's size must be positive and finite");
  TerrainPatches patches;
  patches.size = size;
  const int n = cloud.numPoints();
  if (n == 0) {
    patches.offsets = {0};
    return patches;
  }
  const double minX = cloud.xyz.col(0).minCoeff(), minY = cloud.xyz.col(1).minCoeff();
  std::unordered_map<Cell, int, CellHash> ids;
  std::vector<int> patchOf(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    const Cell cell{cellIndex(cloud.xyz(i, 0) - minX, size),
                    cellIndex(cloud.xyz(i, 1) - minY, size)};
    patchOf[i] = ids.try_emplace(cell, static_cast<int>(ids.size())).first->second;
  }
  const int count = static_cast<int>(ids.size());
  patches.offsets.assign(static_cast<size_t>(count) + 1, 0);
  for (int p : patchOf) ++patches.offsets[p + 1];
  for (int p = 0; p < count; ++p) patches.offsets[p + 1] += patches.offsets[p];
  patches.members.resize(static_cast<size_t>(n));
  std::vector<int> next(patches.offsets.begin(), patches.offsets.end() - 1);
  patches.centres.assign(static_cast<size_t>(count), Eigen::Vector3d::Zero());
  for (int i = 0; i < n; ++i) {
    patches.members[next[patchOf[i]]++] = i;
    patches.centres[patchOf[i]] += cloud.xyz.row(i).transpose();
  }
  for (int p = 0; p < count; ++p) patches.centres[p] /= patches.pointCount(p);
  return patches;
}

std::vector<double> terrainPatchMargins(const TerrainPatches& patches, const Labeling& predictions,
                                        const std::vector<double>& margins) {
  std::vector<double> out(static_cast<size_t>(patches.count()),
                          std::numeric_limits<double>::infinity());
  // Predictions of another cloud (or none yet) give no margins.
  if (predictions.size() != patches.members.size() || margins.size() != predictions.size())
    return out;
  for (int p = 0; p < patches.count(); ++p) {
    double sum = 0;
    int predicted = 0;
    for (const int* i = patches.begin(p); i != patches.end(p); ++i)
      if (static_cast<size_t>(*i) < predictions.size() && predictions[*i] != kUnlabelled) {
        sum += margins[*i];
        ++predicted;
      }
    if (predicted > 0) out[p] = sum / predicted;
  }
  return out;
}

int terrainPatchMajority(const TerrainPatches& patches, int patch, const Labeling& predictions,
                         int numLabels) {
  std::vector<int> votes(static_cast<size_t>(std::max(0, numLabels)), 0);
  for (const int* i = patches.begin(patch); i != patches.end(patch); ++i)
    if (static_cast<size_t>(*i) < predictions.size() && predictions[*i] >= 0 &&
        predictions[*i] < numLabels)
      ++votes[predictions[*i]];
  const auto most = std::max_element(votes.begin(), votes.end());
  return most == votes.end() || *most == 0 ? kUnlabelled : static_cast<int>(most - votes.begin());
}

bool terrainPatchLabelled(const TerrainPatches& patches, int patch, const Labeling& labels) {
  return std::any_of(patches.begin(patch), patches.end(patch), [&](int i) {
    return static_cast<size_t>(i) < labels.size() && labels[i] != kUnlabelled;
  });
}

int terrainPatchMinimumPoints(const TerrainPatches& patches) {
  if (patches.count() == 0) return 3;
  std::vector<int> counts(static_cast<size_t>(patches.count()));
  for (int p = 0; p < patches.count(); ++p) counts[p] = patches.pointCount(p);
  const auto middle = counts.begin() + static_cast<std::ptrdiff_t>(counts.size() / 2);
  std::nth_element(counts.begin(), middle, counts.end());
  return std::max(3, *middle / 4);
}

std::vector<Suggestion> suggestTerrainPatches(const TerrainPatches& patches,
                                              const Labeling& predictions,
                                              const std::vector<double>& margins,
                                              const Labeling& userLabels,
                                              const SuggestionOptions& options) {
  const int minimum = terrainPatchMinimumPoints(patches);
  std::vector<bool> skip(static_cast<size_t>(patches.count()));
  for (int p = 0; p < patches.count(); ++p)
    skip[p] = patches.pointCount(p) < minimum || terrainPatchLabelled(patches, p, userLabels);
  std::vector<Eigen::VectorXd> centres;
  if (options.diversity > 0)
    for (const Eigen::Vector3d& c : patches.centres) centres.push_back(c.head<2>());
  return rankSuggestions(terrainPatchMargins(patches, predictions, margins), skip, options,
                         centres);
}

}  // namespace m3
