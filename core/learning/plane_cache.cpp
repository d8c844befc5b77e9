#include "learning/plane_cache.h"

#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

// Shared by the dense and the sparse corners: `distance(plane)` is |plane - w|^2.
template <class Vector, class Distance>
void addPlaneTo(std::vector<CachedPlane>& planes, int capacity, const Vector& w, double b, long long now,
                Distance distance, CachedPlane fresh) {
  if (capacity <= 0) return;
  // The same output comes back often once the weights settle; keep one copy.
  const double tolerance = 1e-12 * (1.0 + std::abs(b) + w.squaredNorm());
  for (CachedPlane& p : planes)
    if (std::abs(p.b - b) <= tolerance && distance(p) <= tolerance) {
      p.lastUsed = now;
      return;
    }
  if (static_cast<int>(planes.size()) < capacity) {
    planes.push_back(std::move(fresh));
    return;
  }
  auto oldest = std::min_element(planes.begin(), planes.end(),
                                 [](const CachedPlane& x, const CachedPlane& y) { return x.lastUsed < y.lastUsed; });
  *oldest = std::move(fresh);
}

}  // namespace

void addPlane(std::vector<CachedPlane>& planes, int capacity, const Eigen::VectorXd& w, double b, long long now,
              const Labeling& output) {
  addPlaneTo(planes, capacity, w, b, now, [&](const CachedPlane& p) { return (p.w - w).squaredNorm(); },
             CachedPlane{w, {}, b, now, output});
}

void addPlane(std::vector<CachedPlane>& planes, int capacity, const SparseWeights& w, double b, long long now,
              const Labeling& output) {
  addPlaneTo(planes, capacity, w, b, now, [&](const CachedPlane& p) { return (p.sparseW - w).squaredNorm(); },
             CachedPlane{{}, w, b, now, output});
}

const CachedPlane* bestPlane(std::vector<CachedPlane>& planes, const Eigen::VectorXd& w, long long now) {
  CachedPlane* chosen = nullptr;
  double bestValue = 0;
  for (CachedPlane& p : planes) {
    const double value = p.b - (p.w.size() != 0 ? p.w.dot(w) : p.sparseW.dot(w));
    if (!chosen || value > bestValue) chosen = &p, bestValue = value;
  }
  if (chosen) chosen->lastUsed = now;
  return chosen;
}

int planesWithin(double megabytes, int blocks, int dimension, int wanted) {
  if (wanted <= 0 || blocks <= 0 || dimension <= 0) return 0;
  const double perPlane = 8.0 * dimension + 64;  // the vector plus its bookkeeping
  const double fit = megabytes * 1024 * 1024 / (perPlane * blocks);
  return static_cast<int>(std::min<double>(wanted, std::floor(fit)));
}

}  // namespace m3
