#pragma once
// The features and graph of a cloud too large for one whole-cloud graph (about 950 bytes per
// point: 10 GB at 10 million points), built tile by tile when asked, as the terrain workbench
// uses them above 2 million points. Training needs the features of the painted points it
// trains on and the edges among them; prediction solves one tile (with its halo) at a time.
// Both take each point's features and edges from its own tile's graph, built on the tile plus
// its halo: with a halo wider than the features' neighbourhoods (local ground: 3 m; default
// halo 5 m) these equal the whole cloud's (tested), so a model trained here is the one a
// whole-cloud graph gives, and its predictions are predictTerrainTiled's.
// Tile graphs that training asked for are kept in a cache of bounded size (least recently used
// out first), so the rounds that follow a stroke rebuild only what changed.
// Thread-safe: every const member may be called from many threads.
#include <cstddef>
#include <functional>
#include <future>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "features/terrain_graph.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/terrain/terrain_tile_grid.h"

namespace m3 {

// Above this many points, `terrain predict` and the terrain workbench work tile by tile: a whole
// cloud's graph would take about 2 GB here, and alpha-expansion on it grows faster than the cloud.
constexpr int kWholeGraphPointLimit = 2'000'000;

// One tile's graph: nodes are grid.withHalo(tile), its own points first.
struct TileGraph {
  std::vector<int> points;
  int own = 0;
  PairwiseGraph graph;
  std::size_t bytes() const;
};

class TerrainTileGraphs {
 public:
  // `graph`'s thread counts are ignored: each tile is built on one thread, tiles in parallel.
  TerrainTileGraphs(std::shared_ptr<const PointCloud> cloud, const TerrainTileOptions& tiles = {},
                    const TerrainGraphOptions& graph = {},
                    std::size_t cacheBytes = std::size_t{1} << 30);

  const PointCloud& cloud() const { return *cloud_; }
  const TerrainTileGrid& grid() const { return grid_; }

  // The tile's graph from the cache, or built now on the calling thread (then cached when
  // `keep`; prediction of every tile passes false so that it does not flush training's tiles).
  // A tile another thread is building is waited for, not built twice. Call with keep = true
  // from a background thread to have a painted tile ready before the user presses Train.
  std::shared_ptr<const TileGraph> tile(int t, bool keep) const;

  // A graph over `points` (ascending, distinct), node k being points[k]: each point's features
  // from its own tile's graph, and every edge between two of them that the tile of the edge's
  // lower-numbered end has (its edge features too); every node unlabelled. Tiles are built on
  // `threads` threads (0: all cores); once `cancelled()` says so no more are (the graph is then
  // incomplete: for a round being stopped). Edges longer than the halo may be missing (only in
  // sparse places, where a k-NN edge reaches beyond 5 m).
  PairwiseGraph subgraph(const std::vector<int>& points, int threads,
                         const std::function<bool()>& cancelled = {}) const;

  // Solves the tiles in `order` first, those of them whose graphs are cached (usually the ones
  // just trained on) before the others, since they cost only their MAP; then, when
  // `thenTheRest`, every other tile in grid order; `threads` at a time, with the MAP
  // labels and local margins of predictWithConfidence (tasks/interactive_training.h) on the tile
  // and its halo. onTile(tile, labels, confidence) gets the tile's own points' results (in
  // grid().own(tile) order), one call at a time, from the solving thread. Stops starting new
  // tiles once `cancelled()` says so.
  using TileResult = std::function<void(int, const Labeling&, const std::vector<double>&)>;
  void predict(const AmnModel& model, const std::vector<int>& order, bool thenTheRest, int threads,
               const std::function<bool()>& cancelled, const TileResult& onTile) const;

  std::size_t cachedBytes() const;
  bool isCached(int tile) const;

 private:
  std::shared_ptr<const PointCloud> cloud_;
  TerrainTileGrid grid_;
  TerrainGraphOptions options_;  // one thread per tile
  std::size_t cacheBytes_;
  mutable std::mutex mutex_;
  using Cache = std::list<std::pair<int, std::shared_ptr<const TileGraph>>>;
  using CacheEntry = Cache::iterator;
  CacheEntry findCached(int tile) const;  // call with mutex_ held; cache_.end() when absent
  mutable Cache cache_;                   // most recent first
  struct Building {
    std::shared_future<std::shared_ptr<const TileGraph>> result;
    bool keep;  // whoever asked wants it cached
  };
  mutable std::map<int, Building> building_;
  mutable std::size_t cached_ = 0;
};

}  // namespace m3
