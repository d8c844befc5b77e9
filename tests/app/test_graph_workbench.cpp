// The Graphs workbench as a user meets it: Workbench ▸ Graphs opens the generated department;
// the layout arrives from its background thread; the user clicks nodes in the view (and
// Ctrl+clicks more), presses class keys, unlabels with 0, undoes and redoes, gives half the
// nodes the file's labels as one step, trains from the toolbar, and the general M3N's held-out
// accuracy beats the per-node SVM's and the AMN's on links that are not associative, with the
// learned potentials showing that students link to faculty. Search finds nodes by name;
// labels (CSV, graph JSON) and the model are exported and read back; WebKB's node and edge
// tables open; bad files are refused with a message naming them. Screenshot for review:
// graph_workbench.png.
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>

#include "geometry/graph_layout.h"
#include "graph_panel.h"
#include "graph_view.h"
#include "graph_workbench.h"
#include "io/graph_json.h"
#include "main_window.h"
#include "samples/hypertext_sample.h"
#include "test_paths.h"

using namespace m3;

namespace {

double heldOutAccuracy(const GraphDocument& doc) {
  int count = 0;
  return doc.heldOutMetrics(&count).accuracy();
}

void writeText(const QString& path, const std::string& text) {
  std::ofstream(path.toStdString()) << text;
}

}  // namespace

