#include "terrain_document.h"

#include <algorithm>
#include <functional>

namespace m3 {

TerrainDocument::TerrainDocument(QObject* parent) : ModelDocument(parent) {}

void TerrainDocument::reset(std::shared_ptr<const PointCloud> cloud, LabelSet labels,
                            Labeling truth, const QString& source) {
  cloud_ = std::move(cloud);
  graph_.reset();
  tiles_.reset();
  labels_ = std::move(labels);
  const size_t n = cloud_ ? static_cast<size_t>(cloud_->numPoints()) : 0;
  truth_ = truth.size() == n ? std::move(truth) : Labeling{};
  userLabels_.assign(n, kUnlabelled);
  paintedAt_.assign(n, 0);
  predictions_.clear();
  confidence_.clear();
  model_.reset();
  source_ = source;
  labelledCount_ = 0;
  ++labelGeneration_;
  ++dataGeneration_;
  undo_.clear();
  emit dataChanged();
}

void TerrainDocument::setGraph(std::shared_ptr<const PairwiseGraph> graph) {
  if (!graph || graph->numNodes() != pointCount()) return;  // built for another cloud
  graph_ = std::move(graph);
  emit graphReady();
}

void TerrainDocument::setTiles(std::shared_ptr<const TerrainTileGraphs> tiles) {
  if (!tiles || tiles->cloud().numPoints() != pointCount()) return;  // built for another cloud
  tiles_ = std::move(tiles);
  emit graphReady();
}

void TerrainDocument::setUserLabels(const std::vector<int>& points, const Labeling& labels) {
  for (size_t k = 0; k < points.size(); ++k) {
    int& label = userLabels_[points[k]];
    labelledCount_ += (labels[k] != kUnlabelled) - (label != kUnlabelled);
    label = labels[k];
    paintedAt_[points[k]] = static_cast<std::uint32_t>(labelGeneration_ + 1);
  }
  ++labelGeneration_;
  emit userLabelsChanged();
  emit pointsLabelled(points, labels);
}

std::vector<int> TerrainDocument::newestPainted(int count) const {
  std::vector<std::pair<std::uint32_t, int>> painted;  // (stamp, point)
  for (int i = 0; i < pointCount(); ++i)
    if (userLabels_[i] != kUnlabelled) painted.push_back({paintedAt_[i], i});
  count = std::min<int>(count, static_cast<int>(painted.size()));
  std::partial_sort(painted.begin(), painted.begin() + count, painted.end(), std::greater<>());
  std::vector<int> points(static_cast<size_t>(count));
  for (int k = 0; k < count; ++k) points[k] = painted[k].second;
  return points;
}

void TerrainDocument::setPredictions(Labeling predictions, std::vector<double> confidence,
                                     std::shared_ptr<const AmnModel> model) {
  if (predictions.size() != static_cast<size_t>(pointCount())) return;
  predictions_ = std::move(predictions);
  confidence_ = std::move(confidence);
  model_ = std::move(model);
  emit predictionsChanged();
}

void TerrainDocument::updatePredictions(const std::vector<PartialPredictions>& parts,
                                        std::shared_ptr<const AmnModel> model) {
  const size_t n = static_cast<size_t>(pointCount());
  for (const PartialPredictions& part : parts)
    for (int i : part.points)
      if (i < 0 || static_cast<size_t>(i) >= n) return;  // results for another cloud
  if (predictions_.size() != n) {
    predictions_.assign(n, kUnlabelled);
    confidence_.assign(n, 0.0);
  }
  for (const PartialPredictions& part : parts)
    for (size_t k = 0; k < part.points.size(); ++k) {
      const size_t i = static_cast<size_t>(part.points[k]);
      predictions_[i] = part.labels[k];
      confidence_[i] = part.confidence[k];
    }
  if (model) model_ = std::move(model);
  emit predictionsChanged();
}

}  // namespace m3
