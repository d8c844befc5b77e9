#pragma once
// How the image models cut images into superpixels, saved with the model so prediction cuts
// them the same way:
// {"method": "slic" | "slico" | "lsc", "regionSize", "compactness", "iterations", "smoothing"}.
#include <nlohmann/json.hpp>

#include "features/superpixels.h"

namespace m3 {

nlohmann::json superpixelOptionsToJson(const SuperpixelOptions& options);
// nlohmann's errors for missing fields; parseSuperpixelMethod's for an unknown method.
SuperpixelOptions superpixelOptionsFromJson(const nlohmann::json& j);

}  // namespace m3
