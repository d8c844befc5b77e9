#pragma once
// A generated multi-label scene set for the Scenes workbench's built-in sample and for tests
// that must run without ../shared: feature rows in the layout of Boutell et al.'s scene data
// (294 = 6 planes of 7x7 blocks, row-major: L mean, L variance, U mean, U variance, V mean,
// V variance, each min-max scaled to [0, 1]), so the workbench's block thumbnails show
// something scene-like, and the same six labels (Beach, Sunset, FallFoliage, Field, Mountain,
// Urban).
// Each label is a block template of CIE L*u*v* colours and a texture level (sky over sand for
// Beach, green under sky for Field, grey stripes for Urban, ...). An image has one label, or
// with probability `pairProbability` a second one from a fixed list of plausible pairs
// (Beach+Urban, Field+Mountain, ...); a two-label image takes each block from one of its two
// templates (the first label's more likely towards the top), so labels co-occur the way the
// real set's do and single blocks do not tell the whole story. Block noise of std `noise`
// (in L*u*v* units) and a per-image brightness shift make per-label classifiers err.
// Deterministic for a seed. Cost O(N * 294).
#include <cstdint>

#include "data/multilabel.h"

namespace m3 {

struct SceneSampleOptions {
  int images = 600;
  double pairProbability = 0.3;
  double noise = 12.0;
  std::uint32_t seed = 5;
};

inline constexpr int kSceneBlocks = 7;
inline constexpr int kSceneFeatures = 6 * kSceneBlocks * kSceneBlocks;

// Throws std::invalid_argument when images < 1, noise < 0 or pairProbability is outside [0, 1].
MultiLabelData generateSceneSample(const SceneSampleOptions& options = {});

}  // namespace m3
