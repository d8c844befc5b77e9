// The generated textured-shapes sample: deterministic for a seed, different across seeds,
// every class present on the default image, instances consistent with classes, colours
// of classes overlapping (stripes and spots share their mean colour), option errors.
#include <QtTest>

#include <set>

#include "samples/textured_shapes.h"

using namespace m3;

class TestTexturedShapes : public QObject {
  Q_OBJECT
 private slots:
  void deterministicPerSeed() {
    const TexturedShapes a = generateTexturedShapes({.seed = 7}), b = generateTexturedShapes({.seed = 7});
    QVERIFY(a.image.bgr == b.image.bgr);
    QVERIFY(a.classes.labels == b.classes.labels);
    QVERIFY(a.instances.labels == b.instances.labels);
    const TexturedShapes c = generateTexturedShapes({.seed = 8});
    QVERIFY(a.image.bgr != c.image.bgr);
    QVERIFY(a.classes.labels != c.classes.labels);
  }

  void classesAndInstances() {
    for (std::uint64_t seed : {1, 2, 3}) {
      const TexturedShapes s = generateTexturedShapes({.width = 320, .height = 240, .shapes = 12, .seed = seed});
      QCOMPARE(s.image.width, 320);
      QCOMPARE(int(s.image.bgr.size()), 320 * 240 * 3);
      QCOMPARE(int(s.palette.size()), 4);
      std::vector<long> count(4, 0);
      std::map<int, int> classOfInstance;
      for (size_t p = 0; p < s.classes.labels.size(); ++p) {
        const int k = s.classes.labels[p], i = s.instances.labels[p];
        QVERIFY(k >= 0 && k < 4);
        ++count[k];
        QCOMPARE(i == 0, k == 0);  // background is meadow, shapes are not
        auto [it, fresh] = classOfInstance.emplace(i, k);
        if (!fresh) QCOMPARE(it->second, k);  // one class per instance
      }
      QVERIFY2(count[0] > 0 && std::count(count.begin(), count.end(), 0) <= 1, qPrintable(QString::number(seed)));
    }
  }

  void stripesAndSpotsShareColour() {
    const TexturedShapes s = generateTexturedShapes({.width = 400, .height = 300, .shapes = 30, .seed = 4});
    double mean[4][3] = {}, n[4] = {};
    for (size_t p = 0; p < s.classes.labels.size(); ++p) {
      const int k = s.classes.labels[p];
      n[k] += 1;
      for (int c = 0; c < 3; ++c) mean[k][c] += s.image.bgr[p * 3 + c];
    }
    QVERIFY(n[1] > 0 && n[2] > 0);
    for (int c = 0; c < 3; ++c) {
      const double d = mean[1][c] / n[1] - mean[2][c] / n[2];
      // Spots darken a fraction of pixels, so the means differ by much less than the
      // per-pixel noise (18) plus texture: colour alone cannot separate them.
      QVERIFY2(std::abs(d) < 18, qPrintable(QString::number(d)));
    }
  }

  void badOptions() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateTexturedShapes({.width = 8}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateTexturedShapes({.shapes = -1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateTexturedShapes({.noise = -1}));
    const TexturedShapes none = generateTexturedShapes({.width = 20, .height = 20, .shapes = 0});
    for (int k : none.classes.labels) QCOMPARE(k, 0);
  }
};

QTEST_APPLESS_MAIN(TestTexturedShapes)
#include "test_textured_shapes.moc"
