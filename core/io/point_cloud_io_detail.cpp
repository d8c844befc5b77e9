#include "io/point_cloud_io_detail.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "io/io_error.h"

namespace m3::pcio {

void fail(const std::string& name, const std::string& what) {
  throwIoError(name, what);
}

std::string toLower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

namespace {

// from_chars rejects a leading '+', which hand-written files do use.
std::string_view dropPlus(std::string_view token) {
  if (token.size() > 1 && token[0] == '+' && token[1] != '-' && token[1] != '+')
    token.remove_prefix(1);
  return token;
}

template <class T>
bool parseWhole(std::string_view token, T& out) {
  token = dropPlus(token);
  if (token.empty()) return false;
  const char* end = token.data() + token.size();
  const auto [ptr, ec] = std::from_chars(token.data(), end, out);
  return ec == std::errc() && ptr == end;
}

}  // namespace

bool parseDouble(std::string_view token, double& out) {
  return parseWhole(token, out);
}
bool parseInt64(std::string_view token, long long& out) {
  return parseWhole(token, out);
}
bool parseUint64(std::string_view token, std::uint64_t& out) {
  return parseWhole(token, out);
}

bool integralToInt(double value, int& out) {
  if (!(value >= INT_MIN && value <= INT_MAX) || value != std::floor(value)) return false;
  out = static_cast<int>(value);
  return true;
}

void splitTokens(std::string_view line, std::vector<std::string_view>& out) {
  out.clear();
  const auto blank = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
  };
  std::size_t i = 0;
  const std::size_t n = line.size();
  while (i < n) {
    while (i < n && blank(line[i])) ++i;
    const std::size_t start = i;
    while (i < n && !blank(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
}

bool LineReader::next(std::string_view& line) {
  if (pos_ >= text_.size()) return false;
  std::size_t end = text_.find('\n', pos_);
  std::size_t after = end == std::string_view::npos ? text_.size() : end + 1;
  if (end == std::string_view::npos) end = text_.size();
  line = text_.substr(pos_, end - pos_);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  pos_ = after;
  ++nextLine_;
  return true;
}

int scalarSize(Scalar type) {
  switch (type) {
    case Scalar::I8:
    case Scalar::U8:
      return 1;
    case Scalar::I16:
    case Scalar::U16:
      return 2;
    case Scalar::I32:
    case Scalar::U32:
    case Scalar::F32:
      return 4;
    case Scalar::I64:
    case Scalar::U64:
    case Scalar::F64:
      return 8;
  }
  return 0;
}

bool isFloating(Scalar type) {
  return type == Scalar::F32 || type == Scalar::F64;
}

namespace {

template <class T>
T loadOrdered(const char* p, bool bigEndian) {
  T v;
  if (bigEndian == (std::endian::native == std::endian::big)) {
    std::memcpy(&v, p, sizeof v);
  } else {
    char b[sizeof(T)];
    for (std::size_t i = 0; i < sizeof(T); ++i) b[i] = p[sizeof(T) - 1 - i];
    std::memcpy(&v, b, sizeof v);
  }
  return v;
}

}  // namespace

double loadScalar(const char* p, Scalar type, bool bigEndian) {
  switch (type) {
    case Scalar::I8:
      return loadOrdered<std::int8_t>(p, bigEndian);
    case Scalar::U8:
      return loadOrdered<std::uint8_t>(p, bigEndian);
    case Scalar::I16:
      return loadOrdered<std::int16_t>(p, bigEndian);
    case Scalar::U16:
      return loadOrdered<std::uint16_t>(p, bigEndian);
    case Scalar::I32:
      return loadOrdered<std::int32_t>(p, bigEndian);
    case Scalar::U32:
      return loadOrdered<std::uint32_t>(p, bigEndian);
    case Scalar::I64:
      return static_cast<double>(loadOrdered<std::int64_t>(p, bigEndian));
    case Scalar::U64:
      return static_cast<double>(loadOrdered<std::uint64_t>(p, bigEndian));
    case Scalar::F32:
      return loadOrdered<float>(p, bigEndian);
    case Scalar::F64:
      return loadOrdered<double>(p, bigEndian);
  }
  return 0;
}

void appendShortest(std::string& out, double v) {
  char buffer[32];
  const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
  out.append(buffer, r.ptr);
}

void appendShortest(std::string& out, float v) {
  char buffer[32];
  const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
  out.append(buffer, r.ptr);
}

namespace {
constexpr double kFloatCoordinateLimit = 4096.0;
}

bool coordinatesFitFloat(const PointMatrix& xyz) {
  return xyz.size() == 0 || xyz.cwiseAbs().maxCoeff() < kFloatCoordinateLimit;
}

bool coordinatesFitFloat(const std::array<double, 3>& min, const std::array<double, 3>& max) {
  for (int k = 0; k < 3; ++k)
    if (!(std::abs(min[k]) < kFloatCoordinateLimit && std::abs(max[k]) < kFloatCoordinateLimit)) return false;
  return true;
}

void checkCloudForWriting(const PointCloud& cloud) {
  const std::size_t n = static_cast<std::size_t>(cloud.xyz.rows());
  const auto check = [n](std::size_t size, const char* what) {
    if (size != 0 && size != n)
      throw std::invalid_argument(std::string(what) + " has " + std::to_string(size) +
                                  " entries for " + std::to_string(n) + " points");
  };
  check(cloud.colours.size(), "colours");
  check(cloud.intensity.size(), "intensity");
  check(cloud.classCodes.size(), "classCodes");
  for (Eigen::Index i = 0; i < cloud.xyz.rows(); ++i)
    if (!cloud.xyz.row(i).allFinite())
      throw std::invalid_argument("point " + std::to_string(i) + " has a non-finite coordinate");
  for (std::size_t i = 0; i < cloud.intensity.size(); ++i)
    if (!std::isfinite(cloud.intensity[i]))
      throw std::invalid_argument("point " + std::to_string(i) + " has a non-finite intensity");
}

bool isFiniteFloat(double value) { return std::abs(value) <= std::numeric_limits<float>::max(); }

std::uint8_t colourChannel(double value, Scalar type) {
  if (isFloating(type))
    value *= 255.0;
  else if (scalarSize(type) == 2)
    value = std::floor(value / 256.0);
  if (!(value > 0)) return 0;  // also NaN
  if (value >= 255) return 255;
  return static_cast<std::uint8_t>(std::lround(value));
}

FileSlices::FileSlices(const std::string& path) : path_(path) {
  refuseNonRegularFile(path);  // before open: a FIFO's open waits for a writer
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  struct stat info {};
  if (fd_ < 0 || ::fstat(fd_, &info) != 0) {
    const std::string why = std::strerror(errno);
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    throw IoError(path + ": cannot open file (" + why + ")");
  }
  if (S_ISDIR(info.st_mode)) {
    ::close(fd_);
    fd_ = -1;
    throw IoError(path + ": is a folder, not a file");
  }
  size_ = static_cast<std::uint64_t>(info.st_size);
}

FileSlices::~FileSlices() {
  if (fd_ >= 0) ::close(fd_);
}

void FileSlices::read(std::uint64_t offset, std::size_t size, std::string& out) const {
  out.resize(size);
  std::size_t done = 0;
  while (done < size) {
    const ssize_t got = ::pread(fd_, out.data() + done, size - done, static_cast<off_t>(offset + done));
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw IoError(path_ + ": cannot read (" + std::strerror(errno) + ")");
    if (got == 0)
      throw IoError(path_ + ": the file ends at byte " + std::to_string(offset + done) + ", " +
                    std::to_string(size - done) + " bytes short of what was expected (did it change while being read?)");
    done += static_cast<std::size_t>(got);
  }
}

}  // namespace m3::pcio
