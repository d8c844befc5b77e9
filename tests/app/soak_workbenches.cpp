// Soak test: the real main window, every workbench in turn, driven for a given time with
// random input events (clicks, drags, class and letter keys) on its view, undo / redo,
// Train / Stop / Live toggles, and project save + reopen. What must hold (docs/reliability.md):
//  - no crash, and no deadlock (a watchdog thread aborts when the event loop stalls 120 s);
//  - every label edit is kept: the labels a bench shows equal its base state with every edit it
//    reported (labelsEdited, what the crash-recovery journal records) replayed into a fresh
//    instance, and a saved and reopened project shows the same labels;
//  - resident memory flat after two rounds over the benches (growth per hour reported; judged
//    on runs of 10 minutes or more).
//   soak_workbenches [--minutes M] [--seed S] [--slot-seconds T] [--workbenches id,id]
//   (resources/soak.sh: 30 minutes of all of them)
// The benches take turns of T seconds (15 by default), round after round, until M minutes.
#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <malloc.h>

#include <atomic>
#include <cstdio>
#include <map>
#include <random>
#include <thread>

#include "main_window.h"
#include "memory_release.h"
#include "workbench_list.h"

using namespace m3;

namespace {

double residentMiB() {
  QFile status("/proc/self/status");
  if (!status.open(QIODevice::ReadOnly)) return 0;
  for (const QByteArray& line : status.readAll().split('\n'))
    if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
  return 0;
}

// Bytes malloc has handed out and not had back (arenas plus blocks mapped apart): growth here
// is something kept. Free memory the arenas hold is the other part of the heap: growth there,
// with the memory in use flat, is fragmentation.
double heapInUseMiB() {
  const struct mallinfo2 m = mallinfo2();
  return double(m.uordblks + m.hblkhd) / (1024.0 * 1024.0);
}
double heapHeldFreeMiB() { return double(mallinfo2().fordblks) / (1024.0 * 1024.0); }

// A bench's state without what a replay cannot reproduce or need not: the model and the view.
QByteArray labelsOf(Workbench* bench) {
  ProjectContext context;
  context.forJournal = true;
  QJsonObject state = bench->saveState(context);
  state.remove("model");
  state.remove("view");
  return QJsonDocument(state).toJson(QJsonDocument::Compact);
}

struct Counts {
  long events = 0, edits = 0, undos = 0, redos = 0, trains = 0, stops = 0, lives = 0, reloads = 0, checks = 0;
};

class Soak {
 public:
  Soak(unsigned seed, QString folder) : rng_(seed), folder_(std::move(folder)) {
    for (Workbench* bench : window_.workbenches()) {
      QObject::connect(bench, &Workbench::labelsEdited, [this, bench](const QJsonObject& edit) {
        shadow_[bench].edits << edit;
        ++counts_[bench->id()].edits;
      });
      QObject::connect(bench, &Workbench::dataReplaced, [this, bench] { rebase(bench); });
      QObject::connect(bench, &Workbench::baseChanged, [this, bench] { rebase(bench); });
    }
    for (Workbench* bench : createWorkbenches(&verifiers_)) verifier_[bench->id()] = bench;
    window_.resize(1280, 800);
    window_.show();
  }

  // Drives each bench for its share of `seconds`; false when an invariant failed.
  // Rounds over every bench, `slot` seconds each, until `seconds` have passed (at least one
  // round). Memory is read after each round: after the first two (every bench has opened its
  // data, caches are filled) it should stay flat.
  bool run(double seconds, double slot, const QStringList& only) {
    QElapsedTimer total;
    total.start();
    do {
      for (Workbench* bench : window_.workbenches()) {
        if (!only.isEmpty() && !only.contains(bench->id())) continue;
        window_.setActiveWorkbench(bench);
        QTest::qWait(200);
        rebase(bench);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < slot * 1000) {
          step(bench);
          QTest::qWait(std::uniform_int_distribution<int>(5, 60)(rng_));
        }
        if (!settle(bench) || !check(bench)) return false;
      }
      if (++rounds_ == 2) memoryStart_ = {total.elapsed() / 1000.0, residentMiB()};
      if (rounds_ > 2) memoryEnd_ = {total.elapsed() / 1000.0, residentMiB()};
      int undoSteps = 0;  // what undo keeps is memory in use too
      for (Workbench* bench : window_.workbenches()) undoSteps += bench->undoStack()->count();
      std::printf("round %d at %.1f min: resident %.0f MiB, heap in use %.0f MiB (free held %.0f MiB), %d undo steps\n",
                  rounds_, total.elapsed() / 60000.0, residentMiB(), heapInUseMiB(), heapHeldFreeMiB(), undoSteps);
      std::fflush(stdout);
    } while (total.elapsed() < seconds * 1000);
    return true;
  }

