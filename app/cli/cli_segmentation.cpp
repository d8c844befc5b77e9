// Image segmentation by learned correlation clustering (tasks/segmentation_task.h):
//   segmentation train   --images DIR|FILES --segmentations DIR --out MODEL [--annotator K]
//                   [--C c] [--passes n] [--gap g] [--region-size s] [--plain-loss] [--planes n]
//   segmentation predict --model MODEL --image IMG --out SEG.png
//   segmentation eval    --model MODEL --images DIR|FILES --segmentations DIR [--annotator K]
//   segmentation suggest --model MODEL --images DIR|FILES [--count n] [--diversity d]
// Segmentations: BSDS .mat files (entry K, 1-based, default 1; BSDS does not record who
// drew an entry, so K picks a file position, not a person) or label PNGs (segmentation_data.h).
// Images without a segmentation (or with fewer than K entries) are skipped with a note.
// predict writes a label mask PNG (segment s as value s + 1, io/image_io.h).
// eval prints pixel-level pair F1 / VI / Rand for the model and for k-means with k = the
// reference's segment count (told the right count, which favours it), means over images.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_command.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "io/bsds_mat.h"
#include "io/io_error.h"
#include "segmentation_data.h"
#include "tasks/segmentation_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace fs = std::filesystem;

namespace {

struct Labelled {
  std::string path;
  ColourImage image;
  LabelImage segmentation;
};

// Images with the annotator's segmentation; skipped ones are reported on stderr.
std::vector<Labelled> loadLabelled(const Args& args, int annotator) {
  std::vector<Labelled> out;
  const std::string segDir = args.required("segmentations");
  if (!fs::is_directory(segDir)) throw IoError(segDir + ": not a directory");
  for (const std::string& path : listImageFiles(args.required("images"))) {
    std::vector<LabelImage> segs = findSegmentations(segDir, path);
    if (static_cast<int>(segs.size()) < annotator) {
      std::cerr << "note: " << path << ": no segmentation entry " << annotator << " in " << segDir << ", skipped\n";
      continue;
    }
    out.push_back({path, readImage(path), std::move(segs[static_cast<size_t>(annotator - 1)])});
  }
  if (out.empty()) throw IoError("no image has a segmentation (entry " + std::to_string(annotator) + ") in " + segDir);
  return out;
}

int annotatorOption(const Args& args) {
  return args.integer("annotator");
}

int segmentationTrain(const Args& args) {
  SegmentationTaskOptions options;
  readLearner(args, options.bcfw);
  options.C = options.bcfw.C;  // the task reads its own C (SegmentationTaskOptions)
  options.superpixels.regionSize = args.integer("region-size");
  options.balancedLoss = !args.has("plain-loss");  // see SegmentationTaskOptions
  if (const std::string p = options.validate(); !p.empty()) throw UsageError(p);
  const std::string out = args.required("out");
  const std::vector<Labelled> data = loadLabelled(args, annotatorOption(args));
  std::vector<SegmentationScene> scenes;
  scenes.reserve(data.size());
  for (const Labelled& d : data) scenes.push_back(buildSegmentationScene(d.image, options, &d.segmentation));
  std::vector<const SegmentationScene*> ptrs;
  for (const auto& s : scenes) ptrs.push_back(&s);
  std::printf("training on %zu image(s), C = %g, %d passes or %g gap\n", scenes.size(), options.C,
              options.bcfw.maxPasses, options.bcfw.relativeGapTolerance);
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "pass %d (+%d cached)  primal %.4g  gap %.3g  train edge error %.4f  %.1f s",
                  p.pass, p.approximatePasses, p.primal, p.relativeGap(), p.trainError, p.seconds);
    printProgressLine(line, false);
  };
  const SegmentationTrainingResult r = trainSegmentationModel(ptrs, options, control);
  printProgressLine("", true);
  saveSegmentationModel(out, r.model);
  std::printf("stopped: %s after %d passes (+%d over cached planes, %.1f s), %s, train edge error %.4f; model written "
              "to %s\n",
              stopReasonName(r.reason), r.progress.pass, r.progress.approximatePasses, r.progress.seconds,
              gapText(r.progress).c_str(), r.progress.trainError, out.c_str());
  return 0;
}

int segmentationPredict(const Args& args) {
  const std::string modelPath = args.required("model"), imagePath = args.required("image"),
                    out = args.required("out");  // usage errors before any file is read
  const SegmentationModel model = loadSegmentationModel(modelPath);
  const SegmentationScene scene = buildSegmentationScene(readImage(imagePath), model.options);
  const SegmentationPrediction p = predictSegmentation(model, scene);
  const LabelImage seg = paintPartition(scene.superpixels, p.partition);
  writeLabelMask(out, seg);
  std::printf("%d regions -> %d segments (%s), written to %s\n", scene.superpixels.numRegions, segmentCount(seg),
              p.exact ? "exact: the LP was integral" : "rounded LP", out.c_str());
  return 0;
}

