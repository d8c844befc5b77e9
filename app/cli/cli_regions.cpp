// Image-regions commands (superpixels + AMN engine): regions sample / train / predict / eval.
//   regions sample  --image FILE --mask FILE [--palette FILE] [--regions FILE]
//                   [--width w] [--height h] [--shapes n] [--noise s] [--seed s]
//   regions train   --image FILE[,FILE...] --mask FILE[,FILE...] --out MODEL [--palette FILE]
//                   [--model-kind amn|node-svm|voted-svm] [--C c] [--passes n] [--gap g]
//                   [--superpixels slic|slico|lsc] [--region-size n] [--compactness c]
//                   [--smoothing s] [--min-coverage f] [--keep-regions n [--patch-regions p]]
//                   [--seed s]
//                   [--features regions-2|regions-1] [--edge-scale auto|S]
//   regions predict --model MODEL --image FILE --out MASK.png [--palette FILE] [--preview FILE]
//   regions predict --model MODEL --images DIR_OR_LIST --out-dir DIR [--dataset FILE] [--void V]
//                   [--indexed]   every image's mask under its name (a dataset's convention with
//                   --void; --indexed: as indexed-colour PNGs with the VOC colour map, as Pascal
//                   VOC's)
//   regions eval    --model MODEL --image FILE[,FILE...] --mask FILE[,FILE...]
//   regions suggest --model MODEL --images DIR_OR_LIST [--masks DIR_OR_LIST] [--count n]
//                   the n (default 20) regions the model is least sure of over all the images
//                   (smallest local margins; one model, so they rank together), leaving out
//                   regions the masks (your labels so far) already label; "label these next".
// train and eval also take --images DIR_OR_LIST --masks DIR_OR_LIST (a mask folder holds each
// image's mask under the image's name), and --dataset FILE / --void V for masks in a dataset's
// convention (value k = class k from 0, V void; io/image_io.h MaskConvention); train then
// takes the class names from --dataset, and --scribble-fraction f keeps about f of each image's
// labelled regions in patches (as --keep-regions does with a count). eval prints global
// accuracy, class average accuracy and mean IoU (unlabelled / void pixels ignored) and a
// per-class table. --coco FILE.json gives the masks as a COCO segmentation file instead
// (io/coco_json.h; each image found in it by file name, the classes its categories, matched to
// a model's by name for eval and suggest), and predict --coco-out FILE.json writes the
// predictions as one. --labelme DIR (or a list of files) gives them as labelme files
// (io/labelme_json.h; each image found by the file name in its imagePath, the classes its
// labels), and predict --labelme-out DIR writes one per image (<stem>.json).
// Masks are PNG index masks (io/image_io.h): 0 unlabelled, v >= 1 label v - 1; training
// masks may be partial (scribbles), eval ignores unlabelled truth pixels. Without --palette,
// training names the labels after their mask values 1..K (K the largest value present).
// --keep-regions n keeps n labelled regions per image, in patches of p adjacent regions of one
// class (default 10; centres drawn per class in turn, --seed), to mimic a user who paints a
// few strokes (tasks/regions/region_task.h, keepLabelledPatches). Training defaults: the
// class-balanced loss (--loss; docs/learning.md), C 0.1, 200 passes, 1% gap (on generated
// samples C 0.1 tested as well as 0.3 and 1 and converged further in 200 passes).
// --edge-scale: the AMN's edge weights are scaled by a factor chosen by cross-validation over
// the labelled patches (auto, the default; three more trainings) or by S in [0, 1]
// (tasks/regions/region_edge_scale.h).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_command.h"
#include "cli_commands.h"
#include "cli_image_folders.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_region_edge_scale.h"
#include "cli_region_inputs.h"
#include "eval/segmentation_metrics.h"
#include "inference/uncertainty.h"
#include "io/coco_json.h"
#include "io/image_io.h"
#include "io/io_error.h"
#include "io/labelme_json.h"
#include "samples/textured_shapes.h"
#include "tasks/interactive_training.h"
#include "tasks/regions/region_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

void requirePng(const std::string& path, const std::string& option) {
  const size_t dot = path.find_last_of('.');
  std::string ext = dot == std::string::npos ? "" : path.substr(dot);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext != ".png") throw UsageError("--" + option + " must name a .png file (masks are PNG index masks)");
}

