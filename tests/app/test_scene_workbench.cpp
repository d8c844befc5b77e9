// The Scenes workbench as a user meets it: Workbench ▸ Scenes opens the generated sample; the
// user switches labels of items on and off by clicking them in the item view and with the
// number keys (simulated events), undoes and redoes, gives more items the file's labels,
// trains from the toolbar, and the held-out items' predicted sets beat the most common set
// by far, in the list and in the summary; labels and model are exported and read back; the
// real scene set (../shared/data/scene) opens with its MULAN .xml, and bad files are refused
// with a message. Screenshots for review: scene_workbench.png and scene_real.png.
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <map>

#include "io/arff_io.h"
#include "main_window.h"
#include "scene_item_view.h"
#include "scene_list_model.h"
#include "scene_panel.h"
#include "scene_workbench.h"
#include "test_paths.h"

using namespace m3;

namespace {

void selectItem(ScenePanel* bench, int i) {
  QTableView* list = bench->itemList();
  list->scrollTo(list->model()->index(i, 0));
  QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                    list->visualRect(list->model()->index(i, 0)).center());
}

// Exact match of always answering the most common label set among the labelled items.
double mostCommonSetExactMatch(const SceneDocument& doc) {
  std::map<std::vector<int>, int> counts;
  for (int i = 0; i < doc.itemCount(); ++i)
    if (doc.isLabelled(i)) ++counts[doc.userLabels(i)];
  const auto best = std::max_element(counts.begin(), counts.end(),
                                     [](auto& a, auto& b) { return a.second < b.second; });
  int right = 0, total = 0;
  for (int i = 0; i < doc.itemCount(); ++i)
    if (!doc.isLabelled(i)) ++total, right += doc.fileLabels(i) == best->first;
  return total ? static_cast<double>(right) / total : 0;
}

}  // namespace

