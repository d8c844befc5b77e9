// `bench hypertext` (thesis ch. 8, the AMN paper's WebKB experiment): classify hypertext pages
// with a multiclass SVM per page (node SVM), an AMN (links as associative edges) and the
// general M3N (links with learned K x K potentials of any sign, "Link-MM"). Data:
// ../shared/data/hypertext/webkb (--data), the Geom-GCN copy of three schools (1,703 word
// features, 5 classes, hyperlinks), read by io/node_table_graph.h (edge features: the two link
// directions).
// Why within each school and not leave-one-school-out as the thesis: in that copy the class
// numbers do not mean the same class across schools (Cornell's class 1 has 1 page, Wisconsin's
// 70; the largest class, surely students, is 3 at Cornell and 2 at Wisconsin), so a model
// trained on one school cannot be scored on another; and Texas's page file is byte-identical
// to Cornell's (only the links differ), so Texas is left out (the benchmark says so).
// Protocol per school: its pages are split in two halves (fixed seed); a model trained on one
// half's labels predicts the whole school (links to the other half included) and is scored on
// the other half, both ways. C is chosen for each model and half on the training half alone
// (split again in two the same way) from --Cs (default 0.01, 0.1, 1).
// Reported: test error (fraction of held-out pages wrong) per school and on average, the
// general M3N's share of integral test LPs, training and inference times. Learners: BCFW to a
// 1% gap or 200 passes (general M3N: relaxed BCFW, up to 600 passes; its gap is exact for the
// relaxed problem).
// --quick: one school, one half, C 0.1 only (a smoke test).
// With --set GRAPHS (graph JSON) or --nodes / --edges (node tables, e.g. CSV with class names):
// the thesis's protocol instead, leave one graph out, for graphs whose classes agree (C chosen
// by leaving out each training graph in turn); e.g. `graph sample --graphs 3` writes three.
#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "io/node_table_graph.h"
#include "tasks/graphs/general_m3n_task.h"
#include "tasks/graphs/graph_task.h"

