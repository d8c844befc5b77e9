#pragma once
// JSON pieces shared by the model files (io/model_json, tasks/*_task): dense matrices as
// arrays of rows, and kernel specifications.
// matrixFromJson / kernelSpecFromJson throw std::invalid_argument naming `field` for a wrong
// shape, a non-number or a non-finite number, or an invalid kernel; callers add the file name.
#include <Eigen/Dense>
#include <nlohmann/json.hpp>
#include <string>

#include "features/superpixels.h"
#include "learning/kernel.h"

namespace m3 {

nlohmann::json matrixToJson(const Eigen::Ref<const Eigen::MatrixXd>& m);
Eigen::MatrixXd matrixFromJson(const nlohmann::json& j, Eigen::Index rows, Eigen::Index cols,
                               const std::string& field);

// {"type": "linear" | "polynomial" | "rbf", "degree", "offset", "scale", "gamma"}
nlohmann::json kernelSpecToJson(const KernelSpec& kernel);
KernelSpec kernelSpecFromJson(const nlohmann::json& j);

// {"method": "slic" | "slico" | "lsc", "regionSize", "compactness", "iterations", "smoothing"}:
// how the image models cut images into superpixels, so prediction cuts them the same way.
nlohmann::json superpixelOptionsToJson(const SuperpixelOptions& options);
SuperpixelOptions superpixelOptionsFromJson(
    const nlohmann::json& j);  // nlohmann's errors for missing fields

}  // namespace m3
