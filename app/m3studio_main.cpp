// m3studio: the desktop application. Usage:
//   m3studio [FILE...]              open a project (*.m3p, *.m3s, *.m3t) or data files; the
//                                   workbench is chosen from the files
//   m3studio --workbench ID         start on a workbench: handwriting, terrain, bonds, scenes,
//                                   regions, segmentation, graphs or sentences (each opens its sample)
//   m3studio --recover              recover the labels of a run that did not close, without asking
//   m3studio --screenshot PNG       (for reviews) save a picture of the window after start-up
//   m3studio --frame-times [--terrain-points N]   the 3D view's benchmark (frame_time_review.h)
#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string_view>
#include <thread>

#include "frame_time_review.h"
#include "handwriting_workbench.h"
#include "io/io_error.h"
#include "io/program_version.h"
#include "main_window.h"
#include "memory_release.h"
#include "parallel/parallel_blocks.h"
#include "terrain_workbench.h"

namespace {

QString tr(const char* text) { return QApplication::translate("main", text); }

}  // namespace

int main(int argc, char** argv) {
  m3::mapLargeBlocksApart();
  // The engine's threads: every core but one, so the window stays responsive while a model trains.
  m3::setDefaultThreadCount(std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1));
  // --help and --version print text only: no display needed for them (a terminal without X,
  // help2man), so the GUI application is made only when a window will open.
  const bool textOnly = std::any_of(argv + 1, argv + argc, [](const char* a) {
    const std::string_view arg(a);
    return arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" ||
           arg == "-v";
  });
  const std::unique_ptr<QCoreApplication> application =
      textOnly ? std::make_unique<QCoreApplication>(argc, argv)
               : std::make_unique<QApplication>(argc, argv);
  QCoreApplication& app = *application;
  QApplication::setApplicationName("M3Studio");
  QApplication::setOrganizationName("M3Studio");
  QApplication::setApplicationVersion(m3::programVersion());

  QTranslator qtTranslator, pluralsTranslator, appTranslator;
  // English plural forms ("1 protein", "2 proteins") under every language; a language's own
  // file, installed after it, is asked first.
  if (pluralsTranslator.load("m3studio_en", ":/i18n")) app.installTranslator(&pluralsTranslator);
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
                                     tr("handwriting, terrain, bonds, scenes, regions, segmentation, graphs or sentences."), "id");
  const QCommandLineOption terrainPoints("terrain-points", tr("Points in the built-in terrain sample."), "n", "200000");
  const QCommandLineOption frameTimes("frame-times", tr("Measure the terrain view's frame times on a generated street of --terrain-points points and quit."));
  const QCommandLineOption recover("recover", tr("Recover unsaved labels of a run that did not close, without asking."));
  for (const auto& option : {sampleWords, screenshot, workbench, terrainPoints, frameTimes, recover})
    parser.addOption(option);
  parser.process(app);
  if (parser.isSet(frameTimes)) return m3::runFrameTimeReview(parser.value(terrainPoints).toLong());

  m3::MainWindow window;
  window.show();
  const bool reviewing = parser.isSet(screenshot);
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
  // Files whose labels were just recovered are not read again: that would replace the
  // recovered labels (after asking), which is never what a restart with the same file means.
  const QStringList paths = parser.positionalArguments();
  m3::Workbench* holding = recovered.empty() ? nullptr : window.workbenchHolding(paths);
  if (holding) {
    start = holding;
  } else if (!paths.isEmpty() && window.openPaths(paths)) {
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
  if (parser.isSet(screenshot)) {
    QTimer::singleShot(id == "terrain" ? 3000 : 500, &window, [&] {
      // Through the engine's one writer, as every output (docs/reliability.md).
      QByteArray png;
      QBuffer buffer(&png);
      buffer.open(QIODevice::WriteOnly);
      window.grab().save(&buffer, "PNG");
      try {
        m3::writeFileAtomically(parser.value(screenshot).toStdString(), png.toStdString());
      } catch (const std::exception& e) {
        std::fprintf(stderr, "m3studio: %s\n", e.what());
      }
      QApplication::quit();
    });
  }
  return app.exec();
}
