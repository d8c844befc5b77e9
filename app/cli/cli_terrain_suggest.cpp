// terrain suggest --model MODEL --cloud FILE [--count n] [--diversity d] [--patch m]
//                 [--skip-labelled] [--mapping M]
// The 2 m patches of the ground plan to label next (tasks/terrain/terrain_patches.h), the
// least sure first, as the Terrain workbench's Label Next picks them: a TSV of the patches'
// centres, sizes, margins and the class the model gives most of their points. Clouds above
// the whole-graph limit are predicted tile by tile (the margins of each tile's own solve).
#include <iostream>
#include <sstream>

#include "bench_util.h"
#include "cli_terrain_models.h"
#include "io/point_cloud_io.h"
#include "tasks/interactive_training.h"
#include "tasks/terrain/terrain_patches.h"
#include "tasks/terrain/terrain_tile_graphs.h"
#include "tasks/terrain/terrain_tiles.h"

namespace m3::cli {

int terrainSuggest(const Args& args) {
  const AmnModel model = loadAmnModel(args.required("model"));
  const std::string cloudPath = args.required("cloud");
  const PointCloud cloud = readPointCloud(cloudPath);
  // Patches the file classifies already (a partly labelled cloud) are left out on request.
  Labeling classified;
  if (args.has("skip-labelled")) {
    if (!cloud.hasClasses())
      throw UsageError(cloudPath + " has no class codes: leave out --skip-labelled");
    classified = applyClassMapping(cloud, predictionMapping(args, model, {cloud}));
  }
  Labeling predicted;
  std::vector<double> margins;
  if (cloud.numPoints() > kWholeGraphPointLimit) {
    TiledPrediction tiled = predictTerrainTiled(cloud, model, featureSettings(model), {}, {}, true);
    predicted = std::move(tiled.labels);
    margins = std::move(tiled.margins);
  } else {
    predictWithConfidence(model, buildTerrainGraph(cloud, featureSettings(model)), predicted,
                          margins);
  }
  const TerrainPatches patches = terrainPatches(cloud, args.number("patch"));
  const std::vector<Suggestion> next = suggestTerrainPatches(
      patches, predicted, margins, classified, {args.integer("count"), args.number("diversity")});
  std::ostringstream out;
  out << "rank\tx\ty\tz\tpoints\tmargin\tprediction\n";
  for (size_t r = 0; r < next.size(); ++r) {
    const int p = next[r].item;
    const int most = terrainPatchMajority(patches, p, predicted, model.labels.size());
    char centre[96];
    std::snprintf(centre, sizeof centre, "%.2f\t%.2f\t%.2f", patches.centres[p].x(),
                  patches.centres[p].y(), patches.centres[p].z());
    out << r + 1 << '\t' << centre << '\t' << patches.pointCount(p) << '\t'
        << significant(next[r].margin) << '\t' << (most >= 0 ? model.labels.names[most] : "")
        << '\n';
  }
  std::cout << out.str();
  return 0;
}

}  // namespace m3::cli
