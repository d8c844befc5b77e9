// The image-regions workbench as a user meets it: Workbench ▸ Image Regions opens the generated
// sample and computes its superpixels in the background; the user fills a few regions of each
// class and paints a brush stroke (simulated mouse events on the canvas), undoes and redoes,
// erases, trains from the toolbar, and the AMN's prediction scores well against the sample's
// true classes (pixel accuracy and IoU in the panel), with the baselines through the same
// path; the mask (with its palette) and the model are exported and read back; bad files are
// refused with a message. Screenshot for review: region_workbench.png.
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <map>

#include "main_window.h"
#include "region_image_view.h"
#include "region_panel.h"
#include "region_workbench.h"

using namespace m3;

namespace {

// Regions whose pixels all have one true class, per class (the first few in id order).
std::map<int, std::vector<int>> pureRegions(const RegionDocument& doc, int perClass) {
  const auto scene = doc.scene();
  const Labeling& regions = scene->superpixels.regions.labels;
  std::vector<int> classOf(scene->superpixels.numRegions, -2);
  for (size_t i = 0; i < regions.size(); ++i) {
    int& c = classOf[regions[i]];
    const int t = doc.truth().labels[i];
    c = c == -2 ? t : (c == t ? c : -1);
  }
  std::map<int, std::vector<int>> out;
  for (int r = 0; r < static_cast<int>(classOf.size()); ++r)
    if (classOf[r] >= 0 && static_cast<int>(out[classOf[r]].size()) < perClass)
      out[classOf[r]].push_back(r);
  return out;
}

// A widget point inside region r: the pixel of r nearest its centroid.
QPoint pointIn(const RegionDocument& doc, const RegionImageView* view, int r) {
  const auto& sp = doc.scene()->superpixels.regions;
  double sx = 0, sy = 0;
  int n = 0;
  for (int y = 0; y < sp.height; ++y)
    for (int x = 0; x < sp.width; ++x)
      if (sp.at(x, y) == r) sx += x, sy += y, ++n;
  QPoint best;
  double bestD = 1e300;
  for (int y = 0; y < sp.height; ++y)
    for (int x = 0; x < sp.width; ++x)
      if (sp.at(x, y) == r) {
        const double d = (x - sx / n) * (x - sx / n) + (y - sy / n) * (y - sy / n);
        if (d < bestD) bestD = d, best = QPoint(x, y);
      }
  return view->toWidget(QPointF(best) + QPointF(0.5, 0.5)).toPoint();
}

}  // namespace

class TestRegionWorkbench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void sampleScribbleTrainExport() {
    MainWindow window;
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.action("workbench-regions")->trigger();  // Ctrl+5: the generated sample opens
    QCOMPARE(window.activeWorkbench(),
             static_cast<Workbench*>(window.workbench<RegionWorkbench>()));
    RegionPanel* bench = window.workbench<RegionWorkbench>()->panel();
    RegionDocument* doc = bench->document();
    QTRY_VERIFY_WITH_TIMEOUT(bench->sceneReady(), 60000);
    QVERIFY(doc->hasTruth());
    QCOMPARE(doc->classCount(), 4);
    RegionImageView* view = bench->view();
    QVERIFY(view->hasImage());

    // Fill three pure regions of each class with the Fill tool.
    QTest::keyClick(bench, Qt::Key_F);
    QCOMPARE(view->tool(), RegionImageView::Tool::Fill);
    const auto pure = pureRegions(*doc, 3);
    QCOMPARE(static_cast<int>(pure.size()), 4);
    int fills = 0;
    for (const auto& [c, regions] : pure) {
      QTest::keyClick(bench, Qt::Key(Qt::Key_1 + c));
      QCOMPARE(bench->currentClass(), c);
      for (int r : regions) {
        QTest::mouseClick(view, Qt::LeftButton, {}, pointIn(*doc, view, r));
        ++fills;
      }
    }
    QUndoStack* undo = doc->undoStack();
    QCOMPARE(undo->count(), fills);
    const long filled = doc->labelledPixelCount();
    QVERIFY(filled > 0);
    // A brush stroke of class 1 across a region of class 1 adds pixels; undo takes it back.
    QTest::keyClick(bench, Qt::Key_B);
    QTest::keyClick(bench, Qt::Key_2);
    const QPoint p = pointIn(*doc, view, pure.at(1).back());
    QTest::mousePress(view, Qt::LeftButton, {}, p);
    QTest::mouseRelease(view, Qt::LeftButton, {}, p);
    QVERIFY(doc->labelledPixelCount() >= filled);
    window.action("undo")->trigger();
    QCOMPARE(doc->labelledPixelCount(), filled);
    window.action("redo")->trigger();
    window.action("undo")->trigger();
    // The eraser on a filled region removes pixels (one undo step).
    QTest::keyClick(bench, Qt::Key_E);
    const QPoint q = pointIn(*doc, view, pure.at(0).front());
    QTest::mousePress(view, Qt::LeftButton, {}, q);
    QTest::mouseRelease(view, Qt::LeftButton, {}, q);
    QVERIFY(doc->labelledPixelCount() < filled);
    window.action("undo")->trigger();
    QCOMPARE(doc->labelledPixelCount(), filled);

