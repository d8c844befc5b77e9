#include "io/kitti_io.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <limits>
#include <stdexcept>

#include "io/io_error.h"

namespace m3 {

namespace {

constexpr std::size_t kScanRecord = 16, kLabelRecord = 4;

// The formats are little-endian, as is every machine this builds for (x86-64, arm64).
static_assert(std::endian::native == std::endian::little, "KITTI files are little-endian");

float floatAt(std::string_view bytes, std::size_t offset) {
  float v;
  std::memcpy(&v, bytes.data() + offset, sizeof v);
  return v;
}

void appendFloat(std::string& out, double value) {
  const float v = static_cast<float>(value);
  char raw[sizeof v];
  std::memcpy(raw, &v, sizeof v);
  out.append(raw, sizeof v);
}

}  // namespace

PointCloud parseKittiScan(std::string_view bytes, const std::string& sourceName) {
  if (bytes.size() % kScanRecord != 0)
    throw IoError(sourceName + ": " + std::to_string(bytes.size()) +
                  " bytes is not a whole number of KITTI points (16 bytes each: x, y, z, remission as float32)");
  const std::size_t n = bytes.size() / kScanRecord;
  if (n == 0) throw IoError(sourceName + ": no points");
  if (n > static_cast<std::size_t>(std::numeric_limits<int>::max()))
    throw IoError(sourceName + ": too many points for one cloud");
  PointCloud cloud;
  cloud.xyz.resize(static_cast<Eigen::Index>(n), 3);
  cloud.intensity.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    for (int a = 0; a < 3; ++a) {
      const float v = floatAt(bytes, i * kScanRecord + 4 * a);
      if (!std::isfinite(v))
        throw IoError(sourceName + ": point " + std::to_string(i) + ": coordinate " + "xyz"[a] + " is not finite");
      cloud.xyz(static_cast<Eigen::Index>(i), a) = v;
    }
    const float remission = floatAt(bytes, i * kScanRecord + 12);
    if (!std::isfinite(remission)) throw IoError(sourceName + ": point " + std::to_string(i) + ": remission is not finite");
    cloud.intensity[i] = remission;
  }
  return cloud;
}

std::vector<int> parseKittiLabels(std::string_view bytes, std::size_t points, const std::string& sourceName) {
  if (bytes.size() % kLabelRecord != 0 || bytes.size() / kLabelRecord != points)
    throw IoError(sourceName + ": " + std::to_string(bytes.size()) + " bytes, but its scan has " + std::to_string(points) +
                  " points (4 bytes of label each)");
  std::vector<int> codes(points);
  for (std::size_t i = 0; i < points; ++i) {
    std::uint32_t v;
    std::memcpy(&v, bytes.data() + i * kLabelRecord, sizeof v);
    codes[i] = static_cast<int>(v & 0xFFFFu);  // the semantic class; the instance id is dropped
  }
  return codes;
}

std::string kittiLabelsBeside(const std::string& scanPath) {
  std::filesystem::path p(scanPath);
  if (p.extension() == ".gz") p.replace_extension();
  return p.replace_extension(".label").string();
}

std::string kittiLabelsPathFor(const std::string& scanPath) {
  std::error_code ec;
  const std::filesystem::path beside(kittiLabelsBeside(scanPath));
  if (std::filesystem::is_regular_file(beside, ec)) return beside.string();
  const std::filesystem::path layout = beside.parent_path().parent_path() / "labels" / beside.filename();
  if (std::filesystem::is_regular_file(layout, ec)) return layout.string();
  return {};
}

std::string formatKittiScan(const PointCloud& cloud) {
  std::string out;
  out.reserve(static_cast<std::size_t>(cloud.numPoints()) * kScanRecord);
  for (int i = 0; i < cloud.numPoints(); ++i) {
    for (int a = 0; a < 3; ++a) {
      const double v = cloud.xyz(i, a);
      if (!(std::abs(v) <= std::numeric_limits<float>::max()))
        throw std::invalid_argument("point " + std::to_string(i) + " does not fit KITTI's float32 coordinates");
      appendFloat(out, v);
    }
    appendFloat(out, cloud.intensity.empty() ? 0.0 : cloud.intensity[static_cast<std::size_t>(i)]);
  }
  return out;
}

std::string formatKittiLabels(const PointCloud& cloud) {
  if (!cloud.hasClasses()) throw std::invalid_argument("the cloud has no classes to write as KITTI labels");
  std::string out;
  out.reserve(cloud.classCodes.size() * kLabelRecord);
  for (std::size_t i = 0; i < cloud.classCodes.size(); ++i) {
    const int code = cloud.classCodes[i];
    if (code < 0 || code > 0xFFFF)
      throw std::invalid_argument("class code " + std::to_string(code) + " of point " + std::to_string(i) +
                                  " does not fit a KITTI label (0-65535)");
    const std::uint32_t v = static_cast<std::uint32_t>(code);
    char raw[sizeof v];
    std::memcpy(raw, &v, sizeof v);
    out.append(raw, sizeof v);
  }
  return out;
}

}  // namespace m3
