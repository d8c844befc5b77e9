// LAS writer (declared in io/las_io.h); the reader is in las_io.cpp.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

#include "io/las_io.h"
#include "io/point_cloud_io_detail.h"

namespace m3 {

namespace {

using namespace pcio;

// Record lengths of the formats written (0-3, and LAS 1.4's 6 and 7); 0: not written.
constexpr std::uint16_t kRecordLengthByFormat[8] = {20, 28, 26, 34, 0, 0, 30, 36};
constexpr double kMaxSteps = 2e9;  // quantised coordinates stay below 2^31 - 1

struct Quantisation {
  double scale[3], offset[3];
  double min[3] = {0, 0, 0}, max[3] = {0, 0, 0};  // of the quantised coordinates
};

Quantisation quantisation(const double (&low)[3], const double (&high)[3], double finest) {
  Quantisation q;
  for (int a = 0; a < 3; ++a) {
    const double lo = low[a], hi = high[a];
    // Coordinates near the limits of a double (a damaged file read in) can span more than a
    // double holds: no scale stores them, and writing an infinite scale would make a file
    // that no reader opens.
    if (!std::isfinite(hi - lo) || !std::isfinite((hi - lo) / finest))
      throw std::invalid_argument(std::string("the ") + "XYZ"[a] + " coordinates span more than a LAS file can store");
    q.offset[a] = lo;
    q.scale[a] = finest;
    while ((hi - lo) / q.scale[a] > kMaxSteps) q.scale[a] *= 10;
    q.min[a] = lo;
    q.max[a] = lo + std::llround((hi - lo) / q.scale[a]) * q.scale[a];
  }
  return q;
}

void appendText(std::string& out, const std::string& text, std::size_t width) {
  std::string field = text.substr(0, width);
  field.resize(width, '\0');
  out += field;
}

std::string lasHeader(int versionMinor, int format, std::uint64_t n, const Quantisation& q) {
  const std::uint16_t headerSize = versionMinor == 2 ? 227 : versionMinor == 3 ? 235 : 375;
  const bool legacyFormat = format <= 5;
  std::string h = "LASF";
  append<std::uint16_t>(h, 0);  // file source id
  // Global encoding: formats 6-10 must declare WKT coordinate systems (bit 4), even with none.
  append<std::uint16_t>(h, legacyFormat ? 0 : 0x10);
  h.append(16, '\0');           // project GUID
  h += char(1);
  h += static_cast<char>(versionMinor);
  appendText(h, "M3Studio", 32);  // system identifier
  appendText(h, "M3Studio", 32);  // generating software
  const auto today = std::chrono::year_month_day(
      std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
  const auto dayOfYear = std::chrono::sys_days(today) - std::chrono::sys_days(today.year() / 1 / 1);
  append<std::uint16_t>(h, static_cast<std::uint16_t>(dayOfYear.count() + 1));
  append<std::uint16_t>(h, static_cast<std::uint16_t>(int(today.year())));
  append<std::uint16_t>(h, headerSize);
  append<std::uint32_t>(h, headerSize);  // offset to point data: no VLRs
  append<std::uint32_t>(h, 0);           // number of VLRs
  h += static_cast<char>(format);
  append<std::uint16_t>(h, kRecordLengthByFormat[format]);
  // Legacy counts: zero for formats 6-10, whose counts are the 64-bit ones below.
  append<std::uint32_t>(h, legacyFormat ? static_cast<std::uint32_t>(n) : 0);
  append<std::uint32_t>(h, legacyFormat ? static_cast<std::uint32_t>(n) : 0);  // every point is return 1
  for (int r = 1; r < 5; ++r) append<std::uint32_t>(h, 0);
  for (double s : q.scale) append(h, s);
  for (double s : q.offset) append(h, s);
  for (int a = 0; a < 3; ++a) {
    append(h, q.max[a]);
    append(h, q.min[a]);
  }
  if (versionMinor >= 3) append<std::uint64_t>(h, 0);  // waveform data packet record start
  if (versionMinor >= 4) {
    append<std::uint64_t>(h, 0);  // first EVLR
    append<std::uint32_t>(h, 0);  // number of EVLRs
    append<std::uint64_t>(h, n);
    append<std::uint64_t>(h, n);
    for (int r = 1; r < 15; ++r) append<std::uint64_t>(h, 0);
  }
  return h;
}

// The format written: the requested one, else 2 / 0 by colours, or 7 / 6 when a class code
// needs a whole byte.
int formatFor(bool colours, int maxClassCode, const LasWriteOptions& o) {
  if (o.pointFormat >= 0) return o.pointFormat;
  const bool wideClasses = maxClassCode > 31;
  return (wideClasses ? 6 : 0) + (colours ? wideClasses ? 1 : 2 : 0);
}

void checkOptions(std::uint64_t points, const LasWriteOptions& o) {
  if (o.versionMinor < 2 || o.versionMinor > 4)
    throw std::invalid_argument("LAS version must be 1.2, 1.3 or 1.4");
  if (o.pointFormat < -1 || o.pointFormat > 7 ||
      (o.pointFormat >= 0 && kRecordLengthByFormat[o.pointFormat] == 0))
    throw std::invalid_argument("LAS point format must be 0-3, 6 or 7");
  if (o.pointFormat >= 6 && o.versionMinor != 4)
    throw std::invalid_argument("LAS point formats 6 and 7 need LAS 1.4");
  if (!(o.scale > 0) || !std::isfinite(o.scale))
    throw std::invalid_argument("LAS scale must be positive");
  if (points > UINT32_MAX) throw std::invalid_argument("more than 2^32 - 1 points for LAS formats 0-3");
}

void checkClassCodes(const PointCloud& c, int format, std::uint64_t firstIndex) {
  const int maxCode = format >= 6 ? 255 : 31;
  for (std::size_t i = 0; i < c.classCodes.size(); ++i)
    if (c.classCodes[i] < 0 || c.classCodes[i] > maxCode)
      throw std::invalid_argument("class code " + std::to_string(c.classCodes[i]) + " of point " +
                                  std::to_string(firstIndex + i) + " does not fit LAS format " +
                                  std::to_string(format) + " (0.." + std::to_string(maxCode) + ")");
}

std::uint16_t intensityValue(float v, bool unitRange) {
  const double scaled = unitRange ? double(v) * 65535.0 : double(v);
  return static_cast<std::uint16_t>(std::clamp(std::round(scaled), 0.0, 65535.0));
}

}  // namespace

LasWriteLayout lasWriteLayout(std::uint64_t points, const double (&min)[3], const double (&max)[3], bool colours,
                              int maxClassCode, bool unitIntensity, const LasWriteOptions& options) {
  LasWriteLayout layout;
  layout.format = formatFor(colours, maxClassCode, options);
  checkOptions(points, options);
  const Quantisation q = quantisation(min, max, options.scale);
  layout.header = lasHeader(layout.format >= 6 ? 4 : options.versionMinor, layout.format, points, q);
  for (int a = 0; a < 3; ++a) {
    layout.scale[a] = q.scale[a];
    layout.offset[a] = q.offset[a];
  }
  layout.unitIntensity = unitIntensity;
  return layout;
}

void appendLasRecords(std::string& out, const PointCloud& cloud, const LasWriteLayout& layout,
                      std::uint64_t firstIndex) {
  checkClassCodes(cloud, layout.format, firstIndex);
  const int format = layout.format;
  const auto n = static_cast<std::size_t>(cloud.numPoints());
  out.reserve(out.size() + n * kRecordLengthByFormat[format]);
  for (std::size_t i = 0; i < n; ++i) {
    for (int a = 0; a < 3; ++a)
      append(out, static_cast<std::int32_t>(std::llround(
                      (cloud.xyz(static_cast<Eigen::Index>(i), a) - layout.offset[a]) / layout.scale[a])));
    append<std::uint16_t>(
        out, cloud.intensity.empty() ? 0 : intensityValue(cloud.intensity[i], layout.unitIntensity));
    const char code = static_cast<char>(cloud.classCodes.empty() ? 0 : cloud.classCodes[i]);
    if (format >= 6) {
      out += char(0x11);              // return 1 of 1
      out += '\0';                    // classification flags, channel, scan direction, edge
      out += code;                    // classification, a whole byte
      out += '\0';                    // user data
      append<std::int16_t>(out, 0);   // scan angle
      append<std::uint16_t>(out, 0);  // point source id
      append(out, 0.0);               // GPS time
    } else {
      out += char(0x09);                                 // return 1 of 1
      out += code;
      out += '\0';                                       // scan angle rank
      out += '\0';                                       // user data
      append<std::uint16_t>(out, 0);                     // point source id
      if (format == 1 || format == 3) append(out, 0.0);  // GPS time
    }
    if (format == 2 || format == 3 || format == 7)
      for (int k = 0; k < 3; ++k)
        append<std::uint16_t>(
            out, static_cast<std::uint16_t>(cloud.colours.empty() ? 0 : cloud.colours[i][k] * 257));
  }
}

std::string formatLas(const PointCloud& cloud, const LasWriteOptions& options) {
  checkCloudForWriting(cloud);
  double min[3] = {0, 0, 0}, max[3] = {0, 0, 0};
  for (int a = 0; a < 3 && cloud.numPoints() > 0; ++a) {
    min[a] = cloud.xyz.col(a).minCoeff();
    max[a] = cloud.xyz.col(a).maxCoeff();
  }
  const int maxCode = cloud.classCodes.empty() ? 0 : *std::max_element(cloud.classCodes.begin(), cloud.classCodes.end());
  const bool unitIntensity = std::all_of(cloud.intensity.begin(), cloud.intensity.end(),
                                         [](float v) { return v >= 0 && v <= 1; });
  const LasWriteLayout layout = lasWriteLayout(static_cast<std::uint64_t>(cloud.numPoints()), min, max,
                                               !cloud.colours.empty(), maxCode, unitIntensity, options);
  std::string out = layout.header;
  appendLasRecords(out, cloud, layout, 0);
  return out;
}

}  // namespace m3