    // Train from the toolbar: every region predicted, scored against the true classes.
    auto* bar = window.findChild<QToolBar*>("mainToolbar");
    QSignalSpy finished(bench->controller(), &RegionController::finished);
    QTest::mouseClick(bar->widgetForAction(window.action("train")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(doc->hasPrediction(), 120000);
    QCOMPARE(static_cast<int>(doc->regionPrediction().size()),
             doc->scene()->superpixels.numRegions);
    const SegmentationMetrics amn = doc->metrics();
    qInfo("AMN from %d filled regions: pixel accuracy %.3f, mean IoU %.3f", fills,
          amn.pixelAccuracy(), amn.meanIou());
    QVERIFY2(amn.pixelAccuracy() > 0.75, qPrintable(QString::number(amn.pixelAccuracy())));
    QVERIFY2(bench->metricsLabel()->text().contains(QString::number(amn.pixelAccuracy(), 'f', 3)),
             qPrintable(bench->metricsLabel()->text()));
    QVERIFY(window.action("exportModel")->isEnabled());
    QTest::qWait(100);
    window.grab().save("region_workbench.png");

    // The baselines through the same path.
    for (GraphModelKind kind : {GraphModelKind::NodeSvm, GraphModelKind::VotedSvm}) {
      bench->setModelKind(kind);
      const int runs = finished.count();
      window.action("train")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 120000);
      QCOMPARE(doc->model()->amn.kind, kind);
      qInfo("%s: pixel accuracy %.3f", graphModelKindName(kind), doc->metrics().pixelAccuracy());
      QVERIFY(doc->metrics().pixelAccuracy() > 0.5);
    }

    // Export: the mask (your labels over the prediction) with its palette, and the model.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(bench->exportLabels(dir.filePath("labels.png"), &error), qPrintable(error));
    const LabelImage mask = readLabelMask(dir.filePath("labels.png").toStdString());
    const LabelImage predicted = paintRegions(doc->scene()->superpixels, doc->regionPrediction());
    QCOMPARE(mask.width, doc->image().width);
    for (size_t i = 0; i < mask.labels.size(); i += 97) {
      const int user = doc->userMask().labels[i];
      QCOMPARE(mask.labels[i], user != kUnlabelled ? user : predicted.labels[i]);
    }
    QCOMPARE(readPalette(dir.filePath("labels.palette.txt").toStdString()), doc->palette());
    QVERIFY2(bench->exportModel(dir.filePath("model.json"), &error), qPrintable(error));
    QCOMPARE(loadRegionModel(dir.filePath("model.json").toStdString()).palette, doc->palette());

    // A truth mask of the wrong size and a file that is no image are refused.
    LabelImage small{10, 10, Labeling(100, 0)};
    writeLabelMask(dir.filePath("small.png").toStdString(), small);
    QVERIFY(!bench->openTruth(dir.filePath("small.png"), &error));
    QVERIFY2(error.contains("10×10"), qPrintable(error));
    QFile text(dir.filePath("not-an-image.png"));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("hello");
    text.close();
    QVERIFY(!bench->openImage(dir.filePath("not-an-image.png"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(doc->hasImage());  // the open image stays
  }
};

QTEST_MAIN(TestRegionWorkbench)
#include "test_region_workbench.moc"
