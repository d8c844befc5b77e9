// `bench terrain`: the terrain workbench's numbers, all measured in one run.
//   a. Real data, the Oakland 3-D set (Munoz et al. 2009; ../shared/data/oakland3d, 5 classes
//      by io/class_mapping.h's oaklandMapping). Split, fixed in advance:
//        training    oakland_part3_an + oakland_part3_am (both have wires and poles), of whose
//                    labelled points a budget of 20,000 stays labelled, in 2 m balls
//                    (keepLabelledPatches, tasks/terrain/terrain_paint_budget.h: centres drawn with
//                    seed 1, their class going round the 5 classes, every labelled point of a ball
//                    kept);
//        validation  oakland_part3_ao, only to choose C for each model among 0.01, 0.03, 0.1,
//                    0.3, 1 (by mean F1 over the classes, since ground alone is two thirds of
//                    the points);
//        test        every oakland_part2_* file present, used once with the chosen models.
//      The AMN, the node SVM, the voted SVM and the random forest train on exactly the same
//      points (the two SVM baselines share one training run: they differ only in prediction),
//      the SVMs and the AMN up to 200 passes or a 1% gap, the GUI's rule; the forest keeps
//      its defaults (it has no C).
//   b. Features and graph (features/terrain_graph.h) for the generated 1M-point scan, on 1 and
//      --threads threads.
//   c. Train-to-predictions on a generated 200k-point scan with 5,000 points painted in
//      1.5 m balls: trainAmn + predictAmn over every point, cold, then warm (one more ball
//      painted, retrained from the previous run's AmnWarmStart), as the GUI's live update does;
//      under the GUI's stopping rule and under one the solver reaches (see there).
//   d. Heavy paint: the same scan with half its points painted, the GUI's round with its
//      paint budget (tasks/terrain/terrain_paint_budget.h), cold and after one more stroke, and
//      once without the budget as the peer.
// Options: --data DIR, --repeats r (medians; default 3), --threads t (default: all cores),
//   --points n (section b's scan, default 1,000,000), --C c (use c everywhere instead of
//   tuning in section a; section c's default is the GUI's 0.1), --loss hamming|balanced (section
//   a's AMN and SVMs; default hamming), --quick (CI smoke test: small
//   scans, section a on one training and one test file with a 3,000-point budget, no tuning).
#include "bench_terrain.h"

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <limits>
#include <memory>
#include <random>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_step_progress.h"
#include "eval/classification_metrics.h"
#include "features/terrain_graph.h"
#include "io/class_mapping.h"
#include "io/point_cloud_io.h"
#include "samples/terrain_scene.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/interactive_training.h"
#include "tasks/terrain/terrain_paint_budget.h"

