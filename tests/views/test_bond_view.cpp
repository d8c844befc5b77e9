// The bond view on its own: cysteines are hit where they are drawn, clicking two of them
// asks for the bond between them (lower index first), predicted arcs are drawn green when
// right and red when wrong (read back from the rendered widget), tooltips list the pair
// scores, the wheel zooms until residue letters appear, and proteins without a sequence
// are drawn as evenly spaced nodes.
#include <QSignalSpy>
#include <QWheelEvent>
#include <QtTest>
#include <cmath>

#include "bond_view.h"

using namespace m3;

namespace {

// 60 residues, cysteines at 2, 9, 20, 31, 44, 55.
BondViewProtein sequenceProtein() {
  BondViewProtein p;
  p.name = "TEST_A";
  p.sequence = QString(60, 'A');
  p.positions = {2, 9, 20, 31, 44, 55};
  for (int c : p.positions) p.sequence[c] = 'C';
  p.cysteines = 6;
  return p;
}

// Is a pixel within `radius` of `at` close to `colour` (antialiasing blends the edges)?
bool hasColourNear(const QImage& image, QPointF at, const QColor& colour, int radius = 2) {
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx) {
      const QPoint p = at.toPoint() + QPoint(dx, dy);
      if (!image.rect().contains(p)) continue;
      const QColor c = image.pixelColor(p);
      if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
              std::abs(c.blue() - colour.blue()) < 40)
        return true;
    }
  return false;
}

}  // namespace

class TestBondView : public QObject {
  Q_OBJECT
  BondView* view_ = nullptr;

 private slots:
  void init() {
    view_ = new BondView;
    view_->resize(820, 360);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
    view_->setProtein(sequenceProtein());
  }
  void cleanup() { delete view_; }

  void hitTestsCysteinesWhereDrawn() {
    for (int i = 0; i < 6; ++i) {
      const QPointF c = view_->cysteineCentre(i);
      QVERIFY(view_->rect().contains(c.toPoint()));
      QCOMPARE(view_->cysteineAt(c.toPoint()), i);
      QCOMPARE(view_->cysteineAt(c.toPoint() + QPoint(3, -3)), i);
    }
    // Cysteines are ordered along the track, spaced by their residue distance.
    const double perResidue = (view_->cysteineCentre(1).x() - view_->cysteineCentre(0).x()) / 7.0;
    QVERIFY(std::abs(view_->cysteineCentre(5).x() - view_->cysteineCentre(0).x() - 53 * perResidue) < 0.5);
    // Between two cysteines, and far off the track: nothing.
    const QPointF mid = (view_->cysteineCentre(2) + view_->cysteineCentre(3)) / 2;
    QCOMPARE(view_->cysteineAt(mid.toPoint()), -1);
    QCOMPARE(view_->cysteineAt(view_->cysteineCentre(0).toPoint() + QPoint(0, 40)), -1);
  }

