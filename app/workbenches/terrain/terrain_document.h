#pragma once
// The terrain document the GUI thread owns: the point cloud, its AMN graph (features and
// k-NN edges, computed by core off the GUI thread; for a cloud too large for one graph, its
// tiles instead, whose graphs are built as training and prediction need them), the label names, the ground truth
// read from the file (if any), the user's painted labels, and the latest predictions with
// their confidence. Every paint stroke goes through the undo stack.
#include <QJsonObject>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "data/label_set.h"
#include "data/pairwise_graph.h"
#include "data/point_cloud.h"
#include "model_document.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/terrain/terrain_tile_graphs.h"

namespace m3 {

class TerrainDocument : public ModelDocument<AmnModel> {
  Q_OBJECT
 public:
  explicit TerrainDocument(QObject* parent = nullptr);

  // Replaces everything; `truth` is empty or one label per point. Clears the undo stack.
  void reset(std::shared_ptr<const PointCloud> cloud, LabelSet labels, Labeling truth, const QString& source);
  // The graph for the current cloud, once core has built it (its labels are unused).
  void setGraph(std::shared_ptr<const PairwiseGraph> graph);
  // Or its tiles (tasks/terrain/terrain_tile_graphs.h), for a cloud too large for one graph.
  void setTiles(std::shared_ptr<const TerrainTileGraphs> tiles);

  std::shared_ptr<const PointCloud> cloud() const { return cloud_; }
  std::shared_ptr<const PairwiseGraph> graph() const { return graph_; }
  std::shared_ptr<const TerrainTileGraphs> tiles() const { return tiles_; }
  bool hasGraph() const { return graph_ || tiles_; }
  const LabelSet& labels() const { return labels_; }
  const Labeling& truth() const { return truth_; }
  int pointCount() const { return cloud_ ? cloud_->numPoints() : 0; }

  const Labeling& userLabels() const { return userLabels_; }
  int labelledPointCount() const { return labelledCount_; }
  // For undo commands and project loading: sets points[k] to labels[k]; emits userLabelsChanged.
  void setUserLabels(const std::vector<int>& points, const Labeling& labels);
  // Up to `count` painted points, the most recently painted first (what a training round
  // must not leave out when it trains on only part of the paint).
  std::vector<int> newestPainted(int count) const;

  const Labeling& predictions() const { return predictions_; }
  const std::vector<double>& confidence() const { return confidence_; }
  void setPredictions(Labeling predictions, std::vector<double> confidence, std::shared_ptr<const AmnModel> model);
  // Some points' new predictions over the others' current ones (as tiles are solved); points
  // never predicted stay kUnlabelled; `model`, when given, becomes the document's. Emits
  // predictionsChanged once for the lot.
  struct PartialPredictions {
    std::vector<int> points;
    Labeling labels;
    std::vector<double> confidence;
  };
  void updatePredictions(const std::vector<PartialPredictions>& parts, std::shared_ptr<const AmnModel> model);

  // Bumped on every label edit and every reset (results for older states are stale).
  quint64 labelGeneration() const { return labelGeneration_; }

  bool isModified() const { return !undo_.isClean(); }

 signals:
  void graphReady();
  void userLabelsChanged();
  // The same edit, point by point (after userLabelsChanged).
  void pointsLabelled(const std::vector<int>& points, const m3::Labeling& labels);

 private:
  std::shared_ptr<const PointCloud> cloud_;
  std::shared_ptr<const PairwiseGraph> graph_;
  std::shared_ptr<const TerrainTileGraphs> tiles_;
  LabelSet labels_;
  Labeling truth_, userLabels_, predictions_;
  std::vector<std::uint32_t> paintedAt_;  // per point: the label generation that last painted it
  std::vector<double> confidence_;
  int labelledCount_ = 0;
  quint64 labelGeneration_ = 0;
};

}  // namespace m3
