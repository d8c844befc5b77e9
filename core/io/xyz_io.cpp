#include "io/xyz_io.h"

#include <charconv>
#include <cmath>

#include "io/point_cloud_io_detail.h"

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
      fail(std::string(column) + " " + quoted(token) + " is not a number");
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

}  // namespace

PointCloud parseXyz(std::string_view text, const std::string& sourceName) {
  if (text.empty()) fail(sourceName, "empty file");
  std::vector<double> coords;
  std::vector<int> codes;
  std::size_t columns = 0;
  LineReader lines(text);
  std::string_view line;
  std::vector<std::string_view> tok;
  while (lines.next(line)) {
    splitTokens(line, tok);
    if (tok.empty() || tok[0][0] == '#') continue;
    const XyzLine at(sourceName, lines.lineNumber());
    if (columns == 0) {
      if (tok.size() < 3 || tok.size() > 5) at.fail(columnCountError(tok.size()));
      columns = tok.size();
    } else if (tok.size() != columns) {
      at.fail(std::to_string(tok.size()) + " columns where the first data line has " +
              std::to_string(columns));
    }
    static const char* kAxes[] = {"x", "y", "z"};
    for (int a = 0; a < 3; ++a) {
      const double v = at.number(tok[static_cast<std::size_t>(a)], kAxes[a]);
      if (!std::isfinite(v)) at.fail(std::string("coordinate ") + kAxes[a] + " is not finite");
      coords.push_back(v);
    }
    if (columns >= 4) {
      int code = 0;
      if (!integralToInt(at.number(tok[3], "label"), code))
        at.fail("label " + quoted(tok[3]) + " is not a whole number in the int range");
      codes.push_back(code);
    }
    if (columns == 5 && !std::isfinite(at.number(tok[4], "confidence")))
      at.fail("confidence " + quoted(tok[4]) + " is not finite");
  }
  if (columns == 0) fail(sourceName, "no points (only comments or blank lines)");
  PointCloud cloud;
  const auto n = static_cast<Eigen::Index>(coords.size() / 3);
  cloud.xyz = Eigen::Map<const PointMatrix>(coords.data(), n, 3);
  cloud.classCodes = std::move(codes);
  return cloud;
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
