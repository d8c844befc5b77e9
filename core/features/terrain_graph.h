#pragma once
// The terrain workbench's pipeline up to the AMN, shared by the GUI and the CLI: one k-d
// tree over the cloud, per-point features (features/point_features.h) and the k-NN graph
// with non-negative edge features (features/point_graph.h).
// Requires: finite coordinates. Cost: dominated by the neighbour queries, O(n k log n),
// multithreaded.
#include "features/point_features.h"
#include "features/point_graph.h"

namespace m3 {

struct TerrainGraphOptions {
  PointFeatureOptions features;
  PointGraphOptions graph;
  // The defaults, features and graph on `threads` threads (0: all cores).
  static TerrainGraphOptions onThreads(int threads) {
    TerrainGraphOptions o;
    o.features.threads = o.graph.threads = threads;
    return o;
  }
};

// `labels`: empty (all unlabelled) or one per point.
PairwiseGraph buildTerrainGraph(const PointCloud& cloud, const TerrainGraphOptions& options = {},
                                Labeling labels = {});

}  // namespace m3
