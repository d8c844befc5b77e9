// Generic graphs for the AMN engine: file round trips and errors, the induced labelled
// subgraph, model files, and learning on grid graphs where neighbours agree (the AMN must
// beat the node-only SVM, and its edge weights stay >= 0). `graph eval` on a graph file that
// does not fit the model runs m3studio-cli (skipped when it is not built).
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

#include "io/io_error.h"
#include "learning/random_forest.h"
#include "samples/synthetic_graph.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/interactive_training.h"
#include "test_paths.h"

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

// One generated 3D grid graph with four labels (samples/synthetic_graph.h) as a set.
GraphSet syntheticSet(const SyntheticGraphOptions& o) {
  GraphSet set;
  set.labels.names = {"a", "b", "c", "d"};
  set.numNodeFeatures = o.numNodeFeatures, set.numEdgeFeatures = 2;
  set.graphs.push_back(syntheticGridGraph(o));
  return set;
}

// Four labels in 3D regions with node features so noisy that a per-node classifier errs
// often: a training and a test graph.
std::pair<GraphSet, GraphSet> noisyRegions() {
  SyntheticGraphOptions o;
  o.nx = o.ny = 14, o.nz = 6, o.numNodeFeatures = 8, o.noise = 1.2;
  GraphSet train = syntheticSet(o);
  o.seed = 2;
  return {std::move(train), syntheticSet(o)};
}

double accuracy(const AmnModel& model, const GraphSet& truth) {
  long right = 0, total = 0;
  for (const PairwiseGraph& g : truth.graphs) {
    const Labeling y = predictAmn(model, g);
    for (int i = 0; i < g.numNodes(); ++i, ++total) right += y[i] == g.labels[i];
  }
  return double(right) / double(total);
}

// Output (stdout and stderr) of m3studio-cli run with `args` (each single-quoted for the shell).
QString runCli(const QStringList& args) {
#ifdef M3_CLI_PATH
  std::string command = std::string("'") + M3_CLI_PATH + "'";
  for (const QString& a : args) command += " '" + a.toStdString() + "'";
  command += " 2>&1";
  QString out;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    for (size_t got; (got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
      out += QString::fromUtf8(buffer, int(got));
    pclose(pipe);
  }
  return out;
#else
  Q_UNUSED(args);
  return {};
#endif
}

}  // namespace

class TestGraphTask : public QObject {
  Q_OBJECT
 private slots:
  void amnBeatsNodeOnlySvmOnGrids() {
    const GraphSet train = gridSet(10, 1), test = gridSet(10, 2);
    AmnTrainingOptions options;
    options.bcfw.C = 1;
    options.bcfw.maxPasses = 300;
    options.bcfw.relativeGapTolerance = 0.01;
    const AmnTrainingResult amn = trainAmn(train, options);
    options.kind = GraphModelKind::NodeSvm;
    const AmnTrainingResult svm = trainAmn(train, options);
    QVERIFY((amn.model.layout.edge(amn.model.weights).array() >= 0).all());
    QVERIFY(amn.model.layout.edge(amn.model.weights).norm() > 0);  // edges are used
    QVERIFY(svm.model.layout.edge(svm.model.weights).norm() == 0);
    const double amnAcc = accuracy(amn.model, test), svmAcc = accuracy(svm.model, test);
    QVERIFY2(amnAcc > svmAcc + 0.05, qPrintable(QString("AMN %1 vs SVM %2").arg(amnAcc).arg(svmAcc)));
  }

  void votedSvmSitsBetweenSvmAndAmnOnNoisyRegions() {
    // Four labels in 3D regions, features so noisy that the per-node SVM errs often:
    // voting over neighbours repairs part of that, the AMN (trained in 1,000-node chunks)
    // more. The thesis saw the same order on terrain (section 7.5).
    auto [train, test] = noisyRegions();
    AmnTrainingOptions options;
    options.bcfw.C = 0.1;
    options.bcfw.maxPasses = 200;
    options.maxBlockNodes = 300;
    double acc[3];
    for (GraphModelKind kind : {GraphModelKind::NodeSvm, GraphModelKind::VotedSvm, GraphModelKind::Amn}) {
      options.kind = kind;
      const AmnTrainingResult r = trainAmn(train, options);
      QVERIFY(r.blocks >= 4);
      acc[int(kind == GraphModelKind::VotedSvm) + 2 * int(kind == GraphModelKind::Amn)] = accuracy(r.model, test);
    }
    qInfo("SVM %.3f, voted %.3f, AMN %.3f", acc[0], acc[1], acc[2]);
    QVERIFY2(acc[0] < 0.9 && acc[0] + 0.03 < acc[1] && acc[1] + 0.02 < acc[2],
             qPrintable(QString("SVM %1, voted %2, AMN %3").arg(acc[0]).arg(acc[1]).arg(acc[2])));
  }

