// COCO segmentation files (core/io/coco_json.h): the compressed run-length strings against a
// worked example and random runs, class masks through a written file and back, polygons and
// uncompressed runs painted in file order, and every error naming the file.
#include <QtTest>
#include <random>

#include "io/coco_json.h"
#include "io/io_error.h"

using namespace m3;

namespace {

QString errorOf(const std::string& text) {
  try {
    parseCocoMasks(text, "a.json");
  } catch (const IoError& e) {
    return QString::fromStdString(e.what());
  }
  return "<no error>";
}

const char* kHeader =
    R"({"categories": [{"id": 7, "name": "sky"}, {"id": 3, "name": "road"}],
        "images": [{"id": 1, "file_name": "a.png", "width": 6, "height": 5}], )";

}  // namespace

class TestCocoJson : public QObject {
  Q_OBJECT

 private slots:
  void compressedRunsRoundTrip() {
    // Worked by hand: the fourth run is stored as 1 - 2 = -1, one group with the sign bit.
    QCOMPARE(compressCocoRuns({3, 2, 5, 1}), std::string("325O"));
    QVERIFY(decompressCocoRuns("325O", 100) == (std::vector<std::uint32_t>{3, 2, 5, 1}));
    std::mt19937 rng(4);
    for (int t = 0; t < 200; ++t) {
      std::vector<std::uint32_t> runs(1 + rng() % 30);
      for (auto& r : runs) r = rng() % (t % 2 ? 100000 : 40);
      QVERIFY(decompressCocoRuns(compressCocoRuns(runs), 1ull << 40) == runs);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, decompressCocoRuns("325O", 10));  // 11 pixels
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, decompressCocoRuns("3X", 100));   // ends inside a number
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, decompressCocoRuns("3~", 100));   // not a run character
  }

  void masksRoundTripThroughAFile() {
    std::mt19937 rng(9);
    CocoMasks masks;
    masks.classNames = {"grass", "road", "sky"};
    for (int i = 0; i < 3; ++i) {
      LabelImage mask{13 + i, 7, {}};
      for (long p = 0; p < mask.numPixels(); ++p) mask.labels.push_back(static_cast<int>(rng() % 4) - 1);
      masks.images.emplace_back("im" + std::to_string(i) + ".png", mask);
    }
    masks.images[1].second.labels.assign(masks.images[1].second.labels.size(), kUnlabelled);  // nothing labelled
    const CocoMasks back = parseCocoMasks(formatCoco(masks), "m.json");
    QVERIFY(back.classNames == masks.classNames);
    QCOMPARE(back.images.size(), size_t(3));
    for (size_t i = 0; i < 3; ++i) {
      QCOMPARE(back.images[i].first, masks.images[i].first);
      QCOMPARE(back.images[i].second.width, masks.images[i].second.width);
      QVERIFY(back.images[i].second.labels == masks.images[i].second.labels);
    }
  }

  void polygonsAndRunsPaintInFileOrder() {
    // Categories in the file's order: sky (id 7) is class 0, road (id 3) class 1. A square of
    // road, then part of a column of sky over it (runs: 6 pixels of background = column 0 and
    // the first pixel of column 1, then 3 of sky: column 1, rows 1-3).
    const CocoMasks m = parseCocoMasks(std::string(kHeader) + R"("annotations": [
        {"image_id": 1, "category_id": 3, "segmentation": [[1, 1, 3, 1, 3, 3, 1, 3]], "iscrowd": 0},
        {"image_id": 1, "category_id": 7, "segmentation": {"size": [5, 6], "counts": [6, 3, 21]}, "iscrowd": 1}]})",
                                       "a.json");
    QVERIFY(m.classNames == (std::vector<std::string>{"sky", "road"}));
    const LabelImage& mask = m.images[0].second;
    int road = 0, sky = 0;
    for (int k : mask.labels) road += k == 1, sky += k == 0;
    QCOMPARE(sky, 3);
    QCOMPARE(mask.at(1, 1), 0);  // sky painted over road
    QCOMPARE(mask.at(1, 4), kUnlabelled);
    QCOMPARE(mask.at(3, 3), 1);
    QCOMPARE(road, 9 - 3);  // the 3 x 3 square (pixel centres 1-3) less its left column, now sky
    QCOMPARE(mask.at(0, 0), kUnlabelled);
  }

  void errorsNameTheFile() {
    const std::string h = kHeader;
    QVERIFY(errorOf("{").startsWith("a.json: invalid COCO annotation file"));
    QVERIFY(errorOf("{}").contains("a.json: the file: no \"categories\""));
    QVERIFY(errorOf(h + R"("annotations": [{"image_id": 2, "category_id": 3, "segmentation": []}]})")
                .contains("annotation 0: its image_id is not an image of the file"));
    QVERIFY(errorOf(h + R"("annotations": [{"image_id": 1, "category_id": 4, "segmentation": []}]})")
                .contains("its category_id is not a category"));
    QVERIFY(errorOf(h + R"("annotations": [{"image_id": 1, "category_id": 3, "segmentation": {"size": [5, 6], "counts": [6, 3]}}]})")
                .contains("the runs cover 9 of the image's 30 pixels"));
    QVERIFY(errorOf(h + R"("annotations": [{"image_id": 1, "category_id": 3, "segmentation": {"size": [6, 5], "counts": [30]}}]})")
                .contains("its size is not its image's [5, 6]"));
    QVERIFY(errorOf(h + R"("annotations": [{"image_id": 1, "category_id": 3, "segmentation": [[1, 1, 2]]}]})")
                .contains("at least 3 x, y pairs"));
    QVERIFY(errorOf(h + R"("annotations": [{"image_id": 1, "category_id": 3, "segmentation": [[1, 1, 2, 2, 1e300, 0]]}]})")
                .contains("far outside the image"));
    QVERIFY(errorOf(R"({"categories": [], "images": [{"id": 1, "file_name": "a", "width": 100000, "height": 100000}]})")
                .contains("100000 x 100000 is out of range"));
    QVERIFY(errorOf(std::string(100000, '[')).startsWith("a.json: invalid COCO annotation file"));
    // Many large images in a few bytes: refused before their masks are made.
    std::string many = R"({"categories": [], "images": [)";
    for (int id = 1; id <= 11; ++id) {
      if (id > 1) many += ',';
      many += R"({"id": )";
      many += std::to_string(id);
      many += R"(, "file_name": "a", "width": 10000, "height": 10000})";
    }
    QVERIFY(errorOf(many + "]}").contains("more than 1000000000 pixels in all"));
  }
};

QTEST_APPLESS_MAIN(TestCocoJson)
#include "test_coco_json.moc"
