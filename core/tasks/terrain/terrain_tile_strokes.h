#pragma once
// Stroke updates on a cloud worked on tile by tile (tasks/terrain/terrain_tile_graphs.h): what
// IncrementalAmn (inference/incremental_amn.h) does on a whole graph, per tile. The first
// stroke in a tile builds a solver on the tile's graph (its halo included) with the model's
// scores, which solves the tile once; then each stroke clamps its points to the painted class
// and re-solves around them. The `kSolvers` most recently stroked tiles keep their solvers; a
// tile stroked again later gets a new one with all its strokes so far. A stroke's clamps stay
// in its own tile: the halo copies of its points in the neighbouring tiles are not clamped, so
// near a tile border the neighbour's labels wait for the next round.
// Not thread-safe: one update at a time (the workbench runs them on one worker task at a time).
#include <list>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "inference/incremental_amn.h"
#include "tasks/terrain/terrain_tile_graphs.h"

namespace m3 {

class TileStrokeSolvers {
 public:
  static constexpr int kSolvers = 2;

  // Requires an AMN model (not a baseline or a forest).
  TileStrokeSolvers(std::shared_ptr<const AmnModel> model,
                    std::shared_ptr<const TerrainTileGraphs> tiles);

  struct Update {
    // The points whose labels changed, with their new labels; all of a tile's own points when
    // its solver was built by this update (its first labels, which the caller has not shown).
    std::vector<int> points;
    Labeling labels;
    int changed = 0;  // labels the strokes changed, halos included
    int builtSolvers = 0;
  };
  // (point, label) edits of the cloud's points; kUnlabelled releases a clamp. Points outside
  // the cloud are ignored.
  Update apply(const std::vector<std::pair<int, int>>& edits);

 private:
  struct Solver {
    int tile;
    std::shared_ptr<const TileGraph> graph;
    std::unique_ptr<IncrementalAmn> solver;
  };
  Solver& of(int tile, bool& built);

  std::shared_ptr<const AmnModel> model_;
  std::shared_ptr<const TerrainTileGraphs> tiles_;
  std::list<Solver> recent_;                                 // most recently used first
  std::map<int, std::vector<std::pair<int, int>>> strokes_;  // per tile, every edit so far
};

}  // namespace m3