class TestSceneWorkbench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void emptyStateAndBadFiles() {
    ScenePanel bench;
    bench.resize(1000, 600);
    bench.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench));
    QVERIFY(!bench.view()->hasItem());
    bench.train();  // nothing open: a message, no crash
    QString error;
    QVERIFY(!bench.exportLabels(QDir::temp().filePath("none.arff"), &error));
    {
      SceneWorkbench workbench;  // Export Model before any training: a message, no file
      QVERIFY(!workbench.exportModel(QDir::temp().filePath("none.json"), &error));
      QVERIFY2(error.contains("train first"), qPrintable(error));
      QVERIFY(!QFile::exists(QDir::temp().filePath("none.json")));
    }
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.arff");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("@relation x\n@attribute a numeric\n@attribute b numeric\n@data\n1,2\n");  // no {0,1}
                                                                                       // labels
    f.close();
    QVERIFY(!bench.openPaths({bad}, &error));
    QVERIFY2(error.contains("cannot tell the labels"), qPrintable(error));
    QVERIFY(!bench.openPaths({dir.filePath("missing.arff")}, &error));
    QVERIFY2(error.contains("missing.arff"), qPrintable(error));
    QVERIFY(!bench.openPaths({}, &error));
    QCOMPARE(bench.document()->itemCount(), 0);  // nothing replaced the (empty) open set
  }

  // Other data opened while a round runs: the round is stopped, and what it finishes with (the
  // model reached so far) belongs to the data that was open, so it is dropped rather than
  // shown or predicted with on the new items.
  void roundForClosedDataIsDropped() {
    ScenePanel bench;
    bench.openSample(600);
    std::vector<int> items;
    for (int i = 0; i < 300; ++i) items.push_back(i);
    bench.useFileLabels(items);
    QSignalSpy finished(bench.controller(), &SceneController::finished);
    QSignalSpy messages(&bench, &ScenePanel::statusMessage);
    bench.train();
    bench.openSample(200);  // stops the round; its outcome arrives afterwards
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QTest::qWait(50);
    QCOMPARE(bench.document()->itemCount(), 200);
    QVERIFY(!bench.document()->model());
    QVERIFY(!bench.controller()->isRunning());
    for (const QList<QVariant>& message : messages)
      QVERIFY2(!message.at(0).toString().startsWith("Stopped"),
               qPrintable(message.at(0).toString()));
  }

  void sampleLabelTrainUndoExport() {
    MainWindow window;
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.action("workbench-scenes")->trigger();  // Ctrl+4: the generated sample opens by default
    QCOMPARE(window.activeWorkbench(), static_cast<Workbench*>(window.workbench<SceneWorkbench>()));
    ScenePanel* bench = window.workbench<SceneWorkbench>()->panel();
    SceneDocument* doc = bench->document();
    QCOMPARE(doc->itemCount(), 600);
    QCOMPARE(doc->labelCount(), 6);
    QVERIFY(bench->view()->hasItem());

    // Label items 0..5 by clicking their file labels in the item view (mouse) ...
    SceneItemView* view = bench->view();
    int clicks = 0;
    for (int i = 0; i < 6; ++i) {
      selectItem(bench, i);
      QCOMPARE(bench->currentItem(), i);
      const std::vector<int> file = doc->fileLabels(i);
      for (int k = 0; k < 6; ++k)
        if (file[k])
          QTest::mouseClick(view, Qt::LeftButton, {}, view->labelRowRect(k).center()), ++clicks;
      QVERIFY(doc->isLabelled(i));
      QVERIFY(doc->userLabels(i) == file);
    }
    // ... and with the number keys: on, off, on again.
    selectItem(bench, 6);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_2);
    QCOMPARE(doc->userLabels(6)[1], 1);
    QTest::keyClick(view, Qt::Key_2);
    QCOMPARE(doc->userLabels(6)[1], 0);
    QVERIFY(doc->isLabelled(6));  // labelled with the empty set
    // The keys work while the item list has the focus too.
    bench->itemList()->setFocus();
    QTest::keyClick(bench->itemList(), Qt::Key_3);
    QCOMPARE(doc->userLabels(6)[2], 1);
    QTest::keyClick(bench->itemList(), Qt::Key_3);
    QCOMPARE(doc->userLabels(6)[2], 0);
    clicks += 4;
    QUndoStack* undo = doc->undoStack();
    QCOMPARE(undo->count(), clicks);
    window.action("undo")->trigger();  // the two presses of 3
    window.action("undo")->trigger();
    window.action("undo")->trigger();
    QCOMPARE(doc->userLabels(6)[1], 1);
    window.action("undo")->trigger();
    QVERIFY(!doc->isLabelled(6));
    window.action("redo")->trigger();
    QVERIFY(doc->isLabelled(6));
    window.action("undo")->trigger();
    QCOMPARE(doc->labelledCount(), 6);

    // Many more from the file, as one undo step.
    std::vector<int> more;
    for (int i = 6; i < 150; ++i) more.push_back(i);
    const int steps = undo->index();
    bench->useFileLabels(more);
    QCOMPARE(undo->index(), steps + 1);
    QCOMPARE(doc->labelledCount(), 150);

    // Train from the toolbar; every item gets a predicted set and margins.
    auto* bar = window.findChild<QToolBar*>("mainToolbar");
    QWidget* trainButton = bar->widgetForAction(window.action("train"));
    QVERIFY(trainButton);
    QSignalSpy finished(bench->controller(), &SceneController::finished);
    QTest::mouseClick(trainButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(doc->hasPredictions(), 60000);
    int heldOut = 0;
    const MultiLabelMetrics m = doc->heldOutMetrics(&heldOut);
    QCOMPARE(heldOut, 450);
    const double baseline = mostCommonSetExactMatch(*doc);
    qInfo("LMSBN held out: exact match %.3f, hamming %.3f, micro-F1 %.3f; most common set %.3f",
          m.exactMatch, m.hammingLoss, m.microF1, baseline);
    QVERIFY2(m.exactMatch > baseline + 0.3,
             qPrintable(QString("%1 vs %2").arg(m.exactMatch).arg(baseline)));
    QCOMPARE(doc->exactPredictions(), 600L);  // 6 labels: exhaustive branch and bound
    QVERIFY(window.action("exportModel")->isEnabled());
    // The margins' signs are the predicted set.
    for (int i = 0; i < doc->itemCount(); i += 37)
      for (int k = 0; k < 6; ++k) QCOMPARE(doc->margin(i, k) > 0, doc->predicted(i)[k] == 1);
    // Label Next: the unlabelled item whose least sure label is nearest a flip, then the next.
    {
      const auto sureness = [&](int i) {
        double m = 1e300;
        for (int k = 0; k < 6; ++k) m = std::min(m, std::abs(doc->margin(i, k)));
        return m;
      };
      std::vector<std::pair<double, int>> order;
      for (int i = 0; i < doc->itemCount(); ++i)
        if (!doc->isLabelled(i)) order.emplace_back(sureness(i), i);
      std::stable_sort(order.begin(), order.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      window.action("labelNext")->trigger();
      QCOMPARE(bench->currentItem(), order[0].second);
      window.action("labelNext")->trigger();
      QCOMPARE(bench->currentItem(), order[1].second);
    }
    // List and summary agree with the document.
    QAbstractItemModel* list = bench->itemList()->model();
    auto* listModel = static_cast<SceneListModel*>(list);
    for (int i = 0; i < doc->itemCount(); i += 29) {
      QCOMPARE(list->data(list->index(i, SceneListModel::Predicted)).toString(),
               listModel->labelSetText(doc->predicted(i)));
      QCOMPARE(list->data(list->index(i, SceneListModel::Right)).toString(),
               doc->predictionRight(i) ? "yes" : "no");
    }
    QCOMPARE(bench->summaryTable()->rowCount(), 1);
    QCOMPARE(bench->summaryTable()->item(0, 0)->text(), QLocale().toString(m.exactMatch, 'f', 3));
    QVERIFY(bench->summaryLabel()->text().contains("450 item(s)"));

    // The view draws the current item's margins: a held-out item with a mistake, for the
    // screenshot.
    int shown = 150;
    for (int i = 150; i < doc->itemCount(); ++i)
      if (!doc->predictionRight(i)) {
        shown = i;
        break;
      }
    selectItem(bench, shown);
    QCOMPARE(view->item().margins.size(), size_t(6));
    QVERIFY(!view->item().labelled);
    QTest::qWait(100);
    window.grab().save("scene_workbench.png");
    // A click on a label of a held-out item (empty boxes) says the label applies: the set
    // becomes the prediction with that label on, whether or not it was predicted; a second
    // click takes it off again.
    for (int k : {0, 1, 2, 3, 4, 5}) {
      std::vector<int> expected = doc->predicted(shown);
      expected[static_cast<size_t>(k)] = 1;
      QTest::mouseClick(view, Qt::LeftButton, {}, view->labelRowRect(k).center());
      QVERIFY(doc->isLabelled(shown));
      QVERIFY(doc->userLabels(shown) == expected);
      QVERIFY(view->item().labelled && view->item().user[static_cast<size_t>(k)] == 1);
      QTest::mouseClick(view, Qt::LeftButton, {}, view->labelRowRect(k).center());
      QCOMPARE(doc->userLabels(shown)[static_cast<size_t>(k)], 0);
      window.action("undo")->trigger();
      window.action("undo")->trigger();
      QVERIFY(!doc->isLabelled(shown));
    }

    // The status bar says what each learner reports, written by the GUI (translated, the
    // locale's numbers), not core's English line.
    QSignalSpy messages(bench, &ScenePanel::statusMessage);
    const auto lastMessageHas = [&](const QString& words) {
      return !messages.isEmpty() && messages.last().at(0).toString().contains(words);
    };
    // LMSBN with the RBF kernel through the same path.
    bench->setKernel(KernelSpec::rbf(0.1));
    {
      const int runs = finished.count();
      window.action("train")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 60000);
      QVERIFY(doc->model()->lmsbn.kernel && doc->model()->lmsbn.kernel->type == KernelType::Rbf);
      const double exact = doc->heldOutMetrics(nullptr).exactMatch;
      qInfo("LMSBN RBF held out: exact match %.3f", exact);
      QVERIFY(exact > baseline + 0.3);
      QTRY_VERIFY(lastMessageHas("support vector"));
    }
    bench->setKernel(KernelSpec::linear());
    // Every other model trains through the same path (quickly on 150 items).
    for (MultiLabelModelKind kind :
         {MultiLabelModelKind::LmsbnFscore, MultiLabelModelKind::Lmbm, MultiLabelModelKind::Svm,
          MultiLabelModelKind::ChainSsvm, MultiLabelModelKind::FullSsvm}) {
      bench->setModelKind(kind);
      const int runs = finished.count();
      window.action("train")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 60000);
      QCOMPARE(doc->model()->kind, kind);
      const double exact = doc->heldOutMetrics(nullptr).exactMatch;
      qInfo("%s held out: exact match %.3f", multiLabelKindName(kind), exact);
      QVERIFY2(exact > baseline + 0.15, multiLabelKindName(kind));
      const QString report = kind == MultiLabelModelKind::LmsbnFscore ? "label order "
                             : kind == MultiLabelModelKind::Svm       ? "binary SVM"
                             : kind == MultiLabelModelKind::FullSsvm  ? "loss-augmented LPs integral"
                                                                      : "relative gap ";
      QTRY_VERIFY2(lastMessageHas(report), qPrintable(messages.isEmpty() ? "" : messages.last().at(0).toString()));
    }

    // Live update: switching it on trains at once, and each later label edit retrains by itself.
    int runs = finished.count();
    window.action("live")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 60000);
    runs = finished.count();
    selectItem(bench, 200);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->labelRowRect(3).center());
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 60000);
    QVERIFY(doc->isLabelled(200));
    window.action("live")->trigger();  // off again
    runs = finished.count();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->labelRowRect(3).center());
    QTest::qWait(800);  // twice the debounce: nothing retrains with live update off
    QCOMPARE(finished.count(), runs);

    // Export: every item as ARFF, with your set where you gave one, else the predicted set (the
    // one rule of Export Labels), and the model.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(bench->exportLabels(dir.filePath("labels.arff"), &error), qPrintable(error));
    const MultiLabelData back = readMultiLabelArff(dir.filePath("labels.arff").toStdString(), 6);
    QCOMPARE(back.size(), doc->itemCount());
    for (int i = 0; i < doc->itemCount(); ++i) {
      const std::vector<int> expected = doc->isLabelled(i) ? doc->userLabels(i) : doc->predicted(i);
      for (int k = 0; k < doc->labelCount(); ++k) QCOMPARE(int(back.labels(i, k)), expected[k]);
    }
    QVERIFY(back.features.isApprox(doc->data()->features));
    QVERIFY2(window.workbench<SceneWorkbench>()->exportModel(dir.filePath("model.json"), &error),
             qPrintable(error));
    QCOMPARE(loadMultiLabelModel(dir.filePath("model.json").toStdString()).kind,
             doc->model()->kind);
  }

  void realSceneSet() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/scene";
    if (!QFile::exists(data + "/scene-train.arff.gz"))
      QSKIP("the scene set is not in ../shared/data/scene");
    ScenePanel bench;
    bench.resize(1400, 850);
    bench.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench));
    QString error;
    // Both parts at once; the labels come from scene.xml beside them.
    QVERIFY2(bench.openPaths({data + "/scene-train.arff.gz", data + "/scene-test.arff.gz"}, &error),
             qPrintable(error));
    SceneDocument* doc = bench.document();
    QCOMPARE(doc->itemCount(), 1211 + 1196);
    QCOMPARE(doc->labelCount(), 6);
    QCOMPARE(doc->labelName(0), QString("Class1"));  // this copy's scene.xml names them so
    QCOMPARE(doc->partName(0), QString("scene-train"));
    QCOMPARE(doc->partName(1211), QString("scene-test"));
    // The user takes the file's labels for every 4th training image (303; the file is sorted
    // by label set, so a prefix would be mostly beaches) and trains LMSBN.
    std::vector<int> rows;
    for (int i = 0; i < 1211; i += 4) rows.push_back(i);
    bench.useFileLabels(rows);
    QSignalSpy finished(bench.controller(), &SceneController::finished);
    bench.train();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    int heldOut = 0;
    const MultiLabelMetrics m = bench.document()->heldOutMetrics(&heldOut);
    const double baseline = mostCommonSetExactMatch(*doc);
    qInfo("scene, 303 labelled, LMSBN: exact match %.3f on %d held out (most common set %.3f)",
          m.exactMatch, heldOut, baseline);
    QVERIFY2(m.exactMatch > 0.45 && m.exactMatch > baseline + 0.2,
             qPrintable(QString::number(m.exactMatch)));
    bench.setCurrentItem(1300);
    QTest::qWait(100);
    bench.grab().save("scene_real.png");
  }
};

QTEST_MAIN(TestSceneWorkbench)
#include "test_scene_workbench.moc"
