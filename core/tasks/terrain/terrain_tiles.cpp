#include "tasks/terrain/terrain_tiles.h"

#include <atomic>
#include <mutex>

namespace m3 {

TiledPrediction predictTerrainTiled(const PointCloud& cloud, const AmnModel& model,
                                    const TerrainGraphOptions& graphOptions,
                                    const TerrainTileOptions& tiles,
                                    const std::function<void(int, int)>& onTile) {
  const int n = cloud.numPoints();
  TiledPrediction result;
  result.labels.assign(static_cast<size_t>(n), kUnlabelled);
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
      const Labeling labels = predictAmn(model, buildTerrainGraph(part, perTile));
      for (size_t k = 0; k < own; ++k) result.labels[static_cast<size_t>(members[k])] = labels[k];
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