  void report(double seconds) const {
    std::printf("%-13s %7s %6s %5s %5s %6s %5s %5s %7s %6s\n", "workbench", "events", "edits", "undo", "redo",
                "train", "stop", "live", "reopen", "checks");
    Counts total;
    for (const auto& [id, c] : counts_) {
      std::printf("%-13s %7ld %6ld %5ld %5ld %6ld %5ld %5ld %7ld %6ld\n", qPrintable(id), c.events, c.edits, c.undos,
                  c.redos, c.trains, c.stops, c.lives, c.reloads, c.checks);
      total.edits += c.edits;
    }
    std::printf("ran %.1f min, %d rounds over the workbenches, %ld edits kept", seconds / 60, rounds_, total.edits);
    if (memoryEnd_.first > 0)
      std::printf("; resident memory %.0f MiB after two rounds, %.0f MiB at the end (%+.0f MiB per hour%s)",
                  memoryStart_.second, memoryEnd_.second, memoryGrowthPerHour(),
                  seconds < 600 ? "; not judged on runs shorter than 10 min" : "");
    std::printf("\n");
  }

  double memoryGrowthPerHour() const {
    const double hours = (memoryEnd_.first - memoryStart_.first) / 3600.0;
    return memoryEnd_.first > 0 && hours > 0 ? (memoryEnd_.second - memoryStart_.second) / hours : 0;
  }

 private:
  struct Shadow {
    QJsonObject base;
    QList<QJsonObject> edits;
  };

  void rebase(Workbench* bench) {
    ProjectContext context;
    context.forJournal = true;
    shadow_[bench] = {bench->saveState(context), {}};
  }

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  // One random thing a person might do.
  void step(Workbench* bench) {
    Counts& c = counts_[bench->id()];
    const int what = pick(100);
    QUndoStack* undo = bench->undoStack();
    if (what < 60) {
      input();
      ++c.events;
    } else if (what < 72) {
      if (undo && undo->canUndo()) undo->undo(), ++c.undos;
    } else if (what < 80) {
      if (undo && undo->canRedo()) undo->redo(), ++c.redos;
    } else if (what < 88) {
      window_.action("train")->trigger();
      ++c.trains;
    } else if (what < 94) {
      window_.action("stop")->trigger();
      ++c.stops;
    } else if (what < 98) {
      window_.action("live")->trigger();
      ++c.lives;
    } else {
      reopen(bench);
      ++c.reloads;
    }
  }

  // A click, a drag or a key on a random spot of the window: the bench's views, panels and
  // docks, but not the shell's menu bar and toolbar (Open, Quit: not what is soaked here).
  void input() {
    QWidget* root = &window_;
    const QPoint at(pick(root->width()), pick(root->height()));
    QWidget* target = root->childAt(at);
    for (QWidget* w = target; w; w = w->parentWidget())
      if ((qobject_cast<QMenuBar*>(w) || qobject_cast<QToolBar*>(w)) && w->parentWidget() == root) return;
    if (!target) return;
    const QPoint local = target->mapFrom(root, at);
    static const char kKeys[] = "abcdefghijklmnopqrstuvwxyz123456789";
    switch (pick(4)) {
      case 0:
        QTest::mouseClick(target, Qt::LeftButton, {}, local);
        break;
      case 1: {
        // Dragging selected text starts a real drag and drop, whose nested event loop waits for
        // a mouse release from the X server that synthesized events never send.
        if (startsTextDrag(target)) break;
        QTest::mousePress(target, Qt::LeftButton, {}, local);
        QPoint p = local;
        for (int k = 0; k < 6; ++k) {
          p += QPoint(pick(41) - 20, pick(41) - 20);
          QTest::mouseMove(target, p, 5);
        }
        QTest::mouseRelease(target, Qt::LeftButton, {}, p);
        break;
      }
      default: {
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : target;
        QTest::keyClick(focus, kKeys[pick(sizeof kKeys - 1)]);
      }
    }
  }

  static bool startsTextDrag(QWidget* w) {
    if (auto* label = qobject_cast<QLabel*>(w)) return label->textInteractionFlags() & Qt::TextSelectableByMouse;
    for (; w; w = w->parentWidget())
      if (qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QTextEdit*>(w) ||
          qobject_cast<QPlainTextEdit*>(w))
        return true;
    return false;
  }

  // Save the project and open it again: the labels must come back as they were.
  void reopen(Workbench* bench) {
    if (!bench->hasData()) return;
    const QString path = folder_ + "/" + bench->id() + ".m3p";
    const QByteArray before = labelsOf(bench);
    if (!window_.session()->saveTo(bench, path)) return fail(bench, "saving the project failed");
    if (!window_.openPath(path)) return fail(bench, "reopening the project failed");
    // The journal starts again from the reopened project (dataReplaced came mid-load).
    rebase(bench);
    if (labelsOf(bench) != before) fail(bench, "a saved and reopened project lost labels");
  }

