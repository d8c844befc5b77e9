#include "io/las_io.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <cmath>

#include "io/io_error.h"
#include "io/point_cloud_io_detail.h"
#include "io/point_stream.h"

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

// `fileSize`: the whole file's, of which `b` holds the header (or all of it).
void checkLayout(std::uint64_t fileSize, const LasHeader& h, std::size_t headerSize,
                 const std::string& name) {
  if (headerSize < headerSizeOf(h.minor))
    fail(name, "header size " + std::to_string(headerSize) + " is smaller than LAS 1." +
                   std::to_string(h.minor) + "'s " + std::to_string(headerSizeOf(h.minor)) +
                   " bytes");
  if (headerSize > fileSize)
    fail(name, "truncated header: it declares " + std::to_string(headerSize) +
                   " bytes, the file has " + std::to_string(fileSize));
  if (h.pointOffset < headerSize || h.pointOffset > fileSize)
    fail(name, "offset to point data " + std::to_string(h.pointOffset) + " lies outside " +
                   std::to_string(headerSize) + ".." + std::to_string(fileSize) +
                   " (header size .. file size)");
  if (h.recordLength < kMinRecord[h.format])
    fail(name, "point record length " + std::to_string(h.recordLength) +
                   " is shorter than format " + std::to_string(h.format) + "'s " +
                   std::to_string(kMinRecord[h.format]) + " bytes");
  for (int a = 0; a < 3; ++a)
    if (!std::isfinite(h.scale[a]) || h.scale[a] == 0 || !std::isfinite(h.offset[a]))
      fail(name, std::string("the ") + "XYZ"[a] + " scale factor or offset is zero or not finite");
  const std::uint64_t available = fileSize - h.pointOffset;
  if (h.count > available / h.recordLength)
    fail(name, "truncated point data: " + std::to_string(h.count) + " points of " +
                   std::to_string(h.recordLength) + " bytes from byte offset " +
                   std::to_string(h.pointOffset) + " need more than the " +
                   std::to_string(available) + " bytes the file has there");
  if (h.count > static_cast<std::uint64_t>(INT_MAX))
    fail(name, "too many points: " + std::to_string(h.count));
}

LasHeader parseHeader(std::string_view b, std::uint64_t fileSize, const std::string& name) {
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
  checkLayout(fileSize, h, headerSize, name);
  return h;
}

// True when any colour channel of `count` records exceeds 255, i.e. the file uses the 16-bit range.
bool coloursAreSixteenBit(const char* records, std::uint64_t count, const LasHeader& h) {
  for (std::uint64_t i = 0; i < count; ++i) {
    const char* p = records + i * h.recordLength + kRgbOffset[h.format];
    for (int k = 0; k < 3; ++k)
      if (loadLE<std::uint16_t>(p + 2 * k) > 255) return true;
  }
  return false;
}

// `count` records from `records` (point `first` of the file onwards) into a new cloud.
PointCloud decodeRecords(const char* records, std::size_t count, std::uint64_t first, const LasHeader& h,
                         int colourShift, const std::string& sourceName) {
  PointCloud c;
  c.xyz.resize(static_cast<Eigen::Index>(count), 3);
  c.intensity.resize(count);
  c.classCodes.resize(count);
  const bool hasRgb = kRgbOffset[h.format] > 0;
  const bool wholeByteClass = h.format >= 6;
  if (hasRgb) c.colours.resize(count);
  const int classMask = h.minor == 0 ? 0xff : 0x1f;
  for (std::size_t i = 0; i < count; ++i) {
    const char* p = records + i * h.recordLength;
    for (int a = 0; a < 3; ++a) {
      const double v = loadLE<std::int32_t>(p + 4 * a) * h.scale[a] + h.offset[a];
      if (!std::isfinite(v))
        fail(sourceName, "point " + std::to_string(first + i) + " (byte offset " +
                             std::to_string(h.pointOffset + (first + i) * h.recordLength) +
                             "): coordinate is not finite");
      c.xyz(static_cast<Eigen::Index>(i), a) = v;
    }
    c.intensity[i] = loadLE<std::uint16_t>(p + 12);
    c.classCodes[i] = wholeByteClass ? static_cast<unsigned char>(p[16]) : static_cast<unsigned char>(p[15]) & classMask;
    if (hasRgb)
      for (int k = 0; k < 3; ++k)
        c.colours[i][k] = static_cast<std::uint8_t>(
            loadLE<std::uint16_t>(p + kRgbOffset[h.format] + 2 * k) >> colourShift);
  }
  return c;
}

// The header of a LAS file (at most the 375 bytes of a 1.4 header are read).
LasHeader readLasHeader(const FileSlices& file) {
  std::string head;
  file.read(0, static_cast<std::size_t>(std::min<std::uint64_t>(file.size(), 375)), head);
  return parseHeader(head, file.size(), file.path());
}