int segmentationEval(const Args& args) {
  const int annotator = annotatorOption(args);
  (void)args.required("images");
  (void)args.required("segmentations");
  const SegmentationModel model = loadSegmentationModel(args.required("model"));
  const std::vector<Labelled> data = loadLabelled(args, annotator);
  JsonResults out(args, "segmentation eval");
  out["images"] = nlohmann::json::array();
  double f1[2] = {}, vi[2] = {}, rand[2] = {};
  if (out.text())
    std::printf("  %-24s %6s %6s %7s %7s %7s %7s %7s %7s\n", "image", "segs", "model", "F1", "VI", "Rand", "km F1",
              "km VI", "km Rand");
  for (const Labelled& d : data) {
    const SegmentationScene scene = buildSegmentationScene(d.image, model.options);
    const LabelImage ours = paintPartition(scene.superpixels, predictSegmentation(model, scene).partition);
    const int k = segmentCount(d.segmentation);
    const LabelImage km = paintPartition(scene.superpixels, kmeansSegmentation(scene, std::max(1, k)));
    const ClusteringMetrics a = segmentationAgreement(d.segmentation, ours), b = segmentationAgreement(d.segmentation, km);
    if (out.text())
      std::printf("  %-24s %6d %6d %7.3f %7.3f %7.3f %7.3f %7.3f %7.3f\n", fs::path(d.path).filename().string().c_str(), k,
                  segmentCount(ours), a.f1, a.variationOfInformation, a.rand, b.f1, b.variationOfInformation, b.rand);
    out["images"].push_back({{"image", fs::path(d.path).filename().string()},
                             {"segments", k},
                             {"learned", {{"segments", segmentCount(ours)}, {"pairF1", a.f1}, {"vi", a.variationOfInformation}, {"rand", a.rand}}},
                             {"kmeans", {{"pairF1", b.f1}, {"vi", b.variationOfInformation}, {"rand", b.rand}}}});
    f1[0] += a.f1, vi[0] += a.variationOfInformation, rand[0] += a.rand;
    f1[1] += b.f1, vi[1] += b.variationOfInformation, rand[1] += b.rand;
  }
  const double n = static_cast<double>(data.size());
  out["means"] = {{"learned", {{"pairF1", f1[0] / n}, {"vi", vi[0] / n}, {"rand", rand[0] / n}}},
                  {"kmeans", {{"pairF1", f1[1] / n}, {"vi", vi[1] / n}, {"rand", rand[1] / n}}}};
  out.print();
  if (!out.text()) return 0;
  std::printf("\nmeans over %zu image(s) (pixel pairs; VI in nats, lower is better):\n", data.size());
  std::printf("  learned CC:          pair F1 %.3f  VI %.3f  Rand %.3f\n", f1[0] / n, vi[0] / n, rand[0] / n);
  std::printf("  k-means (true k):    pair F1 %.3f  VI %.3f  Rand %.3f\n", f1[1] / n, vi[1] / n, rand[1] / n);
  return 0;
}

// The images to segment next, least sure first (suggestImagesToSegment), as Label Next in the
// Image Segmentation workbench ranks them; a TSV.
int segmentationSuggest(const Args& args) {
  const SegmentationModel model = loadSegmentationModel(args.required("model"));
  const std::vector<std::string> paths = listImageFiles(args.required("images"));
  std::vector<SegmentationScene> scenes;
  std::vector<const SegmentationScene*> pointers;
  std::vector<double> margins;
  std::vector<int> segments;
  scenes.reserve(paths.size());
  for (const std::string& path : paths) {
    scenes.push_back(buildSegmentationScene(readImage(path), model.options));
    const SegmentationPrediction p = predictSegmentation(model, scenes.back());
    pointers.push_back(&scenes.back());
    margins.push_back(p.margin);
    segments.push_back(
        static_cast<int>(std::set<int>(p.partition.begin(), p.partition.end()).size()));
  }
  const std::vector<Suggestion> next = suggestImagesToSegment(
      pointers, margins, {}, {args.integer("count"), args.number("diversity")});
  std::string out = "rank\timage\tmargin\tsegments\n";
  for (size_t r = 0; r < next.size(); ++r)
    out += std::to_string(r + 1) + '\t' + fs::path(paths[next[r].item]).filename().string() + '\t' +
           significant(next[r].margin) + '\t' + std::to_string(segments[next[r].item]) + '\n';
  std::fputs(out.c_str(), stdout);
  return 0;
}

}  // namespace

CommandGroup segmentationCommands() {
  const Parameter images = Parameter::text(
      "images", "DIR|FILES", "a folder of images (.jpg .png .tif) or a list of files", true);
  const Parameter segmentations =
      Parameter::text("segmentations", "DIR",
                      "human segmentations: BSDS .mat (entry --annotator) or label PNGs", true);
  const Parameter annotator = Parameter::integer(
      "annotator", 1, 1, 1000, "which segmentation of a BSDS .mat file (1-based)");
  const Parameter model =
      Parameter::text("model", "MODEL", "a model file that segmentation train wrote", true);
  std::vector<Parameter> train{images, segmentations, outOption("where the model goes (JSON)"),
                               annotator};
  for (const Parameter& p : taskDeclaration("segmentation").learnerParameters()) train.push_back(p);
  train.push_back(Parameter::integer("region-size",
                                     SegmentationTaskOptions{}.superpixels.regionSize, 4, 1000,
                                     "superpixel size in pixels"));
  train.push_back(Parameter::flag(
      "plain-loss", "the Hamming loss over superpixel pairs instead of the balanced one"));
  return {
      "segmentation",
      "image segmentation: learned correlation clustering of superpixels",
      {{"train", "learn how a person segments images", train, segmentationTrain},
       {"predict",
        "segment one image",
        {model, required(Parameter::text("image", "IMG", "the image to segment")),
         outOption("the segmentation as a label PNG")},
        segmentationPredict},
       {"eval",
        "pixel pair F1 / VI / Rand, the model's and k-means' with the true k",
        {model, images, segmentations, annotator, jsonFlag()},
        segmentationEval},
       {"suggest",
        "the images to segment next: those whose learned segmentation is least sure (the "
        "mean margin of its adjacent region pairs), as TSV",
        {model, images, suggestionCountParameter("images to list"), suggestionDiversityParameter()},
        segmentationSuggest,
        "The order is that of Label Next in the Image Segmentation workbench (F8)."}},
      {"cluster"}};
}

}  // namespace m3::cli
