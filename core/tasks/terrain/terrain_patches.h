#pragma once
// Terrain's unit of Label Next, `terrain suggest` and the simulated annotator: a patch, the
// points of one square column of the ground plan (2 m by default: a car, a shrub, a piece of
// wall or road), all heights together. A person labels a patch by painting it; a patch is as
// unsure as its points are on average (their local margins, predictWithConfidence), so one
// stray unsure point does not outrank a patch the model confuses as a whole.
#include <Eigen/Core>
#include <vector>

#include "data/labeling.h"
#include "data/point_cloud.h"
#include "params/parameter.h"
#include "tasks/suggestions.h"

namespace m3 {

// The side of a patch in metres: the workbench's, and the default of the CLI's --patch.
inline constexpr double kTerrainPatchMetres = 2;
Parameter terrainPatchParameter();

struct TerrainPatches {
  double size = kTerrainPatchMetres;
  // Patch p holds points members[offsets[p] .. offsets[p + 1]), ascending; patches are
  // numbered by their first point, so the numbering follows the cloud, not a hash.
  std::vector<int> offsets, members;
  std::vector<Eigen::Vector3d> centres;  // the mean of each patch's points

  int count() const { return static_cast<int>(centres.size()); }
  int pointCount(int patch) const { return offsets[patch + 1] - offsets[patch]; }
  const int* begin(int patch) const { return members.data() + offsets[patch]; }
  const int* end(int patch) const { return members.data() + offsets[patch + 1]; }
};

// Cuts the cloud into patches of `size` metres (> 0, finite). Linear in the points; the number
// of patches is at most the number of points, whatever the coordinates.
// Throws std::invalid_argument for a size that is not positive and finite.
TerrainPatches terrainPatches(const PointCloud& cloud, double size);

// A patch's margin: the mean local margin of its predicted points (predictions[i] !=
// kUnlabelled); +infinity where none is predicted yet (tiles still to come), so it is never
// suggested, and everywhere when `predictions` or `margins` are not one per point.
std::vector<double> terrainPatchMargins(const TerrainPatches& patches, const Labeling& predictions,
                                        const std::vector<double>& margins);

// The label most of the patch's points are predicted as (ties: the lower label), so a person
// knows what to look for; kUnlabelled when none of them is predicted in [0, numLabels).
int terrainPatchMajority(const TerrainPatches& patches, int patch, const Labeling& predictions,
                         int numLabels);

// Whether any point of the patch has a label in `labels` (empty: none has).
bool terrainPatchLabelled(const TerrainPatches& patches, int patch, const Labeling& labels);

// Patches this sparse are not suggested: fewer points than a quarter of the median patch's (and
// than 3). A stray point at the edge of a scan has the most extreme margins and is no use to
// paint.
int terrainPatchMinimumPoints(const TerrainPatches& patches);

// The patches to label next: unlabelled ones (no point with a user label) of at least
// terrainPatchMinimumPoints points, least sure first; with diversity, spread over the ground
// plan (the patches' centres).
std::vector<Suggestion> suggestTerrainPatches(const TerrainPatches& patches,
                                              const Labeling& predictions,
                                              const std::vector<double>& margins,
                                              const Labeling& userLabels,
                                              const SuggestionOptions& options);

}  // namespace m3
