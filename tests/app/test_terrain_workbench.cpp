// The terrain workbench as a user meets it: the built-in scanned street opens, the user
// paints a few strokes per class with the mouse (simulated events on the VTK view), trains,
// and the whole cloud is recoloured by the AMN's predictions, which mostly agree with the
// scene's ground truth; the baselines run on the same strokes; undo removes a stroke. A screenshot
// of the window is saved for review (terrain_workbench.png in the working directory).
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <numeric>
#include <set>

#include "class_list.h"
#include "edit_journal.h"
#include "io/point_cloud_io.h"
#include "main_window.h"
#include "metrics_view.h"
#include "point_cloud_view.h"
#include "point_colours.h"
#include "project_file.h"
#include "project_session.h"
#include "samples/terrain_scene.h"
#include "tasks/terrain/terrain_patches.h"
#include "tasks/terrain/terrain_tiles.h"
#include "terrain_panel.h"
#include "terrain_workbench.h"
#include "test_paths.h"
#include "tile_predictions.h"

using namespace m3;

namespace {

// A brush stroke of the view's current brush over up to `count` points of class `label`
// that project inside the view, spread over the cloud.
void paintClass(PointCloudView* view, const Labeling& truth, int label, int count) {
  std::vector<int> candidates;
  for (int i = 0; i < static_cast<int>(truth.size()); i += 97)
    if (truth[i] == label &&
        view->rect().adjusted(10, 10, -10, -10).contains(view->project(i).toPoint()))
      candidates.push_back(i);
  for (int k = 0; k < count && !candidates.empty(); ++k) {
    const int i = candidates[(k * candidates.size()) / count];
    const QPoint at = view->project(i).toPoint();
    QTest::mousePress(view, Qt::LeftButton, {}, at);
    QTest::mouseMove(view, at + QPoint(1, 0));
    QTest::mouseRelease(view, Qt::LeftButton, {}, at + QPoint(1, 0));
  }
}

double accuracy(const Labeling& truth, const Labeling& predicted) {
  long right = 0;
  for (size_t i = 0; i < truth.size(); ++i) right += truth[i] == predicted[i];
  return truth.empty() ? 0.0 : double(right) / double(truth.size());
}

}  // namespace

class TestTerrainWorkbench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void paintTrainRecolourUndo() {
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TerrainPanel* bench = window.workbench<TerrainWorkbench>()->panel();
    bench->openSample(30000, 3);
    window.setActiveWorkbench(window.workbench<TerrainWorkbench>());
    TerrainDocument* doc = bench->document();
    QCOMPARE(doc->pointCount() > 20000, true);
    QTRY_VERIFY_WITH_TIMEOUT(bench->graphReady(), 60000);

    // Paint: a few small strokes per class with the brush.
    PointCloudView* view = bench->view();
    view->setTool(PointCloudView::Tool::Paint);
    view->setBrushRadius(6);
    for (int k = 0; k < doc->labels().size(); ++k) {
      bench->setPaintLabel(k);
      paintClass(view, doc->truth(), k, 12);
    }
    const int painted = doc->labelledPointCount();
    QVERIFY2(painted > 100, qPrintable(QString::number(painted)));
    QVERIFY(doc->undoStack()->count() >= 4 * 6);
    // Painted points show their class colour in the view.
    const QImage before = view->grabFramebuffer();

