#include "tasks/terrain_tiles.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <stdexcept>
#include <string>

namespace m3 {

int TerrainTileOptions::reach(const char* what) const {
  if (!(std::isfinite(tileSize) && tileSize > 0) || !(std::isfinite(halo) && halo >= 0))
    throw std::invalid_argument(std::string(what) + ": the tile size must be positive and the halo >= 0");
  if (halo > 10 * tileSize)
    throw std::invalid_argument(std::string(what) + ": the halo may span at most 10 tile sizes");
  return static_cast<int>(std::ceil(halo / tileSize));
}

TiledPrediction predictTerrainTiled(const PointCloud& cloud, const AmnModel& model,
                                    const TerrainGraphOptions& graphOptions, const TerrainTileOptions& tiles,
                                    const std::function<void(int, int)>& onTile) {
  const double size = tiles.tileSize, halo = tiles.halo;
  const int reach = tiles.reach("tiled prediction");  // neighbouring tiles a halo reaches
  if (!cloud.xyz.allFinite()) throw std::invalid_argument("tiled prediction: the cloud has non-finite coordinates");
  const int n = cloud.numPoints();
  TiledPrediction result;
  result.labels.assign(static_cast<size_t>(n), kUnlabelled);
  if (n == 0) return result;

  // Tiles on a grid anchored at multiples of the size: tile (kx, ky) holds floor(x / size) = kx,
  // floor(y / size) = ky (the streamed prediction of tasks/terrain_stream.h bins points with the
  // same formulas, so both cut the cloud identically). Points bucketed by tile (counting sort).
  const double kx0 = std::floor(cloud.xyz.col(0).minCoeff() / size), ky0 = std::floor(cloud.xyz.col(1).minCoeff() / size);
  const double columns = std::floor(cloud.xyz.col(0).maxCoeff() / size) - kx0 + 1;
  const double rows = std::floor(cloud.xyz.col(1).maxCoeff() / size) - ky0 + 1;
  if (columns * rows > 1e7 || std::abs(kx0) > 1e9 || std::abs(ky0) > 1e9)
    throw std::invalid_argument("tiled prediction: the tile size is too small for the cloud's extent");
  const int nx = static_cast<int>(columns), ny = static_cast<int>(rows);
  auto tileOf = [&](int i) {
    const int tx = static_cast<int>(std::floor(cloud.xyz(i, 0) / size) - kx0);
    const int ty = static_cast<int>(std::floor(cloud.xyz(i, 1) / size) - ky0);
    return static_cast<size_t>(ty) * static_cast<size_t>(nx) + static_cast<size_t>(tx);
  };
  std::vector<int> start(static_cast<size_t>(nx) * static_cast<size_t>(ny) + 1, 0), order(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) ++start[tileOf(i) + 1];
  for (size_t t = 1; t < start.size(); ++t) start[t] += start[t - 1];
  {
    std::vector<int> next(start.begin(), start.end() - 1);
    for (int i = 0; i < n; ++i) order[static_cast<size_t>(next[tileOf(i)]++)] = i;
  }
  std::vector<size_t> nonEmpty;
  for (size_t t = 0; t + 1 < start.size(); ++t)
    if (start[t + 1] > start[t]) nonEmpty.push_back(t);
  const int total = static_cast<int>(nonEmpty.size());

  // Tiles run in parallel, each on one thread (the tile's own features and MAP are serial):
  // every thread also runs its tile's alpha-expansion, which a whole-cloud solve cannot share.
  const int threads = resolveThreadCount(graphOptions.features.threads);
  TerrainGraphOptions perTile = graphOptions;
  perTile.features.threads = perTile.graph.threads = 1;  // the tiles are the parallel work
  std::atomic<long> solved{0};
  std::atomic<int> done{0};
  std::mutex progress;
  parallelBlocks(total, threads, 1, [&](int begin, int end) {
    std::vector<int> members;
    for (int b = begin; b < end; ++b) {
      const size_t tile = nonEmpty[static_cast<size_t>(b)];
      const int tx = static_cast<int>(tile % static_cast<size_t>(nx)), ty = static_cast<int>(tile / static_cast<size_t>(nx));
      const TileBox box = tileBox(kx0 + tx, ky0 + ty, size, halo);
      members.assign(order.begin() + start[tile], order.begin() + start[tile + 1]);  // own points first
      const size_t own = members.size();
      for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx) {
          const int ox = tx + dx, oy = ty + dy;
          if ((dx == 0 && dy == 0) || ox < 0 || oy < 0 || ox >= nx || oy >= ny) continue;
          const size_t other = static_cast<size_t>(oy) * nx + ox;
          for (int k = start[other]; k < start[other + 1]; ++k) {
            const int i = order[static_cast<size_t>(k)];
            const double x = cloud.xyz(i, 0), y = cloud.xyz(i, 1);
            if (box.holds(x, y)) members.push_back(i);
          }
        }
      std::sort(members.begin() + static_cast<long>(own), members.end());  // halo in file order
      PointCloud part;
      part.xyz.resize(static_cast<Eigen::Index>(members.size()), 3);
      for (size_t k = 0; k < members.size(); ++k)
        part.xyz.row(static_cast<Eigen::Index>(k)) = cloud.xyz.row(members[k]);
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
