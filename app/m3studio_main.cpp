// m3studio: the desktop application. Usage:
//   m3studio [FILE...]              open a project (*.m3p, *.m3s, *.m3t) or data files; the
//                                   workbench is chosen from the files
//   m3studio --workbench ID         start on a workbench: handwriting, terrain, bonds, scenes,
//                                   regions or segmentation (each opens its sample)
//   m3studio --recover              recover the labels of a run that did not close, without asking
//   m3studio --screenshot PNG       (for reviews) save a picture of the window after start-up
//   m3studio --workbench terrain --frame-times   print the 3D view's frame times and quit
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>

#include "handwriting_workbench.h"
#include "main_window.h"
#include "point_cloud_view.h"
#include "terrain_workbench.h"

namespace {

QString tr(const char* text) { return QApplication::translate("main", text); }

// Review tool: median render time of the whole cloud and of the subsample drawn while the
// camera moves (what "interactive" depends on), 7 frames each, once the background feature
// computation is done so that it does not compete.
void printFrameTimes(m3::MainWindow& window, m3::TerrainPanel* terrain) {
  auto* poll = new QTimer(&window);
  poll->start(200);
  QObject::connect(poll, &QTimer::timeout, &window, [terrain, poll] {
    if (!terrain->graphReady()) return;
    poll->stop();
    m3::PointCloudView* view = terrain->view();
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

}  // namespace

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
  parser.setApplicationDescription(tr("Interactive max-margin Markov networks"));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument("files", tr("A project or data files to open."), "[files...]");
  const QCommandLineOption sampleWords("sample-words", tr("Words in the built-in handwriting sample."), "n", "300");
  const QCommandLineOption screenshot("screenshot", tr("Save a screenshot and quit."), "png");
  const QCommandLineOption workbench("workbench",
                                     tr("handwriting, terrain, bonds, scenes, regions or segmentation."), "id");
  const QCommandLineOption terrainPoints("terrain-points", tr("Points in the built-in terrain sample."), "n", "200000");
  const QCommandLineOption frameTimes("frame-times", tr("Print the terrain view's frame times and quit."));
  const QCommandLineOption recover("recover", tr("Recover unsaved labels of a run that did not close, without asking."));
  for (const auto& option : {sampleWords, screenshot, workbench, terrainPoints, frameTimes, recover})
    parser.addOption(option);
  parser.process(app);

  m3::MainWindow window;
  window.show();
  const bool reviewing = parser.isSet(screenshot) || parser.isSet(frameTimes);
  // Labels journalled by a run that did not close cleanly: offer them back first.
  const std::vector<m3::Workbench*> recovered =
      reviewing ? std::vector<m3::Workbench*>{} : window.session()->recover(!parser.isSet(recover));
  QString id = parser.value(workbench);
  if (id == "segments") id = "segmentation";  // the name before version 0.4
  m3::Workbench* start = window.workbench(id.isEmpty() ? "handwriting" : id);
  if (!start) {
    std::fprintf(stderr, "m3studio: unknown workbench '%s'\n", qPrintable(id));
    return 2;
  }
  if (!parser.positionalArguments().isEmpty() && window.openPaths(parser.positionalArguments())) {
    start = window.activeWorkbench();
  } else if (!recovered.empty() && id.isEmpty()) {
    start = recovered.front();
  } else if (!start->hasData()) {
    if (auto* handwriting = qobject_cast<m3::HandwritingWorkbench*>(start))
      handwriting->openSample(std::clamp(parser.value(sampleWords).toInt(), 1, 100000));
    if (auto* terrain = qobject_cast<m3::TerrainWorkbench*>(start))
      terrain->panel()->openSample(std::clamp(parser.value(terrainPoints).toInt(), 1000, 5000000));
  }
  window.setActiveWorkbench(start);
  if (parser.isSet(frameTimes)) {
    auto* terrain = window.workbench<m3::TerrainWorkbench>();
    window.setActiveWorkbench(terrain);
    printFrameTimes(window, terrain->panel());
  }
  if (parser.isSet(screenshot)) {
    QTimer::singleShot(id == "terrain" ? 3000 : 500, &window, [&] {
      window.grab().save(parser.value(screenshot));
      QApplication::quit();
    });
  }
  return app.exec();
}
