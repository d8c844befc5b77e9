// General pairwise M3N (learning/general_m3n_oracle.h) and its local-polytope LP
// (inference/pairwise_lp.h), against enumeration on tiny graphs: the LP is exact on trees and an
// upper bound with cycles; the relaxed learner reaches the exact QP's optimum on trees and
// bounds it from above otherwise; and general potentials learn what associative ones cannot.
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <random>

#include "brute_force.h"
#include "io/io_error.h"
#include "io/node_table_graph.h"
#include "learning/general_m3n_oracle.h"
#include "learning/relaxed_bcfw.h"
#include "tasks/graphs/general_m3n_task.h"

using namespace m3;

namespace {

PairwiseGraph randomGraph(std::mt19937& rng, int n, const std::vector<Edge>& edges, int F, int G, int K) {
  std::normal_distribution<double> gauss;
  PairwiseGraph g;
  g.nodeFeatures = RowMatrix(n, F);
  for (int i = 0; i < n; ++i)
    for (int f = 0; f < F; ++f) g.nodeFeatures(i, f) = f == 0 ? 1.0 : gauss(rng);
  g.edges = edges;
  g.edgeFeatures = RowMatrix(static_cast<Eigen::Index>(edges.size()), G);
  for (Eigen::Index e = 0; e < g.edgeFeatures.rows(); ++e)
    for (int f = 0; f < G; ++f) g.edgeFeatures(e, f) = f == 0 ? 1.0 : std::abs(gauss(rng));
  std::uniform_int_distribution<int> label(0, K - 1);
  for (int i = 0; i < n; ++i) g.labels.push_back(label(rng));
  return g;
}

double bestScore(int n, int K, const std::vector<Edge>& edges, const Eigen::MatrixXd& node, const Eigen::MatrixXd& edge,
                 Labeling* best = nullptr) {
  double top = -1e300;
  test::forEachLabeling(n, K, [&](const Labeling& y) {
    const double s = pairwiseScore(edges, node, edge, y);
    if (s > top) {
      top = s;
      if (best) *best = y;
    }
  });
  return top;
}

// The same model as an integral oracle (enumeration), for the exact QP of test/brute_force.h.
class EnumeratedM3n final : public StructuredOracle {
 public:
  EnumeratedM3n(const GeneralM3nOracle& relaxed, std::shared_ptr<const std::vector<PairwiseGraph>> graphs)
      : relaxed_(relaxed), graphs_(std::move(graphs)) {}
  int numExamples() const override { return static_cast<int>(graphs_->size()); }
  int dimension() const override { return relaxed_.dimension(); }
  const Labeling& truth(int i) const override { return (*graphs_)[static_cast<size_t>(i)].labels; }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override {
    acc += scale * relaxed_.jointFeature(i, y);
  }
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override { return best(i, w, true); }
  Labeling argmax(int i, const Eigen::VectorXd& w) const override { return best(i, w, false).labels; }
  double loss(int i, const Labeling& y) const override {
    double l = 0;
    for (size_t v = 0; v < y.size(); ++v) l += y[v] != truth(i)[v];
    return l;
  }
  double lossScale(int i) const override { return static_cast<double>(truth(i).size()); }

 private:
  ScoredLabeling best(int i, const Eigen::VectorXd& w, bool withLoss) const {
    const PairwiseGraph& g = (*graphs_)[static_cast<size_t>(i)];
    ScoredLabeling top{{}, -1e300};
    test::forEachLabeling(g.numNodes(), relaxed_.layout().numLabels, [&](const Labeling& y) {
      const double v = w.dot(relaxed_.jointFeature(i, y)) + (withLoss ? loss(i, y) : 0);
      if (v > top.value) top = {y, v};
    });
    return top;
  }
  const GeneralM3nOracle& relaxed_;
  std::shared_ptr<const std::vector<PairwiseGraph>> graphs_;
};

}  // namespace

class TestGeneralM3n : public QObject {
  Q_OBJECT

