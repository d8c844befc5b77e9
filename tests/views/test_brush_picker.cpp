// The brush's lazy picking (views/brush_picker.h) against brute force: every point projected,
// the nearest depth per cell, then the front points within the circle. Two layers of points,
// some hidden; several dabs of one stroke; a dab projects only part of the cloud.
#include <QtTest>

#include <random>

#include "brush_picker.h"

using namespace m3;

namespace {

constexpr int kSize = 400;  // pixels, square view
constexpr double kCell = 3;

// 40 x 40 m in two layers (a quarter of the points 3 m below), seen from 50 m straight above.
FloatPointMatrix twoLayers(int n) {
  std::mt19937 random(5);
  std::uniform_real_distribution<float> u(-20, 20);
  FloatPointMatrix xyz(n, 3);
  for (int i = 0; i < n; ++i) xyz.row(i) << u(random), u(random), i % 4 ? 0.f : -3.f;
  return xyz;
}

void downwards(double m[16]) {
  const double f = 50.0 / 22;  // sees 44 x 44 m at z = 0
  const double rows[16] = {f, 0, 0, 0, 0, f, 0, 0, 0, 0, -1, 49, 0, 0, -1, 50};
  std::copy(rows, rows + 16, m);
}

std::vector<char> bruteForce(const FloatPointMatrix& xyz, const std::vector<bool>& visible, const double m[16],
                             const std::vector<QPointF>& dabs, double radius) {
  const int columns = int(kSize / kCell) + 1, rows = columns;
  std::vector<float> nearest(size_t(columns) * rows, std::numeric_limits<float>::infinity());
  std::vector<double> sx(xyz.rows()), sy(xyz.rows()), w(xyz.rows());
  std::vector<int> cell(xyz.rows(), -1);
  for (int i = 0; i < xyz.rows(); ++i) {
    if (!visible[i]) continue;
    const double x = xyz(i, 0), y = xyz(i, 1), z = xyz(i, 2);
    w[i] = m[12] * x + m[13] * y + m[14] * z + m[15];
    sx[i] = ((m[0] * x + m[1] * y + m[2] * z + m[3]) / w[i] + 1) * 0.5 * kSize;
    sy[i] = (1 - (m[4] * x + m[5] * y + m[6] * z + m[7]) / w[i]) * 0.5 * kSize;
    if (sx[i] < 0 || sy[i] < 0 || sx[i] >= kSize || sy[i] >= kSize) continue;
    cell[i] = int(sy[i] / kCell) * columns + int(sx[i] / kCell);
    nearest[cell[i]] = std::min(nearest[cell[i]], float(w[i]));
  }
  std::vector<char> selected(xyz.rows(), 0);
  for (const QPointF& d : dabs)
    for (int i = 0; i < xyz.rows(); ++i)
      if (cell[i] >= 0 && std::hypot(sx[i] - d.x(), sy[i] - d.y()) <= radius &&
          float(w[i]) <= nearest[cell[i]] * 1.02f + 1e-3f)
        selected[i] = 1;
  return selected;
}

}  // namespace

class TestBrushPicker : public QObject {
  Q_OBJECT
 private slots:
  void dabsTakeTheSameFrontPointsAsBruteForce() {
    const FloatPointMatrix xyz = twoLayers(60000);
    const PointOctree octree(xyz, 1000);
    std::vector<bool> visible(xyz.rows(), true);
    for (int i = 0; i < xyz.rows(); i += 7) visible[i] = false;
    double m[16];
    downwards(m);
    const std::vector<QPointF> dabs = {{200, 200}, {210, 205}, {225, 212}, {390, 10}, {-5, 200}};
    BrushPicker picker(xyz, octree, visible, ScreenProjection(m, kSize, kSize), kCell);
    std::vector<char> selected(xyz.rows(), 0);
    picker.dab(dabs[0].x(), dabs[0].y(), 12, selected);
    QVERIFY2(picker.projectedPoints() < size_t(xyz.rows()) / 4, "one dab projects a small part of the cloud");
    for (size_t k = 1; k < dabs.size(); ++k) picker.dab(dabs[k].x(), dabs[k].y(), 12, selected);
    const std::vector<char> expected = bruteForce(xyz, visible, m, dabs, 12);
    QCOMPARE(selected, expected);
    int taken = 0, lower = 0;
    for (int i = 0; i < xyz.rows(); ++i) taken += selected[i], lower += selected[i] && xyz(i, 2) < -1;
    QVERIFY(taken > 100);
    QVERIFY2(lower < taken / 10, "the lower layer is mostly hidden behind the upper one");
    // The density over the whole view: every point in view projected once.
    BrushPicker whole(xyz, octree, {}, ScreenProjection(m, kSize, kSize), kCell);
    QVERIFY(whole.frontDensity() > 0);
    QCOMPARE(whole.projectedPoints(), size_t(xyz.rows()));
  }

  // A fast drag: two mouse positions 300 px apart make a line, not two dots. Every front point
  // within 0.95 radius of the segment is taken (no gaps between dabs), none beyond the radius.
  void strokeCoversTheSegmentBetweenMousePositions() {
    const FloatPointMatrix xyz = twoLayers(60000);
    const PointOctree octree(xyz, 1000);
    const std::vector<bool> visible(xyz.rows(), true);
    double m[16];
    downwards(m);
    const QPointF from(50, 120), to(350, 260);
    const double radius = 8;
    BrushPicker picker(xyz, octree, visible, ScreenProjection(m, kSize, kSize), kCell);
    std::vector<char> selected(xyz.rows(), 0);
    picker.dab(from.x(), from.y(), radius, selected);
    picker.stroke(from.x(), from.y(), to.x(), to.y(), radius, selected);
    std::vector<QPointF> dense;  // a dab every half pixel: the segment's neighbourhood
    for (int k = 0; k <= 700; ++k) dense.push_back(from + (to - from) * (k / 700.0));
    const std::vector<char> inner = bruteForce(xyz, visible, m, dense, 0.95 * radius);
    const std::vector<char> outer = bruteForce(xyz, visible, m, dense, radius);
    int taken = 0;
    for (int i = 0; i < xyz.rows(); ++i) {
      QVERIFY2(!inner[i] || selected[i], "a point next to the segment was missed");
      QVERIFY2(!selected[i] || outer[i], "a point farther than the radius was taken");
      taken += selected[i];
    }
    QVERIFY(taken > 1000);
  }
};

QTEST_MAIN(TestBrushPicker)
#include "test_brush_picker.moc"
