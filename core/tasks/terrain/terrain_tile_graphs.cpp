#include "tasks/terrain/terrain_tile_graphs.h"

#include <algorithm>
#include <future>

#include "tasks/interactive_training.h"

namespace m3 {

std::size_t TileGraph::bytes() const {
  return sizeof(int) * points.size() +
         sizeof(double) * static_cast<std::size_t>(graph.nodeFeatures.size()) +
         sizeof(Edge) * graph.edges.size() +
         sizeof(double) * static_cast<std::size_t>(graph.edgeFeatures.size());
}

TerrainTileGraphs::TerrainTileGraphs(std::shared_ptr<const PointCloud> cloud,
                                     const TerrainTileOptions& tiles,
                                     const TerrainGraphOptions& graph, std::size_t cacheBytes)
    : cloud_(std::move(cloud)),
      grid_(cloud_->xyz, tiles, "tiled graphs"),
      options_(graph),
      cacheBytes_(cacheBytes) {
  options_.features.threads = options_.graph.threads = 1;
}

TerrainTileGraphs::CacheEntry TerrainTileGraphs::findCached(int tile) const {
  return std::find_if(cache_.begin(), cache_.end(),
                      [tile](const auto& entry) { return entry.first == tile; });
}

std::shared_ptr<const TileGraph> TerrainTileGraphs::tile(int t, bool keep) const {
  std::unique_lock lock(mutex_);
  if (const CacheEntry it = findCached(t); it != cache_.end()) {
    cache_.splice(cache_.begin(), cache_, it);  // most recently used
    return it->second;
  }
  // Being built by another thread (a prefetch, or the other training thread): wait for it.
  if (const auto it = building_.find(t); it != building_.end()) {
    it->second.keep =
        it->second.keep || keep;  // a prediction's build is kept when training wants it
    const std::shared_future<std::shared_ptr<const TileGraph>> pending = it->second.result;
    lock.unlock();
    return pending.get();
  }
  std::promise<std::shared_ptr<const TileGraph>> promise;
  building_.emplace(t, Building{promise.get_future().share(), keep});
  lock.unlock();
  std::shared_ptr<TileGraph> built;
  try {
    built = std::make_shared<TileGraph>();
    built->points = grid_.withHalo(t);
    built->own = static_cast<int>(grid_.own(t).size());
    built->graph = buildTerrainGraph(gatherPoints(cloud_->xyz, built->points), options_);
  } catch (...) {
    lock.lock();
    building_.erase(t);
    promise.set_exception(std::current_exception());
    throw;
  }
  lock.lock();
  keep = building_.at(t).keep;
  building_.erase(t);
  if (keep) {
    cache_.emplace_front(t, built);
    cached_ += built->bytes();
    while (cached_ > cacheBytes_ && cache_.size() > 1) {
      cached_ -= cache_.back().second->bytes();
      cache_.pop_back();
    }
  }
  promise.set_value(built);
  return built;
}

std::size_t TerrainTileGraphs::cachedBytes() const {
  std::lock_guard lock(mutex_);
  return cached_;
}

bool TerrainTileGraphs::isCached(int tile) const {
  std::lock_guard lock(mutex_);
  return findCached(tile) != cache_.end();
}

PairwiseGraph TerrainTileGraphs::subgraph(const std::vector<int>& points, int threads,
                                          const std::function<bool()>& cancelled) const {
  const PointMatrix& xyz = cloud_->xyz;
  // Node of each chosen point (-1: not chosen), and the tiles they lie in.
  std::vector<int> node(static_cast<std::size_t>(xyz.rows()), -1);
  std::vector<int> tiles;
  for (std::size_t k = 0; k < points.size(); ++k) {
    node[static_cast<std::size_t>(points[k])] = static_cast<int>(k);
    tiles.push_back(grid_.tileOf(points[k]));
  }
  std::sort(tiles.begin(), tiles.end());
  tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());

