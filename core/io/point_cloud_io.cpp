#include "io/point_cloud_io.h"

#include <zlib.h>

#include <cmath>
#include <stdexcept>

#include "io/io_error.h"
#include "io/kitti_io.h"
#include "io/point_cloud_io_detail.h"
#include "io/xyz_io.h"
#include "params/parameter.h"

namespace m3 {

namespace {

bool endsWith(const std::string& text, std::string_view suffix) {
  return text.size() >= suffix.size() &&
         text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The name without a trailing ".gz", lower-cased.
std::string baseName(const std::string& path) {
  std::string lower = pcio::toLower(path);
  if (endsWith(lower, ".gz")) lower.resize(lower.size() - 3);
  return lower;
}

std::string gzipCompress(const std::string& data, const std::string& path) {
  z_stream s{};
  if (deflateInit2(&s, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw IoError(path + ": cannot start gzip compression");
  std::string out(deflateBound(&s, static_cast<uLong>(data.size())), '\0');
  s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  s.avail_in = static_cast<uInt>(data.size());
  s.next_out = reinterpret_cast<Bytef*>(out.data());
  s.avail_out = static_cast<uInt>(out.size());
  const int result = deflate(&s, Z_FINISH);
  out.resize(s.total_out);
  deflateEnd(&s);
  if (result != Z_STREAM_END) throw IoError(path + ": gzip compression failed");
  return out;
}

}  // namespace

bool isGzipPath(const std::string& path) {
  return endsWith(pcio::toLower(path), ".gz");
}

PointCloudFormat pointCloudFormatFromPath(const std::string& path) {
  const std::string base = baseName(path);
  if (endsWith(base, ".ply")) return PointCloudFormat::Ply;
  if (endsWith(base, ".pcd")) return PointCloudFormat::Pcd;
  if (endsWith(base, ".xyz") || endsWith(base, ".txt") || endsWith(base, ".xyz_label_conf"))
    return PointCloudFormat::Xyz;
  if (endsWith(base, ".las")) return PointCloudFormat::Las;
  if (endsWith(base, ".bin")) return PointCloudFormat::Kitti;
  if (endsWith(base, ".label")) return PointCloudFormat::KittiLabels;
  if (endsWith(base, ".laz"))
    throw IoError(path +
                  ": compressed LAS (LAZ) is not supported; decompress it with laszip first");
  throw IoError(path +
                ": unknown point-cloud file type (expected .ply, .pcd, .xyz, .txt, .xyz_label_conf, "
                ".las or KITTI's .bin, optionally with .gz)");
}

namespace {

PointCloud parseAnyPointCloud(std::string_view bytes, PointCloudFormat format,
                              const std::string& sourceName) {
  switch (format) {
    case PointCloudFormat::Ply:
      return parsePly(bytes, sourceName);
    case PointCloudFormat::Pcd:
      return parsePcd(bytes, sourceName);
    case PointCloudFormat::Xyz:
      return parseXyz(bytes, sourceName);
    case PointCloudFormat::Las:
      return parseLas(bytes, sourceName);
    case PointCloudFormat::Kitti:
      return parseKittiScan(bytes, sourceName);
    case PointCloudFormat::KittiLabels:
      throw IoError(sourceName + ": a .label file holds only classes; open its scan (.bin), whose labels are found "
                                 "beside it or in ../labels/");
  }
  throw std::invalid_argument("unknown point-cloud format");
}

}  // namespace

void checkCoordinates(const PointCloud& cloud, const std::string& sourceName,
                      std::uint64_t firstPoint) {
  // No survey reaches 100,000 km from its origin (the Earth's radius is 6,371 km, and projected
  // coordinates stay within a few thousand km): a coordinate beyond is damage, and 1e308 would
  // otherwise travel into the features, where differences of coordinates overflow.
  constexpr double kMaxCoordinate = 1e8;
  for (Eigen::Index i = 0; i < cloud.xyz.rows(); ++i)
    for (int c = 0; c < 3; ++c)
      if (const double v = cloud.xyz(i, c); !(std::abs(v) <= kMaxCoordinate))
        throw IoError(sourceName + ": point " +
                      std::to_string(firstPoint + static_cast<std::uint64_t>(i) + 1) +
                      " has the coordinate " + formatNumber(v) +
                      ", beyond the 1e8 m (100,000 km) any survey stays within");
}

PointCloud parsePointCloud(std::string_view bytes, PointCloudFormat format,
                           const std::string& sourceName) {
  PointCloud cloud = parseAnyPointCloud(bytes, format, sourceName);
  checkCoordinates(cloud, sourceName);
  return cloud;
}

PointCloud readPointCloud(const std::string& path) {
  const PointCloudFormat format = pointCloudFormatFromPath(path);
  const std::string bytes = readFileMaybeGzip(path);
  PointCloud cloud = parsePointCloud(bytes, format, path);
  if (format == PointCloudFormat::Kitti)
    if (const std::string labels = kittiLabelsPathFor(path); !labels.empty())
      cloud.classCodes = parseKittiLabels(readFileMaybeGzip(labels), static_cast<std::size_t>(cloud.numPoints()), labels);
  return cloud;
}

std::string formatPointCloud(const PointCloud& cloud, PointCloudFormat format,
                             const PointCloudWriteOptions& options) {
  switch (format) {
    case PointCloudFormat::Ply:
      return formatPly(cloud, options.ply);
    case PointCloudFormat::Pcd:
      return formatPcd(cloud, options.pcd);
    case PointCloudFormat::Xyz:
      return formatXyz(cloud);
    case PointCloudFormat::Las:
      return formatLas(cloud, options.las);
    case PointCloudFormat::Kitti:
      return formatKittiScan(cloud);
    case PointCloudFormat::KittiLabels:
      return formatKittiLabels(cloud);
  }
  throw std::invalid_argument("unknown point-cloud format");
}

void writePointCloud(const std::string& path, const PointCloud& cloud,
                     const PointCloudWriteOptions& options) {
  const PointCloudFormat format = pointCloudFormatFromPath(path);
  std::string bytes;
  try {
    bytes = formatPointCloud(cloud, format, options);
  } catch (const std::invalid_argument& e) {
    throw IoError(path + ": cannot write: " + e.what());
  }
  // A KITTI scan's classes go to the .label beside it (written first: a scan never stands
  // beside labels of another cloud once both writes succeed).
  if (format == PointCloudFormat::Kitti && cloud.hasClasses()) {
    const std::string labels = kittiLabelsBeside(path);
    try {
      writeFileAtomically(labels, formatKittiLabels(cloud));
    } catch (const std::invalid_argument& e) {
      throw IoError(labels + ": cannot write: " + e.what());
    }
  }
  if (isGzipPath(path)) bytes = gzipCompress(bytes, path);
  writeFileAtomically(path, bytes);
}

void writeClassifiedCloud(const std::string& path, const PointCloud& cloud, const std::string& sourcePath) {
  const bool lasToLas = !sourcePath.empty() && !isGzipPath(sourcePath) && !isGzipPath(path) &&
                        pointCloudFormatFromPath(sourcePath) == PointCloudFormat::Las &&
                        pointCloudFormatFromPath(path) == PointCloudFormat::Las;
  if (!lasToLas || cloud.classCodes.size() != static_cast<std::size_t>(cloud.numPoints()))
    return writePointCloud(path, cloud);
  copyLasWithClasses(sourcePath, path, cloud.classCodes.size(), [&](std::uint64_t first, std::vector<int>& codes) {
    std::copy_n(cloud.classCodes.begin() + static_cast<long>(first), codes.size(), codes.begin());
  });
}

}  // namespace m3