  void clickingTwoCysteinesRequestsTheirBond() {
    QSignalSpy toggles(view_, &BondView::bondToggleRequested);
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(4).toPoint());
    QCOMPARE(view_->selectedCysteine(), 4);
    QCOMPARE(toggles.count(), 0);
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(1).toPoint());
    QCOMPARE(toggles.count(), 1);
    QCOMPARE(toggles.at(0).at(0).toInt(), 1);  // lower index first
    QCOMPARE(toggles.at(0).at(1).toInt(), 4);
    QCOMPARE(view_->selectedCysteine(), -1);
    // Clicking the same cysteine twice, or Esc, cancels without a request.
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(2).toPoint());
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(2).toPoint());
    QCOMPARE(view_->selectedCysteine(), -1);
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(3).toPoint());
    QTest::keyClick(view_, Qt::Key_Escape);
    QCOMPARE(view_->selectedCysteine(), -1);
    QCOMPARE(toggles.count(), 1);
  }

  void predictedArcsColouredByCorrectness() {
    BondViewProtein p = sequenceProtein();
    p.user = {{0, 3}};
    p.truth = {{0, 3}, {1, 4}, {2, 5}};
    p.predicted = {{0, 3}, {1, 2}, {4, 5}};  // one right, two wrong
    view_->setProtein(p);
    const QImage image = view_->grab().toImage();
    QVERIFY(hasColourNear(image, view_->arcApex({0, 3}, true), BondView::correctColour()));
    QVERIFY(!hasColourNear(image, view_->arcApex({0, 3}, true), BondView::wrongColour()));
    for (const Bond& wrong : {Bond{1, 2}, Bond{4, 5}}) {
      QVERIFY(hasColourNear(image, view_->arcApex(wrong, true), BondView::wrongColour()));
      QVERIFY(view_->arcApex(wrong, true).y() > view_->cysteineCentre(0).y());  // below the track
    }
    // The user's bond above the track, in its own colour.
    const QPointF above = view_->arcApex({0, 3}, false);
    QVERIFY(above.y() < view_->cysteineCentre(0).y());
    QVERIFY(hasColourNear(image, above, BondView::userColour()));
    // Arcs are found where they are drawn.
    QCOMPARE(view_->arcAt(view_->arcApex({1, 2}, true).toPoint(), true), 1);
    QCOMPARE(view_->arcAt(above.toPoint(), false), 0);
  }

  void tooltipListsPairScores() {
    BondViewProtein p = sequenceProtein();
    p.scores = Eigen::MatrixXd::Zero(6, 6);
    p.scores(0, 3) = p.scores(3, 0) = 2.5;
    p.scores(0, 1) = p.scores(1, 0) = -1.25;
    p.scores(0, 2) = p.scores(2, 0) = std::nan("");  // not a candidate
    p.predicted = {{0, 3}, {1, 2}, {4, 5}};
    view_->setProtein(p);
    const QString tip = view_->toolTipAt(view_->cysteineCentre(0).toPoint());
    QVERIFY2(tip.contains("2.500") && tip.contains("-1.250"), qPrintable(tip));
    QVERIFY2(tip.indexOf("2.500") < tip.indexOf("-1.250"), qPrintable(tip));  // best partner first
    QVERIFY2(tip.contains("residue 32"), qPrintable(tip));                   // Cys 4 at residue 32
    QVERIFY(!tip.contains("residue 21"));                                     // NaN: not listed
    // Hovering the predicted arc shows its score too.
    const QString arcTip = view_->toolTipAt(view_->arcApex({0, 3}, true).toPoint());
    QVERIFY2(arcTip.contains("2.500"), qPrintable(arcTip));
    // Without scores the tooltip says how to get them.
    view_->setProtein(sequenceProtein());
    QVERIFY(view_->toolTipAt(view_->cysteineCentre(0).toPoint()).contains("train"));
  }

  void wheelZoomsUntilLettersShow() {
    BondViewProtein p = sequenceProtein();
    p.sequence = QString(600, 'G');  // long: the fitted scale shows a ruler
    p.positions = {10, 200, 350, 590};
    for (int c : p.positions) p.sequence[c] = 'C';
    p.cysteines = 4;
    view_->setProtein(p);
    QVERIFY(!view_->showsLetters());
    const double before = view_->pixelsPerUnit();
    const QPointF at = view_->cysteineCentre(1);
    for (int k = 0; k < 12; ++k) {
      QWheelEvent wheel(at, view_->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                        Qt::NoScrollPhase, false);
      QApplication::sendEvent(view_, &wheel);
    }
    QVERIFY(view_->pixelsPerUnit() > before * 4);
    QVERIFY(view_->showsLetters());
    // The zoom kept the cysteine under the cursor.
    QVERIFY2(std::abs(view_->cysteineCentre(1).x() - at.x()) < 3,
             qPrintable(QString("%1 vs %2").arg(view_->cysteineCentre(1).x()).arg(at.x())));
    QCOMPARE(view_->cysteineAt(view_->cysteineCentre(1).toPoint()), 1);
  }

  void nodesWithoutSequenceAreEvenlySpaced() {
    BondViewProtein p;
    p.name = "1A02_HUMAN.2";
    p.cysteines = 4;
    p.user = {{0, 2}, {1, 3}};
    view_->setProtein(p);
    const double step = view_->cysteineCentre(1).x() - view_->cysteineCentre(0).x();
    QVERIFY(step > 2 * 7);
    for (int i = 1; i < 4; ++i)
      QVERIFY(std::abs(view_->cysteineCentre(i).x() - view_->cysteineCentre(i - 1).x() - step) < 0.01);
    QSignalSpy toggles(view_, &BondView::bondToggleRequested);
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(3).toPoint());
    QTest::mouseClick(view_, Qt::LeftButton, {}, view_->cysteineCentre(0).toPoint());
    QCOMPARE(toggles.count(), 1);
    QCOMPARE(toggles.at(0).at(0).toInt(), 0);
    QCOMPARE(toggles.at(0).at(1).toInt(), 3);
  }

  void emptyStateShowsMessage() {
    view_->clear("Nothing here yet");
    QVERIFY(!view_->hasProtein());
    QCOMPARE(view_->cysteineAt(QPoint(100, 180)), -1);
    QVERIFY(view_->toolTipAt(QPoint(100, 180)).isEmpty());
    view_->grab().save("bond_view_empty.png");
  }
};

QTEST_MAIN(TestBondView)
#include "test_bond_view.moc"
