#pragma once
// Point-cloud files for the terrain workbench: one entry point that picks the format from the
// file name. The per-format readers and writers (io/ply_io.h, pcd_io.h, xyz_io.h, las_io.h)
// work on bytes in memory and document exactly what they accept; class codes are turned into
// labels by io/class_mapping.h.
//   extension (case-insensitive)                     format
//   .ply                                             PLY (ascii / binary, either byte order)
//   .pcd                                             PCD v0.7 (ascii / binary / binary_compressed)
//   .xyz .txt .xyz_label_conf                        whitespace-separated text (Oakland layout)
//   .las                                             LAS 1.0-1.4, point formats 0-3
//   .bin                                             a KITTI / SemanticKITTI scan, with its
//                                                    .label file when found (io/kitti_io.h)
//   .label                                           written only: SemanticKITTI labels
//   .laz                                             rejected: "compressed LAS (LAZ) is not
//                                                    supported; decompress it with laszip first"
// Any of them may carry a further ".gz": the file is gunzipped on reading (every file that
// starts with the gzip magic is, whatever its name) and gzip-compressed on writing.
// Requires: nothing of the file.
// Ensures: every problem is an IoError whose message starts with the path (unreadable file,
//   unknown extension, and everything the format readers report); writing goes through a
//   temporary file renamed over the target, so a failed write leaves any old file intact.
// Cost: O(file size) time; the whole (uncompressed) file is held in memory while parsing.
// Clouds larger than memory: io/point_stream.h reads and writes them in batches.
#include <cstdint>
#include <string>
#include <string_view>

#include "data/point_cloud.h"
#include "io/las_io.h"
#include "io/pcd_io.h"
#include "io/ply_io.h"

namespace m3 {

enum class PointCloudFormat { Ply, Pcd, Xyz, Las, Kitti, KittiLabels };

// Throws IoError for .laz and unknown extensions.
PointCloudFormat pointCloudFormatFromPath(const std::string& path);
// True when the path ends in ".gz" (case-insensitive).
bool isGzipPath(const std::string& path);

// IoError naming `sourceName` for what the format's reader refuses, and for a coordinate beyond
// 1e8 m (100,000 km from the origin, farther than any survey reaches; docs/reliability.md).
PointCloud parsePointCloud(std::string_view bytes, PointCloudFormat format,
                           const std::string& sourceName);
// The coordinate bound of parsePointCloud, for readers that give a cloud piece by piece:
// `firstPoint` is how many points came before `cloud`.
void checkCoordinates(const PointCloud& cloud, const std::string& sourceName,
                      std::uint64_t firstPoint = 0);
PointCloud readPointCloud(const std::string& path);

struct PointCloudWriteOptions {
  PlyWriteOptions ply;  // binary little-endian by default; PlyEncoding::Ascii for text
  PcdWriteOptions pcd;
  LasWriteOptions las;
};

// Format bytes for `format`; throws std::invalid_argument as the format writers do.
std::string formatPointCloud(const PointCloud& cloud, PointCloudFormat format,
                             const PointCloudWriteOptions& options = {});
// Throws IoError "<path>: ..." for unknown extensions, clouds the format cannot store (e.g.
// LAS class codes above 31) and write failures.
void writePointCloud(const std::string& path, const PointCloud& cloud,
                     const PointCloudWriteOptions& options = {});

// A cloud read from `sourcePath` and given new class codes, written to `path`: from LAS to LAS
// (not compressed) as a copy of the source in which only the classification changes
// (copyLasWithClasses: returns, GPS time, extra bytes and the coordinate system kept; IoError if
// the source no longer has as many points, or a code does not fit its format); otherwise
// writePointCloud.
void writeClassifiedCloud(const std::string& path, const PointCloud& cloud, const std::string& sourcePath);

}  // namespace m3