  void syntheticGraphsAreDeterministicGridsWithEveryLabel() {
    SyntheticGraphOptions o;
    o.nx = 5, o.ny = 4, o.nz = 3, o.numLabels = 3, o.numNodeFeatures = 4, o.numRegions = 5;
    const PairwiseGraph g = syntheticGridGraph(o);
    QCOMPARE(g.numNodes(), 60);
    QCOMPARE(g.numEdges(), 4 * 4 * 3 + 5 * 3 * 3 + 5 * 4 * 2);  // x, y and z neighbours
    validateGraph(g, 3);
    QVERIFY((g.edgeFeatures.array() <= 1).all() && (g.nodeFeatures.col(3).array() == 1).all());
    for (int k = 0; k < 3; ++k) QVERIFY(std::count(g.labels.begin(), g.labels.end(), k) > 0);
    const PairwiseGraph again = syntheticGridGraph(o);
    QVERIFY(again.nodeFeatures == g.nodeFeatures && again.labels == g.labels);
    o.seed = 2;
    QVERIFY(!(syntheticGridGraph(o).nodeFeatures == g.nodeFeatures));
    o.nx = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, syntheticGridGraph(o));
  }

  void warmStartKeepsUntouchedBlocks() {
    SyntheticGraphOptions o;
    o.nx = o.ny = 12, o.nz = 4, o.numNodeFeatures = 6, o.noise = 1.0;
    GraphSet set = syntheticSet(o);
    AmnTrainingOptions options;
    options.bcfw.C = 0.01;
    options.bcfw.maxPasses = 300;
    options.bcfw.evaluateEvery = 1;
    options.maxBlockNodes = 100;
    // Two labelled components: layers 0-1 and layer 3 (layer 2 unlabelled).
    Labeling& labels = set.graphs[0].labels;
    for (int i = 12 * 12 * 2; i < 12 * 12 * 3; ++i) labels[i] = kUnlabelled;
    const AmnTrainingResult cold = trainAmn(set, options);
    QCOMPARE(cold.reason, StopReason::Converged);
    QCOMPARE(cold.warmBlocks, 0);
    // Unchanged data: every block is reused and the first evaluation already certifies.
    const AmnTrainingResult same = trainAmn(set, options, {}, cold.warmStart);
    QCOMPARE(same.warmBlocks, same.blocks);
    QCOMPARE(same.progress.pass, 1);
    // The user erases half of layer 3: its blocks change, those of layers 0-1 do not.
    for (int i = 12 * 12 * 3; i < 12 * 12 * 3 + 72; ++i) labels[i] = kUnlabelled;
    const AmnTrainingResult warm = trainAmn(set, options, {}, cold.warmStart);
    const AmnTrainingResult fresh = trainAmn(set, options);
    QVERIFY2(warm.warmBlocks > 0 && warm.warmBlocks < warm.blocks, qPrintable(QString::number(warm.warmBlocks)));
    QCOMPARE(warm.reason, StopReason::Converged);
    QVERIFY2(warm.progress.pass < fresh.progress.pass,
             qPrintable(QString("%1 vs %2 passes").arg(warm.progress.pass).arg(fresh.progress.pass)));
    // Another model kind: nothing is reused.
    AmnTrainingOptions svm = options;
    svm.kind = GraphModelKind::NodeSvm;
    QCOMPARE(trainAmn(set, svm, {}, warm.warmStart).warmBlocks, 0);
    // The balanced loss: blocks are reused while the class counts stay, and dropped when
    // they change (each block's loss term was computed with the old weights).
    options.balancedLoss = true;
    QCOMPARE(trainAmn(set, options, {}, warm.warmStart).warmBlocks, 0);  // Hamming before
    const AmnTrainingResult balanced = trainAmn(set, options);
    QCOMPARE(balanced.reason, StopReason::Converged);
    QCOMPARE(trainAmn(set, options, {}, balanced.warmStart).warmBlocks, balanced.blocks);
    labels[12 * 12 * 3 + 72] = kUnlabelled;  // one node fewer of its class
    QCOMPARE(trainAmn(set, options, {}, balanced.warmStart).warmBlocks, 0);
  }

  void externalLabelsTrainLikeTheGraphsOwn() {
    GraphSet set = gridSet(1, 9);
    Labeling labels = set.graphs[0].labels;
    for (size_t i = 0; i < labels.size(); i += 3) labels[i] = kUnlabelled;
    AmnTrainingOptions options;
    options.bcfw.maxPasses = 20;
    const AmnTrainingResult external = trainAmn(set.graphs[0], labels, set.labels, options);
    set.graphs[0].labels = labels;
    const AmnTrainingResult own = trainAmn(set, options);
    QVERIFY(external.model == own.model);
    QCOMPARE(external.labelledNodes, own.labelledNodes);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainAmn(set.graphs[0], Labeling{0}, set.labels, options));
  }

  void neighbourhoodVoteTakesTheMajorityAndKeepsTies() {
    // A star: centre 0 predicted 1, leaves 1..3 predicted 0, 0, 2; leaf 4 alone.
    const std::vector<Edge> edges{{0, 1}, {0, 2}, {0, 3}};
    const Labeling voted = neighbourhoodVote(edges, {1, 0, 0, 2, 2}, 3);
    QCOMPARE(voted[0], 0);  // votes: 0 twice, 1 once (itself), 2 once
    QCOMPARE(voted[1], 0);  // itself 0, centre 1: tie keeps its own
    QCOMPARE(voted[3], 2);  // itself 2, centre 1: tie keeps its own
    QCOMPARE(voted[4], 2);  // no neighbours
  }

  void largeComponentsAreCutIntoConnectedChunks() {
    // A labelled 3 x 4 grid (17 edges) plus an unlabelled node joined to it.
    PairwiseGraph g;
    const int w = 4, h = 3, n = w * h + 1;
    g.nodeFeatures = RowMatrix::Random(n, 2);
    g.labels.assign(n, 0);
    g.labels[n - 1] = kUnlabelled;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        if (x + 1 < w) g.edges.push_back({y * w + x, y * w + x + 1});
        if (y + 1 < h) g.edges.push_back({y * w + x, (y + 1) * w + x});
      }
    g.edges.push_back({0, n - 1});
    g.edgeFeatures = RowMatrix::Constant(g.numEdges(), 1, 1.0);
    const TrainingBlocks whole = trainingBlocks(g, 0);
    QCOMPARE(int(whole.blocks.size()), 1);
    QCOMPARE(whole.keptEdges, 17);
    QCOMPARE(whole.droppedEdges, 0);
    const TrainingBlocks parts = trainingBlocks(g, 5);
    int nodes = 0;
    for (const PairwiseGraph& b : parts.blocks) {
      QVERIFY(b.numNodes() >= 1 && b.numNodes() <= 5);
      nodes += b.numNodes();
      // Connected: a block of k nodes grown breadth-first has at least k - 1 edges.
      QVERIFY(b.numEdges() >= b.numNodes() - 1);
    }
    QCOMPARE(nodes, w * h);
    QCOMPARE(parts.keptEdges + parts.droppedEdges, 17);
    QVERIFY(parts.droppedEdges > 0);
    int inBlocks = 0;
    for (const PairwiseGraph& b : parts.blocks) inBlocks += b.numEdges();
    QCOMPARE(inBlocks, parts.keptEdges);

    // Groups (the left and right halves of the grid): no block spans two, and labelling one
    // more node in the right half leaves the left half's blocks as they were.
    std::vector<int> groups(n, 0);
    for (int i = 0; i < w * h; ++i) groups[i] = i % w < w / 2 ? 0 : 1;
    groups[n - 1] = 0;
    const TrainingBlocks halves = trainingBlocks(g, g.labels, 0, &groups);
    QCOMPARE(int(halves.blocks.size()), 2);
    for (const std::vector<int>& nodes : halves.nodes)
      for (int i : nodes) QCOMPARE(groups[i], groups[nodes[0]]);
    QCOMPARE(halves.droppedEdges, h);  // one edge per row crosses the middle
    Labeling more = g.labels;
    for (int i = 0; i < w * h; ++i)
      if (groups[i] == 1) more[i] = kUnlabelled;
    const TrainingBlocks before = trainingBlocks(g, more, 0, &groups);
    more[w - 1] = 1;  // a right-half node
    const TrainingBlocks after = trainingBlocks(g, more, 0, &groups);
    QCOMPARE(after.nodes.front(), before.nodes.front());
    const std::vector<int> tooFew(3, 0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainingBlocks(g, g.labels, 0, &tooFew));
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
    QVERIFY(back.nodeNames[0].empty());  // nothing named, nothing invented
    // Node names: kept when given; a node left unnamed among named ones gets its index.
    GraphSet named = set;
    named.nodeNames = {{}, std::vector<std::string>(static_cast<size_t>(set.graphs[1].numNodes()), "")};
    for (size_t i = 0; i < named.nodeNames[1].size(); ++i) named.nodeNames[1][i] = "page/" + std::to_string(i);
    QCOMPARE(parseGraphSet(formatGraphSet(named), "g.json").nodeNames, named.nodeNames);
    const std::string partly = R"({"format": "m3studio-graphs", "schema": 1, "labels": ["a", "b"], "nodeFeatures": 1,
      "edgeFeatures": 1, "graphs": [{"nodes": [{"features": [1]}, {"features": [2], "name": "two"}]}]})";
    QCOMPARE(parseGraphSet(partly, "g.json").nodeNames[0], (std::vector<std::string>{"0", "two"}));
    AmnTrainingOptions options;
    options.bcfw.maxPasses = 5;
    for (GraphModelKind kind :
         {GraphModelKind::Amn, GraphModelKind::NodeSvm, GraphModelKind::VotedSvm, GraphModelKind::RandomForest}) {
      options.kind = kind;
      const AmnModel model = trainAmn(set, options).model;
      const AmnModel back = amnModelFromJson(amnModelToJson(model), "m.json");
      QVERIFY(back == model);
      QCOMPARE(predictAmn(back, set.graphs[0]), predictAmn(model, set.graphs[0]));
    }
    // A forest that does not parse is a clear error naming the file.
    AmnModel forest = trainAmn(set, options).model;
    forest.forest = "not a forest";
    try {
      amnModelFromJson(amnModelToJson(forest), "broken.json");
      QFAIL("expected an IoError");
    } catch (const IoError& e) {
      QVERIFY2(QString(e.what()).contains("broken.json"), e.what());
    }
  }

  // The forest sees each node alone: on the noisy 3D regions it learns the node signal (well
  // above chance), trains reproducibly, and the AMN's neighbourhood terms beat it.
  void randomForestIsAReproducibleNodeBaseline() {
    auto [train, test] = noisyRegions();
    AmnTrainingOptions options;
    options.kind = GraphModelKind::RandomForest;
    options.forest.trees = 30;
    const AmnTrainingResult forest = trainAmn(train, options);
    QCOMPARE(forest.reason, StopReason::Converged);
    QCOMPARE(forest.labelledNodes, train.graphs[0].numNodes());
    QVERIFY(forest.model.forest == trainAmn(train, options).model.forest);
    options.kind = GraphModelKind::Amn;
    options.bcfw.C = 0.1;
    options.maxBlockNodes = 300;
    const double forestAcc = accuracy(forest.model, test), amnAcc = accuracy(trainAmn(train, options).model, test);
    qInfo("random forest %.3f, AMN %.3f", forestAcc, amnAcc);
    // Its confidence is the trees' vote margin: in [0, 1], and not the same everywhere.
    Labeling labels;
    std::vector<double> margins;
    predictWithConfidence(forest.model, test.graphs[0], labels, margins);
    QCOMPARE(labels, predictAmn(forest.model, test.graphs[0]));
    QCOMPARE(margins.size(), labels.size());
    QVERIFY(std::all_of(margins.begin(), margins.end(), [](double m) { return m >= 0 && m <= 1; }));
    QVERIFY(*std::min_element(margins.begin(), margins.end()) < *std::max_element(margins.begin(), margins.end()));
    QVERIFY2(forestAcc > 0.4 && forestAcc + 0.02 < amnAcc,
             qPrintable(QString("forest %1, AMN %2").arg(forestAcc).arg(amnAcc)));
    // Nothing labelled: an empty problem, not an exception from OpenCV.
    for (int& y : train.graphs[0].labels) y = kUnlabelled;
    options.kind = GraphModelKind::RandomForest;
    QCOMPARE(trainAmn(train, options).reason, StopReason::EmptyProblem);
  }

  // Trees grow in batches so that Stop is honoured between them: a forest stopped during its
  // first batch keeps that batch, a whole one holds every tree, and both predict.
  void randomForestStopsBetweenBatches() {
    auto [train, test] = noisyRegions();
    const PairwiseGraph& g = train.graphs[0];
    const int numLabels = train.labels.size();
    RandomForestOptions options;
    options.trees = 3 * kTreesPerBatch + 5;
    const TrainedForest wholeForest = trainRandomForest(g.nodeFeatures, g.labels, numLabels, options);
    const std::string& whole = wholeForest.text;
    QCOMPARE(wholeForest.trees, options.trees);
    QCOMPARE(randomForestTrees(whole), options.trees);
    int asked = 0;
    const TrainedForest stoppedForest =
        trainRandomForest(g.nodeFeatures, g.labels, numLabels, options, [&] { return ++asked >= 1; });
    const std::string& stopped = stoppedForest.text;
    QCOMPARE(asked, 1);
    QCOMPARE(stoppedForest.trees, kTreesPerBatch);
    QCOMPARE(randomForestTrees(stopped), kTreesPerBatch);
    QVERIFY(whole.find("forest_3") != std::string::npos && stopped.find("forest_1") == std::string::npos);
    // Votes are summed over the batches: the stopped forest's first batch is the whole one's.
    std::vector<double> wholeMargins, stoppedMargins;
    const Labeling a = predictRandomForest(whole, test.graphs[0].nodeFeatures, &wholeMargins);
    const Labeling b = predictRandomForest(stopped, test.graphs[0].nodeFeatures, &stoppedMargins);
    QCOMPARE(a.size(), size_t(test.graphs[0].numNodes()));
    QVERIFY(a != b || wholeMargins != stoppedMargins);
    // A margin is a difference of votes over the trees that voted: every tree of every batch.
    auto overTrees = [](const std::vector<double>& margins, int trees) {
      return std::all_of(margins.begin(), margins.end(),
                         [&](double m) { return std::abs(m * trees - std::round(m * trees)) < 1e-9; });
    };
    QVERIFY(overTrees(wholeMargins, options.trees) && !overTrees(wholeMargins, kTreesPerBatch));
    QVERIFY(overTrees(stoppedMargins, kTreesPerBatch));
    QCOMPARE(randomForestTrees("not a forest"), 0);
    // Parsed forests are cached (random_forest.cpp): three forests in turn, more than the cache
    // holds, each predict exactly as they did the first time.
    const TrainedForest third = trainRandomForest(g.nodeFeatures, g.labels, numLabels, {.trees = 7, .maxDepth = 20, .minSamplesPerLeaf = 2, .seed = 9});
    const Labeling c = predictRandomForest(third.text, test.graphs[0].nodeFeatures);
    for (int round = 0; round < 2; ++round) {
      std::vector<double> margins;
      QCOMPARE(predictRandomForest(whole, test.graphs[0].nodeFeatures, &margins), a);
      QCOMPARE(margins, wholeMargins);
      QCOMPARE(predictRandomForest(third.text, test.graphs[0].nodeFeatures), c);
      QCOMPARE(predictRandomForest(stopped, test.graphs[0].nodeFeatures, &margins), b);
      QCOMPARE(margins, stoppedMargins);
    }
    // Through the trainer: a stop asked before it starts still ends with one batch, Cancelled.
    std::atomic<bool> stop = true;
    LearnerControl control;
    control.stop = &stop;
    AmnTrainingOptions forestOptions;
    forestOptions.kind = GraphModelKind::RandomForest;
    const AmnTrainingResult cut = trainAmn(train, forestOptions, control);
    QCOMPARE(cut.reason, StopReason::Cancelled);
    QCOMPARE(randomForestTrees(cut.model.forest), kTreesPerBatch);
    // A Stop during the last batch stops nothing: the forest is whole and the run complete.
    AmnTrainingOptions oneBatch = forestOptions;
    oneBatch.forest.trees = kTreesPerBatch;
    const AmnTrainingResult late = trainAmn(train, oneBatch, control);
    QCOMPARE(late.reason, StopReason::Converged);
    QCOMPARE(randomForestTrees(late.model.forest), kTreesPerBatch);
  }

  // OpenCV reads trees without checking them and then indexes with what it read: a model file
  // whose leaf names a class the forest does not have, or whose split has lost its right
  // child, is refused when it is read, not followed out of bounds when it predicts.
  void forestsThatDoNotFitTogetherAreRefused() {
    auto [train, test] = noisyRegions();
    AmnTrainingOptions options;
    options.kind = GraphModelKind::RandomForest;
    options.forest.trees = kTreesPerBatch;
    const std::string text = amnModelToJson(trainAmn(train, options).model);
    QVERIFY(amnModelFromJson(text, "m.json").forest.size() > 0);
    auto refusal = [](const std::string& file) {
      try {
        amnModelFromJson(file, "m.json");
      } catch (const IoError& e) {
        return QString(e.what());
      }
      return QString("read");
    };
    auto replaced = [&](const std::string& from, const std::string& to) {
      std::string s = text;
      const size_t at = s.find(from);
      if (at == std::string::npos) throw std::logic_error("the forest has no " + from);  // fails the test
      return s.replace(at, from.size(), to);
    };
    QVERIFY2(refusal(replaced("norm_class_idx: 0", "norm_class_idx: 7")).contains("m.json: invalid model file: random forest"),
             qPrintable(refusal(replaced("norm_class_idx: 0", "norm_class_idx: 7"))));
    QVERIFY(refusal(replaced("class_labels: [ 0, 1", "class_labels: [ 0")).startsWith("m.json: invalid model file"));
    // Checked before OpenCV reads them (its reader indexes with these): a split on the response
    // or past it, a categorical feature, the legacy format.
    const int features = static_cast<int>(train.graphs[0].nodeFeatures.cols());
    for (const int var : {features, features + 1, 99999}) {
      std::string s = text;
      const size_t at = s.find("{ var:") + 6;
      s.replace(at, s.find(',', at) - at, std::to_string(var));
      QVERIFY2(refusal(s).contains("do not fit together"), qPrintable(refusal(s)));
    }
    QVERIFY(refusal(replaced("var_type: [ 0,", "var_type: [ 1,")).contains("do not fit together"));
    QVERIFY(refusal(replaced("format: 3", "formats: 3")).contains("do not fit together"));
  }

  // The CLI checks the graph file against the model before predicting and names both files
  // (its message named neither): other labels, other feature widths.
  void cliNamesGraphAndModelFilesThatDisagree() {
#ifndef M3_CLI_PATH
    QSKIP("built without the app (M3_BUILD_APP off): no m3studio-cli to run");
#else
    if (!QFile::exists(M3_CLI_PATH)) QSKIP("m3studio-cli is not built (build it to run this check)");
    QTemporaryDir dir;
    const QString model = dir.filePath("m.json"), other = dir.filePath("other labels.json");
    GraphSet set = gridSet(1, 5);
    AmnTrainingOptions options;
    options.bcfw.maxPasses = 2;
    saveAmnModel(model.toStdString(), trainAmn(set, options).model);
    set.labels.names = {"ground", "thing"};
    writeGraphSet(other.toStdString(), set);
    QString out = runCli({"graph", "eval", "--model", model, "--data", other});
    QVERIFY2(out.contains(other + ": the graph file's labels (ground, thing) differ from those of the model " + model +
                          " (ground, object)"),
             qPrintable(out));
    set.labels.names = {"ground", "object"};
    set.numNodeFeatures = 1;
    set.graphs[0].nodeFeatures = set.graphs[0].nodeFeatures.leftCols(1).eval();
    writeGraphSet(other.toStdString(), set);
    out = runCli({"graph", "predict", "--model", model, "--data", other, "--out", dir.filePath("p.json")});
    QVERIFY2(out.contains(other + ": 1 node and 2 edge features, the model " + model + " expects 2 and 2"),
             qPrintable(out));
#endif
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
    QTest::newRow("name not text") << head + R"("nodes": [{"features": [1], "name": 3}]}]})" << "mistyped";
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
