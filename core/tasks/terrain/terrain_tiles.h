#pragma once
// Prediction of a large cloud tile by tile. A whole-cloud solve holds every point's features
// and graph at once (about 950 bytes per point) and its alpha-expansion grows faster than the
// cloud (bench terrain-scale: 1.3 s at 1 M points, 50 s at 10 M). Here the cloud is cut into
// square tiles of `tileSize` metres on a grid anchored at multiples of the tile size; each tile
// is solved with its neighbours' points within `halo` metres around it (features, graph and
// MAP of the tile plus halo), and keeps the labels of its own points only. With a halo wider
// than the features' neighbourhoods (local ground: 3 m) the tile's features equal the whole
// cloud's, and the labels near tile borders agree with a whole-cloud solve wherever the
// model's interactions die out within the halo (measured in tests and bench terrain-scale).
// Requires: finite coordinates; tileSize > 0, halo >= 0 (std::invalid_argument otherwise).
// Cost: about linear in the points (each point is in one tile and at most a few halos);
// memory is one tile's features and graph per thread.
#include <functional>

#include "features/terrain_graph.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/terrain/terrain_tile_grid.h"

namespace m3 {

struct TiledPrediction {
  Labeling labels;        // one per point of the cloud
  std::vector<double> margins;  // with `withMargins`: each prediction's local margin, else empty
  int tiles = 0;          // non-empty tiles solved
  long solvedPoints = 0;  // points solved, halos included (>= the cloud's size)
};

// Tiles run on graphOptions.features.threads threads (0: all cores), one tile per thread.
// `onTile(done, total)`, when given, is called after each tile (progress), from the tile's
// thread, one call at a time.
TiledPrediction predictTerrainTiled(const PointCloud& cloud, const AmnModel& model,
                                    const TerrainGraphOptions& graphOptions = {},
                                    const TerrainTileOptions& tiles = {},
                                    const std::function<void(int, int)>& onTile = {},
                                    bool withMargins = false);

}  // namespace m3
