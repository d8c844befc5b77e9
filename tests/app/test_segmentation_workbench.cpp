// The image-segmentation workbench as a user meets it: Workbench ▸ Image Segmentation opens six
// generated images whose shapes are the reference segmentations; the user takes the references
// of three as theirs (one undo step), paints and fills segments on another (simulated mouse
// events; Shift+click picks a segment), undoes, trains from the toolbar, and the learned
// segmentations of the three held-out images agree with their references better than k-means
// told the right number of segments; the learned segmentation and the model are exported and
// read back; BSDS500 photos (../shared/data/bsds500) open with their human segmentations as
// references. Screenshot for review: segmentation_workbench.png.
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <cmath>

#include "main_window.h"
#include "region_image_view.h"
#include "segmentation_panel.h"
#include "segmentation_workbench.h"
#include "test_paths.h"

using namespace m3;

class TestSegmentationWorkbench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void sampleReferenceDrawTrainExport() {
    MainWindow window;
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.action("workbench-segmentation")->trigger();  // Ctrl+6: the generated sample opens
    QCOMPARE(window.activeWorkbench(),
             static_cast<Workbench*>(window.workbench<SegmentationWorkbench>()));
    SegmentationPanel* bench = window.workbench<SegmentationWorkbench>()->panel();
    SegmentationDocument* doc = bench->document();
    QCOMPARE(doc->itemCount(), 6);
    QTRY_VERIFY_WITH_TIMEOUT(bench->scenesReady(), 120000);
    for (int i = 0; i < 6; ++i) QVERIFY(doc->item(i).hasReference());

    // Train nothing yet: a message, no crash.
    bench->train();
    QVERIFY(!bench->controller()->isRunning());

    // The references of images 1-3 become the user's (one undo step).
    QListWidget* list = bench->imageList();
    list->clearSelection();
    for (int i = 0; i < 3; ++i) list->item(i)->setSelected(true);
    QUndoStack* undo = doc->undoStack();
    bench->findChild<QPushButton*>("useReference")->click();
    QCOMPARE(doc->trainingCount(), 3);
    QCOMPARE(undo->count(), 1);
    window.action("undo")->trigger();
    QCOMPARE(doc->trainingCount(), 0);
    window.action("redo")->trigger();
    QCOMPARE(doc->trainingCount(), 3);
    QVERIFY(doc->item(0).user.labels == doc->item(0).reference.labels);

    // Drawing on image 4: a new segment filled into one region, a brush dab; Shift+click picks.
    bench->setCurrentItem(3);
    RegionImageView* view = bench->view();
    QTRY_VERIFY(view->hasImage());
    bench->newSegment();
    QCOMPARE(bench->currentSegment(), 0);  // nothing drawn on this image yet
    QTest::keyClick(bench, Qt::Key_F);
    const QPoint centre = view->toWidget(QPointF(240, 180)).toPoint();
    QTest::mouseClick(view, Qt::LeftButton, {}, centre);
    QVERIFY(doc->item(3).userPixels > 0);
    QVERIFY(!doc->item(3).isTraining());
    bench->newSegment();
    QCOMPARE(bench->currentSegment(), 1);
    QTest::keyClick(bench, Qt::Key_B);
    const QPoint corner = view->toWidget(QPointF(20, 20)).toPoint();
    QTest::mouseClick(view, Qt::LeftButton, {}, corner);
    QTest::mouseClick(view, Qt::LeftButton, Qt::ShiftModifier, centre);  // picks segment 0 back
    QCOMPARE(bench->currentSegment(), 0);
    window.action("undo")->trigger();
    window.action("undo")->trigger();
    QCOMPARE(doc->item(3).userPixels, 0L);

