// The VTK point-cloud view under Xvfb: it renders the colours it is given, frames the cloud,
// and turns brush strokes and lassos (simulated mouse events) into point selections that
// match its own projection; hidden points are neither drawn nor selected; the level of
// detail draws within its budget while the brush still reaches every point. A screenshot is
// saved for review (point_cloud_view.png in the test's working directory).
#include <QSignalSpy>
#include <QtTest>

#include "point_cloud_view.h"

using namespace m3;

namespace {

// A flat 41 x 41 grid in the z = 0 plane, 1 unit apart, centred on the origin.
PointMatrix grid() {
  PointMatrix xyz(41 * 41, 3);
  for (int y = 0; y < 41; ++y)
    for (int x = 0; x < 41; ++x) xyz.row(y * 41 + x) << x - 20, y - 20, 0;
  return xyz;
}

// The same extent as grid(), 201 x 201 points 0.2 apart.
PointMatrix fineGrid() {
  PointMatrix xyz(201 * 201, 3);
  for (int y = 0; y < 201; ++y)
    for (int x = 0; x < 201; ++x) xyz.row(y * 201 + x) << 0.2 * x - 20, 0.2 * y - 20, 0;
  return xyz;
}

int countColour(const QImage& image, QRgb colour) {
  int count = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x) count += (image.pixel(x, y) & 0xffffff) == (colour & 0xffffff);
  return count;
}

}  // namespace

class TestPointCloudView : public QObject {
  Q_OBJECT
 private slots:
  void rendersGivenColoursAndFramesTheCloud() {
    PointCloudView view;
    view.resize(480, 360);
    view.setPoints(grid());
    std::vector<PointCloudView::Colour> colours(41 * 41, {255, 0, 0});
    for (int i = 0; i < 41 * 20; ++i) colours[i] = {0, 0, 255};  // the southern half blue
    view.setColours(colours);
    view.setPointSize(4);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = view.grabFramebuffer();
    image.save("point_cloud_view.png");
    QVERIFY2(countColour(image, qRgb(255, 0, 0)) > 500, "red points drawn");
    QVERIFY2(countColour(image, qRgb(0, 0, 255)) > 500, "blue points drawn");
    // Framed: the centre point projects near the middle, every point inside the widget.
    const QPointF centre = view.project(20 * 41 + 20);
    QVERIFY(std::abs(centre.x() - 240) < 30 && std::abs(centre.y() - 180) < 60);
    for (int i = 0; i < view.numPoints(); ++i) QVERIFY(view.rect().contains(view.project(i).toPoint()));
    QVERIFY(view.lastFrameMilliseconds() > 0);
  }

