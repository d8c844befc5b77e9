// Point clouds read and written piece by piece (core/io/point_stream.h): the batches of a stream
// concatenate to exactly what the whole-file reader gives, for every format and variant that is
// streamed and for those handed out from memory; a streamed write gives the same bytes as the
// whole-file write; damaged files fail with the file's name; an unfinished write leaves the old
// file in place and no temporary behind.
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>

#include "io/point_stream.h"
#include "point_cloud_test_support.h"

using namespace m3;
using namespace pc_test;

namespace {

std::string fileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

void putFile(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// Every batch of the stream, joined.
PointCloud readInBatches(PointStreamReader& reader, int batch) {
  PointCloud all;
  for (PointCloud part = reader.next(batch); part.numPoints() > 0; part = reader.next(batch)) {
    if (part.numPoints() > batch) throw std::logic_error("a batch larger than asked for");
    appendPoints(all, part);
  }
  return all;
}

}  // namespace

class TestPointStream : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  std::string path(const char* name) const { return (dir_.path() + "/" + name).toStdString(); }

  // Streams `file` (written from `cloud` by writePointCloud) and compares with readPointCloud.
  void checkStream(const std::string& file, bool expectStreamed) {
    const PointCloud whole = readPointCloud(file);
    for (int batch : {1, 7, 1000}) {
      auto reader = openPointStream(file);
      QCOMPARE(reader->streamed(), expectStreamed);
      QCOMPARE(reader->size(), static_cast<std::uint64_t>(whole.numPoints()));
      compareClouds(readInBatches(*reader, batch), whole);
    }
  }

 private slots:
  void streamedReadsEqualWholeFileReads() {
    for (const Attributes& a : allAttributeSets()) {
      PointCloud cloud = makeCloud(61, 5, a);
      for (int& code : cloud.classCodes) code = std::abs(code) % 32;  // every LAS format takes them
      for (PlyEncoding encoding : {PlyEncoding::BinaryLittleEndian, PlyEncoding::BinaryBigEndian})
        for (CoordinatePrecision precision : {CoordinatePrecision::Float, CoordinatePrecision::Double}) {
          PointCloudWriteOptions o;
          o.ply = {encoding, precision};
          writePointCloud(path("c.ply"), cloud, o);
          checkStream(path("c.ply"), true);
        }
      for (int format : {0, 2, 3, 7}) {
        PointCloudWriteOptions o;
        o.las.pointFormat = format;
        o.las.versionMinor = format >= 6 ? 4 : 2;
        writePointCloud(path("c.las"), cloud, o);
        checkStream(path("c.las"), true);
      }
      // Read whole and handed out in batches.
      PointCloudWriteOptions ascii;
      ascii.ply.encoding = PlyEncoding::Ascii;
      writePointCloud(path("a.ply"), cloud, ascii);
      checkStream(path("a.ply"), false);
      writePointCloud(path("c.ply.gz"), cloud);
      checkStream(path("c.ply.gz"), false);
      writePointCloud(path("c.pcd"), cloud);
      checkStream(path("c.pcd"), false);
      if (!a.colours && !a.intensity) {  // what XYZ stores
        writePointCloud(path("c.xyz"), cloud);
        checkStream(path("c.xyz"), true);
        writePointCloud(path("c.xyz.gz"), cloud);
        checkStream(path("c.xyz.gz"), true);
      }
    }
  }

