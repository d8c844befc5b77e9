// `bench regions`: the image-regions engine on generated textured-shapes images (with
// --camvid: on CamVid's photographs instead, cli_bench_regions_camvid.cpp).
//   1. Accuracy: AMN vs node SVM vs voted SVM trained on 3 images with --labelled (80)
//      labelled regions each in patches of 10 adjacent regions (like brush strokes; region_task.h
//      explains why scattered single regions mislead the AMN), tested on 5 other images: pixel
//      accuracy and mean IoU, at two noise levels (18: the sample default, 40: noisy).
//   2. Timing on a 1-megapixel image (1000 x 1000) with about 2,000 superpixels (region
//      size 22): superpixels, region features; medians over --repeats runs.
//   3. Label to redraw on that image: the AMN trained on 100 labelled regions (patches of 10), then
//   one more
//      region is labelled and the model re-trained warm (graph_task.h's dual blocks) and the
//      whole image predicted and painted; medians over --repeats runs, each adding a
//      different region. The cold training is reported for comparison.
//   4. Only with --bsds DIR (the BSDS500 folder with images/ and groundTruth/): superpixel
//      quality on real photographs, for SLIC, SLICO and LSC at the default settings: regions,
//      time, and the achievable segmentation accuracy against every human segmentation
//      (eval/segmentation_metrics.h), on the first 20 validation images (3 with --quick).
// --quick: smaller images, fewer repeats (a smoke run for tests).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "io/bsds_mat.h"
#include "samples/textured_shapes.h"
#include "tasks/regions/region_task.h"

namespace m3::cli {

namespace {

struct Accuracy {
  double pixel = 0, meanIou = 0, seconds = 0;
};

void accuracyTable(double noise, int keep, int passes, bool quick, StepProgress& progress,
                   nlohmann::json& out) {
  const int W = quick ? 160 : 320, H = quick ? 120 : 240;
  RegionTaskOptions options;
  options.superpixels.regionSize = 12;
  std::vector<RegionScene> train, test;
  std::vector<TexturedShapes> testSamples;
  long labelled = 0, regions = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const TexturedShapes s = generateTexturedShapes(
        {.width = W, .height = H, .shapes = 12, .noise = noise, .seed = seed});
    train.push_back(buildRegionScene(s.image, options, &s.classes, 4));
    train.back().graph.labels =
        keepLabelledPatches(train.back().graph.edges, train.back().graph.labels, keep, 10,
                            static_cast<std::uint32_t>(seed));
    labelled += countLabelled(train.back().graph.labels);
    regions += train.back().superpixels.numRegions;
  }
  for (std::uint64_t seed = 101; seed <= (quick ? 102u : 105u); ++seed) {
    testSamples.push_back(generateTexturedShapes(
        {.width = W, .height = H, .shapes = 12, .noise = noise, .seed = seed}));
    test.push_back(buildRegionScene(testSamples.back().image, options));
  }
  std::vector<const RegionScene*> ptrs;
  for (const RegionScene& s : train) ptrs.push_back(&s);
  std::printf(
      "noise %.0f: %zu training images %dx%d (%ld regions, %ld labelled), %zu test images\n", noise,
      train.size(), W, H, regions, labelled, test.size());
  out = {{"noise", noise},
         {"trainingImages", train.size()},
         {"regions", regions},
         {"labelledRegions", labelled},
         {"testImages", test.size()},
         {"models", nlohmann::json::array()}};
  for (GraphModelKind kind : kGraphModelKinds) {
    AmnTrainingOptions o;
    o.kind = kind;
    o.bcfw.C = 0.1;
    o.bcfw.maxPasses = passes;
    const RegionTrainingResult r = trainRegionModel(ptrs, texturedShapesPalette(), options, o);
    SegmentationMetrics m(4);
    for (size_t i = 0; i < test.size(); ++i)
      m.add(testSamples[i].classes.labels, predictRegions(r.model, test[i]).labels);
    const std::string how =
        kind == GraphModelKind::RandomForest
            ? std::to_string(o.forest.trees) + " trees"
            : std::to_string(r.training.progress.pass) + " passes, " + gapText(r.training.progress);
    std::printf("  %-13s pixel accuracy %.4f  mean IoU %.4f  (training %.2f s, %s)\n",
                graphModelKindName(kind), m.pixelAccuracy(), m.meanIou(),
                r.training.progress.seconds, how.c_str());
    nlohmann::json model = {{"model", graphModelKindName(kind)},
                            {"pixelAccuracy", m.pixelAccuracy()},
                            {"meanIou", m.meanIou()},
                            {"trainSeconds", r.training.progress.seconds}};
    if (kind != GraphModelKind::RandomForest)
      model.update({{"passes", r.training.progress.pass},
                    {"relativeGap", r.training.progress.relativeGap()}});
    out["models"].push_back(std::move(model));
    char detail[64];
    std::snprintf(detail, sizeof detail, "%s at noise %.0f", graphModelKindName(kind), noise);
    progress.step(detail);
  }
  std::fflush(stdout);
}

void bsdsQuality(const std::string& dir, bool quick, StepProgress& progress, nlohmann::json& out) {
  namespace fs = std::filesystem;
  const fs::path images = fs::path(dir) / "images" / "val",
                 truth = fs::path(dir) / "groundTruth" / "val";
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(images, ec))
    if (entry.path().extension() == ".jpg") files.push_back(entry.path());
  if (ec || files.empty()) throw UsageError("--bsds " + dir + ": no images/val/*.jpg there");
  std::sort(files.begin(), files.end());
  files.resize(std::min<size_t>(files.size(), quick ? 3 : 20));
  std::vector<ColourImage> photos;
  std::vector<std::vector<LabelImage>> humans;
  for (const fs::path& f : files) {
    photos.push_back(readImage(f.string()));
    humans.push_back(readBsdsSegmentations((truth / f.stem()).string() + ".mat"));
  }
  std::printf(
      "\n4. superpixels on %zu BSDS500 validation photographs (481 x 321), region size 20, against "
      "every\n"
      "   human segmentation (achievable segmentation accuracy: best accuracy of whole-superpixel "
      "labels)\n",
      files.size());
  for (SuperpixelMethod method :
       {SuperpixelMethod::Slic, SuperpixelMethod::Slico, SuperpixelMethod::Lsc}) {
    SuperpixelOptions o;
    o.method = method;
    std::vector<double> seconds;
    double asa = 0, regions = 0;
    int segmentations = 0;
    for (size_t i = 0; i < photos.size(); ++i) {
      const auto t0 = Clock::now();
      const Superpixels sp = computeSuperpixels(photos[i], o);
      seconds.push_back(secondsSince(t0));
      regions += sp.numRegions;
      for (const LabelImage& human : humans[i]) {
        asa += achievableSegmentationAccuracy(sp.regions, human);
        ++segmentations;
      }
    }
    std::printf(
        "  %-6s %6.0f regions per image, %.3f s per image (median), achievable accuracy %.4f (mean "
        "over %d)\n",
        superpixelMethodName(method), regions / photos.size(), median(seconds), asa / segmentations,
        segmentations);
    out.push_back({{"method", superpixelMethodName(method)},
                   {"images", photos.size()},
                   {"regionsPerImage", regions / photos.size()},
                   {"medianSecondsPerImage", median(seconds)},
                   {"achievableAccuracy", asa / segmentations},
                   {"humanSegmentations", segmentations}});
    progress.step(std::string(superpixelMethodName(method)) + " superpixels on BSDS500");
  }
}

}  // namespace

