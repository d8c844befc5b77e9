#include "io/las_io.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include "io/point_cloud_io_detail.h"

namespace m3 {

namespace {

using namespace pcio;

// Byte offsets in the public header block (identical in LAS 1.0-1.4 up to byte 227).
constexpr std::size_t kVersionMajor = 24, kVersionMinor = 25, kHeaderSize = 94, kPointOffset = 96,
                      kPointFormat = 104, kRecordLength = 105, kLegacyCount = 107, kScale = 131,
                      kOffset = 155, kPointCount14 = 247;
// Per point data record format 0-10: minimum record length and where RGB starts (0: none).
// Formats 6-10 (LAS 1.4) hold the classification as a whole byte at 16, 0-5 in the low five
// bits of byte 15.
constexpr std::size_t kMinRecord[11] = {20, 28, 26, 34, 57, 63, 30, 36, 38, 59, 67};
constexpr std::size_t kRgbOffset[11] = {0, 0, 20, 28, 0, 28, 0, 30, 30, 0, 30};

std::size_t headerSizeOf(int minor) {
  return minor <= 2 ? 227 : minor == 3 ? 235 : 375;
}

struct LasHeader {
  int minor = 2;
  int format = 0;
  std::size_t pointOffset = 0, recordLength = 0;
  std::uint64_t count = 0;
  double scale[3] = {1, 1, 1}, offset[3] = {0, 0, 0};
};

void checkLayout(std::string_view b, const LasHeader& h, std::size_t headerSize,
                 const std::string& name) {
  if (headerSize < headerSizeOf(h.minor))
    fail(name, "header size " + std::to_string(headerSize) + " is smaller than LAS 1." +
                   std::to_string(h.minor) + "'s " + std::to_string(headerSizeOf(h.minor)) +
                   " bytes");
  if (headerSize > b.size())
    fail(name, "truncated header: it declares " + std::to_string(headerSize) +
                   " bytes, the file has " + std::to_string(b.size()));
  if (h.pointOffset < headerSize || h.pointOffset > b.size())
    fail(name, "offset to point data " + std::to_string(h.pointOffset) + " lies outside " +
                   std::to_string(headerSize) + ".." + std::to_string(b.size()) +
                   " (header size .. file size)");
  if (h.recordLength < kMinRecord[h.format])
    fail(name, "point record length " + std::to_string(h.recordLength) +
                   " is shorter than format " + std::to_string(h.format) + "'s " +
                   std::to_string(kMinRecord[h.format]) + " bytes");
  for (int a = 0; a < 3; ++a)
    if (!std::isfinite(h.scale[a]) || h.scale[a] == 0 || !std::isfinite(h.offset[a]))
      fail(name, std::string("the ") + "XYZ"[a] + " scale factor or offset is zero or not finite");
  const std::size_t available = b.size() - h.pointOffset;
  if (h.count > available / h.recordLength)
    fail(name, "truncated point data: " + std::to_string(h.count) + " points of " +
                   std::to_string(h.recordLength) + " bytes from byte offset " +
                   std::to_string(h.pointOffset) + " need more than the " +
                   std::to_string(available) + " bytes the file has there");
  if (h.count > static_cast<std::uint64_t>(INT_MAX))
    fail(name, "too many points: " + std::to_string(h.count));
}

LasHeader parseHeader(std::string_view b, const std::string& name) {
  if (b.empty()) fail(name, "empty file");
  if (b.size() < 4 || b.substr(0, 4) != "LASF") fail(name, "not a LAS file (no LASF signature)");
  if (b.size() < 227)
    fail(name, "truncated header: " + std::to_string(b.size()) + " bytes, at least 227 needed");
  const int major = static_cast<unsigned char>(b[kVersionMajor]);
  LasHeader h;
  h.minor = static_cast<unsigned char>(b[kVersionMinor]);
  if (major != 1 || h.minor > 4)
    fail(name, "unsupported LAS version " + std::to_string(major) + "." + std::to_string(h.minor) +
                   " (1.0-1.4 are read)");
  const auto formatByte = static_cast<unsigned char>(b[kPointFormat]);
  if (formatByte & 0xc0)
    fail(name, "compressed LAS (LAZ) is not supported; decompress it with laszip first");
  if (formatByte > 10)
    fail(name, "point data record format " + std::to_string(formatByte) +
                   " is not supported (formats 0-10 are read)");
  h.format = formatByte;
  const std::size_t headerSize = loadLE<std::uint16_t>(b.data() + kHeaderSize);
  h.pointOffset = loadLE<std::uint32_t>(b.data() + kPointOffset);
  h.recordLength = loadLE<std::uint16_t>(b.data() + kRecordLength);
  h.count = loadLE<std::uint32_t>(b.data() + kLegacyCount);
  if (h.minor >= 4 && b.size() >= kPointCount14 + 8) {
    const auto count64 = loadLE<std::uint64_t>(b.data() + kPointCount14);
    if (count64 != 0 && h.count != 0 && count64 != h.count)
      fail(name, "the legacy point count " + std::to_string(h.count) +
                     " differs from the LAS 1.4 count " + std::to_string(count64));
    if (count64 != 0) h.count = count64;
  }
  for (int a = 0; a < 3; ++a) {
    h.scale[a] = loadLE<double>(b.data() + kScale + 8 * a);
    h.offset[a] = loadLE<double>(b.data() + kOffset + 8 * a);
  }
  checkLayout(b, h, headerSize, name);
  return h;
}

// True when any colour channel exceeds 255, i.e. the file uses the 16-bit range.
bool coloursAreSixteenBit(std::string_view b, const LasHeader& h) {
  for (std::uint64_t i = 0; i < h.count; ++i) {
    const char* p = b.data() + h.pointOffset + i * h.recordLength + kRgbOffset[h.format];
    for (int k = 0; k < 3; ++k)
      if (loadLE<std::uint16_t>(p + 2 * k) > 255) return true;
  }
  return false;
}

}  // namespace

PointCloud parseLas(std::string_view bytes, const std::string& sourceName) {
  const LasHeader h = parseHeader(bytes, sourceName);
  const auto n = static_cast<std::size_t>(h.count);
  PointCloud c;
  c.xyz.resize(static_cast<Eigen::Index>(n), 3);
  c.intensity.resize(n);
  c.classCodes.resize(n);
  const bool hasRgb = kRgbOffset[h.format] > 0;
  const bool wholeByteClass = h.format >= 6;
  const int shift = hasRgb && coloursAreSixteenBit(bytes, h) ? 8 : 0;
  if (hasRgb) c.colours.resize(n);
  const int classMask = h.minor == 0 ? 0xff : 0x1f;
  for (std::size_t i = 0; i < n; ++i) {
    const char* p = bytes.data() + h.pointOffset + i * h.recordLength;
    for (int a = 0; a < 3; ++a) {
      const double v = loadLE<std::int32_t>(p + 4 * a) * h.scale[a] + h.offset[a];
      if (!std::isfinite(v))
        fail(sourceName, "point " + std::to_string(i) + " (byte offset " +
                             std::to_string(h.pointOffset + i * h.recordLength) +
                             "): coordinate is not finite");
      c.xyz(static_cast<Eigen::Index>(i), a) = v;
    }
    c.intensity[i] = loadLE<std::uint16_t>(p + 12);
    c.classCodes[i] = wholeByteClass ? static_cast<unsigned char>(p[16]) : static_cast<unsigned char>(p[15]) & classMask;
    if (hasRgb)
      for (int k = 0; k < 3; ++k)
        c.colours[i][k] = static_cast<std::uint8_t>(
            loadLE<std::uint16_t>(p + kRgbOffset[h.format] + 2 * k) >> shift);
  }
  return c;
}

}  // namespace m3