RegionTaskOptions taskOptions(const Args& args) {
  RegionTaskOptions o;
  o.superpixels.method = parseSuperpixelMethod(args.required("superpixels"));
  o.superpixels.regionSize = args.integer("region-size");
  o.superpixels.compactness = args.number("compactness");
  o.superpixels.smoothing = args.number("smoothing");
  o.minCoverage = args.number("min-coverage");
  o.featureVersion = args.required("features") == "regions-1" ? 1 : 2;
  if (const std::string p = o.validate(); !p.empty()) throw UsageError(p);
  return o;
}

int regionsSample(const Args& args) {
  const std::string imagePath = args.required("image"), maskPath = args.required("mask");
  requirePng(maskPath, "mask");
  if (args.has("regions")) requirePng(args.get("regions"), "regions");
  TexturedShapesOptions o;
  o.width = args.integer("width");
  o.height = args.integer("height");
  o.shapes = args.integer("shapes");
  o.noise = args.number("noise");
  o.seed = static_cast<std::uint64_t>(args.integer("seed"));
  if (const std::string p = o.validate(); !p.empty()) throw UsageError(p);
  const TexturedShapes s = generateTexturedShapes(o);
  writeImage(imagePath, s.image);
  writeLabelMask(maskPath, s.classes);
  if (args.has("palette")) writePalette(args.get("palette"), s.palette);
  if (args.has("regions")) {
    writeLabelMask(args.get("regions"), s.instances);  // value 1 background, i + 2 shape i
  }
  std::vector<long> counts(s.palette.size(), 0);
  for (int k : s.classes.labels) ++counts[k];
  std::printf("wrote %d x %d image %s and class mask %s; mask values:", o.width, o.height, imagePath.c_str(),
              maskPath.c_str());
  for (size_t k = 0; k < s.palette.size(); ++k)
    std::printf("%s %zu %s (%ld px)", k ? "," : "", k + 1, s.palette[k].name.c_str(), counts[k]);
  std::printf("\n");
  return 0;
}

