// The image-regions canvas under Xvfb: a brush stroke (simulated mouse drag) reports exactly the
// pixels within the brush radius of its path, once each; the fill tool reports the clicked
// region; Shift+click picks a pixel; the eraser reports its own tool; label, prediction and segmentation layers draw the
// right colours where they should (read back from composed()) and switch off; Ctrl+wheel zooms
// about the cursor; an empty view shows its message; a mismatched label vector is ignored.
#include <QSignalSpy>
#include <QtTest>
#include <set>

#include "region_image_view.h"

using namespace m3;
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(m3::RegionImageView::Tool)

namespace {

constexpr int W = 80, H = 60;

// Four quadrant regions over a grey image.
void setQuadrants(RegionImageView& view) {
  QImage image(W, H, QImage::Format_RGB32);
  image.fill(QColor(128, 128, 128));
  std::vector<int> regions(W * H);
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) regions[y * W + x] = (y >= H / 2) * 2 + (x >= W / 2);
  view.setImage(image, regions, 4);
}

}  // namespace

class TestRegionImageView : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    qRegisterMetaType<std::vector<int>>();
    qRegisterMetaType<m3::RegionImageView::Tool>();
  }

  void strokeReportsThePixelsUnderTheBrush() {
    RegionImageView view;
    view.resize(W * 4, H * 4);  // zoom 4 once fitted
    setQuadrants(view);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fitToWindow();
    QCOMPARE(view.zoom(), 4.0);
    view.setBrushRadius(3);
    QSignalSpy strokes(&view, &RegionImageView::strokeFinished);
    // Drag from image (10, 10) to (30, 10).
    const QPoint a = view.toWidget(QPointF(10, 10)).toPoint(), b = view.toWidget(QPointF(30, 10)).toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, a);
    QMouseEvent move(QEvent::MouseMove, b, view.mapToGlobal(b), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view, &move);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, b);
    QCOMPARE(strokes.count(), 1);
    const auto pixels = strokes.first().at(0).value<std::vector<int>>();
    QCOMPARE(strokes.first().at(1).value<RegionImageView::Tool>(), RegionImageView::Tool::Brush);
    QVERIFY(std::is_sorted(pixels.begin(), pixels.end()));
    QCOMPARE(std::set<int>(pixels.begin(), pixels.end()).size(), pixels.size());
    // Every pixel centre within radius 3 of the segment y = 10, 10 <= x <= 30, and no other.
    std::set<int> expected;
    for (int y = 0; y < H; ++y)
      for (int x = 0; x < W; ++x) {
        const double cx = x + 0.5, cy = y + 0.5, px = std::clamp(cx, 10.0, 30.0);
        if ((cx - px) * (cx - px) + (cy - 10) * (cy - 10) <= 9 + 1e-9) expected.insert(y * W + x);
      }
    QCOMPARE(std::set<int>(pixels.begin(), pixels.end()), expected);

    view.setTool(RegionImageView::Tool::Eraser);
    QTest::mouseClick(&view, Qt::LeftButton, {}, a);
    QCOMPARE(strokes.count(), 2);
    QCOMPARE(strokes.last().at(1).value<RegionImageView::Tool>(), RegionImageView::Tool::Eraser);
  }

  void fillReportsTheClickedRegion() {
    RegionImageView view;
    view.resize(W * 4 + 80, H * 4);  // a 40-pixel margin left and right of the image
    setQuadrants(view);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fitToWindow();
    view.setTool(RegionImageView::Tool::Fill);
    QSignalSpy fills(&view, &RegionImageView::regionFilled);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.toWidget(QPointF(70, 50)).toPoint());
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.toWidget(QPointF(5, 50)).toPoint());
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(5, 100));  // beside the image: nothing
    QCOMPARE(fills.count(), 2);
    QCOMPARE(fills.at(0).at(0).toInt(), 3);
    QCOMPARE(fills.at(1).at(0).toInt(), 2);
    // Shift+click picks a pixel with any tool, and fills nothing.
    QSignalSpy picks(&view, &RegionImageView::pixelPicked);
    QTest::mouseClick(&view, Qt::LeftButton, Qt::ShiftModifier, view.toWidget(QPointF(12.5, 7.5)).toPoint());
    QCOMPARE(picks.count(), 1);
    QCOMPARE(picks.first().at(0).toPoint(), QPoint(12, 7));
    QCOMPARE(fills.count(), 2);
  }

  void layersDrawWhereTheyShould() {
    RegionImageView view;
    view.resize(400, 300);
    setQuadrants(view);
    view.setClassColours({QColor(255, 0, 0), QColor(0, 0, 255)});
    view.setOverlayOpacity(1.0);
    view.setLayers(RegionImageView::ImageLayer | RegionImageView::PredictionLayer);
    view.setPrediction({0, 1, -1, 0});
    QImage c = view.composed();
    QCOMPARE(QColor(c.pixel(5, 5)), QColor(255, 0, 0));       // region 0: class 0
    QCOMPARE(QColor(c.pixel(75, 5)), QColor(0, 0, 255));      // region 1: class 1
    QCOMPARE(QColor(c.pixel(5, 55)), QColor(128, 128, 128));  // region 2: no prediction, the image
    // The user's labels go over the prediction.
    std::vector<int> user(W * H, -1);
    user[55 * W + 75] = 1;
    view.setLayers(RegionImageView::ImageLayer | RegionImageView::PredictionLayer | RegionImageView::UserLayer);
    view.setUserLabels(user);
    c = view.composed();
    QCOMPARE(QColor(c.pixel(75, 55)), QColor(0, 0, 255));
    QCOMPARE(QColor(c.pixel(74, 55)), QColor(255, 0, 0));
    view.setUserLabels(std::vector<int>(5, 0));  // wrong size: ignored
    QCOMPARE(QColor(view.composed().pixel(75, 55)), QColor(0, 0, 255));
    // Layers off: the image again.
    view.setLayers(RegionImageView::ImageLayer);
    QCOMPARE(QColor(view.composed().pixel(5, 5)), QColor(128, 128, 128));
    // Boundaries: the pixels just left of and above the region borders are light.
    view.setLayers(RegionImageView::ImageLayer | RegionImageView::BoundaryLayer);
    c = view.composed();
    QVERIFY(qRed(c.pixel(W / 2 - 1, 10)) > 180);
    QVERIFY(qRed(c.pixel(10, H / 2 - 1)) > 180);
    QCOMPARE(QColor(c.pixel(10, 10)), QColor(128, 128, 128));
    // A segmentation joining regions 0 and 1: black between 0|2 and 1|3 only.
    view.setSegmentation({7, 7, 8, 9});
    view.setLayers(RegionImageView::SegmentationLayer);
    c = view.composed();
    QCOMPARE(qRed(c.pixel(W / 2 - 1, 10)), qRed(c.pixel(W / 2 - 3, 10)));  // no border inside cluster 7
    QCOMPARE(QColor(c.pixel(10, H / 2 - 1)), QColor(0, 0, 0));             // 7 | 8
    QCOMPARE(QColor(c.pixel(W / 2 - 1, 50)), QColor(0, 0, 0));             // 8 | 9
  }

  void zoomAboutTheCursorAndEmptyState() {
    RegionImageView view;
    view.resize(400, 300);
    view.clear("Open an image");
    QCOMPARE(view.emptyMessage(), QString("Open an image"));
    QVERIFY(!view.hasImage());
    setQuadrants(view);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fitToWindow();
    const QPointF anchor(200, 150), before = view.toImage(anchor);
    const double zoom = view.zoom();
    QWheelEvent wheel(anchor, view.mapToGlobal(anchor), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::ControlModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &wheel);
    QVERIFY(view.zoom() > zoom * 1.4);
    const QPointF after = view.toImage(anchor);
    QVERIFY(std::abs(after.x() - before.x()) < 1e-9 && std::abs(after.y() - before.y()) < 1e-9);
    // Without Ctrl the wheel sizes the brush.
    const double radius = view.brushRadius();
    QWheelEvent plain(anchor, view.mapToGlobal(anchor), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &plain);
    QVERIFY(view.brushRadius() > radius);
    view.grab().save("region_image_view.png");
  }
};

QTEST_MAIN(TestRegionImageView)
#include "test_region_image_view.moc"
