// Work off the GUI thread. Long loads (app/shell/long_load.h): the result or the work's
// exception comes back to the caller; a progress dialog with Cancel shows after half a second;
// Cancel returns at once; input meant for the window is dropped while the load runs. Background
// scenes (app/workbenches/background_scenes.h): one build at a time, a failed image reported
// once and not built again, a result for replaced images dropped.
#include <QAction>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QShortcutEvent>
#include <QTimer>
#include <QtTest>
#include <atomic>
#include <chrono>
#include <map>
#include <stdexcept>
#include <thread>

#include "background_scenes.h"
#include "long_load.h"

using namespace m3;
using namespace std::chrono_literals;

namespace {

// The document BackgroundScenes reads the data generation of.
struct OpenImages : LabelDocument {
  void replace() { ++dataGeneration_; }
};

QProgressDialog* visibleProgressDialog(QWidget* window) {
  for (QProgressDialog* d : window->findChildren<QProgressDialog*>())
    if (d->isVisible()) return d;
  return nullptr;
}

}  // namespace

class TestLongLoad : public QObject {
  Q_OBJECT
 private slots:
  // Image 1's build throws: it is reported once and not tried again while the same images are
  // open (a panel that asked again at once would build it forever), and the others are built.
  // Once other images open it may be built again; a result for images replaced while it was
  // being built is dropped.
  void backgroundScenesReportAFailedImageOnce() {
    QObject context;
    OpenImages open;
    int images = 3, starts = 0;
    std::map<int, int> scenes;
    std::vector<std::pair<int, QString>> failures;
    BackgroundScenes<int>* queue = nullptr;
    const auto next = [&] {
      for (int i = 0; i < images; ++i)
        if (!scenes.count(i) && queue->mayBuild(i)) {
          ++starts;
          return queue->start(i, [i] {
            if (i == 1) throw std::runtime_error("too small");
            return 10 * i;
          });
        }
    };
    BackgroundScenes<int> background(
        open, &context,
        {.built = [&](int i, std::shared_ptr<const int> scene) { scenes[i] = *scene; },
         .failed = [&](int i, const QString& why) { failures.emplace_back(i, why); },
         .next = next});
    queue = &background;
    next();
    QTRY_VERIFY(!background.isRunning() && scenes.size() == 2);
    QCOMPARE(scenes, (std::map<int, int>{{0, 0}, {2, 20}}));
    QCOMPARE(failures, (std::vector<std::pair<int, QString>>{{1, "too small"}}));
    QCOMPARE(starts, 3);
    QVERIFY(!background.mayBuild(1) && background.mayBuild(0));
    QCOMPARE(background.failedCount(), 1);

    images = 0;  // nothing more to build after the next one
    scenes.clear();
    background.start(0, [] {
      std::this_thread::sleep_for(50ms);
      return 5;
    });
    open.replace();  // other images open while it runs
    QVERIFY(background.mayBuild(1));
    QCOMPARE(background.failedCount(), 0);
    QTRY_VERIFY(!background.isRunning());
    QTest::qWait(10);
    QVERIFY(scenes.empty());
  }

  void returnsTheResultAndRethrows() {
    QWidget window;
    window.show();
    QCOMPARE(loadInBackground(&window, "quick", [] { return 42; }), 42);
    // The reader's own exception, message and all (it names the file).
    try {
      loadInBackground(&window, "failing",
                       []() -> int { throw std::invalid_argument("file.ply: truncated"); });
      QFAIL("no exception");
    } catch (const std::invalid_argument& e) {
      QCOMPARE(QString(e.what()), QString("file.ply: truncated"));
    }
    QVERIFY(!visibleProgressDialog(&window));  // quick loads show no dialog
  }

  void slowLoadShowsProgressAndDropsInput() {
    QWidget window;
    auto* edit = new QLineEdit(&window);
    window.show();
    edit->setFocus();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bool dialogSeen = false;
    // While the load runs: type into the window (dropped), then look for the dialog.
    int triggered = 0;
    auto* action = new QAction(&window);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    window.addAction(action);
    connect(action, &QAction::triggered, &window, [&] { ++triggered; });
    // What the shortcut map sends an action when its keys are pressed (Train, Save, Quit …).
    const auto pressShortcut = [action] {
      QShortcutEvent event(action->shortcut(), 0);
      QCoreApplication::sendEvent(action, &event);
    };
    QTimer::singleShot(100, edit, [edit, pressShortcut] {
      QTest::keyClicks(edit, "lost");
      pressShortcut();
    });
    QTimer::singleShot(150, &window, [&window] { window.close(); });  // the window stays
    QTimer::singleShot(1200, &window,
                       [&] { dialogSeen = visibleProgressDialog(&window) != nullptr; });
    const int result = loadInBackground(&window, "slow", [] {
      std::this_thread::sleep_for(1600ms);
      return 7;
    });
    QCOMPARE(result, 7);
    QVERIFY(dialogSeen);
    QCOMPARE(edit->text(), QString());
    QCOMPARE(triggered, 0);
    QVERIFY(window.isVisible());
    QTest::keyClicks(edit, "kept");  // input flows again afterwards
    QCOMPARE(edit->text(), QString("kept"));
    pressShortcut();
    QCOMPARE(triggered, 1);
  }

  void cancelReturnsAtOnce() {
    QWidget window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto release = std::make_shared<std::atomic<bool>>(false);
    QElapsedTimer timer;
    timer.start();
    std::function<void()> clickCancel = [&] {
      QProgressDialog* dialog = visibleProgressDialog(&window);
      if (!dialog) {
        QTimer::singleShot(50, &window, clickCancel);
        return;
      }
      QPushButton* cancel = dialog->findChild<QPushButton*>();
      QVERIFY(cancel);
      QTest::mouseClick(cancel, Qt::LeftButton);
    };
    QTimer::singleShot(600, &window, clickCancel);
    QVERIFY_THROWS_EXCEPTION(LoadCancelled, loadInBackground(&window, "endless", [release] {
                               while (!*release) std::this_thread::sleep_for(10ms);
                               return 0;
                             }));
    QVERIFY2(timer.elapsed() < 20000, "Cancel did not return");
    *release = true;  // the abandoned read ends in the background
  }
};

QTEST_MAIN(TestLongLoad)
#include "test_long_load.moc"