 private slots:
  void lpIsExactOnTreesAndBoundsWithCycles() {
    std::mt19937 rng(7);
    std::normal_distribution<double> gauss;
    const int n = 5, K = 3;
    const std::vector<Edge> tree{{0, 1}, {1, 2}, {1, 3}, {3, 4}};
    const std::vector<Edge> cycles{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 1}};
    // A triangle with pendant paths (folded into it before the LP).
    const std::vector<Edge> tails{{0, 1}, {1, 2}, {2, 0}, {3, 0}, {4, 3}};
    int integralWithCycles = 0;
    for (int trial = 0; trial < 39; ++trial) {
      const std::vector<Edge>& edges = trial % 3 == 0 ? tree : trial % 3 == 1 ? cycles : tails;
      Eigen::MatrixXd node(n, K), edge(static_cast<Eigen::Index>(edges.size()), K * K);
      for (Eigen::Index i = 0; i < node.size(); ++i) node(i) = gauss(rng);
      for (Eigen::Index i = 0; i < edge.size(); ++i) edge(i) = 2 * gauss(rng);  // any sign
      Labeling best;
      const double exact = bestScore(n, K, edges, node, edge, &best);
      const PairwiseLpResult lp = solvePairwiseLp(n, edges, node, edge);
      QVERIFY(lp.value >= exact - 1e-7);  // a relaxation
      QVERIFY((lp.nodeMarginals.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-7);
      // Marginals consistent with the value and with each other (unfolded leaves included).
      double value = (lp.nodeMarginals.array() * node.array()).sum() + (lp.edgeMarginals.array() * edge.array()).sum();
      QVERIFY(std::abs(value - lp.value) < 1e-6);
      for (size_t e = 0; e < edges.size(); ++e)
        for (int k = 0; k < K; ++k) {
          double rowSum = 0, colSum = 0;
          for (int l = 0; l < K; ++l) rowSum += lp.edgeMarginals(static_cast<Eigen::Index>(e), k * K + l),
                                      colSum += lp.edgeMarginals(static_cast<Eigen::Index>(e), l * K + k);
          QVERIFY(std::abs(rowSum - lp.nodeMarginals(edges[e].a, k)) < 1e-6);
          QVERIFY(std::abs(colSum - lp.nodeMarginals(edges[e].b, k)) < 1e-6);
        }
      if (&edges == &tree) {
        QVERIFY2(std::abs(lp.value - exact) < 1e-7, qPrintable(QString("%1 vs %2").arg(lp.value).arg(exact)));
      }
      if (lp.integral) {  // then the LP's labeling is a MAP labeling
        QVERIFY(std::abs(pairwiseScore(edges, node, edge, lp.labels) - exact) < 1e-7);
        integralWithCycles += &edges != &tree;
      }
    }
    qInfo("integral on %d of 26 graphs with cycles", integralWithCycles);
    // A frustrated triangle (every edge rewards disagreement, two labels): at most two edges
    // can disagree, while the LP takes mu = 1/2 everywhere and scores all three.
    const std::vector<Edge> triangle{{0, 1}, {1, 2}, {2, 0}};
    Eigen::MatrixXd edge = Eigen::MatrixXd::Zero(3, 4);
    edge.col(1).setOnes(), edge.col(2).setOnes();  // (0, 1) and (1, 0)
    const PairwiseLpResult lp = solvePairwiseLp(3, triangle, Eigen::MatrixXd::Zero(3, 2), edge);
    QCOMPARE(bestScore(3, 2, triangle, Eigen::MatrixXd::Zero(3, 2), edge), 2.0);
    QVERIFY(std::abs(lp.value - 3) < 1e-7 && !lp.integral);
  }