int benchRegions(const Args& args) {
  if (args.has("camvid")) return benchRegionsCamvid(args);
  const bool quick = args.has("quick");
  const int repeats = args.integer("repeats", quick ? 1 : 5);
  if (repeats < 1 || repeats > 100) throw UsageError("--repeats must be 1..100");
  // A wrong --bsds fails now, not after the other sections.
  if (args.has("bsds") &&
      !std::filesystem::is_directory(std::filesystem::path(args.get("bsds")) / "images" / "val"))
    throw UsageError("--bsds " + args.get("bsds") + ": no images/val/*.jpg there");
  JsonResults json(args, "bench regions", JsonResults::Text::toStderr);
  std::printf("image regions on generated textured shapes (real photographs: --camvid)\n\n");
  std::printf(
      "1. accuracy, SLIC region size 12, %d labelled regions per training image (patches of 10),\n"
      "   C 0.1, up to %d passes or a 1%% gap\n",
      args.integer("labelled", 80), args.integer("passes", 1000));
  const int keep = args.integer("labelled", 80), passes = args.integer("passes", 1000);
  if (keep < 1 || passes < 1) throw UsageError("--labelled and --passes must be >= 1");
  json["settings"] = {
      {"repeats", repeats}, {"labelledPerImage", keep}, {"passes", passes}, {"quick", quick}};
  // Steps: each model at each noise level, the large image's two sections, each superpixel method
  // on BSDS500.
  const int models = static_cast<int>(std::size(kGraphModelKinds));
  StepProgress progress("bench regions", 2 * models + 2 + (args.has("bsds") ? 3 : 0));
  accuracyTable(18, keep, passes, quick, progress, json["accuracy"].emplace_back());
  accuracyTable(40, keep, passes, quick, progress, json["accuracy"].emplace_back());

  const int side = quick ? 300 : 1000, regionSize = quick ? 12 : 22;
  const TexturedShapes big = generateTexturedShapes(
      {.width = side, .height = side, .shapes = quick ? 10 : 30, .noise = 18, .seed = 7});
  RegionTaskOptions options;
  options.superpixels.regionSize = regionSize;
  std::vector<double> spSeconds, featureSeconds, redrawSeconds, predictSeconds;
  Superpixels sp;
  RegionFeatures features;
  for (int r = 0; r < repeats; ++r) {
    auto t0 = Clock::now();
    sp = computeSuperpixels(big.image, options.superpixels);
    spSeconds.push_back(secondsSince(t0));
    t0 = Clock::now();
    features = computeRegionFeatures(big.image, sp);
    featureSeconds.push_back(secondsSince(t0));
  }
  progress.step("superpixels and features of the large image");
  std::printf(
      "\n2. a %d x %d image (%.1f MP), SLIC region size %d: %d superpixels, %zu adjacent pairs\n",
      side, side, side * side / 1e6, regionSize, sp.numRegions, sp.edges.size());
  std::printf("  superpixels %.3f s, region features %.3f s (medians of %d)\n", median(spSeconds),
              median(featureSeconds), repeats);

  // 3. Label to redraw.
  RegionScene scene;
  scene.superpixels = sp;
  scene.graph.nodeFeatures = features.nodes;
  scene.graph.edges = features.edges;
  scene.graph.edgeFeatures = features.edgeFeatures;
  const Labeling truth = regionLabelsFromMask(sp, big.classes, 4, options.minCoverage);
  const int initial = 100;
  scene.graph.labels = keepLabelledPatches(scene.graph.edges, truth, initial, 10, 1);
  AmnTrainingOptions o;
  o.bcfw.C = 0.1;
  o.bcfw.maxPasses = 200;
  const std::vector<const RegionScene*> ptrs{&scene};
  const RegionTrainingResult cold = trainRegionModel(ptrs, texturedShapesPalette(), options, o);
  // Unlabelled regions with a known class, in a fixed order: one is added per repeat.
  std::vector<int> candidates;
  for (int i = 0; i < sp.numRegions; ++i)
    if (scene.graph.labels[i] == kUnlabelled && truth[i] != kUnlabelled) candidates.push_back(i);
  int warmBlocks = 0, blocks = 0;
  std::vector<double> warmPasses;
  SegmentationMetrics quality(4);
  for (int r = 0; r < repeats && r < static_cast<int>(candidates.size()); ++r) {
    RegionScene edited = scene;  // copied outside the timed part (the GUI edits in place)
    edited.graph.labels[candidates[(r * 7919) % candidates.size()]] =
        truth[candidates[(r * 7919) % candidates.size()]];
    const std::vector<const RegionScene*> one{&edited};
    const auto t0 = Clock::now();
    const RegionTrainingResult warm =
        trainRegionModel(one, texturedShapesPalette(), options, o, {}, cold.training.warmStart);
    const auto t1 = Clock::now();
    const LabelImage painted = predictRegions(warm.model, edited);
    predictSeconds.push_back(secondsSince(t1));
    redrawSeconds.push_back(secondsSince(t0));
    warmBlocks = warm.training.warmBlocks;
    warmPasses.push_back(warm.training.progress.pass);
    blocks = warm.training.blocks;
    if (r == 0) quality.add(big.classes.labels, painted.labels);
  }
  progress.step("label to redraw");
  std::printf("\n3. label to redraw on that image (AMN, %d labelled regions, then one more):\n",
              initial);
  std::printf("  cold training %.3f s (%d passes, %s)\n", cold.training.progress.seconds,
              cold.training.progress.pass, gapText(cold.training.progress).c_str());
  std::printf(
      "  after one more labelled region: warm re-training + prediction + painting %.3f s, of "
      "which\n"
      "  prediction and painting %.3f s (medians of %zu; %.0f passes; %d of %d blocks warm)\n",
      median(redrawSeconds), median(predictSeconds), redrawSeconds.size(), median(warmPasses),
      warmBlocks, blocks);
  std::printf("  pixel accuracy of that prediction %.4f, mean IoU %.4f\n", quality.pixelAccuracy(),
              quality.meanIou());
  std::fflush(stdout);
  json["largeImage"] = {{"side", side},
                        {"regionSize", regionSize},
                        {"superpixels", sp.numRegions},
                        {"adjacentPairs", sp.edges.size()},
                        {"superpixelSeconds", median(spSeconds)},
                        {"featureSeconds", median(featureSeconds)}};
  json["labelToRedraw"] = {{"initialLabelled", initial},
                           {"coldSeconds", cold.training.progress.seconds},
                           {"coldPasses", cold.training.progress.pass},
                           {"coldRelativeGap", cold.training.progress.relativeGap()},
                           {"warmRedrawSeconds", median(redrawSeconds)},
                           {"predictAndPaintSeconds", median(predictSeconds)},
                           {"warmPasses", median(warmPasses)},
                           {"pixelAccuracy", quality.pixelAccuracy()},
                           {"meanIou", quality.meanIou()}};
  if (args.has("bsds")) bsdsQuality(args.get("bsds"), quick, progress, json["bsdsSuperpixels"]);
  json.print();
  return 0;
}

}  // namespace m3::cli
