#pragma once
// The kernel of a kernelized model as it is saved in model files and projects:
// {"type": "linear" | "polynomial" | "rbf", "degree", "offset", "scale", "gamma"}.
#include <nlohmann/json.hpp>

#include "learning/kernel.h"

namespace m3 {

nlohmann::json kernelSpecToJson(const KernelSpec& kernel);
// std::invalid_argument for an unknown type or a kernel that fails KernelSpec::validate, and
// nlohmann's errors for missing fields; callers add the file name.
KernelSpec kernelSpecFromJson(const nlohmann::json& j);

}  // namespace m3