    // Train from the toolbar; every image gets a learned and a k-means segmentation.
    auto* bar = window.findChild<QToolBar*>("mainToolbar");
    QSignalSpy finished(bench->controller(), &SegmentationController::finished);
    QTest::mouseClick(bar->widgetForAction(window.action("train")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(doc->model() != nullptr, 300000);
    for (int i = 0; i < 6; ++i) {
      QCOMPARE(static_cast<int>(doc->item(i).learned.size()),
               doc->item(i).scene->superpixels.numRegions);
      QCOMPARE(static_cast<int>(doc->item(i).kmeans.size()),
               doc->item(i).scene->superpixels.numRegions);
    }
    const SegmentationDocument::Scores s = doc->heldOutScores();
    QCOMPARE(s.images, 3);
    qInfo(
        "held out: learned pair F1 %.3f, Rand %.3f, VI %.2f; k-means pair F1 %.3f, Rand %.3f, VI "
        "%.2f",
        s.learned.f1, s.learned.rand, s.learned.variationOfInformation, s.kmeans.f1, s.kmeans.rand,
        s.kmeans.variationOfInformation);
    QVERIFY2(s.learned.f1 > s.kmeans.f1,
             qPrintable(QString("%1 vs %2").arg(s.learned.f1).arg(s.kmeans.f1)));
    QVERIFY(bench->scoresLabel()->text().contains(QLocale().toString(s.learned.f1, 'f', 3)));
    // Label Next: the image you have not segmented whose learned segmentation is least sure
    // (SegmentationPrediction::margin, checked in test_segmentation_task).
    {
      int least = -1;
      for (int i = 0; i < doc->itemCount(); ++i)
        if (!doc->item(i).isTraining() && std::isfinite(doc->item(i).margin) &&
            (least < 0 || doc->item(i).margin < doc->item(least).margin))
          least = i;
      QVERIFY(least >= 0);
      QVERIFY(window.action("labelNext")->isEnabled());
      window.action("labelNext")->trigger();
      QCOMPARE(bench->currentItem(), least);
      QVERIFY2(window.statusBar()->currentMessage().contains(doc->item(least).name),
               qPrintable(window.statusBar()->currentMessage()));
    }
    bench->setCurrentItem(4);
    QTest::qWait(100);
    window.grab().save("segmentation_workbench.png");
    bench->setShowKmeans(true);
    bench->setShowKmeans(false);

    // Export: the learned segmentation of image 5 as a mask, and the model.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(bench->exportLabels(dir.filePath("seg.png"), &error), qPrintable(error));
    const LabelImage back = readLabelMask(dir.filePath("seg.png").toStdString());
    const LabelImage painted =
        paintPartition(doc->item(4).scene->superpixels, doc->item(4).learned);
    QCOMPARE(back.width, painted.width);
    QVERIFY(back.labels == painted.labels);
    // ... and the user's segmentations of the other images beside it, named as references.
    for (int i = 0; i < doc->itemCount(); ++i) {
      const QString beside =
          dir.filePath(QFileInfo(doc->item(i).name).completeBaseName() + "_seg.png");
      QCOMPARE(QFileInfo::exists(beside), doc->item(i).userPixels > 0);
      if (doc->item(i).userPixels > 0)
        QVERIFY(readLabelMask(beside.toStdString()).labels == doc->item(i).user.labels);
    }
    QVERIFY2(
        window.workbench<SegmentationWorkbench>()->exportModel(dir.filePath("model.json"), &error),
        qPrintable(error));
    QCOMPARE(loadSegmentationModel(dir.filePath("model.json").toStdString()).weights.size(),
             doc->model()->weights.size());
    // A reference of the wrong size is refused.
    writeLabelMask(dir.filePath("small.png").toStdString(), LabelImage{8, 8, Labeling(64, 0)});
    QVERIFY(!bench->loadReference(dir.filePath("small.png"), &error));
    QVERIFY2(error.contains("8×8"), qPrintable(error));

    // Stop keeps the model reached so far and segments every image with it (it used to throw
    // the model away: "no model", Export Model disabled, issue 52).
    const auto before = doc->model();
    window.action("train")->trigger();
    window.action("stop")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window.activeWorkbench()->isTraining() && doc->model() != before,
                             300000);
    QVERIFY(doc->model() != nullptr);
    for (int i = 0; i < 6; ++i)
      QCOMPARE(static_cast<int>(doc->item(i).learned.size()),
               doc->item(i).scene->superpixels.numRegions);
    QVERIFY(window.action("exportModel")->isEnabled());
  }

  void bsdsPhotosFindTheirSegmentations() {
    const QString dir = QString(M3_SHARED_DATA_DIR) + "/bsds500/images/val";
    const QStringList files = QDir(dir).entryList({"*.jpg"}, QDir::Files, QDir::Name);
    if (files.size() < 2) QSKIP("BSDS500 is not in ../shared/data/bsds500");
    SegmentationPanel bench;
    bench.resize(1200, 800);
    bench.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench));
    bench.setAnnotator(1);
    QString error;
    QVERIFY2(bench.openImages({dir + "/" + files[0], dir + "/" + files[1], dir + "/missing.jpg"},
                              &error),
             qPrintable(error));
    QVERIFY2(error.contains("missing.jpg"), qPrintable(error));
    QCOMPARE(bench.document()->itemCount(), 2);
    for (int i = 0; i < 2; ++i) {
      const SegmentationItem& it = bench.document()->item(i);
      QVERIFY(it.hasReference());
      QCOMPARE(it.reference.width, it.image.width);
    }
  }
};

QTEST_MAIN(TestSegmentationWorkbench)
#include "test_segmentation_workbench.moc"