  // Stops training and lets pending work finish, so the labels stand still.
  bool settle(Workbench* bench) {
    window_.action("live")->setChecked(false);
    bench->setLiveUpdate(false);
    bench->stop();
    QElapsedTimer clock;
    clock.start();
    while (bench->isTraining() && clock.elapsed() < 120000) QTest::qWait(50);
    QTest::qWait(300);
    if (bench->isTraining()) fail(bench, "training did not stop within 120 s");
    return failures_ == 0;
  }

  // The base with every reported edit replayed into a fresh instance shows the same labels.
  bool check(Workbench* bench) {
    Workbench* fresh = verifier_.at(bench->id());
    ProjectContext context;
    context.forJournal = true;
    QString error;
    const Shadow& s = shadow_[bench];
    if (!fresh->loadState(s.base, context, &error)) return fail(bench, "replay base: " + error), false;
    for (const QJsonObject& edit : s.edits)
      if (!fresh->replayEdit(edit, &error)) return fail(bench, "replay: " + error), false;
    ++counts_[bench->id()].checks;
    const QByteArray expected = labelsOf(fresh), shown = labelsOf(bench);
    if (expected != shown) {
      const QJsonObject a = QJsonDocument::fromJson(expected).object(), b = QJsonDocument::fromJson(shown).object();
      QStringList keys;
      for (const QString& key : a.keys() + b.keys())
        if (a.value(key) != b.value(key) && !keys.contains(key)) keys << key;
      return fail(bench, QString("the labels differ from the base with its %1 edits replayed (in %2)")
                             .arg(s.edits.size())
                             .arg(keys.join(", "))),
             false;
    }
    return true;
  }

  void fail(Workbench* bench, const QString& why) {
    ++failures_;
    std::fprintf(stderr, "FAILED (%s): %s\n", qPrintable(bench->id()), qPrintable(why));
  }

  MainWindow window_;
  QObject verifiers_;
  std::map<QString, Workbench*> verifier_;
  std::map<Workbench*, Shadow> shadow_;
  std::map<QString, Counts> counts_;
  std::mt19937 rng_;
  QString folder_;
  int failures_ = 0;
  int rounds_ = 0;
  std::pair<double, double> memoryStart_{0, 0}, memoryEnd_{0, 0};
};

}  // namespace

int main(int argc, char** argv) {
  mapLargeBlocksApart();  // as m3studio's main does
  QApplication app(argc, argv);
  QStandardPaths::setTestModeEnabled(true);  // journals and settings in a scratch location
  double minutes = 1, slot = 15;
  unsigned seed = 1;
  QStringList only;  // --workbenches terrain,regions: only these take turns
  for (int k = 1; k + 1 < argc; k += 2) {
    const QString key = argv[k];
    if (key == "--minutes") minutes = QString(argv[k + 1]).toDouble();
    if (key == "--seed") seed = QString(argv[k + 1]).toUInt();
    if (key == "--slot-seconds") slot = QString(argv[k + 1]).toDouble();
    if (key == "--workbenches") only = QString(argv[k + 1]).split(',', Qt::SkipEmptyParts);
  }
  // Modal dialogs (Save / Discard / Cancel, errors) would wait for a person: answer Cancel.
  QTimer dialogs;
  QObject::connect(&dialogs, &QTimer::timeout, [] {
    if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) dialog->reject();
  });
  dialogs.start(100);
  // The watchdog: the event loop must tick at least every 120 s.
  std::atomic<qint64> heartbeat{0};
  QElapsedTimer since;
  since.start();
  QTimer tick;
  QObject::connect(&tick, &QTimer::timeout, [&] { heartbeat = since.elapsed(); });
  tick.start(100);
  std::atomic<bool> done{false};
  std::thread watchdog([&] {
    while (!done) {
      std::this_thread::sleep_for(std::chrono::seconds(1));
      if (since.elapsed() - heartbeat > 120000) {
        std::fprintf(stderr, "FAILED: the event loop has not run for 120 s (deadlock)\n");
        std::abort();
      }
    }
  });

  QTemporaryDir folder;
  bool ok = false;
  {
    Soak soak(seed, folder.path());
    ok = soak.run(minutes * 60, slot, only);
    soak.report(minutes * 60);
    // Only a long run can tell a leak from warm-up; 200 MiB per hour would fill 24 GB in days.
    if (minutes >= 10 && soak.memoryGrowthPerHour() > 200) {
      std::fprintf(stderr, "FAILED: resident memory grows by %.0f MiB per hour\n", soak.memoryGrowthPerHour());
      ok = false;
    }
  }
  done = true;
  watchdog.join();
  std::printf("%s\n", ok ? "soak passed" : "soak FAILED");
  return ok ? 0 : 1;
}
