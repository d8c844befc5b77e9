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

#include "data/labeling.h"

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

// Points [first, first + count) with their attributes. Requires the range inside the cloud.
inline PointCloud slicePoints(const PointCloud& cloud, int first, int count) {
  PointCloud part;
  part.xyz = cloud.xyz.middleRows(first, count);
  const auto slice = [&](const auto& all, auto& to) {
    if (!all.empty()) to.assign(all.begin() + first, all.begin() + first + count);
  };
  slice(cloud.colours, part.colours);
  slice(cloud.intensity, part.intensity);
  slice(cloud.classCodes, part.classCodes);
  return part;
}

// Appends `more`'s points after `to`'s; each attribute is appended as it is, so batches of one
// cloud (which carry the same attributes) join into that cloud.
inline void appendPoints(PointCloud& to, const PointCloud& more) {
  const Eigen::Index n = to.xyz.rows();
  to.xyz.conservativeResize(n + more.xyz.rows(), 3);
  to.xyz.bottomRows(more.xyz.rows()) = more.xyz;
  to.colours.insert(to.colours.end(), more.colours.begin(), more.colours.end());
  to.intensity.insert(to.intensity.end(), more.intensity.begin(), more.intensity.end());
  to.classCodes.insert(to.classCodes.end(), more.classCodes.begin(), more.classCodes.end());
}

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