int regionsTrain(const Args& args) {
  const std::string out = args.required("out");
  const RegionTaskOptions options = taskOptions(args);
  AmnTrainingOptions training;
  readLearner(args, training.bcfw);
  readGraphLossOption(args, training);
  const int keep = args.integer("keep-regions"), patch = args.integer("patch-regions");
  const double fraction = args.number("scribble-fraction");
  if (args.has("scribble-fraction") && args.has("keep-regions"))
    throw UsageError("--scribble-fraction and --keep-regions both say how much to keep: give one");
  const auto seed = static_cast<std::uint32_t>(args.integer("seed"));
  const EdgeScaleOption edgeScale = readEdgeScaleOption(args);
  training.kind = parseGraphModelKind(args.required("model-kind"));
  const MaskSource source = maskSource(args);
  const std::optional<MaskConvention>& convention = source.convention;
  const int valueOffset = convention ? 0 : 1;
  if (args.has("palette") && args.has("dataset"))
    throw UsageError("--palette and --dataset both name the classes: give one");
  Palette palette;
  if (args.has("palette")) palette = readPalette(args.get("palette"));
  if (convention && !convention->classes.empty()) palette = convention->classes;
  const auto start = Clock::now();
  const std::vector<LabelledImage> data = readLabelledImages(args, source);
  if (palette.empty()) {  // labels named after their mask values
    int top = 0;
    const LabelledImage* highest = nullptr;
    for (const LabelledImage& li : data)
      for (int k : li.mask.labels)
        if (k + 1 > top) top = k + 1, highest = &li;
    // Every value up to the highest becomes a class: one stray pixel of 65535 in a 16-bit mask
    // would make a model of 65,535 classes. Beyond an 8-bit mask's values the classes must be
    // named.
    if (top > kMaxClassesByMaskValue)
      throw IoError(highest->maskPath + ": mask value " + std::to_string(top - 1 + valueOffset) +
                    " would make " + std::to_string(top) +
                    " classes; name the classes with --palette "
                    "or --dataset (at most " +
                    std::to_string(kMaxClassesByMaskValue) + " are taken from mask values alone)");
    std::vector<std::string> names;
    for (int k = 0; k < top; ++k) names.push_back(std::to_string(k + valueOffset));
    palette = defaultPalette(names);
  } else {
    checkMaskLabels(data, static_cast<int>(palette.size()),
                    args.has("dataset") ? "--dataset " + args.get("dataset") : "--palette " + args.get("palette"),
                    valueOffset);
  }
  if (palette.size() < 2) throw IoError("the masks use fewer than two labels: nothing to learn");
  const int K = static_cast<int>(palette.size());

  std::vector<RegionScene> scenes;
  long regions = 0, labelled = 0;
  for (size_t i = 0; i < data.size(); ++i) {
    const auto t0 = Clock::now();
    scenes.push_back(buildRegionScene(data[i].image, options, &data[i].mask, K));
    RegionScene& s = scenes.back();
    const auto imageSeed = seed + static_cast<std::uint32_t>(i);
    s.graph.labels = fraction < 1 ? keepLabelledFraction(s.graph.edges, s.graph.labels, fraction, patch, imageSeed)
                                  : keepLabelledPatches(s.graph.edges, s.graph.labels, keep, patch, imageSeed);
    regions += s.superpixels.numRegions;
    labelled += countLabelled(s.graph.labels);
    std::fprintf(stderr, "%s: %d regions, %d edges, %d labelled; superpixels and features %.2f s\n",
                 data[i].imagePath.c_str(), s.superpixels.numRegions, s.graph.numEdges(),
                 countLabelled(s.graph.labels), secondsSince(t0));
  }
  if (labelled == 0)
    throw IoError("no region is labelled: the masks label too few pixels of any region (at least " +
                  std::to_string(static_cast<int>(100 * options.minCoverage)) + "% of a region, see --min-coverage)");
  const double prepareSeconds = secondsSince(start);
  std::vector<const RegionScene*> ptrs;
  for (const RegionScene& s : scenes) ptrs.push_back(&s);
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "pass %3d  primal %10.4g  dual %10.4g  gap %6.2f%%  train err %.4f  %.1fs", p.pass,
                  p.primal, p.dual, 100 * p.relativeGap(), p.trainError, p.seconds);
    printProgressLine(line, false);
  };
  RegionTrainingResult r = trainRegionModel(ptrs, palette, options, training, control);
  printProgressLine("", true);
  throwIfInterrupted();
  const auto scaleStart = Clock::now();
  const EdgeScaleChoice scale = edgeScale.chosen ? applyChosenEdgeScale(r, ptrs, palette, options, training, control)
                                                 : fixedEdgeScale(r, training, edgeScale.scale);
  const double scaleSeconds = secondsSince(scaleStart);
  throwIfInterrupted();
  saveRegionModel(out, r.model);
  std::string names;
  for (const PaletteEntry& e : palette) names += (names.empty() ? "" : ", ") + e.name;
  std::printf("%s trained on %zu image(s), %ld regions, %ld labelled; labels: %s\n", graphModelKindName(training.kind),
              data.size(), regions, labelled, names.c_str());
  if (training.kind == GraphModelKind::RandomForest)  // no passes or gap: the trees are grown once
    std::printf("%d trees; reading, superpixels and features %.2f s, training %.2f s; saved %s\n", training.forest.trees,
                prepareSeconds, r.training.progress.seconds, out.c_str());
  else
    std::printf("stopped: %s after %d passes, gap %.2f%%; reading, superpixels and features %.2f s, training %.2f s; "
                "saved %s\n",
                stopReasonName(r.training.reason), r.training.progress.pass, 100 * r.training.progress.relativeGap(),
                prepareSeconds, r.training.progress.seconds, out.c_str());
  if (training.kind == GraphModelKind::Amn)
    std::printf("%s, %.2f s\n", edgeScaleText(scale).c_str(), scaleSeconds);
  return 0;
}

