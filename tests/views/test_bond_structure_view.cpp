// The VTK 3D structure view of the bonds workbench under Xvfb: a tiny structure renders its
// SG atoms (yellow) and its predicted bonds (green where in the gold set, red where not),
// an empty structure shows the empty-state message instead, and missing (NaN) atoms are
// skipped without a crash. A screenshot is saved for review (bond_structure_view.png in the
// test's working directory).
#include <QtTest>
#include <cmath>
#include <limits>

#include "bond_structure_view.h"

using namespace m3;

namespace {

const double kNan = std::numeric_limits<double>::quiet_NaN();

// Six residues on a zigzag in the z = 0 plane, cysteines at four of them with their SG
// atoms 1.5 units off the trace: two pairs, far apart.
ProteinStructure tinyStructure() {
  ProteinStructure s;
  for (int i = 0; i < 8; ++i) s.caAtoms.emplace_back(3.8 * i, (i % 2) * 2.0, 0);
  s.sgAtoms = {{0, -6, 0}, {7.6, -6, 0}, {19, 8, 0}, {26.6, 8, 0}};
  return s;
}

// Pixels of a kind: lit and shaded, so by hue rather than exact colour.
int count(const QImage& image, bool (*kind)(int r, int g, int b)) {
  int n = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x) {
      const QRgb c = image.pixel(x, y);
      n += kind(qRed(c), qGreen(c), qBlue(c));
    }
  return n;
}
bool yellow(int r, int g, int b) { return r > 120 && g > 100 && b < 0.4 * g && r - g < 80; }
bool green(int r, int g, int b) { return g > 100 && r < 0.5 * g && b < 0.6 * g; }
bool red(int r, int g, int b) { return r > 120 && g < 0.3 * r && b < 0.3 * r; }
bool blue(int r, int g, int b) { return b > 120 && r < 0.7 * b && g < 0.85 * b; }

}  // namespace

class TestBondStructureView : public QObject {
  Q_OBJECT
 private slots:
  void rendersAtomsAndBondsInTheirColours() {
    BondStructureView view;
    view.resize(480, 360);
    const ProteinStructure s = tinyStructure();
    view.setStructure(&s);
    // Gold: 0-1 and 2-3. Predicted: 0-1 (right) and 1-2 (wrong).
    view.setBonds({{0, 1}, {2, 3}}, {{0, 1}, {1, 2}});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.hasStructure());
    QVERIFY(!view.emptyStateShown());
    QCOMPARE(view.drawnTraceSegments(), 7);
    QCOMPARE(view.drawnSgAtoms(), 4);
    QCOMPARE(view.drawnGoldBonds(), 1);  // 2-3; 0-1 is drawn once, green
    QCOMPARE(view.drawnPredictedBonds(), 2);
    const QImage image = view.grabFramebuffer();
    image.save("bond_structure_view.png");
    const int y = count(image, yellow), g = count(image, green), r = count(image, red), b = count(image, blue);
    qInfo("pixels: yellow %d, green %d, red %d, blue %d", y, g, r, b);
    QVERIFY2(y > 100, "yellow SG spheres drawn");
    QVERIFY2(g > 50, "the right prediction drawn green");
    QVERIFY2(r > 50, "the wrong prediction drawn red");
    QVERIFY2(b > 50, "the gold bond 2-3 (not predicted) drawn blue");

    // Without predictions the green and red lines go; the camera stays.
    view.setBonds({{0, 1}, {2, 3}}, {});
    QCOMPARE(view.drawnPredictedBonds(), 0);
    QCOMPARE(view.drawnGoldBonds(), 2);
    const QImage plain = view.grabFramebuffer();
    QCOMPARE(count(plain, red), 0);
    QCOMPARE(count(plain, green), 0);
    QVERIFY(count(plain, blue) > b);
    QVERIFY(count(plain, yellow) > 100);
  }

  void emptyStructureShowsTheMessage() {
    BondStructureView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const ProteinStructure empty;
    view.setStructure(&empty);
    QVERIFY(!view.hasStructure());
    QVERIFY(view.emptyStateShown());
    QVERIFY2(view.emptyMessage().contains("FASTA"), qPrintable(view.emptyMessage()));
    view.setBonds({{0, 1}}, {{0, 1}});  // no atoms: nothing drawn, no crash
    QCOMPARE(view.drawnGoldBonds(), 0);
    view.setStructure(nullptr);
    QVERIFY(view.emptyStateShown());
    // A structure hides the message; clear() shows the one it is given.
    const ProteinStructure s = tinyStructure();
    view.setStructure(&s);
    QVERIFY(!view.emptyStateShown());
    view.clear("No proteins open.");
    QCOMPARE(view.emptyMessage(), QString("No proteins open."));
    QCOMPARE(view.drawnSgAtoms(), 0);
  }

  void missingAtomsAreSkipped() {
    BondStructureView view;
    view.resize(400, 300);
    ProteinStructure s = tinyStructure();
    s.caAtoms[3] = {kNan, kNan, kNan};  // the trace breaks: 0-1-2 and 4-5-6-7
    s.caAtoms[0].x() = kNan;          // and starts later: 1-2
    s.sgAtoms[2] = {kNan, kNan, kNan};
    view.setStructure(&s);
    view.setBonds({{0, 1}, {2, 3}, {3, 9}, {-1, 0}}, {{2, 3}, {0, 1}});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.drawnTraceSegments(), 1 + 3);
    QCOMPARE(view.drawnSgAtoms(), 3);
    QCOMPARE(view.drawnGoldBonds(), 0);       // 0-1 is predicted (green); 2 is missing, 9 and -1 out of range
    QCOMPARE(view.drawnPredictedBonds(), 1);  // 0-1
    const QImage image = view.grabFramebuffer();
    QVERIFY(count(image, yellow) > 50);
    QVERIFY(count(image, green) > 20);
    // Every atom missing: nothing to draw, still no crash.
    ProteinStructure none;
    none.caAtoms.assign(3, Eigen::Vector3d::Constant(kNan));
    none.sgAtoms.assign(2, Eigen::Vector3d::Constant(kNan));
    view.setStructure(&none);
    view.setBonds({{0, 1}}, {{0, 1}});
    QCOMPARE(view.drawnTraceSegments(), 0);
    QCOMPARE(view.drawnSgAtoms(), 0);
    view.grabFramebuffer();
  }
};

QTEST_MAIN(TestBondStructureView)
#include "test_bond_structure_view.moc"
