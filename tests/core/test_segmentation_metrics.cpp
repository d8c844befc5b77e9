// Pixel accuracy and IoU against values worked out by hand.
#include <QtTest>

#include "eval/segmentation_metrics.h"

using namespace m3;

class TestSegmentationMetrics : public QObject {
  Q_OBJECT
 private slots:
  void handComputed() {
    // truth: 0 0 0 1 1 2 -  (the last pixel unlabelled: ignored)
    // pred:  0 0 1 1 2 2 0
    // class 0: intersection 2, union 3 -> 2/3; class 1: I 1, U |{2,3,4}| = 3 -> 1/3;
    // class 2: I 1, U 2 -> 1/2; accuracy 4/6.
    SegmentationMetrics m(4);
    m.add({0, 0, 0, 1, 1, 2, kUnlabelled}, {0, 0, 1, 1, 2, 2, 0});
    QCOMPARE(m.evaluated(), 6L);
    QCOMPARE(m.pixelAccuracy(), 4.0 / 6);
    QCOMPARE(m.iou(0), 2.0 / 3);
    QCOMPARE(m.iou(1), 1.0 / 3);
    QCOMPARE(m.iou(2), 0.5);
    QCOMPARE(m.iou(3), -1.0);  // never true nor predicted: undefined, not in the mean
    QVERIFY(std::abs(m.meanIou() - (2.0 / 3 + 1.0 / 3 + 0.5) / 3) < 1e-12);
    // Class accuracy: of the true pixels of a class, the share predicted right (class 0: 2 of 3,
    // class 1: 1 of 2, class 2: 1 of 1; class 3 has none and is left out of the average).
    QCOMPARE(m.classAccuracy(0), 2.0 / 3);
    QCOMPARE(m.classAccuracy(1), 0.5);
    QCOMPARE(m.classAccuracy(2), 1.0);
    QCOMPARE(m.classAccuracy(3), -1.0);
    QVERIFY(std::abs(m.classAverageAccuracy() - (2.0 / 3 + 0.5 + 1.0) / 3) < 1e-12);
    // Accumulates: a perfect second image of class 3.
    m.add({3, 3}, {3, 3});
    QCOMPARE(m.iou(3), 1.0);
    QCOMPARE(m.pixelAccuracy(), 6.0 / 8);
    // An unlabelled prediction on a labelled pixel is a miss.
    SegmentationMetrics u(2);
    u.add({1, 1}, {1, kUnlabelled});
    QCOMPARE(u.pixelAccuracy(), 0.5);
    QCOMPARE(u.iou(1), 0.5);
  }
  void achievableAccuracy() {
    // Superpixels   Segments     Superpixel 0 covers segments 5,5,6 -> best 2 of 3;
    //  0 0 0         5 5 6       superpixel 1 covers 6,6,7 -> 2 of 3. ASA = 4 / 6.
    //  1 1 1         6 6 7
    const LabelImage sp{3, 2, {0, 0, 0, 1, 1, 1}}, seg{3, 2, {5, 5, 6, 6, 6, 7}};
    QCOMPARE(achievableSegmentationAccuracy(sp, seg), 4.0 / 6);
    QCOMPARE(achievableSegmentationAccuracy(seg, seg), 1.0);  // a map against itself
    const LabelImage one{3, 2, Labeling(6, 0)};
    QCOMPARE(achievableSegmentationAccuracy(one, seg), 3.0 / 6);  // a single superpixel: segment 6
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, achievableSegmentationAccuracy(sp, LabelImage{2, 3, Labeling(6, 0)}));
  }
  void errors() {
    SegmentationMetrics m(2);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.add({0, 1}, {0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.add({0, 2}, {0, 1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.add({0, 1}, {0, 5}));
    QCOMPARE(SegmentationMetrics(3).meanIou(), 0.0);
  }
};

QTEST_APPLESS_MAIN(TestSegmentationMetrics)
#include "test_segmentation_metrics.moc"
