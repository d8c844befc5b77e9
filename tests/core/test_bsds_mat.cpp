// BSDS500 ground truth (MAT v5): a hand-built file with known values, plain and
// zlib-compressed (checks column-major transposition, type conversion, struct and cell
// walking); every real validation file when the shared data is present (each one's
// segmentations match its image's size and hold labels 0..S-1 with every id used); and
// damaged copies (truncated, corrupted compressed data, wrong header, no groundTruth).
#include <zlib.h>

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <set>

#include "io/bsds_mat.h"
#include "io/io_error.h"
#include "test_paths.h"

using namespace m3;

namespace {

// MAT v5 writer, just enough for the test files; little-endian unless `big` is set.
struct MatWriter {
  static inline bool big = false;
  static void u32(std::string& s, std::uint32_t v) {
    for (int k = 0; k < 4; ++k) s.push_back(static_cast<char>(v >> (8 * (big ? 3 - k : k)) & 0xFF));
  }
  static void u16(std::string& s, std::uint16_t v) {
    for (int k = 0; k < 2; ++k) s.push_back(static_cast<char>(v >> (8 * (big ? 1 - k : k)) & 0xFF));
  }
  static void pad(std::string& s) {
    while (s.size() % 8) s.push_back('\0');
  }
  static std::string element(std::uint32_t type, const std::string& data) {
    std::string s;
    u32(s, type);
    u32(s, static_cast<std::uint32_t>(data.size()));
    s += data;
    pad(s);
    return s;
  }
  static std::string header(int cls, std::vector<int> dims, const std::string& name) {
    std::string flags, d;
    u32(flags, static_cast<std::uint32_t>(cls));
    u32(flags, 0);
    for (int v : dims) u32(d, static_cast<std::uint32_t>(v));
    return element(6, flags) + element(5, d) + element(1, name);
  }
  // uint16-class H x W matrix from row-major values, stored as miUINT8 (MATLAB shrinks
  // storage types when values fit) in column-major order.
  // `wide`: stored as miUINT16 instead.
  static std::string uint16Matrix(const std::vector<std::vector<int>>& rows, bool wide = false) {
    const int H = static_cast<int>(rows.size()), W = static_cast<int>(rows[0].size());
    std::string data;
    for (int x = 0; x < W; ++x)
      for (int y = 0; y < H; ++y) {
        if (wide)
          u16(data, static_cast<std::uint16_t>(rows[y][x]));
        else
          data.push_back(static_cast<char>(rows[y][x]));
      }
    return element(14, header(11, {H, W}, "") + element(wide ? 4 : 2, data));
  }
  static std::string groundTruth(const std::vector<std::vector<std::vector<int>>>& segs, bool wide = false) {
    std::string cells;
    for (const auto& seg : segs) {
      std::string fieldLen, names(64, '\0');
      u32(fieldLen, (4u << 16) | 5u);  // small element: miINT32, 4 bytes (one word in the file's order)
      u32(fieldLen, 32);
      names.replace(0, 12, "Segmentation");
      names.replace(32, 10, "Boundaries");
      cells += element(14, header(2, {1, 1}, "") + fieldLen + element(1, names) + uint16Matrix(seg, wide) +
                               uint16Matrix(seg));  // Boundaries' contents do not matter
    }
    return element(14, header(1, {1, static_cast<int>(segs.size())}, "groundTruth") + cells);
  }
  static std::string file(const std::string& body) {
    std::string h = "MATLAB 5.0 MAT-file, written by the M3Studio test";
    h.resize(116, ' ');
    h += std::string(8, '\0');
    h += big ? std::string("\x01\x00", 2) + "MI" : std::string("\x00\x01", 2) + "IM";
    return h + body;
  }
  static std::string compressed(const std::string& element) {
    uLongf size = compressBound(element.size());
    std::string z(size, '\0');
    compress(reinterpret_cast<Bytef*>(z.data()), &size, reinterpret_cast<const Bytef*>(element.data()), element.size());
    z.resize(size);
    std::string s;
    u32(s, 15);
    u32(s, static_cast<std::uint32_t>(z.size()));
    return s + z;
  }
};

const std::vector<std::vector<std::vector<int>>> kSegs = {{{1, 1, 2}, {3, 3, 2}}, {{1, 2, 3}, {4, 5, 6}}};

}  // namespace

class TestBsdsMat : public QObject {
  Q_OBJECT

  template <typename F>
  static QString errorOf(F&& f) {
    try {
      f();
    } catch (const IoError& e) {
      return QString::fromStdString(e.what());
    }
    return {};
  }
  static std::string readAll(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

 private slots:
  void handBuiltFiles() {
    const std::string gt = MatWriter::groundTruth(kSegs);
    for (const std::string& bytes : {MatWriter::file(gt), MatWriter::file(MatWriter::compressed(gt))}) {
      const std::vector<LabelImage> segs = parseBsdsSegmentations(bytes, "test.mat");
      QCOMPARE(int(segs.size()), 2);
      for (size_t s = 0; s < 2; ++s) {
        QCOMPARE(segs[s].width, 3);
        QCOMPARE(segs[s].height, 2);
        for (int y = 0; y < 2; ++y)
          for (int x = 0; x < 3; ++x) QCOMPARE(segs[s].at(x, y), kSegs[s][y][x] - 1);
      }
    }
  }

  void bigEndianAndWideStorage() {
    // The same segmentations written big-endian with 16-bit storage (the byte-swapping paths)
    // and little-endian with 16-bit storage.
    for (bool big : {true, false}) {
      MatWriter::big = big;
      const std::string gt = MatWriter::groundTruth(kSegs, true);
      const std::string file = MatWriter::file(MatWriter::compressed(gt));
      MatWriter::big = false;
      const std::vector<LabelImage> segs = parseBsdsSegmentations(file, "wide.mat");
      QCOMPARE(int(segs.size()), 2);
      for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 3; ++x) QCOMPARE(segs[1].at(x, y), kSegs[1][y][x] - 1);
    }
  }

