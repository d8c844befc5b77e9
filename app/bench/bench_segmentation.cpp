// `bench segmentation` (thesis 11.4c, made quantitative): learned correlation clustering of
// superpixels on BSDS500 (--data, default ../shared/data/bsds500).
// Trains on the first --train N images of train/ (sorted by name) with segmentation entry
// --annotator K of each .mat file, tests on the first --test M images of val/ (the test
// split is held back from this copy) against
//   (a) the same entry K, and (b) every other entry of the same image (mean over them).
// BSDS does not store annotator identity: entry K of two images is usually not the same
// person, so "annotator K" is a file position and (a) vs (b) measures how much of the
// learned granularity is specific to the training entries, not to a person.
// Rows per reference: learned CC (rounded cutting-plane LP), k-means on region colour /
// texture / position with k = the reference's segment count (told the true count, which
// favours it), and two sanity rows: one segment per superpixel, everything one segment.
// Metrics per pixel pair (eval/clustering_metrics.h via segmentationAgreement): pair F1,
// variation of information (nats, lower is better), Rand; means over test images.
// (c) The BSDS500 region benchmarks against all human segmentations of each image at once
// (eval/bsds_region_benchmark.h: covering, PRI, VI, as published for gPb-owt-ucm); k-means is
// told the humans' mean segment count, rounded.
// Also: superpixel / edge counts, LP time and how often the LP was integral (exact MAP).
// --plain-loss: train with the unweighted edge Hamming loss instead of the balanced one
//   (SegmentationTaskOptions::balancedLoss): fewer, larger segments.
// --quick: 4 training and 3 test images, 8 passes (a smoke test, ~10 s).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <numeric>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_step_progress.h"
#include "eval/bsds_region_benchmark.h"
#include "io/bsds_mat.h"
#include "io/io_error.h"
#include "segmentation_data.h"
#include "tasks/segmentation_task.h"