  void xyzStreamedInBlocksSmallerThanALine() {
    // Comments, blank lines, CRLF, no final newline; blocks of 16 bytes cut lines anywhere.
    const std::string text =
        "# Oakland header\r\n# code table\n\n  1.5 2.25 -3 1004 0.9\r\n4 5 6 1100 1\n\t# note\n"
        "7e2 -8 9.125 1200 0.5\n\f\n10 11 12 1400 0.25";
    putFile(path("t.xyz"), text);
    const PointCloud whole = parseXyz(text, "t.xyz");
    QCOMPARE(whole.numPoints(), 4);
    for (int batch : {1, 3, 10}) {
      auto reader = openXyzStream(path("t.xyz"), 16);
      QCOMPARE(reader->size(), std::uint64_t{4});
      compareClouds(readInBatches(*reader, batch), whole);
    }
    // Errors as the whole-file reader gives them, with the right line across block borders.
    const auto streamError = [&](const std::string& bad) {
      putFile(path("bad.xyz"), bad);
      return errorOf([&] {
        auto reader = openXyzStream(path("bad.xyz"), 16);
        readInBatches(*reader, 2);
      });
    };
    const auto wholeError = [&](const std::string& bad) {
      putFile(path("bad.xyz"), bad);
      return errorOf([&] { readPointCloud(path("bad.xyz")); });
    };
    for (const std::string& bad : {std::string("1 2 3 4\n5 6 7 8\n# c\n9 10 11\n"), std::string("1 2 3\n4 5 six\n"),
                                   std::string("# only comments\n\n"), std::string(""),
                                   std::string("1 2 3 0.5\n"), std::string("1 2 nan\n")}) {
      const QString streamed = streamError(bad), whole = wholeError(bad);
      QVERIFY2(streamed == whole && streamed.startsWith(QString::fromStdString(path("bad.xyz"))),
               qPrintable(streamed + " vs " + whole));
    }
    QVERIFY(streamError("1 2 3 4\n5 6 7 8\n# c\n9 10 11\n").contains(":4:"));

    // Damaged gzip: the whole-file reader's message. A known count that the file no longer has:
    // reported at its end.
    PointCloud cloud = makeCloud(200, 3, {false, false, true});
    writePointCloud(path("z.xyz.gz"), cloud);
    std::string gz = fileBytes(path("z.xyz.gz"));
    putFile(path("cut.xyz.gz"), gz.substr(0, gz.size() / 2));
    const QString cut = errorOf([&] { readInBatches(*openPointStream(path("cut.xyz.gz")), 50); });
    QVERIFY2(cut == errorOf([&] { readPointCloud(path("cut.xyz.gz")); }) && cut.contains("truncated"), qPrintable(cut));
    gz[gz.size() / 2] = static_cast<char>(gz[gz.size() / 2] ^ 0x55);
    putFile(path("flipped.xyz.gz"), gz);
    const QString flipped = errorOf([&] { readInBatches(*openPointStream(path("flipped.xyz.gz")), 50); });
    QVERIFY2(flipped.startsWith(QString::fromStdString(path("flipped.xyz.gz"))), qPrintable(flipped));
    const QString changed = errorOf([&] { readInBatches(*openPointStream(path("z.xyz.gz"), 199), 50); });
    QVERIFY2(changed.contains("changed while it was read"), qPrintable(changed));
    QVERIFY(openStreamedPointCloud(dir_.path().toStdString() + "/no-such.xyz") == nullptr);
  }

  void lasColoursDecidedOverTheWholeFile() {
    // 16-bit colours only in the last point: the whole-file rule (shift every channel when any
    // exceeds 255) must hold for the first batch too.
    std::vector<HandPoint> points = handPoints(false);
    points.back().rgb[0] = 40000;
    HandLas o;
    o.format = 2;
    putFile(path("h.las"), handLas(o, points));
    checkStream(path("h.las"), true);
    QCOMPARE(int(readPointCloud(path("h.las")).colours[1][0]), 30 >> 8);
  }

