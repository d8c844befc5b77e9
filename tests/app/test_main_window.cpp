// The first vertical slice as a user meets it: the app opens on the built-in sample, the
// user types labels for a word, trains in the background, predictions appear for every
// word, undo restores the label, and the model can be exported and read back.
#include <sys/wait.h>
#include <unistd.h>

#include <QDialog>
#include <QDockWidget>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QTranslator>
#include <QtTest>

#include "edit_journal.h"
#include "handwriting_view.h"
#include "handwriting_workbench.h"
#include "help_windows.h"
#include "main_window.h"
#include "model/chain_model_json.h"
#include "problem_report.h"
#include "project_file.h"
#include "tasks/handwriting_task.h"
#include "tasks/task_registry.h"
#include "test_paths.h"
#include "training_monitor.h"
#include "word_list_model.h"

using namespace m3;

namespace {

// The handwriting workbench of a window, with a generated sample open.
void setMaxPasses(HandwritingWorkbench* hw, int passes) {
  LearnerSettings learner = hw->panel()->learnerSettings();
  learner.values.set("passes", std::to_string(passes));
  hw->panel()->setLearnerSettings(learner);
}

HandwritingWorkbench* handwriting(MainWindow& window, int words, int seed) {
  auto* bench = window.workbench<HandwritingWorkbench>();
  bench->openSample(words, seed);
  window.setActiveWorkbench(bench);
  return bench;
}

}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void labelTrainPredictUndo() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 120, 5);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    HandwritingDocument* doc = hw->document();
    QCOMPARE(doc->wordCount(), 120);
    QVERIFY(doc->predictions().empty());

    // Label the first 40 words by typing their letters (the sample's reference letters).
    HandwritingView* view = hw->view();
    for (int w = 0; w < 40; ++w) {
      view->setCurrentWord(w);
      view->listView()->setFocus();
      QString text;
      for (int y : doc->dataset()->words[w].letters) text += QChar('a' + y);
      QTest::keyClicks(view->listView(), text);
      QCOMPARE(doc->userLabels(w), doc->dataset()->words[w].letters);
    }
    QCOMPARE(view->model()->labelledWordCount(), 40);

    // Train in the background; the GUI thread keeps running (QTRY spins the event loop).
    setMaxPasses(hw, 30);
    QSignalSpy finished(hw->panel()->controller(), &TrainingJobSignals::finished);
    window.action("train")->trigger();
    QVERIFY(hw->panel()->controller()->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty(), 60000);
    QCOMPARE(finished.count(), 1);
    QVERIFY(window.trainingMonitor()->pointCount() > 0);
    QCOMPARE(int(doc->predictions().size()), 120);
    QVERIFY(view->model()->prediction(100) != nullptr);
    // Trained on 40 words, the model reads most unlabelled letters right.
    long letters = 0, right = 0;
    for (int w = 40; w < 120; ++w)
      for (size_t j = 0; j < doc->predictions()[w].size(); ++j, ++letters)
        right += doc->predictions()[w][j] == doc->dataset()->words[w].letters[j];
    QVERIFY2(right > 0.6 * letters, qPrintable(QString("%1 of %2").arg(right).arg(letters)));

    // Undo restores the last word's labels as they were before typing (one merged edit).
    const Labeling typed = doc->userLabels(39);
    window.action("undo")->trigger();
    QVERIFY(countLabelled(doc->userLabels(39)) == 0);
    QCOMPARE(view->model()->userLabels(39), doc->userLabels(39));
    window.action("redo")->trigger();
    QCOMPARE(doc->userLabels(39), typed);

    // The exported model is the one the predictions came from.
    QTemporaryDir dir;
    const std::string path = dir.filePath("model.json").toStdString();
    saveModel(path, *doc->model());
    QVERIFY(loadModel(path) == *doc->model());

    if (qEnvironmentVariableIsSet("M3_SCREENSHOT_DIR"))
      window.grab().save(qEnvironmentVariable("M3_SCREENSHOT_DIR") + "/main_window.png");
  }

  // Label Next shows the word the model is least sure of (tasks/suggestions.h ranks it);
  // typing its letters moves on to the next suggestion, not to the following word.
  void labelNextShowsTheLeastSureWordAndMovesOn() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 120, 7);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    HandwritingDocument* doc = hw->document();
    HandwritingView* view = hw->view();
    QAction* next = window.action("labelNext");
    QVERIFY(!next->isEnabled());  // no model: nothing to go by
    for (int w = 0; w < 10; ++w) {
      view->setCurrentWord(w);
      QString text;
      for (int y : doc->dataset()->words[w].letters) text += QChar('a' + y);
      QTest::keyClicks(view->listView(), text);
    }
    setMaxPasses(hw, 30);
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty() && !hw->isTraining(), 60000);
    QVERIFY(next->isEnabled());
    const double diversity = defaultValues({suggestionDiversityParameter()}).real("diversity");
    const auto ranked = [&] {
      return suggestWords(doc->letterMargins(), doc->allUserLabels(), *doc->features(),
                          {3, diversity});
    };
    const int first = ranked().front().item;
    QVERIFY(first >= 10);  // a labelled word is never suggested
    QSignalSpy messages(hw, &Workbench::message);
    next->trigger();
    QCOMPARE(view->currentWord(), first);
    QVERIFY(!messages.isEmpty() &&
            messages.last().at(0).toString().contains(QString::number(first + 1)));
    const QModelIndex shown = view->listView()->currentIndex();
    QVERIFY(view->listView()->viewport()->rect().intersects(view->listView()->visualRect(shown)));
    QString text;
    for (int y : doc->dataset()->words[first].letters) text += QChar('a' + y);
    QTest::keyClicks(view->listView(), text);
    QCOMPARE(doc->userLabels(first), doc->dataset()->words[first].letters);
    const int second = ranked().front().item;  // the first is labelled now
    QVERIFY(second != first);
    QTRY_COMPARE(view->currentWord(), second);
  }

  // In every workbench's menus, in English and German, each letter after an & opens one item
  // only: a repeated one makes Alt+letter cycle instead of act (Image Regions' File menu gave A
  // to two items once).
  void menuMnemonicsAndShortcutsAreUniqueInEveryWorkbench_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("German") << QString("m3studio_de");
  }
  void menuMnemonicsAndShortcutsAreUniqueInEveryWorkbench() {
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
      QVERIFY2(translator.load(language, M3_QM_DIR), M3_QM_DIR);
      QCoreApplication::installTranslator(&translator);
    }
    const auto mnemonic = [](const QString& text) -> QChar {
      for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != '&') continue;
        if (text[i + 1] != '&') return text[i + 1].toLower();
        ++i;  // "&&" is a literal ampersand
      }
      return {};
    };
    QStringList clashes;
    const auto check = [&](const QList<QAction*>& actions, const QString& where) {
      QMap<QChar, QString> taken;
      for (QAction* action : actions) {
        if (action->isSeparator() || !action->isVisible()) continue;
        const QChar key = mnemonic(action->text());
        if (key.isNull()) continue;
        if (taken.contains(key))
          clashes << QString("%1: \"%2\" and \"%3\"").arg(where, taken[key], action->text());
        taken[key] = action->text();
      }
    };
    {
      MainWindow window;  // built after the translator, so its texts are translated
      for (Workbench* bench : window.workbenches()) {
        window.setActiveWorkbench(bench);
        check(window.menuBar()->actions(), bench->id() + " menu bar");
        for (QAction* top : window.menuBar()->actions())
          if (top->menu()) check(top->menu()->actions(), bench->id() + " " + top->text());
        // No key does two things: a shortcut shared by the shell and a workbench fires neither
        // (Label Next once took Handwriting's F7).
        QMap<QString, QString> keys;
        for (QAction* action : window.findChildren<QAction*>() + bench->findChildren<QAction*>()) {
          if (action->shortcut().isEmpty() || action->associatedObjects().isEmpty()) continue;
          bool shown = false;  // in a menu or tool bar now, while this workbench is active
          for (QObject* where : action->associatedObjects())
            if (qobject_cast<QMenu*>(where) || qobject_cast<QToolBar*>(where)) shown = true;
          if (!shown) continue;
          const QString key = action->shortcut().toString();
          if (keys.contains(key) && keys[key] != action->text())
            clashes << QString("%1: %2 is \"%3\" and \"%4\"")
                           .arg(bench->id(), key, keys[key], action->text());
          keys[key] = action->text();
        }
      }
    }
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join('\n')));
  }

  // F1 opens the user guide on the active workbench's page; every workbench has one, its
  // pictures are compiled in, and the page names the workbench.
  void userGuideOpensOnTheActiveWorkbench() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.action("guide")->shortcut(), QKeySequence(Qt::Key_F1));
    QCOMPARE(window.action("saveAs")->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    for (Workbench* bench : window.workbenches()) {
      QVERIFY2(userGuidePage(bench->id()).endsWith("/" + bench->id() + ".md"), qPrintable(bench->id()));
      window.setActiveWorkbench(bench, false);
      window.action("guide")->trigger();
      auto* guide = window.findChild<QDialog*>("userGuide");
      QVERIFY(guide && guide->isVisible());
      auto* browser = guide->findChild<QTextBrowser*>();
      QCOMPARE(browser->source().toString(), userGuidePage(bench->id()));
      const QString title = QString(bench->title()).remove('&');
      QVERIFY2(browser->toPlainText().startsWith(title), qPrintable(browser->toPlainText().left(80)));
      const QString picture = "images/" + bench->id() + ".png";
      const QVariant image = browser->loadResource(QTextDocument::ImageResource, QUrl(picture));
      const QImage decoded = image.canConvert<QImage>() ? image.value<QImage>() : QImage::fromData(image.toByteArray());
      QVERIFY2(!decoded.isNull(), qPrintable(picture));
      guide->close();
    }
    QVERIFY(userGuidePage("no-such-workbench").endsWith("/index.md"));
  }

  // Many skipped files (a folder of them): the box shows the first few and the rest behind
  // Show Details, so it fits the screen; a few are shown whole.
  // Every workbench fits a 1280x800 laptop screen with its docks open (the window manager's
  // frame and a panel take some 40 pixels of height), and works at 1024x768 with them closed.
  void everyWorkbenchFitsALaptopScreen() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (Workbench* bench : window.workbenches()) {
      window.setActiveWorkbench(bench);
      QCoreApplication::processEvents();
      const QSize open = window.minimumSizeHint().expandedTo(window.minimumSize());
      qInfo("%s: at least %d x %d", qPrintable(bench->id()), open.width(), open.height());
      QStringList parts;
      for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->isVisible())
          parts << QString("%1 %2").arg(dock->windowTitle()).arg(dock->minimumSizeHint().width());
      parts << QString("central %1").arg(window.centralWidget()->minimumSizeHint().width());
      for (Workbench* other : window.workbenches())
        parts << QString("%1 %2").arg(other->id()).arg(other->widget()->minimumSizeHint().width());
      QVERIFY2(open.width() <= 1280 && open.height() <= 760,
               qPrintable(QString("%1: %2 x %3 (%4)")
                              .arg(bench->id())
                              .arg(open.width())
                              .arg(open.height())
                              .arg(parts.join(", "))));
    }
  }

  void manyFileProblemsFitTheScreen() {
    QStringList problems;
    for (int i = 0; i < 40; ++i) problems << QString("/data/file%1.pdb: has none of the chains asked for (it has A)").arg(i);
    QString shown, informative, details;
    QTimer::singleShot(0, [&] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      QVERIFY(box);
      shown = box->text();
      informative = box->informativeText();
      details = box->detailedText();
      box->accept();
    });
    warnAboutFiles(nullptr, "Some files were skipped", problems.join('\n'), "Read with chain B:");
    QCOMPARE(shown.count('\n'), 6);  // the lead and six problems
    QVERIFY(shown.startsWith("Read with chain B:\n/data/file0.pdb"));
    QVERIFY2(informative.contains("34"), qPrintable(informative));
    QCOMPARE(details, problems.join('\n'));
    QTimer::singleShot(0, [&] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      QVERIFY(box);
      shown = box->text();
      details = box->detailedText();
      box->accept();
    });
    warnAboutFiles(nullptr, "Cannot open", problems.mid(0, 3).join('\n'));
    QCOMPARE(shown, problems.mid(0, 3).join('\n'));
    QVERIFY(details.isEmpty());
  }

  void stopCancelsPromptly() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 400, 9);
    HandwritingDocument* doc = hw->document();
    for (int w = 0; w < 400; ++w) doc->setUserLabels(w, doc->dataset()->words[w].letters);
    LearnerSettings endless = hw->panel()->learnerSettings();
    endless.values.set("passes", "100000");
    endless.values.set("gap", "0");
    hw->panel()->setLearnerSettings(endless);
    QSignalSpy finished(hw->panel()->controller(), &TrainingJobSignals::finished);
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.trainingMonitor()->pointCount() >= 2, 60000);
    window.action("stop")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QCOMPARE(hw->panel()->controller()->outcome()->reason, StopReason::Cancelled);
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty(), 30000);  // a stopped run still yields a model
  }

  void liveUpdateRetrainsAfterEdits() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 80, 11);
    HandwritingDocument* doc = hw->document();
    for (int w = 0; w < 20; ++w) doc->setUserLabels(w, doc->dataset()->words[w].letters);
    setMaxPasses(hw, 20);
    QSignalSpy started(hw->panel()->controller(), &TrainingJobSignals::started);
    window.action("live")->setChecked(true);
    window.action("live")->trigger();  // toggles off
    window.action("live")->trigger();  // and on again: starts training
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty(), 60000);
    const int before = started.count();
    // An edit retrains (debounced) without pressing Train.
    hw->view()->setCurrentWord(30);
    hw->view()->listView()->setFocus();
    QTest::keyClicks(hw->view()->listView(), "abc");
    QTRY_VERIFY_WITH_TIMEOUT(started.count() > before, 10000);
  }

  void resultsForAClosedDatasetAreDropped() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 60, 12);
    HandwritingDocument* doc = hw->document();
    for (int w = 0; w < 30; ++w) doc->setUserLabels(w, doc->dataset()->words[w].letters);
    setMaxPasses(hw, 200);
    QSignalSpy finished(hw->panel()->controller(), &TrainingJobSignals::finished);
    window.action("train")->trigger();
    hw->openSample(50, 13);  // while training (or predicting) for the first sample
    QTRY_VERIFY_WITH_TIMEOUT(!hw->panel()->controller()->isRunning(), 30000);
    QTest::qWait(500);  // let any queued prediction arrive
    QVERIFY(doc->predictions().empty());
    QVERIFY(doc->model() == nullptr);
    QCOMPARE(doc->wordCount(), 50);
  }

  void openingBadFilesKeepsTheDocument() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 30, 1);
    QTemporaryDir dir;
    QFile bad(dir.filePath("broken.data"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("garbage line\n");
    bad.close();
    // openPath reports through a message box; close it automatically.
    QTimer::singleShot(300, [] {
      if (QWidget* box = QApplication::activeModalWidget()) box->close();
    });
    QVERIFY(!window.openPath(bad.fileName()));
    QCOMPARE(hw->document()->wordCount(), 30);
  }

  // In-process check of the journal (test_crash_recovery kills a real process): a window that
  // goes away without closing leaves its journal, and the next one replays it.
  void journalRecovery() {
    QDir(EditJournal::directory()).removeRecursively();
    Labeling labels;
    {
      MainWindow window;
      HandwritingWorkbench* hw = handwriting(window, 40, 4);
      QVERIFY(!window.session()->isModified(hw));
      labels = hw->document()->dataset()->words[7].letters;
      hw->view()->setCurrentWord(7);
      hw->view()->listView()->setFocus();
      QString text;
      for (int y : labels) text += QChar('a' + y);
      QTest::keyClicks(hw->view()->listView(), text);
      QVERIFY(window.session()->isModified(hw));
    }  // "crash": the window goes away without asking or saving
    MainWindow window;
    auto* hw = window.workbench<HandwritingWorkbench>();
    const std::vector<Workbench*> recovered = window.session()->recover(false);
    QCOMPARE(recovered, std::vector<Workbench*>{hw});
    QCOMPARE(hw->document()->wordCount(), 40);
    QCOMPARE(hw->document()->userLabels(7), labels);
    QVERIFY(window.session()->isModified(hw));  // recovered labels still need a real save
    QTemporaryDir dir;
    QVERIFY(window.session()->saveTo(hw, dir.filePath("saved.m3p")));
    QVERIFY(!window.session()->isModified(hw));
    QVERIFY(window.session()->closeAll());
    QVERIFY(QDir(EditJournal::directory()).entryList({"*.m3j"}).isEmpty());
  }

  // A window restarted right after a kill -9, before the killed process was reaped: its lock
  // names a zombie, whose pid still answers kill(pid, 0), yet its journal must be offered.
  // (QLockFile sees that /proc/<pid>/exe is gone and counts the lock as stale.)
  void journalOfAnUnreapedWriterIsOffered() {
    QDir(EditJournal::directory()).removeRecursively();
    const pid_t child = fork();
    if (child == 0) {
      EditJournal journal("handwriting");
      journal.start(QJsonObject{{"words", 3}}, "", true);
      journal.append(QJsonObject{{"word", 1}});
      _exit(0);  // no destructors: the journal and its lock stay, as after a kill -9
    }
    QVERIFY(child > 0);
    const auto state = [child] {
      QFile stat(QString("/proc/%1/stat").arg(child));
      const QByteArray line = stat.open(QIODevice::ReadOnly) ? stat.readAll() : QByteArray();
      const qsizetype close = line.lastIndexOf(')');
      return close >= 0 && close + 2 < line.size() ? line[close + 2] : '?';
    };
    QTRY_COMPARE_WITH_TIMEOUT(state(), 'Z', 20000);  // exited, not yet reaped
    const std::vector<EditJournal::Left> left = EditJournal::leftBehind(nullptr);
    QCOMPARE(state(), 'Z');  // still unreaped while it was looked at
    waitpid(child, nullptr, 0);
    QCOMPARE(left.size(), size_t(1));
    QCOMPARE(left[0].edits.size(), size_t(1));
    QVERIFY(left[0].worthRecovering());
    // A living writer's journal (this process's) is never offered.
    EditJournal mine("handwriting");
    mine.start(QJsonObject{{"words", 3}}, "", true);
    for (const EditJournal::Left& l : EditJournal::leftBehind(nullptr)) QVERIFY(l.file != mine.path());
    mine.discard();
    EditJournal::remove(left[0].file);
  }

  void fileLabelsOfAFoldAreOneUndoStep() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 100, 6);
    HandwritingDocument* doc = hw->document();
    int inFold = 0;
    for (const HandwritingWord& w : doc->dataset()->words) inFold += w.fold == 3;
    QVERIFY(inFold > 0);
    QCOMPARE(hw->labelFoldFromFile(3), inFold);
    for (int w = 0; w < doc->wordCount(); ++w)
      QCOMPARE(countLabelled(doc->userLabels(w)) > 0, doc->dataset()->words[w].fold == 3);
    window.action("undo")->trigger();
    QCOMPARE(doc->labelledLetterCount(), 0);
  }

  void kernelLearnerFromTheTrainingOptions() {
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 100, 6);
    QVERIFY(hw->labelFoldFromFile(3) > 0);
    hw->panel()->setModelChoice({.kernel = "poly2"});  // what Training Options sets
    setMaxPasses(hw, 10);
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!hw->document()->predictions().empty(), 60000);
    QCOMPARE(hw->document()->model()->kind(), std::string("chain-m3n-kernel"));
    QVERIFY(window.trainingMonitor()->pointCount() > 0);
  }

  void realOcrWordsFromTheGui() {
    const QString path = QString(M3_SHARED_DATA_DIR) + "/ocr_letters/letter_from_ocr_mat.tsv.gz";
    if (!QFile::exists(path)) QSKIP("../shared/data is missing: the real OCR words check is skipped");
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(window.openPath(path));
    auto* hw = window.workbench<HandwritingWorkbench>();
    QCOMPARE(window.activeWorkbench(), hw);
    HandwritingDocument* doc = hw->document();
    QCOMPARE(doc->wordCount(), 6877);
    QCOMPARE(hw->labelFoldFromFile(0), 626);
    setMaxPasses(hw, 30);
    QSignalSpy finished(hw->panel()->controller(), &TrainingJobSignals::finished);
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!doc->predictions().empty(), 120000);
    // The thesis-level linear chain M3N makes about one error in five letters off fold 0.
    long letters = 0, wrong = 0;
    for (int w = 0; w < doc->wordCount(); ++w) {
      if (doc->dataset()->words[w].fold == 0) continue;
      wrong += static_cast<long>(hammingLoss(doc->dataset()->words[w].letters, doc->predictions()[w]));
      letters += doc->dataset()->words[w].length();
    }
    const double error = double(wrong) / double(letters);
    QVERIFY2(error < 0.23, qPrintable(QString::number(error)));
    QCOMPARE(finished.count(), 1);
    const TrainingProgress last = hw->panel()->controller()->outcome()->progress;
    QVERIFY(last.validationError < 0.25);
    if (qEnvironmentVariableIsSet("M3_SCREENSHOT_DIR")) {
      hw->view()->setFilter(HandwritingView::UnlabelledWords);
      window.grab().save(qEnvironmentVariable("M3_SCREENSHOT_DIR") + "/real_ocr.png");
    }
  }

  void exportLabelsPreferUserThenPredictionThenFile() {
    HandwritingDocument doc;
    auto data = std::make_shared<HandwritingDataset>();
    HandwritingWord word;
    word.letters = {0, 1, 2};
    word.images.resize(3);
    data->words.push_back(word);
    doc.reset(data, "test");
    QCOMPARE(doc.exportLabels(), (std::vector<Labeling>{{0, 1, 2}}));  // no labels, no model: the file
    doc.setUserLabels(0, {5, kUnlabelled, kUnlabelled});
    QCOMPARE(doc.exportLabels(), (std::vector<Labeling>{{5, 1, 2}}));
    doc.setPredictions({{7, 8, 9}}, {{0.5, 0.5, 0.5}}, nullptr);
    QCOMPARE(doc.exportLabels(), (std::vector<Labeling>{{5, 8, 9}}));
  }

  // A learner value no learner takes (the CLI refuses the project) opens with the declared
  // default instead, and the reason is among the warnings of loading: every task's settings are
  // read so, and a handwriting project shows it.
  void learnerValuesOutsideTheirRangesAreNamed() {
    const QJsonObject state{{"learner", QJsonObject{{"C", 1e308}, {"maxPasses", -5}}}};
    for (const TaskDeclaration& task : taskDeclarations()) {
      QStringList refused;
      const LearnerSettings s = learnerSettingsOfProject(state, task.id, &refused);
      QCOMPARE(s.C(), task.learner.C);
      QCOMPARE(refused.size(), task.learner.stoppingRule ? 2 : 1);
      QVERIFY2(refused.first().startsWith("learner.C 1e+308: must be 0 < C <= 1000000"),
               qPrintable(refused.first()));
    }
    MainWindow window;
    HandwritingWorkbench* hw = handwriting(window, 5, 1);
    ProjectContext context;
    QJsonObject saved = hw->saveState(context);
    saved["learner"] = state["learner"];
    QString error;
    QVERIFY2(hw->loadState(saved, context, &error), qPrintable(error));
    QCOMPARE(context.warnings.size(), 2);
    QCOMPARE(hw->panel()->learnerSettings(), defaultLearnerSettings("handwriting"));
  }

  void damagedProjectFilesAreRejected() {
    QTemporaryDir dir;
    auto write = [&](const QByteArray& text) {
      QFile f(dir.filePath("p.m3s"));
      f.open(QIODevice::WriteOnly);
      f.write(text);
      return f.fileName();
    };
    const QList<QPair<QByteArray, QString>> cases = {
        {"{", "invalid M3Studio project"},
        {R"({"format": "other"})", "not an M3Studio project"},
        {R"({"format": "m3studio-project", "schema": 7})", "newer M3Studio"},
        {R"({"format": "m3studio-project", "schema": 2, "state": {}})", "names no workbench"},
        {R"({"format": "m3studio-project", "schema": 1, "dataset": {}})", "names no dataset"},
        {R"({"format": "m3studio-project", "schema": 1, "dataset": {"sample": {"words": 5, "seed": 1}},
            "labels": [{"word": 0, "letters": "A"}]})",
         "not a letter"},
        {R"({"format": "m3studio-project", "schema": 1, "dataset": {"path": "gone.data"}})",
         "not found"}};
    for (const auto& [text, expected] : cases) {
      try {
        const QString path = write(text);
        const ProjectFile project = readProjectFile(path);
        ProjectContext context;
        context.directory = QFileInfo(path).absoluteDir();
        handwritingStateFromJson(project.state, context);
        QFAIL(text.constData());
      } catch (const std::exception& e) {
        QVERIFY2(QString(e.what()).contains(expected), e.what());
      }
    }
  }

  void projectRoundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath("p.m3p");
    Labeling labels;
    std::shared_ptr<const ChainModel> model;
    {
      MainWindow window;
      HandwritingWorkbench* hw = handwriting(window, 50, 2);
      labels = hw->document()->dataset()->words[3].letters;
      labels[0] = kUnlabelled;
      hw->document()->setUserLabels(3, labels);
      QVERIFY(hw->labelFoldFromFile(1) > 0);
      setMaxPasses(hw, 10);
      window.action("train")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(hw->document()->model() != nullptr, 60000);
      model = hw->document()->model();
      QVERIFY(window.session()->saveTo(hw, path));
      QVERIFY(!window.isWindowModified());
    }
    {
      MainWindow window;
      QVERIFY(window.openPath(path));
      auto* hw = window.workbench<HandwritingWorkbench>();
      QCOMPARE(hw->document()->wordCount(), 50);
      QCOMPARE(hw->document()->userLabels(3), labels);
      QTRY_VERIFY_WITH_TIMEOUT(hw->document()->model() != nullptr, 30000);  // the model comes back
      QVERIFY(*hw->document()->model() == *model);
      QVERIFY(window.windowTitle().startsWith("p.m3p"));
      // Training settings, the kernel included, travel with the project.
      hw->panel()->setModelChoice({.kernel = "poly3"});
      QVERIFY(window.session()->saveTo(hw, path));
    }  // closed: the next window opens the project without asking (one project, one window)
    MainWindow again;
    QVERIFY(again.openPath(path));
    QCOMPARE(again.workbench<HandwritingWorkbench>()->panel()->modelChoice().kernel,
             QString("poly3"));
  }

  // Schema-1 handwriting projects (*.m3s) of earlier versions still open.
  void oldHandwritingProjectsOpen() {
    MainWindow window;
    const int length = handwriting(window, 20, 3)->document()->dataset()->words[2].length();
    QTemporaryDir dir;
    QFile f(dir.filePath("old.m3s"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QString(R"({"format": "m3studio-project", "schema": 1, "workbench": "handwriting",
               "dataset": {"sample": {"words": 20, "seed": 3}}, "labels": [{"word": 2, "letters": "ab%1"}],
               "training": {"C": 0.25, "maxPasses": 7, "gap": 0.03, "transitions": false, "kernel": "poly2"}})")
                .arg(QString(length - 2, '?'))
                .toUtf8());
    f.close();
    QVERIFY(window.openPath(f.fileName()));
    auto* hw = window.workbench<HandwritingWorkbench>();
    QCOMPARE(hw->document()->wordCount(), 20);
    const Labeling& y = hw->document()->userLabels(2);
    QCOMPARE(y[0], 0);
    QCOMPARE(y[1], 1);
    // Its "training" (written before every workbench said "learner") still sets the learner
    // and the model, and the next save writes them under the names all workbenches use.
    const LearnerSettings learner = hw->panel()->learnerSettings();
    QCOMPARE(learner.C(), 0.25);
    QCOMPARE(learner.values.integer("passes"), 7);
    QCOMPARE(learner.values.real("gap"), 0.03);
    QCOMPARE(hw->panel()->modelChoice(), (HandwritingModelChoice{false, "poly2"}));
    ProjectContext context;
    const QJsonObject state = hw->saveState(context);
    QVERIFY(!state.contains("training"));
    QCOMPARE(state["learner"].toObject()["C"].toDouble(), 0.25);
    QCOMPARE(state["kernel"].toString(), QString("poly2"));
    QCOMPARE(state["transitions"].toBool(true), false);
  }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
