// No lost label, tried as a user would lose them: for each workbench, the real m3studio runs
// as a separate process on its own X server, labels are made with real mouse and key events
// (xdotool), the process is killed with SIGKILL at a random moment while edits are still
// arriving, and a new process started with --recover must hold every edit the first one had
// confirmed (every record in its journal). The recovered labels are saved through the real
// Save dialog and compared, key by key, with what the journal says; the journal is decoded
// here independently of the application's code.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <csignal>
#include <functional>
#include <map>

#include "test_paths.h"

namespace {

// Labelled keys only: "w3" -> "ab?d", "p17" -> 2, ...
using LabelMap = std::map<QString, QJsonValue>;

QString letters(const QJsonArray& labels) {
  QString s;
  for (const QJsonValue& v : labels) s += v.toInt() < 0 ? QChar('?') : QChar('a' + v.toInt());
  return s;
}

// Expands a label field: one int for every key, or one per key.
std::vector<int> expand(const QJsonValue& labels, qsizetype count) {
  std::vector<int> out;
  for (qsizetype k = 0; k < count; ++k)
    out.push_back(labels.isArray() ? labels.toArray()[k].toInt() : labels.toInt());
  return out;
}

std::vector<int> runLength(const QJsonArray& runs) {
  std::vector<int> out;
  for (qsizetype k = 0; k + 1 < runs.size(); k += 2)
    out.insert(out.end(), runs[k + 1].toInt(), runs[k].toInt());
  return out;
}

void setOrErase(LabelMap& map, const QString& key, const QJsonValue& value, bool labelled) {
  if (labelled)
    map[key] = value;
  else
    map.erase(key);
}

// How one workbench stores labels in its project state and in journal records.
struct Format {
  std::function<LabelMap(const QJsonObject& state)> fromState;
  std::function<void(LabelMap&, const QJsonObject& record)> apply;
};

Format formatOf(const QString& bench) {
  if (bench == "handwriting")
    return {[](const QJsonObject& s) {
              LabelMap m;
              for (const QJsonValue& v : s["labels"].toArray())
                m["w" + QString::number(v["word"].toInt())] = v["letters"].toString();
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              const QString text = letters(r["labels"].toArray());
              setOrErase(m, "w" + QString::number(r["word"].toInt()), text,
                         text.count('?') < text.size());
            }};
  if (bench == "scenes")
    return {[](const QJsonObject& s) {
              LabelMap m;
              for (const QJsonValue& v : s["labels"].toArray())
                m["i" + QString::number(v["item"].toInt())] = v["labels"];
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              setOrErase(m, "i" + QString::number(r["item"].toInt()), r["labels"],
                         r.contains("labels"));
            }};
  if (bench == "graphs")
    return {[](const QJsonObject& s) {
              LabelMap m;
              for (const QJsonValue& v : s["labels"].toArray()) m["n" + QString::number(v["node"].toInt())] = v["label"];
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              setOrErase(m, "n" + QString::number(r["node"].toInt()), r["label"], r.contains("label"));
            }};
  if (bench == "sentences")
    return {[](const QJsonObject& s) {
              LabelMap m;
              for (const QJsonValue& v : s["trees"].toArray()) m["s" + QString::number(v["sentence"].toInt())] = v["tree"];
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              setOrErase(m, "s" + QString::number(r["sentence"].toInt()), r["tree"], r.contains("tree"));
            }};
  if (bench == "bonds")
    return {[](const QJsonObject& s) {
              LabelMap m;
              for (const QJsonValue& v : s["bonds"].toArray())
                m["p" + QString::number(v["protein"].toInt())] = v["bonds"];
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              setOrErase(m, "p" + QString::number(r["protein"].toInt()), r["bonds"],
                         !r["bonds"].toArray().isEmpty());
            }};
  if (bench == "terrain")
    return {[](const QJsonObject& s) {
              LabelMap m;
              for (const QJsonValue& v : s["painted"].toArray())
                m["p" + QString::number(v[0].toInt())] = v[1].toInt();
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              const QJsonArray points = r["points"].toArray();
              const std::vector<int> labels = expand(r["labels"], points.size());
              for (qsizetype k = 0; k < points.size(); ++k)
                setOrErase(m, "p" + QString::number(points[k].toInt()), labels[k], labels[k] >= 0);
            }};
  if (bench == "regions")
    return {[](const QJsonObject& s) {
              LabelMap m;
              const std::vector<int> pixels = runLength(s["scribbles"].toArray());
              for (size_t p = 0; p < pixels.size(); ++p)
                if (pixels[p] >= 0) m["x" + QString::number(p)] = pixels[p];
              return m;
            },
            [](LabelMap& m, const QJsonObject& r) {
              const QJsonArray pixels = r["pixels"].toArray();
              const std::vector<int> labels = expand(r["labels"], pixels.size());
              for (qsizetype k = 0; k < pixels.size(); ++k)
                setOrErase(m, "x" + QString::number(pixels[k].toInt()), labels[k], labels[k] >= 0);
            }};
  // segmentation
  return {[](const QJsonObject& s) {
            LabelMap m;
            for (const QJsonValue& v : s["segmentations"].toArray()) {
              const std::vector<int> ids = runLength(v["segments"].toArray());
              for (size_t p = 0; p < ids.size(); ++p)
                if (ids[p] >= 0) m[QString("%1:%2").arg(v["item"].toInt()).arg(p)] = ids[p];
            }
            return m;
          },
          [](LabelMap& m, const QJsonObject& r) {
            const QJsonArray pixels = r["pixels"].toArray();
            const std::vector<int> ids = expand(r["labels"], pixels.size());
            for (qsizetype k = 0; k < pixels.size(); ++k)
              setOrErase(m, QString("%1:%2").arg(r["item"].toInt()).arg(pixels[k].toInt()), ids[k],
                         ids[k] >= 0);
          }};
}

QString drag(int x0, int y0, int x1, int y1) {
  QString steps = QString("mousemove %1 %2 mousedown 1").arg(x0).arg(y0);
  for (int k = 1; k <= 6; ++k)
    steps += QString(" mousemove %1 %2").arg(x0 + (x1 - x0) * k / 6).arg(y0 + (y1 - y0) * k / 6);
  return steps + " mouseup 1";
}

QString click(int x, int y) {
  return QString("mousemove %1 %2 click 1").arg(x).arg(y);
}

}  // namespace

