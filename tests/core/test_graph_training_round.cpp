// The Graphs workbench's round (tasks/graphs/graph_training_round.h) and its sample
// (samples/hypertext_sample.h): local margins against rescoring every change of one node, model
// files of both families, and a round that trains on part of a graph and predicts the rest,
// where general potentials beat the per-node SVM and the associative model on links that are
// not associative.
#include <QtTest>
#include <random>

#include "samples/hypertext_sample.h"
#include "tasks/graphs/graph_training_round.h"

using namespace m3;

namespace {

double totalScore(const GeneralM3nModel& model, const PairwiseGraph& g, const Labeling& y) {
  Eigen::MatrixXd node, edge;
  generalM3nScores(model.layout, model.weights, g, node, edge);
  const int K = model.layout.numLabels;
  double s = 0;
  for (int i = 0; i < g.numNodes(); ++i) s += node(i, y[static_cast<size_t>(i)]);
  for (size_t e = 0; e < g.edges.size(); ++e)
    s += edge(static_cast<Eigen::Index>(e), y[static_cast<size_t>(g.edges[e].a)] * K + y[static_cast<size_t>(g.edges[e].b)]);
  return s;
}

// Every other labelled node kept, the rest left for the model to predict.
std::vector<Labeling> everyOther(const GraphSet& set) {
  std::vector<Labeling> labels;
  for (const PairwiseGraph& g : set.graphs) {
    Labeling y(g.labels.size(), kUnlabelled);
    for (size_t i = 0; i < y.size(); i += 2) y[i] = g.labels[i];
    labels.push_back(y);
  }
  return labels;
}

double heldOutError(const GraphSet& set, const std::vector<Labeling>& predicted) {
  int wrong = 0, count = 0;
  for (size_t g = 0; g < set.graphs.size(); ++g)
    for (size_t i = 1; i < set.graphs[g].labels.size(); i += 2) {
      ++count;
      wrong += predicted[g][i] != set.graphs[g].labels[i];
    }
  return double(wrong) / count;
}

}  // namespace

