#include "region_suggestions.h"

#include "inference/uncertainty.h"
#include "region_document.h"

namespace m3 {

namespace {

Labeling labelledRegions(const RegionDocument& document, const RegionImage& im) {
  return regionLabelsFromMask(im.scene->superpixels, im.user, document.classCount(),
                              document.taskOptions().minCoverage);
}

}  // namespace

bool isRegionLabelled(const RegionDocument& document, int image, int region) {
  if (image < 0 || image >= document.imageCount()) return false;
  const RegionImage& im = document.imageAt(image);
  if (!im.scene || im.labelledPixels == 0) return false;
  const Labeling labelled = labelledRegions(document, im);
  return region >= 0 && region < static_cast<int>(labelled.size()) &&
         labelled[static_cast<size_t>(region)] != kUnlabelled;
}

std::vector<Suggestion> leastConfidentRegions(const RegionDocument& document, int count) {
  std::vector<std::vector<double>> margins(static_cast<size_t>(document.imageCount()));
  std::vector<std::vector<bool>> done(margins.size());
  for (int i = 0; i < document.imageCount(); ++i) {
    const RegionImage& im = document.imageAt(i);
    if (!im.scene || im.prediction.empty() || im.confidence.size() != im.prediction.size()) continue;
    margins[static_cast<size_t>(i)] = im.confidence;
    std::vector<bool>& left = done[static_cast<size_t>(i)];
    left.assign(im.confidence.size(), false);
    if (im.labelledPixels > 0) {
      const Labeling labelled = labelledRegions(document, im);
      for (size_t r = 0; r < labelled.size(); ++r) left[r] = labelled[r] != kUnlabelled;
    }
  }
  std::vector<Suggestion> out;
  for (const GraphNodeRef& n : leastConfidentNodesOfSet(margins, count, done))
    out.push_back({n.graph, n.node, n.confidence});
  return out;
}

}  // namespace m3
