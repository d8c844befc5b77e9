#pragma once
// "Label the least confident regions next", across every image of a set. One model predicted
// every image, so its local margins (score units; inference/uncertainty.h) compare across
// images: the regions with the smallest margins are where one more label teaches the model
// most, wherever they are. Regions the user has already labelled are left out, by the rule
// training applies to scribbles (regionLabelsFromMask: enough of the region painted, one
// class in the majority), so a region counts as done exactly when training sees it.
#include <vector>

#include "tasks/suggestions.h"

namespace m3 {

class RegionDocument;

// At most `count` unlabelled regions of images with predictions, least confident first (ties
// by image, then region): the suggestion's group is the image, its item the region, its
// margin the prediction's local margin there (0: a tie).
std::vector<Suggestion> leastConfidentRegions(const RegionDocument& document, int count);

// Whether `region` of image `image` is labelled by training's rule.
bool isRegionLabelled(const RegionDocument& document, int image, int region);

}  // namespace m3