  void cornerIsTheLossAugmentedLpOptimum() {
    std::mt19937 rng(3);
    const std::vector<Edge> edges{{0, 1}, {1, 2}, {2, 0}, {2, 3}};
    auto graphs = std::make_shared<std::vector<PairwiseGraph>>();
    for (int g = 0; g < 3; ++g) graphs->push_back(randomGraph(rng, 4, edges, 3, 2, 3));
    const GeneralM3nOracle oracle(graphs, {3, 2, 3});
    std::normal_distribution<double> gauss;
    for (int trial = 0; trial < 10; ++trial) {
      Eigen::VectorXd w(oracle.dimension());
      for (Eigen::Index k = 0; k < w.size(); ++k) w(k) = gauss(rng);
      for (int i = 0; i < 3; ++i) {
        const RelaxedCorner c = oracle.lossAugmentedCorner(i, w);
        const Eigen::VectorXd truth = oracle.jointFeature(i, (*graphs)[static_cast<size_t>(i)].labels);
        // value = w . phi(mu) + loss(mu), with phi(mu) = phi(y_i) - featureGap
        QVERIFY(std::abs(c.value - (w.dot(truth - c.featureGap) + c.loss)) < 1e-7);
        // ... and at least the best labeling's loss-augmented score (enumeration)
        double best = -1e300;
        test::forEachLabeling(4, 3, [&](const Labeling& y) {
          double l = 0;
          for (size_t v = 0; v < y.size(); ++v) l += y[v] != (*graphs)[static_cast<size_t>(i)].labels[v];
          best = std::max(best, w.dot(oracle.jointFeature(i, y)) + l);
        });
        QVERIFY(c.value >= best - 1e-7);
        QVERIFY(oracle.evaluate(i, w).hinge >= 0);
      }
    }
  }

  void relaxedLearningMatchesTheExactQpOnTrees() {
    std::mt19937 rng(11);
    for (bool tree : {true, false}) {
      const std::vector<Edge> edges = tree ? std::vector<Edge>{{0, 1}, {1, 2}, {2, 3}}
                                           : std::vector<Edge>{{0, 1}, {1, 2}, {2, 3}, {3, 0}};
      auto graphs = std::make_shared<std::vector<PairwiseGraph>>();
      for (int g = 0; g < 3; ++g) graphs->push_back(randomGraph(rng, 4, edges, 3, 1, 3));
      const GeneralM3nOracle oracle(graphs, {3, 1, 3});
      const test::ExactSolution exact = test::solveExactly(EnumeratedM3n(oracle, graphs), 3, 1.0, 1e-9);
      BcfwOptions options;
      options.C = 1.0;
      options.maxPasses = 3000;
      options.relativeGapTolerance = 1e-5;
      options.cachedPlanes = 10;
      const BcfwResult r = trainRelaxedBcfw(oracle, options);
      const double relaxed = evaluateRelaxedPrimal(oracle, r.weights, 1.0).primal;
      qInfo("%s: relaxed primal %.8f (dual %.8f), exact %.8f, gap %.2e after %d passes", tree ? "tree" : "cycle",
            relaxed, r.progress.dual, exact.primal, r.progress.relativeGap(), r.progress.pass);
      QVERIFY(r.progress.relativeGap() <= 1e-5);
      // The relaxed problem's hinge bounds the integral one: its optimum is never below the
      // exact one, and the relaxed primal is above it.
      QVERIFY(relaxed >= exact.primal - 1e-7);
      // On trees the two problems are one: the certified gap brackets the exact optimum.
      if (tree) QVERIFY2(r.progress.dual <= exact.primal + 1e-7 && relaxed - exact.primal <= r.progress.gap + 1e-7,
                         "on trees the LP is exact");
    }
  }

