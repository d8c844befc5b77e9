#include "tasks/terrain/terrain_tile_strokes.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace m3 {

TileStrokeSolvers::TileStrokeSolvers(std::shared_ptr<const AmnModel> model,
                                     std::shared_ptr<const TerrainTileGraphs> tiles)
    : model_(std::move(model)), tiles_(std::move(tiles)) {
  if (!model_ || !tiles_ || model_->kind != GraphModelKind::Amn)
    throw std::invalid_argument("stroke updates on tiles need an AMN model and the cloud's tiles");
}

TileStrokeSolvers::Solver& TileStrokeSolvers::of(int tile, bool& built) {
  for (auto it = recent_.begin(); it != recent_.end(); ++it)
    if (it->tile == tile) {
      recent_.splice(recent_.begin(), recent_, it);
      built = false;
      return recent_.front();
    }
  std::shared_ptr<const TileGraph> graph = tiles_->tile(tile, true);
  auto solver = std::make_unique<IncrementalAmn>(
      graph->graph.edges, amnScores(model_->layout, model_->weights, graph->graph));
  recent_.push_front({tile, std::move(graph), std::move(solver)});
  if (recent_.size() > kSolvers) recent_.pop_back();
  built = true;
  return recent_.front();
}

TileStrokeSolvers::Update TileStrokeSolvers::apply(const std::vector<std::pair<int, int>>& edits) {
  std::map<int, std::vector<std::pair<int, int>>> byTile;
  for (const auto& edit : edits)
    if (edit.first >= 0 && edit.first < tiles_->cloud().numPoints())
      byTile[tiles_->grid().tileOf(edit.first)].push_back(edit);
  Update result;
  for (const auto& [tile, tileEdits] : byTile) {
    bool built = false;
    Solver& s = of(tile, built);
    result.builtSolvers += built;
    const std::vector<int>& points = s.graph->points;  // own points first, ascending
    const auto ownEnd = points.begin() + s.graph->own;
    std::vector<std::pair<int, int>>& history = strokes_[tile];
    history.insert(history.end(), tileEdits.begin(), tileEdits.end());
    // A solver built again after it was dropped starts with every stroke of its tile so far.
    for (const auto& [point, label] : built ? history : tileEdits)
      s.solver->setClamp(
          static_cast<int>(std::lower_bound(points.begin(), ownEnd, point) - points.begin()),
          label);
    const Labeling before = s.solver->labels();
    result.changed += s.solver->update().changedLabels;
    const Labeling& after = s.solver->labels();
    for (int k = 0; k < s.graph->own; ++k)
      if (built || after[static_cast<size_t>(k)] != before[static_cast<size_t>(k)]) {
        result.points.push_back(points[static_cast<size_t>(k)]);
        result.labels.push_back(after[static_cast<size_t>(k)]);
      }
  }
  return result;
}

}  // namespace m3
