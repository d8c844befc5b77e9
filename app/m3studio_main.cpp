// m3studio: the desktop application. Usage:
//   m3studio [FILE]                 open a letter.data file or project (*.m3s); default: the sample
//   m3studio --workbench terrain    start on the terrain workbench (built-in scanned street)
//   m3studio --workbench bonds      start on the protein bonds workbench (trypsin demo when installed)
//   m3studio --workbench scenes     start on the multi-label Scenes workbench (generated sample)
//   m3studio --workbench regions    start on the Image Regions workbench (generated sample)
//   m3studio --workbench segments   start on the Image Segmentation workbench (generated sample)
//   m3studio --screenshot PNG       (for reviews) save a picture of the window after start-up
//   m3studio --workbench terrain --frame-times   print the 3D view's frame times and quit
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>

#include "main_window.h"
#include "point_cloud_view.h"
#include "terrain_workbench.h"

#include <algorithm>
#include <cstdio>

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName("M3Studio");
  QApplication::setOrganizationName("M3Studio");
  QApplication::setApplicationVersion(M3STUDIO_VERSION);

  QTranslator qtTranslator, appTranslator;
  if (qtTranslator.load(QLocale(), "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    app.installTranslator(&qtTranslator);
  if (appTranslator.load(QLocale(), "m3studio", "_", ":/i18n")) app.installTranslator(&appTranslator);

  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("main", "Interactive max-margin Markov networks"));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument("file", QApplication::translate("main", "letter.data file or .m3s project"));
  QCommandLineOption sampleWords("sample-words", QApplication::translate("main", "Words in the built-in sample."),
                                 "n", "300");
  QCommandLineOption screenshot("screenshot", QApplication::translate("main", "Save a screenshot and quit."), "png");
  QCommandLineOption workbench("workbench", QApplication::translate("main", "handwriting, terrain, bonds, scenes, regions or segments."), "name",
                               "handwriting");
  QCommandLineOption terrainPoints("terrain-points",
                                   QApplication::translate("main", "Points in the built-in terrain sample."), "n",
                                   "200000");
  parser.addOption(sampleWords);
  parser.addOption(screenshot);
  parser.addOption(workbench);
  parser.addOption(terrainPoints);
  QCommandLineOption frameTimes("frame-times",
                                QApplication::translate("main", "Print the terrain view's frame times and quit."));
  parser.addOption(frameTimes);
  parser.process(app);

  m3::MainWindow window;
  window.show();
  const QStringList files = parser.positionalArguments();
  bool opened = !files.isEmpty() && window.openPath(files.first());
  // Labels autosaved by a session that did not end cleanly: offer them back.
  if (!opened && !parser.isSet(screenshot) && QFile::exists(m3::MainWindow::autosavePath())) {
    const QString when = QFileInfo(m3::MainWindow::autosavePath()).lastModified().toString();
    if (QMessageBox::question(&window, QApplication::translate("main", "Recover labels"),
                              QApplication::translate("main", "M3Studio did not close normally. Recover the "
                                                              "labels autosaved at %1?").arg(when)) ==
        QMessageBox::Yes)
      opened = window.recoverAutosave();
    else
      QFile::remove(m3::MainWindow::autosavePath());
  }
  if (!opened) window.openSample(std::clamp(parser.value(sampleWords).toInt(), 1, 100000));
  if (parser.value(workbench) == "terrain") {
    window.terrainWorkbench()->openSample(std::clamp(parser.value(terrainPoints).toInt(), 1000, 5000000));
    window.setWorkbench(m3::MainWindow::Workbench::Terrain);
  } else if (parser.value(workbench) == "bonds") {
    window.setWorkbench(m3::MainWindow::Workbench::Bonds);  // opens the trypsin demo when installed
  } else if (parser.value(workbench) == "scenes") {
    window.setWorkbench(m3::MainWindow::Workbench::Scenes);  // opens the generated sample
  } else if (parser.value(workbench) == "regions") {
    window.setWorkbench(m3::MainWindow::Workbench::Regions);  // opens the generated sample
  } else if (parser.value(workbench) == "segments") {
    window.setWorkbench(m3::MainWindow::Workbench::Segments);  // opens the generated sample
  }
  if (parser.isSet(frameTimes)) {
    // Review tool: median render time of the whole cloud and of the subsample drawn while
    // the camera moves (what "interactive" depends on), 7 frames each.
    // Measured once the background feature computation is done, so it does not compete.
    auto* poll = new QTimer(&window);
    poll->start(200);
    QObject::connect(poll, &QTimer::timeout, &window, [&, poll] {
      if (!window.terrainWorkbench()->graphReady()) return;
      poll->stop();
      m3::PointCloudView* view = window.terrainWorkbench()->view();
      for (bool coarse : {false, true}) {
        view->setCoarse(coarse);
        std::vector<double> ms;
        for (int k = 0; k < 7; ++k) {
          view->grabFramebuffer();  // renders a frame now
          ms.push_back(view->lastFrameMilliseconds());
        }
        std::sort(ms.begin(), ms.end());
        std::printf("%d points, %s: median frame %.1f ms\n", view->numPoints(),
                    coarse ? "while moving (subsample)" : "at rest (every point)", ms[3]);
      }
      QApplication::quit();
    });
  }
  if (parser.isSet(screenshot)) {
    QTimer::singleShot(parser.value(workbench) == "terrain" ? 3000 : 500, &window, [&] {
      window.grab().save(parser.value(screenshot));
      QApplication::quit();
    });
  }
  return app.exec();
}