namespace m3::cli {

namespace {

struct School {
  std::string name;
  PairwiseGraph graph;
};

enum class Model { NodeSvm, Amn, General };
const char* modelName(Model m) {
  return m == Model::NodeSvm ? "node SVM" : m == Model::Amn ? "AMN" : "general M3N";
}

struct Outcome {
  double error = 0;
  double trainSeconds = 0, predictSeconds = 0;
  bool integral = true;  // general M3N: the test LP's optimum was integral
  std::string training;  // passes and gap
  int passes = 0;
  double relativeGap = 0;
};

// One row of either table, for --json.
nlohmann::json outcomeJson(Model model, double C, const Outcome& o) {
  nlohmann::json row = {{"model", modelName(model)},
                        {"C", C},
                        {"error", o.error},
                        {"trainSeconds", o.trainSeconds},
                        {"predictSeconds", o.predictSeconds},
                        {"passes", o.passes},
                        {"relativeGap", o.relativeGap}};
  if (model == Model::General) row["testLpIntegral"] = o.integral;
  return row;
}

// Both tables compare these, in this order.
constexpr std::array<Model, 3> kModels{Model::NodeSvm, Model::Amn, Model::General};

// The closing line of either table (mean test error per model, and how many of the general
// M3N's test LPs were integral), printed and put into the JSON.
void reportMeans(const std::vector<double>& mean, int integral, int tests, JsonResults& json) {
  std::printf(
      "\nmean test error: node SVM %.4f, AMN %.4f, general M3N %.4f (general M3N against node SVM: "
      "%+.0f%%); "
      "test LPs integral: %d of %d\n",
      mean[0], mean[1], mean[2], mean[0] > 0 ? 100 * (mean[2] / mean[0] - 1) : 0.0, integral,
      tests);
  json["meanTestError"] = nlohmann::json::object();
  for (size_t m = 0; m < kModels.size(); ++m)
    json["meanTestError"][modelName(kModels[m])] = mean[m];
  json["integralTestLps"] = integral;
  json["testLps"] = tests;
}

GraphSet setOf(const PairwiseGraph& graph, int K) {
  GraphSet set;
  for (int k = 0; k < K; ++k) set.labels.names.push_back("class " + std::to_string(k));
  set.numNodeFeatures = static_cast<int>(graph.nodeFeatures.cols());
  set.numEdgeFeatures = 2;
  set.graphs.push_back(graph);
  return set;
}

// Trains `model` with C on `train` (its labelled pages), predicts every page of `test` and
// scores the pages `truth` labels.
Outcome run(Model model, double C, const GraphSet& train, const PairwiseGraph& test,
            const Labeling& truth) {
  Outcome o;
  Labeling predicted;
  TrainingProgress progress;
  const auto stopRule = [C](BcfwOptions& bcfw, int passes) {
    bcfw.C = C;
    bcfw.maxPasses = passes;
    bcfw.relativeGapTolerance = 0.01;
  };
  const auto t0 = Clock::now();
  if (model == Model::General) {
    GeneralM3nOptions options;
    stopRule(options.bcfw, 600);
    const GeneralM3nTrainingResult r = trainGeneralM3n(train, options);
    o.trainSeconds = secondsSince(t0);
    progress = r.progress;
    const auto t1 = Clock::now();
    const GeneralM3nPrediction p = predictGeneralM3n(r.model, test);
    o.predictSeconds = secondsSince(t1);
    predicted = p.labels;
    o.integral = p.integral;
  } else {
    AmnTrainingOptions options;
    options.kind = model == Model::Amn ? GraphModelKind::Amn : GraphModelKind::NodeSvm;
    stopRule(options.bcfw, 200);
    const AmnTrainingResult r = trainAmn(train, options);
    o.trainSeconds = secondsSince(t0);
    progress = r.progress;
    const auto t1 = Clock::now();
    predicted = predictAmn(r.model, test);
    o.predictSeconds = secondsSince(t1);
  }
  char text[96];
  std::snprintf(text, sizeof text, "%d passes, gap %.2f%%", progress.pass,
                100 * progress.relativeGap());
  o.training = text;
  o.passes = progress.pass;
  o.relativeGap = progress.relativeGap();
  long wrong = 0, total = 0;
  for (size_t i = 0; i < predicted.size(); ++i)
    if (truth[i] != kUnlabelled) wrong += predicted[i] != truth[i], ++total;
  o.error = total ? double(wrong) / double(total) : 0;
  return o;
}

// The labelled pages of `labels` in two halves (a fixed shuffle): two labelings.
std::vector<Labeling> halves(const Labeling& labels) {
  std::vector<int> labelled;
  for (int i = 0; i < static_cast<int>(labels.size()); ++i)
    if (labels[static_cast<size_t>(i)] != kUnlabelled) labelled.push_back(i);
  std::shuffle(labelled.begin(), labelled.end(), std::mt19937(2026));
  std::vector<Labeling> half(2, Labeling(labels.size(), kUnlabelled));
  for (size_t r = 0; r < labelled.size(); ++r)
    half[r % 2][static_cast<size_t>(labelled[r])] = labels[static_cast<size_t>(labelled[r])];
  return half;
}

// C for `model` chosen on the labelled pages of `school` alone: two halves of them, each
// predicted by a model trained on the other half's labels.
double chooseC(Model model, const std::vector<double>& Cs, const PairwiseGraph& school, int K) {
  if (Cs.size() == 1) return Cs[0];
  const std::vector<Labeling> half = halves(school.labels);
  double bestC = Cs[0], bestError = 2;
  for (double C : Cs) {
    double error = 0;
    for (int h = 0; h < 2; ++h) {
      PairwiseGraph train = school;
      train.labels = half[static_cast<size_t>(h)];
      error += run(model, C, setOf(train, K), school, half[static_cast<size_t>(1 - h)]).error / 2;
    }
    if (error < bestError) bestError = error, bestC = C;
  }
  return bestC;
}

GraphSet without(const GraphSet& set, size_t left) {
  GraphSet rest = set;
  rest.graphs.erase(rest.graphs.begin() + static_cast<std::ptrdiff_t>(left));
  rest.names.erase(rest.names.begin() + static_cast<std::ptrdiff_t>(left));
  rest.nodeNames.clear();
  return rest;
}

// C for `model` chosen on the training graphs alone: leave one of them out in turn (with one
// training graph: its two halves, as within a school).
double chooseCOnGraphs(Model model, const std::vector<double>& Cs, const GraphSet& train) {
  if (Cs.size() == 1) return Cs[0];
  if (train.graphs.size() < 2) return chooseC(model, Cs, train.graphs[0], train.labels.size());
  double bestC = Cs[0], bestError = 2;
  for (double C : Cs) {
    double error = 0;
    for (size_t j = 0; j < train.graphs.size(); ++j)
      error += run(model, C, without(train, j), train.graphs[j], train.graphs[j].labels).error /
               double(train.graphs.size());
    if (error < bestError) bestError = error, bestC = C;
  }
  return bestC;
}

// The thesis's protocol for graphs whose classes mean the same in every graph (--set, or
// --nodes / --edges with class names): each graph in turn is predicted by models trained on
// every other graph's labels.
int leaveOneGraphOut(const Args& args, const std::vector<double>& Cs) {
  JsonResults json(args, "bench hypertext", JsonResults::Text::toStderr);
  json["runs"] = nlohmann::json::array();
  const GraphSet set = readGraphInput(args, "set");
  const std::string source = args.has("set") ? args.get("set") : args.get("nodes");
  if (set.graphs.size() < 2)
    throw UsageError(source + ": leaving one graph out needs two graphs or more");
  std::printf(
      "%s: %zu graphs, %d classes, %d node features; each graph predicted by models trained on the "
      "others; "
      "C from",
      source.c_str(), set.graphs.size(), set.labels.size(), set.numNodeFeatures);
  for (double c : Cs) std::printf(" %g", c);
  std::printf(", chosen on the training graphs\n\n%-12s %-14s %6s %8s %9s %10s  %s\n", "model",
              "left out", "C", "error", "train s", "predict s", "training");
  std::vector<double> mean(kModels.size(), 0);
  int integral = 0;
  StepProgress progress("bench hypertext", static_cast<int>(set.graphs.size() * kModels.size()));
  for (size_t g = 0; g < set.graphs.size(); ++g) {
    const GraphSet train = without(set, g);
    for (size_t m = 0; m < kModels.size(); ++m) {
      const double C = chooseCOnGraphs(kModels[m], Cs, train);
      const Outcome o = run(kModels[m], C, train, set.graphs[g], set.graphs[g].labels);
      mean[m] += o.error / double(set.graphs.size());
      if (kModels[m] == Model::General) integral += o.integral;
      std::printf("%-12s %-14s %6g %8.4f %9.2f %10.3f  %s%s\n", modelName(kModels[m]),
                  set.names[g].c_str(), C, o.error, o.trainSeconds, o.predictSeconds,
                  o.training.c_str(),
                  kModels[m] != Model::General ? ""
                  : o.integral                 ? "; test LP integral"
                                               : "; test LP fractional, rounded");
      std::fflush(stdout);
      nlohmann::json row = outcomeJson(kModels[m], C, o);
      row["leftOut"] = set.names[g];
      json["runs"].push_back(std::move(row));
      progress.step(std::string(modelName(kModels[m])) + " with " + set.names[g] + " left out");
    }
  }
  json["settings"] = {{"source", source}, {"graphs", set.graphs.size()}, {"Cs", Cs}};
  reportMeans(mean, integral, static_cast<int>(set.graphs.size()), json);
  json.print();
  return 0;
}

}  // namespace

int benchHypertext(const Args& args) {
  namespace fs = std::filesystem;
  const bool quick = args.has("quick");
  const std::vector<double> Cs = args.numbers("Cs", quick ? "0.1" : "0.01,0.1,1");
  for (double C : Cs)
    if (!(C > 0)) throw UsageError("--Cs: C must be positive");
  if (args.has("set") || args.has("nodes")) return leaveOneGraphOut(args, Cs);
  const fs::path data = args.get("data", "../shared/data/hypertext/webkb");
  JsonResults json(args, "bench hypertext", JsonResults::Text::toStderr);
  json["runs"] = nlohmann::json::array();
  std::vector<School> schools;
  for (const char* name : {"cornell", "texas", "wisconsin"}) {
    const fs::path dir = data / name;
    if (!fs::is_directory(dir))
      throw UsageError("--data " + data.string() + ": no " + name +
                       "/ there (../shared/data/hypertext/webkb)");
    const NodeTableGraph g = readNodeTableGraph((dir / "out1_node_feature_label.txt.gz").string(),
                                                (dir / "out1_graph_edges.txt").string());
    std::printf("%-10s %d pages, %d linked pairs (%d self-links and %d repeated links dropped)",
                name, g.graph.numNodes(), g.graph.numEdges(), g.droppedSelfLoops, g.repeatedLinks);
    const auto same = std::find_if(schools.begin(), schools.end(), [&](const School& s) {
      return s.graph.labels == g.graph.labels && s.graph.nodeFeatures == g.graph.nodeFeatures;
    });
    if (same != schools.end()) {
      std::printf(": the same pages, words and classes as %s, left out\n", same->name.c_str());
      continue;
    }
    std::printf("\n");
    schools.push_back({name, g.graph});
  }
  if (schools.size() < 2)
    throw UsageError("--data " + data.string() + ": fewer than two distinct schools");
  int K = 0;
  for (const School& s : schools)
    for (int y : s.graph.labels) K = std::max(K, y + 1);
  std::printf("%d classes, %d features per page (with a bias); C from", K,
              static_cast<int>(schools[0].graph.nodeFeatures.cols()));
  for (double c : Cs) std::printf(" %g", c);
  std::printf(", chosen on the training half\n\n%-12s %-10s %5s %6s %8s %9s %10s  %s\n", "model",
              "school", "half", "C", "error", "train s", "predict s", "training");
  std::vector<double> mean(kModels.size(), 0);
  int integral = 0, tests = 0, runs = 0;
  const size_t schoolsRun = quick ? 1 : schools.size(), halvesRun = quick ? 1 : 2;
  StepProgress progress("bench hypertext",
                        static_cast<int>(schoolsRun * halvesRun * kModels.size()));
  for (size_t school = 0; school < schoolsRun; ++school) {
    const PairwiseGraph& graph = schools[school].graph;
    const std::vector<Labeling> half = halves(graph.labels);
    for (int h = 0; h < static_cast<int>(halvesRun); ++h, ++runs) {
      PairwiseGraph train = graph;
      train.labels = half[static_cast<size_t>(h)];
      for (size_t m = 0; m < kModels.size(); ++m) {
        const double C = chooseC(kModels[m], Cs, train, K);
        const Outcome o =
            run(kModels[m], C, setOf(train, K), graph, half[static_cast<size_t>(1 - h)]);
        mean[m] += o.error;
        if (kModels[m] == Model::General) integral += o.integral, ++tests;
        std::printf("%-12s %-10s %5d %6g %8.4f %9.2f %10.3f  %s%s\n", modelName(kModels[m]),
                    schools[school].name.c_str(), h + 1, C, o.error, o.trainSeconds,
                    o.predictSeconds, o.training.c_str(),
                    kModels[m] != Model::General ? ""
                    : o.integral                 ? "; test LP integral"
                                                 : "; test LP fractional, rounded");
        std::fflush(stdout);
        nlohmann::json row = outcomeJson(kModels[m], C, o);
        row["school"] = schools[school].name;
        row["half"] = h + 1;
        json["runs"].push_back(std::move(row));
        progress.step(std::string(modelName(kModels[m])) + ", " + schools[school].name + " half " +
                      std::to_string(h + 1));
      }
    }
  }
  for (double& e : mean) e /= std::max(1, runs);
  json["settings"] = {
      {"data", data.string()}, {"schools", schools.size()}, {"classes", K}, {"Cs", Cs}};
  reportMeans(mean, integral, tests, json);
  json.print();
  return 0;
}

}  // namespace m3::cli
