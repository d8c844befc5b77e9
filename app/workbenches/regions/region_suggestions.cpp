#include "region_suggestions.h"

#include "inference/uncertainty.h"
#include "region_document.h"

namespace m3 {

std::vector<RegionSuggestion> leastConfidentRegions(const RegionDocument& document, int count,
                                                    const std::set<std::pair<int, int>>& skip) {
  std::vector<std::vector<double>> margins(static_cast<size_t>(document.imageCount()));
  std::vector<std::vector<bool>> done(margins.size());
  for (int i = 0; i < document.imageCount(); ++i) {
    const RegionImage& im = document.imageAt(i);
    if (!im.scene || im.prediction.empty() || im.confidence.size() != im.prediction.size()) continue;
    margins[static_cast<size_t>(i)] = im.confidence;
    std::vector<bool>& left = done[static_cast<size_t>(i)];
    left.assign(im.confidence.size(), false);
    if (im.labelledPixels > 0) {
      const Labeling labelled = regionLabelsFromMask(im.scene->superpixels, im.user, document.classCount(),
                                                     document.taskOptions().minCoverage);
      for (size_t r = 0; r < labelled.size(); ++r) left[r] = labelled[r] != kUnlabelled;
    }
  }
  for (const auto& [image, region] : skip)
    if (image >= 0 && image < document.imageCount() && region >= 0 &&
        region < static_cast<int>(done[static_cast<size_t>(image)].size()))
      done[static_cast<size_t>(image)][static_cast<size_t>(region)] = true;
  std::vector<RegionSuggestion> out;
  for (const GraphNodeRef& n : leastConfidentNodesOfSet(margins, count, done))
    out.push_back({n.graph, n.node, n.confidence});
  return out;
}

}  // namespace m3