namespace m3::cli {

namespace {

namespace fs = std::filesystem;

struct Sums {
  double f1 = 0, vi = 0, rand = 0, segments = 0;
  int count = 0;
  void add(const ClusteringMetrics& m, int segs) {
    f1 += m.f1, vi += m.variationOfInformation, rand += m.rand, segments += segs, ++count;
  }
};

constexpr int kMethods = 4;
const char* kMethodNames[kMethods] = {"learned CC", "k-means (true k)", "one per superpixel",
                                      "one segment"};

struct Image {
  std::string path;
  ColourImage image;
  std::vector<LabelImage> segmentations;
};

std::vector<Image> loadSplit(const std::string& data, const std::string& split, int limit,
                             int annotator) {
  std::vector<Image> out;
  const std::string images = data + "/images/" + split, truth = data + "/groundTruth/" + split;
  if (!fs::is_directory(images) || !fs::is_directory(truth))
    throw IoError(data + ": expected images/" + split + " and groundTruth/" + split +
                  " (BSDS500 layout)");
  for (const std::string& path : listImageFiles(images)) {
    if (static_cast<int>(out.size()) >= limit) break;
    std::vector<LabelImage> segs = findSegmentations(truth, path);
    if (static_cast<int>(segs.size()) < annotator) continue;  // too few entries for K
    out.push_back({path, readImage(path), std::move(segs)});
  }
  if (out.empty())
    throw IoError(data + ": no " + split + " image has segmentation entry " +
                  std::to_string(annotator));
  return out;
}

// Prints the means and returns them (one object per method) for --json.
nlohmann::json printRows(const char* title, const Sums (&sums)[kMethods]) {
  std::printf("%s\n", title);
  std::printf("  %-20s %8s %8s %8s %10s\n", "method", "pair F1", "VI", "Rand", "segments");
  nlohmann::json rows = nlohmann::json::array();
  for (int m = 0; m < kMethods; ++m) {
    const Sums& s = sums[m];
    const double n = std::max(1, s.count);
    std::printf("  %-20s %8.3f %8.3f %8.3f %10.1f\n", kMethodNames[m], s.f1 / n, s.vi / n,
                s.rand / n, s.segments / n);
    rows.push_back({{"method", kMethodNames[m]},
                    {"references", s.count},
                    {"pairF1", s.f1 / n},
                    {"variationOfInformation", s.vi / n},
                    {"rand", s.rand / n},
                    {"segments", s.segments / n}});
  }
  return rows;
}

}  // namespace

int benchSegmentation(const Args& args) {
  const bool quick = args.has("quick");
  const std::string data = args.get("data", "../shared/data/bsds500");
  const int trainCount = args.integer("train", quick ? 4 : 30);
  const int testCount = args.integer("test", quick ? 3 : 20);
  const int annotator = args.integer("annotator", 1);
  SegmentationTaskOptions options;
  readLearner(args, options.bcfw);
  options.C = options.bcfw.C;
  if (quick && !args.has("passes")) options.bcfw.maxPasses = 8;
  options.superpixels.regionSize = args.integer("region-size", options.superpixels.regionSize);
  options.balancedLoss = !args.has("plain-loss");
  if (trainCount < 1 || testCount < 1) throw UsageError("--train and --test must be at least 1");
  if (annotator < 1) throw UsageError("--annotator counts from 1");
  if (const std::string p = options.validate(); !p.empty()) throw UsageError(p);

  JsonResults json(args, "bench segmentation", JsonResults::Text::toStderr);
  const auto start = Clock::now();
  const std::vector<Image> train = loadSplit(data, "train", trainCount, annotator);
  const std::vector<Image> test = loadSplit(data, "val", testCount, annotator);
  std::printf(
      "bench segmentation: BSDS500 %s, train %zu image(s) (train/), test %zu image(s) (val/), "
      "annotator entry "
      "%d\n",
      data.c_str(), train.size(), test.size(), annotator);
  std::printf(
      "note: BSDS stores no annotator identity; entry %d is the segmentation at position %d of "
      "each .mat "
      "file, not one person\n",
      annotator, annotator);
  std::printf("superpixels: SLIC region size %d; C = %g; %s or %g gap; %s edge loss\n\n",
              options.superpixels.regionSize, options.C, learnerDescription(options.bcfw).c_str(),
              options.bcfw.relativeGapTolerance, options.balancedLoss ? "balanced" : "plain");

  std::vector<SegmentationScene> scenes;
  scenes.reserve(train.size());
  double regions = 0, edges = 0;
  StepProgress scenesProgress("bench segmentation, training images",
                              static_cast<int>(train.size()));
  for (const Image& im : train) {
    scenes.push_back(
        buildSegmentationScene(im.image, options, &im.segmentations[size_t(annotator - 1)]));
    regions += scenes.back().example.numObjects;
    edges += static_cast<double>(scenes.back().example.edges.size());
    scenesProgress.step("superpixels and pair features of " +
                        std::filesystem::path(im.path).filename().string());
    throwIfInterrupted();
  }
  std::vector<const SegmentationScene*> ptrs;
  for (const auto& s : scenes) ptrs.push_back(&s);
  const auto trainStart = Clock::now();
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "  pass %d  gap %.3g  train edge error %.4f  %.1f s", p.pass,
                  p.relativeGap(), p.trainError, p.seconds);
    printProgressLine(line, false);
  };
  const SegmentationTrainingResult trained = trainSegmentationModel(ptrs, options, control);
  printProgressLine("", true);
  const double trainSeconds = secondsSince(trainStart);
  std::printf(
      "training: %.1f regions and %.1f edges per image; %s after %d passes, %.1f s, train edge "
      "error %.4f\n",
      regions / double(train.size()), edges / double(train.size()), stopReasonName(trained.reason),
      trained.progress.pass, trainSeconds, trained.progress.trainError);
  std::printf("weights:");
  for (int c = 0; c < kSegmentationPairFeatures; ++c)
    std::printf(" %s %.2f%s", segmentationPairFeatureNames()[size_t(c)].c_str(),
                trained.model.weights(c), c + 1 < kSegmentationPairFeatures ? "," : "\n\n");

  Sums same[kMethods], others[kMethods];
  RegionBenchmarkTotals benchmark[kMethods];
  std::vector<double> lpSeconds;
  int exact = 0;
  double testRegions = 0, testEdges = 0;
  StepProgress testProgress("bench segmentation, test images", static_cast<int>(test.size()));
  for (const Image& im : test) {
    const SegmentationScene scene = buildSegmentationScene(im.image, options);
    testRegions += scene.example.numObjects;
    testEdges += static_cast<double>(scene.example.edges.size());
    const auto t0 = Clock::now();
    const SegmentationPrediction p = predictSegmentation(trained.model, scene);
    lpSeconds.push_back(secondsSince(t0));
    exact += p.exact;
    Partition perRegion(size_t(scene.example.numObjects));
    std::iota(perRegion.begin(), perRegion.end(), 0);
    const Partition single(size_t(scene.example.numObjects), 0);
    const LabelImage fixed[3] = {paintPartition(scene.superpixels, p.partition),
                                 paintPartition(scene.superpixels, perRegion),
                                 paintPartition(scene.superpixels, single)};
    const int fixedSegs[3] = {segmentCount(fixed[0]), scene.example.numObjects, 1};
    double humanSegments = 0;
    for (const LabelImage& ref : im.segmentations) humanSegments += segmentCount(ref);
    const int meanK =
        std::max(1, static_cast<int>(std::lround(humanSegments / double(im.segmentations.size()))));
    benchmark[0].add(regionBenchmark(fixed[0], im.segmentations));
    benchmark[1].add(regionBenchmark(
        paintPartition(scene.superpixels, kmeansSegmentation(scene, meanK)), im.segmentations));
    benchmark[2].add(regionBenchmark(fixed[1], im.segmentations));
    benchmark[3].add(regionBenchmark(fixed[2], im.segmentations));
    for (size_t r = 0; r < im.segmentations.size(); ++r) {
      const LabelImage& ref = im.segmentations[r];
      const int k = std::max(1, segmentCount(ref));
      const LabelImage km = paintPartition(scene.superpixels, kmeansSegmentation(scene, k));
      Sums(&target)[kMethods] = int(r) == annotator - 1 ? same : others;
      target[0].add(segmentationAgreement(ref, fixed[0]), fixedSegs[0]);
      target[1].add(segmentationAgreement(ref, km), segmentCount(km));
      target[2].add(segmentationAgreement(ref, fixed[1]), fixedSegs[1]);
      target[3].add(segmentationAgreement(ref, fixed[2]), fixedSegs[2]);
    }
    char detail[160];
    std::snprintf(detail, sizeof detail,
                  "%s segmented (LP %.2f s) and scored against %zu references",
                  std::filesystem::path(im.path).filename().string().c_str(), lpSeconds.back(),
                  im.segmentations.size());
    testProgress.step(detail);
    throwIfInterrupted();
  }
  const double nt = double(test.size());
  std::printf(
      "test: %.1f regions and %.1f edges per image; LP (cutting planes + rounding) median %.2f s, "
      "max %.2f s; "
      "integral (exact MAP) on %d of %zu\n\n",
      testRegions / nt, testEdges / nt, median(lpSeconds),
      *std::max_element(lpSeconds.begin(), lpSeconds.end()), exact, test.size());
  char title[200];
  std::snprintf(title, sizeof title,
                "against the same entry %d (%d image(s); means, VI in nats, lower is better):",
                annotator, same[0].count);
  json["againstSameEntry"] = printRows(title, same);
  std::snprintf(
      title, sizeof title,
      "\nagainst the other entries of the same images (%d reference(s)):", others[0].count);
  json["againstOtherEntries"] = printRows(title, others);
  std::printf(
      "\nBSDS500 region benchmarks against all human segmentations of each image (%d image(s); "
      "covering "
      "pooled, PRI and VI means; higher covering and PRI, lower VI are better):\n",
      benchmark[0].images());
  std::printf("  %-20s %9s %8s %8s\n", "method", "covering", "PRI", "VI");
  json["bsdsRegionBenchmarks"] = nlohmann::json::array();
  for (int m = 0; m < kMethods; ++m) {
    const char* name = m == 1 ? "k-means (mean k)" : kMethodNames[m];
    std::printf("  %-20s %9.4f %8.4f %8.4f\n", name, benchmark[m].covering(), benchmark[m].pri(),
                benchmark[m].vi());
    json["bsdsRegionBenchmarks"].push_back({{"method", name},
                                            {"covering", benchmark[m].covering()},
                                            {"pri", benchmark[m].pri()},
                                            {"vi", benchmark[m].vi()}});
  }
  const double totalSeconds = secondsSince(start);
  std::printf("\ntotal %.1f s\n", totalSeconds);
  json["settings"] = {{"data", data},
                      {"trainImages", train.size()},
                      {"testImages", test.size()},
                      {"annotator", annotator},
                      {"regionSize", options.superpixels.regionSize},
                      {"C", options.C},
                      {"balancedLoss", options.balancedLoss}};
  json["training"] = {{"stop", stopReasonName(trained.reason)},
                      {"passes", trained.progress.pass},
                      {"relativeGap", trained.progress.relativeGap()},
                      {"seconds", trainSeconds},
                      {"trainEdgeError", trained.progress.trainError}};
  json["testLp"] = {{"medianSeconds", median(lpSeconds)},
                    {"maxSeconds", *std::max_element(lpSeconds.begin(), lpSeconds.end())},
                    {"integral", exact}};
  json["totalSeconds"] = totalSeconds;
  json.print();
  return 0;
}

}  // namespace m3::cli