  void brushStrokesAndLassosSelectWhatIsUnderThem() {
    PointCloudView view;
    view.resize(480, 360);
    view.setPoints(grid());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool(PointCloudView::Tool::Paint);
    view.setBrushRadius(15);
    QSignalSpy spy(&view, &PointCloudView::pointsSelected);
    const QPoint start = view.project(20 * 41 + 10).toPoint(), end = view.project(20 * 41 + 30).toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    for (int k = 1; k <= 10; ++k) QTest::mouseMove(&view, start + (end - start) * k / 10);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, end);
    QCOMPARE(spy.count(), 1);
    const auto stroke = spy.takeFirst().at(0).value<std::vector<int>>();
    // Every point of the middle row between the ends is covered; far rows are not.
    for (int x = 10; x <= 30; ++x) QVERIFY(std::count(stroke.begin(), stroke.end(), 20 * 41 + x));
    QVERIFY(!std::count(stroke.begin(), stroke.end(), 0));
    QVERIFY(std::is_sorted(stroke.begin(), stroke.end()));
    // A lasso around the 3 x 3 points at the centre, with the centre point hidden.
    std::vector<bool> visible(41 * 41, true);
    visible[20 * 41 + 20] = false;
    view.setColours(std::vector<PointCloudView::Colour>(41 * 41, {200, 200, 0}), visible);
    QPolygonF lasso;
    for (int i : {19 * 41 + 19, 19 * 41 + 21, 21 * 41 + 21, 21 * 41 + 19}) lasso << view.project(i);
    const QPointF c = view.project(20 * 41 + 20);
    QPolygonF drawn;
    for (const QPointF& corner : lasso) drawn << (c + 1.5 * (corner - c)).toPoint();
    QTest::mousePress(&view, Qt::LeftButton, Qt::ControlModifier, drawn[0].toPoint());
    for (int k = 1; k < 4; ++k) QTest::mouseMove(&view, drawn[k].toPoint());
    QTest::mouseRelease(&view, Qt::LeftButton, Qt::ControlModifier, drawn[3].toPoint());
    QCOMPARE(spy.count(), 1);
    const auto inside = spy.takeFirst().at(0).value<std::vector<int>>();
    QCOMPARE(inside, view.pointsInPolygon(drawn));
    QCOMPARE(int(inside.size()), 8);  // the 3 x 3 block without its hidden centre
    QVERIFY(!std::count(inside.begin(), inside.end(), 20 * 41 + 20));
  }

  void theBrushTakesTheFrontLayerTheLassoGoesThrough() {
    // Two copies of the grid, the second 3 units lower: seen from above, it is behind.
    const PointMatrix front = grid();
    PointMatrix both(2 * front.rows(), 3);
    both.topRows(front.rows()) = front;
    both.bottomRows(front.rows()) = front;
    both.bottomRows(front.rows()).col(2).array() -= 3;
    PointCloudView view;
    view.resize(480, 360);
    view.setPoints(both);
    view.setPointSize(10);  // big points: the front layer covers the screen like a surface
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool(PointCloudView::Tool::Paint);
    view.setBrushRadius(40);
    QSignalSpy spy(&view, &PointCloudView::pointsSelected);
    const QPoint centre = view.project(20 * 41 + 20).toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, centre);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, centre);
    QCOMPARE(spy.count(), 1);
    const auto stroke = spy.takeFirst().at(0).value<std::vector<int>>();
    QVERIFY(stroke.size() > 20);
    QVERIFY2(stroke.back() < front.rows(), "no point of the hidden layer is painted");
    // The same circle as a selection straight through both layers.
    const std::vector<int> through = view.pointsInCircle(centre, 40);
    QVERIFY(through.back() >= front.rows());
  }

  void theBrushReachesPointsTheLevelOfDetailLeavesOut() {
    PointCloudView view;
    view.resize(480, 360);
    view.setPoints(grid());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.grabFramebuffer();
    QCOMPARE(view.drawnPoints(), size_t(41 * 41));  // a small cloud is drawn whole
    view.setPoints(fineGrid());
    view.setFixedBudget(15000);
    view.grabFramebuffer();
    QVERIFY(view.drawnPoints() >= 10000 && view.drawnPoints() <= 15000);  // of 40,401
    view.setTool(PointCloudView::Tool::Paint);
    view.setBrushRadius(40);
    QSignalSpy spy(&view, &PointCloudView::pointsSelected);
    const QPoint centre = view.project(100 * 201 + 100).toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, centre);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, centre);
    QCOMPARE(spy.count(), 1);
    const auto dab = spy.takeFirst().at(0).value<std::vector<int>>();
    // Every point under the brush, drawn or not (the grid is one layer: all are in front);
    // with about a third of the points drawn, a brush taking drawn points only would miss
    // most of these.
    QCOMPARE(dab, view.pointsInCircle(centre, 40));
    QVERIFY(dab.size() > 500);
  }

  void wheelResizesTheBrushOrZooms() {
    PointCloudView view;
    view.resize(320, 240);
    view.setPoints(grid());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPointF before = view.project(0);
    QWheelEvent zoom(QPointF(160, 120), view.mapToGlobal(QPointF(160, 120)), {}, {0, 120}, Qt::NoButton, {},
                     Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &zoom);
    const QPointF after = view.project(0);
    QVERIFY2(std::hypot(after.x() - 160, after.y() - 120) > std::hypot(before.x() - 160, before.y() - 120),
             "zooming in moves corner points outwards");
    view.setTool(PointCloudView::Tool::Paint);
    const double radius = view.brushRadius();
    QApplication::sendEvent(&view, &zoom);
    QVERIFY(view.brushRadius() > radius);
    view.setColours({{1, 2, 3}});  // wrong size: ignored, no crash
    view.setPoints(PointMatrix(0, 3));  // empty cloud: nothing to draw or select
    QVERIFY(view.pointsInCircle({160, 120}, 50).empty());
  }

  void surveyCoordinatesDrawAndPickLikeLocalOnes() {
    // UTM-like coordinates: float32 alone would round them to about 0.5 m.
    PointMatrix survey = grid() * 0.01;  // 1 cm apart
    survey.rowwise() += Eigen::RowVector3d(512345.678, 4412345.321, 271.5);
    PointMatrix local = grid() * 0.01;
    PointCloudView a, b;
    for (PointCloudView* v : {&a, &b}) v->resize(480, 360);
    a.setPoints(survey);
    b.setPoints(local);
    QCOMPARE(a.origin(), Eigen::RowVector3d(512346, 4412345, 272));
    for (int i = 0; i < a.numPoints(); i += 37) {
      const QPointF d = a.project(i) - b.project(i);
      QVERIFY2(std::abs(d.x()) < 0.05 && std::abs(d.y()) < 0.05, qPrintable(QString::number(i)));
    }
  }

  void theDefaultBrushFollowsTheDensityOnScreen() {
    PointCloudView sparse, dense;
    for (PointCloudView* v : {&sparse, &dense}) {
      v->resize(480, 360);
      v->show();
      QVERIFY(QTest::qWaitForWindowExposed(v));
    }
    sparse.setPoints(grid());
    dense.setPoints(fineGrid());  // the same extent, 25 times the points
    QVERIFY2(dense.brushRadius() < sparse.brushRadius(),
             qPrintable(QString("%1 vs %2").arg(dense.brushRadius()).arg(sparse.brushRadius())));
    // About kPointsPerDab points under a dab in the middle of the dense cloud.
    const auto dab = dense.pointsInCircle(dense.project(100 * 201 + 100), dense.brushRadius());
    QVERIFY2(dab.size() > PointCloudView::kPointsPerDab / 2 && dab.size() < PointCloudView::kPointsPerDab * 2,
             qPrintable(QString::number(dab.size())));
  }
};

QTEST_MAIN(TestPointCloudView)
#include "test_point_cloud_view.moc"