    // Train (AMN) from the toolbar and wait for the recoloured cloud.
    QSignalSpy finished(bench->controller(), &TerrainController::finished);
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty(), 120000);
    const double amn = accuracy(doc->truth(), doc->predictions());
    QVERIFY2(amn > 0.8,
             qPrintable(QString("AMN accuracy %1 from %2 painted points").arg(amn).arg(painted)));
    QCOMPARE(int(doc->confidence().size()), doc->pointCount());
    QVERIFY(bench->metricsView()->confusion()->rowCount() == doc->labels().size());
    QVERIFY(window.action("exportModel")->isEnabled());
    // The view now shows predicted classes: far more class-coloured pixels than before.
    QTest::qWait(100);
    const QImage after = view->grabFramebuffer();
    auto classPixels = [&](const QImage& image) {
      int count = 0;
      for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
          const QColor c = image.pixelColor(x, y);
          count += std::abs(c.red() - c.green()) > 25 || std::abs(c.green() - c.blue()) > 25;
        }
      return count;
    };
    QVERIFY2(classPixels(after) > 3 * classPixels(before) + 100,
             qPrintable(QString("%1 vs %2").arg(classPixels(after)).arg(classPixels(before))));
    window.grab().save("terrain_workbench.png");
    bench->setColourMode(TerrainPanel::ColourMode::Uncertainty);
    window.grab().save("terrain_uncertainty.png");  // with the ramp's legend
    bench->setColourMode(TerrainPanel::ColourMode::LabelsAndPrediction);

    // Label Next: the unpainted 2 m patch (not a sparse one) whose points the model is least sure
    // of on average (tasks/terrain/terrain_patches.h, checked against brute force in
    // test_terrain_patches), brought to the middle of the view and ringed.
    {
      const TerrainPatches patches = terrainPatches(*doc->cloud(), kTerrainPatchMetres);
      const std::vector<double> margins =
          terrainPatchMargins(patches, doc->predictions(), doc->confidence());
      const int minimum = terrainPatchMinimumPoints(patches);
      int least = -1;
      for (int p = 0; p < patches.count(); ++p)
        if (!terrainPatchLabelled(patches, p, doc->userLabels()) &&
            patches.pointCount(p) >= minimum && std::isfinite(margins[p]) &&
            (least < 0 || margins[p] < margins[least]))
          least = p;
      QVERIFY(least >= 0);
      QVERIFY(!view->hasPlace());
      window.action("labelNext")->trigger();
      QVERIFY(view->hasPlace());
      QPointF centre;
      QVERIFY(view->projectPosition(patches.centres[least].transpose(), centre));
      QVERIFY2(std::abs(centre.x() - view->width() / 2.0) < 2 &&
                   std::abs(centre.y() - view->height() / 2.0) < 2,
               qPrintable(QString("patch at %1, %2 of %3 x %4")
                              .arg(centre.x())
                              .arg(centre.y())
                              .arg(view->width())
                              .arg(view->height())));
      QTest::qWait(100);
      window.grab().save("terrain_label_next.png");
      view->resetView();  // the strokes below aim at the framed cloud
    }

    // A stroke updates the predictions near it at once, without a training round: a wrong
    // class painted over ground pulls neighbouring predictions to it (incremental AMN).
    {
      QSignalSpy changedSpy(doc, &TerrainDocument::predictionsChanged);
      const Labeling before = doc->predictions();
      const int rounds = finished.count();
      bench->setPaintLabel(1);
      view->setBrushRadius(12);
      QTest::qWait(500);  // the incremental solver is built in the background
      paintClass(view, doc->truth(), 0, 3);
      QTRY_VERIFY_WITH_TIMEOUT(changedSpy.count() > 0, 20000);
      // Strokes painted while the solver was busy come in a later update: wait for the last.
      for (int seen = -1; seen != changedSpy.count();) {
        seen = changedSpy.count();
        QTest::qWait(300);
      }
      int changed = 0, toStroke = 0;
      for (int i = 0; i < doc->pointCount(); ++i)
        if (doc->predictions()[i] != before[i] && doc->userLabels()[i] == kUnlabelled)
          ++changed, toStroke += doc->predictions()[i] == 1;
      QVERIFY2(changed > 0 && toStroke * 2 > changed, qPrintable(QString("%1 %2").arg(changed).arg(toStroke)));
      QCOMPARE(finished.count(), rounds);
      for (int k = 0; k < 3; ++k) window.action("undo")->trigger();
    }

    // The baselines train on the same strokes and replace the predictions (how they compare
    // with the AMN is measured on real scans by `bench terrain`, not on this easy scene).
    for (GraphModelKind kind : {GraphModelKind::NodeSvm, GraphModelKind::VotedSvm}) {
      bench->setModelKind(kind);
      const int runs = finished.count();
      bench->train();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 120000);
      QCOMPARE(doc->model()->kind, kind);
      QVERIFY(accuracy(doc->truth(), doc->predictions()) > 0.7);
    }

    // Undo takes back the last stroke only.
    window.action("undo")->trigger();
    QVERIFY(doc->labelledPointCount() < painted);
    window.action("redo")->trigger();
    QCOMPARE(doc->labelledPointCount(), painted);

    // Export: painted labels where painted, predictions elsewhere, as class codes.
    QTemporaryDir dir;
    QString error;
    for (const char* name : {"labelled.ply", "labelled.las"}) {
      const QString path = dir.filePath(name);
      QVERIFY2(bench->exportLabels(path, &error), qPrintable(error));
      const PointCloud back = readPointCloud(path.toStdString());
      QCOMPARE(back.numPoints(), doc->pointCount());
      for (int i = 0; i < back.numPoints(); i += 101)
        QCOMPARE(back.classCodes[i], doc->userLabels()[i] != kUnlabelled ? doc->userLabels()[i]
                                                                         : doc->predictions()[i]);
    }
    // A bad file leaves the open cloud alone and says why.
    QVERIFY(!bench->openFile(dir.filePath("missing.ply"), &error));
    QVERIFY(error.contains("missing.ply"));
    QVERIFY(doc->pointCount() > 20000);

    // Colour modes cycle with C and every mode draws something; a mode the cloud has no data
    // for is skipped (the sample has intensities and file classes, but no colours).
    QVERIFY(doc->cloud()->colours.empty() && !doc->cloud()->intensity.empty());
    std::set<TerrainPanel::ColourMode> shown;
    for (int m = 0; m < TerrainPanel::kColourModes; ++m) {
      QTest::keyClick(bench, Qt::Key_C);
      shown.insert(bench->colourMode());
    }
    QCOMPARE(int(shown.size()), TerrainPanel::kColourModes - 1);
    QVERIFY(!shown.count(TerrainPanel::ColourMode::FileColours));
    QVERIFY(!bench->canShow(TerrainPanel::ColourMode::FileColours));
    // A LAS file is exported as LAS by default, as a copy with only the classification replaced.
    {
      TerrainSceneOptions small;
      small.targetPoints = 3000;
      PointCloud lasCloud = generateTerrainScene(small).cloud;
      lasCloud.classCodes.assign(static_cast<size_t>(lasCloud.numPoints()), 1);  // ASPRS "unclassified"
      const QString lasPath = dir.filePath("street.las");
      writePointCloud(lasPath.toStdString(), lasCloud);
      QVERIFY2(bench->openFile(lasPath, &error), qPrintable(error));
      QCOMPARE(window.workbench<TerrainWorkbench>()->labelsFileName(), QString("street-labelled.las"));
      const QString exported = dir.filePath("street-labelled.las");
      QVERIFY2(bench->exportLabels(exported, &error), qPrintable(error));
      QCOMPARE(QFileInfo(exported).size(), QFileInfo(lasPath).size());
      QCOMPARE(readPointCloud(exported.toStdString()).numPoints(), lasCloud.numPoints());
    }
  }

  void stopCancelsTrainingAskedForBeforeTheFeaturesAreReady() {
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* workbench = window.workbench<TerrainWorkbench>();
    TerrainPanel* bench = workbench->panel();
    window.setActiveWorkbench(workbench);
    bench->openSample(30000, 3);
    QVERIFY(!bench->graphReady());  // computed in the background: not before the event loop runs
    std::vector<int> points(1500);
    for (int label : {0, 1}) {  // two classes: a model of one is refused
      std::iota(points.begin(), points.end(), 1500 * label);
      bench->setPaintLabel(label);
      emit bench->view()->pointsSelected(points);
    }
    window.action("train")->trigger();
    QVERIFY2(workbench->isTraining() && window.action("stop")->isEnabled(), "a round waiting for features can be stopped");
    window.action("stop")->trigger();
    QVERIFY(!workbench->isTraining());
    QTRY_VERIFY_WITH_TIMEOUT(bench->graphReady(), 60000);
    QTest::qWait(1000);
    QVERIFY2(!workbench->isTraining() && bench->document()->predictions().empty(),
             "no round starts after Stop once the features are ready");
    window.action("train")->trigger();  // asked again, now it runs
    QTRY_VERIFY_WITH_TIMEOUT(!bench->document()->predictions().empty(), 120000);
  }

  void largeCloudsAreTrainedAndPredictedTileByTile() {
    // The limit lowered so that the 40,000-point sample is cut into 10 m tiles, as a cloud of
    // more than 2 million points is into 50 m ones.
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TerrainPanel* bench = window.workbench<TerrainWorkbench>()->panel();
    window.setActiveWorkbench(window.workbench<TerrainWorkbench>());
    const TerrainTileOptions tiles{10, 5};
    bench->setWholeGraphLimit(10000, tiles);
    bench->openSample(40000, 3);
    TerrainDocument* doc = bench->document();
    QTRY_VERIFY_WITH_TIMEOUT(bench->graphReady(), 60000);
    QVERIFY(!doc->graph() && doc->tiles());
    QVERIFY(doc->tiles()->grid().size() >= 4);

    // The tiles in view: after zooming in, not all of them, the tile at the centre among the first.
    PointCloudView* view = bench->view();
    view->zoom(3);
    const std::vector<int> inView = tilesInView(doc->tiles()->grid(), *view);
    QVERIFY(!inView.empty() && static_cast<int>(inView.size()) < doc->tiles()->grid().size());
    int central = -1;
    double best = 1e300;
    const QPointF middle(view->width() / 2.0, view->height() / 2.0);
    for (int i = 0; i < doc->pointCount(); i += 7) {
      const double d = QLineF(view->project(i), middle).length();
      if (d < best) best = d, central = i;
    }
    QVERIFY(best < 20);
    const auto firstFew = inView.begin() + std::min<long>(4, static_cast<long>(inView.size()));
    QVERIFY2(std::find(inView.begin(), firstFew, doc->tiles()->grid().tileOf(central)) != firstFew,
             "the tile under the view's centre is among the first predicted");

    view->resetView();
    view->setTool(PointCloudView::Tool::Paint);
    view->setBrushRadius(6);
    for (int k = 0; k < doc->labels().size(); ++k) {
      bench->setPaintLabel(k);
      paintClass(view, doc->truth(), k, 12);
    }
    // The painted tiles' graphs are built in the background before Train.
    QTRY_VERIFY_WITH_TIMEOUT(doc->tiles()->cachedBytes() > 0, 30000);
    QSignalSpy finished(bench->controller(), &TerrainController::finished);
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty(), 10000);
    // Every point predicted, exactly as the tiled prediction predicts with the round's model.
    QVERIFY(std::count(doc->predictions().begin(), doc->predictions().end(), kUnlabelled) == 0);
    QVERIFY(doc->predictions() == predictTerrainTiled(*doc->cloud(), *doc->model(), {}, tiles).labels);
    // ... which agrees with one solve of the whole cloud's graph, tile borders included.
    const Labeling whole = predictAmn(*doc->model(), buildTerrainGraph(*doc->cloud()));
    QVERIFY2(accuracy(whole, doc->predictions()) > 0.99, qPrintable(QString::number(accuracy(whole, doc->predictions()))));
    const double amn = accuracy(doc->truth(), doc->predictions());
    QVERIFY2(amn > 0.75, qPrintable(QString("AMN accuracy %1").arg(amn)));
    QVERIFY(bench->metricsView()->confusion()->rowCount() == doc->labels().size());
    // The painted tiles' graphs stay cached for the next round; the others were not kept.
    QVERIFY(doc->tiles()->cachedBytes() > 0);

    // A stroke updates the predictions near it without a round, on its tile's own solver:
    // the stroke's points take its class and pull unpainted neighbours along.
    // Wait for the unpainted points to change, not for any signal: a late repaint of the round's
    // tiles also says predictionsChanged, and a slow machine solves the stroke's tile later.
    QSignalSpy changedSpy(doc, &TerrainDocument::predictionsChanged);
    const Labeling before = doc->predictions();
    bench->setPaintLabel(1);
    view->setBrushRadius(12);
    paintClass(view, doc->truth(), 0, 3);
    int strokeChanged = 0, toStroke = 0;
    const auto countChanges = [&] {
      strokeChanged = toStroke = 0;
      for (int i = 0; i < doc->pointCount(); ++i)
        if (doc->predictions()[i] != before[i] && doc->userLabels()[i] == kUnlabelled)
          ++strokeChanged, toStroke += doc->predictions()[i] == 1;
      return strokeChanged;
    };
    QTRY_VERIFY_WITH_TIMEOUT(countChanges() > 0, 30000);
    for (int seen = -1; seen != changedSpy.count();) {  // strokes painted meanwhile come later
      seen = changedSpy.count();
      QTest::qWait(500);
    }
    countChanges();
    QVERIFY2(strokeChanged > 0 && toStroke * 2 > strokeChanged, qPrintable(QString("%1 %2").arg(strokeChanged).arg(toStroke)));
    QCOMPARE(finished.count(), 1);
  }

  void recoveredLabelsOfAFileAreNotReadOverAgain() {
    // A restart with the same file after a crash: the shell finds the recovered workbench
    // holding that file (m3studio then shows it instead of reading the file again).
    QDir(EditJournal::directory()).removeRecursively();
    QTemporaryDir dir;
    const QString path = dir.filePath("street.ply");
    TerrainSceneOptions options;
    options.targetPoints = 5000;
    writePointCloud(path.toStdString(), generateTerrainScene(options).cloud);
    std::vector<int> painted(300);
    std::iota(painted.begin(), painted.end(), 100);
    {
      MainWindow window;
      QVERIFY(window.openPaths({path}));
      TerrainPanel* bench = window.workbench<TerrainWorkbench>()->panel();
      bench->setPaintLabel(1);
      emit bench->view()->pointsSelected(painted);
      QCOMPARE(bench->document()->labelledPointCount(), 300);
    }  // "crash": gone without asking or saving
    MainWindow window;
    auto* terrain = window.workbench<TerrainWorkbench>();
    QCOMPARE(window.session()->recover(false), std::vector<Workbench*>{terrain});
    QCOMPARE(terrain->panel()->document()->labelledPointCount(), 300);
    QCOMPARE(window.workbenchHolding({path}), terrain);
    const QString here = QDir::currentPath();
    QDir::setCurrent(dir.path());
    QCOMPARE(window.workbenchHolding({"street.ply"}), terrain);  // as typed on a command line
    QDir::setCurrent(here);
    QCOMPARE(window.workbenchHolding({dir.filePath("other.ply")}), nullptr);
    QCOMPARE(window.workbenchHolding({}), nullptr);
    QVERIFY(window.session()->saveTo(terrain, dir.filePath("street.m3t")));
    QVERIFY(window.session()->closeAll());
  }

  void projectsKeepPaintAndMapping() {
    QTemporaryDir dir;
    const QString path = dir.filePath("street.m3t");
    Labeling painted;
    {
      MainWindow window;
      TerrainPanel* bench = window.workbench<TerrainWorkbench>()->panel();
      bench->openSample(5000, 4);
      window.setActiveWorkbench(window.workbench<TerrainWorkbench>());
      bench->document()->setUserLabels({1, 2, 30}, {0, 3, 1});
      bench->setModelKind(GraphModelKind::VotedSvm);
      QVERIFY(window.session()->saveTo(window.activeWorkbench(), path));
      painted = bench->document()->userLabels();
    }
    MainWindow window;
    QVERIFY(window.openPath(path));
    TerrainPanel* bench = window.workbench<TerrainWorkbench>()->panel();
    QCOMPARE(window.activeWorkbench(),
             static_cast<Workbench*>(window.workbench<TerrainWorkbench>()));
    QCOMPARE(bench->document()->userLabels(), painted);
    QCOMPARE(bench->document()->labelledPointCount(), 3);
    QCOMPARE(bench->document()->labels().names[3], std::string("shrub"));
    // The mapping lives in the project: rename a class there and it shows up renamed.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    text.replace("\"shrub\"", "\"bush\"");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) > 0);
    file.close();
    QString error;
    auto reopen = [&] {
      try {
        const ProjectFile project = readProjectFile(path);
        ProjectContext context;
        context.directory = QDir(dir.path());
        return bench->loadProjectState(project.state, context, &error);
      } catch (const std::exception& e) {
        error = QString::fromUtf8(e.what());
        return false;
      }
    };
    QVERIFY2(reopen(), qPrintable(error));
    QCOMPARE(bench->document()->labels().names[3], std::string("bush"));
    QCOMPARE(bench->document()->userLabels(), painted);
    // Damaged projects are refused with the reason.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
            file.write("{\"format\": \"x\"}") > 0);
    file.close();
    QVERIFY(!reopen());
    QVERIFY2(error.contains("not an M3Studio project"), qPrintable(error));
  }

  void classColoursFollowClassNames() {
    // The sample's order keeps its colours; Oakland's classes get the colour of what they are.
    const ClassPalette sample = classPalette({"ground", "building", "tree", "shrub"});
    for (int k = 0; k < 4; ++k) QCOMPARE(sample[static_cast<size_t>(k)], classColour(k));
    const ClassPalette oakland = classPalette({"vegetation", "wire", "pole", "ground", "facade"});
    QCOMPARE(oakland[0], classColour(2));  // vegetation: the tree green, not the ground brown
    QCOMPARE(oakland[3], classColour(0));  // ground: brown
    QCOMPARE(oakland[4], classColour(1));  // facade: the building red
    QVERIFY(oakland[1] != oakland[2]);
    // Low vegetation is a shrub; unknown names take unclaimed colours, all distinct.
    const ClassPalette other =
        classPalette({"Low Vegetation", "High Vegetation", "thing", "other thing"});
    QCOMPARE(other[0], classColour(3));
    QCOMPARE(other[1], classColour(2));
    QCOMPARE(QSet<QRgb>({other[0].rgb(), other[1].rgb(), other[2].rgb(), other[3].rgb()}).size(),
             4);
    QCOMPARE(classColour(kUnlabelled, oakland), classColour(kUnlabelled));
    // SemanticKITTI's 19 classes: 19 colours, no two alike.
    const ClassPalette kitti = classPalette(semanticKittiMapping().labelNames);
    QSet<QRgb> distinct;
    for (const QColor& c : kitti) distinct.insert(c.rgb());
    QCOMPARE(distinct.size(), 19);
  }

  void numbersAsTheLocaleWritesThem() {
    // German writes 0,857 and 1.500: the metrics dock and the status bar follow the locale.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    MetricsView metrics;
    ClassificationMetrics m(2);
    m.confusion << 1500, 500, 250, 750;
    metrics.showMetrics(LabelSet{{"ground", "building"}}, m, "AMN");
    TerrainWorkbench bench;
    bench.panel()->openSample(30000, 3);
    const QString status = bench.statusText();
    const QString points = QLocale().toString(bench.panel()->document()->pointCount());
    QLocale::setDefault(before);
    QCOMPARE(metrics.scores()->item(0, 0)->text(), QString("0,857"));  // 1500 / 1750
    QCOMPARE(metrics.scores()->item(1, 2)->text(), QString("0,667"));  // F1 of precision 0.6, recall 0.75
    QCOMPARE(metrics.confusion()->item(0, 0)->text(), QString("1.500"));
    QStringList texts;
    for (QLabel* label : metrics.findChildren<QLabel*>()) texts << label->text();
    QVERIFY2(texts.join('\n').contains("accuracy 0,7500"), qPrintable(texts.join('\n')));
    QVERIFY2(points.contains('.') && status.contains("Points: " + points), qPrintable(status));
  }

  void opensRealOaklandScans() {
    const QString path =
        QString(M3_SHARED_DATA_DIR) + "/oakland3d/oakland_part2_ac.xyz_label_conf.gz";
    if (!QFile::exists(path)) QSKIP("../shared/data/oakland3d is not present");
    MainWindow window;
    TerrainPanel* bench = window.workbench<TerrainWorkbench>()->panel();
    QString error;
    QVERIFY2(bench->openFile(path, &error), qPrintable(error));
    QCOMPARE(bench->document()->pointCount(), 100000);
    QCOMPARE(bench->document()->labels().size(), 5);  // Munoz et al.'s five classes
    QCOMPARE(int(bench->document()->truth().size()), 100000);
    QTRY_VERIFY_WITH_TIMEOUT(bench->graphReady(), 60000);
    // The legend follows the classes' names.
    const ClassPalette palette = classPalette(bench->document()->labels().names);
    for (int k = 0; k < 5; ++k)
      QCOMPARE(
          bench->classList()->topLevelItem(k)->icon(1).pixmap(14, 14).toImage().pixelColor(7, 7),
          palette[static_cast<size_t>(k)]);
  }
};

QTEST_MAIN(TestTerrainWorkbench)
#include "test_terrain_workbench.moc"