  // Filled tile by tile; each tile's graph is let go as soon as its rows are copied, so the
  // painted tiles are not all held at once beyond the cache's bound.
  struct Cut {
    std::vector<Edge> edges;
    RowMatrix features;
  };
  std::vector<Cut> cuts(tiles.size());
  std::mutex shapeMutex;
  RowMatrix nodeFeatures;
  parallelBlocks(
      static_cast<int>(tiles.size()), resolveThreadCount(threads), 1, [&](int begin, int end) {
        for (int b = begin; b < end; ++b) {
          if (cancelled && cancelled()) return;
          const int t = tiles[static_cast<std::size_t>(b)];
          const std::shared_ptr<const TileGraph> g = tile(t, true);
          {
            std::lock_guard lock(shapeMutex);
            if (nodeFeatures.rows() == 0)
              nodeFeatures.resize(static_cast<Eigen::Index>(points.size()),
                                  g->graph.nodeFeatures.cols());
          }
          for (int k = 0; k < g->own; ++k) {
            const int at = node[static_cast<std::size_t>(g->points[static_cast<std::size_t>(k)])];
            if (at >= 0)
              nodeFeatures.row(at) =
                  g->graph.nodeFeatures.row(k);  // each row written by its own tile only
          }
          // An edge belongs to the tile of its lower-numbered end: that end's own tile has its
          // complete neighbourhood, and no edge is taken twice.
          Cut& cut = cuts[static_cast<std::size_t>(b)];
          std::vector<Eigen::Index> rows;
          for (std::size_t e = 0; e < g->graph.edges.size(); ++e) {
            const int a = g->points[static_cast<std::size_t>(g->graph.edges[e].a)];
            const int c = g->points[static_cast<std::size_t>(g->graph.edges[e].b)];
            const int na = node[static_cast<std::size_t>(a)],
                      nc = node[static_cast<std::size_t>(c)];
            if (na < 0 || nc < 0 || grid_.tileOf(std::min(a, c)) != t) continue;
            cut.edges.push_back({std::min(na, nc), std::max(na, nc)});
            rows.push_back(static_cast<Eigen::Index>(e));
          }
          cut.features.resize(static_cast<Eigen::Index>(rows.size()), g->graph.edgeFeatures.cols());
          for (std::size_t k = 0; k < rows.size(); ++k)
            cut.features.row(static_cast<Eigen::Index>(k)) = g->graph.edgeFeatures.row(rows[k]);
        }
      });
  PairwiseGraph result;
  result.nodeFeatures = std::move(nodeFeatures);
  result.labels.assign(points.size(), kUnlabelled);
  std::size_t edges = 0;
  Eigen::Index edgeColumns = 0;
  for (const Cut& cut : cuts)
    edges += cut.edges.size(), edgeColumns = std::max(edgeColumns, cut.features.cols());
  result.edgeFeatures.resize(static_cast<Eigen::Index>(edges), edgeColumns);
  result.edges.reserve(edges);
  for (Cut& cut : cuts) {
    if (!cut.edges.empty())
      result.edgeFeatures.middleRows(static_cast<Eigen::Index>(result.edges.size()),
                                     cut.features.rows()) = cut.features;
    result.edges.insert(result.edges.end(), cut.edges.begin(), cut.edges.end());
    cut = {};
  }
  return result;
}

void TerrainTileGraphs::predict(const AmnModel& model, const std::vector<int>& order,
                                bool thenTheRest, int threads,
                                const std::function<bool()>& cancelled,
                                const TileResult& onTile) const {
  std::vector<int> sequence;
  std::vector<bool> listed(static_cast<std::size_t>(grid_.size()), false);
  for (int t : order)
    if (t >= 0 && t < grid_.size() && !listed[static_cast<std::size_t>(t)])
      sequence.push_back(t), listed[static_cast<std::size_t>(t)] = true;
  std::stable_partition(sequence.begin(), sequence.end(), [this](int t) { return isCached(t); });
  for (int t = 0; thenTheRest && t < grid_.size(); ++t)
    if (!listed[static_cast<std::size_t>(t)]) sequence.push_back(t);
  std::mutex reporting;
  // Tiles handed out in sequence (parallelBlocks' blocks come in order, one tile each).
  parallelBlocks(static_cast<int>(sequence.size()), resolveThreadCount(threads), 1,
                 [&](int begin, int end) {
                   for (int b = begin; b < end; ++b) {
                     if (cancelled && cancelled()) return;
                     const int t = sequence[static_cast<std::size_t>(b)];
                     const std::shared_ptr<const TileGraph> g = tile(t, false);
                     Labeling labels;
                     std::vector<double> confidence;
                     predictWithConfidence(model, g->graph, labels, confidence);
                     labels.resize(static_cast<std::size_t>(g->own));
                     confidence.resize(static_cast<std::size_t>(g->own));
                     std::lock_guard lock(reporting);
                     onTile(t, labels, confidence);
                   }
                 });
}

}  // namespace m3