// --images DIR_OR_LIST --out-dir DIR: every image's mask as <out-dir>/<image stem>.png, in a
// dataset's convention when --dataset / --void ask for it (then with the description
// classes.txt beside them), else ours with the palette (palette.txt).
int regionsPredictMany(const Args& args) {
  namespace fs = std::filesystem;
  const RegionModel model = loadRegionModel(args.required("model"));
  const std::vector<std::string> images = imageFiles(args.required("images"), "images");
  const fs::path outDir = args.required("out-dir");
  std::error_code ec;
  if (!fs::is_directory(outDir, ec)) throw UsageError("--out-dir " + outDir.string() + " is not a folder");
  const std::optional<MaskConvention> convention = maskConvention(args);
  if (convention && convention->voidValue < 0)
    throw UsageError("--dataset names no void value: give --void V for the pixels of no class");
  if (args.has("indexed") && !convention)
    throw UsageError("--indexed writes a dataset's class values (value k = class k): give --dataset or --void too");
  const std::string cocoOut = args.get("coco-out");
  if (!cocoOut.empty() && fs::path(cocoOut).extension() != ".json") throw UsageError("--coco-out must name a .json file");
  const std::string labelmeOut = args.get("labelme-out");  // a labelme file per image, <stem>.json
  if (!labelmeOut.empty() && !fs::is_directory(labelmeOut, ec)) throw UsageError("--labelme-out " + labelmeOut + " is not a folder");
  std::set<std::string> stems;
  for (const std::string& path : images) {
    if (fs::equivalent(fs::absolute(path).parent_path(), outDir, ec))
      throw UsageError("--out-dir is the images' folder: the masks would sit among (or over) the photos");
    // labelme keeps each annotation beside its photo: predictions there would replace them.
    if (!labelmeOut.empty() && fs::equivalent(fs::absolute(path).parent_path(), labelmeOut, ec))
      throw UsageError("--labelme-out is the images' folder, where labelme keeps their annotations: the "
                       "predictions would replace them");
    if (!stems.insert(fs::path(path).stem().string()).second)
      throw UsageError("two images are called " + fs::path(path).stem().string() + ": their masks would overwrite each other");
  }
  const int K = model.amn.labels.size();
  if (convention && convention->voidValue < K)
    throw UsageError("--void " + std::to_string(convention->voidValue) + " is one of the model's " + std::to_string(K) +
                     " classes (0.." + std::to_string(K - 1) + ")");
  const fs::path description = outDir / (convention ? "classes.txt" : "palette.txt");
  if (args.has("dataset") && fs::equivalent(args.get("dataset"), description, ec))
    throw UsageError("--out-dir holds the --dataset file " + args.get("dataset") + ", which the masks' description would replace");
  CocoMasks coco;
  for (const PaletteEntry& e : model.palette) coco.classNames.push_back(e.name);
  for (const std::string& path : images) {
    const ColourImage image = readImage(path);
    const LabelImage predicted = predictRegions(model, buildRegionScene(image, model.options));
    if (!cocoOut.empty()) coco.images.emplace_back(fs::path(path).filename().string(), predicted);
    if (!labelmeOut.empty())
      writeLabelme((fs::path(labelmeOut) / (fs::path(path).stem().string() + ".json")).string(), predicted,
                   coco.classNames, path);
    const std::string out = (outDir / (fs::path(path).stem().string() + ".png")).string();
    if (convention)
      writeDatasetMask(out, predicted, convention->voidValue, args.has("indexed"));
    else
      writeLabelMask(out, predicted);
    std::fprintf(stderr, "%s -> %s\n", path.c_str(), out.c_str());
    throwIfInterrupted();
  }
  if (convention)
    writeMaskConvention(description.string(), {model.palette, convention->voidValue});
  else
    writePalette(description.string(), model.palette);
  if (!cocoOut.empty()) writeCoco(cocoOut, coco);
  std::printf("predicted %zu image(s) with the %s model; wrote their masks to %s%s%s%s%s\n", images.size(),
              graphModelKindName(model.amn.kind), outDir.string().c_str(), cocoOut.empty() ? "" : " and ",
              cocoOut.c_str(), labelmeOut.empty() ? "" : ", labelme files to ", labelmeOut.c_str());
  return 0;
}

int regionsPredict(const Args& args) {
  if (args.has("images") || args.has("out-dir")) return regionsPredictMany(args);
  const std::string imagePath = args.required("image"), out = args.required("out");
  requirePng(out, "out");
  const RegionModel model = loadRegionModel(args.required("model"));
  const ColourImage image = readImage(imagePath);
  const auto t0 = Clock::now();
  const RegionScene scene = buildRegionScene(image, model.options);
  const double featureSeconds = secondsSince(t0);
  const auto t1 = Clock::now();
  const LabelImage predicted = predictRegions(model, scene);
  const double predictSeconds = secondsSince(t1);
  writeLabelMask(out, predicted);
  if (args.has("palette")) writePalette(args.get("palette"), model.palette);
  if (args.has("preview")) {
    // The image tinted with each pixel's label colour, for a quick look.
    ColourImage preview = image;
    for (size_t p = 0; p < predicted.labels.size(); ++p) {
      const PaletteEntry& c = model.palette[predicted.labels[p]];
      const std::uint8_t colour[3] = {c.blue, c.green, c.red};
      for (int k = 0; k < 3; ++k)
        preview.bgr[p * 3 + k] = static_cast<std::uint8_t>((2 * colour[k] + preview.bgr[p * 3 + k]) / 3);
    }
    writeImage(args.get("preview"), preview);
  }
  std::vector<long> counts(model.palette.size(), 0);
  for (int k : predicted.labels) ++counts[k];
  std::printf("predicted %d regions of %s with the %s model (superpixels and features %.2f s, prediction %.2f s):",
              scene.superpixels.numRegions, imagePath.c_str(), graphModelKindName(model.amn.kind), featureSeconds,
              predictSeconds);
  for (size_t k = 0; k < counts.size(); ++k)
    std::printf("%s %s %ld px", k ? "," : "", model.palette[k].name.c_str(), counts[k]);
  std::printf("; wrote %s\n", out.c_str());
  return 0;
}

