#include "tile_warmup.h"

#include <unistd.h>

#include <QtConcurrent>
#include <algorithm>
#include <set>

#include "data/labeling.h"

namespace m3 {

void TileWarmup::setTiles(std::shared_ptr<const TerrainTileGraphs> tiles) {
  tiles_ = std::move(tiles);
  queue_.clear();
}

void TileWarmup::stroke(const std::vector<int>& points, const std::vector<int>& labels) {
  if (!tiles_) return;
  std::set<int> touched;
  for (size_t k = 0; k < points.size(); ++k)
    if (labels[k] != kUnlabelled) touched.insert(tiles_->grid().tileOf(points[k]));
  for (int t : touched)
    if (std::find(queue_.begin(), queue_.end(), t) == queue_.end() && !tiles_->isCached(t)) queue_.push_back(t);
  startNext();
}

void TileWarmup::startNext() {
  if (running_ || queue_.empty() || !tiles_) return;
  const int t = queue_.front();
  queue_.pop_front();
  running_ = true;
  QtConcurrent::run([tiles = tiles_, t] {
    try {
      tiles->tile(t, true);
    } catch (const std::exception&) {
      // The round that needs the tile builds it again and reports the error.
    }
  }).then(this, [this] {
    running_ = false;
    startNext();
  });
}

std::size_t tileCacheBytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
  const double machine = pages > 0 && pageSize > 0 ? double(pages) * double(pageSize) : 8.0 * (1 << 30);
  return static_cast<std::size_t>(std::clamp(machine / 8, 512.0 * (1 << 20), 4.0 * (1 << 30)));
}

}  // namespace m3
