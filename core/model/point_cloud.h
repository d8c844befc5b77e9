#pragma once
// A 3D point cloud as the terrain workbench reads it from PLY, PCD, XYZ or LAS files:
// positions plus the optional per-point attributes those formats carry. Class codes are
// kept exactly as the file stores them (ASPRS classification, Oakland label ids, a PLY
// `scalar_label`); a ClassMapping turns them into the project's label indices.
// Requires: every optional attribute is either empty or holds one entry per point.
#include <Eigen/Dense>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/labeling.h"

namespace m3 {

using PointMatrix = Eigen::Matrix<double, Eigen::Dynamic, 3, Eigen::RowMajor>;

struct PointCloud {
  PointMatrix xyz;                                   // n x 3
  std::vector<std::array<std::uint8_t, 3>> colours;  // empty or n (RGB)
  std::vector<float> intensity;                      // empty or n
  std::vector<int> classCodes;                       // empty or n, as stored in the file

  int numPoints() const { return static_cast<int>(xyz.rows()); }
  bool hasClasses() const { return !classCodes.empty(); }
};

// File class codes -> label indices (kUnlabelled for codes not listed).
struct ClassMapping {
  struct Entry {
    int code = 0;
    int label = kUnlabelled;
  };
  std::vector<std::string> labelNames;
  std::vector<Entry> entries;
};

}  // namespace m3
