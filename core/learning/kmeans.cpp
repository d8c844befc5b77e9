#include "learning/kmeans.h"

#include <limits>
#include <random>
#include <stdexcept>
#include <string>

namespace m3 {

namespace {

KMeansResult runOnce(const RowMatrix& x, int k, int maxIterations, std::mt19937& rng) {
  const Eigen::Index n = x.rows();
  KMeansResult r;
  r.centers.resize(k, x.cols());
  // k-means++: first centre uniform, then each next one with probability ~ D(x)^2.
  std::vector<double> d2(static_cast<size_t>(n), std::numeric_limits<double>::infinity());
  r.centers.row(0) = x.row(std::uniform_int_distribution<Eigen::Index>(0, n - 1)(rng));
  for (int c = 1; c < k; ++c) {
    double sum = 0;
    for (Eigen::Index i = 0; i < n; ++i) {
      d2[i] = std::min(d2[i], (x.row(i) - r.centers.row(c - 1)).squaredNorm());
      sum += d2[i];
    }
    Eigen::Index pick = 0;
    if (sum > 0) {
      double u = std::uniform_real_distribution<double>(0, sum)(rng);
      for (pick = 0; pick < n - 1 && u >= d2[pick]; ++pick) u -= d2[pick];
    } else {
      pick = std::uniform_int_distribution<Eigen::Index>(0, n - 1)(rng);  // all points coincide
    }
    r.centers.row(c) = x.row(pick);
  }
  r.assignment.assign(static_cast<size_t>(n), -1);
  std::vector<double> dist(static_cast<size_t>(n));
  for (r.iterations = 1; r.iterations <= maxIterations; ++r.iterations) {
    bool changed = false;
    r.inertia = 0;
    for (Eigen::Index i = 0; i < n; ++i) {
      int best = 0;
      double bestD = std::numeric_limits<double>::infinity();
      for (int c = 0; c < k; ++c) {
        const double d = (x.row(i) - r.centers.row(c)).squaredNorm();
        if (d < bestD) bestD = d, best = c;
      }
      changed |= r.assignment[i] != best;
      r.assignment[i] = best;
      dist[i] = bestD;
      r.inertia += bestD;
    }
    // Update centres; an empty cluster takes the point farthest from its own centre.
    Eigen::MatrixXd sums = Eigen::MatrixXd::Zero(k, x.cols());
    std::vector<int> count(static_cast<size_t>(k), 0);
    for (Eigen::Index i = 0; i < n; ++i) sums.row(r.assignment[i]) += x.row(i), ++count[r.assignment[i]];
    for (int c = 0; c < k; ++c) {
      if (count[c] > 0) {
        r.centers.row(c) = sums.row(c) / count[c];
        continue;
      }
      Eigen::Index far = 0;
      for (Eigen::Index i = 1; i < n; ++i)
        if (dist[i] > dist[far] && count[r.assignment[i]] > 1) far = i;
      if (count[r.assignment[far]] <= 1) continue;  // cannot happen for k <= n; keep the old centre
      --count[r.assignment[far]];
      r.assignment[far] = c;
      count[c] = 1;
      dist[far] = 0;
      r.centers.row(c) = x.row(far);
      changed = true;
    }
    if (!changed) break;
  }
  r.iterations = std::min(r.iterations, maxIterations);
  return r;
}

}  // namespace

KMeansResult kmeans(const RowMatrix& points, int k, const KMeansOptions& options) {
  if (points.rows() < 1 || points.cols() < 1) throw std::invalid_argument("k-means: no points or no dimensions");
  if (!points.allFinite()) throw std::invalid_argument("k-means: NaN or infinite coordinate");
  if (k < 1 || k > points.rows())
    throw std::invalid_argument("k-means: k = " + std::to_string(k) + " must be in [1, " +
                                std::to_string(points.rows()) + "]");
  if (options.restarts < 1 || options.maxIterations < 1)
    throw std::invalid_argument("k-means: restarts and maxIterations must be positive");
  std::mt19937 rng(options.seed);
  KMeansResult best;
  best.inertia = std::numeric_limits<double>::infinity();
  for (int r = 0; r < options.restarts; ++r) {
    KMeansResult run = runOnce(points, k, options.maxIterations, rng);
    if (run.inertia < best.inertia) best = std::move(run);
  }
  return best;
}

}  // namespace m3