int regionsEval(const Args& args) {
  const RegionModel model = loadRegionModel(args.required("model"));
  const MaskSource source = maskSource(args);
  const std::optional<MaskConvention>& convention = source.convention;
  std::vector<LabelledImage> data = readLabelledImages(args, source);
  const int K = model.amn.labels.size();
  if (source.coco) toModelClasses(data, convention->classes, model.palette);
  checkMaskLabels(data, K, "the model", convention ? 0 : 1);
  JsonResults out(args, "regions eval");
  SegmentationMetrics total(K);
  for (const LabelledImage& li : data) {
    const RegionScene scene = buildRegionScene(li.image, model.options);
    const LabelImage predicted = predictRegions(model, scene);
    SegmentationMetrics one(K);
    one.add(li.mask.labels, predicted.labels);
    total.add(li.mask.labels, predicted.labels);
    std::fprintf(stderr, "%s: %d regions, global accuracy %.4f, mean IoU %.4f\n", li.imagePath.c_str(),
                 scene.superpixels.numRegions, one.pixelAccuracy(), one.meanIou());
  }
  if (total.evaluated() == 0) throw IoError("the masks label no pixel: nothing to evaluate");
  out["model"] = graphModelKindName(model.amn.kind);
  out["images"] = data.size();
  out["evaluated"] = total.evaluated();
  out["globalAccuracy"] = total.pixelAccuracy();
  out["classAverageAccuracy"] = total.classAverageAccuracy();
  out["meanIou"] = total.meanIou();
  out["perClass"] = nlohmann::json::array();
  for (int k = 0; k < K; ++k) {  // null: no pixel of the class (accuracy), nor predicted (IoU)
    const auto value = [](double v) { return v >= 0 ? nlohmann::json(v) : nlohmann::json(nullptr); };
    out["perClass"].push_back(
        {{"class", model.palette[k].name}, {"accuracy", value(total.classAccuracy(k))}, {"iou", value(total.iou(k))}});
  }
  out.print();
  if (!out.text()) return 0;
  std::printf("%s model, %zu image(s), %ld labelled pixels (unlabelled / void pixels ignored)\n",
              graphModelKindName(model.amn.kind), data.size(), total.evaluated());
  std::printf("global accuracy %.4f\nclass average accuracy %.4f\nmean IoU %.4f\n", total.pixelAccuracy(),
              total.classAverageAccuracy(), total.meanIou());
  std::printf("  %-14s %9s %9s\n", "class", "accuracy", "IoU");
  for (int k = 0; k < K; ++k) {
    const auto cell = [](double v) {  // n/a: no pixel of the class (accuracy), nor predicted (IoU)
      char text[16] = "n/a";
      if (v >= 0) std::snprintf(text, sizeof text, "%.4f", v);
      return std::string(text);
    };
    std::printf("  %-14s %9s %9s\n", model.palette[k].name.c_str(), cell(total.classAccuracy(k)).c_str(),
                cell(total.iou(k)).c_str());
  }
  return 0;
}

