// `bench clustering` (thesis Fig. 11.1b, "irrelevant features"): learned correlation
// clustering against k-means as irrelevant dimensions are added.
// Each run draws a training and a test set of --points points (default 100 as in the thesis;
// samples/clustering_sample.h:
// two 1-D Gaussians, means 0 and 2, sigma 0.5, plus k noise dimensions with the same
// mixture structure but independent components), builds RBF pair features per dimension
// plus a constant (features/clustering_pairs.h), learns w with the cutting-plane LP as
// loss-augmented inference (the 1-slack learner by default, C = --C, up to --passes rounds,
// default 100, or a 1% gap) and clusters the test set by the rounded LP. k-means gets the
// true k = 2, best inertia of 5 restarts, on the raw coordinates.
// Score: edge accuracy = fraction of test pairs correctly within / between (random = ~0.5),
// mean +- standard error over --runs runs with fixed seeds.
// --train-split S (default 10): cut the training points into S problems of ~points/S. The
//   thesis trains on one 100-point problem (S = 1): one LP of the 4,950-edge graph per round
//   (per step with BCFW, which with a single block is plain Frank-Wolfe). Ten problems of 10
//   points are cheap blocks and keep every training point (only cross-problem pairs are lost).
// --max-cuts N: add at most the N most violated triangles per cutting-plane round (0 = all).
// The "test LP s" column is the mean time of the test set's LP per run; "gap %" the learner's
// certified relative duality gap at the end (mean over runs); "train LPs" and "< 1 s" count the
// loss-augmented LPs of training (the learner's and its gap evaluations'), all runs together.
// --learner bcfw|one-slack, --planes N (cached planes per block), --sampling: as `terrain train`.
// --quick: 30 points (3 training problems), k in {1, 4, 16}, 2 runs (a smoke test).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_step_progress.h"
#include "eval/clustering_metrics.h"
#include "features/clustering_pairs.h"
#include "inference/clustering.h"
#include "learning/clustering_oracle.h"
#include "learning/kmeans.h"
#include "learning/relaxed_bcfw.h"
#include "samples/clustering_sample.h"

namespace m3::cli {

namespace {

struct MeanError {
  double mean = 0, stderror = 0;
};

MeanError summarise(const std::vector<double>& v) {
  MeanError m;
  for (double x : v) m.mean += x;
  m.mean /= static_cast<double>(v.size());
  if (v.size() > 1) {
    double ss = 0;
    for (double x : v) ss += (x - m.mean) * (x - m.mean);
    m.stderror = std::sqrt(ss / static_cast<double>(v.size() - 1) / static_cast<double>(v.size()));
  }
  return m;
}

std::vector<int> parseDims(const std::string& text) {
  std::vector<int> dims;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    try {
      size_t used = 0;
      const int k = std::stoi(item, &used);
      if (used != item.size() || k < 0) throw std::invalid_argument(item);
      dims.push_back(k);
    } catch (const std::exception&) {
      throw UsageError("--noise must be a comma-separated list of non-negative integers, got '" +
                       text + "'");
    }
  }
  if (dims.empty()) throw UsageError("--noise lists no dimension counts");
  return dims;
}

}  // namespace

