#include "io/xyz_io.h"

#include <zlib.h>

#include <charconv>
#include <climits>
#include <cmath>
#include <filesystem>
#include <optional>

#include "io/point_cloud_io_detail.h"
#include "io/point_stream.h"

namespace m3 {

namespace {

using namespace pcio;

class XyzLine {
 public:
  XyzLine(const std::string& name, int line) : name_(name), line_(line) {}

  [[noreturn]] void fail(const std::string& what) const {
    pcio::fail(name_ + ":" + std::to_string(line_), what);
  }

  double number(std::string_view token, const char* column) const {
    double v;
    if (!parseDouble(token, v))
      fail(std::string(column) + " " + quotedToken(token) + " is not a number");
    return v;
  }

 private:
  const std::string& name_;
  int line_;
};

std::string columnCountError(std::size_t columns) {
  return std::to_string(columns) +
         " columns; accepted layouts are 'x y z', 'x y z label' and 'x y z label confidence'";
}

// Data lines to coordinates and codes; the column layout and the line count carry over from
// one piece of text to the next (io/point_stream.h reads a file piece by piece).
class XyzParser {
 public:
  explicit XyzParser(const std::string& name) : name_(name) {}

  // Parses `text`, whole lines only; the first is line lineNumber() + 1.
  void parse(std::string_view text, std::vector<double>& coords, std::vector<int>& codes) {
    LineReader lines(text, 0, lineNumber_ + 1);
    std::string_view line;
    while (lines.next(line)) {
      lineNumber_ = lines.lineNumber();
      if (lineNumber_ == INT_MAX - 1) fail(name_, "more than " + std::to_string(INT_MAX - 2) + " lines");
      splitTokens(line, tok_);
      if (tok_.empty() || tok_[0][0] == '#') continue;
      const XyzLine at(name_, lineNumber_);
      if (columns_ == 0) {
        if (tok_.size() < 3 || tok_.size() > 5) at.fail(columnCountError(tok_.size()));
        columns_ = tok_.size();
      } else if (tok_.size() != columns_) {
        at.fail(std::to_string(tok_.size()) + " columns where the first data line has " + std::to_string(columns_));
      }
      static const char* kAxes[] = {"x", "y", "z"};
      for (int a = 0; a < 3; ++a) {
        const double v = at.number(tok_[static_cast<std::size_t>(a)], kAxes[a]);
        if (!std::isfinite(v)) at.fail(std::string("coordinate ") + kAxes[a] + " is not finite");
        coords.push_back(v);
      }
      if (columns_ >= 4) {
        int code = 0;
        if (!integralToInt(at.number(tok_[3], "label"), code))
          at.fail("label " + quotedToken(tok_[3]) + " is not a whole number in the int range");
        codes.push_back(code);
      }
      if (columns_ == 5 && !std::isfinite(at.number(tok_[4], "confidence")))
        at.fail("confidence " + quotedToken(tok_[4]) + " is not finite");
    }
  }

  // After the last piece: a file of comments only has no points.
  void finish() const {
    if (columns_ == 0) fail(name_, "no points (only comments or blank lines)");
  }

 private:
  const std::string& name_;
  std::size_t columns_ = 0;
  int lineNumber_ = 0;
  std::vector<std::string_view> tok_;
};

PointCloud cloudOf(const std::vector<double>& coords, std::vector<int>& codes) {
  PointCloud cloud;
  const auto n = static_cast<Eigen::Index>(coords.size() / 3);
  cloud.xyz = Eigen::Map<const PointMatrix>(coords.data(), n, 3);
  cloud.classCodes = std::move(codes);
  return cloud;
}

// The file (gzip or plain) read `blockBytes` at a time; whole lines parsed as batches are asked for.
class XyzStream : public PointStreamReader {
 public:
  // `expectedPoints` (a count an earlier stream of the same file gave) skips the counting pass;
  // the end of the file then checks it.
  XyzStream(const std::string& path, std::size_t blockBytes, std::optional<std::uint64_t> expectedPoints)
      : path_(path), parser_(path_), block_(blockBytes) {
    // Small files get small blocks (any size is correct; gzip text rarely expands beyond 4x per block).
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(path, ec);
    if (!ec) block_ = std::min<std::size_t>(block_, std::max<std::size_t>(4096, 4 * bytes));
    if (expectedPoints) {
      points_ = *expectedPoints;
    } else {  // a first pass counts the data lines (size() is known before the first batch)
      Gz counting(path_, block_);
      bool lineStart = true, data = false, any = false;
      for (std::string_view buffer; !(buffer = counting.read()).empty();) {
        any = true;
        for (char c : buffer) {
          if (c == '\n') {
            points_ += data;
            lineStart = true;
            data = false;
          } else if (lineStart && c != ' ' && c != '\t' && c != '\r' && c != '\v' && c != '\f') {  // splitTokens' blanks
            data = c != '#';
            lineStart = false;
          }
        }
      }
      points_ += data;
      if (!any) fail(path, "empty file");
    }
    file_ = std::make_unique<Gz>(path_, block_);
  }
  std::uint64_t size() const override { return points_; }
  bool streamed() const override { return true; }
  PointCloud next(int maxPoints) override {
    const auto wanted = static_cast<std::size_t>(std::max(maxPoints, 1));
    while (coords_.size() / 3 - taken_ < wanted && file_) {
      const std::string_view block = file_->read();
      const bool more = !block.empty();
      // Whole lines only: up to the block's last newline (searched in the block alone, so a
      // very long line costs linear time).
      const std::size_t lastNewline = block.rfind('\n');
      const std::size_t cut = !more ? pending_.size()
                              : lastNewline == std::string_view::npos ? std::string::npos
                                                                      : pending_.size() + lastNewline + 1;
      pending_ += block;
      if (cut == std::string::npos) continue;  // no whole line yet
      compact();
      parser_.parse(std::string_view(pending_).substr(0, cut), coords_, codes_);
      pending_.erase(0, cut);
      if (!more) {
        parser_.finish();
        file_.reset();
        if (parsed_ + coords_.size() / 3 != points_)
          fail(path_, "the file changed while it was read (" + std::to_string(parsed_ + coords_.size() / 3) +
                          " points, " + std::to_string(points_) + " before)");
      }
    }
    const std::size_t n = std::min(wanted, coords_.size() / 3 - taken_);
    PointCloud batch;
    batch.xyz = Eigen::Map<const PointMatrix>(coords_.data() + 3 * taken_, static_cast<Eigen::Index>(n), 3);
    if (!codes_.empty()) batch.classCodes.assign(codes_.begin() + long(taken_), codes_.begin() + long(taken_ + n));
    taken_ += n;
    return batch;
  }

