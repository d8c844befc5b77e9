#include "features/terrain_graph.h"

namespace m3 {

PairwiseGraph buildTerrainGraph(const PointCloud& cloud, const TerrainGraphOptions& options,
                                Labeling labels) {
  const PointIndex index(cloud.xyz, options.features.threads);
  PointFeatures features = computePointFeatures(cloud, options.features, &index);
  return buildPointGraph(cloud, std::move(features.values), options.graph, std::move(labels),
                         &index);
}

}  // namespace m3
