// PCD writer (declared in io/pcd_io.h); the reader is in pcd_io.cpp.
#include <algorithm>
#include <charconv>

#include "io/lzf.h"
#include "io/pcd_io.h"
#include "io/point_cloud_io_detail.h"

namespace m3 {

namespace {

using namespace pcio;

// One written field: its header entries and how to append point i in binary.
struct OutField {
  std::string name;
  int size;
  char type;
};

std::vector<OutField> outFields(const PointCloud& c, bool doubles) {
  const int coordSize = doubles ? 8 : 4;
  std::vector<OutField> f = {{"x", coordSize, 'F'}, {"y", coordSize, 'F'}, {"z", coordSize, 'F'}};
  if (!c.colours.empty()) f.push_back({"rgb", 4, 'F'});
  if (!c.intensity.empty()) f.push_back({"intensity", 4, 'F'});
  if (!c.classCodes.empty()) {
    const bool negative =
        std::any_of(c.classCodes.begin(), c.classCodes.end(), [](int v) { return v < 0; });
    f.push_back({"label", 4, negative ? 'I' : 'U'});
  }
  return f;
}

std::string pcdHeader(const std::vector<OutField>& fields, int n, PcdEncoding encoding) {
  std::string names, sizes, types, counts;
  for (const OutField& f : fields) {
    (names += ' ') += f.name;
    (sizes += ' ') += std::to_string(f.size);
    (types += ' ') += f.type;
    counts += " 1";
  }
  const std::string count = std::to_string(n);
  return "# .PCD v0.7 - Point Cloud Data file format (written by M3Studio)\nVERSION 0.7\nFIELDS" +
         names + "\nSIZE" + sizes + "\nTYPE" + types + "\nCOUNT" + counts + "\nWIDTH " + count +
         "\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS " + count + "\nDATA " +
         (encoding == PcdEncoding::Ascii    ? "ascii"
          : encoding == PcdEncoding::Binary ? "binary"
                                            : "binary_compressed") +
         "\n";
}

std::uint32_t packRgb(const std::array<std::uint8_t, 3>& c) {
  return 0xff000000u | (std::uint32_t(c[0]) << 16) | (std::uint32_t(c[1]) << 8) | c[2];
}

// Appends field k of point i in binary (little-endian).
void appendBinary(std::string& out, const PointCloud& c, std::size_t i, const OutField& f,
                  std::size_t k) {
  const auto row = static_cast<Eigen::Index>(i);
  if (k < 3) {
    if (f.size == 8)
      append(out, c.xyz(row, static_cast<Eigen::Index>(k)));
    else
      append(out, static_cast<float>(c.xyz(row, static_cast<Eigen::Index>(k))));
  } else if (f.name == "rgb") {
    append(out, packRgb(c.colours[i]));
  } else if (f.name == "intensity") {
    append(out, c.intensity[i]);
  } else {
    append(out, static_cast<std::int32_t>(c.classCodes[i]));  // same bits as U 4 for codes >= 0
  }
}

void appendAscii(std::string& out, const PointCloud& c, std::size_t i, const OutField& f,
                 std::size_t k) {
  const auto row = static_cast<Eigen::Index>(i);
  char buffer[24];
  if (k < 3) {
    if (f.size == 8)
      appendShortest(out, c.xyz(row, static_cast<Eigen::Index>(k)));
    else
      appendShortest(out, static_cast<float>(c.xyz(row, static_cast<Eigen::Index>(k))));
  } else if (f.name == "rgb") {
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, packRgb(c.colours[i])).ptr);
  } else if (f.name == "intensity") {
    appendShortest(out, c.intensity[i]);
  } else {
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, c.classCodes[i]).ptr);
  }
}

}  // namespace

std::string formatPcd(const PointCloud& cloud, const PcdWriteOptions& options) {
  checkCloudForWriting(cloud);
  const bool doubles =
      options.precision == CoordinatePrecision::Double ||
      (options.precision == CoordinatePrecision::Auto && !coordinatesFitFloat(cloud.xyz));
  const std::vector<OutField> fields = outFields(cloud, doubles);
  const auto n = static_cast<std::size_t>(cloud.numPoints());
  std::string out = pcdHeader(fields, cloud.numPoints(), options.encoding);
  if (options.encoding == PcdEncoding::Ascii) {
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t k = 0; k < fields.size(); ++k) {
        if (k) out += ' ';
        appendAscii(out, cloud, i, fields[k], k);
      }
      out += '\n';
    }
  } else if (options.encoding == PcdEncoding::Binary) {
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t k = 0; k < fields.size(); ++k) appendBinary(out, cloud, i, fields[k], k);
  } else {
    std::string columns;  // field by field, as PCL lays out binary_compressed data
    for (std::size_t k = 0; k < fields.size(); ++k)
      for (std::size_t i = 0; i < n; ++i) appendBinary(columns, cloud, i, fields[k], k);
    if (columns.size() > UINT32_MAX)
      throw std::invalid_argument("too many points for binary_compressed PCD");
    const std::string packed = lzfCompress(columns);
    append(out, static_cast<std::uint32_t>(packed.size()));
    append(out, static_cast<std::uint32_t>(columns.size()));
    out += packed;
  }
  return out;
}

}  // namespace m3
