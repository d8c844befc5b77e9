#include "stroke_prediction.h"

#include <QtConcurrent>
#include <algorithm>
#include <chrono>
#include <list>
#include <map>

#include "inference/incremental_amn.h"

namespace m3 {

namespace {

struct UpdateResult {
  std::vector<int> points;  // on tiles: the points of `labels`
  Labeling labels;
  int changed = 0;
  double milliseconds = 0;
};

}  // namespace

struct StrokePrediction::TileSolvers {
  std::shared_ptr<const AmnModel> model;
  std::shared_ptr<const TerrainTileGraphs> tiles;
  struct Solver {
    int tile;
    std::shared_ptr<const TileGraph> graph;
    std::unique_ptr<IncrementalAmn> solver;
  };
  std::list<Solver> recent;  // most recently used first

  // The tile's solver; `built` says it was made now (its labels are not yet shown).
  Solver& of(int tile, bool& built) {
    for (auto it = recent.begin(); it != recent.end(); ++it)
      if (it->tile == tile) {
        recent.splice(recent.begin(), recent, it);
        built = false;
        return recent.front();
      }
    std::shared_ptr<const TileGraph> graph = tiles->tile(tile, true);
    auto solver = std::make_unique<IncrementalAmn>(graph->graph.edges, amnScores(model->layout, model->weights, graph->graph));
    recent.push_front({tile, std::move(graph), std::move(solver)});
    if (recent.size() > kTileSolvers) recent.pop_back();
    built = true;
    return recent.front();
  }
};

StrokePrediction::StrokePrediction(QObject* parent) : QObject(parent) {}

StrokePrediction::~StrokePrediction() = default;

void StrokePrediction::clear() {
  ++generation_;
  solver_.reset();
  tiles_.reset();
  pending_.clear();
  building_ = updating_ = false;
}

void StrokePrediction::reset(std::shared_ptr<const AmnModel> model, std::shared_ptr<const PairwiseGraph> graph) {
  clear();
  if (!model || !graph || model->kind != GraphModelKind::Amn) return;
  building_ = true;
  const quint64 generation = generation_;
  QtConcurrent::run([model, graph] {
    return std::make_shared<IncrementalAmn>(graph->edges, amnScores(model->layout, model->weights, *graph));
  }).then(this, [this, generation](std::shared_ptr<IncrementalAmn> solver) {
    if (generation != generation_) return;
    building_ = false;
    solver_ = std::move(solver);
    runPending();
  });
}

void StrokePrediction::resetTiles(std::shared_ptr<const AmnModel> model, std::shared_ptr<const TerrainTileGraphs> tiles) {
  clear();
  if (!model || !tiles || model->kind != GraphModelKind::Amn) return;
  tiles_ = std::make_shared<TileSolvers>();
  tiles_->model = std::move(model);
  tiles_->tiles = std::move(tiles);
}

void StrokePrediction::stroke(const std::vector<int>& points, const Labeling& labels) {
  if (!active()) return;
  for (size_t k = 0; k < points.size() && k < labels.size(); ++k) pending_.push_back({points[k], labels[k]});
  runPending();
}

void StrokePrediction::runPending() {
  if (tiles_) return runPendingOnTiles();
  if (!solver_ || updating_ || pending_.empty()) return;
  updating_ = true;
  const quint64 generation = generation_;
  QtConcurrent::run([solver = solver_, edits = std::exchange(pending_, {})] {
    const auto start = std::chrono::steady_clock::now();
    for (const auto& [point, label] : edits)
      if (point >= 0 && point < solver->numNodes()) solver->setClamp(point, label);
    UpdateResult result;
    result.changed = solver->update().changedLabels;
    result.labels = solver->labels();
    result.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
  }).then(this, [this, generation](UpdateResult result) {
    if (generation != generation_) return;
    updating_ = false;
    emit updated(result.labels, result.changed, result.milliseconds);
    runPending();
  });
}

void StrokePrediction::runPendingOnTiles() {
  if (updating_ || pending_.empty()) return;
  updating_ = true;
  const quint64 generation = generation_;
  QtConcurrent::run([solvers = tiles_, edits = std::exchange(pending_, {})] {
    const auto start = std::chrono::steady_clock::now();
    std::map<int, std::vector<std::pair<int, int>>> byTile;
    for (const auto& edit : edits) {
      if (edit.first < 0 || edit.first >= solvers->tiles->cloud().numPoints()) continue;
      byTile[solvers->tiles->grid().tileOf(edit.first)].push_back(edit);
    }
    UpdateResult result;
    for (const auto& [tile, tileEdits] : byTile) {
      bool built = false;
      TileSolvers::Solver& s = solvers->of(tile, built);
      const std::vector<int>& points = s.graph->points;  // own points first, ascending
      const auto ownEnd = points.begin() + s.graph->own;
      for (const auto& [point, label] : tileEdits)
        s.solver->setClamp(static_cast<int>(std::lower_bound(points.begin(), ownEnd, point) - points.begin()), label);
      const Labeling before = s.solver->labels();
      result.changed += s.solver->update().changedLabels;
      const Labeling& after = s.solver->labels();
      for (int k = 0; k < s.graph->own; ++k)
        if (built || after[static_cast<size_t>(k)] != before[static_cast<size_t>(k)]) {
          result.points.push_back(points[static_cast<size_t>(k)]);
          result.labels.push_back(after[static_cast<size_t>(k)]);
        }
    }
    result.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
  }).then(this, [this, generation](UpdateResult result) {
    if (generation != generation_) return;
    updating_ = false;
    emit tileUpdated(result.points, result.labels, result.changed, result.milliseconds);
    runPending();
  });
}

}  // namespace m3