  void repulsiveEdgesAreLearned() {
    // Chains whose labels alternate 0, 1, 0, 1 (students link to faculty, never to students),
    // with node features that barely tell the classes apart: only a repulsive edge potential
    // can use the links.
    std::mt19937 rng(5);
    std::normal_distribution<double> noise(0, 1.5);
    auto makeChain = [&](int n) {
      PairwiseGraph g;
      g.nodeFeatures = RowMatrix(n, 2);
      for (int i = 0; i < n; ++i) {
        g.labels.push_back(i % 2);
        g.nodeFeatures(i, 0) = 1, g.nodeFeatures(i, 1) = (i % 2 ? 0.5 : -0.5) + noise(rng);
        if (i > 0) g.edges.push_back({i - 1, i});
      }
      g.edgeFeatures = RowMatrix::Ones(n - 1, 1);
      return g;
    };
    auto train = std::make_shared<std::vector<PairwiseGraph>>();
    for (int g = 0; g < 4; ++g) train->push_back(makeChain(30));
    const GeneralM3nOracle oracle(train, {2, 1, 2});
    BcfwOptions options;
    options.C = 1.0;
    options.maxPasses = 500;
    const BcfwResult r = trainRelaxedBcfw(oracle, options);
    const GeneralM3nLayout layout{2, 1, 2};
    const auto edge = layout.edge(r.weights);
    QVERIFY2(edge(0, 1) + edge(0, 2) > edge(0, 0) + edge(0, 3), "disagreement rewarded over agreement");
    // Against the same node weights without the edges.
    Eigen::VectorXd nodeOnly = r.weights;
    nodeOnly.tail(4).setZero();
    int right = 0, rightAlone = 0, total = 0;
    for (int t = 0; t < 5; ++t) {
      const PairwiseGraph test = makeChain(40);
      Eigen::MatrixXd node, edges;
      generalM3nScores(layout, r.weights, test, node, edges);
      const PairwiseLpResult lp = solvePairwiseLp(test.numNodes(), test.edges, node, edges);
      QVERIFY(lp.integral);  // a chain is a tree
      generalM3nScores(layout, nodeOnly, test, node, edges);
      const Labeling alone = solvePairwiseLp(test.numNodes(), test.edges, node, edges).labels;
      for (int i = 0; i < test.numNodes(); ++i) {
        right += lp.labels[static_cast<size_t>(i)] == test.labels[static_cast<size_t>(i)];
        rightAlone += alone[static_cast<size_t>(i)] == test.labels[static_cast<size_t>(i)];
        ++total;
      }
    }
    qInfo("alternating chains: test accuracy %.3f, node part alone %.3f", double(right) / total,
          double(rightAlone) / total);
    QVERIFY(double(right) / total > 0.9);
    QVERIFY(double(right) / total > double(rightAlone) / total + 0.2);
  }