  void damagedFiles() {
    const std::string gt = MatWriter::groundTruth(kSegs);
    const std::string plain = MatWriter::file(gt), packed = MatWriter::file(MatWriter::compressed(gt));
    QVERIFY(errorOf([&] { parseBsdsSegmentations("hello", "x.mat"); }).contains("not a MATLAB 5 MAT-file"));
    std::string badEndian = plain;
    badEndian[126] = 'X';
    QVERIFY(errorOf([&] { parseBsdsSegmentations(badEndian, "x.mat"); }).contains("endian"));
    // Every truncation of either file fails cleanly (never a crash or a silent success).
    for (const std::string* bytes : {&plain, &packed})
      for (size_t cut = 128; cut < bytes->size(); cut += 3) {
        const QString e = errorOf([&] { parseBsdsSegmentations(bytes->substr(0, cut), "x.mat"); });
        QVERIFY2(!e.isEmpty(), qPrintable(QString("cut at %1 accepted").arg(cut)));
        QVERIFY2(e.startsWith("x.mat: "), qPrintable(e));
      }
    std::string corrupt = packed;
    for (size_t i = 150; i < 170; ++i) corrupt[i] = static_cast<char>(corrupt[i] ^ 0x5A);
    QVERIFY(errorOf([&] { parseBsdsSegmentations(corrupt, "x.mat"); }).contains("compressed data"));
    std::string renamed = plain;
    renamed.replace(renamed.find("groundTruth"), 11, "groundTroth");
    QVERIFY(errorOf([&] { parseBsdsSegmentations(renamed, "x.mat"); }).contains("no variable 'groundTruth'"));
    std::string zero = plain;  // a label 0 (BSDS labels start at 1)
    const size_t at = zero.find(std::string("\x01\x03\x01\x03\x02\x02", 6));
    QVERIFY(at != std::string::npos);
    zero[at] = 0;
    QVERIFY(errorOf([&] { parseBsdsSegmentations(zero, "x.mat"); }).contains("labels are integers >= 1"));
    QVERIFY(errorOf([&] { readBsdsSegmentations("/nonexistent/x.mat"); }).contains("missing or unreadable"));
    QCOMPARE(errorOf([&] { parseBsdsSegmentations("", "x.mat"); }),
             QString("x.mat: empty file, not a MATLAB 5 MAT-file"));
  }

  // A folder opens as a stream and failed only on reading, with a bare filebuf exception.
  void folderInsteadOfFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath("val.mat");
    QVERIFY(QDir().mkpath(folder));
    QCOMPARE(errorOf([&] { readBsdsSegmentations(folder.toStdString()); }), folder + ": is a folder, not a .mat file");
  }

  void realValidationFiles() {
    const QDir dir(QString(M3_SHARED_DATA_DIR) + "/bsds500/groundTruth/val");
    const QStringList files = dir.entryList({"*.mat"}, QDir::Files, QDir::Name);
    if (files.isEmpty()) QSKIP("BSDS500 not present (expected in <shared data>/bsds500/groundTruth/val)");
    int checked = 0;
    for (const QString& name : files) {
      const auto segs = readBsdsSegmentations(dir.filePath(name).toStdString());
      QVERIFY2(segs.size() >= 4 && segs.size() <= 9, qPrintable(name));  // PROVENANCE: 4..9 annotators
      for (const LabelImage& s : segs) {
        QVERIFY((s.width == 481 && s.height == 321) || (s.width == 321 && s.height == 481));
        std::set<int> ids(s.labels.begin(), s.labels.end());
        QCOMPARE(*ids.begin(), 0);
        QCOMPARE(int(ids.size()), *ids.rbegin() + 1);  // labels 1..S all used
        QVERIFY(ids.size() >= 2 && ids.size() <= 208);
      }
      ++checked;
    }
    QCOMPARE(checked, 100);
    // Damaged copies of a real file.
    const std::string bytes = readAll(dir.filePath(files[0]));
    for (size_t cut : {size_t(100), size_t(200), bytes.size() / 2, bytes.size() - 1}) {
      const QString e = errorOf([&] { parseBsdsSegmentations(bytes.substr(0, cut), "real.mat"); });
      QVERIFY2(e.startsWith("real.mat: "), qPrintable(QString("cut %1: %2").arg(cut).arg(e)));
    }
  }
};

QTEST_APPLESS_MAIN(TestBsdsMat)
#include "test_bsds_mat.moc"