class TestGraphTrainingRound : public QObject {
  Q_OBJECT
 private slots:
  void sampleIsDeterministicAndNotAssociative() {
    const GraphSet a = generateHypertextSample({.graphs = 2, .pagesPerGraph = 200});
    const GraphSet b = generateHypertextSample({.graphs = 2, .pagesPerGraph = 200});
    QCOMPARE(a.graphs.size(), size_t(2));
    QCOMPARE(a.labels.size(), 4);
    QCOMPARE(a.numNodeFeatures, 61);
    for (size_t g = 0; g < 2; ++g) {
      QVERIFY(a.graphs[g].nodeFeatures == b.graphs[g].nodeFeatures);
      QVERIFY(a.graphs[g].labels == b.graphs[g].labels);
      QCOMPARE(a.graphs[g].edges.size(), b.graphs[g].edges.size());
      validateGraph(a.graphs[g], 4);
    }
    QVERIFY(!(a.graphs[0].labels == a.graphs[1].labels));
    // Links join pages of different classes far more often than of the same class.
    int same = 0;
    for (const Edge& e : a.graphs[0].edges) same += a.graphs[0].labels[e.a] == a.graphs[0].labels[e.b];
    qInfo("%d of %zu links within a class", same, a.graphs[0].edges.size());
    QVERIFY(same * 5 < static_cast<int>(a.graphs[0].edges.size()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateHypertextSample({.pagesPerGraph = 1}));
  }

  void localMarginsAgreeWithRescoring() {
    std::mt19937 rng(3);
    std::normal_distribution<double> gauss;
    const GraphSet set = generateHypertextSample({.pagesPerGraph = 12, .vocabulary = 8});
    const PairwiseGraph& g = set.graphs[0];
    GeneralM3nModel model;
    model.labels = set.labels;
    model.layout = {set.numNodeFeatures, set.numEdgeFeatures, 4};
    model.weights = Eigen::VectorXd(model.layout.dimension());
    for (Eigen::Index d = 0; d < model.weights.size(); ++d) model.weights[d] = gauss(rng);
    Labeling y(static_cast<size_t>(g.numNodes()));
    for (int& v : y) v = static_cast<int>(rng() % 4);
    const std::vector<double> margins = generalM3nLocalMargins(model, g, y);
    const double base = totalScore(model, g, y);
    for (int i = 0; i < g.numNodes(); ++i) {
      double bestOther = -1e300;
      for (int k = 0; k < 4; ++k) {
        if (k == y[static_cast<size_t>(i)]) continue;
        Labeling z = y;
        z[static_cast<size_t>(i)] = k;
        bestOther = std::max(bestOther, totalScore(model, g, z));
      }
      QVERIFY(std::abs(margins[static_cast<size_t>(i)] - std::max(0.0, base - bestOther)) < 1e-9);
    }
  }

  void modelFilesOfBothFamilies() {
    const GraphSet set = generateHypertextSample({.pagesPerGraph = 60});
    for (bool general : {false, true}) {
      GraphTrainingRequest request;
      request.set = std::make_shared<const GraphSet>(set);
      request.labels = everyOther(set);
      request.general = general;
      request.amn.bcfw.maxPasses = request.generalOptions.bcfw.maxPasses = 20;
      AmnWarmStart warm;
      const GraphTrainingOutcome trained = trainAndPredictGraphs(request, {}, warm);
      const GraphModel& model = *trained.model;
      QCOMPARE(QString::fromStdString(model.kindName()), QString(general ? "m3n-general" : "amn"));
      const GraphModel back = graphModelFromJson(graphModelToJson(model), "model");
      QCOMPARE(back.kindName(), model.kindName());
      for (int f = 0; f < 2; ++f)
        for (int k = 0; k < 4; ++k)
          for (int l = 0; l < 4; ++l) {
            QCOMPARE(back.edgePotential(f, k, l), model.edgePotential(f, k, l));
            if (!general && k != l) QCOMPARE(model.edgePotential(f, k, l), 0.0);
            if (!general && k == l) QVERIFY(model.edgePotential(f, k, l) >= 0);
          }
      // A given model predicts the same as the trained one did.
      GraphTrainingRequest again;
      again.set = request.set;
      again.given = std::make_shared<const GraphModel>(back);
      again.dataGeneration = 7;
      const GraphTrainingOutcome shown = trainAndPredictGraphs(again, {}, warm);
      QVERIFY(shown.given);
      QCOMPARE(shown.dataGeneration, std::uint64_t(7));
      QVERIFY(shown.predictions == trained.predictions);
      QCOMPARE(shown.confidence.size(), size_t(1));
      QCOMPARE(shown.confidence[0].size(), size_t(60));
    }
  }

  void roundPredictsEveryNodeAndGeneralPotentialsWin() {
    const GraphSet set = generateHypertextSample({.graphs = 2, .pagesPerGraph = 200});
    GraphTrainingRequest request;
    request.set = std::make_shared<const GraphSet>(set);
    request.labels = everyOther(set);
    request.amn.bcfw.C = request.generalOptions.bcfw.C = 0.1;
    std::map<std::string, double> error;
    for (const char* kind : {"node-svm", "amn", "m3n-general"}) {
      request.general = std::string(kind) == "m3n-general";
      if (!request.general) request.amn.kind = parseGraphModelKind(kind);
      AmnWarmStart warm;
      const GraphTrainingOutcome outcome = trainAndPredictGraphs(request, {}, warm);
      QCOMPARE(outcome.labelledNodes, 200);
      QCOMPARE(outcome.predictions.size(), size_t(2));
      for (size_t g = 0; g < 2; ++g) {
        QCOMPARE(outcome.predictions[g].size(), size_t(200));
        for (double c : outcome.confidence[g]) QVERIFY(c >= 0 && std::isfinite(c));
      }
      error[kind] = heldOutError(set, outcome.predictions);
      qInfo("%s: held-out error %.3f, gap %.4f, %d fractional graphs, %.2f s", kind, error[kind],
            outcome.progress.relativeGap(), outcome.fractionalGraphs, outcome.trainSeconds);
    }
    QVERIFY(error["m3n-general"] < error["node-svm"] - 0.05);
    QVERIFY(error["m3n-general"] < error["amn"] - 0.05);

    // Nothing labelled: nothing to train on.
    request.labels = {Labeling(200, kUnlabelled), Labeling(200, kUnlabelled)};
    AmnWarmStart warm;
    QCOMPARE(trainAndPredictGraphs(request, {}, warm).reason, StopReason::EmptyProblem);
    request.labels.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainAndPredictGraphs(request, {}, warm));
  }
};

QTEST_APPLESS_MAIN(TestGraphTrainingRound)
#include "test_graph_training_round.moc"
