#pragma once
// Building blocks shared by the point-cloud IO tests (test_point_cloud_io.cpp: PLY, PCD, XYZ;
// test_las_io.cpp: LAS, dispatch by extension, corruption, class mappings, Oakland): clouds
// with chosen attributes, comparison, byte builders for hand-made files, error capture.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/lzf.h"
#include "io/point_cloud_io.h"
#include "io/xyz_io.h"
#include "test_paths.h"

namespace pc_test {

using namespace m3;

// ---- building blocks -----------------------------------------------------------------------

struct Attributes {
  bool colours = false, intensity = false, labels = false;
};

// Coordinates with two decimals in [-500, 500] (like Oakland), plus the requested attributes.
inline PointCloud makeCloud(int n, unsigned seed, Attributes a, double shift = 0) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> centi(-50000, 50000), byte(0, 255), code(-3, 1500);
  std::uniform_real_distribution<float> unit(0, 1);
  PointCloud c;
  c.xyz.resize(n, 3);
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 3; ++k) c.xyz(i, k) = centi(rng) / 100.0 + shift;
  for (int i = 0; i < n; ++i) {
    if (a.colours)
      c.colours.push_back(
          {std::uint8_t(byte(rng)), std::uint8_t(byte(rng)), std::uint8_t(byte(rng))});
    if (a.intensity) c.intensity.push_back(unit(rng) * 1000);
    if (a.labels) c.classCodes.push_back(code(rng));
  }
  return c;
}

inline std::vector<Attributes> allAttributeSets() {
  return {{}, {true, false, false}, {false, true, false}, {false, false, true}, {true, true, true}};
}

// Compares `got` with `want` whose coordinates went through `coordinate` (e.g. float rounding).
inline void compareClouds(
    const PointCloud& got, const PointCloud& want,
    const std::function<double(double)>& coordinate = [](double v) { return v; }) {
  QCOMPARE(got.numPoints(), want.numPoints());
  for (int i = 0; i < want.numPoints(); ++i)
    for (int k = 0; k < 3; ++k)  // exact: QCOMPARE on doubles would be fuzzy
      QVERIFY2(got.xyz(i, k) == coordinate(want.xyz(i, k)),
               qPrintable(QString("point %1 axis %2: %3 != %4")
                              .arg(i)
                              .arg(k)
                              .arg(got.xyz(i, k), 0, 'g', 17)
                              .arg(coordinate(want.xyz(i, k)), 0, 'g', 17)));
  QVERIFY(got.colours == want.colours);
  QVERIFY(got.intensity == want.intensity);
  QVERIFY(got.classCodes == want.classCodes);
}

inline double viaFloat(double v) {
  return static_cast<float>(v);
}

// The IoError message of `f`, or "<no error>" / "<other exception>".
inline QString errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const IoError& e) {
    return QString::fromStdString(e.what());
  } catch (const std::exception& e) {
    return QStringLiteral("<other exception: ") + e.what() + ">";
  }
  return QStringLiteral("<no error>");
}

// Checks that parsing fails with a message that starts with the source name and contains
// every fragment.
inline void expectError(
    const std::function<PointCloud(std::string_view, const std::string&)>& parse,
    const std::string& bytes, const QStringList& fragments) {
  const QString message = errorOf([&] { parse(bytes, "bad.file"); });
  if (!message.startsWith("bad.file"))
    QFAIL(qPrintable("unexpected: " + message + " (expected " + fragments.join(", ") + ")"));
  for (const QString& f : fragments)
    if (!message.contains(f)) QFAIL(qPrintable("'" + f + "' missing in: " + message));
}

template <class T>
inline void put(std::string& s, T v, bool big = false) {
  char b[sizeof v];
  std::memcpy(b, &v, sizeof v);
  if (big) std::reverse(b, b + sizeof v);
  s.append(b, sizeof v);
}

inline std::string bytesOf(std::initializer_list<int> values) {
  std::string s;
  for (int v : values) s += static_cast<char>(v);
  return s;
}

template <class T>
inline void poke(std::string& s, std::size_t offset, T v) {
  std::memcpy(s.data() + offset, &v, sizeof v);
}

const auto kPly = [](std::string_view b, const std::string& n) { return parsePly(b, n); };
const auto kPcd = [](std::string_view b, const std::string& n) { return parsePcd(b, n); };
const auto kXyz = [](std::string_view b, const std::string& n) { return parseXyz(b, n); };
const auto kLas = [](std::string_view b, const std::string& n) { return parseLas(b, n); };

// ---- hand-made LAS, written from the specification's byte offsets --------------------------

