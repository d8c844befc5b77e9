// Point-cloud file IO (core/io/point_cloud_io.h and the per-format readers/writers):
// round trips of every format and variant, hand-made files for what the writers never
// produce (faces, extra properties, foreign field layouts, LAS versions/formats with VLRs and
// padded records), every error path, random corruption (only IoError may come out), the
// class mappings and their JSON, and the real Oakland 3-D files when ../shared/data exists.
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

using namespace m3;

namespace {

// ---- building blocks -----------------------------------------------------------------------

struct Attributes {
  bool colours = false, intensity = false, labels = false;
};

// Coordinates with two decimals in [-500, 500] (like Oakland), plus the requested attributes.
PointCloud makeCloud(int n, unsigned seed, Attributes a, double shift = 0) {
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

std::vector<Attributes> allAttributeSets() {
  return {{}, {true, false, false}, {false, true, false}, {false, false, true}, {true, true, true}};
}

// Compares `got` with `want` whose coordinates went through `coordinate` (e.g. float rounding).
void compareClouds(
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

double viaFloat(double v) {
  return static_cast<float>(v);
}

// The IoError message of `f`, or "<no error>" / "<other exception>".
QString errorOf(const std::function<void()>& f) {
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
void expectError(const std::function<PointCloud(std::string_view, const std::string&)>& parse,
                 const std::string& bytes, const QStringList& fragments) {
  const QString message = errorOf([&] { parse(bytes, "bad.file"); });
  if (!message.startsWith("bad.file"))
    QFAIL(qPrintable("unexpected: " + message + " (expected " + fragments.join(", ") + ")"));
  for (const QString& f : fragments)
    if (!message.contains(f)) QFAIL(qPrintable("'" + f + "' missing in: " + message));
}

template <class T>
void put(std::string& s, T v, bool big = false) {
  char b[sizeof v];
  std::memcpy(b, &v, sizeof v);
  if (big) std::reverse(b, b + sizeof v);
  s.append(b, sizeof v);
}

std::string bytesOf(std::initializer_list<int> values) {
  std::string s;
  for (int v : values) s += static_cast<char>(v);
  return s;
}

template <class T>
void poke(std::string& s, std::size_t offset, T v) {
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

std::string handLas(const HandLas& o, const std::vector<HandPoint>& points) {
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

std::vector<HandPoint> handPoints(bool sixteenBitColour) {
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
std::map<int, int> parseStats(const QString& path, int& total) {
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
std::map<int, std::string> oaklandCodeTable(const std::string& text) {
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

QString oaklandDir() {
  return QStringLiteral(M3_SHARED_DATA_DIR "/oakland3d");
}

}  // namespace

class TestPointCloudIo : public QObject {
  Q_OBJECT

 private slots:
  // ---- PLY -------------------------------------------------------------------------------

  void plyRoundTrips() {
    for (PlyEncoding encoding :
         {PlyEncoding::Ascii, PlyEncoding::BinaryLittleEndian, PlyEncoding::BinaryBigEndian})
      for (const Attributes& a : allAttributeSets()) {
        const PointCloud cloud = makeCloud(57, 11, a);
        const std::string bytes = formatPly(cloud, {encoding, CoordinatePrecision::Auto});
        QVERIFY(bytes.find("property float x") != std::string::npos);  // |coordinates| < 4096
        compareClouds(parsePly(bytes, "mem.ply"), cloud, viaFloat);
        const std::string doubles = formatPly(cloud, {encoding, CoordinatePrecision::Double});
        QVERIFY(doubles.find("property double x") != std::string::npos);
        compareClouds(parsePly(doubles, "mem.ply"), cloud);
      }
  }

  void plyChoosesDoubleForLargeCoordinates() {
    // Georeferenced coordinates (UTM-like) do not fit a float to the millimetre.
    const PointCloud cloud = makeCloud(20, 3, {false, false, true}, 512345.0);
    const std::string bytes = formatPly(cloud);
    QVERIFY(bytes.find("property double x") != std::string::npos);
    QVERIFY(bytes.find("format binary_little_endian 1.0") != std::string::npos);
    QVERIFY(bytes.find("property int scalar_label") != std::string::npos);
    compareClouds(parsePly(bytes, "mem.ply"), cloud);
    const std::string forced = formatPly(cloud, {PlyEncoding::Ascii, CoordinatePrecision::Float});
    QVERIFY(forced.find("property float x") != std::string::npos);
    compareClouds(parsePly(forced, "mem.ply"), cloud, viaFloat);
  }

  void plyEmptyCloud() {
    for (PlyEncoding encoding : {PlyEncoding::Ascii, PlyEncoding::BinaryBigEndian}) {
      const PointCloud cloud = makeCloud(0, 1, {true, true, true});
      const PointCloud back = parsePly(formatPly(cloud, {encoding}), "mem.ply");
      QCOMPARE(back.numPoints(), 0);
    }
  }

  void plyAsciiWithFacesAndExtraProperties() {
    // Faces before and after the vertices, normals, alpha, a vertex list property, ushort
    // colours, intensity as uchar, label as double; CRLF line ends and comments.
    const std::string ply =
        "ply\r\nformat ascii 1.0\r\ncomment made by hand\r\nobj_info scanner 7\r\n"
        "element camera 1\r\nproperty float view_px\r\nproperty list uchar int ids\r\n"
        "element vertex 3\r\nproperty double nx\r\n"
        "property float x\r\nproperty float y\r\nproperty float z\r\n"
        "property ushort red\r\nproperty ushort green\r\nproperty ushort blue\r\n"
        "property uchar alpha\r\nproperty list uchar float hist\r\n"
        "property uchar scalar_intensity\r\nproperty double classification\r\n"
        "element face 2\r\nproperty list uchar int vertex_indices\r\nproperty uchar flags\r\n"
        "end_header\r\n"
        "0.5 3 7 8 9\r\n"
        "0.1 1.5 -2 3e2 65535 256 0 255 2 0.5 0.25 200 2\r\n"
        "\r\n"
        "0 -1 +2 3 511 1024 300 0 0 7 1200.0\r\n"
        "0 4 5 6 0 0 0 9 1 9 255 -4\r\n"
        "3 0 1 2 1\r\n"
        "4 0 1 2 0 0\r\n";
    const PointCloud c = parsePly(ply, "hand.ply");
    QCOMPARE(c.numPoints(), 3);
    QCOMPARE(c.xyz(0, 0), 1.5);
    QCOMPARE(c.xyz(0, 2), 300.0);
    QCOMPARE(c.xyz(1, 1), 2.0);
    QCOMPARE(c.xyz(2, 2), 6.0);
    QVERIFY((c.colours[0] == std::array<std::uint8_t, 3>{255, 1, 0}));  // ushort >> 8
    QVERIFY((c.colours[1] == std::array<std::uint8_t, 3>{1, 4, 1}));
    QVERIFY((c.intensity == std::vector<float>{200, 7, 255}));
    QVERIFY((c.classCodes == std::vector<int>{2, 1200, -4}));
  }

  void plyBinaryWithFacesAndExtraProperties() {
    for (bool big : {false, true}) {
      std::string ply = std::string("ply\nformat ") +
                        (big ? "binary_big_endian" : "binary_little_endian") +
                        " 1.0\nelement face 2\nproperty list uchar int vertex_indices\n"
                        "element vertex 2\nproperty float x\nproperty float y\nproperty float z\n"
                        "property list ushort short extra\nproperty uchar diffuse_red\n"
                        "property uchar diffuse_green\nproperty uchar diffuse_blue\n"
                        "property short intensity\nproperty int label\nelement edge 1\n"
                        "property int vertex1\nproperty int vertex2\nend_header\n";
      put<std::uint8_t>(ply, 3);
      for (int v : {0, 1, 1}) put<std::int32_t>(ply, v, big);
      put<std::uint8_t>(ply, 0);  // an empty face
      for (int i = 0; i < 2; ++i) {
        for (float v : {1.25f * (i + 1), -2.5f, 1e3f}) put(ply, v, big);
        put<std::uint16_t>(ply, std::uint16_t(i + 1), big);
        for (int k = 0; k <= i; ++k) put<std::int16_t>(ply, -7, big);
        for (std::uint8_t v : {10, 20, 30}) put(ply, std::uint8_t(v + i));
        put<std::int16_t>(ply, -3, big);
        put<std::int32_t>(ply, 1400 + i, big);
      }
      put<std::int32_t>(ply, 0, big);
      put<std::int32_t>(ply, 1, big);
      const PointCloud c = parsePly(ply, "hand.ply");
      QCOMPARE(c.numPoints(), 2);
      QCOMPARE(c.xyz(1, 0), 2.5);
      QCOMPARE(c.xyz(0, 2), 1000.0);
      QVERIFY((c.colours[1] == std::array<std::uint8_t, 3>{11, 21, 31}));
      QVERIFY((c.intensity == std::vector<float>{-3, -3}));
      QVERIFY((c.classCodes == std::vector<int>{1400, 1401}));
    }
  }

  void plyErrors() {
    const std::string head =
        "ply\nformat binary_little_endian 1.0\nelement vertex 2\n"
        "property float x\nproperty float y\nproperty float z\nend_header\n";
    std::string good = head;
    for (int i = 0; i < 6; ++i) put<float>(good, float(i));
    QCOMPARE(parsePly(good, "ok.ply").numPoints(), 2);

    expectError(kPly, "", {"empty file"});
    expectError(kPly, "PLY\nformat ascii 1.0\n", {"not a PLY file"});
    expectError(kPly, "ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\n",
                {"no end_header"});
    expectError(kPly, "ply\nformat binary_middle_endian 1.0\nend_header\n",
                {"line 2", "unknown format"});
    expectError(kPly, "ply\nformat ascii 2.0\nend_header\n", {"line 2", "version"});
    expectError(kPly, "ply\nelement vertex 1\nproperty float x\nend_header\n", {"no format line"});
    expectError(kPly, "ply\nformat ascii 1.0\nelement vertex 1\nproperty float128 x\nend_header\n",
                {"line 4", "unknown property type", "float128"});
    expectError(
        kPly,
        "ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\nproperty float x\nend_header\n",
        {"line 5", "duplicate property"});
    expectError(kPly, "ply\nformat ascii 1.0\nproperty float x\nend_header\n",
                {"line 3", "before any element"});
    expectError(kPly, "ply\nformat ascii 1.0\nelement vertex -1\nend_header\n",
                {"line 3", "element"});
    expectError(kPly, "ply\nformat ascii 1.0\nmaterial 1\nend_header\n",
                {"line 3", "unknown header keyword"});
    expectError(kPly,
                "ply\nformat ascii 1.0\nelement face 0\nproperty list float int v\nend_header\n",
                {"integer type"});
    expectError(kPly, "ply\nformat ascii 1.0\nelement face 0\nend_header\n", {"no vertex element"});
    expectError(
        kPly,
        "ply\nformat ascii 1.0\nelement vertex 0\nproperty float x\nproperty float y\nend_header\n",
        {"no z property"});

    // Truncated binary data: the message gives the vertex and byte offset.
    expectError(kPly, good.substr(0, good.size() - 3), {"truncated", "byte offset"});
    // The header lies: more vertices than the data holds, or fewer.
    std::string more = good;
    more.replace(more.find("vertex 2"), 8, "vertex 3");
    expectError(kPly, more, {"declares 3 vertex records", "12 bytes"});
    std::string fewer = good;
    fewer.replace(fewer.find("vertex 2"), 8, "vertex 1");
    expectError(kPly, fewer, {"12 bytes after the last element", "counts are too small"});
    // A huge count in a tiny file is refused before anything is allocated.
    std::string huge = good;
    huge.replace(huge.find("vertex 2"), 8, "vertex 2000000000");
    expectError(kPly, huge, {"declares 2000000000 vertex records"});
    huge = good;
    huge.replace(huge.find("vertex 2"), 8, "vertex 99999999999999");
    expectError(kPly, huge, {"more than supported"});
    std::string faces = good;
    faces.replace(faces.find("end_header"), 10,
                  "element face 1000000000000\nproperty list uchar int vertex_indices\nend_header");
    expectError(kPly, faces, {"declares 1000000000000 face records"});
    faces = good;
    faces.replace(faces.find("end_header"), 10,
                  "element face 1\nproperty list int int vertex_indices\nend_header");
    std::string negative = faces, longList = faces;
    put<std::int32_t>(negative, -5);
    expectError(kPly, negative, {"face 0", "negative list length"});
    put<std::int32_t>(longList, 1 << 30);
    expectError(kPly, longList, {"face 0", "list of 1073741824 items", "past the end"});
    // Non-finite coordinates.
    std::string nan = good;
    poke<float>(nan, head.size() + 16, std::nanf(""));
    expectError(kPly, nan, {"vertex 1", "byte offset", "coordinate y is not finite"});
    std::string inf = good;
    poke<float>(inf, head.size(), INFINITY);
    expectError(kPly, inf, {"vertex 0", "coordinate x is not finite"});

    // Ascii: every problem names the line.
    const std::string ascii =
        "ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nproperty float y\n"
        "property float z\nproperty int label\nend_header\n";
    QCOMPARE(parsePly(ascii + "1 2 3 4\n5 6 7 8", "ok.ply").numPoints(), 2);
    expectError(kPly, ascii + "1 2 3 4\n5.5 6.5 7.5\n", {"line 10", "has 3 values", "need 4"});
    expectError(kPly, ascii + "1 2 3 4\n5 6 7 8 9\n", {"line 10", "has 5 values"});
    expectError(kPly, ascii + "1 2 3 4\n5 six 7 8\n", {"line 10", "'six' is not a number"});
    expectError(kPly, ascii + "1 2 3 4\nnan 6 7 8\n", {"line 10", "coordinate x is not finite"});
    expectError(kPly, ascii + "1 2 3 4\n5 6 inf 8\n", {"line 10", "coordinate z is not finite"});
    expectError(kPly, ascii + "1 2 3 4.5\n5 6 7 8\n",
                {"line 9", "class value is not a whole number"});
    expectError(kPly, ascii + "1 2 3 4\n", {"declares 2 vertex records", "8 bytes of text"});
    expectError(kPly, ascii + "1.000000 2.000000 3.000000 4\n",
                {"ends after 1 of 2 vertex records"});
    expectError(kPly, ascii + "1 2 3 4\n5 6 7 8\n9 9 9 9\n",
                {"line 11", "data after the last element"});
    std::string asciiHuge = ascii + "1 2 3 4\n5 6 7 8\n";
    asciiHuge.replace(asciiHuge.find("vertex 2"), 8, "vertex 100000000");
    expectError(kPly, asciiHuge, {"declares 100000000 vertex records"});
    expectError(kPly,
                "ply\nformat ascii 1.0\nelement vertex 1\n"
                "property float x\nproperty float y\nproperty float z\n"
                "element face 1\nproperty list uchar int v\nend_header\n1 2 3\n3 0 0\n",
                {"line 11", "has 3 values", "need 4"});
  }

  // ---- PCD -------------------------------------------------------------------------------

  void pcdRoundTrips() {
    for (PcdEncoding encoding :
         {PcdEncoding::Ascii, PcdEncoding::Binary, PcdEncoding::BinaryCompressed})
      for (const Attributes& a : allAttributeSets()) {
        PointCloud cloud = makeCloud(301, 5, a);
        if (a.labels) cloud.classCodes[7] = -2;
        const std::string bytes = formatPcd(cloud, {encoding, CoordinatePrecision::Auto});
        compareClouds(parsePcd(bytes, "mem.pcd"), cloud, viaFloat);
        compareClouds(
            parsePcd(formatPcd(cloud, {encoding, CoordinatePrecision::Double}), "mem.pcd"), cloud);
        if (a.labels)  // a negative code: a signed label field
          QVERIFY(bytes.find(a.colours ? "TYPE F F F F F I\n" : "TYPE F F F I\n") !=
                  std::string::npos);
      }
    PointCloud positive = makeCloud(10, 2, {true, false, true});
    for (int& c : positive.classCodes) c = std::abs(c);
    const std::string header = formatPcd(positive, {PcdEncoding::Ascii});
    QVERIFY(header.find("FIELDS x y z rgb label\nSIZE 4 4 4 4 4\nTYPE F F F F U\n") !=
            std::string::npos);
    QVERIFY(header.find("WIDTH 10\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS 10\nDATA ascii\n") !=
            std::string::npos);
    // The compressed form of a large smooth cloud is smaller than the binary one.
    PointCloud grid;
    grid.xyz.resize(20000, 3);
    for (int i = 0; i < 20000; ++i) grid.xyz.row(i) << i % 100, i / 100, 0;
    const auto compressed = formatPcd(grid, {PcdEncoding::BinaryCompressed}).size();
    const auto binary = formatPcd(grid, {PcdEncoding::Binary}).size();
    QVERIFY2(compressed < binary / 2, qPrintable(QString("%1 vs %2").arg(compressed).arg(binary)));
    compareClouds(parsePcd(formatPcd(grid, {PcdEncoding::BinaryCompressed}), "grid.pcd"), grid);
  }

  void pcdForeignLayouts() {
    // PCL-style ascii: rgb as the uint32 of its bits, a 33-value descriptor and normals to
    // skip, label as U 2, intensity as U 1, HEIGHT 1 implied by POINTS.
    const std::string header =
        "# .PCD v0.7 - Point Cloud Data file format\nVERSION 0.7\n"
        "FIELDS normal_x x y z rgb fpfh intensity label\n"
        "SIZE 4 4 4 4 4 4 1 2\n"
        "TYPE F F F F F F U U\n"
        "COUNT 1 1 1 1 1 33 1 1\n"
        "WIDTH 2\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS 2\nDATA ascii\n";
    std::string line1 = "0.1 1 2 3 4278255360", line2 = "0.2 4 5 6 2.3464059e-38";
    for (int k = 0; k < 33; ++k) {
      line1 += " 1.5";
      line2 += " 0";
    }
    const std::string file = header + line1 + " 7 9\n" + line2 + " 255 65535\n";
    PointCloud c = parsePcd(file, "pcl.pcd");
    QCOMPARE(c.numPoints(), 2);
    QCOMPARE(c.xyz(1, 2), 6.0);
    QVERIFY((c.colours[0] == std::array<std::uint8_t, 3>{0, 255, 0}));  // 0xff00ff00
    QVERIFY(
        (c.colours[1] == std::array<std::uint8_t, 3>{0xff, 0x80, 0x40}));  // float bits 0x00ff8040
    QVERIFY((c.intensity == std::vector<float>{7, 255}));
    QVERIFY((c.classCodes == std::vector<int>{9, 65535}));

    // Binary with rgba as U 4, x/y/z as F 8, a padding field and label as I 4; lower-case
    // keywords, no COUNT, no POINTS.
    std::string bin =
        "version .7\nfields x y z _ rgba class\nsize 8 8 8 1 4 4\ntype F F F U U I\n"
        "width 1\nheight 2\ndata binary\n";
    for (int i = 0; i < 2; ++i) {
      for (double v : {0.1 * i, -1e6, 4096.5}) put(bin, v);
      put<std::uint8_t>(bin, 0);
      put<std::uint32_t>(bin, 0x80102030u + std::uint32_t(i));
      put<std::int32_t>(bin, -i);
    }
    c = parsePcd(bin, "bin.pcd");
    QCOMPARE(c.numPoints(), 2);
    QCOMPARE(c.xyz(1, 0), 0.1);
    QCOMPARE(c.xyz(0, 1), -1e6);
    QVERIFY((c.colours[1] == std::array<std::uint8_t, 3>{0x10, 0x20, 0x31}));
    QVERIFY((c.classCodes == std::vector<int>{0, -1}));
    QVERIFY(c.intensity.empty());

    // binary_compressed built by hand: column blocks x | y | z of 2 points, LZF literal runs.
    std::string columns;
    for (float v : {1.f, 2.f, 3.f, 4.f, 5.f, 6.f}) put(columns, v);
    std::string lzf;
    lzf += char(columns.size() - 1);  // one literal run of 24 bytes
    lzf += columns;
    std::string comp =
        "VERSION 0.7\nFIELDS x y z\nSIZE 4 4 4\nTYPE F F F\nCOUNT 1 1 1\nWIDTH 2\nHEIGHT 1\n"
        "POINTS 2\nDATA binary_compressed\n";
    put<std::uint32_t>(comp, std::uint32_t(lzf.size()));
    put<std::uint32_t>(comp, std::uint32_t(columns.size()));
    comp += lzf;
    c = parsePcd(comp, "comp.pcd");
    QCOMPARE(c.xyz(0, 0), 1.0);
    QCOMPARE(c.xyz(1, 0), 2.0);
    QCOMPARE(c.xyz(0, 1), 3.0);
    QCOMPARE(c.xyz(1, 2), 6.0);
  }

  void lzfStreams() {
    // Literal "abc", then 6 bytes from 3 back (overlapping), then a long reference (length
    // code 7 plus an extra byte).
    const std::string stream = bytesOf({0x02, 'a', 'b', 'c', 0x80, 0x02, 0xe0, 0x05, 0x00});
    std::string out;
    std::size_t at = 0;
    QVERIFY(lzfDecompress(stream, 9 + 14, out, at));
    QCOMPARE(QByteArray::fromStdString(out), QByteArray("abcabcabc") + QByteArray(14, 'c'));
    QVERIFY(!lzfDecompress(stream, 22, out, at));                    // too short a target
    QVERIFY(!lzfDecompress(stream, 24, out, at));                    // decodes to fewer
    QVERIFY(!lzfDecompress(bytesOf({0x80, 0x05}), 8, out, at));      // before the start
    QVERIFY(!lzfDecompress(bytesOf({0x05, 'a', 'b'}), 6, out, at));  // literal past the end
    QCOMPARE(at, std::size_t(0));
    QVERIFY(!lzfDecompress(bytesOf({0x00, 'a', 0xe0}), 12, out, at));  // cut reference
    QCOMPARE(at, std::size_t(2));
    // Compression round trips on random, repetitive and mixed data.
    std::mt19937 rng(3);
    for (int trial = 0; trial < 40; ++trial) {
      std::string data(std::size_t(rng() % 20000), '\0');
      const int alphabet = trial % 4 == 0 ? 256 : 1 + trial % 5;
      for (char& ch : data) ch = static_cast<char>(rng() % alphabet);
      if (trial % 3 == 0)
        for (std::size_t i = 100; i < data.size(); ++i) data[i] = data[i - 100];
      const std::string packed = lzfCompress(data);
      QVERIFY(lzfDecompress(packed, data.size(), out, at));
      QVERIFY(out == data);
      QVERIFY(packed.size() <= data.size() + data.size() / 32 + 1);
    }
  }

  void pcdErrors() {
    const std::string head =
        "VERSION 0.7\nFIELDS x y z\nSIZE 4 4 4\nTYPE F F F\nCOUNT 1 1 1\nWIDTH 2\nHEIGHT 1\n"
        "POINTS 2\nDATA binary\n";
    std::string good = head;
    for (int i = 0; i < 6; ++i) put<float>(good, float(i));
    QCOMPARE(parsePcd(good, "ok.pcd").numPoints(), 2);
    const auto with = [&](const std::string& from, const std::string& to) {
      std::string s = good;
      s.replace(s.find(from), from.size(), to);
      return s;
    };
    expectError(kPcd, "", {"empty file"});
    expectError(kPcd, "hello\n", {"line 1", "unknown header keyword"});
    expectError(kPcd, "# only a comment\n", {"no DATA line"});
    expectError(kPcd, with("DATA binary", "DATA binary_zstd"), {"line 9", "unknown DATA kind"});
    expectError(kPcd, with("SIZE 4 4 4", "SIZE 4 4"), {"FIELDS lists 3 fields, SIZE 2"});
    expectError(kPcd, with("TYPE F F F", "TYPE F F Q"), {"field 'z'", "TYPE 'Q'"});
    expectError(kPcd, with("SIZE 4 4 4", "SIZE 4 4 2"), {"field 'z'", "SIZE '2'", "not supported"});
    expectError(kPcd, with("COUNT 1 1 1", "COUNT 1 1 0"), {"field 'z'", "COUNT"});
    expectError(kPcd, with("COUNT 1 1 1", "COUNT 1 1 99999999"), {"field 'z'", "COUNT"});
    expectError(kPcd, with("COUNT 1 1 1", "COUNT 1 3 1"), {"field 'y' has COUNT 3"});
    expectError(kPcd, with("POINTS 2", "POINTS 3"), {"POINTS 3 differs from WIDTH * HEIGHT = 2"});
    expectError(kPcd, with("WIDTH 2\n", ""), {"no WIDTH"});
    expectError(kPcd, with("WIDTH 2", "WIDTH two"), {"line 6", "WIDTH"});
    expectError(kPcd, with("FIELDS x y z", "FIELDS x y q"), {"no z field"});
    expectError(kPcd, good.substr(0, good.size() - 1), {"truncated data", "byte offset"});
    expectError(kPcd, good + "xx", {"2 bytes after the last point"});
    std::string huge = with("WIDTH 2", "WIDTH 1000000000");
    huge.replace(huge.find("POINTS 2"), 8, "POINTS 1000000000");
    expectError(kPcd, huge, {"truncated data", "1000000000 points"});
    huge = with("WIDTH 2", "WIDTH 4294967296");
    huge.replace(huge.find("HEIGHT 1"), 8, "HEIGHT 4294967296");
    huge.replace(huge.find("POINTS 2\n"), 9, "");
    expectError(kPcd, huge, {"overflows"});
    std::string nan = good;
    poke<float>(nan, head.size() + 12, std::nanf(""));
    expectError(kPcd, nan, {"point 1", "byte offset", "coordinate x is not finite"});
    std::string rgb = with("FIELDS x y z", "FIELDS x y rgb");
    expectError(kPcd, rgb, {"no z field"});

    const std::string ascii =
        "FIELDS x y z label\nSIZE 4 4 4 4\nTYPE F F F I\nWIDTH 2\nDATA ascii\n";
    QCOMPARE(parsePcd(ascii + "1 2 3 4\n5 6 7 8\n\n", "ok.pcd").numPoints(), 2);
    expectError(kPcd, ascii + "1 2 3 4\n5.5 6.5 7.5\n", {"line 7", "3 values", "need 4"});
    expectError(kPcd, ascii + "1 2 3 4\n5 6 seven 8\n", {"line 7", "'seven' is not a number"});
    expectError(kPcd, ascii + "nan 2 3 4\n5 6 7 8\n", {"line 6", "coordinate x is not finite"});
    expectError(kPcd, ascii + "1 2 3 4.5\n5 6 7 8\n", {"line 6", "label is not a whole number"});
    expectError(kPcd, ascii + "1 2 3 4\n", {"declares 2 points", "8 bytes of text"});
    expectError(kPcd, ascii + "1.000000 2.000000 3.000000 4\n", {"ends after 1 of 2 points"});
    expectError(kPcd, ascii + "1 2 3 4\n5 6 7 8\n9 9 9 9\n",
                {"line 8", "data after the last point"});
    std::string asciiHuge = ascii + "1 2 3 4\n5 6 7 8\n";
    asciiHuge.replace(asciiHuge.find("WIDTH 2"), 7, "WIDTH 2000000000");
    expectError(kPcd, asciiHuge, {"declares 2000000000 points"});

    // binary_compressed: sizes that lie, truncation, damaged streams.
    const std::string compHead =
        with("DATA binary", "DATA binary_compressed").substr(0, head.size() + 11);
    const auto compressed = [&](std::uint32_t packed, std::uint32_t unpacked,
                                const std::string& data) {
      std::string s = compHead;
      put(s, packed);
      put(s, unpacked);
      return s + data;
    };
    std::string columns;
    for (int i = 0; i < 6; ++i) put<float>(columns, float(i));
    const std::string lzf = lzfCompress(columns);
    QCOMPARE(parsePcd(compressed(std::uint32_t(lzf.size()), 24, lzf), "ok.pcd").numPoints(), 2);
    expectError(kPcd, compHead + "abc", {"no compressed block sizes"});
    expectError(kPcd, compressed(std::uint32_t(lzf.size()) + 5, 24, lzf), {"runs past the end"});
    expectError(kPcd, compressed(std::uint32_t(lzf.size()), 24, lzf + "zz"),
                {"2 bytes after the compressed block"});
    expectError(kPcd, compressed(std::uint32_t(lzf.size()), 25, lzf),
                {"holds 25 bytes", "need 24"});
    std::string big = compHead;
    big.replace(big.find("WIDTH 2"), 7, "WIDTH 1000");
    big.replace(big.find("POINTS 2"), 8, "POINTS 1000");
    put<std::uint32_t>(big, 2);
    put<std::uint32_t>(big, 12000);
    expectError(kPcd, big + "\x80\x05", {"compressed block of 2 bytes cannot decompress to 12000"});
    std::string damaged = lzf;
    damaged[0] = '\x1f';  // a literal run longer than the data
    expectError(kPcd, compressed(std::uint32_t(damaged.size()), 24, damaged),
                {"damaged compressed data", "byte offset"});
  }

  // ---- XYZ -------------------------------------------------------------------------------

  void xyzLayouts() {
    const std::string oakland =
        "#Thu Aug  7 16:22:24 2008 \n"
        "#File format: x y z label_id confidence \n"
        "#  1200 -- load_bearing \n"
        "-16.97 -27.84 5.72 1400 2\n"
        "-17.09 -28 5.73 1200 2\r\n"
        "  \n"
        "  # a comment in between\n"
        "+1e2 .5 -0 1004 2";
    PointCloud c = parseXyz(oakland, "oak.xyz_label_conf");
    QCOMPARE(c.numPoints(), 3);
    QCOMPARE(c.xyz(0, 0), -16.97);
    QCOMPARE(c.xyz(1, 1), -28.0);
    QCOMPARE(c.xyz(2, 0), 100.0);
    QCOMPARE(c.xyz(2, 1), 0.5);
    QVERIFY((c.classCodes == std::vector<int>{1400, 1200, 1004}));
    QVERIFY(c.colours.empty() && c.intensity.empty());
    c = parseXyz("1 2 3 7\n4 5 6 8.0\n", "four.xyz");
    QVERIFY((c.classCodes == std::vector<int>{7, 8}));
    c = parseXyz("1 2 3\n4\t5\t6\n", "three.xyz");
    QCOMPARE(c.numPoints(), 2);
    QVERIFY(!c.hasClasses());
    QCOMPARE(c.xyz(1, 2), 6.0);
  }

  void xyzRoundTrip() {
    for (const Attributes& a : {Attributes{}, Attributes{false, false, true}}) {
      PointCloud cloud = makeCloud(200, 9, a);
      cloud.xyz(0, 0) = 0.1 + 0.2;  // needs all 17 digits
      cloud.xyz(1, 1) = 6378137.123456789;
      const std::string text = formatXyz(cloud);
      QVERIFY(text.rfind(a.labels ? "# x y z label\n" : "# x y z\n", 0) == 0);
      compareClouds(parseXyz(text, "mem.xyz"), cloud);
    }
    // Colours and intensity have no column: they are dropped, not mislabelled.
    const PointCloud rich = makeCloud(5, 2, {true, true, true});
    const PointCloud back = parseXyz(formatXyz(rich), "mem.xyz");
    QVERIFY(back.colours.empty() && back.intensity.empty());
    QVERIFY(back.classCodes == rich.classCodes);
  }

  void xyzErrors() {
    expectError(kXyz, "", {"empty file"});
    expectError(kXyz, "# header only\n\n", {"no points"});
    expectError(kXyz, "1 2 3 255 0 0\n", {"bad.file:1:", "6 columns", "'x y z label confidence'"});
    expectError(kXyz, "# c\n1 2\n", {"bad.file:2:", "2 columns"});
    expectError(kXyz, "1 2 3 4 2\n1 2 3 4\n",
                {"bad.file:2:", "4 columns where the first data line has 5"});
    expectError(kXyz, "1 2 3\n1 y 3\n", {"bad.file:2:", "y 'y' is not a number"});
    expectError(kXyz, "1 2 3\n1 2 nan\n", {"bad.file:2:", "coordinate z is not finite"});
    expectError(kXyz, "1 2 -inf\n", {"bad.file:1:", "coordinate z is not finite"});
    expectError(kXyz, "1 2 3 1200.5\n", {"bad.file:1:", "label '1200.5' is not a whole number"});
    expectError(kXyz, "1 2 3 1e12\n", {"bad.file:1:", "not a whole number in the int range"});
    expectError(kXyz, "1 2 3 4 high\n", {"bad.file:1:", "confidence 'high' is not a number"});
    expectError(kXyz, "1 2 3\n\x01\x02\xff g a\n", {"bad.file:2:", "is not a number"});
  }

  // ---- LAS -------------------------------------------------------------------------------

  void lasRoundTrips() {
    for (int minor : {2, 3, 4})
      for (int format : {0, 1, 2, 3}) {
        PointCloud cloud =
            makeCloud(123, unsigned(minor * 10 + format), {format >= 2, true, true}, 312000.0);
        for (int& code : cloud.classCodes) code = std::abs(code) % 32;
        const std::string bytes = formatLas(cloud, {minor, format});
        const std::size_t header = minor == 2 ? 227 : minor == 3 ? 235 : 375;
        const std::size_t record[4] = {20, 28, 26, 34};
        QCOMPARE(bytes.size(), header + 123 * record[format]);
        QCOMPARE(int(bytes[25]), minor);
        QCOMPARE(int(bytes[104]), format);
        const PointCloud back = parseLas(bytes, "mem.las");
        QCOMPARE(back.numPoints(), 123);
        QVERIFY(((back.xyz - cloud.xyz).cwiseAbs().maxCoeff() <= 0.0005 + 1e-9));
        QVERIFY(back.classCodes == cloud.classCodes);
        QVERIFY(back.colours == cloud.colours);  // value * 257 read back by >> 8
        for (int i = 0; i < 123; ++i)
          QCOMPARE(back.intensity[size_t(i)], std::round(cloud.intensity[size_t(i)]));
      }
  }

  void lasWriterChoices() {
    // Default: LAS 1.2, format 0 without colours and 2 with; offset = minimum, scale 0.001.
    PointCloud cloud = makeCloud(50, 4, {}, -20.0);
    std::string bytes = formatLas(cloud);
    QCOMPARE(int(bytes[24]), 1);
    QCOMPARE(int(bytes[25]), 2);
    QCOMPARE(int(bytes[104]), 0);
    double scale, offset, maxX, minX;
    std::memcpy(&scale, bytes.data() + 131, 8);
    std::memcpy(&offset, bytes.data() + 155, 8);
    std::memcpy(&maxX, bytes.data() + 179, 8);
    std::memcpy(&minX, bytes.data() + 187, 8);
    QCOMPARE(scale, 0.001);
    QCOMPARE(offset, cloud.xyz.col(0).minCoeff());
    QCOMPARE(minX, offset);
    QVERIFY(std::abs(maxX - cloud.xyz.col(0).maxCoeff()) <= 0.0005);
    cloud.colours.assign(50, {1, 2, 3});
    QCOMPARE(int(formatLas(cloud)[104]), 2);
    // Intensities in [0, 1] (the terrain sample's) are spread over the 16-bit range.
    cloud.intensity.assign(50, 0.5f);
    cloud.intensity[0] = 1.0f;
    PointCloud back = parseLas(formatLas(cloud), "mem.las");
    QCOMPARE(back.intensity[0], 65535.0f);
    QCOMPARE(back.intensity[1], 32768.0f);
    cloud.intensity[0] = 70000.0f;  // clamped
    QCOMPARE(parseLas(formatLas(cloud), "mem.las").intensity[0], 65535.0f);
    // A continental extent coarsens the scale to keep 32-bit integers.
    PointCloud wide = makeCloud(3, 1, {});
    wide.xyz(0, 0) = -4e6;
    wide.xyz(1, 0) = 4e6;
    bytes = formatLas(wide);
    std::memcpy(&scale, bytes.data() + 131, 8);
    QCOMPARE(scale, 0.01);
    back = parseLas(bytes, "wide.las");
    QVERIFY(std::abs(back.xyz(1, 0) - 4e6) <= 0.005);
    // Refused clouds and options.
    PointCloud bad = makeCloud(3, 1, {false, false, true});
    bad.classCodes = {0, 31, 32};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(bad));
    bad.classCodes = {0, -1, 2};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(bad));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {5, 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {2, 6}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {2, 0, 0.0}));
    // Format 2 without colours writes black.
    back = parseLas(formatLas(wide, {2, 2}), "black.las");
    QVERIFY((back.colours == std::vector<std::array<std::uint8_t, 3>>(3, {0, 0, 0})));
  }

  void lasHandMadeFiles() {
    for (int minor : {0, 1, 2, 3, 4})
      for (int format : {0, 1, 2, 3})
        for (bool sixteenBit : {false, true}) {
          HandLas o;
          o.minor = minor;
          o.format = format;
          o.extraHeader = minor == 3 ? 5 : 0;
          o.vlrBytes = 54 + 10 * format;
          o.extraRecord = std::size_t(format) * 3;
          o.legacyCountZero = minor == 4 && format == 1;
          const std::vector<HandPoint> pts = handPoints(sixteenBit);
          const PointCloud c = parseLas(handLas(o, pts), "hand.las");
          QCOMPARE(c.numPoints(), int(pts.size()));
          for (std::size_t i = 0; i < pts.size(); ++i) {
            const auto r = Eigen::Index(i);
            QCOMPARE(c.xyz(r, 0), pts[i].X * o.scale[0] + o.offset[0]);
            QCOMPARE(c.xyz(r, 1), pts[i].Y * o.scale[1] + o.offset[1]);
            QCOMPARE(c.xyz(r, 2), pts[i].Z * o.scale[2] + o.offset[2]);
            QCOMPARE(c.intensity[i], float(pts[i].intensity));
            // Flags in bits 5-7 are not part of the class, except in LAS 1.0.
            QCOMPARE(c.classCodes[i],
                     minor == 0 ? int(pts[i].classByte) : int(pts[i].classByte & 31));
            if (format < 2) {
              QVERIFY(c.colours.empty());
              continue;
            }
            for (int k = 0; k < 3; ++k)
              QCOMPARE(int(c.colours[i][size_t(k)]),
                       sixteenBit ? pts[i].rgb[k] >> 8 : pts[i].rgb[k]);
          }
        }
  }

  void lasErrors() {
    HandLas o;
    o.format = 2;
    const std::string good = handLas(o, handPoints(true));
    QCOMPARE(parseLas(good, "ok.las").numPoints(), 7);
    const auto patched = [&](std::size_t offset, auto value) {
      std::string s = good;
      poke(s, offset, value);
      return s;
    };
    expectError(kLas, "", {"empty file"});
    expectError(kLas, "LASX" + good.substr(4), {"no LASF signature"});
    expectError(kLas, good.substr(0, 100), {"truncated header", "227"});
    expectError(kLas, patched(24, std::uint8_t(2)), {"unsupported LAS version 2.2"});
    expectError(kLas, patched(25, std::uint8_t(5)), {"unsupported LAS version 1.5"});
    expectError(kLas, patched(104, std::uint8_t(6)),
                {"point data record format 6 is not supported"});
    expectError(kLas, patched(104, std::uint8_t(0x83)),
                {"compressed LAS (LAZ) is not supported; decompress it with laszip first"});
    expectError(kLas, patched(105, std::uint16_t(25)), {"record length 25", "format 2's 26 bytes"});
    expectError(kLas, patched(94, std::uint16_t(200)), {"header size 200", "227"});
    expectError(kLas, patched(94, std::uint16_t(60000)), {"truncated header", "60000"});
    expectError(kLas, patched(96, std::uint32_t(100)), {"offset to point data 100"});
    expectError(kLas, patched(96, std::uint32_t(1u << 30)), {"offset to point data 1073741824"});
    expectError(kLas, patched(131, 0.0), {"X scale factor"});
    expectError(kLas, patched(163, std::nan("")), {"Y scale factor or offset"});
    expectError(kLas, patched(107, std::uint32_t(4000000000u)),
                {"truncated point data", "4000000000 points of 26 bytes", "byte offset 227"});
    expectError(kLas, good.substr(0, good.size() - 1), {"truncated point data", "7 points"});
    o.minor = 4;
    std::string v14 = handLas(o, handPoints(false));
    poke<std::uint64_t>(v14, 247, 1ull << 40);
    expectError(kLas, v14, {"legacy point count 7 differs", "1099511627776"});
    poke<std::uint32_t>(v14, 107, 0);
    expectError(kLas, v14, {"truncated point data", "1099511627776 points"});
    std::string hugeScale = patched(131, 1e308);
    expectError(kLas, hugeScale, {"point 0", "byte offset 227", "not finite"});
  }

  // ---- dispatch, files, gzip -------------------------------------------------------------

  void filesByExtension() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto path = [&](const char* name) { return dir.filePath(name).toStdString(); };
    const PointCloud cloud = makeCloud(40, 8, {true, true, true});
    PointCloud lasCloud = cloud;
    for (int& code : lasCloud.classCodes) code = std::abs(code) % 32;
    PointCloud xyzCloud = cloud;
    xyzCloud.colours.clear();
    xyzCloud.intensity.clear();

    for (const char* name : {"a.ply", "b.PLY", "c.ply.gz"}) {
      writePointCloud(path(name), cloud);
      compareClouds(readPointCloud(path(name)), cloud, viaFloat);
    }
    PointCloudWriteOptions ascii;
    ascii.ply.encoding = PlyEncoding::Ascii;
    ascii.pcd.encoding = PcdEncoding::BinaryCompressed;
    writePointCloud(path("d.ply"), cloud, ascii);
    QFile d(dir.filePath("d.ply"));
    QVERIFY(d.open(QIODevice::ReadOnly));
    QVERIFY(d.readAll().startsWith("ply\nformat ascii 1.0\n"));
    compareClouds(readPointCloud(path("d.ply")), cloud, viaFloat);
    for (const char* name : {"e.pcd", "f.pcd.gz"}) {
      writePointCloud(path(name), cloud, ascii);
      compareClouds(readPointCloud(path(name)), cloud, viaFloat);
    }
    for (const char* name :
         {"g.xyz", "h.txt", "i.xyz_label_conf", "j.xyz_label_conf.gz", "k.TXT.GZ"}) {
      writePointCloud(path(name), xyzCloud);
      compareClouds(readPointCloud(path(name)), xyzCloud);
    }
    QFile gz(dir.filePath("j.xyz_label_conf.gz"));
    QVERIFY(gz.open(QIODevice::ReadOnly));
    QVERIFY(gz.read(2) == QByteArray("\x1f\x8b"));  // really gzip-compressed
    writePointCloud(path("l.las"), lasCloud);
    const PointCloud las = readPointCloud(path("l.las"));
    QVERIFY(las.classCodes == lasCloud.classCodes);
    QVERIFY(((las.xyz - lasCloud.xyz).cwiseAbs().maxCoeff() <= 0.0005 + 1e-9));

    QCOMPARE(errorOf([&] { readPointCloud(path("m.laz")); }),
             dir.filePath("m.laz") +
                 ": compressed LAS (LAZ) is not supported; decompress it with laszip first");
    QVERIFY(errorOf([&] { writePointCloud(path("m.laz"), cloud); }).contains("laszip"));
    QVERIFY(
        errorOf([&] { readPointCloud(path("n.obj")); }).contains("unknown point-cloud file type"));
    QVERIFY(errorOf([&] {
              readPointCloud(path("missing.ply"));
            }).startsWith(dir.filePath("missing.ply")));
    // A cloud the format cannot store: IoError naming the file, the old file left intact.
    const QString refused = errorOf([&] { writePointCloud(path("l.las"), cloud); });
    QVERIFY2(refused.startsWith(dir.filePath("l.las") + ": cannot write: class code"),
             qPrintable(refused));
    QVERIFY(readPointCloud(path("l.las")).classCodes == lasCloud.classCodes);
    // A file whose content is not what its name says.
    QFile wrong(dir.filePath("o.ply"));
    QVERIFY(wrong.open(QIODevice::WriteOnly));
    wrong.write("1 2 3\n");
    wrong.close();
    QVERIFY(errorOf([&] { readPointCloud(path("o.ply")); }).contains("not a PLY file"));
    QVERIFY(errorOf([&] {
              readPointCloud(dir.path().toStdString());
            }).contains("unknown point-cloud file type"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             formatPointCloud(PointCloud{}, PointCloudFormat(9)));
    QCOMPARE(pointCloudFormatFromPath("X.Xyz_Label_Conf.Gz"), PointCloudFormat::Xyz);
    QVERIFY(isGzipPath("a.ply.GZ") && !isGzipPath("a.gzip"));
  }

  void writersRejectInconsistentClouds() {
    PointCloud c = makeCloud(4, 1, {true, false, false});
    c.colours.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatPly(c));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatPcd(c));
    c = makeCloud(4, 1, {});
    c.xyz(2, 1) = std::nan("");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatXyz(c));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(c));
  }

  // Random truncation and byte corruption of valid files: readers may only throw IoError.
  void corruptedFilesOnlyThrowIoError() {
    const PointCloud cloud = makeCloud(30, 12, {true, true, true});
    PointCloud lasCloud = cloud;
    for (int& code : lasCloud.classCodes) code = std::abs(code) % 32;
    const std::vector<std::pair<std::string, PointCloudFormat>> files = {
        {formatPly(cloud, {PlyEncoding::Ascii}), PointCloudFormat::Ply},
        {formatPly(cloud, {PlyEncoding::BinaryLittleEndian}), PointCloudFormat::Ply},
        {formatPly(cloud, {PlyEncoding::BinaryBigEndian}), PointCloudFormat::Ply},
        {formatPcd(cloud, {PcdEncoding::Ascii}), PointCloudFormat::Pcd},
        {formatPcd(cloud, {PcdEncoding::Binary}), PointCloudFormat::Pcd},
        {formatPcd(cloud, {PcdEncoding::BinaryCompressed}), PointCloudFormat::Pcd},
        {formatXyz(cloud), PointCloudFormat::Xyz},
        {formatLas(lasCloud, {4, 3}), PointCloudFormat::Las}};
    std::mt19937 rng(7);
    int errors = 0, parsed = 0;
    for (const auto& [bytes, format] : files)
      for (int trial = 0; trial < 400; ++trial) {
        std::string bad = bytes;
        if (trial % 2 == 0) bad.resize(rng() % bytes.size());
        const int flips = 1 + int(rng() % 4);
        for (int f = 0; f < flips && !bad.empty(); ++f)
          bad[rng() % bad.size()] = static_cast<char>(rng());
        try {
          parsePointCloud(bad, format, "fuzz");
          ++parsed;
        } catch (const IoError& e) {
          QVERIFY(std::string(e.what()).rfind("fuzz", 0) == 0);
          ++errors;
        }
      }
    qInfo("corrupted files: %d rejected with IoError, %d still parsed", errors, parsed);
    QVERIFY(errors > 1000);
  }

  // ---- class mappings --------------------------------------------------------------------

  void builtInMappings() {
    const ClassMapping asprs = asprsTerrainMapping();
    validateClassMapping(asprs);
    QVERIFY((asprs.labelNames == std::vector<std::string>{"ground", "building", "tree", "shrub"}));
    PointCloud c = makeCloud(9, 1, {});
    c.classCodes = {0, 1, 2, 3, 4, 5, 6, 7, 9};
    QVERIFY((applyClassMapping(c, asprs) == Labeling{-1, -1, 0, 3, 3, 2, 1, -1, -1}));
    c.classCodes.clear();
    QVERIFY(applyClassMapping(c, asprs) == Labeling(9, kUnlabelled));

    const ClassMapping oakland = oaklandMapping();
    validateClassMapping(oakland);
    QVERIFY((oakland.labelNames ==
             std::vector<std::string>{"vegetation", "wire", "pole", "ground", "facade"}));
    c.classCodes = {1004, 1100, 1103, 1200, 1400, 1203, 1301, 1303, 1501, 1001, 9999};
    c.xyz.resize(11, 3);
    QVERIFY((applyClassMapping(c, oakland) == Labeling{0, 1, 2, 3, 4, 3, 3, 0, -1, -1, -1}));

    const ClassMapping identity = identityClassMapping({"a", "b", "c"});
    c.classCodes = {2, 0, 3, 1, -1, 0, 1, 2, 2, 2, 2};
    QVERIFY((applyClassMapping(c, identity) == Labeling{2, 0, -1, 1, -1, 0, 1, 2, 2, 2, 2}));
    const ClassMapping distinct = distinctCodeMapping({1400, 7, 1400, -2});
    QVERIFY((distinct.labelNames == std::vector<std::string>{"-2", "7", "1400"}));
    c.classCodes = {7, 1400, -2, 5, 7, 7, 7, 7, 7, 7, 7};
    QVERIFY((applyClassMapping(c, distinct) == Labeling{1, 2, 0, -1, 1, 1, 1, 1, 1, 1, 1}));

    ClassMapping bad = asprs;
    bad.entries.push_back({2, 1});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, validateClassMapping(bad));
    bad = asprs;
    bad.entries.push_back({12, 4});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, validateClassMapping(bad));
    bad = asprs;
    bad.labelNames[1] = "ground";
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, validateClassMapping(bad));
  }

  void labelsBackToCodes() {
    const ClassMapping oakland = oaklandMapping();
    const Labeling labels = {0, 1, 2, 3, 4, kUnlabelled, 3, kUnlabelled, kUnlabelled};
    // Without original codes: the smallest code of each label, those of the reduced files.
    QVERIFY((labelsToCodes(labels, oakland, {}, 1000) ==
             std::vector<int>{1004, 1100, 1103, 1200, 1400, 1000, 1200, 1000, 1000}));
    // Original fine codes survive where they agree with the label; an unlabelled point
    // keeps a code that maps to nothing, and loses one that maps to a label.
    const std::vector<int> original = {1300, 1300, 1104, 1203, 1401, 1501, 1400, 1203, 77};
    QVERIFY((labelsToCodes(labels, oakland, original, 1000) ==
             std::vector<int>{1300, 1100, 1104, 1203, 1401, 1501, 1200, 1000, 77}));
    // Round trip through applyClassMapping.
    QVERIFY(
        applyClassMapping(
            PointCloud{
                PointMatrix::Zero(9, 3), {}, {}, labelsToCodes(labels, oakland, original, 1000)},
            oakland) == labels);
    const ClassMapping asprs = asprsTerrainMapping();
    QVERIFY((labelsToCodes({0, 1, 2, 3, -1}, asprs) == std::vector<int>{2, 6, 5, 3, 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, labelsToCodes({4}, asprs));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, labelsToCodes({0, 1}, asprs, {2}));
    ClassMapping partial = asprs;
    partial.entries.pop_back();
    partial.entries.pop_back();  // shrub has no code left
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, labelsToCodes({3}, partial));
  }

  void mappingJson() {
    for (const ClassMapping& m :
         {asprsTerrainMapping(), oaklandMapping(), distinctCodeMapping({-5, 3})}) {
      const std::string json = classMappingToJson(m);
      const ClassMapping back = classMappingFromJson(json, "project.m3s");
      QVERIFY(back.labelNames == m.labelNames);
      PointCloud probe;
      for (const auto& e : m.entries) probe.classCodes.push_back(e.code);
      probe.classCodes.push_back(123456);
      probe.xyz = PointMatrix::Zero(Eigen::Index(probe.classCodes.size()), 3);
      QVERIFY(applyClassMapping(probe, back) == applyClassMapping(probe, m));
      QCOMPARE(classMappingToJson(back), json);
    }
    QCOMPARE(
        classMappingToJson(asprsTerrainMapping()),
        std::string(R"({"codes":{"2":"ground","3":"shrub","4":"shrub","5":"tree","6":"building"},)"
                    R"("labels":["ground","building","tree","shrub"]})"));
    const auto fails = [](const std::string& json, const QString& fragment) {
      const QString message = errorOf([&] { classMappingFromJson(json, "p.m3s"); });
      if (!message.startsWith("p.m3s: ") || !message.contains(fragment))
        QFAIL(qPrintable("unexpected: " + message));
    };
    fails("{", "not valid JSON");
    fails(R"({"codes": {}})", "\"labels\" array");
    fails(R"({"labels": ["a"]})", "\"codes\" object");
    fails(R"({"labels": ["a", 3], "codes": {}})", "must hold strings");
    fails(R"({"labels": ["a", "a"], "codes": {}})", "listed twice");
    fails(R"({"labels": ["a"], "codes": {"x2": "a"}})", "'x2' is not an integer");
    fails(R"({"labels": ["a"], "codes": {"99999999999": "a"}})", "not an integer class code");
    fails(R"({"labels": ["a"], "codes": {"2": "b"}})", "code 2 maps to");
    fails(R"({"labels": ["a"], "codes": {"2": "a", "02": "a"}})", "listed twice");
  }

  // ---- the real Oakland 3-D files --------------------------------------------------------

  void oaklandFile() {
    const QString path = oaklandDir() + "/oakland_part2_ac.xyz_label_conf.gz";
    if (!QFile::exists(path))
      QSKIP(qPrintable("../shared/data is missing (no " + path +
                       "): the real Oakland check is skipped"));
    QElapsedTimer timer;
    timer.start();
    const PointCloud cloud = readPointCloud(path.toStdString());
    qInfo("oakland_part2_ac: read in %lld ms", timer.elapsed());
    QCOMPARE(cloud.numPoints(), 100000);
    QCOMPARE(int(cloud.classCodes.size()), 100000);
    QVERIFY(cloud.colours.empty() && cloud.intensity.empty());

    int total = 0;
    const std::map<int, int> stats =
        parseStats(oaklandDir() + "/stats/oakland_part2_ac.stats", total);
    QCOMPARE(total, 100000);
    std::map<int, int> histogram;
    for (int code : cloud.classCodes) ++histogram[code];
    QVERIFY(histogram == stats);

    // Every mapped code is in the files' own code table (no typos), with the expected names
    // for the codes the classes are named after.
    const std::map<int, std::string> table =
        oaklandCodeTable(readFileMaybeGzip(path.toStdString()));
    QVERIFY(table.size() >= 50);
    QCOMPARE(table.at(1200), std::string("load_bearing"));
    QCOMPARE(table.at(1400), std::string("facade"));
    QCOMPARE(table.at(1004), std::string("scatter_misc"));
    QCOMPARE(table.at(1100), std::string("default_wire"));
    QCOMPARE(table.at(1103), std::string("utility_pole"));
    const ClassMapping mapping = oaklandMapping();
    for (const auto& e : mapping.entries)
      QVERIFY2(table.count(e.code), qPrintable(QString::number(e.code)));
    for (const auto& [code, count] : histogram)
      QVERIFY2(table.count(code), qPrintable(QString::number(code)));

    // The mapping labels every point except those whose code it leaves unlabelled.
    std::set<int> mapped;
    for (const auto& e : mapping.entries) mapped.insert(e.code);
    int expectUnlabelled = 0;
    for (const auto& [code, count] : stats)
      if (!mapped.count(code)) expectUnlabelled += count;
    const Labeling labels = applyClassMapping(cloud, mapping);
    std::vector<int> perClass(5, 0);
    int unlabelled = 0;
    for (int l : labels) l == kUnlabelled ? ++unlabelled : ++perClass[size_t(l)];
    QCOMPARE(unlabelled, expectUnlabelled);
    qInfo(
        "oakland_part2_ac classes: vegetation %d, wire %d, pole %d, ground %d, facade %d, "
        "unlabelled %d",
        perClass[0], perClass[1], perClass[2], perClass[3], perClass[4], unlabelled);
    QCOMPARE(perClass[3], 18946 + 47710 + 2016 + 849);  // load_bearing, paved_road, walkway, grass
    QCOMPARE(perClass[4], 9811 + 2664 + 250 + 377 + 751);

    // Written as binary PLY (float coordinates: |x| < 4096) and read back: codes unchanged,
    // coordinates within float precision.
    const PointCloud back = parsePly(formatPly(cloud), "mem.ply");
    QVERIFY(back.classCodes == cloud.classCodes);
    QVERIFY(((back.xyz - cloud.xyz).cwiseAbs().maxCoeff() < 1e-4));
  }

  void oaklandAllFiles() {
    const QDir dir(oaklandDir());
    const QStringList names = dir.entryList({"*.xyz_label_conf.gz"}, QDir::Files, QDir::Name);
    if (names.isEmpty())
      QSKIP(qPrintable("../shared/data is missing (no " + dir.path() + "): skipped"));
    QElapsedTimer timer;
    timer.start();
    long long points = 0;
    for (const QString& name : names) {
      const PointCloud cloud = readPointCloud(dir.filePath(name).toStdString());
      int total = 0;
      const std::map<int, int> stats = parseStats(
          dir.filePath("stats/" + QString(name).replace(".xyz_label_conf.gz", ".stats")), total);
      QCOMPARE(cloud.numPoints(), total);
      std::map<int, int> histogram;
      for (int code : cloud.classCodes) ++histogram[code];
      QVERIFY2(histogram == stats, qPrintable(name));
      points += cloud.numPoints();
    }
    qInfo("%lld Oakland files, %lld points, read in %lld ms", (long long)names.size(), points,
          timer.elapsed());
  }
};

QTEST_APPLESS_MAIN(TestPointCloudIo)
#include "test_point_cloud_io.moc"
