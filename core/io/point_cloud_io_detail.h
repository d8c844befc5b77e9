#pragma once
// Building blocks shared by the point-cloud readers and writers (ply_io, pcd_io, xyz_io,
// las_io); not meant for callers outside core/io.
// Requires: byte loads get a pointer with at least scalarSize(type) readable bytes (the
//   readers check bounds before calling them).
// Ensures: number parsing accepts exactly one whole token (leading '+' allowed, "nan" and
//   "inf" parse and are rejected later by the finiteness checks of coordinates, intensity,
//   floating colours and the xyz confidence); fail() throws IoError
//   with "<name>: <what>".
// Cost: O(1) per value, O(length) per token or line.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "data/point_cloud.h"
#include "io/io_error.h"

namespace m3::pcio {

[[noreturn]] void fail(const std::string& name, const std::string& what);

std::string toLower(std::string_view text);

bool parseDouble(std::string_view token, double& out);
bool parseInt64(std::string_view token, long long& out);
bool parseUint64(std::string_view token, std::uint64_t& out);
// True when `value` is a whole number inside the int range (class codes).
bool integralToInt(double value, int& out);

// Splits on blanks (space, tab, CR, vertical tab, form feed) into `out` (cleared first).
void splitTokens(std::string_view line, std::vector<std::string_view>& out);

// Walks a text line by line from `start`, counting lines from `firstLine`; the returned
// line excludes its '\n' and a trailing '\r'.
class LineReader {
 public:
  LineReader(std::string_view text, std::size_t start = 0, int firstLine = 1)
      : text_(text), pos_(start), nextLine_(firstLine) {}
  bool next(std::string_view& line);
  int lineNumber() const { return nextLine_ - 1; }  // of the line last returned
  std::size_t position() const { return pos_; }     // byte offset after that line
  bool atEnd() const { return pos_ >= text_.size(); }

 private:
  std::string_view text_;
  std::size_t pos_;
  int nextLine_;
};

// Binary scalar types of PLY and PCD.
enum class Scalar : std::uint8_t { I8, U8, I16, U16, I32, U32, I64, U64, F32, F64 };
int scalarSize(Scalar type);
bool isFloating(Scalar type);
double loadScalar(const char* p, Scalar type, bool bigEndian);
// A value read from text, as the declared type holds it: a float property's "0.1" is the
// float nearest 0.1, exactly what the binary encoding of the same file would give.
inline double asDeclared(double value, Scalar type) {
  return type == Scalar::F32 ? static_cast<double>(static_cast<float>(value)) : value;
}

template <class T>
T loadLE(const char* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  if constexpr (std::endian::native == std::endian::big && sizeof(T) > 1) {
    char b[sizeof v];
    std::memcpy(b, &v, sizeof v);
    for (std::size_t i = 0; i < sizeof v / 2; ++i) std::swap(b[i], b[sizeof v - 1 - i]);
    std::memcpy(&v, b, sizeof v);
  }
  return v;
}

// Appends `v` in little- or big-endian byte order.
template <class T>
void append(std::string& out, T v, bool bigEndian = false) {
  char b[sizeof v];
  std::memcpy(b, &v, sizeof v);
  const bool swap = bigEndian != (std::endian::native == std::endian::big);
  if (swap)
    for (std::size_t i = 0; i < sizeof v / 2; ++i) std::swap(b[i], b[sizeof v - 1 - i]);
  out.append(b, sizeof v);
}

// Shortest text that reads back to exactly the same value.
void appendShortest(std::string& out, double v);
void appendShortest(std::string& out, float v);

// Coordinates are written as float when every |coordinate| < 4096: float's rounding error
// there is at most 2^-13 (0.12 mm for metres), below any scanner's noise. Larger (e.g.
// georeferenced) coordinates need double.
bool coordinatesFitFloat(const PointMatrix& xyz);
// The same for coordinates known only by their bounds (a cloud written piece by piece).
bool coordinatesFitFloat(const std::array<double, 3>& min, const std::array<double, 3>& max);

// Throws std::invalid_argument when an attribute has the wrong length or a coordinate or an
// intensity is not finite: writers must not produce files their readers reject.
void checkCloudForWriting(const PointCloud& cloud);
// True when `value` is finite and inside float's range (intensity is stored as float, where a
// larger double would become infinite); false for NaN.
bool isFiniteFloat(double value);

// Colour channel from a value of the given type: 16-bit types shifted right by 8, floating
// types taken as [0, 1] and scaled by 255, other types as they are; clamped to 0..255.
std::uint8_t colourChannel(double value, Scalar type);

// A file read at given offsets (the streamed readers of io/point_stream.h). IoError naming
// the file when it cannot be opened or read, or ends before `offset + size`.
class FileSlices {
 public:
  explicit FileSlices(const std::string& path);
  ~FileSlices();
  FileSlices(const FileSlices&) = delete;
  FileSlices& operator=(const FileSlices&) = delete;
  std::uint64_t size() const { return size_; }
  // Fills `out` with `size` bytes from `offset`.
  void read(std::uint64_t offset, std::size_t size, std::string& out) const;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  int fd_ = -1;
  std::uint64_t size_ = 0;
};

}  // namespace m3::pcio