class TestGraphWorkbench : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void layoutsAreReproducible() {
    const GraphSet set = generateHypertextSample({.pagesPerGraph = 120});
    const PairwiseGraph& g = set.graphs[0];
    const GraphLayout a = layoutGraph(g.numNodes(), g.edges), b = layoutGraph(g.numNodes(), g.edges);
    QCOMPARE(a.method, std::string(GraphLayout::kForceDirected));
    QCOMPARE(a.positions.size(), size_t(120));
    // The same picture every time the graph is opened (to rounding: 1e-11 apart measured).
    for (size_t i = 0; i < a.positions.size(); ++i)
      QVERIFY(std::abs(a.positions[i].first - b.positions[i].first) + std::abs(a.positions[i].second - b.positions[i].second) < 1e-6);
    std::set<std::pair<double, double>> distinct(a.positions.begin(), a.positions.end());
    QCOMPARE(distinct.size(), size_t(120));
    // Beyond the limit: a spiral, said so.
    const GraphLayout big = layoutGraph(g.numNodes(), g.edges, 100);
    QVERIFY(QString::fromStdString(big.method).startsWith("spiral"));
    QCOMPARE(big.positions.size(), size_t(120));
  }

  // The layout untangles what has a clean drawing: on a 12 x 12 grid graph every node's grid
  // neighbours are among its nearest nodes in the drawing (a random or spiral placement fails
  // this), and a second component is drawn beside the grid, not over it.
  void layoutsUntangleGridsAndSeparateComponents() {
    const int side = 12, n = side * side;
    std::vector<Edge> edges;
    for (int r = 0; r < side; ++r)
      for (int c = 0; c < side; ++c) {
        if (c + 1 < side) edges.push_back({r * side + c, r * side + c + 1});
        if (r + 1 < side) edges.push_back({r * side + c, (r + 1) * side + c});
      }
    edges.push_back({n, n + 1});  // a second component: one link
    edges.push_back({n + 1, n + 1});  // ignored: a self-loop, a repeat, an end out of range
    edges.push_back({n + 1, n});
    edges.push_back({n, n + 50});
    const GraphLayout layout = layoutGraph(n + 2, edges);
    QCOMPARE(layout.positions.size(), size_t(n + 2));
    const auto distance = [&](int a, int b) {
      return std::hypot(layout.positions[a].first - layout.positions[b].first,
                        layout.positions[a].second - layout.positions[b].second);
    };
    int kept = 0, neighbours = 0;
    for (int i = 0; i < n; ++i) {
      std::vector<std::pair<double, int>> byDistance;
      for (int j = 0; j < n; ++j)
        if (j != i) byDistance.push_back({distance(i, j), j});
      std::sort(byDistance.begin(), byDistance.end());
      const int r = i / side, c = i % side;
      for (const auto& [dr, dc] : {std::pair{0, 1}, std::pair{0, -1}, std::pair{1, 0}, std::pair{-1, 0}}) {
        if (r + dr < 0 || r + dr >= side || c + dc < 0 || c + dc >= side) continue;
        ++neighbours;
        const int j = (r + dr) * side + c + dc;
        for (int k = 0; k < 4; ++k) kept += byDistance[static_cast<size_t>(k)].second == j;
      }
    }
    QVERIFY2(kept >= 0.95 * neighbours, qPrintable(QString("%1 of %2 grid neighbours nearest").arg(kept).arg(neighbours)));
    double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
    for (int i = 0; i < n; ++i) {
      x0 = std::min(x0, layout.positions[i].first), x1 = std::max(x1, layout.positions[i].first);
      y0 = std::min(y0, layout.positions[i].second), y1 = std::max(y1, layout.positions[i].second);
    }
    for (int i : {n, n + 1}) {
      const auto [x, y] = layout.positions[static_cast<size_t>(i)];
      QVERIFY(x < x0 || x > x1 || y < y0 || y > y1);
    }
    QVERIFY(distance(n, n + 1) > 0);
  }

  void badFilesAreRefusedByName() {
    GraphPanel bench;
    bench.openSample(40);
    QTemporaryDir dir;
    QString error;
    // A node table whose second line stops short, beside a good edge list.
    QVERIFY(QDir(dir.path()).mkdir("a"));
    writeText(dir.filePath("a/nodes.txt"), "node_id\tfeature\tlabel\n0\t1,0,1\t0\n1\t1,0\n");
    writeText(dir.filePath("a/edges.txt"), "node_id\tnode_id\n0\t1\n");
    QVERIFY(!bench.openPaths({dir.filePath("a/nodes.txt")}, &error));
    QVERIFY2(error.contains("nodes.txt"), qPrintable(error));
    // A node table with no edge list beside it.
    QVERIFY(QDir(dir.path()).mkdir("b"));
    writeText(dir.filePath("b/nodes.txt"), "node_id\tfeature\tlabel\n0\t1,0\t0\n1\t0,1\t1\n");
    QVERIFY(!bench.openPaths({dir.filePath("b/nodes.txt")}, &error));
    QVERIFY2(error.contains("nodes.txt") && error.contains("edge"), qPrintable(error));
    // Graph JSON that is not.
    writeText(dir.filePath("bad.graphs.json"), "{\"format\": \"m3studio-graphs\", \"schema\": 1, \"graphs\": [");
    QVERIFY(!bench.openPaths({dir.filePath("bad.graphs.json")}, &error));
    QVERIFY2(error.contains("bad.graphs.json"), qPrintable(error));
    QCOMPARE(bench.document()->nodeCount(), 40);  // the open set stays
    // A good pair given together opens.
    writeText(dir.filePath("b/edges.txt"), "node_id\tnode_id\n0\t1\n1\t0\n");
    QVERIFY2(bench.openPaths({dir.filePath("b/nodes.txt"), dir.filePath("b/edges.txt")}, &error), qPrintable(error));
    QCOMPARE(bench.document()->nodeCount(), 2);
    QCOMPARE(bench.document()->set()->graphs[0].numEdges(), 1);
    QCOMPARE(bench.document()->set()->graphs[0].edgeFeatures(0, 0) + bench.document()->set()->graphs[0].edgeFeatures(0, 1), 2.0);
    // Another set opened over a drawn one (the looks must not reach into the old graph).
    bench.openSample(300);
    QTRY_COMPARE_WITH_TIMEOUT(bench.view()->nodeCount(), 300, 60000);
    // A CSV pair with class and node names: names are searched, classes named.
    QVERIFY(QDir(dir.path()).mkdir("c"));
    writeText(dir.filePath("c/pages.csv"), "id,name,label,w\n1,Smith home page,faculty,1\n2,CS 101,course,0\n3,Lab,,1\n");
    writeText(dir.filePath("c/links-edges.csv"), "source,target\n1,2\n3,1\n");
    QVERIFY2(bench.openPaths({dir.filePath("c/pages.csv")}, &error), qPrintable(error));
    QCOMPARE(bench.document()->labelName(0), QString("course"));
    QCOMPARE(bench.document()->fileLabel(0), 1);  // faculty
    QCOMPARE(bench.document()->graphName(0), QString("c"));
    QTRY_COMPARE_WITH_TIMEOUT(bench.view()->nodeCount(), 3, 60000);
    QVERIFY(bench.findNode("cs 1"));
    QVERIFY(bench.view()->selectedNodes() == std::vector<int>{1});
    // Other graphs opened while a layout runs: the view ends with the new graph's layout.
    bench.openSample(600);
    bench.openSample(50);
    QTRY_VERIFY_WITH_TIMEOUT(!bench.isLayingOut() && bench.view()->nodeCount() == 50, 60000);
    QTest::qWait(200);
    QCOMPARE(bench.view()->nodeCount(), 50);
  }

  void sampleLabelTrainUndoExport() {
    MainWindow window;
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.action("workbench-graphs")->trigger();  // Ctrl+7: the generated sample opens by default
    auto* workbench = window.workbench<GraphWorkbench>();
    QCOMPARE(window.activeWorkbench(), static_cast<Workbench*>(workbench));
    GraphPanel* bench = workbench->panel();
    GraphDocument* doc = bench->document();
    QCOMPARE(doc->nodeCount(), 300);
    QCOMPARE(doc->labelCount(), 4);
    GraphView* view = bench->view();
    QTRY_COMPARE_WITH_TIMEOUT(view->nodeCount(), 300, 60000);  // the layout came back

    // Click a node, press 2: it is faculty. Ctrl+click another, press 3: both are courses.
    view->setFocus();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeViewportPosition(10));
    QVERIFY(view->selectedNodes() == std::vector<int>{10});
    QTest::keyClick(view, Qt::Key_2);
    QCOMPARE(doc->userLabel(10), 1);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier, view->nodeViewportPosition(20));
    QVERIFY((view->selectedNodes() == std::vector<int>{10, 20}));
    QTest::keyClick(view, Qt::Key_3);
    QCOMPARE(doc->userLabel(10), 2);
    QCOMPARE(doc->userLabel(20), 2);
    QCOMPARE(doc->labelledCount(), 2);
    // The table shows the same selection, and its rows the labels.
    QCOMPARE(bench->nodeTable()->selectionModel()->selectedRows().size(), 2);
    QAbstractItemModel* table = bench->nodeTable()->model();
    QCOMPARE(table->data(table->index(20, 3)).toString(), QString("course"));
    QTest::keyClick(view, Qt::Key_0);  // unlabel both
    QCOMPARE(doc->labelledCount(), 0);
    QUndoStack* undo = doc->undoStack();
    QCOMPARE(undo->count(), 3);
    window.action("undo")->trigger();
    QCOMPARE(doc->userLabel(20), 2);
    window.action("undo")->trigger();
    QCOMPARE(doc->userLabel(10), 1);
    QCOMPARE(doc->userLabel(20), kUnlabelled);
    window.action("redo")->trigger();
    QCOMPARE(doc->userLabel(20), 2);
    window.action("undo")->trigger();
    window.action("undo")->trigger();
    QCOMPARE(doc->labelledCount(), 0);

    // Half the nodes from the file, as one undo step.
    std::vector<int> half;
    for (int node = 0; node < 300; node += 2) half.push_back(node);
    const int steps = undo->index();
    bench->useFileLabels(half);
    QCOMPARE(undo->index(), steps + 1);
    QCOMPARE(doc->labelledCount(), 150);

    // Train from the toolbar: every node gets a prediction and a margin.
    auto* bar = window.findChild<QToolBar*>("mainToolbar");
    QWidget* trainButton = bar->widgetForAction(window.action("train"));
    QSignalSpy finished(bench->controller(), &GraphController::finished);
    QTest::mouseClick(trainButton, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    QCOMPARE(QString::fromStdString(doc->model()->kindName()), QString("m3n-general"));
    const double general = heldOutAccuracy(*doc);
    int heldOut = 0;
    doc->heldOutMetrics(&heldOut);
    QCOMPARE(heldOut, 150);
    for (int node = 1; node < 300; node += 37) {
      QCOMPARE(table->data(table->index(node, 4)).toString(), doc->labelName(doc->predicted(node)));
      QVERIFY(doc->confidence(node) >= 0);
    }
    QCOMPARE(bench->metricsTable()->rowCount(), 4);
    QCOMPARE(bench->potentialTable()->rowCount(), 4);
    QCOMPARE(bench->potentialTable()->columnCount(), 4);
    // Students link to faculty more than to students, and the heat map says so.
    const GraphModel& model = *doc->model();
    QVERIFY(model.edgePotential(0, 0, 1) > model.edgePotential(0, 0, 0));
    QCOMPARE(bench->potentialTable()->item(0, 1)->text(), QLocale().toString(model.edgePotential(0, 0, 1), 'g', 2));
    QVERIFY(window.action("exportModel")->isEnabled());
    QTest::qWait(100);
    window.grab().save("graph_workbench.png");

    // The baselines through the same path: the general M3N is well ahead of both.
    std::map<QString, double> accuracy{{"m3n-general", general}};
    for (const char* kind : {"node-svm", "amn", "voted-svm", "random-forest"}) {
      bench->setModelKindId(kind);
      const int runs = finished.count();
      window.action("train")->trigger();
      QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 120000);
      QCOMPARE(QString::fromStdString(doc->model()->kindName()), QString(kind));
      accuracy[kind] = heldOutAccuracy(*doc);
    }
    for (const auto& [kind, a] : accuracy) qInfo("%s: held-out accuracy %.3f", qPrintable(kind), a);
    QVERIFY(general > accuracy["node-svm"] + 0.05);
    QVERIFY(general > accuracy["amn"] + 0.05);
    bench->setModelKindId("m3n-general");

    // Live update: on, it trains at once and again after each edit; off, an edit trains nothing.
    int runs = finished.count();
    window.action("live")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs, 120000);
    runs = finished.count();
    view->selectNodes({5}, true);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_4);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > runs && !workbench->isTraining(), 120000);
    QCOMPARE(doc->userLabel(5), 3);
    window.action("live")->trigger();
    runs = finished.count();
    QTest::keyClick(view, Qt::Key_2);
    QTest::qWait(800);  // twice the debounce: nothing retrains with live update off
    QCOMPARE(finished.count(), runs);
    window.action("undo")->trigger();
    window.action("undo")->trigger();
    QCOMPARE(doc->userLabel(5), kUnlabelled);

    // Stop during a run keeps the model reached so far and predicts every node with it, as in
    // every workbench (ModelTrainingPanel::finishRound; it used to keep the older predictions).
    const auto before = doc->model();
    window.action("train")->trigger();
    window.action("stop")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!workbench->isTraining() && doc->model() != before, 60000);
    QVERIFY(doc->model() && doc->hasPredictions());
    QVERIFY(window.action("exportModel")->isEnabled());

    // Search by name selects the node and steps through matches with Enter.
    bench->searchBox()->setText("17");
    QVERIFY(view->selectedNodes() == std::vector<int>{17});
    QTest::keyClick(bench->searchBox(), Qt::Key_Return);
    QVERIFY(view->selectedNodes() == std::vector<int>{117});
    bench->searchBox()->clear();

    // Label Next selects the unlabelled node with the smallest local margin; giving it a class
    // with a key moves on to the next.
    {
      int least = -1;
      for (int n = 0; n < doc->nodeCount(); ++n)
        if (doc->userLabel(n) == kUnlabelled &&
            (least < 0 || doc->confidence(n) < doc->confidence(least)))
          least = n;
      window.action("labelNext")->trigger();
      QCOMPARE(bench->selectedNodes(), std::vector<int>{least});
      QCOMPARE(bench->shownGraph(), doc->graphOf(least));
      QTest::keyClick(view, Qt::Key_1);
      QCOMPARE(doc->userLabel(least), 0);
      QTRY_VERIFY(bench->selectedNodes().size() == 1 && bench->selectedNodes().front() != least);
      QCOMPARE(doc->userLabel(bench->selectedNodes().front()), kUnlabelled);
      window.action("undo")->trigger();
    }

    // Export: CSV and graph JSON with the user's labels, and the model.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(workbench->exportLabels(dir.filePath("labels.csv"), &error), qPrintable(error));
    QFile csv(dir.filePath("labels.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 301);
    QCOMPARE(lines[0], QString("node,graph,label,predicted"));
    QCOMPARE(lines[1].section(',', 2, 2), doc->labelName(doc->userLabel(0)));
    QCOMPARE(lines[2].section(',', 2, 2), QString());  // node 1: not labelled by the user
    QVERIFY2(workbench->exportLabels(dir.filePath("labels.graphs.json"), &error), qPrintable(error));
    const GraphSet back = readGraphSet(dir.filePath("labels.graphs.json").toStdString());
    // Yours where you gave one, else the prediction (the one rule of Export Labels).
    for (int node = 0; node < doc->set()->graphs[0].numNodes(); ++node)
      QCOMPARE(back.graphs[0].labels[node],
               doc->userLabel(node) != kUnlabelled ? doc->userLabel(node) : doc->predicted(node));
    QVERIFY(back.graphs[0].nodeFeatures == doc->set()->graphs[0].nodeFeatures);
    QVERIFY2(workbench->exportModel(dir.filePath("model.json"), &error), qPrintable(error));
    QFile modelFile(dir.filePath("model.json"));
    QVERIFY(modelFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromStdString(graphModelFromJson(modelFile.readAll().toStdString(), "model.json").kindName()),
             QString(doc->model()->kindName().c_str()));
  }

  void webkbTablesOpen() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/hypertext/webkb";
    if (!QFile::exists(data + "/cornell/out1_graph_edges.txt"))
      QSKIP("WebKB is not in ../shared/data/hypertext/webkb");
    GraphPanel bench;
    bench.resize(1400, 850);
    bench.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench));
    QString error;
    // The node tables alone: each finds the edge list beside it.
    QVERIFY2(bench.openPaths({data + "/cornell/out1_node_feature_label.txt.gz",
                              data + "/wisconsin/out1_node_feature_label.txt.gz"},
                             &error),
             qPrintable(error));
    GraphDocument* doc = bench.document();
    QCOMPARE(doc->graphCount(), 2);
    QCOMPARE(doc->graphName(0), QString("cornell"));
    QCOMPARE(doc->nodeCount(), 183 + 251);
    QCOMPARE(doc->labelCount(), 5);
    QTRY_COMPARE_WITH_TIMEOUT(bench.view()->nodeCount(), 183, 60000);
    bench.showGraph(1);
    QTRY_COMPARE_WITH_TIMEOUT(bench.view()->nodeCount(), 251, 60000);
    // Rows of the graph not shown, selected in the table: the view switches to it and selects
    // them once laid out, and a class key in the table labels them.
    bench.showGraph(0);
    QTRY_COMPARE_WITH_TIMEOUT(bench.view()->nodeCount(), 183, 60000);
    QTableView* table = bench.nodeTable();
    table->setFocus();
    table->selectionModel()->select(table->model()->index(190, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(bench.shownGraph(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(bench.view()->selectedNodes() == std::vector<int>{190 - 183}, 60000);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QTest::keyClick(table, Qt::Key_3);
    QCOMPARE(doc->userLabel(190), 2);
    // The whole table selected and the button clicked: every node of both graphs.
    table->selectAll();
    auto* use = bench.findChild<QPushButton*>("useFileLabels");
    QVERIFY(use);
    QTest::mouseClick(use, Qt::LeftButton);
    QCOMPARE(doc->labelledCount(), doc->nodeCount());
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->labelledCount(), 0);
    // Every other page of both schools labelled; the rest predicted.
    std::vector<int> half;
    for (int node = 0; node < doc->nodeCount(); node += 2) half.push_back(node);
    bench.useFileLabels(half);
    QSignalSpy finished(bench.controller(), &GraphController::finished);
    bench.train();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 180000);
    int count = 0;
    const ClassificationMetrics m = doc->heldOutMetrics(&count);
    QCOMPARE(count, doc->nodeCount() / 2);
    // The most common class of each school is about half its pages: the model does better.
    qInfo("WebKB, every other page labelled: general M3N held-out accuracy %.3f, %d fractional graphs",
          m.accuracy(), doc->fractionalGraphs());
    QVERIFY(m.accuracy() > 0.7);
  }
};

QTEST_MAIN(TestGraphWorkbench)
#include "test_graph_workbench.moc"
