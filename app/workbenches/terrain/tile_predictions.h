#pragma once
// Predictions of a cloud worked on tile by tile (tasks/terrain/terrain_tile_graphs.h), shown as
// they come. Tiles are solved on worker threads, the ones in view first; each tile's results are
// queued to the GUI thread and handed to the document together at most every kFlushMs (a
// 10 M-point cloud is recoloured a few times a second, not once per tile). Results of an
// older batch (a newer round started, another cloud opened) are dropped.
#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

#include "tasks/terrain/terrain_tile_graphs.h"
#include "terrain_document.h"

namespace m3 {

class PointCloudView;

class TilePredictions : public QObject {
  Q_OBJECT
 public:
  static constexpr int kFlushMs = 300;

  TilePredictions(TerrainDocument* document, QObject* parent = nullptr);

  // Starts a new batch (older batches' results are dropped from now on) and returns what the
  // worker threads call with each solved tile. `model` (optional) becomes the document's model
  // with the first results (null: the round's outcome sets it later).
  TerrainTileGraphs::TileResult startBatch(std::shared_ptr<const TerrainTileGraphs> tiles,
                                           std::shared_ptr<const AmnModel> model = nullptr);
  // Drops whatever is queued or still to come.
  void cancel();
  // Tiles solved and shown in the current batch.
  int shownTiles() const { return shownTiles_; }

 signals:
  void tilesShown(int tiles);

 private:
  void flush();

  TerrainDocument* document_;
  QTimer timer_;
  quint64 batch_ = 0;
  std::shared_ptr<const AmnModel> model_;
  std::vector<TerrainDocument::PartialPredictions> pending_;
  int shownTiles_ = 0;
};

// The tiles in view (a tile is in view when its square, at the mean height of its points,
// projects onto the widget), nearest the view's centre first.
std::vector<int> tilesInView(const TerrainTileGrid& grid, const PointCloudView& view);

}  // namespace m3
