#include "workbench_list.h"

#include "bonds/bond_workbench.h"
#include "graphs/graph_workbench.h"
#include "handwriting/handwriting_workbench.h"
#include "regions/region_workbench.h"
#include "scenes/scene_workbench.h"
#include "segmentation/segmentation_workbench.h"
#include "sentences/sentence_workbench.h"
#include "terrain/terrain_workbench.h"

namespace m3 {

std::vector<Workbench*> createWorkbenches(QObject* parent) {
  return {new HandwritingWorkbench(parent), new TerrainWorkbench(parent),  new BondWorkbench(parent),
          new SceneWorkbench(parent),       new RegionWorkbench(parent),   new SegmentationWorkbench(parent),
          new GraphWorkbench(parent),       new SentenceWorkbench(parent)};
}

}  // namespace m3