  void plyWithFacesOrDamageIsReadWhole() {
    // A binary file with a face list after the vertices cannot be sized from its header alone.
    const PointCloud cloud = makeCloud(9, 2, {false, false, false});
    std::string bytes = formatPly(cloud);
    bytes.insert(bytes.find("end_header"), "element face 1\nproperty list uchar int vertex_indices\n");
    bytes += std::string("\x03", 1) + std::string(12, '\0');
    putFile(path("faces.ply"), bytes);
    checkStream(path("faces.ply"), false);

    // Truncated and over-long files: the whole-file reader's errors, naming the file.
    std::string good = formatPly(cloud);
    putFile(path("short.ply"), good.substr(0, good.size() - 5));
    QVERIFY(errorOf([&] { openPointStream(path("short.ply")); }).startsWith(QString::fromStdString(path("short.ply"))));
    putFile(path("long.ply"), good + "xx");
    QVERIFY(errorOf([&] { openPointStream(path("long.ply")); }).contains("bytes after the last element"));
    const std::string las = formatLas(cloud);
    putFile(path("short.las"), las.substr(0, las.size() - 3));
    const QString message = errorOf([&] { openPointStream(path("short.las")); });
    QVERIFY2(message.startsWith(QString::fromStdString(path("short.las"))) && message.contains("truncated"),
             qPrintable(message));
    QVERIFY(errorOf([&] { openPointStream(path("missing.las")); }).contains("cannot open"));
  }

  void plyNonFiniteCoordinateReportedWithItsIndex() {
    PointCloud cloud = makeCloud(20, 4, {false, false, false});
    std::string bytes = formatPly(cloud, {PlyEncoding::BinaryLittleEndian, CoordinatePrecision::Double});
    const std::size_t body = bytes.find("end_header\n") + 11;
    poke<double>(bytes, body + 13 * 24 + 8, std::nan(""));
    putFile(path("nan.ply"), bytes);
    auto reader = openPointStream(path("nan.ply"));
    reader->next(10);
    const QString message = errorOf([&] { reader->next(10); });
    QVERIFY2(message.contains("vertex 13") && message.contains("not finite"), qPrintable(message));
  }

  void streamedWritesEqualWholeFileWrites() {
    for (const Attributes& a : allAttributeSets())
      for (double shift : {0.0, 500000.0}) {  // float and double PLY coordinates
        PointCloud cloud = makeCloud(53, 9, a, shift);
        for (int& code : cloud.classCodes) code = std::abs(code) % 40;  // LAS formats 0-3 and 6-7 both used
        for (const char* name : {"w.ply", "w.las", "w.xyz"}) {
          if (std::string(name) == "w.xyz" && (a.colours || a.intensity)) continue;  // xyz keeps neither
          writePointCloud(path("whole_") + name, cloud);
          PointStreamSummary summary;
          std::vector<PointCloud> batches;
          for (int first = 0; first < cloud.numPoints(); first += 10) {
            PointCloud b = slicePoints(cloud, first, std::min(10, cloud.numPoints() - first));
            summary.add(b);
            batches.push_back(std::move(b));
          }
          auto writer = openPointStreamWriter(path("streamed_") + name, summary);
          for (const PointCloud& b : batches) writer->write(b);
          writer->finish();
          QVERIFY2(fileBytes(path("streamed_") + name) == fileBytes(path("whole_") + name), name);
        }
      }
  }

