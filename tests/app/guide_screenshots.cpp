// The user guide's generated parts (docs/guide): a picture of every workbench as a new user
// first sees it (the main window at its default size on the built-in sample), the handwriting
// workbench after labelling and training, and the keys tables, all taken from the real window
// so that they cannot go stale. tests/tools/update_guide.py copies them into docs/guide
// (`cmake --build build/release --target update_guide`) or checks the guide against them (the
// guide_screenshots test).
//
// usage: guide_screenshots OUTDIR      writes OUTDIR/<id>.png, OUTDIR/<id>-keys.md,
//                                       OUTDIR/handwriting-trained.png and OUTDIR/shell-keys.md
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>
#include <QThread>
#include <QTranslator>
#include <cstdio>

#include "handwriting_workbench.h"
#include "main_window.h"

using namespace m3;

namespace {

// Spins the event loop for `ms` milliseconds (painting, queued results of worker threads).
void settle(int ms) {
  QElapsedTimer timer;
  timer.start();
  while (timer.elapsed() < ms) {
    QApplication::processEvents(QEventLoop::AllEvents, 50);
    QThread::msleep(20);
  }
}

// Waits until the workbench's status text has not changed for a second and a half: samples
// that compute features or layouts in the background are then drawn (at most `limitMs`).
void waitUntilSettled(Workbench* bench, int limitMs) {
  QElapsedTimer total, quiet;
  total.start();
  quiet.start();
  QString last = bench->statusText();
  while (total.elapsed() < limitMs && (quiet.elapsed() < 1500 || bench->isTraining())) {
    settle(100);
    if (bench->statusText() != last) {
      last = bench->statusText();
      quiet.restart();
    }
  }
}

bool save(MainWindow& window, const QString& path) {
  settle(300);
  if (window.grab().save(path)) return true;
  std::fprintf(stderr, "guide_screenshots: cannot write %s\n", qPrintable(path));
  return false;
}

QString escapeCell(QString text) { return text.replace('|', "\\|"); }

bool writeTable(const QString& path, const QList<QPair<QString, QString>>& rows) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  QTextStream out(&file);
  out << "| Keys | What they do |\n|---|---|\n";
  for (const auto& [keys, what] : rows) out << "| " << escapeCell(keys) << " | " << escapeCell(what) << " |\n";
  return true;
}

// The handwriting sample's first 40 words labelled with their letters, then trained: the
// picture shows predictions beside the labels, the training curves and the status.
bool trainedHandwriting(const QString& outDir) {
  MainWindow window;
  auto* bench = window.workbench<HandwritingWorkbench>();
  window.show();  // first, as the application does: messages of the opening go to the status bar
  window.setActiveWorkbench(bench);
  HandwritingDocument* doc = bench->document();
  for (int w = 0; w < 40; ++w) doc->setUserLabels(w, doc->dataset()->words[w].letters);
  window.action("train")->trigger();
  waitUntilSettled(bench, 180000);
  return save(window, outDir + "/handwriting-trained.png");
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QTranslator plurals;  // English plural forms, as m3studio installs them
  if (plurals.load("m3studio_en", ":/i18n")) app.installTranslator(&plurals);
  if (argc != 2) {
    std::fprintf(stderr, "usage: guide_screenshots OUTDIR\n");
    return 2;
  }
  // Settings of its own, cleared: the window opens at its default size, as for a new user.
  QApplication::setOrganizationName("M3StudioGuide");
  QStandardPaths::setTestModeEnabled(true);
  QSettings().clear();
  const QString outDir = QString::fromLocal8Bit(argv[1]);
  if (!QDir().mkpath(outDir)) {
    std::fprintf(stderr, "guide_screenshots: cannot create %s\n", argv[1]);
    return 1;
  }

  QStringList ids;
  {
    MainWindow window;
    for (Workbench* bench : window.workbenches()) ids << bench->id();
    if (!writeTable(outDir + "/shell-keys.md", window.shellKeys())) return 1;
  }
  for (const QString& id : ids) {
    MainWindow window;  // a fresh window per workbench: each opens on its own sample
    Workbench* bench = window.workbench(id);
    window.show();
    window.setActiveWorkbench(bench);
    waitUntilSettled(bench, 60000);
    if (!save(window, outDir + "/" + id + ".png")) return 1;
    if (!writeTable(outDir + "/" + id + "-keys.md", bench->keys())) return 1;
    std::printf("%s: %s\n", qPrintable(id), qPrintable(bench->statusText()));
  }
  if (!trainedHandwriting(outDir)) return 1;
  std::printf("handwriting after training: done\n");
  return 0;
}
