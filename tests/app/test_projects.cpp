// Projects for every workbench: a saved project reopens with the same state (labels,
// settings, data references), a moved data file gives a clear message, and quitting with
// unsaved labels asks Save / Discard / Cancel. The projects and label journals written here
// match their schemas in docs/schemas (checked at the end by tests/tools/validate_json_schema.py).
#include <sys/wait.h>
#include <unistd.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include "bond_panel.h"
#include "edit_journal.h"
#include "handwriting_workbench.h"
#include "io/image_io.h"
#include "io/letter_data.h"
#include "io/point_cloud_io.h"
#include "io/program_version.h"
#include "main_window.h"
#include "project_context.h"
#include "project_file.h"
#include "project_lock.h"
#include "samples/handwriting_sample.h"
#include "samples/terrain_scene.h"
#include "samples/textured_shapes.h"
#include "segmentation_workbench.h"
#include "sentence_panel.h"
#include "sentence_workbench.h"
#include "test_paths.h"

using namespace m3;

namespace {

// Answers every modal dialog that opens until stopped: message boxes with `button` (their text
// is kept), anything else (a file dialog) is rejected.
class DialogAnswerer : public QObject {
 public:
  explicit DialogAnswerer(QMessageBox::StandardButton button) : button_(button) {
    timer_.setInterval(100);
    connect(&timer_, &QTimer::timeout, this, [this] {
      QWidget* modal = QApplication::activeModalWidget();
      if (!modal) return;
      if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        texts << box->text();
        if (QAbstractButton* b = box->button(button_)) {
          b->click();
          return;
        }
      }
      if (auto* dialog = qobject_cast<QDialog*>(modal)) dialog->reject();
    });
    timer_.start();
  }
  QStringList texts;

 private:
  QMessageBox::StandardButton button_;
  QTimer timer_;
};

// A Sentences record names only the sentence: its tree is the file's (the sample's words
// are generated, so a literal tree could not be written here).
QJsonObject withFileTree(MainWindow& window, QJsonObject record) {
  if (record.contains("sentence") && !record.contains("tree"))
    if (const ParseTree* t = window.workbench<SentenceWorkbench>()->panel()->document()->fileTree(record["sentence"].toInt()))
      record["tree"] = QString::fromStdString(formatPennTree(*t));
  return record;
}

}  // namespace

class TestProjects : public QObject {
  Q_OBJECT
  // Copies of the projects and journals the tests write, for the schema check at the end.
  QTemporaryDir written_;
  void keepForSchemaCheck(const QString& file, const QString& name) {
    QVERIFY2(QFile::copy(file, written_.filePath(name)), qPrintable(file));
  }
  // The newest journal this process keeps for `bench` (its data is open).
  static QString journalOf(const QString& bench) {
    const QFileInfoList files = QDir(EditJournal::directory())
                                    .entryInfoList({QString("%1-%2-*.m3j").arg(bench).arg(QCoreApplication::applicationPid())},
                                                   QDir::Files, QDir::Time);
    return files.isEmpty() ? QString() : files.first().absoluteFilePath();
  }

 private slots:
  // Data checksums go through the context's hook (the window reads a large file off the GUI
  // thread, with Cancel): a cancelled one leaves the reference without "sha256", and a file
  // loaded that way unchecked; without a hook, SHA-256 of the file, cached by size and time.
  void checksumsGoThroughTheContext() {
    QTemporaryDir dir;
    const QString data = dir.filePath("data.txt");
    {
      QFile f(data);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("abc");
    }
    const QString abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    ProjectContext context;
    context.directory = QDir(dir.path());
    int asked = 0;
    context.checksum = [&](const QString&) { return ++asked, QString(); };  // as if cancelled
    QVERIFY(!context.reference(data).contains("sha256"));
    QCOMPARE(asked, 1);
    const QJsonObject changed{{"path", "data.txt"}, {"sha256", QString(64, '0')}};
    QString error;
    QCOMPARE(context.resolve(changed, &error), data);
    QCOMPARE(asked, 2);
    QVERIFY(context.warnings.isEmpty());  // not checked
    context.checksum = {};
    QCOMPARE(context.reference(data)["sha256"].toString(), abc);
    QCOMPARE(cachedFileChecksum(data), abc);
    QCOMPARE(context.resolve(changed, &error), data);
    QCOMPARE(context.warnings.size(), 1);  // checked: changed since saved
  }