int regionsSuggest(const Args& args) {
  const RegionModel model = loadRegionModel(args.required("model"));
  const int count = args.integer("count");
  if (count < 1) throw UsageError("--count must be at least 1");
  const int K = model.amn.labels.size();
  // The images, with the labels so far when --masks names them.
  std::vector<std::string> images;
  std::vector<LabelledImage> labelled;
  if (args.has("masks") || args.has("coco") || args.has("labelme")) {
    const MaskSource source = maskSource(args);
    const std::optional<MaskConvention>& convention = source.convention;
    labelled = readLabelledImages(args, source);
    if (source.coco) toModelClasses(labelled, convention->classes, model.palette);
    checkMaskLabels(labelled, K, "the model", convention ? 0 : 1);
    for (const LabelledImage& li : labelled) images.push_back(li.imagePath);
  } else {
    images = imageFiles(args.required("images"), "images");
  }
  std::vector<RegionScene> scenes;
  std::vector<Labeling> predicted(images.size());
  std::vector<std::vector<double>> margins(images.size());
  std::vector<std::vector<bool>> done(images.size());
  for (size_t i = 0; i < images.size(); ++i) {
    const ColourImage image = labelled.empty() ? readImage(images[i]) : labelled[i].image;
    scenes.push_back(buildRegionScene(image, model.options));
    predictWithConfidence(model.amn, standardisedGraph(model, scenes.back().graph), predicted[i], margins[i]);
    if (labelled.empty()) continue;
    const Labeling known = regionLabelsFromMask(scenes.back().superpixels, labelled[i].mask, K, model.options.minCoverage);
    for (int k : known) done[i].push_back(k != kUnlabelled);
  }
  const std::vector<GraphNodeRef> next = leastConfidentNodesOfSet(margins, count, done);
  std::printf("%zu least confident unlabelled regions of %zu image(s), %s model\n", next.size(), images.size(),
              graphModelKindName(model.amn.kind));
  std::printf("%4s  %-32s %7s %11s %6s  %-14s %9s\n", "rank", "image", "region", "centre x,y", "pixels", "predicted",
              "margin");
  for (size_t r = 0; r < next.size(); ++r) {
    const Superpixels& sp = scenes[static_cast<size_t>(next[r].graph)].superpixels;
    long sx = 0, sy = 0, n = 0;
    for (size_t p = 0; p < sp.regions.labels.size(); ++p)
      if (sp.regions.labels[p] == next[r].node) sx += static_cast<long>(p) % sp.regions.width, sy += static_cast<long>(p) / sp.regions.width, ++n;
    const std::string name = std::filesystem::path(images[static_cast<size_t>(next[r].graph)]).filename().string();
    const std::string centre = std::to_string(sx / std::max(1L, n)) + "," + std::to_string(sy / std::max(1L, n));
    std::printf("%4zu  %-32s %7d %11s %6ld  %-14s %9.4g\n", r + 1, name.c_str(), next[r].node, centre.c_str(), n,
                model.palette[static_cast<size_t>(predicted[static_cast<size_t>(next[r].graph)][static_cast<size_t>(next[r].node)])].name.c_str(),
                next[r].confidence);
  }
  return 0;
}

}  // namespace

std::vector<Parameter> maskConventionOptions() {
  return {Parameter::text("dataset", "FILE|camvid",
                          "a dataset description (resources/datasets/*.txt), or a known dataset's "
                          "name: masks hold class indices, value k = class k"),
          withoutDefault(Parameter::integer("void", 0, 0, 65535,
                                            "the masks' void value (class-index masks)"))};
}

std::vector<Parameter> superpixelOptions() {
  const RegionTaskOptions o;
  return {
      Parameter::choice("superpixels", {"slic", "slico", "lsc"}, "slic", "the superpixel method"),
      Parameter::integer("region-size", o.superpixels.regionSize, 4, 1000,
                         "superpixel size in pixels"),
      Parameter::real("compactness", o.superpixels.compactness, 0, 1000, "SLIC / LSC compactness",
                      true),
      Parameter::real("smoothing", o.superpixels.smoothing, 0, 100,
                      "Gaussian pre-smoothing sigma in pixels (0: off)"),
      Parameter::real(
          "min-coverage", o.minCoverage, 0, 1,
          "a superpixel is labelled when labelled pixels cover at least this share of it"),
      Parameter::choice(
          "features", {"regions-2", "regions-1"}, "regions-2",
          "regions-1: the 41 features of models written before the photograph features")};
}

