#pragma once
// Painted tiles made ready before Train. On a cloud worked on tile by tile
// (tasks/terrain/terrain_tile_graphs.h) a round first builds the graphs of the tiles holding the
// painted points it trains on, several seconds per tile on a dense scan. This builds them in the
// background as strokes land, one tile at a time, into the tiles' cache, so that pressing Train
// usually finds them there (a round that needs a tile being built waits for it instead of
// building it twice).
#include <QObject>
#include <deque>
#include <memory>
#include <vector>

#include "tasks/terrain/terrain_tile_graphs.h"

namespace m3 {

class TileWarmup : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  // The open cloud's tiles (null: none, and what is queued is dropped).
  void setTiles(std::shared_ptr<const TerrainTileGraphs> tiles);
  // A stroke's points: their tiles not yet cached are queued (erased points are skipped).
  void stroke(const std::vector<int>& points, const std::vector<int>& labels);

 private:
  void startNext();

  std::shared_ptr<const TerrainTileGraphs> tiles_;
  std::deque<int> queue_;
  bool running_ = false;
};

// How much memory the tiles' cache may use: an eighth of the machine's memory, within
// 512 MiB .. 4 GiB (a dense tile's graph with its halo takes a few hundred MB).
std::size_t tileCacheBytes();

}  // namespace m3
