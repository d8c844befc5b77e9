#pragma once
// SemanticKITTI scans (Behley et al., ICCV 2019; the KITTI odometry benchmark's Velodyne
// scans with per-point classes), as the dataset lays them out:
//   sequences/NN/velodyne/000123.bin    float32 x, y, z, remission per point (16 bytes,
//                                       little-endian, no header)
//   sequences/NN/labels/000123.label    uint32 per point: the semantic class in the lower 16
//                                       bits, an instance id in the upper 16
// Reading a .bin gives the points with remission as intensity; its labels are looked for as
// <stem>.label beside it, then in ../labels/ (the dataset's layout), and give classCodes (the
// semantic part; instances are dropped). Writing a .bin writes <stem>.label beside it when the
// cloud has classes; a .label alone is what the benchmark wants for predictions.
// Requires: nothing of the bytes.
// Ensures: IoError naming the file for a size that is not a whole number of records, a
//   non-finite coordinate or remission (with the point's index), a label file whose count of
//   points differs from its scan's; writing refuses class codes outside 0-65535.
// Cost: O(file size).
#include <string>
#include <string_view>
#include <vector>

#include "data/point_cloud.h"

namespace m3 {

PointCloud parseKittiScan(std::string_view bytes, const std::string& sourceName);
// The semantic classes of a .label file that must hold `points` entries.
std::vector<int> parseKittiLabels(std::string_view bytes, std::size_t points, const std::string& sourceName);
// Where a scan's labels are (see above), or "" when neither place has them.
std::string kittiLabelsPathFor(const std::string& scanPath);
// The .label written beside a .bin (same folder, same stem).
std::string kittiLabelsBeside(const std::string& scanPath);

// Throws std::invalid_argument for coordinates beyond float range or class codes outside 0-65535.
std::string formatKittiScan(const PointCloud& cloud);
std::string formatKittiLabels(const PointCloud& cloud);

}  // namespace m3
