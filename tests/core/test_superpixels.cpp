// Superpixels and the region adjacency graph: invariants on generated and real images
// (every pixel in one region, ids contiguous and each region 4-connected, adjacency
// symmetric, sorted, matching the label map, boundary lengths summing to the number of
// differing 4-neighbour pairs), a hand-made label map with known edges, determinism,
// the three methods, and option errors.
#include <QtTest>
#include <map>

#include "features/superpixels.h"
#include "io/image_io.h"
#include "samples/textured_shapes.h"
#include "test_paths.h"

using namespace m3;

namespace {

// Independent recount of the adjacency straight from the map.
void checkInvariants(const Superpixels& sp, const char* what) {
  const int W = sp.regions.width, H = sp.regions.height;
  QVERIFY2(sp.numRegions >= 1, what);
  std::vector<long> area(sp.numRegions, 0);
  for (int v : sp.regions.labels) {
    QVERIFY2(v >= 0 && v < sp.numRegions, what);
    ++area[v];
  }
  for (long a : area) QVERIFY2(a > 0, what);  // contiguous ids: every id used
  std::map<std::pair<int, int>, int> counted;
  long differing = 0;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      const int a = sp.regions.at(x, y);
      for (const auto& [nx, ny] : {std::pair{x + 1, y}, std::pair{x, y + 1}}) {
        if (nx >= W || ny >= H) continue;
        const int b = sp.regions.at(nx, ny);
        if (a == b) continue;
        ++differing;
        ++counted[{std::min(a, b), std::max(a, b)}];
      }
    }
  QCOMPARE(sp.edges.size(), counted.size());
  long sum = 0;
  size_t i = 0;
  for (const auto& [pair, length] : counted) {  // std::map iterates sorted by (a, b)
    QCOMPARE(sp.edges[i].a, pair.first);
    QCOMPARE(sp.edges[i].b, pair.second);
    QCOMPARE(sp.edges[i].boundaryLength, length);
    QVERIFY(sp.edges[i].a < sp.edges[i].b);
    sum += sp.edges[i].boundaryLength;
    ++i;
  }
  QCOMPARE(sum, differing);
  // Each region is one 4-connected component: relabelling the map changes nothing.
  const Superpixels again = superpixelsFromLabels(sp.regions);
  QCOMPARE(again.numRegions, sp.numRegions);
  QVERIFY2(again.regions.labels == sp.regions.labels, what);
}

}  // namespace

class TestSuperpixels : public QObject {
  Q_OBJECT
 private slots:
  void handMadeMap() {
    // Values       Regions: the two 7-blocks are not 4-connected, so they become
    // 7 7 2        two regions (0 and 3).
    // 5 5 2
    // 7 5 2
    LabelImage map{3, 3, {7, 7, 2, 5, 5, 2, 7, 5, 2}};
    const Superpixels sp = superpixelsFromLabels(map);
    QCOMPARE(sp.numRegions, 4);  // 7s top-left, 2s, 5s, lone 7 bottom-left: raster order
    QCOMPARE(sp.regions.labels, (Labeling{0, 0, 1, 2, 2, 1, 3, 2, 1}));
    // Pairs: (0,1) 1 horizontal; (0,2) 2 vertical; (1,2) 2 horizontal; (2,3) 1 horizontal + 1 vertical.
    QCOMPARE(int(sp.edges.size()), 4);
    QCOMPARE(sp.edges[0].boundaryLength, 1);
    QCOMPARE(sp.edges[1].boundaryLength, 2);
    QCOMPARE(sp.edges[2].boundaryLength, 2);
    QCOMPARE((std::pair{sp.edges[3].a, sp.edges[3].b}), (std::pair{2, 3}));
    QCOMPARE(sp.edges[3].boundaryLength, 2);
    checkInvariants(sp, "hand-made");
  }

  void generatedImage_data() {
    QTest::addColumn<QString>("method");
    QTest::newRow("slic") << "slic";
    QTest::newRow("slico") << "slico";
    QTest::newRow("lsc") << "lsc";
  }
  void generatedImage() {
    QFETCH(QString, method);
    const TexturedShapes sample = generateTexturedShapes({.width = 200, .height = 150, .seed = 3});
    SuperpixelOptions o;
    o.method = parseSuperpixelMethod(method.toStdString());
    o.regionSize = 15;
    const Superpixels sp = computeSuperpixels(sample.image, o);
    checkInvariants(sp, qPrintable(method));
    // About (200 * 150) / 15^2 = 133 regions; fragments and connectivity change it (LSC
    // leaves the most fragments: about 310 here).
    QVERIFY2(sp.numRegions > 60 && sp.numRegions < 450, qPrintable(QString::number(sp.numRegions)));
    const Superpixels again = computeSuperpixels(sample.image, o);
    if (o.method != SuperpixelMethod::Lsc)  // LSC is not deterministic (superpixels.h)
      QVERIFY(again.regions.labels == sp.regions.labels);
    else
      checkInvariants(again, "lsc again");
    // Smaller regions: more of them (nominally 3.5 times as many).
    o.regionSize = 8;
    const int finer = computeSuperpixels(sample.image, o).numRegions;
    QVERIFY2(finer > 3 * sp.numRegions / 2, qPrintable(QString("%1 vs %2").arg(finer).arg(sp.numRegions)));
  }

  void realImage() {
    const std::string path = std::string(M3_SHARED_DATA_DIR) + "/bsds500/images/val/101085.jpg";
    if (!QFile::exists(QString::fromStdString(path))) QSKIP("BSDS500 image 101085.jpg not present in the shared data");
    const ColourImage image = readImage(path);
    const Superpixels sp = computeSuperpixels(image, {.regionSize = 20});
    checkInvariants(sp, "101085.jpg");
    QVERIFY(sp.numRegions > 200 && sp.numRegions < 700);
  }

  void badOptions() {
    const TexturedShapes sample = generateTexturedShapes({.width = 32, .height = 32});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computeSuperpixels(sample.image, {.regionSize = 1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computeSuperpixels(sample.image, {.compactness = -1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computeSuperpixels(ColourImage{}, {}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseSuperpixelMethod("seeds"));
    // A tiny image still works (one region per cell at most).
    const TexturedShapes tiny = generateTexturedShapes({.width = 16, .height = 16});
    checkInvariants(computeSuperpixels(tiny.image, {.regionSize = 40}), "tiny");
  }
};

QTEST_APPLESS_MAIN(TestSuperpixels)
#include "test_superpixels.moc"
