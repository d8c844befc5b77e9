// The Sentences workbench as a user meets it: Workbench ▸ Sentences opens the generated
// sentences; the user clicks a bracket and deletes it, drags across words and types a label to
// bracket them again, is refused a crossing bracket, keeps a tree with A, undoes, takes half the
// file's trees as one step, trains from the toolbar, and BASIC parses the held-out half well;
// the wrong brackets are marked, the list filters to the parser's errors, live update retrains
// after an edit, and trees, the CSV and the parser are exported and read back. Plain text with
// tags opens; bad files are refused with a message naming them. Screenshot for review:
// sentence_workbench.png.
#include <QComboBox>
#include <QLineEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <fstream>

#include "io/io_error.h"
#include "main_window.h"
#include "parse_tree_view.h"
#include "sentence_list_model.h"
#include "sentence_panel.h"
#include "sentence_workbench.h"
#include "test_paths.h"

using namespace m3;

namespace {

void writeText(const QString& path, const std::string& text) { std::ofstream(path.toStdString()) << text; }

void drag(ParseTreeView* view, int fromWord, int toWord) {
  QTest::mousePress(view, Qt::LeftButton, {}, view->wordPosition(fromWord));
  QTest::mouseMove(view, view->wordPosition(toWord));
  QTest::mouseRelease(view, Qt::LeftButton, {}, view->wordPosition(toWord));
}

}  // namespace

class TestSentenceWorkbench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void sampleEditTrainUndoExport() {
    MainWindow window;
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.action("workbench-sentences")->trigger();  // Ctrl+8: the generated sentences open
    auto* workbench = window.workbench<SentenceWorkbench>();
    QCOMPARE(window.activeWorkbench(), static_cast<Workbench*>(workbench));
    SentencePanel* bench = workbench->panel();
    SentenceDocument* doc = bench->document();
    QCOMPARE(doc->sentenceCount(), 400);
    QCOMPARE(bench->currentSentence(), 0);
    ParseTreeView* view = bench->treeView();
    QVERIFY(view->hasTree());
    const ParseTree file0 = *doc->fileTree(0);
    const int subjectWords = nodeSpan(file0, {0}).end;

