// Generic graphs for the AMN engine: file round trips and errors, the induced labelled
// subgraph, model files, and learning on grid graphs where neighbours agree (the AMN must
// beat the node-only SVM, and its edge weights stay >= 0).
#include <QtTest>

#include <random>

#include "io/io_error.h"
#include "tasks/graph_task.h"

using namespace m3;

namespace {

// Grids whose labels are blobs (two classes); node features are a weak noisy signal,
// edges carry [1, similarity] with similarity >= 0.
GraphSet gridSet(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> g;
  std::uniform_real_distribution<double> u(0, 1);
  GraphSet set;
  set.labels.names = {"ground", "object"};
  set.numNodeFeatures = 2;
  set.numEdgeFeatures = 2;
  const int W = 8;
  for (int c = 0; c < count; ++c) {
    PairwiseGraph graph;
    const double cx = 2 + 4 * u(rng), cy = 2 + 4 * u(rng), r = 1.5 + 1.5 * u(rng);
    graph.nodeFeatures.resize(W * W, 2);
    for (int y = 0; y < W; ++y)
      for (int x = 0; x < W; ++x) {
        const int label = (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r;
        graph.labels.push_back(label);
        graph.nodeFeatures(y * W + x, 0) = (label ? 0.5 : -0.5) + g(rng);
        graph.nodeFeatures(y * W + x, 1) = 1;
      }
    std::vector<double> sims;
    for (int y = 0; y < W; ++y)
      for (int x = 0; x < W; ++x)
        for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{0, 1}}) {
          if (x + dx >= W || y + dy >= W) continue;
          const int a = y * W + x, b = (y + dy) * W + x + dx;
          graph.edges.push_back({a, b});
          sims.push_back(std::exp(-std::abs(graph.nodeFeatures(a, 0) - graph.nodeFeatures(b, 0))));
        }
    graph.edgeFeatures.resize(static_cast<Eigen::Index>(sims.size()), 2);
    for (size_t e = 0; e < sims.size(); ++e) {
      graph.edgeFeatures(static_cast<Eigen::Index>(e), 0) = 1;
      graph.edgeFeatures(static_cast<Eigen::Index>(e), 1) = sims[e];
    }
    set.names.push_back("grid" + std::to_string(c));
    set.graphs.push_back(std::move(graph));
  }
  return set;
}

double accuracy(const AmnModel& model, const GraphSet& truth) {
  long right = 0, total = 0;
  for (const PairwiseGraph& g : truth.graphs) {
    const Labeling y = predictAmn(model, g);
    for (int i = 0; i < g.numNodes(); ++i, ++total) right += y[i] == g.labels[i];
  }
  return double(right) / double(total);
}

}  // namespace

class TestGraphTask : public QObject {
  Q_OBJECT
 private slots:
  void amnBeatsNodeOnlySvmOnGrids() {
    const GraphSet train = gridSet(10, 1), test = gridSet(10, 2);
    BcfwOptions options;
    options.C = 1;
    options.maxPasses = 300;
    options.relativeGapTolerance = 0.01;
    const AmnTrainingResult amn = trainAmn(train, options, true);
    const AmnTrainingResult svm = trainAmn(train, options, false);
    QVERIFY((amn.model.layout.edge(amn.model.weights).array() >= 0).all());
    QVERIFY(amn.model.layout.edge(amn.model.weights).norm() > 0);  // edges are used
    const double amnAcc = accuracy(amn.model, test), svmAcc = accuracy(svm.model, test);
    QVERIFY2(amnAcc > svmAcc + 0.05, qPrintable(QString("AMN %1 vs SVM %2").arg(amnAcc).arg(svmAcc)));
  }

  void inducedSubgraphKeepsLabelledNodesAndTheirEdges() {
    PairwiseGraph g;
    g.nodeFeatures = RowMatrix::Identity(4, 4);
    g.labels = {0, kUnlabelled, 1, 1};
    g.edges = {{0, 1}, {0, 2}, {2, 3}, {1, 3}};
    g.edgeFeatures = RowMatrix::Constant(4, 1, 1.0);
    g.edgeFeatures(2, 0) = 7;
    const PairwiseGraph sub = inducedLabelledSubgraph(g);
    QCOMPARE(sub.numNodes(), 3);
    QCOMPARE(sub.labels, (Labeling{0, 1, 1}));
    QCOMPARE(sub.numEdges(), 2);
    QCOMPARE(sub.edges[1].a, 1);
    QCOMPARE(sub.edges[1].b, 2);
    QCOMPARE(sub.edgeFeatures(1, 0), 7.0);
    QCOMPARE(sub.nodeFeatures(1, 2), 1.0);
  }

  void filesRoundTripAndModelsToo() {
    GraphSet set = gridSet(2, 3);
    set.graphs[1].labels[5] = kUnlabelled;
    const GraphSet back = parseGraphSet(formatGraphSet(set), "g.json");
    QCOMPARE(back.names, set.names);
    QCOMPARE(back.graphs[1].labels, set.graphs[1].labels);
    QVERIFY(back.graphs[0].nodeFeatures == set.graphs[0].nodeFeatures);
    QVERIFY(back.graphs[0].edgeFeatures == set.graphs[0].edgeFeatures);
    BcfwOptions options;
    options.maxPasses = 5;
    const AmnModel model = trainAmn(set, options, true).model;
    QVERIFY(amnModelFromJson(amnModelToJson(model), "m.json") == model);
  }

  void badGraphFilesGiveClearErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QString head = R"({"format": "m3studio-graphs", "schema": 1, "labels": ["a", "b"], "nodeFeatures": 1, "edgeFeatures": 1, "graphs": [{"name": "g", )";
    QTest::newRow("negative edge feature") << head + R"("nodes": [{"features": [1], "label": "a"}, {"features": [2]}], "edges": [{"a": 0, "b": 1, "features": [-1]}]}]})" << "must be finite and >= 0";
    QTest::newRow("unknown label") << head + R"("nodes": [{"features": [1], "label": "c"}]}]})" << "unknown label";
    QTest::newRow("edge out of range") << head + R"("nodes": [{"features": [1]}], "edges": [{"a": 0, "b": 3, "features": [1]}]}]})" << "out of range";
    QTest::newRow("feature count") << head + R"("nodes": [{"features": [1, 2]}]}]})" << "expected 1 feature values";
    QTest::newRow("not json") << QString("{") << "not JSON";
    QTest::newRow("wrong format") << QString(R"({"format": "x"})") << "not an M3Studio graph file";
  }
  void badGraphFilesGiveClearErrors() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    try {
      parseGraphSet(text.toStdString(), "g.json");
      QFAIL("expected an IoError");
    } catch (const IoError& e) {
      QVERIFY2(QString(e.what()).contains(expected) && QString(e.what()).startsWith("g.json: "), e.what());
    }
  }
};

QTEST_APPLESS_MAIN(TestGraphTask)
#include "test_graph_task.moc"