class TestCrashRecovery : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    if (QStandardPaths::findExecutable("xdotool").isEmpty() ||
        QStandardPaths::findExecutable("Xvfb").isEmpty())
      QSKIP("xdotool and Xvfb are needed (resources/debian-packages.txt installs them)");
    // An X server of our own: other GUI tests share the default one and their windows would
    // take our clicks. Xvfb picks a free display itself (-displayfd) and says which: the rows run
    // as separate ctest tests side by side, and two picking "the first without a lock file"
    // could both take one display.
    xvfb_.start("Xvfb", {"-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"});
    QByteArray said;
    for (int t = 0; t < 100 && xvfb_.state() != QProcess::NotRunning && !said.contains('\n'); ++t)
      if (xvfb_.waitForReadyRead(100)) said += xvfb_.readAllStandardOutput();
    if (said.contains('\n')) display_ = ":" + QString::fromLatin1(said).trimmed();
    QVERIFY2(!display_.isEmpty(), "could not start Xvfb");
  }
  void cleanupTestCase() {
    xvfb_.kill();
    xvfb_.waitForFinished();
  }

  void killedMidEditRecoversEveryConfirmedEdit_data() {
    QTest::addColumn<QString>("bench");
    QTest::addColumn<QStringList>("gestures");
    QTest::addColumn<int>("confirmed");  // journalled edits to wait for before the kill
    // Coordinates: the default 1280x800 window at the origin (no window manager).
    // F5 trains: the model it makes must come back too (the kill waits for it in the journal).
    QTest::newRow("handwriting") << "handwriting" << QStringList{click(300, 120),
                                                                 "type --delay 40 abc",
                                                                 "type --delay 40 defg",
                                                                 "type --delay 40 hijkl",
                                                                 "key F5",
                                                                 "type --delay 40 mnopq",
                                                                 "type --delay 40 rstu"}
                                 << 6;
    QTest::newRow("terrain") << "terrain"
                             << QStringList{click(918, 77),          drag(150, 450, 300, 455),
                                            click(807, 138),         drag(350, 330, 450, 340),
                                            click(797, 154),         drag(480, 460, 560, 470),
                                            drag(200, 480, 320, 470)}
                             << 3;
    QTest::newRow("bonds") << "bonds"
                           << QStringList{click(472, 335), click(511, 335), click(547, 335),
                                          click(697, 335), click(759, 335), click(783, 335),
                                          click(472, 335), click(511, 335), click(814, 335),
                                          click(838, 335)}
                           << 3;
    QTest::newRow("scenes") << "scenes"
                            << QStringList{click(300, 155), click(838, 116), click(838, 150),
                                           click(300, 219), click(838, 184), click(838, 286),
                                           click(300, 283), click(838, 218)}
                            << 4;
    QTest::newRow("regions") << "regions"
                             << QStringList{drag(500, 250, 620, 260), "key 2",
                                            drag(440, 330, 520, 360), "key 3",
                                            drag(600, 350, 660, 380), drag(700, 600, 900, 640)}
                             << 3;
    QTest::newRow("segmentation") << "segmentation"
                                  << QStringList{drag(400, 300, 700, 320), drag(400, 500, 600, 520),
                                                 click(243, 354), drag(800, 200, 900, 260),
                                                 drag(350, 600, 500, 650)}
                                  << 3;
    QTest::newRow("graphs") << "graphs"
                            << QStringList{click(50, 222), "key 1", click(50, 282), "key 3", click(50, 342),
                                           "key 1", click(50, 402), "key 4", click(50, 462), "key 2",
                                           click(50, 282), "key 0"}
                            << 3;
    // Rows of the sentence list, A keeps the file's tree as the user's, Delete takes it away.
    QTest::newRow("sentences") << "sentences"
                               << QStringList{click(173, 223), "key a", click(173, 283), "key a", click(173, 343),
                                              "key a", click(173, 403), "key a", click(173, 283), "key Delete"}
                               << 3;
  }

  void killedMidEditRecoversEveryConfirmedEdit() {
    QFETCH(QString, bench);
    QFETCH(QStringList, gestures);
    QFETCH(int, confirmed);
    QTemporaryDir home;
    env_ = QProcessEnvironment::systemEnvironment();
    env_.insert("DISPLAY", display_);
    env_.insert("QT_QPA_PLATFORM", "xcb");
    env_.insert("XDG_DATA_HOME", home.filePath("data"));
    env_.insert("XDG_CONFIG_HOME", home.filePath("config"));
    journalDir_ = home.filePath("data/M3Studio/M3Studio/journal");

    // 1. Label by hand until `confirmed` edits are journalled, then kill while more arrive.
    QProcess first;
    first.setProcessEnvironment(env_);
    first.start(M3_GUI_PATH, {"--workbench", bench});
    QVERIFY(first.waitForStarted());
    QVERIFY2(waitFor([&] { return !journals().isEmpty(); }, 90000),
             "the first run never opened its data");
    QThread::msleep(bench == "terrain" || bench == "regions" || bench == "segmentation" ? 4000
                                                                                        : 1500);
    // On a busy machine the window may still be laying out when the first gestures come, and
    // they are lost: the gestures are sent again, in turn, until enough edits are journalled.
    int sent = 0;
    QElapsedTimer sending;
    sending.start();
    while (edits() < confirmed && sending.elapsed() < 60000) {
      xdotool(gestures[sent++ % gestures.size()]);
      QThread::msleep(300);
    }
    QVERIFY2(
        waitFor([&] { return edits() >= confirmed; }, 10000),
        qPrintable(QString("only %1 of %2 edits were journalled").arg(edits()).arg(confirmed)));
    const bool trains = gestures.contains("key F5");
    if (trains) {  // F5 may have come before any label: pressed again until a model is journalled
      QElapsedTimer training;
      training.start();
      while (!journalHoldsModel() && training.elapsed() < 60000) {
        xdotool("key F5");
        waitFor([&] { return journalHoldsModel(); }, 5000);
      }
      QVERIFY2(journalHoldsModel(), "no trained model was journalled");
    }
    QProcess more;  // the rest of the gestures, still arriving when the kill comes
    more.setProcessEnvironment(env_);
    QStringList rest;
    for (int k = sent; k < gestures.size(); ++k) rest << "xdotool " + gestures[k];
    if (!rest.isEmpty()) more.start("sh", {"-c", rest.join("; ")});
    QThread::msleep(QRandomGenerator::global()->bounded(500));
    ::kill(static_cast<pid_t>(first.processId()), SIGKILL);
    QVERIFY(first.waitForFinished(10000));
    more.waitForFinished(10000);

    // What the killed process had confirmed: its journal, decoded here.
    const QStringList left = journals();
    QCOMPARE(left.size(), 1);
    QFile journal(left.first());
    QVERIFY(journal.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = journal.readAll().split('\n');
    const QJsonObject header = QJsonDocument::fromJson(lines.first()).object();
    QCOMPARE(header["workbench"].toString(), bench);
    const Format format = formatOf(bench);
    LabelMap expected = format.fromState(header["base"].toObject());
    QJsonValue expectedModel = header["base"].toObject()["model"];  // the latest model record wins
    int records = 0;
    for (qsizetype k = 1; k < lines.size(); ++k) {
      if (lines[k].isEmpty()) continue;
      const QJsonDocument record = QJsonDocument::fromJson(lines[k]);
      QVERIFY2(record.isObject(), "a journal line is damaged");
      if (record.object()["kind"].toString() == "model") {
        expectedModel = record.object()["model"];
        continue;
      }
      format.apply(expected, record.object());
      ++records;
    }
    if (trains) QVERIFY(expectedModel.isObject());
    QVERIFY(records >= confirmed);
    QVERIFY(!expected.empty());

    // 2. Start again, recover, and save through the Save dialog as a user would.
    QProcess second;
    second.setProcessEnvironment(env_);
    second.setProcessChannelMode(QProcess::MergedChannels);
    second.start(M3_GUI_PATH, {"--recover"});
    QVERIFY(second.waitForStarted());
    const auto recoveredWindow = [&] { return windowTitle().endsWith("* — " + benchTitle(bench) + " — M3Studio"); };
    if (!waitFor(recoveredWindow, 60000)) {
      // Seen a few times under a loaded `ctest -j 2` (not reproduced alone or under a CPU hog):
      // a recovering program running with no window after a minute. Its threads go to the log,
      // and it is started once more; an open defect until the log tells why (docs/reliability.md).
      QProcess gdb;
      gdb.setProcessChannelMode(QProcess::MergedChannels);
      gdb.start("gdb", {"-p", QString::number(second.processId()), "-batch", "-ex", "thread apply all bt 12"});
      gdb.waitForFinished(15000);
      qWarning("no recovered window after 60 s; the program's threads:\n%s", gdb.readAll().constData());
      second.kill();
      second.waitForFinished(10000);
      second.start(M3_GUI_PATH, {"--recover"});
      QVERIFY(second.waitForStarted());
    }
    if (!waitFor(recoveredWindow, 75000)) {
      const QString windows = xdotool("search --name . getwindowname %@");
      // Whether the program or the X server had stopped tells a crash from a slow start.
      const QString program = second.state() == QProcess::Running
                                  ? QString("running")
                                  : QString("exited with %1 (%2)").arg(second.exitCode()).arg(second.exitStatus() == QProcess::CrashExit ? "crashed" : "normally");
      QFAIL(qPrintable(QString("the recovered window reads \"%1\"; windows: %2; the program is %3; Xvfb is %4; its output: %5")
                           .arg(windowTitle(), windows, program,
                                xvfb_.state() == QProcess::Running ? "running" : "gone",
                                QString::fromUtf8(second.readAll()))));
    }
    const QString saved = home.filePath("recovered.m3p");
    QString dialog;
    for (int attempt = 0; attempt < 3 && dialog.isEmpty();
         ++attempt) {  // a busy machine may miss a key
      xdotool(click(640, 789) + " key ctrl+s");
      waitFor([&] { return !(dialog = window("Save .* Project")).isEmpty(); }, 20000);
    }
    QVERIFY2(!dialog.isEmpty(), "no Save dialog");
    // Typed into the file name box; on a loaded machine the box's completer may still be open
    // when Return comes and take it, so the name is typed again while the dialog stays open.
    bool written = false;
    for (int attempt = 0; attempt < 3 && !written; ++attempt) {
      if (attempt > 0 && window("Save .* Project").isEmpty()) break;
      xdotool("windowfocus --sync " + dialog);
      if (attempt > 0) xdotool("key ctrl+a");  // the name is typed over, not appended
      xdotool("type --delay 5 " + saved);
      xdotool("key Return");
      written = waitFor([&] { return QFile::exists(saved); }, 15000);
    }
    QVERIFY2(written, qPrintable("the project was not saved; windows: " +
                                 xdotool("search --onlyvisible --name . getwindowname %@")));
    QTRY_VERIFY_WITH_TIMEOUT(!windowTitle().contains('*'), 10000);  // saved: nothing left unsaved
    xdotool(click(640, 789) + " key ctrl+q");
    if (!second.waitForFinished(15000)) second.kill();
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QVERIFY2(journals().isEmpty(), "a clean quit leaves no journal behind");

    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject project = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(project["workbench"].toString(), bench);
    const LabelMap recovered = format.fromState(project["state"].toObject());
    QCOMPARE(recovered.size(), expected.size());
    QVERIFY2(recovered == expected, "the recovered labels differ from the journalled ones");
    QVERIFY2(project["state"].toObject()["model"] == expectedModel,
             "the recovered project's model is not the last one journalled");
    qInfo("%s: %d journalled edits, %zu labelled keys recovered", qPrintable(bench), records,
          recovered.size());
  }

 private:
  static QString benchTitle(const QString& bench) {
    static const std::map<QString, QString> titles{
        {"handwriting", "Handwriting"}, {"terrain", "Terrain"},
        {"bonds", "Protein Bonds"},     {"scenes", "Scenes"},
        {"regions", "Image Regions"},   {"segmentation", "Image Segmentation"},
        {"graphs", "Graphs"},           {"sentences", "Sentences"}};
    return titles.at(bench);
  }

  static bool waitFor(const std::function<bool()>& done, int ms) {
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
      if (timer.elapsed() > ms) return false;
      QThread::msleep(100);
    }
    return true;
  }

  QString xdotool(const QString& args) {
    QProcess p;
    p.setProcessEnvironment(env_);
    p.start("xdotool", QProcess::splitCommand(args));
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
  }
  // The first visible window whose name matches `pattern`; "" when there is none.
  QString window(const QString& pattern) {
    return xdotool("search --onlyvisible --name \"" + pattern + "\"").section('\n', 0, 0);
  }
  QString windowTitle() {
    const QString id = window(" — M3Studio$");
    return id.isEmpty() ? QString() : xdotool("getwindowname " + id);
  }
  QStringList journals() const {
    QStringList files;
    for (const QFileInfo& info : QDir(journalDir_).entryInfoList({"*.m3j"}, QDir::Files))
      files << info.absoluteFilePath();
    return files;
  }
  QByteArray journalText() const {
    const QStringList files = journals();
    if (files.isEmpty()) return {};
    QFile f(files.first());
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }
  // Label edits journalled (lines after the header that hold no model).
  int edits() const {
    const QByteArray text = journalText();
    return std::max(0, static_cast<int>(text.count('\n')) - 1 -
                           static_cast<int>(text.count(R"("kind":"model")")));
  }
  bool journalHoldsModel() const { return journalText().contains(R"("kind":"model")"); }

  QProcess xvfb_;
  QString display_;
  QProcessEnvironment env_;
  QString journalDir_;
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "test_crash_recovery.moc"
