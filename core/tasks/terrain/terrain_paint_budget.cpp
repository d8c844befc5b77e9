#include "tasks/terrain/terrain_paint_budget.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace m3 {

namespace {

// A 64-bit mix (splitmix64's finaliser): a fixed pseudo-random order of the points.
std::uint64_t mixed(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

Labeling keepLabelledPatches(const PointMatrix& xyz, const Labeling& labels, long budget,
                             double radius, std::uint32_t seed,
                             const std::vector<int>& newestFirst) {
  const int n = static_cast<int>(labels.size());
  const long labelled = countLabelled(labels);
  if (budget <= 0 || budget >= labelled) return labels;
  Labeling out(n, kUnlabelled);
  long kept = 0;

  // Hash grid of the labelled points with cells of `radius`: a ball query visits 27 cells.
  auto cellOf = [&](double v) { return static_cast<std::int64_t>(std::floor(v / radius)); };
  auto key = [](std::int64_t x, std::int64_t y, std::int64_t z) {
    return static_cast<std::uint64_t>(x & 0x1FFFFF) |
           static_cast<std::uint64_t>(y & 0x1FFFFF) << 21 |
           static_cast<std::uint64_t>(z & 0x1FFFFF) << 42;
  };
  std::unordered_map<std::uint64_t, std::vector<int>> grid;
  int numLabels = 0;
  for (int i = 0; i < n; ++i) {
    if (labels[i] == kUnlabelled) continue;
    numLabels = std::max(numLabels, labels[i] + 1);
    grid[key(cellOf(xyz(i, 0)), cellOf(xyz(i, 1)), cellOf(xyz(i, 2)))].push_back(i);
  }
  std::vector<std::vector<std::pair<std::uint64_t, int>>> byClass(numLabels);
  for (int i = 0; i < n; ++i)
    if (labels[i] != kUnlabelled)
      byClass[labels[i]].push_back({mixed(static_cast<std::uint64_t>(i) << 32 | seed), i});
  for (auto& list : byClass) std::sort(list.begin(), list.end());
  std::vector<size_t> cursor(numLabels, 0);

  std::vector<std::pair<double, int>> ball;
  for (bool any = true; kept < budget && any;) {
    any = false;
    for (int c = 0; c < numLabels && kept < budget; ++c) {
      const auto& list = byClass[c];
      while (cursor[c] < list.size() && out[list[cursor[c]].second] != kUnlabelled) ++cursor[c];
      if (cursor[c] == list.size()) continue;
      any = true;
      const int centre = list[cursor[c]++].second;
      const Eigen::RowVector3d p = xyz.row(centre);
      const std::int64_t cx = cellOf(p.x()), cy = cellOf(p.y()), cz = cellOf(p.z());
      ball.clear();
      for (std::int64_t dx = -1; dx <= 1; ++dx)
        for (std::int64_t dy = -1; dy <= 1; ++dy)
          for (std::int64_t dz = -1; dz <= 1; ++dz) {
            auto it = grid.find(key(cx + dx, cy + dy, cz + dz));
            if (it == grid.end()) continue;
            for (int j : it->second) {
              const double d2 = (xyz.row(j) - p).squaredNorm();
              if (d2 <= radius * radius && out[j] == kUnlabelled) ball.push_back({d2, j});
            }
          }
      std::sort(ball.begin(), ball.end());
      for (const auto& [d2, j] : ball) {
        if (kept == budget) break;
        out[j] = labels[j];
        ++kept;
      }
    }
  }
  // The newest strokes on top, so that the patches above stay the same from round to round.
  long extra = 0;
  for (int i : newestFirst) {
    if (extra >= budget / 4) break;
    if (i >= 0 && i < n && labels[i] != kUnlabelled && out[i] == kUnlabelled)
      out[i] = labels[i], ++extra;
  }
  return out;
}

std::vector<int> spatialBlockGroups(const PointMatrix& xyz, int pointsPerCell) {
  const Eigen::Index n = xyz.rows();
  std::vector<int> groups(static_cast<size_t>(n), 0);
  if (n == 0) return groups;
  const double x0 = xyz.col(0).minCoeff(), y0 = xyz.col(1).minCoeff();
  const double area = std::max(1.0, (xyz.col(0).maxCoeff() - x0) * (xyz.col(1).maxCoeff() - y0));
  const double cell = std::clamp(std::sqrt(area * pointsPerCell / double(n)), 2.0, 50.0);
  for (Eigen::Index i = 0; i < n; ++i) {
    const auto cx = static_cast<std::uint64_t>((xyz(i, 0) - x0) / cell);
    const auto cy = static_cast<std::uint64_t>((xyz(i, 1) - y0) / cell);
    groups[static_cast<size_t>(i)] = static_cast<int>(mixed(cx << 32 | cy) & 0x7fffffff);
  }
  return groups;
}

}  // namespace m3
