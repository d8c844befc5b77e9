// Images and label masks: round trips through our writer and through an independent
// encoder (QImage) for grey, 16-bit and alpha inputs, palettes, and every error path the
// header promises (missing, empty, not an image, truncated PNG / JPEG, absurd size, masks
// with colour or in a lossy format).
#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

#include "io/image_io.h"
#include "io/indexed_png.h"
#include "io/io_error.h"
#include "io/known_datasets.h"

using namespace m3;

namespace {

ColourImage gradientImage(int w, int h) {
  ColourImage img{w, h, std::vector<std::uint8_t>(size_t(w) * h * 3)};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::uint8_t* p = &img.bgr[(size_t(y) * w + x) * 3];
      p[0] = static_cast<std::uint8_t>(x * 7 + y), p[1] = static_cast<std::uint8_t>(y * 13), p[2] = static_cast<std::uint8_t>(x ^ y);
    }
  return img;
}

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
void writeAll(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

}  // namespace

class TestImageIo : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::string path(const char* name) { return dir_.filePath(name).toStdString(); }

  template <typename F>
  static QString errorOf(F&& f) {
    try {
      f();
    } catch (const IoError& e) {
      return QString::fromStdString(e.what());
    }
    return {};
  }

 private slots:
  void colourRoundTrips() {
    const ColourImage img = gradientImage(37, 23);
    for (const char* name : {"a.png", "a.tif"}) {
      writeImage(path(name), img);
      const ColourImage back = readImage(path(name));
      QCOMPARE(back.width, 37);
      QCOMPARE(back.height, 23);
      QVERIFY2(back.bgr == img.bgr, name);  // lossless formats
    }
    writeImage(path("a.jpg"), img);
    const ColourImage jpeg = readImage(path("a.jpg"));
    QCOMPARE(jpeg.width, 37);
    double err = 0;
    for (size_t i = 0; i < img.bgr.size(); ++i) err += std::abs(int(jpeg.bgr[i]) - int(img.bgr[i]));
    QVERIFY2(err / img.bgr.size() < 25, qPrintable(QString::number(err / img.bgr.size())));
  }

  void otherLayoutsNormaliseToBgr8() {
    // Grey 8 bit, grey 16 bit and RGBA written by Qt's encoder, read back by ours.
    QImage grey(5, 4, QImage::Format_Grayscale8);
    for (int y = 0; y < 4; ++y)
      for (int x = 0; x < 5; ++x) grey.setPixel(x, y, qRgb(x * 50, x * 50, x * 50));
    QVERIFY(grey.save(QString::fromStdString(path("g8.png"))));
    ColourImage img = readImage(path("g8.png"));
    QCOMPARE(img.width, 5);
    QCOMPARE(int(img.bgr[(1 * 5 + 3) * 3 + 0]), 150);
    QCOMPARE(int(img.bgr[(1 * 5 + 3) * 3 + 2]), 150);

    QImage g16(3, 2, QImage::Format_Grayscale16);
    auto* row = reinterpret_cast<quint16*>(g16.scanLine(0));
    row[0] = 0, row[1] = 65535, row[2] = 257 * 100;
    g16.scanLine(1)[0] = 0;
    QVERIFY(g16.save(QString::fromStdString(path("g16.png"))));
    img = readImage(path("g16.png"));
    QCOMPARE(int(img.bgr[0]), 0);
    QCOMPARE(int(img.bgr[3]), 255);
    QCOMPARE(int(img.bgr[7]), 100);

    QImage rgba(2, 2, QImage::Format_RGBA8888);
    rgba.fill(QColor(10, 20, 30, 40));
    QVERIFY(rgba.save(QString::fromStdString(path("rgba.png"))));
    img = readImage(path("rgba.png"));
    QCOMPARE(int(img.bgr[0]), 30);  // blue first; alpha dropped, colour not premultiplied
    QCOMPARE(int(img.bgr[1]), 20);
    QCOMPARE(int(img.bgr[2]), 10);
  }

  void damagedImagesGiveClearErrors() {
    QVERIFY(errorOf([&] { readImage(path("missing.png")); }).contains("missing or unreadable"));
    writeAll(path("empty.png"), "");
    QVERIFY(errorOf([&] { readImage(path("empty.png")); }).contains("empty"));
    writeAll(path("text.png"), "hello, this is not an image\n");
    QVERIFY(errorOf([&] { readImage(path("text.png")); }).contains("not an image"));

    writeImage(path("whole.png"), gradientImage(64, 64));
    const std::string png = readAll(path("whole.png"));
    writeAll(path("cut.png"), png.substr(0, png.size() / 2));
    QVERIFY(errorOf([&] { readImage(path("cut.png")); }).contains("truncated"));
    writeImage(path("whole.jpg"), gradientImage(64, 64));
    const std::string jpg = readAll(path("whole.jpg"));
    writeAll(path("cut.jpg"), jpg.substr(0, jpg.size() * 2 / 3));
    QVERIFY(errorOf([&] { readImage(path("cut.jpg")); }).contains("truncated"));

    // A PNG header announcing 100000 x 100000 pixels is refused before decoding.
    std::string huge = png;
    const unsigned char side[4] = {0x00, 0x01, 0x86, 0xA0};  // 100000, big-endian
    huge.replace(16, 4, reinterpret_cast<const char*>(side), 4);
    huge.replace(20, 4, reinterpret_cast<const char*>(side), 4);
    writeAll(path("huge.png"), huge);
    const QString e = errorOf([&] { readImage(path("huge.png")); });
    QVERIFY2(e.contains("absurd image size 100000 x 100000"), qPrintable(e));
    QVERIFY(errorOf([&] { writeImage(path("a.bmpx"), gradientImage(4, 4)); }).contains("unknown image extension"));
  }

  // A folder opens as a stream whose "size" is garbage: it read as "file too large".
  void foldersAreNamedAsFolders() {
    QVERIFY(QDir().mkpath(QString::fromStdString(path("photo.png"))));
    const QString folder = QString::fromStdString(path("photo.png"));
    QCOMPARE(errorOf([&] { readImage(folder.toStdString()); }), folder + ": is a folder, not an image file");
    QCOMPARE(errorOf([&] { readLabelMask(folder.toStdString()); }), folder + ": is a folder, not an image file");
    QCOMPARE(errorOf([&] { readPalette(folder.toStdString()); }), folder + ": is a folder, not a palette file");
  }

  void labelMasksRoundTrip() {
    LabelImage mask{7, 3, Labeling(21, kUnlabelled)};
    for (int i = 0; i < 21; i += 2) mask.labels[i] = i % 5;
    writeLabelMask(path("m8.png"), mask);
    QCOMPARE(readLabelMask(path("m8.png")).labels, mask.labels);
    // The stored values are label + 1 with 0 for unlabelled, 8 bit: check with Qt.
    QImage q(QString::fromStdString(path("m8.png")));
    QCOMPARE(q.format(), QImage::Format_Grayscale8);
    QCOMPARE(qGray(q.pixel(2, 0)), 3);
    QCOMPARE(qGray(q.pixel(1, 0)), 0);

    mask.labels[3] = 300;  // needs 16 bit
    writeLabelMask(path("m16.png"), mask);
    QCOMPARE(QImage(QString::fromStdString(path("m16.png"))).format(), QImage::Format_Grayscale16);
    QCOMPARE(readLabelMask(path("m16.png")).labels, mask.labels);

    QVERIFY(errorOf([&] { readLabelMask(path("rgba.png")); }).contains("one channel"));
    QVERIFY(errorOf([&] { readLabelMask(path("whole.jpg")); }).contains("must be PNG"));
    QVERIFY(errorOf([&] { writeLabelMask(path("m.jpg"), mask); }).contains("PNG"));
  }

  void datasetMasks() {
    // Class index k as value k, void as 11: read back as labels k and kUnlabelled.
    LabelImage mask{4, 1, {0, 3, kUnlabelled, 10}};
    writeDatasetMask(path("d.png"), mask, 11);
    QCOMPARE(readLabelMask(path("d.png")).labels, (Labeling{kUnlabelled, 2, 10, 9}));  // the raw values 0, 3, 11, 10
    QCOMPARE(readDatasetMask(path("d.png"), 11, 11).labels, mask.labels);
    QCOMPARE(readDatasetMask(path("d.png"), 0, 11).labels, mask.labels);
    const QString message = errorOf([&] { readDatasetMask(path("d.png"), 4, 11); });
    QVERIFY2(message.contains("d.png") && message.contains("mask value 10"), qPrintable(message));
    QVERIFY(errorOf([&] { writeDatasetMask(path("e.png"), mask, -1); }).contains("void"));
  }

  // Indexed-colour (palette) PNGs, as Pascal VOC saves its masks: the indices are the values,
  // whatever the palette and bit depth; written with the VOC colour map, the values survive
  // and the colours are VOC's.
  void indexedColourMasks() {
    const std::vector<RgbColour> voc = vocColourMap();
    QCOMPARE(voc.size(), size_t(256));
    QVERIFY((voc[0] == RgbColour{0, 0, 0}) && (voc[1] == RgbColour{128, 0, 0}) && (voc[2] == RgbColour{0, 128, 0}));
    QVERIFY((voc[15] == RgbColour{192, 128, 128}) && (voc[255] == RgbColour{224, 224, 192}));  // person, void

    // 8-bit, written by Qt with a palette of its own: background, two classes, void.
    QImage eight(4, 2, QImage::Format_Indexed8);
    eight.setColorTable(QList<QRgb>(256, qRgb(9, 9, 9)));
    const int values[8] = {0, 1, 15, 255, 255, 15, 1, 0};
    for (int i = 0; i < 8; ++i) eight.setPixel(i % 4, i / 4, static_cast<uint>(values[i]));
    QVERIFY(eight.save(QString::fromStdString(path("voc.png")), "PNG"));
    const std::string bytes = readAll(path("voc.png"));
    QVERIFY(isIndexedPng(std::vector<std::uint8_t>(bytes.begin(), bytes.end())));
    const LabelImage read = readDatasetMask(path("voc.png"), 21, 255);
    QCOMPARE(read.labels, (Labeling{0, 1, 15, kUnlabelled, kUnlabelled, 15, 1, 0}));
    // Our own convention reads the same file as values: 0 unlabelled, v as label v - 1.
    QCOMPARE(readLabelMask(path("voc.png")).labels, (Labeling{kUnlabelled, 0, 14, 254, 254, 14, 0, kUnlabelled}));

    // 1-bit (packed indices).
    QImage mono(10, 3, QImage::Format_Mono);
    mono.setColorTable({qRgb(0, 0, 0), qRgb(255, 255, 255)});
    mono.fill(0);
    mono.setPixel(9, 2, 1);
    QVERIFY(mono.save(QString::fromStdString(path("mono.png")), "PNG"));
    const LabelImage packed = readDatasetMask(path("mono.png"), 2, -1);
    QCOMPARE(packed.width, 10);
    QCOMPARE(std::count(packed.labels.begin(), packed.labels.end(), 1), 1L);
    QCOMPARE(packed.labels.back(), 1);

    // Written indexed with the VOC colours: the values read back, the colours are VOC's.
    writeDatasetMask(path("out.png"), read, 255, true);
    const std::string written = readAll(path("out.png"));
    QVERIFY(isIndexedPng(std::vector<std::uint8_t>(written.begin(), written.end())));
    QCOMPARE(readDatasetMask(path("out.png"), 21, 255).labels, read.labels);
    const ColourImage colours = readImage(path("out.png"));
    QCOMPARE(int(colours.bgr[3 * 2 + 2]), 192);  // class 15, red
    QCOMPARE(int(colours.bgr[3 * 3 + 0]), 192);  // void, blue
    QVERIFY(errorOf([&] { writeDatasetMask(path("big.png"), LabelImage{1, 1, {300}}, 255, true); }).contains("0..255"));

    // Damaged: truncated inside the image data, but with an IEND at the end.
    std::string damaged = bytes.substr(0, bytes.size() / 2) + bytes.substr(bytes.size() - 12);
    writeAll(path("damaged.png"), damaged);
    const QString message = errorOf([&] { readDatasetMask(path("damaged.png"), 21, 255); });
    QVERIFY2(message.startsWith(QString::fromStdString(path("damaged.png"))), qPrintable(message));
  }

  void palettes() {
    const Palette p = {{"sky", 10, 20, 30}, {"tall grass", 0, 255, 0}};
    writePalette(path("p.txt"), p);
    QCOMPARE(readPalette(path("p.txt")), p);
    writeAll(path("bad1.txt"), "# comment\n2 1 2 3 two\n");
    QVERIFY(errorOf([&] { readPalette(path("bad1.txt")); }).contains("out of order"));
    writeAll(path("bad2.txt"), "1 1 2 300 x\n");
    QVERIFY(errorOf([&] { readPalette(path("bad2.txt")); }).contains("0..255"));
    writeAll(path("bad3.txt"), "1 1 2\n");
    QVERIFY(errorOf([&] { readPalette(path("bad3.txt")); }).contains(":1:"));
    writeAll(path("dup.txt"), "1 1 2 3 road\n2 4 5 6 car\n3 7 8 9 road\n");
    QCOMPARE(errorOf([&] { readPalette(path("dup.txt")); }),
             QString::fromStdString(path("dup.txt")) +
                 ":3: the class name \"road\" is given at line 1 already");
    writeAll(path("latin1.txt"), "1 1 2 3 caf\xe9\n");
    QVERIFY(errorOf([&] {
              readPalette(path("latin1.txt"));
            }).contains(":1: the class name 'caf?' is not UTF-8"));
    writeAll(path("bad4.txt"), "# nothing\n");
    QVERIFY(errorOf([&] { readPalette(path("bad4.txt")); }).contains("names no label"));
    // A dataset description: values from 0 and one void line.
    writeAll(path("camvid.txt"), "# CamVid\n0 128 128 128 Sky\n1 128 0 0 Building\nvoid 11\n");
    const MaskConvention camvid = readMaskConvention(path("camvid.txt"));
    QCOMPARE(int(camvid.classes.size()), 2);
    QCOMPARE(camvid.classes[1].name, std::string("Building"));
    QCOMPARE(camvid.voidValue, 11);
    writeMaskConvention(path("written.txt"), camvid);  // read back the same
    const MaskConvention again = readMaskConvention(path("written.txt"));
    QVERIFY(again.classes == camvid.classes && again.voidValue == 11);
    // Known datasets: CamVid's description is built in (from resources/datasets/camvid.txt),
    // named by its id, and its images are recognised by their names; a file of that name wins.
    const KnownDataset* known = findKnownDataset("camvid");
    QVERIFY(known);
    QCOMPARE(int(known->convention.classes.size()), 11);
    QCOMPARE(known->convention.classes[0].name, std::string("Sky"));
    QCOMPARE(known->convention.voidValue, 11);
    QVERIFY(maskConventionNamed("camvid").classes == known->convention.classes);
    QCOMPARE(int(maskConventionNamed(path("camvid.txt")).classes.size()), 2);
    QVERIFY(!findKnownDataset("nope"));
    QVERIFY(errorOf([&] {
              maskConventionNamed(path("nope.txt"));
            }).contains("nope.txt: no such dataset description"));
    QCOMPARE(knownDatasetOfImages(
                 {"/d/train/0001TP_006690.png", "Seq05VD_f00000.png", "0016E5_08159.png"}),
             known);
    QVERIFY(!knownDatasetOfImages({"0001TP_006690.png", "holiday.png"}));
    QVERIFY(!knownDatasetOfImages({}));
    writeAll(path("bad5.txt"), "0 1 2 3 a\nvoid 0\n");
    QVERIFY(errorOf([&] { readMaskConvention(path("bad5.txt")); }).contains("also a class"));
    writeAll(path("bad6.txt"), "void 3\nvoid 4\n0 1 2 3 a\n");
    QVERIFY(errorOf([&] { readMaskConvention(path("bad6.txt")); }).contains(":2:"));
    const Palette d = defaultPalette({"a", "b", "c"});
    QCOMPARE(int(d.size()), 3);
    QVERIFY(!(d[0] == d[1]) && !(d[1] == d[2]));
  }
};

QTEST_GUILESS_MAIN(TestImageIo)
#include "test_image_io.moc"
