// `bench amn`: the AMN engine's numbers, measured side by side in one run on generated 3D
// region graphs (samples/synthetic_graph.h; 6 neighbours per node):
//   1. two-label learning, ours (BCFW) against dlib's structural_graph_labeling_trainer on
//      the same graphs and features: dlib's training time and test accuracy at its
//      tolerance, and the training time at which ours first reaches that accuracy and
//      from which it stays there (test evaluation is instrumentation, not counted);
//   2. four-label AMN training on ~30k labelled nodes to a 1% relative duality gap, with
//      the node-SVM and voted-SVM baselines on a held-out graph;
//   3. alpha-expansion with that model on a side^3-node graph (1M by default);
//   4. incremental re-solves after ~1,000-node brush strokes (a ball of nodes clamped to
//      their true labels) on that graph, against a full solve; and the same for two
//      labels, where the incremental result is exact.
// Medians over --repeats; ratios are taken within a repeat.
#include <sys/resource.h>

#include <cmath>
#include <cstdio>
#include <random>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "dlib_graph_peer.h"
#include "inference/alpha_expansion.h"
#include "inference/incremental_amn.h"
#include "parallel/parallel_blocks.h"
#include "samples/synthetic_graph.h"
#include "tasks/graphs/graph_task.h"

namespace m3::cli {

namespace {

GraphSet syntheticSet(const SyntheticGraphOptions& base, int count, std::uint32_t firstSeed) {
  GraphSet set;
  for (int k = 0; k < base.numLabels; ++k)
    set.labels.names.push_back(std::string(1, char('a' + k)));
  set.numNodeFeatures = base.numNodeFeatures;
  set.numEdgeFeatures = 2;
  SyntheticGraphOptions o = base;
  for (int g = 0; g < count; ++g) {
    o.seed = firstSeed + static_cast<std::uint32_t>(g);
    set.graphs.push_back(syntheticGridGraph(o));
  }
  return set;
}

template <typename Predict>
double accuracyOf(const Predict& predict, const std::vector<PairwiseGraph>& graphs) {
  long right = 0, total = 0;
  for (const PairwiseGraph& g : graphs) {
    const Labeling y = predict(g);
    for (int i = 0; i < g.numNodes(); ++i, ++total) right += y[i] == g.labels[i];
  }
  return total ? double(right) / double(total) : 0.0;
}

double accuracyOf(const Labeling& y, const Labeling& truth) {
  long right = 0;
  for (size_t i = 0; i < y.size(); ++i) right += y[i] == truth[i];
  return y.empty() ? 0.0 : double(right) / double(y.size());
}

struct TimeToAccuracy {
  double first = -1, sustained = -1;  // -1: never reached
  double finalAccuracy = 0, finalSeconds = 0;
  int passes = 0;
};

// Trains our AMN and records when its test accuracy reaches `target`.
TimeToAccuracy oursToAccuracy(const GraphSet& train, const std::vector<PairwiseGraph>& test,
                              AmnTrainingOptions options, double target) {
  TimeToAccuracy run;
  double instrumentation = 0;
  const AmnLayout layout{train.numNodeFeatures, train.numEdgeFeatures, train.labels.size()};
  LearnerControl control;
  control.stop = interruptFlag();
  control.validationError = [&](const Eigen::VectorXd& w) {
    const auto t0 = Clock::now();
    const AmnModel model{train.labels,   layout, GraphModelKind::Amn, w,
                         options.bcfw.C, {},     std::nullopt};
    const double err =
        1 - accuracyOf([&](const PairwiseGraph& g) { return predictAmn(model, g); }, test);
    instrumentation += secondsSince(t0);
    return err;
  };
  control.onProgress = [&](const TrainingProgress& p) {
    const double seconds = p.seconds - instrumentation, accuracy = 1 - p.validationError;
    if (accuracy >= target) {
      if (run.first < 0) run.first = seconds;
      if (run.sustained < 0) run.sustained = seconds;
    } else {
      run.sustained = -1;
    }
    run.finalAccuracy = accuracy;
    run.finalSeconds = seconds;
    run.passes = p.pass;
  };
  trainAmn(train, options, control);
  return run;
}

void benchBinaryLearning(int graphs, int repeats, int threads, double epsilon,
                         StepProgress& progress, nlohmann::json& out) {
  SyntheticGraphOptions o;
  o.nx = o.ny = 12, o.nz = 6, o.numLabels = 2, o.numNodeFeatures = 8, o.numRegions = 6,
  o.noise = 3.0;
  const GraphSet train = syntheticSet(o, graphs, 1000), test = syntheticSet(o, graphs, 2000);
  AmnTrainingOptions options;
  options.bcfw.C = 0.1;
  options.bcfw.maxPasses = 200;
  options.bcfw.relativeGapTolerance = 1e-3;
  options.bcfw.evaluateEvery = 1;  // test accuracy is checked at every evaluation
  options.maxBlockNodes = 0;       // the same examples as dlib's: one block per graph
  std::printf(
      "1. two-label learning: %d training and %d test graphs of %d nodes, %d node features, C = "
      "%g\n",
      graphs, graphs, train.graphs[0].numNodes(), o.numNodeFeatures, options.bcfw.C);
  std::vector<double> dlibSeconds, dlibAccuracy, oursFirst, oursSustained, ratios, oursFinal;
  for (int r = 0; r < repeats; ++r) {
    auto [labeler, seconds] =
        DlibGraphTraining::train(train.graphs, {options.bcfw.C, epsilon, threads});
    const double target =
        accuracyOf([&](const PairwiseGraph& g) { return labeler.predict(g); }, test.graphs);
    const TimeToAccuracy ours = oursToAccuracy(train, test.graphs, options, target);
    dlibSeconds.push_back(seconds);
    dlibAccuracy.push_back(target);
    oursFinal.push_back(ours.finalAccuracy);
    if (ours.sustained > 0)
      oursFirst.push_back(ours.first), oursSustained.push_back(ours.sustained),
          ratios.push_back(seconds / ours.sustained);
    std::printf(
        "   repeat %d: dlib (epsilon %g) %.2f s -> test accuracy %.4f | ours first reaches it at "
        "%.3f s, "
        "stays from %.3f s | ours after %d passes %.4f (%.2f s)\n",
        r + 1, epsilon, seconds, target, ours.first, ours.sustained, ours.passes,
        ours.finalAccuracy, ours.finalSeconds);
    std::fflush(stdout);
    progress.step("two-label learning, repeat " + std::to_string(r + 1));
  }
  std::printf("   medians: dlib %.2f s, accuracy %.4f; ", median(dlibSeconds),
              median(dlibAccuracy));
  const bool held = ratios.size() == static_cast<size_t>(repeats);
  if (held)
    std::printf("ours at dlib's accuracy from %.3f s (sustained; first %.3f s) -> %.1fx faster\n",
                median(oursSustained), median(oursFirst), median(ratios));
  else
    std::printf("ours did not hold dlib's accuracy in every repeat (final accuracy %.4f)\n",
                median(oursFinal));
  out = {{"trainingGraphs", graphs},
         {"nodesPerGraph", train.graphs[0].numNodes()},
         {"dlib",
          {{"seconds", median(dlibSeconds)},
           {"testAccuracy", median(dlibAccuracy)},
           {"epsilon", epsilon}}},
         {"oursAtDlibAccuracySeconds",
          held ? nlohmann::json(median(oursSustained)) : nlohmann::json()},
         {"oursFirstAtDlibAccuracySeconds",
          held ? nlohmann::json(median(oursFirst)) : nlohmann::json()},
         {"speedup", held ? nlohmann::json(median(ratios)) : nlohmann::json()},
         {"oursFinalAccuracy", median(oursFinal)}};
}

struct MultiLabelModel {
  AmnModel model;
  SyntheticGraphOptions options;
};

MultiLabelModel benchMultiLabelTraining(int trainSide, int repeats, int blockNodes,
                                        StepProgress& progress, nlohmann::json& out) {
  SyntheticGraphOptions o;
  o.nx = o.ny = trainSide + 2, o.nz = trainSide, o.numLabels = 4, o.numNodeFeatures = 30,
  o.noise = 3.0;
  o.numRegions = std::max(8, (o.nx * o.ny * o.nz) / 750);
  const GraphSet train = syntheticSet(o, 1, 1);
  const std::vector<PairwiseGraph> test{syntheticSet(o, 1, 2).graphs[0]};
  AmnTrainingOptions options;
  options.bcfw.C = 0.003;
  options.bcfw.maxPasses = 400;
  options.bcfw.relativeGapTolerance = 0.01;
  options.maxBlockNodes = blockNodes;
  std::printf(
      "\n2. four-label AMN training: %d labelled nodes, %d edges, %d features, C = %g, to a %.0f%% "
      "gap\n",
      train.graphs[0].numNodes(), train.graphs[0].numEdges(), o.numNodeFeatures, options.bcfw.C,
      100 * options.bcfw.relativeGapTolerance);
  std::vector<double> seconds;
  AmnTrainingResult amn;
  for (int r = 0; r < repeats; ++r) {
    amn = trainAmn(train, options);
    seconds.push_back(amn.progress.seconds);
    std::printf(
        "   repeat %d: %s after %d passes, %.2f s, gap %.2f%% (%d blocks of <= %d nodes, %.1f%% of "
        "edges "
        "between blocks dropped)\n",
        r + 1, stopReasonName(amn.reason), amn.progress.pass, amn.progress.seconds,
        100 * amn.progress.relativeGap(), amn.blocks, options.maxBlockNodes,
        100.0 * amn.droppedEdges / std::max(1, amn.keptEdges + amn.droppedEdges));
    std::fflush(stdout);
    progress.step("four-label training, repeat " + std::to_string(r + 1));
  }
  std::printf("   median training time %.2f s\n", median(seconds));
  out = {{"labelledNodes", train.graphs[0].numNodes()},
         {"edges", train.graphs[0].numEdges()},
         {"medianTrainSeconds", median(seconds)},
         {"lastRun",
          {{"stop", stopReasonName(amn.reason)},
           {"passes", amn.progress.pass},
           {"relativeGap", amn.progress.relativeGap()}}},
         {"testAccuracy", nlohmann::json::object()}};
  for (GraphModelKind kind :
       {GraphModelKind::Amn, GraphModelKind::NodeSvm, GraphModelKind::VotedSvm}) {
    options.kind = kind;
    const AmnModel model = kind == GraphModelKind::Amn ? amn.model : trainAmn(train, options).model;
    const double accuracy =
        accuracyOf([&](const PairwiseGraph& g) { return predictAmn(model, g); }, test);
    std::printf("   %-9s test accuracy %.4f\n", graphModelKindName(kind), accuracy);
    out["testAccuracy"][graphModelKindName(kind)] = accuracy;
  }
  return {amn.model, o};
}

// A ball of about `size` nodes of a side^3 grid around a random centre.
std::vector<int> brushStroke(const SyntheticGraphOptions& o, int size, std::mt19937& rng) {
  const double radius = std::cbrt(3.0 * size / (4.0 * M_PI));
  const int r = static_cast<int>(std::ceil(radius));
  std::uniform_int_distribution<int> ux(r, o.nx - 1 - r), uy(r, o.ny - 1 - r), uz(r, o.nz - 1 - r);
  const int cx = ux(rng), cy = uy(rng), cz = uz(rng);
  std::vector<int> nodes;
  for (int z = cz - r; z <= cz + r; ++z)
    for (int y = cy - r; y <= cy + r; ++y)
      for (int x = cx - r; x <= cx + r; ++x)
        if ((x - cx) * (x - cx) + (y - cy) * (y - cy) + (z - cz) * (z - cz) <= radius * radius)
          nodes.push_back((z * o.ny + y) * o.nx + x);
  return nodes;
}

// Strokes that clamp nodes to their true labels; returns the median update time.
double strokeTimes(IncrementalAmn& solver, const PairwiseGraph& g, const SyntheticGraphOptions& o,
                   int strokes, Labeling& clamp, double* changedPerStroke) {
  std::mt19937 rng(7);
  std::vector<double> ms, changed;
  for (int s = 0; s < strokes; ++s) {
    const std::vector<int> nodes = brushStroke(o, 1000, rng);
    const auto t0 = Clock::now();
    for (int i : nodes) solver.setClamp(i, g.labels[i]), clamp[i] = g.labels[i];
    const IncrementalAmn::UpdateStats stats = solver.update();
    ms.push_back(1000 * secondsSince(t0));
    changed.push_back(stats.changedLabels);
  }
  *changedPerStroke = median(changed);
  return median(ms);
}

void benchInference(const MultiLabelModel& trained, int side, int repeats, int strokes,
                    nlohmann::json& out) {
  SyntheticGraphOptions o = trained.options;
  o.nx = o.ny = o.nz = side, o.seed = 3;
  o.numRegions = std::max(8, side * side * side / 3000);
  const PairwiseGraph g = syntheticGridGraph(o);
  const AmnScores scores = amnScores(trained.model.layout, trained.model.weights, g);
  std::printf("\n3. alpha-expansion, 4 labels: %d nodes, %d edges (6 neighbours)\n", g.numNodes(),
              g.numEdges());
  std::vector<double> seconds;
  ExpansionResult r;
  for (int k = 0; k < repeats; ++k) {
    const auto t0 = Clock::now();
    r = alphaExpansion(g.edges, scores);
    seconds.push_back(secondsSince(t0));
  }
  Labeling svm(g.numNodes());
  for (int i = 0; i < g.numNodes(); ++i) scores.node.row(i).maxCoeff(&svm[i]);
  const double accuracy = accuracyOf(r.labels, g.labels), aloneAccuracy = accuracyOf(svm, g.labels);
  std::printf("   median %.3f s over %d runs, %d moves; accuracy %.4f (each node alone: %.4f)\n",
              median(seconds), repeats, r.moves, accuracy, aloneAccuracy);
  out["alphaExpansion"] = {
      {"nodes", g.numNodes()}, {"edges", g.numEdges()}, {"medianSeconds", median(seconds)},
      {"moves", r.moves},      {"accuracy", accuracy},  {"eachNodeAloneAccuracy", aloneAccuracy}};

  std::printf(
      "\n4. incremental re-solves after brush strokes of ~1,000 nodes (clamped to their true "
      "labels)\n");
  const auto t0 = Clock::now();
  IncrementalAmn solver(g.edges, scores);
  const double fullSeconds = secondsSince(t0);
  Labeling clamp(g.numNodes(), kUnlabelled);
  double changed = 0;
  const double ms = strokeTimes(solver, g, o, strokes, clamp, &changed);
  const ExpansionResult full = alphaExpansion(g.edges, scores, clamp);
  const double againstFull = (solver.score() - full.score) / std::abs(full.score);
  std::printf(
      "   4 labels: median update %.1f ms over %d strokes (%.0f labels changed per stroke); full "
      "solve "
      "%.2f s -> %.0fx; score vs a full re-solve with the same clamps: %+.2e relative\n",
      ms, strokes, changed, fullSeconds, 1000 * fullSeconds / ms, againstFull);
  out["incremental4Labels"] = {{"medianUpdateMs", ms},
                               {"strokes", strokes},
                               {"labelsChangedPerStroke", changed},
                               {"fullSolveSeconds", fullSeconds},
                               {"relativeScoreVsFullSolve", againstFull}};

  // Two labels: the same graph, a 2-label model from scores of labels 0 and 1.
  AmnScores binary{scores.node.leftCols(2), scores.edge.leftCols(2)};
  PairwiseGraph g2;
  g2.labels = g.labels;
  for (int& y : g2.labels) y = y == 1;
  const auto t1 = Clock::now();
  IncrementalAmn solver2(g.edges, binary);
  const double full2 = secondsSince(t1);
  Labeling clamp2(g.numNodes(), kUnlabelled);
  const double ms2 = strokeTimes(solver2, g2, o, strokes, clamp2, &changed);
  const double exact = amnScore(g.edges, binary, binaryAmnMap(g.edges, binary, clamp2));
  const double againstExact = (solver2.score() - exact) / std::abs(exact);
  std::printf(
      "   2 labels: median update %.1f ms (%.0f labels changed per stroke); full min-cut %.2f s -> "
      "%.0fx; "
      "score vs an exact re-solve: %+.2e relative\n",
      ms2, changed, full2, 1000 * full2 / ms2, againstExact);
  out["incremental2Labels"] = {{"medianUpdateMs", ms2},
                               {"labelsChangedPerStroke", changed},
                               {"fullMinCutSeconds", full2},
                               {"relativeScoreVsExact", againstExact}};
}

}  // namespace

int benchAmn(const Args& args) {
  const int repeats = std::max(1, args.integer("repeats", 3));
  const int threads = std::max(1, args.integer("threads", 1));
  setDefaultThreadCount(threads);  // ours as many as dlib
  const double epsilon = args.number("epsilon", 0.1);
  const int side = args.integer("side", 100), trainSide = args.integer("train-side", 30);
  const int graphs = args.integer("graphs", 20);
  if (!(epsilon > 0) || side < 16 || trainSide < 4 || graphs < 1)
    throw UsageError("--epsilon must be positive, --side >= 16, --train-side >= 4, --graphs >= 1");
  JsonResults json(args, "bench amn", JsonResults::Text::toStderr);
  json["settings"] = {
      {"repeats", repeats}, {"threads", threads}, {"side", side}, {"trainSide", trainSide}};
  // Steps: each repeat of sections 1 and 2, then sections 3 and 4 together.
  StepProgress progress("bench amn", 2 * repeats + 1);
  benchBinaryLearning(graphs, repeats, threads, epsilon, progress, json["twoLabelLearning"]);
  const int blockNodes = args.integer("block-nodes", AmnTrainingOptions{}.maxBlockNodes);
  if (blockNodes < 0) throw UsageError("--block-nodes must be >= 0 (0: whole components)");
  const MultiLabelModel trained =
      benchMultiLabelTraining(trainSide, repeats, blockNodes, progress, json["fourLabelTraining"]);
  benchInference(trained, side, repeats, 5, json["inference"]);
  progress.step("inference");
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("\npeak resident memory %.0f MiB\n", usage.ru_maxrss / 1024.0);
  json["peakResidentMiB"] = usage.ru_maxrss / 1024.0;
  json.print();
  return 0;
}

}  // namespace m3::cli