// Records read from the file as they are asked for.
class LasStream : public PointStreamReader {
 public:
  explicit LasStream(const std::string& path) : file_(path), h_(readLasHeader(file_)) {}
  std::uint64_t size() const override { return h_.count; }
  bool streamed() const override { return true; }
  PointCloud next(int maxPoints) override {
    const std::uint64_t count = std::min<std::uint64_t>(static_cast<std::uint64_t>(std::max(maxPoints, 1)), h_.count - done_);
    if (count == 0) return {};
    // The whole-file reader's 8- or 16-bit colour decision, chunk by chunk, on the first batch
    // only (a stream opened just to learn the point count never scans the file).
    if (!colourScanned_ && kRgbOffset[h_.format] > 0)
      for (std::uint64_t first = 0; first < h_.count && shift_ == 0; first += kChunk) {
        const std::uint64_t n = std::min<std::uint64_t>(kChunk, h_.count - first);
        file_.read(h_.pointOffset + first * h_.recordLength, n * h_.recordLength, buffer_);
        if (coloursAreSixteenBit(buffer_.data(), n, h_)) shift_ = 8;
      }
    colourScanned_ = true;
    file_.read(h_.pointOffset + done_ * h_.recordLength, count * h_.recordLength, buffer_);
    PointCloud batch = decodeRecords(buffer_.data(), count, done_, h_, shift_, file_.path());
    done_ += count;
    return batch;
  }

 private:
  static constexpr std::uint64_t kChunk = 1 << 20;
  FileSlices file_;
  LasHeader h_;
  int shift_ = 0;
  bool colourScanned_ = false;
  std::uint64_t done_ = 0;
  std::string buffer_;
};

}  // namespace

PointCloud parseLas(std::string_view bytes, const std::string& sourceName) {
  const LasHeader h = parseHeader(bytes, bytes.size(), sourceName);
  const char* records = bytes.data() + h.pointOffset;
  const bool hasRgb = kRgbOffset[h.format] > 0;
  const int shift = hasRgb && coloursAreSixteenBit(records, h.count, h) ? 8 : 0;
  return decodeRecords(records, static_cast<std::size_t>(h.count), 0, h, shift, sourceName);
}

std::unique_ptr<PointStreamReader> openLasStream(const std::string& path) {
  return withCoordinateCheck(std::make_unique<LasStream>(path), path);
}

void copyLasWithClasses(const std::string& inputPath, const std::string& outputPath, std::uint64_t expectedPoints,
                        const std::function<void(std::uint64_t first, std::vector<int>& codes)>& classesOf) {
  const FileSlices in(inputPath);
  const LasHeader h = readLasHeader(in);
  std::string bytes;
  if (h.count != expectedPoints)
    throw IoError(inputPath + ": now holds " + std::to_string(h.count) + " points, " + std::to_string(expectedPoints) +
                  " when it was read (did it change?)");
  const bool wholeByte = h.format >= 6 || h.minor == 0;  // else the low 5 bits, flags kept
  const std::size_t at = h.format >= 6 ? 16 : 15;
  const int maxCode = wholeByte ? 255 : 31;
  AtomicFileWriter out(outputPath);
  in.read(0, h.pointOffset, bytes);  // header and VLRs as they are
  out.append(bytes);
  constexpr std::uint64_t kChunk = 1 << 20;
  std::vector<int> codes;
  for (std::uint64_t first = 0; first < h.count; first += kChunk) {
    const auto count = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, h.count - first));
    in.read(h.pointOffset + first * h.recordLength, count * h.recordLength, bytes);
    codes.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
      const auto stored = static_cast<unsigned char>(bytes[i * h.recordLength + at]);
      codes[i] = wholeByte ? stored : stored & 0x1f;
    }
    classesOf(first, codes);
    if (codes.size() != count) throw std::invalid_argument("copyLasWithClasses: codes resized");
    for (std::size_t i = 0; i < count; ++i) {
      if (codes[i] < 0 || codes[i] > maxCode)
        throw IoError(outputPath + ": class code " + std::to_string(codes[i]) + " of point " +
                      std::to_string(first + i) + " does not fit the classification of " + inputPath +
                      " (LAS format " + std::to_string(h.format) + ": 0.." + std::to_string(maxCode) +
                      "); write a .ply or a LAS 1.4 file (formats 6-10) instead");
      char& stored = bytes[i * h.recordLength + at];
      stored = static_cast<char>(wholeByte ? codes[i] : (static_cast<unsigned char>(stored) & 0xe0) | codes[i]);
    }
    out.append(bytes);
  }
  const std::uint64_t end = h.pointOffset + h.count * h.recordLength;  // EVLRs, if any, as they are
  for (std::uint64_t from = end; from < in.size(); from += kChunk) {
    in.read(from, static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, in.size() - from)), bytes);
    out.append(bytes);
  }
  out.commit();
}

}  // namespace m3
