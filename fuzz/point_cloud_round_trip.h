#pragma once
// The body of the four point-cloud targets (PLY, PCD, LAS, XYZ): read, and where that works,
// write the cloud in the same format and read it back: same points, classes and attributes.
// PLY, LAS and XYZ are also read as a stream (io/point_stream.h), in batches of 3 points from a
// scratch file: it must refuse exactly the inputs the whole-file reader refuses, and otherwise
// give the same cloud.
#include <stdexcept>

#include "fuzz_support.h"
#include "io/point_cloud_io.h"
#include "io/point_stream.h"
#include "io/xyz_io.h"

namespace m3::fuzz {

inline void streamedReadMatches(const uint8_t* data, size_t size, PointCloudFormat format, const PointCloud* parsed) {
  const std::string path = scratchFile(data, size,
                                       format == PointCloudFormat::Las   ? ".las"
                                       : format == PointCloudFormat::Ply ? ".ply"
                                                                         : ".xyz");
  PointCloud joined;
  const bool read = readsOrRefuses(
      [&] {
        // XYZ in blocks of 1-17 bytes, so lines and CRLF pairs are cut at every place.
        auto reader = format == PointCloudFormat::Xyz ? openXyzStream(path, 1 + (size ? data[0] % 17 : 0))
                                                      : openPointStream(path);
        for (PointCloud batch = reader->next(3); batch.numPoints() > 0; batch = reader->next(3))
          appendPoints(joined, batch);
      },
      path);
  if (read != (parsed != nullptr))
    finding("streamed reader", read ? "accepts what the whole-file reader refuses" : "refuses what the whole-file reader reads");
  if (!read) return;
  if (joined.xyz.rows() != parsed->xyz.rows() || !(joined.xyz.array() == parsed->xyz.array()).all() ||
      joined.classCodes != parsed->classCodes || joined.colours != parsed->colours || joined.intensity != parsed->intensity)
    finding("streamed reader", "gives another cloud than the whole-file reader");
}

inline void pointCloudRoundTrip(const uint8_t* data, size_t size, PointCloudFormat format) {
  PointCloud cloud;
  const bool parsed = readsOrRefuses([&] { cloud = parsePointCloud(bytes(data, size), format, kSource); });
  // Files are gunzipped when read, bytes in memory are not: gzip input is not comparable.
  const bool gzip = size >= 2 && data[0] == 0x1f && data[1] == 0x8b;
  if (format != PointCloudFormat::Pcd && !gzip)
    streamedReadMatches(data, size, format, parsed ? &cloud : nullptr);
  if (!parsed) return;
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
