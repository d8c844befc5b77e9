#pragma once
// "Label the least confident regions next", across every image of a set. One model predicted
// every image, so its local margins (score units; inference/uncertainty.h) compare across
// images: the regions with the smallest margins are where one more label teaches the model
// most, wherever they are. Regions the user has already labelled are left out, by the rule
// training applies to scribbles (regionLabelsFromMask: enough of the region painted, one
// class in the majority), so a region counts as done exactly when training sees it.
#include <set>
#include <utility>
#include <vector>

namespace m3 {

class RegionDocument;

struct RegionSuggestion {
  int image = -1;
  int region = -1;
  double margin = 0;  // the prediction's local margin there (0: a tie)
};

// At most `count` unlabelled regions of images with predictions, least confident first (ties
// by image, then region), leaving out the (image, region) pairs in `skip`.
std::vector<RegionSuggestion> leastConfidentRegions(const RegionDocument& document, int count,
                                                    const std::set<std::pair<int, int>>& skip = {});

}  // namespace m3
