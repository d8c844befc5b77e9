// The image-regions workbench as a user meets it: Workbench ▸ Image Regions opens the generated
// sample and computes its superpixels in the background; the user fills a few regions of each
// class and paints a brush stroke (simulated mouse events on the canvas), undoes and redoes,
// erases, trains from the toolbar, and the AMN's prediction scores well against the sample's
// true classes (pixel accuracy and IoU in the panel), with the baselines through the same
// path; the mask (with its palette) and the model are exported and read back; bad files are
// refused with a message. Screenshot for review: region_workbench.png.
// A set of photos with dataset masks: scribbles on two of three images train one model that
// predicts all three, undo reaches an image not shown, and the set, its masks and scribbles
// come back with the project and through journal records. Screenshot: region_image_set.png.
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <map>

#include "io/coco_json.h"
#include "io/image_io.h"
#include "io/labelme_json.h"
#include "main_window.h"
#include "project_context.h"
#include "project_json.h"
#include "region_image_list.h"
#include "region_image_set_dialog.h"
#include "samples/textured_shapes.h"
#include "scribble_labels.h"
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
    if (t == kUnlabelled) continue;  // void
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

// Fills, with the Fill tool, `count` pure regions of each of `classes` on the shown image.
int fillPure(RegionPanel* bench, const std::vector<int>& classes, int count) {
  const RegionDocument& doc = *bench->document();
  QTest::keyClick(bench, Qt::Key_F);
  const auto pure = pureRegions(doc, count);
  int fills = 0;
  for (int c : classes) {
    if (!pure.count(c)) continue;
    QTest::keyClick(bench, Qt::Key(Qt::Key_1 + c));
    for (int r : pure.at(c)) {
      QTest::mouseClick(bench->view(), Qt::LeftButton, {}, pointIn(doc, bench->view(), r));
      ++fills;
    }
  }
  return fills;
}

// The window shown at a working size with the Image Regions workbench active (null when the
// window does not appear).
RegionWorkbench* showRegions(MainWindow& window) {
  window.resize(1500, 950);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) return nullptr;
  auto* workbench = window.workbench<RegionWorkbench>();
  window.setActiveWorkbench(workbench);
  return workbench;
}