namespace m3::cli {

// Defined in cli_terrain.cpp (shared by the terrain command and this benchmark).
void printClassificationReport(const ClassificationMetrics& m, const LabelSet& labels,
                               const std::string& indent);

namespace {

double meanF1(const ClassificationMetrics& m) {
  const int K = static_cast<int>(m.confusion.rows());
  double sum = 0;
  for (int k = 0; k < K; ++k) sum += m.f1(k);
  return K ? sum / K : 0.0;
}

// ---------------------------------------------------------------- a. Oakland 3-D

struct RealDataSummary {
  bool ran = false;
  std::string note;
  long testPoints = 0;
  int testFiles = 0;
  double accuracy[4] = {0, 0, 0, 0}, f1[4] = {0, 0, 0, 0};
  nlohmann::json models = nlohmann::json::object();  // per model: training and test metrics
};

constexpr int kModels = static_cast<int>(std::size(kGraphModelKinds));
constexpr int kForest = 3;
static_assert(kGraphModelKinds[kForest] == GraphModelKind::RandomForest);

struct Chosen {
  AmnModel model;
  double validationF1 = -1, validationAccuracy = 0;
  std::vector<double> trainSeconds;
  int passes = 0;
  StopReason reason = StopReason::PassLimit;
  double gap = 0;
};

RealDataSummary benchRealData(const TerrainBenchSettings& s) {
  namespace fs = std::filesystem;
  RealDataSummary summary;
  std::printf("a. real data: Oakland 3-D point clouds (%s)\n", s.data.c_str());
  auto file = [&](const std::string& name) {
    return (fs::path(s.data) / (name + ".xyz_label_conf.gz")).string();
  };
  std::vector<std::string> trainNames{"oakland_part3_an", "oakland_part3_am"};
  if (s.quick) trainNames.resize(1);
  std::vector<std::string> testPaths;
  std::error_code ec;
  if (fs::is_directory(s.data, ec))
    for (const auto& entry : fs::directory_iterator(s.data, ec)) {
      const std::string name = entry.path().filename().string();
      if (name.rfind("oakland_part2_", 0) == 0 && name.ends_with(".xyz_label_conf.gz"))
        testPaths.push_back(entry.path().string());
    }
  std::sort(testPaths.begin(), testPaths.end());
  std::string missing;
  for (const std::string& name : trainNames)
    if (!fs::exists(file(name))) missing += " " + name;
  const bool tune = s.C <= 0 && !s.quick;
  if (tune && !fs::exists(file("oakland_part3_ao"))) missing += " oakland_part3_ao";
  if (testPaths.empty()) missing += " oakland_part2_*";
  if (!missing.empty()) {
    summary.note = "skipped: missing" + missing + " in " + s.data + " (pass --data DIR)";
    std::printf("   %s\n", summary.note.c_str());
    return summary;
  }
  if (s.quick) testPaths.resize(1);

  const ClassMapping mapping = oaklandMapping();
  const LabelSet labels{mapping.labelNames};
  const long budget = s.quick ? 3000 : 20000;
  const double radius = 2.0;
  const TerrainGraphOptions go = TerrainGraphOptions::onThreads(s.threads);

  GraphSet train;
  train.labels = labels;
  long trainPoints = 0, trainLabelled = 0;
  double prepareSeconds = 0;
  for (size_t f = 0; f < trainNames.size(); ++f) {
    const auto t0 = Clock::now();
    const PointCloud cloud = readPointCloud(file(trainNames[f]));
    const Labeling truth = applyClassMapping(cloud, mapping);
    // Each file keeps the same share of the budget.
    const long share = budget / static_cast<long>(trainNames.size());
    Labeling kept =
        keepLabelledPatches(cloud.xyz, truth, share, radius, 1 + static_cast<std::uint32_t>(f));
    trainPoints += cloud.numPoints();
    trainLabelled += countLabelled(kept);
    train.graphs.push_back(buildTerrainGraph(cloud, go, std::move(kept)));
    train.names.push_back(trainNames[f]);
    prepareSeconds += secondsSince(t0);
  }
  train.numNodeFeatures = static_cast<int>(train.graphs[0].nodeFeatures.cols());
  train.numEdgeFeatures = static_cast<int>(train.graphs[0].edgeFeatures.cols());
  std::vector<long> perClass(labels.size(), 0);
  for (const PairwiseGraph& g : train.graphs)
    for (int y : g.labels)
      if (y != kUnlabelled) ++perClass[y];
  std::printf("   training: %zu file(s), %ld points, %ld kept labelled in %.0f m balls (",
              trainNames.size(), trainPoints, trainLabelled, radius);
  for (int k = 0; k < labels.size(); ++k)
    std::printf("%s%s %ld", k ? ", " : "", labels.names[k].c_str(), perClass[k]);
  std::printf("); read + features + graph %.2f s\n", prepareSeconds);

  PairwiseGraph validation;
  Labeling validationTruth;
  if (tune) {
    const PointCloud cloud = readPointCloud(file("oakland_part3_ao"));
    validationTruth = applyClassMapping(cloud, mapping);
    validation = buildTerrainGraph(cloud, go);
    std::printf("   validation: oakland_part3_ao, %d points, %d labelled\n", cloud.numPoints(),
                countLabelled(validationTruth));
  }

  // Tuning: C on the validation file only. The baselines share their training runs.
  const std::vector<double> grid = s.C > 0   ? std::vector<double>{s.C}
                                   : s.quick ? std::vector<double>{0.1}
                                             : std::vector<double>{0.01, 0.03, 0.1, 0.3, 1};
  Chosen chosen[kModels];
  // Steps: every training (the C grid for AMN and the SVM, the forest, the timing repeats), then
  // every test file.
  StepProgress progress(
      "bench terrain, a. Oakland",
      static_cast<int>(2 * grid.size() + 1 + kModels * (s.repeats - 1) + testPaths.size()));
  for (GraphModelKind trainKind : {GraphModelKind::Amn, GraphModelKind::NodeSvm}) {
    for (double C : grid) {
      AmnTrainingOptions options;
      options.kind = trainKind;
      options.balancedLoss = s.balancedLoss;
      options.bcfw.C = C;
      options.bcfw.maxPasses = 200;
      options.bcfw.relativeGapTolerance = 0.01;
      const auto t0 = Clock::now();
      const AmnTrainingResult r = trainAmn(train, options);
      const double seconds = secondsSince(t0);
      for (int m = 0; m < 3; ++m) {
        const bool fromThisRun = trainKind == GraphModelKind::Amn ? m == 0 : m > 0;
        if (!fromThisRun) continue;
        AmnModel model = r.model;
        model.kind = kGraphModelKinds[m];
        double f1 = 0, accuracy = 0;
        if (tune) {
          ClassificationMetrics metrics(labels.size());
          metrics.add(validationTruth, predictAmn(model, validation));
          f1 = meanF1(metrics), accuracy = metrics.accuracy();
          std::printf(
              "   tuning %-9s C = %-5g validation accuracy %.4f, mean F1 %.4f (%d passes, %s, gap "
              "%.1f%%, %.2f s)\n",
              graphModelKindName(kGraphModelKinds[m]), C, accuracy, f1, r.progress.pass,
              stopReasonName(r.reason), 100 * r.progress.relativeGap(), seconds);
          std::fflush(stdout);
        }
        if (f1 > chosen[m].validationF1) {
          chosen[m] = {std::move(model),        f1, accuracy, {seconds}, r.progress.pass, r.reason,
                       r.progress.relativeGap()};
        }
      }
      char detail[64];
      std::snprintf(detail, sizeof detail, "%s, C = %g", graphModelKindName(trainKind), C);
      progress.step(detail);
    }
  }
  // The random forest has no C; it keeps its defaults (100 trees, depth 20), as a user would.
  {
    AmnTrainingOptions options;
    options.kind = GraphModelKind::RandomForest;
    const auto t0 = Clock::now();
    AmnModel model = trainAmn(train, options).model;
    const double seconds = secondsSince(t0);
    double f1 = 0, accuracy = 0;
    if (tune) {
      ClassificationMetrics metrics(labels.size());
      metrics.add(validationTruth, predictAmn(model, validation));
      f1 = meanF1(metrics), accuracy = metrics.accuracy();
      std::printf(
          "   random-forest (%d trees, depth %d)  validation accuracy %.4f, mean F1 %.4f (%.2f "
          "s)\n",
          options.forest.trees, options.forest.maxDepth, accuracy, f1, seconds);
    }
    chosen[kForest] = {std::move(model), f1, accuracy, {seconds}, 0, StopReason::Converged, 0.0};
    progress.step("random forest");
  }
  // Timing repeats of the chosen configurations (training is deterministic: same models).
  for (int m = 0; m < kModels; ++m) {
    AmnTrainingOptions options;
    options.kind = m == 0         ? GraphModelKind::Amn
                   : m == kForest ? GraphModelKind::RandomForest
                                  : GraphModelKind::NodeSvm;
    options.bcfw.C = chosen[m].model.C;
    options.balancedLoss = s.balancedLoss;
    options.bcfw.maxPasses = 200;
    options.bcfw.relativeGapTolerance = 0.01;
    for (int r = 1; r < s.repeats; ++r) {
      const auto t0 = Clock::now();
      trainAmn(train, options);
      chosen[m].trainSeconds.push_back(secondsSince(t0));
      // Run 1 was the tuning run above; these are runs 2 .. repeats.
      progress.step(std::string(graphModelKindName(kGraphModelKinds[m])) + ", timing run " +
                    std::to_string(r + 1));
    }
  }
  train = GraphSet{};
  validation = PairwiseGraph{};

  // Test: every file once, models fixed.
  std::vector<ClassificationMetrics> metrics(kModels, ClassificationMetrics(labels.size()));
  std::vector<double> predictSeconds[kModels];
  double testPrepare = 0;
  for (const std::string& path : testPaths) {
    const auto t0 = Clock::now();
    const PointCloud cloud = readPointCloud(path);
    const Labeling truth = applyClassMapping(cloud, mapping);
    const PairwiseGraph graph = buildTerrainGraph(cloud, go);
    testPrepare += secondsSince(t0);
    summary.testPoints += cloud.numPoints();
    for (int m = 0; m < kModels; ++m) {
      const auto t1 = Clock::now();
      const Labeling y = predictAmn(chosen[m].model, graph);
      predictSeconds[m].push_back(secondsSince(t1));
      metrics[m].add(truth, y);
    }
    progress.step("test file " + fs::path(path).filename().string());
  }
  summary.testFiles = static_cast<int>(testPaths.size());
  std::printf("   test: %d file(s) (", summary.testFiles);
  for (size_t i = 0; i < testPaths.size(); ++i)
    std::printf("%s%s", i ? " " : "",
                fs::path(testPaths[i]).filename().string().substr(8, 8).c_str());
  std::printf("), %ld points, %ld with a class; read + features + graph %.2f s\n",
              summary.testPoints, metrics[0].total(), testPrepare);
  for (int m = 0; m < kModels; ++m) {
    double predictTotal = 0;
    for (double t : predictSeconds[m]) predictTotal += t;
    char chosenBy[64] = "not tuned";
    if (tune)
      std::snprintf(chosenBy, sizeof chosenBy, "validation mean F1 %.4f", chosen[m].validationF1);
    if (m == kForest)
      std::printf(
          "\n   %s (defaults, not tuned; validation mean F1 %.4f): training %.2f s (median of "
          "%zu); "
          "prediction %.2f s for the test files\n",
          graphModelKindName(kGraphModelKinds[m]), chosen[m].validationF1,
          median(chosen[m].trainSeconds), chosen[m].trainSeconds.size(), predictTotal);
    else
      std::printf(
          "\n   %s (C = %g, %s): training %.2f s (median of %zu), %d passes, %s, gap "
          "%.1f%%; prediction %.2f s for the test files\n",
          graphModelKindName(kGraphModelKinds[m]), chosen[m].model.C, chosenBy,
          median(chosen[m].trainSeconds), chosen[m].trainSeconds.size(), chosen[m].passes,
          stopReasonName(chosen[m].reason), 100 * chosen[m].gap, predictTotal);
    printClassificationReport(metrics[m], labels, "   ");
    nlohmann::json& model = summary.models[graphModelKindName(kGraphModelKinds[m])];
    model = {{"test", classificationJson(metrics[m], labels)},
             {"validationMeanF1",
              tune ? nlohmann::json(chosen[m].validationF1) : nlohmann::json()},  // null: not tuned
             {"trainSeconds", median(chosen[m].trainSeconds)},
             {"predictSeconds", predictTotal}};
    if (m != kForest)
      model.update({{"C", chosen[m].model.C},
                    {"passes", chosen[m].passes},
                    {"stop", stopReasonName(chosen[m].reason)},
                    {"relativeGap", chosen[m].gap}});
    summary.accuracy[m] = metrics[m].accuracy();
    summary.f1[m] = meanF1(metrics[m]);
  }
  summary.ran = true;
  const double bestBaselineAccuracy =
      std::max({summary.accuracy[1], summary.accuracy[2], summary.accuracy[3]});
  const double bestBaselineF1 = std::max({summary.f1[1], summary.f1[2], summary.f1[3]});
  std::printf(
      "\n   AMN against the better baseline on the test files: accuracy %+.4f, mean F1 %+.4f%s\n",
      summary.accuracy[0] - bestBaselineAccuracy, summary.f1[0] - bestBaselineF1,
      summary.accuracy[0] > bestBaselineAccuracy && summary.f1[0] > bestBaselineF1
          ? " (AMN better on both)"
          : " (AMN NOT better on both)");
  std::fflush(stdout);
  return summary;
}

// ---------------------------------------------------------------- b. features

struct FeatureSummary {
  int points = 0;
  std::vector<std::pair<int, double>> totals;  // threads -> median seconds
};

FeatureSummary benchFeatures(const TerrainBenchSettings& s) {
  FeatureSummary summary;
  TerrainSceneOptions so;
  so.targetPoints = s.points;
  so.threads = s.threads;
  const auto t0 = Clock::now();
  const TerrainScene scene = generateTerrainScene(so);
  summary.points = scene.cloud.numPoints();
  std::printf("\nb. features and graph for the generated scan: %d points (generated in %.2f s)\n",
              summary.points, secondsSince(t0));
  std::vector<int> threadCounts{1};
  if (s.threads > 1) threadCounts.push_back(s.threads);
  StepProgress progress("bench terrain, b. features",
                        static_cast<int>(threadCounts.size()) * s.repeats);
  for (int threads : threadCounts) {
    const TerrainGraphOptions go = TerrainGraphOptions::onThreads(threads);
    std::vector<double> index, features, graph, total;
    int dims = 0, edges = 0;
    for (int r = 0; r < s.repeats; ++r) {
      const auto a = Clock::now();
      const PointIndex tree(scene.cloud.xyz, threads);
      const double ti = secondsSince(a);
      const auto b = Clock::now();
      PointFeatures f = computePointFeatures(scene.cloud, go.features, &tree);
      const double tf = secondsSince(b);
      dims = static_cast<int>(f.values.cols());
      const auto c = Clock::now();
      const PairwiseGraph g =
          buildPointGraph(scene.cloud, std::move(f.values), go.graph, {}, &tree);
      const double tg = secondsSince(c);
      edges = g.numEdges();
      index.push_back(ti), features.push_back(tf), graph.push_back(tg),
          total.push_back(ti + tf + tg);
      progress.step(std::to_string(threads) + " thread(s), run " + std::to_string(r + 1));
    }
    std::printf(
        "   %d thread(s): k-d trees %.2f s, %d features per point %.2f s, graph (%d edges) %.2f s; "
        "total %.2f s "
        "(median of %d)\n",
        threads, median(index), dims, median(features), edges, median(graph), median(total),
        s.repeats);
    std::fflush(stdout);
    summary.totals.push_back({threads, median(total)});
  }
  return summary;
}

}  // namespace

int benchTerrain(const Args& args) {
  TerrainBenchSettings s;
  s.quick = args.has("quick");
  s.data = args.get("data", "../shared/data/oakland3d");
  s.repeats = args.integer("repeats", 3);
  s.threads = resolveThreadCount(args.integer("threads", 0));
  s.points = args.integer("points", s.quick ? 20000 : 1'000'000);
  s.C = args.number("C", 0);
  AmnTrainingOptions loss;
  readGraphLossOption(args, loss);
  s.balancedLoss = loss.balancedLoss;
  if (s.repeats < 1 || s.repeats > 100 || args.integer("threads", 0) < 0 || s.points < 1000 ||
      s.points > 20'000'000 || (args.has("C") && !(s.C > 0)))
    throw UsageError(
        "--repeats must be in 1..100, --threads >= 0, --points in 1000..20000000, --C > 0");
  JsonResults json(args, "bench terrain", JsonResults::Text::toStderr);
  json["settings"] = {{"data", s.data},
                      {"repeats", s.repeats},
                      {"threads", s.threads},
                      {"points", s.points},
                      {"balancedLoss", s.balancedLoss}};
  std::printf("bench terrain: %d repeat(s), %d thread(s)%s%s\n\n", s.repeats, s.threads,
              s.quick ? ", quick" : "", s.balancedLoss ? ", balanced loss in section a" : "");
  std::fflush(stdout);
  const auto start = Clock::now();
  const RealDataSummary a = benchRealData(s);
  const FeatureSummary b = benchFeatures(s);
  const PaintedScan scan = paintedScan(s);
  const LoopSummary c = benchTrainToPredictions(s, scan);
  const HeavyPaintSummary d = benchHeavyPaint(s, scan);

  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("\nsummary\n");
  if (a.ran)
    std::printf(
        "  a. Oakland 3-D test (%d files, %ld points): accuracy amn %.4f, node-svm %.4f, voted-svm "
        "%.4f, "
        "random-forest %.4f; mean F1 amn %.4f, node-svm %.4f, voted-svm %.4f, random-forest %.4f\n",
        a.testFiles, a.testPoints, a.accuracy[0], a.accuracy[1], a.accuracy[2], a.accuracy[3],
        a.f1[0], a.f1[1], a.f1[2], a.f1[3]);
  else
    std::printf("  a. Oakland 3-D: %s\n", a.note.c_str());
  std::printf("  b. features + graph, %d points:", b.points);
  for (const auto& [threads, seconds] : b.totals)
    std::printf(" %d thread(s) %.2f s;", threads, seconds);
  if (b.totals.size() == 2) std::printf(" speed-up %.2fx", b.totals[0].second / b.totals[1].second);
  std::printf("\n  c. train + predict %d points, %d painted, then +%d:\n", c.points, c.labelled,
              c.added);
  for (const LoopRun& run : c.runs)
    std::printf(
        "     %-36s cold %.2f s (%d passes, %s; target < 5 s), warm %.2f s (%d passes, %s; target "
        "< 1 s)\n",
        run.rule.c_str(), run.cold, run.coldPasses, stopReasonName(run.coldReason), run.warm,
        run.warmPasses, stopReasonName(run.warmReason));
  std::printf(
      "  d. %d painted of %d points, the GUI's round (budget %d): cold %.2f s, one more stroke "
      "warm %.2f s; "
      "every painted point %.2f s (%.1fx the budget's cold time)\n",
      d.painted, d.points, d.budget, d.cold, d.warm, d.unbudgeted, d.unbudgeted / d.cold);
  const double wallSeconds = secondsSince(start);
  std::printf("  peak resident memory %.0f MiB, wall time %.1f s\n", usage.ru_maxrss / 1024.0,
              wallSeconds);

  if (a.ran)
    json["a.oakland"] = {
        {"testFiles", a.testFiles}, {"testPoints", a.testPoints}, {"models", a.models}};
  else
    json["a.oakland"] = {{"skipped", a.note}};
  nlohmann::json featureTotals = nlohmann::json::array();
  for (const auto& [threads, seconds] : b.totals)
    featureTotals.push_back({{"threads", threads}, {"medianSeconds", seconds}});
  json["b.featuresAndGraph"] = {{"points", b.points}, {"totals", featureTotals}};
  nlohmann::json runs = nlohmann::json::array();
  for (const LoopRun& run : c.runs)
    runs.push_back({{"rule", run.rule},
                    {"coldSeconds", run.cold},
                    {"coldPasses", run.coldPasses},
                    {"coldStop", stopReasonName(run.coldReason)},
                    {"warmSeconds", run.warm},
                    {"warmPasses", run.warmPasses},
                    {"warmStop", stopReasonName(run.warmReason)}});
  json["c.trainToPredictions"] = {
      {"points", c.points}, {"labelled", c.labelled}, {"added", c.added}, {"runs", runs}};
  json["d.heavyPaint"] = {{"points", d.points},
                          {"painted", d.painted},
                          {"budget", d.budget},
                          {"trainedOn", d.trainedOn},
                          {"coldSeconds", d.cold},
                          {"warmSeconds", d.warm},
                          {"everyPaintedPointSeconds", d.unbudgeted}};
  json["peakResidentMiB"] = usage.ru_maxrss / 1024.0;
  json["wallSeconds"] = wallSeconds;
  json.print();
  return 0;
}

}  // namespace m3::cli
