#include "tasks/terrain/terrain_tiles.h"

#include <atomic>
#include <mutex>

#include "tasks/interactive_training.h"

namespace m3 {

TiledPrediction predictTerrainTiled(const PointCloud& cloud, const AmnModel& model,
                                    const TerrainGraphOptions& graphOptions,
                                    const TerrainTileOptions& tiles,
                                    const std::function<void(int, int)>& onTile, bool withMargins) {
  const int n = cloud.numPoints();
  TiledPrediction result;
  result.labels.assign(static_cast<size_t>(n), kUnlabelled);
  if (withMargins) result.margins.assign(static_cast<size_t>(n), 0.0);
  const TerrainTileGrid grid(cloud.xyz, tiles, "tiled prediction");
  const int total = grid.size();

  // Tiles run in parallel, each on one thread (the tile's own features and MAP are serial):
  // every thread also runs its tile's alpha-expansion, which a whole-cloud solve cannot share.
  const int threads = resolveThreadCount(graphOptions.features.threads);
  TerrainGraphOptions perTile = graphOptions;
  perTile.features.threads = perTile.graph.threads = 1;  // the tiles are the parallel work
  std::atomic<long> solved{0};
  std::atomic<int> done{0};
  std::mutex progress;
  parallelBlocks(total, threads, 1, [&](int begin, int end) {
    for (int tile = begin; tile < end; ++tile) {
      const std::vector<int> members = grid.withHalo(tile);
      const size_t own = grid.own(tile).size();
      const PointCloud part = gatherPoints(cloud.xyz, members);
      const PairwiseGraph graph = buildTerrainGraph(part, perTile);
      Labeling labels;
      std::vector<double> margins;
      if (withMargins)
        predictWithConfidence(model, graph, labels, margins);
      else
        labels = predictAmn(model, graph);
      for (size_t k = 0; k < own; ++k) {
        result.labels[static_cast<size_t>(members[k])] = labels[k];
        if (withMargins) result.margins[static_cast<size_t>(members[k])] = margins[k];
      }
      solved += static_cast<long>(members.size());
      const int finished = ++done;
      if (onTile) {
        std::lock_guard lock(progress);
        onTile(finished, total);
      }
    }
  });
  result.tiles = total;
  result.solvedPoints = solved;
  return result;
}

}  // namespace m3