struct HandPoint {
  std::int32_t X, Y, Z;
  std::uint16_t intensity;
  std::uint8_t classByte;
  std::uint16_t rgb[3];
};

struct HandLas {
  int minor = 2, format = 0;
  std::size_t extraHeader = 0, vlrBytes = 0, extraRecord = 0;
  bool legacyCountZero = false;  // LAS 1.4: only the 64-bit count is set
  double scale[3] = {0.01, 0.01, 0.001}, offset[3] = {1000, -2000, 50};
};

inline std::string handLas(const HandLas& o, const std::vector<HandPoint>& points) {
  const std::size_t minHeader = o.minor <= 2 ? 227 : o.minor == 3 ? 235 : 375;
  const std::size_t headerSize = minHeader + o.extraHeader;
  const std::size_t minRecord[4] = {20, 28, 26, 34};
  const std::size_t record = minRecord[o.format] + o.extraRecord;
  std::string f(headerSize + o.vlrBytes, '\x5a');  // junk where the reader must not look
  std::memcpy(f.data(), "LASF", 4);
  f[24] = 1;
  f[25] = static_cast<char>(o.minor);
  poke<std::uint16_t>(f, 94, static_cast<std::uint16_t>(headerSize));
  poke<std::uint32_t>(f, 96, static_cast<std::uint32_t>(headerSize + o.vlrBytes));
  poke<std::uint32_t>(f, 100, o.vlrBytes ? 1 : 0);
  f[104] = static_cast<char>(o.format);
  poke<std::uint16_t>(f, 105, static_cast<std::uint16_t>(record));
  poke<std::uint32_t>(f, 107, o.legacyCountZero ? 0 : static_cast<std::uint32_t>(points.size()));
  for (int a = 0; a < 3; ++a) {
    poke<double>(f, 131 + 8 * a, o.scale[a]);
    poke<double>(f, 155 + 8 * a, o.offset[a]);
  }
  if (o.minor >= 4) poke<std::uint64_t>(f, 247, points.size());
  for (const HandPoint& p : points) {
    std::string r(record, '\x33');
    poke(r, 0, p.X);
    poke(r, 4, p.Y);
    poke(r, 8, p.Z);
    poke(r, 12, p.intensity);
    r[14] = 0x09;
    r[15] = static_cast<char>(p.classByte);
    const std::size_t rgbAt = o.format == 2 ? 20 : 28;
    if (o.format >= 2)
      for (int k = 0; k < 3; ++k) poke(r, rgbAt + 2 * k, p.rgb[k]);
    f += r;
  }
  return f;
}

inline std::vector<HandPoint> handPoints(bool sixteenBitColour) {
  std::vector<HandPoint> pts;
  for (int i = 0; i < 7; ++i) {
    const std::uint16_t c =
        sixteenBitColour ? std::uint16_t(i * 9000 + 300) : std::uint16_t(i * 30);
    pts.push_back({-100000 + 31337 * i,
                   42 * i - 7,
                   1000 * i,
                   std::uint16_t(500 * i),
                   std::uint8_t((i % 4) * 0x20 + i + 1),
                   {c, std::uint16_t(c / 2), std::uint16_t(c / 3)}});
  }
  return pts;
}

// ---- Oakland stats files -------------------------------------------------------------------

// "  <code> -- <name> -- <count>" lines and "Total -- <n>" of an Oakland .stats file.
inline std::map<int, int> parseStats(const QString& path, int& total) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
  std::map<int, int> histogram;
  total = -1;
  for (const QByteArray& raw : f.readAll().split('\n')) {
    const QStringList parts = QString::fromUtf8(raw).split("--");
    if (parts.size() == 3) {
      bool okCode = false, okCount = false;
      const int code = parts[0].trimmed().toInt(&okCode),
                count = parts[2].trimmed().toInt(&okCount);
      if (okCode && okCount && count > 0) histogram[code] = count;
    } else if (parts.size() == 2 && parts[0].trimmed() == "Total") {
      total = parts[1].trimmed().toInt();
    }
  }
  return histogram;
}

// "#  <code> -- <name>" lines of an Oakland header: the code table.
inline std::map<int, std::string> oaklandCodeTable(const std::string& text) {
  std::map<int, std::string> table;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line) && !line.empty() && line[0] == '#') {
    int code = 0;
    char name[64] = {};
    if (std::sscanf(line.c_str(), "# %d -- %63s", &code, name) == 2) table[code] = name;
  }
  return table;
}

inline QString oaklandDir() {
  return QString(M3_SHARED_DATA_DIR) + "/oakland3d";
}

}  // namespace pc_test