// The image-set dialog given a folder of images, a masks folder and a COCO file ("" leaves a
// field empty), with no dataset description and no void value.
void fillImageSetDialog(RegionImageSetDialog& dialog, const QString& images, const QString& masks,
                        const QString& coco) {
  dialog.findChild<QLineEdit*>("imageFolder")->setText(images);
  dialog.findChild<QLineEdit*>("maskFolder")->setText(masks);
  dialog.findChild<QLineEdit*>("cocoFile")->setText(coco);
  dialog.findChild<QLineEdit*>("datasetDescription")->clear();
  dialog.findChild<QSpinBox*>("maskVoid")->setValue(-1);
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
    QVERIFY2(bench->metricsLabel()->text().contains(QLocale().toString(amn.pixelAccuracy(), 'f', 3)),
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
    QVERIFY2(window.workbench<RegionWorkbench>()->exportModel(dir.filePath("model.json"), &error),
             qPrintable(error));
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

  void imageSetTrainsOnAllAndComesBack() {
    // Three generated photos with their class masks in a dataset's convention (value k class k,
    // 255 void; indexed-colour PNGs, as Pascal VOC's) and the description naming the classes,
    // as a dataset ships them.
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("images");
    QDir(dir.path()).mkpath("masks");
    Palette palette;
    for (int k = 0; k < 3; ++k) {
      TexturedShapes shapes = generateTexturedShapes({.width = 320, .height = 240, .seed = 11u + k});
      const QString name = QString("photo%1.png").arg(k);
      writeImage(dir.filePath("images/" + name).toStdString(), shapes.image);
      for (size_t i = 0; i < shapes.classes.labels.size(); i += 53) shapes.classes.labels[i] = kUnlabelled;
      writeDatasetMask(dir.filePath("masks/" + name).toStdString(), shapes.classes, 255, true);
      palette = shapes.palette;
    }
    QString description = "# test classes\n";
    for (size_t k = 0; k < palette.size(); ++k)
      description += QString("%1 %2 %3 %4 %5\n").arg(k).arg(palette[k].red).arg(palette[k].green)
                         .arg(palette[k].blue).arg(QString::fromStdString(palette[k].name) + "s");
    description += "void 255\n";
    QFile file(dir.filePath("classes.txt"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(description.toUtf8());
    file.close();
    const QString project = dir.filePath("set.m3p");
    std::vector<Labeling> scribbled;
    QList<QJsonObject> records;
    {
      MainWindow window;
      auto* workbench = showRegions(window);
      QVERIFY(workbench);
      RegionPanel* bench = workbench->panel();
      RegionDocument* doc = bench->document();
      RegionImageFiles files;
      for (int k = 0; k < 3; ++k) {
        files.images << dir.filePath(QString("images/photo%1.png").arg(k));
        files.masks << dir.filePath(QString("masks/photo%1.png").arg(k));
      }
      files.description = dir.filePath("classes.txt");
      QString error;
      QVERIFY2(bench->openImages(files, &error), qPrintable(error));
      QCOMPARE(doc->imageCount(), 3);
      QCOMPARE(doc->classCount(), 4);
      QCOMPARE(doc->palette()[0].name, palette[0].name + "s");  // the description's names
      QCOMPARE(bench->imageList()->count(), 3);
      QVERIFY(doc->imageAt(2).hasTruth());
      QCOMPARE(doc->imageAt(2).truth.labels[53], kUnlabelled);  // void
      connect(doc, &RegionDocument::labelsEdited, this, [&](const QJsonObject& r) { records << r; });
      // Every image's superpixels are computed in the background, the shown one first.
      QTRY_VERIFY_WITH_TIMEOUT(doc->imageAt(0).scene && doc->imageAt(1).scene && doc->imageAt(2).scene, 60000);

      // Classes 0-2 on the first image, 1-3 on the second (Page Down shows it): class 0 is
      // scribbled on the first image only, class 3 on the second only.
      const int first = fillPure(bench, {0, 1, 2}, 4);
      QTest::keyClick(bench, Qt::Key_PageDown);
      QCOMPARE(doc->current(), 1);
      const int second = fillPure(bench, {1, 2, 3}, 4);
      QVERIFY(first >= 4 && second >= 4);
      QVERIFY(doc->imageAt(0).labelledPixels > 0 && doc->imageAt(1).labelledPixels > 0);
      QCOMPARE(doc->imageAt(2).labelledPixels, 0L);
      // Undo with the first image shown takes back the second image's last fill.
      QTest::keyClick(bench, Qt::Key_PageUp);
      QCOMPARE(doc->current(), 0);
      const long before = doc->imageAt(1).labelledPixels;
      window.action("undo")->trigger();
      QVERIFY(doc->imageAt(1).labelledPixels < before);
      window.action("redo")->trigger();
      QCOMPARE(doc->imageAt(1).labelledPixels, before);

      // One model from both images predicts all three; the never-scribbled third scores well
      // on all four classes, which it can only do having learned classes 0 and 3 from both.
      QSignalSpy finished(bench->controller(), &RegionController::finished);
      window.action("train")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 && doc->model(), 120000);
      for (int i = 0; i < 3; ++i)
        QCOMPARE(static_cast<int>(doc->imageAt(i).prediction.size()), doc->imageAt(i).scene->superpixels.numRegions);
      const SegmentationMetrics third = doc->metrics(2);
      qInfo("never scribbled image: pixel accuracy %.3f, mean IoU %.3f (IoU %.2f %.2f %.2f %.2f); scribbled: %.3f %.3f",
            third.pixelAccuracy(), third.meanIou(), third.iou(0), third.iou(1), third.iou(2), third.iou(3),
            doc->metrics(0).pixelAccuracy(), doc->metrics(1).pixelAccuracy());
      QVERIFY2(third.pixelAccuracy() > 0.75, qPrintable(QString::number(third.pixelAccuracy())));
      for (int k = 0; k < 4; ++k) QVERIFY2(third.iou(k) > 0.3, qPrintable(QString("class %1: %2").arg(k).arg(third.iou(k))));
      int scored = 0;
      doc->overallMetrics(&scored);
      QCOMPARE(scored, 3);
      QVERIFY2(bench->metricsLabel()->text().contains("All 3 images"), qPrintable(bench->metricsLabel()->text()));
      QVERIFY(bench->imageList()->item(2)->text().contains("IoU"));
      // N: the least confident unlabelled region of the whole set, by brute force over every
      // image's regions (labelled ones by training's rule left out); then the next, never again
      // the same; a region filled after it was shown is never suggested.
      std::vector<std::tuple<double, int, int>> unlabelled;
      for (int i = 0; i < 3; ++i) {
        const RegionImage& im = doc->imageAt(i);
        const Labeling known = regionLabelsFromMask(im.scene->superpixels, im.user, 4, doc->taskOptions().minCoverage);
        for (size_t r = 0; r < known.size(); ++r)
          if (known[r] == kUnlabelled) unlabelled.emplace_back(im.confidence[r], i, static_cast<int>(r));
      }
      std::sort(unlabelled.begin(), unlabelled.end());
      QAction* next = window.findChild<QAction*>("labelNext");
      QVERIFY(next && !next->associatedObjects().isEmpty() &&
              next->isEnabled());  // menu and toolbar
      next->trigger();
      QCOMPARE(doc->current(), std::get<1>(unlabelled[0]));
      QCOMPARE(bench->view()->focusedRegion(), std::get<2>(unlabelled[0]));
      {  // ... in view
        const Superpixels& sp = doc->scene()->superpixels;
        QPointF sum;
        int n = 0;
        for (size_t p = 0; p < sp.regions.labels.size(); ++p)
          if (sp.regions.labels[p] == bench->view()->focusedRegion())
            sum += QPointF(static_cast<double>(p % sp.regions.width), static_cast<double>(p / sp.regions.width)), ++n;
        QVERIFY(n > 0 && bench->view()->rect().contains(bench->view()->toWidget(sum / n).toPoint()));
      }
      window.grab().save("region_next_uncertain.png");
      next->trigger();
      QCOMPARE(std::make_pair(doc->current(), bench->view()->focusedRegion()),
               std::make_pair(std::get<1>(unlabelled[1]), std::get<2>(unlabelled[1])));
      bench->view()->regionFilled(bench->view()->focusedRegion());  // as a click with the fill tool
      const std::pair<int, int> filled{doc->current(), bench->view()->focusedRegion()};
      for (int k = 0; k < 5; ++k) {
        next->trigger();
        QVERIFY(std::make_pair(doc->current(), bench->view()->focusedRegion()) != filled);
        QVERIFY(std::make_pair(doc->current(), bench->view()->focusedRegion()) !=
                std::make_pair(std::get<1>(unlabelled[0]), std::get<2>(unlabelled[0])));
      }
      window.action("undo")->trigger();  // the fill: the scores below are the trained model's

      // Export Labels of All Images: each image's labels in the set's convention (value k
      // class k), never over the set's own masks.
      QCOMPARE(bench->exportAllLabels(dir.filePath("masks"), &error), -1);
      QVERIFY2(error.contains("choose another folder"), qPrintable(error));
      QVERIFY(QDir(dir.path()).mkpath("exported"));
      QCOMPARE(bench->exportAllLabels(dir.filePath("exported"), &error), 3);
      QVERIFY(isIndexedPngFile(dir.filePath("exported/photo2.png").toStdString()));  // as the set's masks
      const LabelImage exported = readDatasetMask(dir.filePath("exported/photo2.png").toStdString(), 4, 255);
      QVERIFY(exported.labels == paintRegions(doc->imageAt(2).scene->superpixels, doc->imageAt(2).prediction).labels);
      const LabelImage zero = readDatasetMask(dir.filePath("exported/photo0.png").toStdString(), 4, 255);
      for (size_t p = 0; p < zero.labels.size(); ++p)  // the scribbles over the prediction
        if (doc->imageAt(0).user.labels[p] != kUnlabelled) QCOMPARE(zero.labels[p], doc->imageAt(0).user.labels[p]);
      QCOMPARE(readMaskConvention(dir.filePath("exported/classes.txt").toStdString()).voidValue, 255);
      bench->showImage(2);
      QTest::keyClick(bench->view(), Qt::Key_Home);  // the whole image again
      QTest::qWait(100);
      window.grab().save("region_image_set.png");

      for (int i = 0; i < 3; ++i) scribbled.push_back(doc->imageAt(i).user.labels);
      QVERIFY(window.session()->saveTo(workbench, project));
    }
    {  // The project: the three images, their dataset masks, scribbles and the shown image.
      MainWindow window;
      QVERIFY(window.openPath(project));
      RegionDocument* doc = window.workbench<RegionWorkbench>()->panel()->document();
      QCOMPARE(doc->imageCount(), 3);
      QCOMPARE(doc->current(), 2);
      QCOMPARE(doc->palette()[0].name, palette[0].name + "s");
      QVERIFY(doc->maskConvention().dataset && doc->maskConvention().voidValue == 255);
      QCOMPARE(doc->imageAt(2).truth.labels[53], kUnlabelled);
      for (int i = 0; i < 3; ++i) QVERIFY(doc->imageAt(i).user.labels == scribbled[i]);
      QTRY_VERIFY_WITH_TIMEOUT(doc->model() && !doc->imageAt(2).prediction.empty(), 60000);
    }
    {  // The journal's records rebuild the same scribbles on the same images.
      MainWindow window;
      auto* workbench = window.workbench<RegionWorkbench>();
      RegionImageFiles files;
      for (int k = 0; k < 3; ++k) files.images << dir.filePath(QString("images/photo%1.png").arg(k));
      QString error;
      QVERIFY2(workbench->panel()->openImages(files, &error), qPrintable(error));
      workbench->panel()->setPalette(palette);  // the journal's base has the classes
      QVERIFY(!records.isEmpty() && records.first().contains("image"));
      for (const QJsonObject& r : records) QVERIFY2(workbench->replayEdit(r, &error), qPrintable(error));
      for (int i = 0; i < 3; ++i) QVERIFY(workbench->panel()->document()->imageAt(i).user.labels == scribbled[i]);
      QJsonObject wrong = records.first();
      wrong["image"] = 7;
      QVERIFY(!workbench->replayEdit(wrong, &error));
    }
    {  // A project of one image from before image sets: "image", "truth", "scribbles" on top.
      MainWindow window;
      auto* workbench = window.workbench<RegionWorkbench>();
      ProjectContext context;
      context.directory = QDir(dir.path());
      QJsonArray classes;
      for (const PaletteEntry& e : palette)
        classes.append(QJsonObject{{"name", QString::fromStdString(e.name)}, {"rgb", QJsonArray{e.red, e.green, e.blue}}});
      const QJsonObject old{{"image", context.reference(dir.filePath("images/photo1.png"))},
                            {"classes", classes},
                            {"scribbles", runLengthToJson(scribbled[1])},
                            {"modelKind", "amn"}};
      QString error;
      QVERIFY2(workbench->loadState(old, context, &error), qPrintable(error));
      QCOMPARE(workbench->panel()->document()->imageCount(), 1);
      QVERIFY(workbench->panel()->document()->imageAt(0).user.labels == scribbled[1]);
    }
  }

  // A folder of CamVid images with their masks, opened with no convention named (as the guide
  // says): recognised by the names, the masks read in CamVid's convention (value 0 is Sky, not
  // unlabelled; 11 void) with CamVid's classes, not the open sample's. The same masks under
  // other names are read in ours.
  void camVidFolderOpensInItsConvention() {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("images");
    QDir(dir.path()).mkpath("masks");
    std::vector<LabelImage> truths;
    const QStringList names{"0001TP_006690.png", "Seq05VD_f00030.png"};
    for (int k = 0; k < 2; ++k) {
      const TexturedShapes shapes =
          generateTexturedShapes({.width = 120, .height = 90, .seed = 40u + k});
      writeImage(dir.filePath("images/" + names[k]).toStdString(), shapes.image);
      LabelImage truth{120, 90, Labeling(120 * 90)};
      for (size_t p = 0; p < truth.labels.size(); ++p)
        truth.labels[p] = p < 120 ? kUnlabelled : int(p / 120) % 11;
      writeDatasetMask(dir.filePath("masks/" + names[k]).toStdString(), truth, 11);
      truths.push_back(truth);
    }
    MainWindow window;
    auto* workbench = showRegions(window);
    QVERIFY(workbench);
    RegionPanel* bench = workbench->panel();
    RegionDocument* doc = bench->document();
    RegionImageSetDialog dialog;
    fillImageSetDialog(dialog, dir.filePath("images"), dir.filePath("masks"), "");
    RegionImageFiles files;
    QString error;
    QVERIFY2(dialog.files(&files, &error), qPrintable(error));
    QCOMPARE(files.description, QString("camvid"));
    QVERIFY2(bench->openImages(files, &error), qPrintable(error));
    QCOMPARE(doc->classCount(), 11);
    QCOMPARE(doc->palette()[0].name, std::string("Sky"));
    QVERIFY(doc->maskConvention().dataset && doc->maskConvention().voidValue == 11);
    for (int k = 0; k < 2; ++k)
      QVERIFY(doc->imageAt(k).truth.labels == truths[static_cast<size_t>(k)].labels);

    for (int k = 0; k < 2; ++k)
      QVERIFY(QFile::rename(dir.filePath("images/" + names[k]),
                            dir.filePath(QString("images/photo%1.png").arg(k))) &&
              QFile::rename(dir.filePath("masks/" + names[k]),
                            dir.filePath(QString("masks/photo%1.png").arg(k))));
    QVERIFY2(dialog.files(&files, &error), qPrintable(error));
    QVERIFY(files.description.isEmpty() && !files.datasetMasks());
  }

  // A set whose masks come in one COCO file (as CVAT or Label Studio export them), chosen in
  // the Open Image Folder with Masks dialog: classes from its categories, each image's mask by
  // file name; scribbles on top; Export Labels as COCO File writes one file (never over the
  // set's own); the project reopens the set from the COCO file.
  void cocoSetOpensAndExports() {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("images");
    CocoMasks coco;
    std::vector<LabelImage> truths;
    for (int k = 0; k < 2; ++k) {
      const TexturedShapes shapes = generateTexturedShapes({.width = 240, .height = 180, .seed = 21u + k});
      const QString name = QString("photo%1.png").arg(k);
      writeImage(dir.filePath("images/" + name).toStdString(), shapes.image);
      if (k == 0)
        for (const PaletteEntry& e : shapes.palette) coco.classNames.push_back(e.name + " (coco)");
      coco.images.emplace_back("train/" + name.toStdString(), shapes.classes);
      truths.push_back(shapes.classes);
    }
    writeCoco(dir.filePath("labels.json").toStdString(), coco);
    const QString project = dir.filePath("coco.m3p");
    Labeling scribbles;
    {
      MainWindow window;
      auto* workbench = showRegions(window);
      QVERIFY(workbench);
      RegionPanel* bench = workbench->panel();
      RegionDocument* doc = bench->document();
      RegionImageSetDialog dialog;
      fillImageSetDialog(dialog, dir.filePath("images"), dir.filePath("images"), dir.filePath("labels.json"));
      RegionImageFiles files;
      QString error;
      QVERIFY(!dialog.files(&files, &error));  // a masks folder and a COCO file
      QVERIFY2(error.contains("leave the masks folder"), qPrintable(error));
      dialog.findChild<QLineEdit*>("maskFolder")->clear();
      QVERIFY2(dialog.files(&files, &error), qPrintable(error));
      QCOMPARE(files.masks, QStringList({dir.filePath("labels.json"), dir.filePath("labels.json")}));
      QVERIFY2(bench->openImages(files, &error), qPrintable(error));
      QCOMPARE(doc->imageCount(), 2);
      QCOMPARE(doc->palette()[1].name, coco.classNames[1]);
      QVERIFY(doc->maskConvention().dataset && doc->maskConvention().voidValue == -1);
      for (int k = 0; k < 2; ++k) QVERIFY(doc->imageAt(k).truth.labels == truths[static_cast<size_t>(k)].labels);

      QTRY_VERIFY_WITH_TIMEOUT(bench->sceneReady(), 60000);
      QVERIFY(fillPure(bench, {0, 1, 2}, 2) > 0);
      scribbles = doc->imageAt(doc->current()).user.labels;
      QCOMPARE(bench->exportCocoLabels(dir.filePath("labels.json"), &error), -1);
      QVERIFY2(error.contains("holds the open images' masks"), qPrintable(error));
      QCOMPARE(bench->exportCocoLabels(dir.filePath("out.json"), &error), 1);  // one image has labels
      const CocoMasks back = readCocoMasks(dir.filePath("out.json").toStdString());
      QCOMPARE(back.classNames, coco.classNames);
      QCOMPARE(back.images.size(), size_t(1));
      QCOMPARE(back.images[0].first, std::string("photo0.png"));
      QVERIFY(back.images[0].second.labels == scribbles);  // no prediction yet: the scribbles alone
      QVERIFY(window.session()->saveTo(workbench, project));
    }
    {
      MainWindow window;
      QVERIFY(window.openPath(project));
      RegionDocument* doc = window.workbench<RegionWorkbench>()->panel()->document();
      QCOMPARE(doc->imageCount(), 2);
      QCOMPARE(doc->palette()[1].name, coco.classNames[1]);
      QVERIFY(doc->imageAt(1).truth.labels == truths[1].labels);
      QVERIFY(doc->imageAt(0).user.labels == scribbles);
    }
  }

  // A folder of photos with a labelme file beside each (as the labelme tool leaves them),
  // opened with the masks folder set to the images': classes from the files' labels, each
  // image's mask from its <stem>.json; Export Labels as labelme Files writes a file per image
  // (never over the set's own) that reads back; the project reopens the set from the files.
  void labelmeSetOpensAndExports() {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("images");
    QDir(dir.path()).mkpath("out");
    std::vector<std::string> names;
    std::vector<LabelImage> truths;
    for (int k = 0; k < 2; ++k) {
      const TexturedShapes shapes = generateTexturedShapes({.width = 240, .height = 180, .seed = 31u + k});
      const QString image = dir.filePath(QString("images/photo%1.png").arg(k));
      writeImage(image.toStdString(), shapes.image);
      if (k == 0)
        for (const PaletteEntry& e : shapes.palette) names.push_back(e.name + " (labelme)");
      writeLabelme(dir.filePath(QString("images/photo%1.json").arg(k)).toStdString(), shapes.classes, names,
                   image.toStdString());
      truths.push_back(shapes.classes);
    }
    // A photo nobody annotated yet: labelme writes no file for it.
    writeImage(dir.filePath("images/photo2.png").toStdString(),
               generateTexturedShapes({.width = 240, .height = 180, .seed = 33u}).image);
    const QString project = dir.filePath("labelme.m3p");
    Labeling scribbles;
    {
      MainWindow window;
      auto* workbench = showRegions(window);
      QVERIFY(workbench);
      RegionPanel* bench = workbench->panel();
      RegionDocument* doc = bench->document();
      RegionImageSetDialog dialog;
      fillImageSetDialog(dialog, dir.filePath("images"), dir.filePath("images"), "");
      RegionImageFiles files;
      QString error;
      QVERIFY2(dialog.files(&files, &error), qPrintable(error));
      QCOMPARE(files.masks, QStringList({dir.filePath("images/photo0.json"), dir.filePath("images/photo1.json"), ""}));
      QVERIFY2(bench->openImages(files, &error), qPrintable(error));
      QCOMPARE(doc->imageCount(), 3);
      QVERIFY(doc->imageAt(2).truth.labels.empty());
      QCOMPARE(doc->palette().size(), names.size());
      QCOMPARE(doc->palette()[1].name, names[1]);
      for (int k = 0; k < 2; ++k) QVERIFY(doc->imageAt(k).truth.labels == truths[static_cast<size_t>(k)].labels);

      QTRY_VERIFY_WITH_TIMEOUT(bench->sceneReady(), 60000);
      QVERIFY(fillPure(bench, {0, 1, 2}, 2) > 0);
      scribbles = doc->imageAt(doc->current()).user.labels;
      QCOMPARE(bench->exportLabelmeLabels(dir.filePath("images"), &error), -1);
      QVERIFY2(error.contains("holds an open image's mask"), qPrintable(error));
      QCOMPARE(bench->exportLabelmeLabels(dir.filePath("out"), &error), 1);  // one image has labels
      const CocoMasks back = readLabelmeFiles({dir.filePath("out/photo0.json").toStdString()}, names);
      QCOMPARE(back.classNames, names);
      QCOMPARE(back.images[0].first, std::string("photo0.png"));
      // No prediction yet: the scribbles alone, pixel for pixel where they label one.
      long differ = 0, labelled = 0;
      for (size_t p = 0; p < scribbles.size(); ++p)
        if (scribbles[p] != kUnlabelled) ++labelled, differ += back.images[0].second.labels[p] != scribbles[p];
      QVERIFY(labelled > 0);
      QCOMPARE(differ, 0L);
      QVERIFY(window.session()->saveTo(workbench, project));
    }
    {
      MainWindow window;
      QVERIFY(window.openPath(project));
      RegionDocument* doc = window.workbench<RegionWorkbench>()->panel()->document();
      QCOMPARE(doc->imageCount(), 3);
      QCOMPARE(doc->palette()[1].name, names[1]);
      QVERIFY(doc->imageAt(1).truth.labels == truths[1].labels);
      QVERIFY(doc->imageAt(0).user.labels == scribbles);
    }
  }
};

QTEST_MAIN(TestRegionWorkbench)
#include "test_region_workbench.moc"
