// PLY writer (declared in io/ply_io.h); the reader is in ply_io.cpp.
#include <charconv>

#include "io/ply_io.h"
#include "io/point_cloud_io_detail.h"

namespace m3 {

namespace {

using namespace pcio;

}  // namespace

std::string plyHeader(std::uint64_t points, const PlyAttributes& with, PlyEncoding encoding, bool doubles) {
  std::string h = "ply\nformat ";
  h += encoding == PlyEncoding::Ascii                ? "ascii"
       : encoding == PlyEncoding::BinaryLittleEndian ? "binary_little_endian"
                                                     : "binary_big_endian";
  h += " 1.0\ncomment written by M3Studio\nelement vertex " + std::to_string(points) +
       "\n";
  const char* type = doubles ? "double" : "float";
  for (const char* axis : {"x", "y", "z"}) h += std::string("property ") + type + " " + axis + "\n";
  if (with.colours)
    h += "property uchar red\nproperty uchar green\nproperty uchar blue\n";
  if (with.intensity) h += "property float intensity\n";
  if (with.classes) h += "property int scalar_label\n";
  return h + "end_header\n";
}

namespace {

void appendInt(std::string& out, int v) {
  char buffer[16];
  const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
  out.append(buffer, r.ptr);
}

void asciiVertex(std::string& out, const PointCloud& c, std::size_t i, bool doubles) {
  const auto row = static_cast<Eigen::Index>(i);
  for (int a = 0; a < 3; ++a) {
    if (a) out += ' ';
    if (doubles)
      appendShortest(out, c.xyz(row, a));
    else
      appendShortest(out, static_cast<float>(c.xyz(row, a)));
  }
  if (!c.colours.empty())
    for (std::uint8_t v : c.colours[i]) {
      out += ' ';
      appendInt(out, v);
    }
  if (!c.intensity.empty()) {
    out += ' ';
    appendShortest(out, c.intensity[i]);
  }
  if (!c.classCodes.empty()) {
    out += ' ';
    appendInt(out, c.classCodes[i]);
  }
  out += '\n';
}

void binaryVertex(std::string& out, const PointCloud& c, std::size_t i, bool doubles, bool big) {
  const auto row = static_cast<Eigen::Index>(i);
  for (int a = 0; a < 3; ++a) {
    if (doubles)
      append(out, c.xyz(row, a), big);
    else
      append(out, static_cast<float>(c.xyz(row, a)), big);
  }
  if (!c.colours.empty()) out.append(reinterpret_cast<const char*>(c.colours[i].data()), 3);
  if (!c.intensity.empty()) append(out, c.intensity[i], big);
  if (!c.classCodes.empty()) append(out, static_cast<std::int32_t>(c.classCodes[i]), big);
}

}  // namespace

void appendPlyVertices(std::string& out, const PointCloud& cloud, PlyEncoding encoding, bool doubles) {
  const auto n = static_cast<std::size_t>(cloud.numPoints());
  const bool big = encoding == PlyEncoding::BinaryBigEndian;
  for (std::size_t i = 0; i < n; ++i) {
    if (encoding == PlyEncoding::Ascii)
      asciiVertex(out, cloud, i, doubles);
    else
      binaryVertex(out, cloud, i, doubles, big);
  }
}

std::string formatPly(const PointCloud& cloud, const PlyWriteOptions& options) {
  checkCloudForWriting(cloud);
  const bool doubles =
      options.precision == CoordinatePrecision::Double ||
      (options.precision == CoordinatePrecision::Auto && !coordinatesFitFloat(cloud.xyz));
  const PlyAttributes with{!cloud.colours.empty(), !cloud.intensity.empty(), !cloud.classCodes.empty()};
  std::string out = plyHeader(static_cast<std::uint64_t>(cloud.numPoints()), with, options.encoding, doubles);
  const auto n = static_cast<std::size_t>(cloud.numPoints());
  const std::size_t perPoint = (doubles ? 24 : 12) + (with.colours ? 3 : 0) + (with.intensity ? 4 : 0) +
                               (with.classes ? 4 : 0);
  out.reserve(out.size() + n * (options.encoding == PlyEncoding::Ascii ? 3 * perPoint : perPoint));
  appendPlyVertices(out, cloud, options.encoding, doubles);
  return out;
}

}  // namespace m3