    // Click the subject's bracket and press Delete: the file's tree minus that bracket is yours.
    view->setFocus();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->labelPosition({0}));
    QVERIFY(view->selectedNode() == TreePath{0});
    QTest::keyClick(view, Qt::Key_Delete);
    QVERIFY(doc->userTree(0));
    QCOMPARE(doc->userTree(0)->children.size(), file0.children.size() + subjectWords - 1);
    // Drag across the subject's words and type NP, Enter: the tree is the file's again.
    drag(view, 0, subjectWords - 1);
    QCOMPARE(view->selectedSpan(), (WordSpan{0, subjectWords}));
    QTest::keyClick(view, 'n');  // labels are upper case
    QCOMPARE(bench->labelBox()->currentText(), QString("N"));
    QTest::keyClicks(bench->labelBox()->lineEdit(), "p");
    QTest::keyClick(bench->labelBox()->lineEdit(), Qt::Key_Return);
    QVERIFY(*doc->userTree(0) == file0);
    QVERIFY(view->selectedNode() == TreePath{0});
    // A bracket across the subject's last word and the verb crosses two: refused, nothing changes.
    QUndoStack* undo = doc->undoStack();
    const int steps = undo->count();
    drag(view, subjectWords - 1, subjectWords);
    QVERIFY(!bench->addBracket("X"));
    QCOMPARE(undo->count(), steps);
    // Labels starting with A or P are typed like any other in the tree view.
    drag(view, 0, subjectWords - 1);
    QTest::keyClicks(view, "a");
    QTest::keyClicks(bench->labelBox()->lineEdit(), "djp");
    QTest::keyClick(bench->labelBox()->lineEdit(), Qt::Key_Return);
    QCOMPARE(nodeAt(*doc->userTree(0), {0})->label, std::string("ADJP"));
    // Undo the three edits: no tree of the user's. Down, then A in the list: sentence 1 keeps
    // the file's tree.
    for (int i = 0; i < 3; ++i) window.action("undo")->trigger();
    QVERIFY(!doc->userTree(0));
    QCOMPARE(doc->userTreeCount(), 0);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(bench->currentSentence(), 1);
    QTest::keyClick(bench->sentenceTable(), Qt::Key_A);
    QVERIFY(*doc->userTree(1) == *doc->fileTree(1));
    window.action("undo")->trigger();
    // Clearing sentences without trees adds no undo step. A filter that matches nothing still
    // lists the sentence on screen.
    const int count = undo->count();
    bench->clearTrees({5, 6});
    bench->useFileTrees({});
    QCOMPARE(undo->count(), count);
    QLineEdit* find = bench->findChild<QLineEdit*>("findSentence");
    find->setText("no sentence has this");
    QCOMPARE(bench->filter()->rowCount(), 1);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(bench->currentSentence(), 1);
    find->clear();
    // Sorted by length, the list still names sentences by their place in the file: the one
    // shown is the row selected, and what Use / Clear act on.
    bench->sentenceTable()->sortByColumn(SentenceListModel::Words, Qt::DescendingOrder);
    bench->showSentence(7);
    const QModelIndex row = bench->sentenceTable()->currentIndex();
    QVERIFY(row.row() != 7);
    QCOMPARE(bench->filter()->mapToSource(row).row(), 7);
    QCOMPARE(bench->selectedSentences(), std::vector<int>{7});
    QCOMPARE(bench->currentSentence(), 7);
    bench->sentenceTable()->sortByColumn(-1, Qt::AscendingOrder);
    bench->showSentence(1);

    // Half the sentences' file trees, as one undo step.
    std::vector<int> half;
    for (int i = 0; i < 200; ++i) half.push_back(i);
    const int before = undo->index();
    bench->useFileTrees(half);
    QCOMPARE(undo->index(), before + 1);
    QCOMPARE(doc->userTreeCount(), 200);

    // Train BASIC from the toolbar: every sentence is parsed, the held-out half well.
    auto* bar = window.findChild<QToolBar*>("mainToolbar");
    QSignalSpy finished(bench->controller(), &SentenceController::finished);
    QTest::mouseClick(bar->widgetForAction(window.action("train")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 300000);
    QCOMPARE(doc->model()->kind, ParserKind::Basic);
    const BracketScores basic = doc->heldOutScores();
    QCOMPARE(basic.sentences, 200);
    for (int i = 0; i < 400; i += 37) QVERIFY(doc->predicted(i));
    QVERIFY(window.action("exportModel")->isEnabled());

    // Label Next: the sentence without a tree of the user's whose best tree wins by the least
    // over its second best (parseCky's margin, checked against enumeration in test_cky).
    {
      int least = -1;
      for (int i = 0; i < 400; ++i)
        if (!doc->userTree(i) && std::isfinite(doc->margins()[i]) &&
            (least < 0 || doc->margins()[i] < doc->margins()[least]))
          least = i;
      QVERIFY(least >= 200);
      QVERIFY(window.action("labelNext")->isEnabled());
      window.action("labelNext")->trigger();
      QCOMPARE(bench->currentSentence(), least);
      QVERIFY2(
          window.statusBar()->currentMessage().contains(QString("sentence %1,").arg(least + 1)),
          qPrintable(window.statusBar()->currentMessage()));
    }

    // GENERATIVE through the same path.
    bench->setModelKindId("generative");
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 300000);
    QCOMPARE(doc->model()->kind, ParserKind::Generative);
    const BracketScores generative = doc->heldOutScores();
    // LEXICAL, chosen in the panel's box as a user would.
    QComboBox* modelBox = nullptr;
    for (QComboBox* box : bench->findChildren<QComboBox*>())
      if (box->findData("lexical") >= 0) modelBox = box;
    QVERIFY(modelBox);
    modelBox->setCurrentIndex(modelBox->findData("lexical"));
    QCOMPARE(bench->modelKindId(), std::string("lexical"));
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 3, 300000);
    QCOMPARE(doc->model()->kind, ParserKind::Lexical);
    QVERIFY(doc->model()->spanFeatures && doc->model()->spanFeatures->size() > 100);
    const BracketScores lexical = doc->heldOutScores();
    qInfo("held-out labelled F1: BASIC %.3f, LEXICAL %.3f, GENERATIVE %.3f (exact %.3f, %.3f, %.3f)", basic.f1(),
          lexical.f1(), generative.f1(), basic.exactMatch(), lexical.exactMatch(), generative.exactMatch());
    QVERIFY(basic.f1() > 0.85);
    QVERIFY(lexical.f1() > 0.85);
    QVERIFY(generative.f1() > 0.8);
    QVERIFY(window.statusBar()->currentMessage().startsWith("LEXICAL trained on 200 tree(s)"));
    bench->setModelKindId("basic");
    window.action("train")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 4, 300000);

    // The parser's errors: the filter shows exactly the sentences whose F1 is below 1 (and the
    // one on screen); the first one's wrong brackets are marked.
    int wrong = 0;
    for (int i = 0; i < 400; ++i) wrong += doc->sentenceF1(i) < 1 ? 1 : 0;
    QVERIFY(wrong > 0);
    const bool shownIsRight = !(doc->sentenceF1(bench->currentSentence()) < 1);
    bench->filter()->setOnlyErrors(true);
    QCOMPARE(bench->filter()->rowCount(), wrong + (shownIsRight ? 1 : 0));
    bench->sentenceTable()->selectRow(shownIsRight ? 1 : 0);
    const int shown = bench->currentSentence();
    QVERIFY(doc->sentenceF1(shown) < 1);
    QVERIFY(bench->predictedView()->hasTree());
    QTest::qWait(100);
    window.grab().save("sentence_workbench.png");
    // Taking the prediction as the user's tree makes it right, and it stays on screen and listed.
    bench->sentenceTable()->setFocus();
    QTest::keyClick(bench->sentenceTable(), Qt::Key_P);
    QVERIFY(*doc->userTree(shown) == *doc->predicted(shown));
    QCOMPARE(doc->sentenceF1(shown), 1.0);
    QCOMPARE(bench->currentSentence(), shown);
    QCOMPARE(bench->filter()->mapToSource(bench->sentenceTable()->currentIndex()).row(), shown);
    window.action("undo")->trigger();
    bench->filter()->setOnlyErrors(false);

    // P takes the prediction as the user's tree; undo.
    bench->showSentence(300);
    QTest::keyClick(bench->sentenceTable(), Qt::Key_P);
    QVERIFY(*doc->userTree(300) == *doc->predicted(300));
    window.action("undo")->trigger();
    QVERIFY(!doc->userTree(300));

    // Live update: on, it trains at once and again after an edit.
    int runs = finished.count();
    window.action("live")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 300000);
    runs = finished.count();
    bench->showSentence(250);
    bench->keepShownTree();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs && !workbench->isTraining(), 300000);
    window.action("live")->trigger();
    QCOMPARE(doc->userTreeCount(), 201);

    // Export: your trees bracketed, the CSV, and the parser.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(workbench->exportLabels(dir.filePath("mine.mrg"), &error), qPrintable(error));
    // Your tree where you gave one, else the predicted (the one rule of Export Labels).
    const std::vector<SentenceRecord> back = readSentences(dir.filePath("mine.mrg").toStdString());
    QCOMPARE(back.size(), size_t(400));
    QVERIFY(*back[0].tree == *doc->userTree(0));
    int unlabelled = 0;
    while (unlabelled < 399 && (doc->userTree(unlabelled) || !doc->predicted(unlabelled)))
      ++unlabelled;
    QVERIFY(!doc->userTree(unlabelled) && doc->predicted(unlabelled));
    QVERIFY(*back[unlabelled].tree == *doc->predicted(unlabelled));
    QVERIFY2(workbench->exportLabels(dir.filePath("all.csv"), &error), qPrintable(error));
    QFile csv(dir.filePath("all.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 401);
    QCOMPARE(lines[0], QString("sentence,words,your tree,predicted tree,f1"));
    QVERIFY2(workbench->exportModel(dir.filePath("parser.json"), &error), qPrintable(error));
    QFile model(dir.filePath("parser.json"));
    QVERIFY(model.open(QIODevice::ReadOnly));
    QCOMPARE(parserModelFromJson(model.readAll().toStdString(), "parser.json").kind, ParserKind::Basic);

    // Stop keeps the parser reached so far and parses every sentence with it (it used to keep
    // the older parser's trees): the same in every workbench (ModelTrainingPanel::finishRound).
    const auto trainedBefore = doc->model();
    window.action("train")->trigger();
    window.action("stop")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!workbench->isTraining() && doc->model() != trainedBefore, 300000);
    QCOMPARE(doc->model()->kind, ParserKind::Basic);
    QVERIFY(doc->predicted(0) || doc->wordCount(0) > 40);
  }

  void textAndBadFiles() {
    SentencePanel bench;
    QTest::keyClick(bench.treeView(), Qt::Key_Down);  // nothing open: nothing happens
    QVERIFY(!bench.addBracket("NP"));
    QTemporaryDir dir;
    writeText(dir.filePath("tagged.txt"), "The/DT dog/NN barked/VBD ./.\nIt slept .\n");
    writeText(dir.filePath("cut.mrg"), "( (S (NP (DT The) (NN dog)) (VP (VBD barked))\n");
    QString error;
    QVERIFY(!bench.openPaths({dir.filePath("cut.mrg")}, &error));
    QVERIFY2(error.contains("cut.mrg"), qPrintable(error));
    error.clear();
    // One good file and one bad: the good one opens, the bad one is named.
    QVERIFY(bench.openPaths({dir.filePath("tagged.txt"), dir.filePath("cut.mrg")}, &error));
    QVERIFY2(error.contains("cut.mrg"), qPrintable(error));
    SentenceDocument* doc = bench.document();
    QCOMPARE(doc->sentenceCount(), 2);
    QVERIFY(!doc->hasFileTrees());
    // With no tree anywhere, editing starts from the words flat under S with the text's tags.
    QCOMPARE(formatPennTree(doc->editableTree(0)), std::string("(S (DT The) (NN dog) (VBD barked) (. .))"));
    QCOMPARE(formatPennTree(doc->editableTree(1)), std::string("(S (X It) (X slept) (X .))"));
    bench.showSentence(0);
    bench.treeView()->selectSpan({0, 2});
    QVERIFY(bench.addBracket("NP"));
    QCOMPARE(formatPennTree(*doc->userTree(0)), std::string("(S (NP (DT The) (NN dog)) (VBD barked) (. .))"));
    // Training GENERATIVE on that one tree parses both sentences.
    bench.setModelKindId("generative");
    QSignalSpy finished(bench.controller(), &SentenceController::finished);
    bench.train();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QVERIFY(doc->predicted(0) && doc->predicted(1));
    QVERIFY(*doc->predicted(0) == *doc->userTree(0));
    // Without your tree the predicted one is exported.
    bench.clearTrees({0});
    QVERIFY2(bench.exportLabels(dir.filePath("predicted.mrg"), &error), qPrintable(error));
    QVERIFY(*readSentences(dir.filePath("predicted.mrg").toStdString())[0].tree ==
            *doc->predicted(0));
  }

  // Which files go to this workbench: treebank names, and tar archives holding .mrg files.
  void treebankArchivesOpen() {
    SentenceWorkbench workbench;
    QTemporaryDir dir;
    writeText(dir.filePath("photos.tar"), std::string(2048, 'x'));
    QVERIFY(!workbench.canOpen(dir.filePath("photos.tar")));
    QVERIFY(workbench.canOpen("wsj_0001.mrg"));
    QVERIFY(workbench.canOpen("trees.mrg.gz"));
    QVERIFY(!workbench.canOpen("notes.txt"));  // text is opened from the Open dialog
    QVERIFY(QDir(dir.path()).mkdir("trees"));
    writeText(dir.filePath("trees/a.mrg"), "( (S (NP (PRP She)) (VP (VBD slept)) (. .)) )\n");
    QCOMPARE(QProcess::execute("tar", {"-C", dir.path(), "-czf", dir.filePath("trees.tar.gz"), "trees"}), 0);
    QVERIFY(workbench.canOpen(dir.filePath("trees.tar.gz")));
    QString opened;
    QVERIFY2(workbench.openFiles({dir.filePath("trees.tar.gz")}, &opened), qPrintable(opened));
    QCOMPARE(formatPennTree(*workbench.panel()->document()->fileTree(0)), std::string("(S (NP (PRP She)) (VP (VBD slept)) (. .))"));
    const QString ptb = QString(M3_SHARED_DATA_DIR) + "/ptb_sample/ptb_sample_combined.tar.gz";
    if (!QFile::exists(ptb)) QSKIP("the Penn Treebank sample is not in ../shared/data/ptb_sample");
    QVERIFY(workbench.canOpen(ptb));
    QString error;
    QVERIFY2(workbench.openFiles({ptb}, &error), qPrintable(error));
    QCOMPARE(workbench.panel()->document()->sentenceCount(), 3914);
    QVERIFY(workbench.panel()->document()->fileTree(0));
  }
};

QTEST_MAIN(TestSentenceWorkbench)
#include "test_sentence_workbench.moc"