  void lasCopyChangesOnlyTheClassification() {
    // VLR bytes, extra bytes in every record, flag bits beside the 5-bit class and bytes after the
    // records (EVLRs) must all come through unchanged.
    for (int format : {0, 1, 2, 3}) {
      HandLas o;
      o.format = format;
      o.vlrBytes = 54;
      o.extraRecord = 5;
      const std::vector<HandPoint> points = handPoints(format >= 2);
      const std::string input = handLas(o, points) + "EVLR-TAIL";
      putFile(path("in.las"), input);
      const PointCloud before = readPointCloud(path("in.las"));
      std::vector<std::uint64_t> firsts;
      copyLasWithClasses(path("in.las"), path("out.las"), before.numPoints(), [&](std::uint64_t first, std::vector<int>& codes) {
        firsts.push_back(first);
        QVERIFY(std::equal(codes.begin(), codes.end(), before.classCodes.begin() + long(first)));
        for (int& c : codes) c = (c + 7) % 32;
      });
      QCOMPARE(firsts, std::vector<std::uint64_t>{0});
      const std::string output = fileBytes(path("out.las"));
      QCOMPARE(output.size(), input.size());
      const std::size_t start = input.size() - 9 - points.size() * (o.format == 0 ? 25 : o.format == 1 ? 33 : o.format == 2 ? 31 : 39);
      const std::size_t record = (input.size() - 9 - start) / points.size();
      for (std::size_t b = 0; b < input.size(); ++b) {
        const bool classByte = b >= start && b < input.size() - 9 && (b - start) % record == 15;
        if (!classByte) {
          QVERIFY2(output[b] == input[b], qPrintable(QString("byte %1 of format %2").arg(b).arg(format)));
        } else {
          QCOMPARE(output[b] & 0xe0, input[b] & 0xe0);  // synthetic / key-point / withheld flags
          QCOMPARE(output[b] & 0x1f, ((input[b] & 0x1f) + 7) % 32);
        }
      }
    }
    // A code the format cannot hold: refused, naming the output; an earlier output stays.
    putFile(path("out.las"), "earlier");
    const QString tooLarge = errorOf([&] {
      copyLasWithClasses(path("in.las"), path("out.las"), 7, [](std::uint64_t, std::vector<int>& codes) { codes[3] = 40; });
    });
    QVERIFY2(tooLarge.startsWith(QString::fromStdString(path("out.las"))) && tooLarge.contains("class code 40 of point 3"),
             qPrintable(tooLarge));
    QCOMPARE(fileBytes(path("out.las")), std::string("earlier"));
    QVERIFY(errorOf([&] { copyLasWithClasses(path("in.las"), path("out.las"), 8, [](std::uint64_t, std::vector<int>&) {}); })
                .contains("now holds 7 points"));
    // writeClassifiedCloud: LAS to LAS copies, to PLY writes the cloud.
    PointCloud labelled = readPointCloud(path("in.las"));
    for (int& c : labelled.classCodes) c = 2;
    writeClassifiedCloud(path("again.las"), labelled, path("in.las"));
    QCOMPARE(fileBytes(path("again.las")).size(), fileBytes(path("in.las")).size());
    QVERIFY(readPointCloud(path("again.las")).classCodes == labelled.classCodes);
    writeClassifiedCloud(path("again.ply"), labelled, path("in.las"));
    QVERIFY(readPointCloud(path("again.ply")).classCodes == labelled.classCodes);
  }

  void unfinishedWriteKeepsTheOldFile() {
    const PointCloud cloud = makeCloud(30, 1, {false, false, true});
    putFile(path("keep.ply"), "old contents");
    PointStreamSummary summary;
    summary.add(cloud);
    {
      auto writer = openPointStreamWriter(path("keep.ply"), summary);
      writer->write(cloud);
      // Destroyed without finish(): an exception on the way, a cancelled run.
    }
    QCOMPARE(fileBytes(path("keep.ply")), std::string("old contents"));
    QVERIFY(!std::filesystem::exists(path("keep.ply") + ".m3tmp"));
    auto writer = openPointStreamWriter(path("keep.ply"), summary);
    PointCloud half;
    half.xyz = cloud.xyz.topRows(10);
    half.classCodes.assign(cloud.classCodes.begin(), cloud.classCodes.begin() + 10);
    writer->write(half);
    QVERIFY(errorOf([&] { writer->finish(); }).contains("10 points written"));
    PointCloud noCodes;
    noCodes.xyz = cloud.xyz.topRows(3);
    QVERIFY(errorOf([&] { writer->write(noCodes); }).contains("lacks class codes"));
    QVERIFY(!canStreamPointCloudTo("x.pcd") && !canStreamPointCloudTo("x.ply.gz") && canStreamPointCloudTo("x.las"));
    QVERIFY(errorOf([&] { openPointStreamWriter(path("x.pcd"), summary); }).contains("x.pcd"));
  }
};

QTEST_GUILESS_MAIN(TestPointStream)
#include "test_point_stream.moc"
