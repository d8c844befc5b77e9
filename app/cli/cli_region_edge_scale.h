#pragma once
// `--edge-scale auto|S` of `regions train` and `bench regions --camvid`: the AMN's learned edge
// weights scaled by a factor chosen by cross-validation over the labelled patches (auto, the
// default; tasks/regions/region_edge_scale.h) or by S in [0, 1] (1: the learned weights as they
// are).
#include <string>

#include "cli_args.h"
#include "tasks/regions/region_edge_scale.h"

namespace m3::cli {

struct EdgeScaleOption {
  bool chosen = true;
  double scale = 1;
};

inline EdgeScaleOption readEdgeScaleOption(const Args& args) {
  const std::string text = args.get("edge-scale", "auto");
  if (text == "auto") return {};
  char* end = nullptr;
  const double s = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end || !(s >= 0 && s <= 1))
    throw UsageError("--edge-scale must be auto or a number in [0, 1] (1 keeps the learned edge weights)");
  return {false, s};
}

inline EdgeScaleChoice fixedEdgeScale(RegionTrainingResult& trained, const AmnTrainingOptions& options, double scale) {
  EdgeScaleChoice choice;
  if (options.kind != GraphModelKind::Amn) return choice;
  choice.scale = scale;
  scaleEdgeWeights(trained.model.amn, scale);
  return choice;
}

// "edge scale 0.75 (chosen on 3 folds of the labelled patches; held-out mean IoU 0: 0.22, ...)"
inline std::string edgeScaleText(const EdgeScaleChoice& choice) {
  char text[96];
  std::snprintf(text, sizeof text, "edge scale %g", choice.scale);
  std::string out = text;
  if (choice.folds == 0) return out;
  std::snprintf(text, sizeof text, " (chosen on %d folds of the labelled patches; held-out mean IoU", choice.folds);
  out += text;
  for (size_t c = 0; c < choice.candidates.size(); ++c) {
    std::snprintf(text, sizeof text, "%s %g: %.3f", c ? "," : "", choice.candidates[c], choice.scores[c]);
    out += text;
  }
  return out + ")";
}

}  // namespace m3::cli