  void projectFilesFollowLinksAndLeaveDevicesAlone() {
    QTemporaryDir dir;
    const ProjectFile project{"handwriting", QJsonObject{{"labels", "none"}}};
    // Through a symbolic link: the link stays, its target holds the project.
    QVERIFY(QFile::link("real.m3p", dir.filePath("link.m3p")));
    writeProjectFile(dir.filePath("link.m3p"), project);
    QVERIFY(QFileInfo(dir.filePath("link.m3p")).isSymLink());
    QCOMPARE(readProjectFile(dir.filePath("real.m3p")).workbench, QString("handwriting"));
    // A device is written in place (QSaveFile would have replaced /dev/null by a regular file).
    writeProjectFile("/dev/null", project);
    QVERIFY(QFileInfo("/dev/null").exists() && !QFileInfo("/dev/null").isFile());
  }

  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(written_.isValid());
  }

  void cleanupTestCase() {
    const QStringList files = QDir(written_.path()).entryList(QDir::Files, QDir::Name);
    if (files.isEmpty()) return;
    QStringList args{QString(M3_SOURCE_DIR) + "/tests/tools/validate_json_schema.py",
                     "--written-by", QString::fromStdString(writtenByStamp())};
    for (const QString& f : files) args << written_.filePath(f);
    QProcess check;
    check.setProcessChannelMode(QProcess::MergedChannels);
    check.start("python3", args);
    QVERIFY2(check.waitForFinished(120000), "validate_json_schema.py did not finish");
    const QString said = QString::fromUtf8(check.readAll());
    if (check.exitStatus() == QProcess::NormalExit && check.exitCode() == 77) {
      qWarning("projects and journals not checked against docs/schemas: %s", qPrintable(said));
      return;
    }
    QVERIFY2(check.error() != QProcess::FailedToStart, "python3 is needed to check projects against docs/schemas");
    QStringList problems = said.split('\n');  // what is wrong, without the files that are fine
    problems.removeIf([](const QString& line) { return line.startsWith("ok "); });
    QVERIFY2(check.exitStatus() == QProcess::NormalExit && check.exitCode() == 0, qPrintable(problems.join('\n')));
    QCOMPARE(said.count(QRegularExpression("^ok ", QRegularExpression::MultilineOption)), files.size());
  }

  void roundTrip_data() {
    QTest::addColumn<QString>("bench");
    QTest::addColumn<QByteArray>("edit");  // a journal record, applied as a user edit would be
    QTest::newRow("handwriting") << "handwriting" << QByteArray(R"({"word": 2, "labels": [0, 1]})");
    QTest::newRow("terrain") << "terrain"
                             << QByteArray(R"({"points": [1, 2, 30], "labels": [0, 3, 1]})");
    QTest::newRow("bonds") << "bonds" << QByteArray(R"({"protein": 1, "bonds": [0, 1]})");
    QTest::newRow("scenes") << "scenes"
                            << QByteArray(R"({"item": 3, "labels": [1, 0, 1, 0, 0, 0]})");
    QTest::newRow("regions") << "regions"
                             << QByteArray(R"({"pixels": [0, 1, 2, 640], "labels": 1})");
    QTest::newRow("segmentation") << "segmentation"
                                  << QByteArray(R"({"item": 1, "pixels": [5, 6, 7], "labels": 2})");
    QTest::newRow("graphs") << "graphs" << QByteArray(R"({"node": 3, "label": 1})");
    QTest::newRow("sentences") << "sentences" << QByteArray(R"({"sentence": 2})");
  }

  void roundTrip() {
    QFETCH(QString, bench);
    QFETCH(QByteArray, edit);
    if (bench == "bonds" && !BondPanel::trypsinDemoAvailable())
      QSKIP("theseus-examples is not installed");
    QTemporaryDir dir;
    const QString path = dir.filePath(bench + ".m3p");
    ProjectContext context;
    context.directory = QDir(dir.path());
    QJsonObject saved;
    {
      MainWindow window;
      Workbench* workbench = window.workbench(bench);
      window.setActiveWorkbench(workbench);
      QJsonObject record = withFileTree(window, QJsonDocument::fromJson(edit).object());
      if (bench == "handwriting") {  // a record as long as the word
        QJsonArray labels{0};
        auto* hw = window.workbench<HandwritingWorkbench>();
        while (labels.size() < hw->document()->dataset()->words[2].length()) labels.append(-1);
        record["labels"] = labels;
      }
      QString error;
      QVERIFY2(workbench->replayEdit(record, &error), qPrintable(error));
      emit workbench->labelsEdited(record);  // as the user's edit would: the journal holds the record
      const QString journal = journalOf(bench);
      QVERIFY2(!journal.isEmpty(), "no label journal");
      keepForSchemaCheck(journal, bench + ".m3j");
      saved = workbench->saveState(context);
      QVERIFY(window.session()->saveTo(workbench, path));
      QVERIFY(!window.session()->isModified(workbench));
    }
    keepForSchemaCheck(path, bench + ".m3p");
    MainWindow window;
    QVERIFY(window.openPath(path));
    Workbench* reopened = window.workbench(bench);
    QCOMPARE(window.activeWorkbench(), reopened);
    QJsonObject state = reopened->saveState(context);
    QCOMPARE(QJsonDocument(state).toJson(), QJsonDocument(saved).toJson());
    QVERIFY(window.windowTitle().startsWith(bench + ".m3p"));
    // Every workbench writes its model kind as its task declares it, and refuses another.
    QVERIFY(state.contains("modelKind"));
    state["modelKind"] = "no-such-kind";
    QString error;
    QVERIFY(!reopened->loadState(state, context, &error));
    QVERIFY2(error.contains("no-such-kind"), qPrintable(error));
  }

  // Training Options of every panel workbench: set in the dialog (which leaves the project
  // unsaved), kept in QSettings for the next session and in the project, which wins over
  // QSettings when it is opened.
  void trainingOptionsPersist_data() {
    QTest::addColumn<QString>("bench");
    for (const char* id : {"terrain", "bonds", "scenes", "regions", "segmentation", "graphs", "sentences"})
      QTest::newRow(id) << id;
  }

  void trainingOptionsPersist() {
    QFETCH(QString, bench);
    if (bench == "bonds" && !BondPanel::trypsinDemoAvailable())
      QSKIP("theseus-examples is not installed");
    QTemporaryDir dir;
    const QString path = dir.filePath(bench + ".m3p");
    {
      MainWindow window;
      Workbench* workbench = window.workbench(bench);
      window.setActiveWorkbench(workbench);
      QVERIFY(workbench->hasTrainingOptions());
      QVERIFY(!window.session()->isModified(workbench));
      QTimer::singleShot(200, &window, [] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        // One row per declared learner parameter, as `train --help` lists them.
        auto* C = dialog->findChild<QLineEdit*>("C");
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        C->setText("1e308");  // the CLI's range: refused, and OK waits
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog->findChild<QLabel*>("problem")->text().contains("1000000"));
        C->setText("0.37");
        QVERIFY(ok->isEnabled());
        if (auto* gap = dialog->findChild<QLineEdit*>("gap")) gap->setText("0.07");
        if (auto* passes = dialog->findChild<QSpinBox*>("passes")) passes->setValue(123);
        if (auto* loss = dialog->findChild<QComboBox*>("loss"))
          loss->setCurrentIndex(1 - loss->currentIndex());
        auto* steps = dialog->findChild<QComboBox*>("steps");
        if (auto* planes = dialog->findChild<QSpinBox*>("planes"); steps && planes) {
          // Pairwise steps need cached planes: the combination is named before OK.
          planes->setValue(0);
          steps->setCurrentIndex(steps->findText("pairwise"));
          QVERIFY(!ok->isEnabled());
          planes->setValue(4);
          QVERIFY(ok->isEnabled());
        }
        dialog->accept();
      });
      workbench->showTrainingOptions(&window);
      QVERIFY(window.session()->isModified(workbench));  // the project keeps them: unsaved
      ProjectContext context;
      const QJsonObject learner = workbench->saveState(context)["learner"].toObject();
      QCOMPARE(learner["C"].toDouble(), 0.37);
      if (bench != "scenes") {
        QCOMPARE(learner["relativeGap"].toDouble(), 0.07);
        QCOMPARE(learner["maxPasses"].toInt(), 123);
      }
      // Graph workbenches offer the loss; the toggle flips their default (Regions: balanced).
      const bool lossChoice = bench == "terrain" || bench == "regions" || bench == "graphs";
      QCOMPARE(learner.contains("balancedLoss"), lossChoice);
      if (lossChoice) QCOMPARE(learner["balancedLoss"].toBool(), bench != "regions");
      QVERIFY(window.session()->saveTo(workbench, path));
    }
    {  // the next session starts with them
      MainWindow window;
      ProjectContext context;
      QCOMPARE(window.workbench(bench)->saveState(context)["learner"].toObject()["C"].toDouble(),
               0.37);
    }
    QSettings().setValue(bench + "/training/C", 5.0);
    MainWindow window;
    ProjectContext context;
    QCOMPARE(window.workbench(bench)->saveState(context)["learner"].toObject()["C"].toDouble(),
             5.0);
    QVERIFY(window.openPath(path));
    const QJsonObject reopened = window.workbench(bench)->saveState(context)["learner"].toObject();
    QCOMPARE(reopened["C"].toDouble(), 0.37);
    if (bench == "terrain" || bench == "regions" || bench == "graphs")
      QCOMPARE(reopened["balancedLoss"].toBool(), bench != "regions");
    QVERIFY(!window.session()->isModified(window.workbench(bench)));
    QSettings().remove(bench);
  }

  // A trained model comes back with its project: the reopened workbench predicts with it
  // (in the background, without training) and holds the identical model.
  void modelComesBack_data() {
    QTest::addColumn<QString>("bench");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QList<QByteArray>>("edits");
    QTest::newRow("terrain") << "terrain"
                             << "model"
                             << QList<QByteArray>{
                                    R"({"points": [1, 2, 30, 31], "labels": [0, 0, 1, 1]})"};
    QTest::newRow("bonds") << "bonds"
                           << "model"
                           << QList<QByteArray>{R"({"protein": 1, "bonds": [0, 1]})",
                                                R"({"protein": 2, "bonds": [0, 1, 2, 3]})"};
    QTest::newRow("scenes") << "scenes"
                            << "model"
                            << QList<QByteArray>{R"({"item": 3, "labels": [1, 0, 1, 0, 0, 0]})",
                                                 R"({"item": 4, "labels": [0, 1, 0, 0, 1, 0]})"};
    QTest::newRow("regions") << "regions"
                             << "model"
                             << QList<QByteArray>{
                                    R"({"pixels": [0, 1, 2, 640], "labels": 1})",
                                    R"({"pixels": [200000, 200001, 200640], "labels": 0})"};
    QTest::newRow("segmentation") << "segmentation"
                                  << "model" << QList<QByteArray>{};  // Use Reference
    QTest::newRow("graphs") << "graphs"
                            << "model"
                            << QList<QByteArray>{R"({"node": 0, "label": 0})", R"({"node": 1, "label": 1})",
                                                 R"({"node": 2, "label": 2})", R"({"node": 3, "label": 3})"};
    QTest::newRow("sentences") << "sentences"
                               << "model"
                               << QList<QByteArray>{R"({"sentence": 0})", R"({"sentence": 1})", R"({"sentence": 2})",
                                                    R"({"sentence": 3})", R"({"sentence": 4})"};
    // The LEXICAL parser's span features come back with it.
    QTest::newRow("sentences lexical") << "sentences"
                                       << "model"
                                       << QList<QByteArray>{R"({"sentence": 0})", R"({"sentence": 1})",
                                                            R"({"sentence": 2})", R"({"sentence": 3})"};
  }

  void modelComesBack() {
    QFETCH(QString, bench);
    QFETCH(QString, key);
    QFETCH(QList<QByteArray>, edits);
    if (bench == "bonds" && !BondPanel::trypsinDemoAvailable())
      QSKIP("theseus-examples is not installed");
    QTemporaryDir dir;
    const QString path = dir.filePath(bench + ".m3p");
    ProjectContext context;
    QJsonObject model;
    QString crashed;  // the journal a crash would have left
    {
      MainWindow window;
      Workbench* workbench = window.workbench(bench);
      window.setActiveWorkbench(workbench);
      for (const QByteArray& edit : edits) {
        QString error;
        QVERIFY2(workbench->replayEdit(withFileTree(window, QJsonDocument::fromJson(edit).object()), &error),
                 qPrintable(error));
      }
      if (QByteArray(QTest::currentDataTag()) == "sentences lexical")
        window.workbench<SentenceWorkbench>()->panel()->setModelKindId("lexical");
      if (bench ==
          "segmentation") {  // the first two images' references as the user's segmentations
        auto* panel = window.workbench<SegmentationWorkbench>()->panel();
        QTRY_VERIFY_WITH_TIMEOUT(
            (panel->useReference({0, 1}), panel->document()->trainingCount() == 2), 60000);
      }
      // Train as soon as the data's features are computed (train() says "wait" until then).
      const auto started = [&] {
        if (!workbench->isTraining() && !workbench->hasModel()) workbench->train();
        return workbench->isTraining() || workbench->hasModel();
      };
      QTRY_VERIFY_WITH_TIMEOUT(started(), 60000);
      QTRY_VERIFY_WITH_TIMEOUT(workbench->hasModel() && !workbench->isTraining(), 60000);
      model = workbench->saveState(context)[key].toObject();
      QVERIFY(!model.isEmpty());
      QCOMPARE(workbench->modelJson(), model);
      // A trained model is unsaved work, and the journal holds it for crash recovery: a copy
      // of the journal without its lock is what a killed run leaves behind.
      QVERIFY(window.session()->isModified(workbench));
      const QString journal = journalOf(bench);
      const auto journalHoldsModel = [&] {
        QFile file(journal);
        return file.open(QIODevice::ReadOnly) && file.readAll().contains(R"("kind":"model")");
      };
      QTRY_VERIFY_WITH_TIMEOUT(journalHoldsModel(), 10000);
      crashed = EditJournal::directory() + QString("/%1-1-1.m3j").arg(bench);
      QFile::remove(crashed);
      QVERIFY(QFile::copy(journal, crashed));
      QVERIFY(window.session()->saveTo(workbench, path));
      QVERIFY(!window.session()->isModified(workbench));
    }
    keepForSchemaCheck(path, QString(QTest::currentDataTag()).replace(' ', '-') + "-model.m3p");
    {
      MainWindow window;
      QVERIFY(window.openPath(path));
      Workbench* reopened = window.workbench(bench);
      // Saved at once (before or after its prediction ends), the project keeps its model.
      QCOMPARE(QJsonDocument(reopened->saveState(context)[key].toObject()).toJson(),
               QJsonDocument(model).toJson());
      QTRY_VERIFY_WITH_TIMEOUT(reopened->hasModel() && !reopened->isTraining(), 60000);
      QCOMPARE(QJsonDocument(reopened->saveState(context)[key].toObject()).toJson(),
               QJsonDocument(model).toJson());
      if (QByteArray(QTest::currentDataTag()) == "sentences lexical") {
        const auto parser = window.workbench<SentenceWorkbench>()->panel()->document()->model();
        QVERIFY(parser && parser->kind == ParserKind::Lexical && parser->spanFeatures &&
                parser->spanFeatures->size() > 0);
      }
      QVERIFY(!window.session()->isModified(
          reopened));  // predicting with the project's model is no new work
    }

    // Crash recovery brings the model back with the labels, and the next save keeps it.
    for (const QFileInfo& other :
         QDir(EditJournal::directory()).entryInfoList({"*.m3j"}, QDir::Files))
      if (other.absoluteFilePath() != crashed &&
          !other.fileName().contains(QString::number(QCoreApplication::applicationPid())))
        EditJournal::remove(other.absoluteFilePath());  // earlier tests' windows, not crashes
    MainWindow recovering;
    const std::vector<Workbench*> recovered = recovering.session()->recover(false);
    QCOMPARE(recovered.size(), size_t{1});
    Workbench* back = recovered.front();
    QCOMPARE(back->id(), bench);
    QCOMPARE(QJsonDocument(back->modelJson()).toJson(), QJsonDocument(model).toJson());
    QTRY_VERIFY_WITH_TIMEOUT(back->hasModel() && !back->isTraining(), 60000);
    QCOMPARE(QJsonDocument(back->modelJson()).toJson(), QJsonDocument(model).toJson());
    QVERIFY(recovering.session()->saveTo(back, path));
    QCOMPARE(QJsonDocument(readProjectFile(path).state[key].toObject()).toJson(),
             QJsonDocument(model).toJson());
  }

  // A project whose data file has moved says which file is missing and asks where it is;
  // data copied beside the project is found without asking. For data of three kinds.
  void movedDataFileIsNamed_data() {
    QTest::addColumn<QString>("bench");
    QTest::addColumn<QString>("file");
    QTest::newRow("handwriting") << "handwriting"
                                 << "words.data";
    QTest::newRow("terrain") << "terrain"
                             << "street.ply";
    QTest::newRow("regions") << "regions"
                             << "shapes.png";
  }

  void movedDataFileIsNamed() {
    QFETCH(QString, bench);
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString data = dir.filePath(file);
    if (bench == "handwriting") {
      HandwritingSampleOptions options;
      options.numWords = 12;
      writeLetterData(data.toStdString(), generateHandwritingSample(options), {});
    } else if (bench == "terrain") {
      writePointCloud(data.toStdString(), generateTerrainScene({.targetPoints = 3000}).cloud);
    } else {
      writeImage(data.toStdString(), generateTexturedShapes({.width = 96, .height = 64}).image);
    }
    const QString project = dir.filePath(bench + ".m3p");
    {
      MainWindow window;
      QVERIFY(window.openPath(data));
      QCOMPARE(window.activeWorkbench()->id(), bench);
      QVERIFY(window.session()->saveTo(window.activeWorkbench(), project));
    }
    QDir().mkpath(dir.filePath("elsewhere"));
    QVERIFY(QFile::rename(data, dir.filePath("elsewhere/" + file)));
    MainWindow window;
    DialogAnswerer answerer(QMessageBox::Ok);  // "locate it": cancelled
    QVERIFY(!window.openPath(project));
    const QString said = answerer.texts.join("\n");
    QVERIFY2(said.contains(file) && said.contains("not found"), qPrintable(said));
    // Copied beside the project, the data is found without asking.
    QVERIFY(QFile::copy(dir.filePath("elsewhere/" + file), data));
    QVERIFY(window.openPath(project));
    QCOMPARE(window.activeWorkbench()->id(), bench);
    QCOMPARE(window.activeWorkbench()->dataName(), file);
  }

  // A data file replaced by a link to a device: neither the checksum nor the reader reads it
  // for ever (the window used to freeze hashing /dev/zero); the open fails naming the file.
  void aDataFileThatNeverEndsIsRefused() {
    QTemporaryDir dir;
    const QString data = dir.filePath("words.data");
    HandwritingSampleOptions options;
    options.numWords = 12;
    writeLetterData(data.toStdString(), generateHandwritingSample(options), {});
    const QString project = dir.filePath("never.m3p");
    {
      MainWindow window;
      QVERIFY(window.openPath(data));
      QVERIFY(window.session()->saveTo(window.activeWorkbench(), project));
    }
    QVERIFY(QFile::remove(data));
    QVERIFY(QFile::link("/dev/zero", data));
    MainWindow window;
    DialogAnswerer answerer(QMessageBox::Ok);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!window.openPath(project));
    QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
    const QString said = answerer.texts.join("\n");
    QVERIFY2(said.contains("words.data") && said.contains("is a device"), qPrintable(said));
  }

  void quittingWithUnsavedLabelsAsks() {
    MainWindow window;
    window.show();
    auto* hw = window.workbench<HandwritingWorkbench>();
    hw->openSample(20, 1);
    window.setActiveWorkbench(window.workbench("scenes"));  // the edit is in another workbench
    QVERIFY(hw->labelFoldFromFile(hw->document()->dataset()->words[0].fold) > 0);
    {
      DialogAnswerer cancel(QMessageBox::Cancel);
      QVERIFY(!window.close());
      QVERIFY2(cancel.texts.join("").contains("Handwriting"), qPrintable(cancel.texts.join("")));
    }
    QVERIFY(window.isVisible());
    DialogAnswerer discard(QMessageBox::Discard);
    QVERIFY(window.close());
  }

  // Two windows on one project would each save only their own labels: the second is told who
  // has it and may open it read-only, whose Save asks for another file.
  void aProjectIsOpenInOneWindowOnly() {
    QTemporaryDir dir;
    const QString path = dir.filePath("shared.m3p");
    MainWindow first;
    auto* hw = first.workbench<HandwritingWorkbench>();
    hw->openSample(20, 1);
    QVERIFY(first.session()->saveTo(hw, path));
    const QByteArray saved = [&] {
      QFile f(path);
      return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    MainWindow second;
    {
      DialogAnswerer cancel(QMessageBox::Cancel);
      QVERIFY(!second.openPath(path));
      const QString said = cancel.texts.join("\n");
      QVERIFY2(said.contains("open in another M3Studio window") &&
                   said.contains(QString::number(QCoreApplication::applicationPid())),
               qPrintable(said));
    }
    QTimer::singleShot(300, &second, [] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      for (QAbstractButton* b : box ? box->buttons() : QList<QAbstractButton*>{})
        if (b->text().remove('&') == "Open Read-Only") b->click();
    });
    QVERIFY(second.openPath(path));
    Workbench* readOnly = second.workbench("handwriting");
    QVERIFY(second.session()->isReadOnly(readOnly));
    QVERIFY2(second.windowTitle().contains("(read-only)"), qPrintable(second.windowTitle()));
    {
      DialogAnswerer reject(QMessageBox::Cancel);  // Save asks for another file: rejected
      QVERIFY(!second.session()->save(readOnly));
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
    // Saving under another name makes that file this window's project, no longer read-only.
    QVERIFY(second.session()->saveTo(readOnly, dir.filePath("mine.m3p")));
    QVERIFY(!second.session()->isReadOnly(readOnly));
  }

  // A lock whose owner is a zombie (exited, not yet reaped: its process id still exists) or
  // gone is stale: the project opens without asking.
  void aDeadOwnersLockIsTakenOver() {
    QTemporaryDir dir;
    const QString path = dir.filePath("left.m3p");
    {
      MainWindow window;
      auto* hw = window.workbench<HandwritingWorkbench>();
      hw->openSample(20, 1);
      QVERIFY(window.session()->saveTo(hw, path));
    }
    const pid_t child = fork();
    if (child == 0) _exit(0);  // a zombie until waitpid below
    // A lock as QLockFile writes it, naming the zombie as its owner.
    const QString lockPath = ProjectLock::lockPathOf(path);
    QByteArray contents;
    {
      QLockFile ours(lockPath);
      QVERIFY(ours.tryLock(0));
      QFile file(lockPath);
      QVERIFY(file.open(QIODevice::ReadOnly));
      contents = file.readAll();
    }
    contents = QByteArray::number(child) + contents.mid(contents.indexOf('\n'));
    QFile lock(lockPath);
    QVERIFY(lock.open(QIODevice::WriteOnly) && lock.write(contents) == contents.size());
    lock.close();
    QTest::qWait(200);  // the child has exited by now
    {
      MainWindow window;
      DialogAnswerer cancel(QMessageBox::Cancel);
      QVERIFY(window.openPath(path));
      QVERIFY2(cancel.texts.isEmpty(), qPrintable(cancel.texts.join("\n")));
    }
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }

  // Another program (or a window that did not lock) saved the project meanwhile: Save asks
  // before replacing that.
  void savingOverAProjectChangedOnDiskAsks() {
    QTemporaryDir dir;
    const QString path = dir.filePath("changed.m3p");
    MainWindow window;
    auto* hw = window.workbench<HandwritingWorkbench>();
    hw->openSample(20, 1);
    QVERIFY(window.session()->saveTo(hw, path));
    ProjectFile other = readProjectFile(path);
    other.state["note"] = "theirs";
    writeProjectFile(path, other);
    QVERIFY(hw->labelFoldFromFile(hw->document()->dataset()->words[0].fold) > 0);
    {
      DialogAnswerer cancel(QMessageBox::Cancel);
      QVERIFY(!window.session()->save(hw));
      QVERIFY2(cancel.texts.join("").contains("was saved by another window or program"),
               qPrintable(cancel.texts.join("")));
    }
    QCOMPARE(readProjectFile(path).state["note"].toString(), QString("theirs"));
    {
      DialogAnswerer replace(QMessageBox::Save);
      QVERIFY(window.session()->save(hw));
    }
    QVERIFY(!readProjectFile(path).state.contains("note"));
    QVERIFY(window.session()->save(hw));  // unchanged since: no question
  }
};

QTEST_MAIN(TestProjects)
#include "test_projects.moc"
