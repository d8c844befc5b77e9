#include "features/point_graph.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>

namespace m3 {

std::string PointGraphOptions::validate() const {
  // Bounds on the work and memory a setting may ask for (a model file is input too; the
  // defaults are 3, 3, 0.25 m and 0.3 m): every edge costs its features on every point.
  if (nearest3d < 0 || nearest3d > 50) return "nearest3d must be in [0, 50]";
  if (nearestInColumn < 0 || nearestInColumn > 50) return "nearestInColumn must be in [0, 50]";
  if (!(std::isfinite(columnRadius) && columnRadius > 0 && columnRadius <= 5))
    return "columnRadius must be in (0, 5] m";
  if (!(std::isfinite(distanceSigma) && distanceSigma > 0 && distanceSigma <= 100))
    return "distanceSigma must be in (0, 100] m";
  return {};
}

namespace {

void check(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument("point graph: " + what);
}

// Each point's neighbour slots: its 3D nearest, then its column nearest unless already listed
// (on open ground they often coincide: measured, skipping them for further column points
// did not help the AMN); unused slots hold -1.
std::vector<int> neighbourTable(const PointIndex& index, const PointGraphOptions& o) {
  const int n = index.numPoints(), slots = o.nearest3d + o.nearestInColumn;
  std::vector<int> table(static_cast<size_t>(n) * static_cast<size_t>(slots), -1);
  parallelBlocks(n, o.threads, 2048, [&](int begin, int end) {
    std::vector<Neighbour> found;
    for (int i = begin; i < end; ++i) {
      int* row = &table[static_cast<size_t>(i) * slots];
      int used = 0;
      auto add = [&](int j) {
        if (std::find(row, row + used, j) == row + used) row[used++] = j;
      };
      index.nearest(i, o.nearest3d, found);
      for (const Neighbour& q : found) add(q.index);
      index.nearestInColumn(i, o.nearestInColumn, o.columnRadius, found);
      for (const Neighbour& q : found) add(q.index);
    }
  });
  return table;
}

// Undirected edges, each once: i emits (i, j) when i < j, and (j, i) when j < i did not
// list i itself (otherwise j already emitted it). Two parallel passes (count, then fill at
// prefix offsets) keep the order independent of the thread count.
std::vector<Edge> undirectedEdges(const std::vector<int>& table, int n, int slots, int threads) {
  auto lists = [&](int a, int b) {
    const int* row = &table[static_cast<size_t>(a) * slots];
    return std::find(row, row + slots, b) != row + slots;
  };
  auto emits = [&](int i, int j) { return j >= 0 && (i < j || !lists(j, i)); };
  std::vector<long long> offset(static_cast<size_t>(n) + 1, 0);
  parallelBlocks(n, threads, 4096, [&](int begin, int end) {
    for (int i = begin; i < end; ++i)
      for (int s = 0; s < slots; ++s)
        offset[i + 1] += emits(i, table[static_cast<size_t>(i) * slots + s]);
  });
  for (int i = 0; i < n; ++i) offset[i + 1] += offset[i];
  check(offset[n] <= std::numeric_limits<int>::max(), "more than 2^31 edges");
  std::vector<Edge> edges(static_cast<size_t>(offset[n]));
  parallelBlocks(n, threads, 4096, [&](int begin, int end) {
    for (int i = begin; i < end; ++i) {
      long long at = offset[i];
      for (int s = 0; s < slots; ++s) {
        const int j = table[static_cast<size_t>(i) * slots + s];
        if (emits(i, j)) edges[static_cast<size_t>(at++)] = {std::min(i, j), std::max(i, j)};
      }
    }
  });
  return edges;
}

RowMatrix edgeFeatures(const PairwiseGraph& g, const PointMatrix& xyz, const PointGraphOptions& o) {
  const int m = g.numEdges();
  RowMatrix features(m, o.numEdgeFeatures());
  std::vector<double> difference(static_cast<size_t>(m), 0.0);
  const double inverseSigma2 = 1.0 / (o.distanceSigma * o.distanceSigma);
  parallelBlocks(m, o.threads, 8192, [&](int begin, int end) {
    for (int e = begin; e < end; ++e) {
      const Edge& edge = g.edges[static_cast<size_t>(e)];
      features(e, 0) = 1;
      features(e, 1) = std::exp(-(xyz.row(edge.a) - xyz.row(edge.b)).squaredNorm() * inverseSigma2);
      if (o.featureSimilarity)
        difference[static_cast<size_t>(e)] =
            (g.nodeFeatures.row(edge.a) - g.nodeFeatures.row(edge.b)).squaredNorm();
    }
  });
  if (!o.featureSimilarity || m == 0) return features;
  // Summed in edge order by one thread, so the scale does not depend on the thread count.
  double mean = 0;
  for (double d : difference) mean += d;
  mean /= double(m);
  const double inverseScale = mean > 0 ? 1.0 / (2 * mean) : 0.0;
  parallelBlocks(m, o.threads, 8192, [&](int begin, int end) {
    for (int e = begin; e < end; ++e)
      features(e, 2) = std::exp(-difference[static_cast<size_t>(e)] * inverseScale);
  });
  return features;
}

}  // namespace

PairwiseGraph buildPointGraph(const PointCloud& cloud, RowMatrix nodeFeatures,
                              const PointGraphOptions& options, Labeling labels,
                              const PointIndex* index) {
  if (const std::string problem = options.validate(); !problem.empty()) check(false, problem);
  const int n = cloud.numPoints();
  check(nodeFeatures.rows() == n, "nodeFeatures has " + std::to_string(nodeFeatures.rows()) +
                                      " rows for " + std::to_string(n) + " points");
  check(cloud.xyz.allFinite(), "the cloud has non-finite coordinates");
  check(nodeFeatures.allFinite(), "node features must be finite");
  check(labels.empty() || static_cast<int>(labels.size()) == n,
        "labels must be empty or one per point");
  check(!index || index->numPoints() == n, "the index was built on another cloud");

  PairwiseGraph graph;
  graph.nodeFeatures = std::move(nodeFeatures);
  graph.labels = labels.empty() ? Labeling(static_cast<size_t>(n), kUnlabelled) : std::move(labels);
  const int slots = options.nearest3d + options.nearestInColumn;
  if (n > 1 && slots > 0) {
    std::unique_ptr<PointIndex> own;
    if (!index) own = std::make_unique<PointIndex>(cloud.xyz, options.threads);
    graph.edges =
        undirectedEdges(neighbourTable(index ? *index : *own, options), n, slots, options.threads);
  }
  graph.edgeFeatures = edgeFeatures(graph, cloud.xyz, options);
  return graph;
}

}  // namespace m3