int benchClustering(const Args& args) {
  const bool quick = args.has("quick");
  const int points = args.integer("points", quick ? 30 : 100);
  const int runs = args.integer("runs", quick ? 2 : 3);
  ClusteringLpOptions lp;
  lp.maxCutsPerRound = args.integer("max-cuts", 0);
  BcfwOptions options;
  options.evaluateEvery = 10;
  readLearner(args, options);  // the 1-slack learner by default (bench_main.cpp says why)
  const int passes = options.maxPasses;
  const double C = options.C;
  const std::vector<int> dims =
      parseDims(args.get("noise", quick ? "1,4,16" : "1,2,4,8,16,32,64,128"));
  const int split = args.integer("train-split", quick ? 3 : 10);
  if (points < 4) throw UsageError("--points must be at least 4");
  if (split < 1 || 2 * split > points) throw UsageError("--train-split must be in [1, points / 2]");
  if (runs < 1) throw UsageError("--runs must be at least 1");
  JsonResults json(args, "bench clustering", JsonResults::Text::toStderr);
  json["settings"] = {
      {"points", points}, {"trainProblems", split}, {"runs", runs}, {"C", C}, {"passes", passes}};
  json["rows"] = nlohmann::json::array();
  json["settings"]["learner"] =
      options.method == BcfwOptions::Method::OneSlack ? "one-slack" : "bcfw";
  json["settings"]["cachedPlanes"] = options.cachedPlanes;
  std::printf(
      "bench clustering: %d train (in %d problem(s)) / %d test points, %d run(s), C = %g, %s or "
      "1%% gap%s\n",
      points, split, points, runs, C, learnerDescription(options).c_str(), quick ? " (quick)" : "");
  std::printf(
      "edge accuracy on the test set, mean +- standard error over runs (random ~ 0.5); gap: the "
      "learner's\n"
      "relative duality gap at the end, certified (the relaxed problem is solved exactly), mean "
      "over runs\n\n");
  std::printf("  %6s %18s %18s %9s %9s %10s %10s %9s %9s %8s\n", "noise", "learned CC",
              "k-means (k=2)", "LP tight", "clusters", "train s", "test LP s", "gap %", "train LPs",
              "< 1 s");
  const auto start = Clock::now();
  StepProgress progress("bench clustering", static_cast<int>(dims.size()) * runs);
  for (int k : dims) {
    std::vector<double> lcc, km;
    int tight = 0;
    double clusters = 0, trainSeconds = 0, testLpSeconds = 0, relativeGap = 0;
    std::vector<double> trainingLps;  // every run's loss-augmented LPs
    for (int run = 0; run < runs; ++run) {
      const std::uint32_t seed =
          1000u * static_cast<std::uint32_t>(k) + 2u * static_cast<std::uint32_t>(run);
      const ClusteringSample train = gaussianMixtureWithNoise(points, k, seed);
      const ClusteringSample test = gaussianMixtureWithNoise(points, k, seed + 1);
      // The training points, cut into `split` consecutive problems (one BCFW block each).
      auto examples = std::make_shared<std::vector<ClusteringExample>>();
      for (int part = 0; part < split; ++part) {
        const int begin = part * points / split, end = (part + 1) * points / split;
        examples->push_back(
            rbfPairExample(train.points.middleRows(begin, end - begin),
                           Partition(train.gold.begin() + begin, train.gold.begin() + end)));
      }
      const ClusteringExample testExample = rbfPairExample(test.points, test.gold);
      const auto trainStart = Clock::now();
      const ClusteringOracle oracle(examples, k + 2, lp);
      const BcfwResult r = trainRelaxedBcfw(oracle, options);
      trainSeconds += secondsSince(trainStart);
      const std::vector<double> lps = oracle.lossAugmentedLpSeconds();
      trainingLps.insert(trainingLps.end(), lps.begin(), lps.end());
      relativeGap += r.progress.relativeGap();
      const auto testStart = Clock::now();
      const ClusteringLpResult p =
          solveClusteringLp(testExample.numObjects, testExample.edges,
                            clusteringEdgeScores(testExample, r.weights), lp);
      testLpSeconds += secondsSince(testStart);
      tight += p.integral;
      int count = 0;
      for (int c : p.partition) count = std::max(count, c + 1);
      clusters += count;
      lcc.push_back(edgeAccuracy(testExample.edges, test.gold, p.partition));
      const KMeansResult kmr = kmeans(test.points, 2, {100, 5, seed});
      km.push_back(edgeAccuracy(testExample.edges, test.gold, kmr.assignment));
      progress.step(std::to_string(k) + " noise dimension(s), run " + std::to_string(run + 1));
    }
    const MeanError a = summarise(lcc), b = summarise(km);
    const auto quickLps =
        std::count_if(trainingLps.begin(), trainingLps.end(), [](double t) { return t < 1; });
    std::printf(
        "  %6d %10.3f +- %.3f %10.3f +- %.3f %5d/%-3d %9.1f %10.2f %10.3f %9.2f %9zu %8td\n", k,
        a.mean, a.stderror, b.mean, b.stderror, tight, runs, clusters / runs, trainSeconds / runs,
        testLpSeconds / runs, 100 * relativeGap / runs, trainingLps.size(), quickLps);
    if (!trainingLps.empty())
      std::printf("  %6s training LPs: median %.3f s, longest %.3f s, %.1f s in all\n", "",
                  median(trainingLps), *std::max_element(trainingLps.begin(), trainingLps.end()),
                  std::accumulate(trainingLps.begin(), trainingLps.end(), 0.0));
    std::fflush(stdout);
    json["rows"].push_back(
        {{"noiseDimensions", k},
         {"learnedEdgeAccuracy", {{"mean", a.mean}, {"standardError", a.stderror}}},
         {"kmeansEdgeAccuracy", {{"mean", b.mean}, {"standardError", b.stderror}}},
         {"integralTestLps", tight},
         {"meanClusters", clusters / runs},
         {"meanTrainSeconds", trainSeconds / runs},
         {"meanTestLpSeconds", testLpSeconds / runs},
         {"meanRelativeGap", relativeGap / runs},
         {"trainingLpSeconds", trainingLps}});
  }
  const double totalSeconds = secondsSince(start);
  std::printf("\ntotal %.1f s\n", totalSeconds);
  json["totalSeconds"] = totalSeconds;
  json.print();
  return 0;
}

}  // namespace m3::cli
