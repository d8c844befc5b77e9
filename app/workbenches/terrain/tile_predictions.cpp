#include "tile_predictions.h"

#include <QPointer>
#include <QRectF>
#include <algorithm>
#include <cmath>

#include "point_cloud_view.h"

namespace m3 {

TilePredictions::TilePredictions(TerrainDocument* document, QObject* parent) : QObject(parent), document_(document) {
  timer_.setSingleShot(true);
  timer_.setInterval(kFlushMs);
  connect(&timer_, &QTimer::timeout, this, &TilePredictions::flush);
}

TerrainTileGraphs::TileResult TilePredictions::startBatch(std::shared_ptr<const TerrainTileGraphs> tiles,
                                                          std::shared_ptr<const AmnModel> model) {
  cancel();
  model_ = std::move(model);
  const quint64 batch = batch_;
  QPointer<TilePredictions> self(this);
  // Called on worker threads: copies the tile's results into a queued call.
  return [self, batch, tiles](int tile, const Labeling& labels, const std::vector<double>& confidence) {
    const std::span<const int> own = tiles->grid().own(tile);
    TerrainDocument::PartialPredictions part{{own.begin(), own.end()}, labels, confidence};
    QMetaObject::invokeMethod(
        self.data(),
        [self, batch, part = std::move(part)]() mutable {
          if (!self || batch != self->batch_) return;
          self->pending_.push_back(std::move(part));
          if (!self->timer_.isActive()) self->timer_.start();
        },
        Qt::QueuedConnection);
  };
}

void TilePredictions::cancel() {
  ++batch_;
  pending_.clear();
  timer_.stop();
  shownTiles_ = 0;
}

void TilePredictions::flush() {
  if (pending_.empty()) return;
  shownTiles_ += static_cast<int>(pending_.size());
  document_->updatePredictions(pending_, model_);
  pending_.clear();
  emit tilesShown(shownTiles_);
}

std::vector<int> tilesInView(const TerrainTileGrid& grid, const PointCloudView& view) {
  const QRectF screen(0, 0, view.width(), view.height());
  const QPointF centre = screen.center();
  std::vector<std::pair<double, int>> scored;  // (distance on screen, tile)
  for (int t = 0; t < grid.size(); ++t) {
    const TileBox box = grid.bounds(t);
    const double z = grid.meanHeight(t);
    QRectF footprint;
    int behind = 0;
    for (const auto& [x, y] : {std::pair{box.lowX, box.lowY}, {box.highX, box.lowY}, {box.lowX, box.highY}, {box.highX, box.highY}}) {
      QPointF pixel;
      if (!view.projectPosition(Eigen::RowVector3d(x, y, z), pixel)) {
        ++behind;
        continue;
      }
      const QRectF dot(pixel, QSizeF(1e-9, 1e-9));
      footprint = footprint.isNull() ? dot : footprint.united(dot);
    }
    // Wholly behind the camera: out of view. Partly behind: the camera is above or inside the
    // tile, which is then most likely what it looks at, so it comes first.
    if (behind == 4) continue;
    if (behind > 0) {
      scored.push_back({-1, t});
      continue;
    }
    const double dx = std::max({footprint.left() - centre.x(), 0.0, centre.x() - footprint.right()});
    const double dy = std::max({footprint.top() - centre.y(), 0.0, centre.y() - footprint.bottom()});
    const double distance = std::hypot(dx, dy);
    if (footprint.intersects(screen)) scored.push_back({distance, t});
  }
  std::stable_sort(scored.begin(), scored.end());
  std::vector<int> order;
  for (const auto& entry : scored) order.push_back(entry.second);
  return order;
}

}  // namespace m3