 private:
  // gzread over a plain or gzip file, into a buffer allocated once (not zeroed: a block is
  // megabytes, and small files are opened many times by the fuzz targets).
  class Gz {
   public:
    Gz(const std::string& path, std::size_t blockBytes)
        : path_(path),
          file_((refuseNonRegularFile(path), gzopen(path.c_str(), "rb"))),
          buffer_(new char[blockBytes]),
          size_(blockBytes) {
      if (!file_) fail(path, "cannot open file");
      gzbuffer(file_, 1 << 17);
    }
    ~Gz() { gzclose(file_); }
    Gz(const Gz&) = delete;
    Gz& operator=(const Gz&) = delete;
    // The next bytes of the file; empty at its end.
    std::string_view read() {
      const int got = gzread(file_, buffer_.get(), static_cast<unsigned>(size_));
      int code = 0;
      const char* why = gzerror(file_, &code);
      // The messages of readFileMaybeGzip, which reads the same files whole.
      if (got < 0) fail(path_, std::string("cannot read (") + why + ")");
      if (code != Z_OK && code != Z_STREAM_END) fail(path_, std::string("damaged or truncated gzip data (") + why + ")");
      return {buffer_.get(), static_cast<std::size_t>(got)};
    }

   private:
    const std::string& path_;
    gzFile file_;
    std::unique_ptr<char[]> buffer_;
    std::size_t size_;
  };

  void compact() {  // drop the points already handed out
    parsed_ += taken_;
    coords_.erase(coords_.begin(), coords_.begin() + long(3 * taken_));
    if (!codes_.empty()) codes_.erase(codes_.begin(), codes_.begin() + long(taken_));
    taken_ = 0;
  }

  std::string path_;
  XyzParser parser_;
  std::size_t block_;
  std::uint64_t points_ = 0;
  std::unique_ptr<Gz> file_;
  std::string pending_;
  std::vector<double> coords_;
  std::vector<int> codes_;
  std::size_t taken_ = 0;
  std::uint64_t parsed_ = 0;  // points dropped by compact()
};

}  // namespace

PointCloud parseXyz(std::string_view text, const std::string& sourceName) {
  if (text.empty()) fail(sourceName, "empty file");
  std::vector<double> coords;
  std::vector<int> codes;
  XyzParser parser(sourceName);
  parser.parse(text, coords, codes);
  parser.finish();
  return cloudOf(coords, codes);
}

std::unique_ptr<PointStreamReader> openXyzStream(const std::string& path, std::size_t blockBytes,
                                                 std::optional<std::uint64_t> expectedPoints) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return nullptr;  // a folder, a FIFO: read whole
  return withCoordinateCheck(std::make_unique<XyzStream>(path, blockBytes, expectedPoints), path);
}

std::string xyzHeader(bool classes) { return classes ? "# x y z label\n" : "# x y z\n"; }

void appendXyzLines(std::string& out, const PointCloud& cloud) {
  const bool labels = cloud.hasClasses();
  out.reserve(out.size() + static_cast<std::size_t>(cloud.numPoints()) * 32);
  char buffer[16];
  for (Eigen::Index i = 0; i < cloud.xyz.rows(); ++i) {
    for (int a = 0; a < 3; ++a) {
      if (a) out += ' ';
      appendShortest(out, cloud.xyz(i, a));
    }
    if (labels) {
      out += ' ';
      out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer,
                                       cloud.classCodes[static_cast<std::size_t>(i)])
                             .ptr);
    }
    out += '\n';
  }
}

std::string formatXyz(const PointCloud& cloud) {
  checkCloudForWriting(cloud);
  std::string out = xyzHeader(cloud.hasClasses());
  appendXyzLines(out, cloud);
  return out;
}

}  // namespace m3
