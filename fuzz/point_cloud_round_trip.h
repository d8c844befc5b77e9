#pragma once
// The body of the four point-cloud targets (PLY, PCD, LAS, XYZ): read, and where that works,
// write the cloud in the same format and read it back: same points, classes and attributes.
#include <stdexcept>

#include "fuzz_support.h"
#include "io/point_cloud_io.h"

namespace m3::fuzz {

inline void pointCloudRoundTrip(const uint8_t* data, size_t size, PointCloudFormat format) {
  PointCloud cloud;
  if (!readsOrRefuses([&] { cloud = parsePointCloud(bytes(data, size), format, kSource); })) return;
  std::string written;
  try {
    written = formatPointCloud(cloud, format);
  } catch (const std::invalid_argument&) {
    return;  // documented: a cloud this format cannot store (e.g. class codes beyond its range)
  }
  PointCloud again;
  try {
    again = parsePointCloud(written, format, "written");
  } catch (const std::exception& e) {
    finding("our own output does not read back", e.what());
  }
  check(again.numPoints() == cloud.numPoints(), "point count");
  check(again.classCodes == cloud.classCodes, "class codes");
  check(again.colours == cloud.colours, "colours");
  check(again.intensity.size() == cloud.intensity.size(), "intensity");
}

}  // namespace m3::fuzz