CommandGroup regionsCommands() {
  const Parameter image = Parameter::text("image", "FILE[,FILE...]", "PNG / JPEG / TIFF images");
  const Parameter mask = Parameter::text("mask", "FILE.png[,...]",
                                         "index masks: 0 unlabelled, v label v-1 (may be partial)");
  const Parameter images =
      Parameter::text("images", "DIR_OR_LIST", "a folder or list of images (instead of --image)");
  const Parameter masks = Parameter::text("masks", "DIR_OR_LIST", "their masks, matched by name");
  const Parameter coco =
      Parameter::text("coco", "FILE.json", "masks and classes from a COCO segmentation file");
  const Parameter labelme =
      Parameter::text("labelme", "DIR_OR_LIST", "masks from labelme files (each names its image)");
  const Parameter model =
      Parameter::text("model", "MODEL", "a model file that regions train wrote", true);
  const Parameter palette = Parameter::text("palette", "FILE", "the class names and colours");
  std::vector<Parameter> train{image, mask, images, masks};
  for (const Parameter& p : maskConventionOptions()) train.push_back(p);
  train.insert(train.end(), {coco, labelme, palette, outOption("where the model goes (JSON)")});
  const TaskDeclaration& task = taskDeclaration("regions");
  train.push_back(task.modelKindParameter());
  for (const Parameter& p : task.learnerParameters()) train.push_back(p);
  for (const Parameter& p : superpixelOptions()) train.push_back(p);
  train.push_back(Parameter::integer(
      "keep-regions", 0, 0, 2000000000,
      "keep this many labelled regions, in patches (a person's scribbles; 0: all)"));
  train.push_back(
      Parameter::integer("patch-regions", 10, 1, 1000000, "adjacent regions per kept patch"));
  train.push_back(Parameter::real("scribble-fraction", 1, 0, 1,
                                  "keep this share of each image's labelled regions", true));
  train.push_back(Parameter::text("edge-scale", "auto|S",
                                  "the AMN's edge weights x S in [0, 1]; auto: chosen by "
                                  "cross-validation",
                                  false, "auto"));
  train.push_back(seedOption());
  std::vector<Parameter> eval{model, image, mask, images, masks};
  for (const Parameter& p : maskConventionOptions()) eval.push_back(p);
  eval.insert(eval.end(), {coco, labelme, jsonFlag()});
  std::vector<Parameter> suggest{required(images), model, masks};
  for (const Parameter& p : maskConventionOptions()) suggest.push_back(p);
  suggest.insert(suggest.end(),
                 {coco, labelme, Parameter::integer("count", 20, 1, 1000000, "regions to list")});
  std::vector<Parameter> predict{
      model,
      Parameter::text("image", "FILE", "the image to label"),
      outOption("the predicted index mask (PNG), or with --images a folder", false),
      palette,
      Parameter::text("preview", "FILE", "the image with the predicted classes over it"),
      images,
      Parameter::text("out-dir", "DIR", "with --images: DIR/<name>.png per image")};
  for (const Parameter& p : maskConventionOptions()) predict.push_back(p);
  predict.insert(
      predict.end(),
      {Parameter::flag("indexed",
                       "indexed-colour PNGs with the VOC colour map, as Pascal VOC's masks"),
       Parameter::text("coco-out", "FILE.json", "the predictions as a COCO segmentation file"),
       Parameter::text("labelme-out", "DIR",
                       "a labelme file of polygons per image, DIR/<stem>.json")});
  const TexturedShapesOptions sample;
  return {
      "regions",
      "image regions: PNG / JPEG / TIFF images, PNG index masks (0 unlabelled, v label v-1); AMN "
      "engine",
      {{"sample",
        "generated textured shapes, 4 classes",
        {required(Parameter::text("image", "FILE", "the image to write")),
         required(Parameter::text("mask", "FILE.png", "the class mask to write")), palette,
         Parameter::text("regions", "FILE.png", "the shapes' instance mask to write"),
         Parameter::integer("width", sample.width, 16, 20000, "pixels"),
         Parameter::integer("height", sample.height, 16, 20000, "pixels"),
         Parameter::integer("shapes", sample.shapes, 1, 10000, "shapes to draw"),
         Parameter::real("noise", sample.noise, 0, 255, "per-pixel Gaussian noise (8-bit units)"),
         seedOption()},
        regionsSample},
       {"train", "train on labelled regions", train, regionsTrain,
        "give --image and --mask, --images and --masks, --coco or --labelme; --dataset / --void: "
        "class-index masks"},
       {"predict", "predicted class masks", predict, regionsPredict},
       {"eval", "global / class average accuracy, mean IoU, per class", eval, regionsEval},
       {"suggest", "the regions to label next: the least confident over all images, unlabelled",
        suggest, regionsSuggest}}};
}

}  // namespace m3::cli
