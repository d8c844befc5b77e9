// Point-cloud file IO, PLY / PCD / XYZ (core/io/point_cloud_io.h and the per-format readers
// and writers): round trips of every variant, hand-made files for what the writers never
// produce (faces, extra properties, foreign field layouts, LZF streams) and every error path.
// LAS, dispatch by extension, random corruption, class mappings and the real Oakland files are
// in test_las_io.cpp.
#include <QtTest>

#include "point_cloud_test_support.h"

using namespace m3;
using namespace pc_test;

class TestPointCloudIo : public QObject {
  Q_OBJECT

 private slots:

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

  void plyFromCloudCompareKeepsItsClasses() {
    // CloudCompare saves scalar fields as floats named scalar_<Name>, capitalised as shown.
    const std::string ply =
        "ply\nformat ascii 1.0\ncomment Created by CloudCompare v2.12\nelement vertex 2\n"
        "property double x\nproperty double y\nproperty double z\n"
        "property uchar red\nproperty uchar green\nproperty uchar blue\n"
        "property float scalar_Intensity\nproperty float scalar_Classification\nend_header\n"
        "512345.25 4412345.5 271.125 10 20 30 812 2\n"
        "512346.25 4412346.5 280.5 40 50 60 13 6\n";
    const PointCloud c = parsePly(ply, "cc.ply");
    QCOMPARE(c.xyz(0, 0), 512345.25);
    QVERIFY((c.classCodes == std::vector<int>{2, 6}));
    QVERIFY((c.intensity == std::vector<float>{812, 13}));
    QVERIFY((c.colours[1] == std::array<std::uint8_t, 3>{40, 50, 60}));
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
    // 200,000 properties took 20 s in a quadratic duplicate check: an element holds at most 1,024.
    std::string wide = "ply\nformat ascii 1.0\nelement vertex 1\n";
    for (int i = 0; i < 200000; ++i) wide += "property float p" + std::to_string(i) + "\n";
    expectError(kPly, wide + "end_header\n", {"line 1028", "more than 1024 properties"});
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

  // "nan" and "inf" parse as numbers: like coordinates, intensity, float colours and the xyz
  // confidence must then be refused naming the file and line, and the writers refuse them too.
  void nonFiniteAttributes() {
    const std::string ply =
        "ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nproperty float y\n"
        "property float z\nproperty float intensity\nend_header\n1 2 3 0.5\n1 2 3 ";
    expectError(kPly, ply + "nan\n", {"line 10: intensity is not finite"});
    expectError(kPly, ply + "1e39\n", {"line 10: intensity is not finite"});  // infinite as a float
    expectError(kPly,
                "ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\nproperty float y\n"
                "property float z\nproperty float red\nproperty float green\nproperty float blue\n"
                "end_header\n1 2 3 0.5 nan 0.5\n",
                {"line 11: colour channel g is not finite"});
    expectError(kPcd,
                "VERSION 0.7\nFIELDS x y z intensity\nSIZE 4 4 4 4\nTYPE F F F F\nCOUNT 1 1 1 1\n"
                "WIDTH 1\nHEIGHT 1\nPOINTS 1\nDATA ascii\n1 2 3 inf\n",
                {"line 10: intensity is not finite"});
    expectError(kXyz, "1 2 3 4 2\n1 2 3 4 nan\n",
                {"bad.file:2: confidence 'nan' is not finite"});
    PointCloud cloud;
    cloud.xyz.resize(1, 3);
    cloud.xyz << 1, 2, 3;
    cloud.intensity = {std::numeric_limits<float>::quiet_NaN()};
    QTemporaryDir dir;
    const std::string path = dir.filePath("nan.ply").toStdString();
    QCOMPARE(errorOf([&] { writePointCloud(path, cloud); }),
             QString::fromStdString(path + ": cannot write: point 0 has a non-finite intensity"));
  }

  // A folder given as a cloud is named as a folder, whatever the extension says.
  void foldersAreRefused() {
    QTemporaryDir dir;
    for (const char* name : {"a.ply", "b.pcd", "c.xyz", "d.las.gz"}) {
      const QString folder = dir.filePath(name);
      QVERIFY(QDir().mkpath(folder));
      QCOMPARE(errorOf([&] { readPointCloud(folder.toStdString()); }),
               folder + ": is a folder, not a file");
    }
  }

  // ---- LAS -------------------------------------------------------------------------------
};

QTEST_APPLESS_MAIN(TestPointCloudIo)
#include "test_point_cloud_io.moc"
