#include "learning/plane_cache.h"

#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

// Shared by the dense and the sparse corners: `distance(plane)` is |plane - w|^2.
template <class Vector, class Distance>
int addPlaneTo(std::vector<CachedPlane>& planes, int capacity, const Vector& w, double b, long long now,
                Distance distance, CachedPlane fresh) {
  if (capacity <= 0) return -1;
  // The same output comes back often once the weights settle; keep one copy.
  const double tolerance = 1e-12 * (1.0 + std::abs(b) + w.squaredNorm());
  for (std::size_t k = 0; k < planes.size(); ++k)
    if (std::abs(planes[k].b - b) <= tolerance && distance(planes[k]) <= tolerance) {
      planes[k].lastUsed = now;
      return static_cast<int>(k);
    }
  if (static_cast<int>(planes.size()) < capacity) {
    planes.push_back(std::move(fresh));
    return static_cast<int>(planes.size()) - 1;
  }
  auto oldest = std::min_element(planes.begin(), planes.end(),
                                 [](const CachedPlane& x, const CachedPlane& y) { return x.lastUsed < y.lastUsed; });
  *oldest = std::move(fresh);
  return static_cast<int>(oldest - planes.begin());
}

}  // namespace

int addPlane(std::vector<CachedPlane>& planes, int capacity, const Eigen::VectorXd& w, double b, long long now,
             const Labeling& output) {
  return addPlaneTo(planes, capacity, w, b, now, [&](const CachedPlane& p) { return (p.w - w).squaredNorm(); },
             CachedPlane{w, {}, b, now, output});
}

int addPlane(std::vector<CachedPlane>& planes, int capacity, const SparseWeights& w, double b, long long now,
             const Labeling& output) {
  return addPlaneTo(planes, capacity, w, b, now, [&](const CachedPlane& p) { return (p.sparseW - w).squaredNorm(); },
             CachedPlane{{}, w, b, now, output});
}

double cornerValue(const CachedPlane& plane, const Eigen::VectorXd& w) {
  return plane.b - (plane.w.size() != 0 ? plane.w.dot(w) : plane.sparseW.dot(w));
}

int bestPlane(std::vector<CachedPlane>& planes, const Eigen::VectorXd& w, long long now) {
  int chosen = -1;
  double bestValue = 0;
  for (std::size_t k = 0; k < planes.size(); ++k) {
    const double value = cornerValue(planes[k], w);
    if (chosen < 0 || value > bestValue) chosen = static_cast<int>(k), bestValue = value;
  }
  if (chosen >= 0) planes[static_cast<std::size_t>(chosen)].lastUsed = now;
  return chosen;
}

int planesWithin(double megabytes, int blocks, int dimension, int wanted) {
  if (wanted <= 0 || blocks <= 0 || dimension <= 0) return 0;
  const double perPlane = 8.0 * dimension + 64;  // the vector plus its bookkeeping
  const double fit = megabytes * 1024 * 1024 / (perPlane * blocks);
  return static_cast<int>(std::min<double>(wanted, std::floor(fit)));
}

}  // namespace m3
