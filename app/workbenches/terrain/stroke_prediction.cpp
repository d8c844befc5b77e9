#include "stroke_prediction.h"

#include <QtConcurrent>
#include <chrono>

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
  QtConcurrent::run([model, graph]() -> std::shared_ptr<IncrementalAmn> {
    try {
      return std::make_shared<IncrementalAmn>(graph->edges, amnScores(model->layout, model->weights, *graph));
    } catch (const std::exception&) {
      return nullptr;  // e.g. out of memory: strokes wait for the next round instead
    }
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
  tiles_ = std::make_shared<TileStrokeSolvers>(std::move(model), std::move(tiles));
}

void StrokePrediction::stroke(const std::vector<int>& points, const Labeling& labels) {
  if (!active()) return;
  for (size_t k = 0; k < points.size() && k < labels.size(); ++k) pending_.push_back({points[k], labels[k]});
  runPending();
}

void StrokePrediction::runPending() {
  if ((!solver_ && !tiles_) || updating_ || pending_.empty()) return;
  updating_ = true;
  const quint64 generation = generation_;
  QtConcurrent::run([solver = solver_, tiles = tiles_, edits = std::exchange(pending_, {})] {
    const auto start = std::chrono::steady_clock::now();
    UpdateResult result;
    try {
      if (tiles) {
        TileStrokeSolvers::Update update = tiles->apply(edits);
        result = {std::move(update.points), std::move(update.labels), update.changed, 0};
      }
      else {
        for (const auto& [point, label] : edits)
          if (point >= 0 && point < solver->numNodes()) solver->setClamp(point, label);
        result.changed = solver->update().changedLabels;
        result.labels = solver->labels();
      }
    } catch (const std::exception&) {
      // E.g. a tile's graph could not be built (out of memory): these strokes wait for the
      // next round, later ones are tried again.
      result = {};
    }
    result.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
  }).then(this, [this, generation, tiled = static_cast<bool>(tiles_)](UpdateResult result) {
    if (generation != generation_) return;
    updating_ = false;
    if (tiled) emit tileUpdated(result.points, result.labels, result.changed, result.milliseconds);
    else if (!result.labels.empty()) emit updated(result.labels, result.changed, result.milliseconds);
    runPending();
  });
}

}  // namespace m3