  void nodeTablesAndModelFiles() {
    QTemporaryDir dir;
    const auto path = [&](const char* name) { return dir.filePath(name).toStdString(); };
    const auto write = [&](const char* name, const std::string& text) { std::ofstream(path(name)) << text; };
    // Ids out of order, a self-link, a repeated link, both directions of one pair, an
    // unlabelled node (-1).
    write("nodes.txt", "node_id\tfeature\tlabel\n2\t0,1\t1\n0\t1,0\t0\n1\t0.5,0.5\t-1\n3\t1,1\t2\n");
    write("edges.txt", "node_id\tnode_id\n0 2\n2 0\n0\t2\n1 1\n3 2\n");
    const NodeTableGraph g = readNodeTableGraph(path("nodes.txt"), path("edges.txt"));
    QCOMPARE(g.graph.numNodes(), 4);
    QCOMPARE(g.numClasses, 3);
    QCOMPARE(g.droppedSelfLoops, 1);
    QCOMPARE(g.repeatedLinks, 1);
    QCOMPARE(g.graph.labels, (Labeling{0, kUnlabelled, 1, 2}));
    QCOMPARE(g.graph.nodeFeatures(2, 0), 1.0);  // the bias
    QCOMPARE(g.graph.nodeFeatures(2, 2), 1.0);  // node 2's second feature
    QCOMPARE(g.graph.numEdges(), 2);
    QVERIFY(g.graph.edges[0].a == 0 && g.graph.edges[0].b == 2);
    QVERIFY(g.graph.edgeFeatures(0, 0) == 1 && g.graph.edgeFeatures(0, 1) == 1);  // 0 -> 2 and 2 -> 0
    QVERIFY(g.graph.edges[1].a == 2 && g.graph.edges[1].b == 3);
    QVERIFY(g.graph.edgeFeatures(1, 0) == 0 && g.graph.edgeFeatures(1, 1) == 1);  // only 3 -> 2
    const auto errorOf = [&](const std::string& nodes, const std::string& edges) -> QString {
      write("n.txt", nodes);
      write("e.txt", edges);
      try {
        readNodeTableGraph(path("n.txt"), path("e.txt"));
      } catch (const IoError& e) {
        return e.what();
      }
      return {};
    };
    QVERIFY(errorOf("h\n0\t1,x\t0\n", "h\n").contains("n.txt:2"));
    QVERIFY(errorOf("h\n0\t1\t0\n1\t1,2\t0\n", "h\n").contains("features"));
    QVERIFY(errorOf("h\n0\t1\t0\n0\t1\t0\n", "h\n").contains("twice"));
    QVERIFY(errorOf("h\n0\t1\t0\n", "h\n0 5\n").contains("e.txt:2"));
    QVERIFY(errorOf("h\n", "h\n").contains("no nodes"));

    // Trained on it (partial labels: the labelled part), saved and read back exactly.
    GraphSet set;
    set.labels.names = {"a", "b", "c"};
    set.numNodeFeatures = 3;
    set.numEdgeFeatures = 2;
    set.graphs.push_back(g.graph);
    GeneralM3nOptions options;
    options.bcfw.maxPasses = 50;
    const GeneralM3nTrainingResult r = trainGeneralM3n(set, options);
    QCOMPARE(r.labelledNodes, 3);
    saveGeneralM3nModel(path("model.json"), r.model);
    const GeneralM3nModel back = loadGeneralM3nModel(path("model.json"));
    QVERIFY(back.weights == r.model.weights && back.labels == r.model.labels && back.C == r.model.C);
    QCOMPARE(predictGeneralM3n(back, g.graph).labels, predictGeneralM3n(r.model, g.graph).labels);
    QCOMPARE(modelFileKind(generalM3nModelToJson(back), "x"), std::string("m3n-general"));
    std::string text = generalM3nModelToJson(back);
    text.replace(text.find("m3n-general"), 11, "amn");
    QVERIFY_THROWS_EXCEPTION(IoError, generalM3nModelFromJson(text, "m.json"));
    // A few bytes declaring billions of weights are refused before anything is allocated.
    std::string labels = "[", rows = "[";
    for (int k = 0; k < 1000; ++k) labels += (k ? ",\"" : "\"") + std::to_string(k) + "\"";
    for (int r = 0; r < 10000; ++r) rows += r ? ",[]" : "[]";
    const std::string hostile = R"({"format": "m3studio-model", "schema": 1, "kind": "m3n-general", "labels": )" +
                                labels + R"(], "features": {"type": "graph", "node": 1000000, "edge": 10000},
                                "training": {"C": 1}, "weights": {"node": [], "edge": )" + rows + "]}}";
    try {
      generalM3nModelFromJson(hostile, "big.json");
      QFAIL("a model of 10^11 weights was read");
    } catch (const IoError& e) {
      QVERIFY2(QString(e.what()).contains("big.json") && QString(e.what()).contains("larger than"), e.what());
    }
    GraphSet wide = set;
    wide.labels.names.assign(1001, "x");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainGeneralM3n(wide, options));
  }

  void badInputIsRefused() {
    auto graphs = std::make_shared<std::vector<PairwiseGraph>>();
    std::mt19937 rng(1);
    graphs->push_back(randomGraph(rng, 3, {{0, 1}}, 2, 1, 2));
    (*graphs)[0].labels[1] = kUnlabelled;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, GeneralM3nOracle(graphs, {2, 1, 2}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             solvePairwiseLp(2, {{0, 0}}, Eigen::MatrixXd::Zero(2, 2), Eigen::MatrixXd::Zero(1, 4)));
  }
};

QTEST_APPLESS_MAIN(TestGeneralM3n)
#include "test_general_m3n.moc"
