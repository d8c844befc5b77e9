#include "io/pcd_io.h"

#include <array>
#include <climits>
#include <cmath>

#include "io/lzf.h"
#include "io/pcd_header.h"
#include "io/point_cloud_io_detail.h"

namespace m3 {

namespace {

using namespace pcio;
using pcd::PcdField;
using pcd::PcdHeader;

// Field indices carrying the cloud's attributes (-1: absent).
struct PcdRoles {
  std::array<int, 3> xyz{-1, -1, -1};
  int rgb = -1, intensity = -1, label = -1;
};

PcdRoles findRoles(const PcdHeader& h, const std::string& name) {
  PcdRoles r;
  for (int k = 0; k < static_cast<int>(h.fields.size()); ++k) {
    const PcdField& f = h.fields[static_cast<std::size_t>(k)];
    int* role = f.name == "x"                           ? &r.xyz[0]
                : f.name == "y"                         ? &r.xyz[1]
                : f.name == "z"                         ? &r.xyz[2]
                : (f.name == "rgb" || f.name == "rgba") ? &r.rgb
                : f.name == "intensity"                 ? &r.intensity
                : (f.name == "label" || f.name == "class" || f.name == "classification") ? &r.label
                                                                                         : nullptr;
    if (!role) continue;
    if (f.count != 1)
      fail(name, "field " + quotedToken(f.name) + " has COUNT " + std::to_string(f.count) +
                     ", expected 1");
    if (role == &r.rgb && f.size != 4)
      fail(name, "field " + quotedToken(f.name) + " must have SIZE 4");
    *role = k;
  }
  for (int a = 0; a < 3; ++a)
    if (r.xyz[a] < 0) fail(name, std::string("the header has no ") + "xyz"[a] + " field");
  return r;
}

PointCloud allocate(const PcdHeader& h, const PcdRoles& r) {
  PointCloud c;
  const auto n = static_cast<std::size_t>(h.points);
  c.xyz.resize(static_cast<Eigen::Index>(n), 3);
  if (r.rgb >= 0) c.colours.resize(n);
  if (r.intensity >= 0) c.intensity.resize(n);
  if (r.label >= 0) c.classCodes.resize(n);
  return c;
}

std::array<std::uint8_t, 3> unpackRgb(std::uint32_t v) {
  return {static_cast<std::uint8_t>(v >> 16), static_cast<std::uint8_t>(v >> 8),
          static_cast<std::uint8_t>(v)};
}

// Stores point i: value(k) reads field k as a number, rgbBits() the packed colour.
template <class Value, class Rgb, class Where>
void storePoint(PointCloud& c, const PcdRoles& r, std::size_t i, Value value, Rgb rgbBits,
                Where where, const std::string& name) {
  for (int a = 0; a < 3; ++a) {
    const double v = value(r.xyz[a]);
    if (!std::isfinite(v))
      fail(name, where() + std::string(": coordinate ") + "xyz"[a] + " is not finite");
    c.xyz(static_cast<Eigen::Index>(i), a) = v;
  }
  if (r.rgb >= 0) c.colours[i] = unpackRgb(rgbBits());
  if (r.intensity >= 0) {
    const double v = value(r.intensity);
    if (!isFiniteFloat(v))
      fail(name, where() + ": intensity is not finite (or beyond float range)");
    c.intensity[i] = static_cast<float>(v);
  }
  if (r.label >= 0 && !integralToInt(value(r.label), c.classCodes[i]))
    fail(name, where() + ": label is not a whole number in the int range");
}

PointCloud readAscii(std::string_view bytes, const PcdHeader& h, const PcdRoles& r,
                     const std::string& name) {
  const std::size_t remaining = bytes.size() - h.bodyOffset + 1;
  if (h.points > remaining / (2 * h.valuesPerPoint))
    fail(name, "the header declares " + std::to_string(h.points) + " points, but only " +
                   std::to_string(remaining - 1) + " bytes of text follow the header");
  PointCloud c = allocate(h, r);
  std::vector<std::size_t> tokenOf(h.fields.size());
  for (std::size_t k = 1; k < h.fields.size(); ++k)
    tokenOf[k] = tokenOf[k - 1] + h.fields[k - 1].count;
  LineReader lines(bytes, h.bodyOffset, h.headerLines + 1);
  std::vector<std::string_view> tok;
  std::string_view line;
  for (std::size_t i = 0; i < h.points; ++i) {
    do {
      if (!lines.next(line))
        fail(name, "the file ends after " + std::to_string(i) + " of " + std::to_string(h.points) +
                       " points");
      splitTokens(line, tok);
    } while (tok.empty());
    const int lineNo = lines.lineNumber();
    const auto where = [&] { return "line " + std::to_string(lineNo); };
    if (tok.size() != h.valuesPerPoint)
      fail(name, where() + ": " + std::to_string(tok.size()) +
                     " values, the header's fields need " + std::to_string(h.valuesPerPoint));
    const auto value = [&](int k) {
      double v;
      if (!parseDouble(tok[tokenOf[k]], v))
        fail(name, where() + ": " + quotedToken(tok[tokenOf[k]]) + " is not a number");
      return asDeclared(v, h.fields[static_cast<std::size_t>(k)].scalar);
    };
    const auto rgbBits = [&]() -> std::uint32_t {
      const std::string_view t = tok[tokenOf[r.rgb]];
      std::uint64_t u;
      if (parseUint64(t, u) && u <= UINT32_MAX) return static_cast<std::uint32_t>(u);
      const float f = static_cast<float>(value(r.rgb));
      return std::bit_cast<std::uint32_t>(f);
    };
    storePoint(c, r, i, value, rgbBits, where, name);
  }
  while (lines.next(line)) {
    splitTokens(line, tok);
    if (!tok.empty())
      fail(name, "line " + std::to_string(lines.lineNumber()) + ": data after the last point");
  }
  return c;
}

// Binary records, or (columns == true) the field-by-field blocks of binary_compressed.
PointCloud readBinary(std::string_view data, const PcdHeader& h, const PcdRoles& r, bool columns,
                      std::size_t dataOffset, const std::string& name) {
  PointCloud c = allocate(h, r);
  for (std::size_t i = 0; i < h.points; ++i) {
    const auto at = [&](int k) {
      const PcdField& f = h.fields[static_cast<std::size_t>(k)];
      return data.data() + (columns ? f.column + i * f.size : i * h.pointSize + f.offset);
    };
    const auto value = [&](int k) {
      return loadScalar(at(k), h.fields[static_cast<std::size_t>(k)].scalar, false);
    };
    const auto rgbBits = [&] { return loadLE<std::uint32_t>(at(r.rgb)); };
    const auto where = [&] {
      return "point " + std::to_string(i) +
             (columns ? std::string(" (decompressed data)")
                      : " (byte offset " + std::to_string(dataOffset + i * h.pointSize) + ")");
    };
    storePoint(c, r, i, value, rgbBits, where, name);
  }
  return c;
}

std::string_view checkedBody(std::string_view bytes, const PcdHeader& h, const std::string& name) {
  const std::size_t remaining = bytes.size() - h.bodyOffset;
  if (h.pointSize != 0 && h.points > remaining / h.pointSize)
    fail(name, "truncated data: " + std::to_string(h.points) + " points of " +
                   std::to_string(h.pointSize) + " bytes need " +
                   std::to_string(h.points * h.pointSize) + " bytes from byte offset " +
                   std::to_string(h.bodyOffset) + ", the file has " + std::to_string(remaining));
  if (remaining != h.points * h.pointSize)
    fail(name, std::to_string(remaining - h.points * h.pointSize) +
                   " bytes after the last point at byte offset " +
                   std::to_string(h.bodyOffset + h.points * h.pointSize) +
                   " (POINTS is too small?)");
  return bytes.substr(h.bodyOffset);
}

std::string decompressBody(std::string_view bytes, PcdHeader& h, const std::string& name) {
  std::size_t pos = h.bodyOffset;
  if (bytes.size() - pos < 8)
    fail(name, "truncated data: no compressed block sizes at byte offset " + std::to_string(pos));
  const std::uint32_t packed = loadLE<std::uint32_t>(bytes.data() + pos);
  const std::uint32_t unpacked = loadLE<std::uint32_t>(bytes.data() + pos + 4);
  pos += 8;
  if (packed > bytes.size() - pos)
    fail(name, "truncated data: the compressed block of " + std::to_string(packed) +
                   " bytes at byte offset " + std::to_string(pos) +
                   " runs past the end of the file (" + std::to_string(bytes.size()) + " bytes)");
  if (pos + packed != bytes.size())
    fail(name, std::to_string(bytes.size() - pos - packed) + " bytes after the compressed block");
  if (h.pointSize != 0 && h.points > UINT32_MAX / h.pointSize)
    fail(name, "too many points for binary_compressed data");
  if (unpacked != h.points * h.pointSize)
    fail(name, "the compressed block holds " + std::to_string(unpacked) + " bytes, but " +
                   std::to_string(h.points) + " points of " + std::to_string(h.pointSize) +
                   " bytes need " + std::to_string(h.points * h.pointSize));
  if (unpacked > std::size_t(packed) * kLzfMaxExpansion)
    fail(name, "the compressed block of " + std::to_string(packed) +
                   " bytes cannot decompress to " + std::to_string(unpacked));
  std::string out;
  std::size_t errorAt = 0;
  if (!lzfDecompress(bytes.substr(pos, packed), unpacked, out, errorAt))
    fail(name, "damaged compressed data near byte offset " + std::to_string(pos + errorAt));
  std::size_t column = 0;
  for (PcdField& f : h.fields) {
    f.column = column;
    f.size *= f.count;  // a whole field's values are consecutive within its block
    column += static_cast<std::size_t>(h.points) * f.size;
  }
  return out;
}

}  // namespace

PointCloud parsePcd(std::string_view bytes, const std::string& sourceName) {
  PcdHeader h = pcd::parsePcdHeader(bytes, sourceName);
  const PcdRoles roles = findRoles(h, sourceName);
  switch (h.encoding) {
    case PcdEncoding::Ascii:
      return readAscii(bytes, h, roles, sourceName);
    case PcdEncoding::Binary:
      return readBinary(checkedBody(bytes, h, sourceName), h, roles, false, h.bodyOffset,
                        sourceName);
    case PcdEncoding::BinaryCompressed: {
      const std::string data = decompressBody(bytes, h, sourceName);
      return readBinary(data, h, roles, true, 0, sourceName);
    }
  }
  return {};
}

}  // namespace m3
