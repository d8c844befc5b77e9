#pragma once
// Predictions that follow a brush stroke at once. Between training rounds the last AMN's
// labeling of the whole cloud is kept in an IncrementalAmn (inference/incremental_amn.h):
// each stroke clamps its points to the painted class and re-solves only around them, so the
// prediction near the stroke is redrawn in milliseconds, long before a retrained model
// arrives (which then replaces everything). The solver is built and updated on a worker
// thread, one task at a time; strokes painted meanwhile are applied together by the next.
// Baselines and forests are left alone: their predictions ignore the neighbours' labels.
// On a cloud worked on tile by tile there is no whole graph: the strokes go to a solver per
// tile instead (tasks/terrain/terrain_tile_strokes.h).
#include <QObject>
#include <memory>
#include <utility>
#include <vector>

#include "data/pairwise_graph.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/terrain/terrain_tile_strokes.h"

namespace m3 {

class IncrementalAmn;

class StrokePrediction : public QObject {
  Q_OBJECT
 public:
  explicit StrokePrediction(QObject* parent = nullptr);
  ~StrokePrediction() override;

  // Starts over from `model`'s MAP labeling of `graph` (strokes painted before are part of
  // what the model learned from, so none are clamped).
  void reset(std::shared_ptr<const AmnModel> model, std::shared_ptr<const PairwiseGraph> graph);
  // The same on tiles: solvers are built per tile as strokes reach them.
  void resetTiles(std::shared_ptr<const AmnModel> model, std::shared_ptr<const TerrainTileGraphs> tiles);
  // Forgets the solver (another cloud, or no model).
  void clear();
  // A stroke's points and their new labels (kUnlabelled: erased, the clamp is released).
  void stroke(const std::vector<int>& points, const Labeling& labels);
  bool active() const { return static_cast<bool>(solver_) || building_ || static_cast<bool>(tiles_); }


 signals:
  // The whole cloud's labels after the latest strokes; `changed` labels differ from before
  // them (the strokes' own points included).
  void updated(const m3::Labeling& labels, int changed, double milliseconds);
  // On tiles: the points whose labels the strokes changed (all of a tile's own points when
  // its solver was just built), with their new labels.
  void tileUpdated(const std::vector<int>& points, const m3::Labeling& labels, int changed, double milliseconds);

 private:
  void runPending();

  std::shared_ptr<IncrementalAmn> solver_;  // used by one worker task at a time
  std::shared_ptr<TileStrokeSolvers> tiles_;  // on tiles: likewise
  std::vector<std::pair<int, int>> pending_;  // (point, label) not yet applied
  bool building_ = false, updating_ = false;
  quint64 generation_ = 0;  // bumped by reset / clear: older tasks' results are dropped
};

}  // namespace m3
