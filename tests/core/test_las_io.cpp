// Point-cloud file IO, part two: LAS 1.2-1.4 (round trips, writer choices, hand-made files
// with VLRs and padded records, errors), dispatch by file extension, random corruption (only
// IoError may come out), the class mappings and their JSON, and the real Oakland 3-D files
// when ../shared/data exists.
#include <QtTest>

#include "point_cloud_test_support.h"

using namespace m3;
using namespace pc_test;

class TestLasIo : public QObject {
  Q_OBJECT

 private slots:
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
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(bad, {2, 0}));  // format 0 holds 0..31
    bad.classCodes = {0, 31, 256};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(bad));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {4, 4}));
    bad.classCodes = {0, -1, 2};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(bad));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {5, 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {2, 6}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(wide, {2, 0, 0.0}));
    // Format 2 without colours writes black.
    back = parseLas(formatLas(wide, {2, 2}), "black.las");
    QVERIFY((back.colours == std::vector<std::array<std::uint8_t, 3>>(3, {0, 0, 0})));
  }

  void lasOnePointFourFormatsSixToTen() {
    // Codes above 31 (whole-byte classes) go to LAS 1.4 format 6, or 7 with colours.
    PointCloud cloud = makeCloud(40, 4, {false, false, false}, -20.0);
    for (int i = 0; i < 40; ++i) cloud.classCodes.push_back(6 * i);  // up to 234
    std::string bytes = formatLas(cloud);
    QCOMPARE(int(bytes[25]), 4);
    QCOMPARE(int(bytes[104]), 6);
    PointCloud back = parseLas(bytes, "six.las");
    QCOMPARE(back.classCodes, cloud.classCodes);
    QVERIFY((back.xyz - cloud.xyz).cwiseAbs().maxCoeff() <= 0.0005);
    cloud.colours.assign(40, {10, 200, 30});
    bytes = formatLas(cloud);
    QCOMPARE(int(bytes[104]), 7);
    back = parseLas(bytes, "seven.las");
    QCOMPARE(back.classCodes, cloud.classCodes);
    QVERIFY(back.colours == cloud.colours);
    QCOMPARE(int(formatLas(cloud, {4, 6})[104]), 6);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, formatLas(cloud, {3, 7}));  // 1.4 only
    // Format 10 (format 7 + NIR + a waveform packet, 67 bytes): the same points, read past
    // the fields we do not keep.
    std::uint32_t offset;
    std::memcpy(&offset, bytes.data() + 96, 4);
    std::string ten = bytes.substr(0, offset);
    ten[104] = char(10);
    const std::uint16_t length = 67;
    std::memcpy(ten.data() + 105, &length, 2);
    for (int i = 0; i < 40; ++i) ten += bytes.substr(offset + 36 * i, 36) + std::string(31, '\x7f');
    back = parseLas(ten, "ten.las");
    QCOMPARE(back.classCodes, cloud.classCodes);
    QVERIFY(back.colours == cloud.colours);
    QVERIFY((back.xyz - cloud.xyz).cwiseAbs().maxCoeff() <= 0.0005);
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
    expectError(kLas, patched(104, std::uint8_t(11)),
                {"point data record format 11 is not supported"});
    expectError(kLas, patched(104, std::uint8_t(7)), {"record length 26", "format 7's 36 bytes"});
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
    fails("{", "not JSON");
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

QTEST_APPLESS_MAIN(TestLasIo)
#include "test_las_io.moc"
