// `bench regions --camvid`: Image Regions on real photographs (issue 22; README "Image
// regions on CamVid"). CamVid (../shared/data/camvid, --data): train on the 123 training
// images, evaluate on the 101 validation images (11 classes, void ignored), for every model
// kind (--kinds) and label amount (--fractions: 1 = every labelled region; 0.1 = a tenth of
// each image's labelled regions in patches of 10 adjacent regions, as `regions train
// --scribble-fraction` keeps them), with the settings of `regions train` (SLIC defaults,
// C 0.1, up to 200 passes or a 1% gap, the class-balanced loss; --loss hamming for the
// Hamming loss). Superpixels and features are computed once per image
// and shared by every row, so the rows differ only in the model and the labels.
//   --features regions-1   the 41 features of the generated sample (for before / after)
//   --without G[,G...]     zero the named feature groups (features/region_features.h) in every
//                          image: what each group adds, on the validation images
//   --quick                6 training and 4 validation images, AMN and node SVM (a smoke run)
// Progress goes to stderr; the table to stdout.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_image_folders.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_region_edge_scale.h"
#include "cli_step_progress.h"
#include "io/image_io.h"
#include "io/io_error.h"
#include "io/known_datasets.h"
#include "tasks/regions/region_task.h"

namespace m3::cli {

namespace {

struct LabelledScenes {
  std::vector<RegionScene> scenes;  // graph labels from the masks (every labelled region)
  std::vector<LabelImage> masks;    // pixel truth, void as kUnlabelled
  std::vector<double> seconds;      // superpixels + features per image
};

LabelledScenes readSplit(const std::filesystem::path& images, const std::filesystem::path& masks,
                         const MaskConvention& convention, const RegionTaskOptions& options,
                         size_t limit, const char* what) {
  std::vector<std::string> files = imageFiles(images.string(), "data");
  if (files.size() > limit) files.resize(limit);
  const std::vector<std::string> maskFiles = maskFilesFor(files, masks.string());
  const int K = static_cast<int>(convention.classes.size());
  LabelledScenes out;
  for (size_t i = 0; i < files.size(); ++i) {
    const ColourImage image = readImage(files[i]);
    LabelImage mask = readDatasetMask(maskFiles[i], K, convention.voidValue);
    if (mask.width != image.width || mask.height != image.height)
      throw IoError(maskFiles[i] + ": the mask's size differs from " + files[i] + "'s");
    const auto t0 = Clock::now();
    out.scenes.push_back(buildRegionScene(image, options, &mask, K));
    out.seconds.push_back(secondsSince(t0));
    out.masks.push_back(std::move(mask));
    char line[160];
    std::snprintf(line, sizeof line, "%s images: %zu / %zu", what, i + 1, files.size());
    printProgressLine(line, false);
  }
  printProgressLine("", true);
  return out;
}

// The named feature groups (features/region_features.h); a UsageError names the known ones.
std::vector<const RegionFeatureGroup*> featureGroups(const std::vector<std::string>& names) {
  std::vector<const RegionFeatureGroup*> out;
  for (const std::string& name : names) {
    const auto& groups = regionFeatureGroups();
    const auto it = std::find_if(groups.begin(), groups.end(),
                                 [&](const RegionFeatureGroup& g) { return name == g.name; });
    if (it == groups.end()) {
      std::string known;
      for (const RegionFeatureGroup& g : groups)
        known += std::string(known.empty() ? "" : ", ") + g.name;
      throw UsageError("--without: no feature group " + name + " (groups: " + known + ")");
    }
    out.push_back(&*it);
  }
  return out;
}

// Zeroes the groups' columns in every scene, and the context columns that hold their
// neighbours' means (else the model would still see them through the neighbours):
// standardisation then maps them to 0 and no model can use them.
void dropGroups(const std::vector<const RegionFeatureGroup*>& groups,
                std::vector<LabelledScenes*> splits) {
  for (const RegionFeatureGroup* group : groups)
    for (LabelledScenes* split : splits)
      for (RegionScene& s : split->scenes)
        for (const auto& [first, count] : group->ranges)
          for (int c = first; c < first + count; ++c) {
            s.graph.nodeFeatures.col(c).setZero();
            if (const int context = regionContextColumn(c); context >= 0)
              s.graph.nodeFeatures.col(context).setZero();
          }
}

}  // namespace

int benchRegionsCamvid(const Args& args) {
  namespace fs = std::filesystem;
  const bool quick = args.has("quick");
  const fs::path data = args.get("data", "../shared/data/camvid");
  if (!fs::is_directory(data / "train") || !fs::is_directory(data / "valannot"))
    throw UsageError(
        "--data " + data.string() +
        ": no CamVid there (train/, trainannot/, val/, valannot/; ../shared/data/camvid)");
  const MaskConvention convention = maskConventionNamed(args.get("dataset", "camvid"));
  if (convention.classes.size() < 2) throw UsageError("--dataset names fewer than two classes");
  RegionTaskOptions options;
  const std::string features = args.get("features", "regions-2");
  if (features != "regions-1" && features != "regions-2")
    throw UsageError("--features must be regions-2 or regions-1");
  options.featureVersion = features == "regions-1" ? 1 : 2;
  std::vector<GraphModelKind> kinds;
  for (const std::string& k :
       splitList(args.get("kinds", quick ? "amn,node-svm" : "amn,node-svm,voted-svm,random-forest"),
                 "kinds")) {
    try {
      kinds.push_back(parseGraphModelKind(k));
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  std::vector<double> fractions;
  for (const std::string& f : splitList(args.get("fractions", "1,0.1"), "fractions")) {
    char* end = nullptr;
    fractions.push_back(std::strtod(f.c_str(), &end));
    if (end == f.c_str() || *end || !(fractions.back() > 0 && fractions.back() <= 1))
      throw UsageError("--fractions: " + f + " is not a number in (0, 1]");
  }
  const EdgeScaleOption edgeScale = readEdgeScaleOption(args);
  AmnTrainingOptions loss;  // checked before the images are read
  readGraphLossOption(args, loss);
  const bool balancedLoss = loss.balancedLoss;
  const std::vector<std::string> without =
      args.has("without") ? splitList(args.get("without"), "without") : std::vector<std::string>{};
  const std::vector<const RegionFeatureGroup*> dropped =
      featureGroups(without);  // checked before reading

  JsonResults json(args, "bench regions --camvid", JsonResults::Text::toStderr);
  LabelledScenes train = readSplit(data / "train", data / "trainannot", convention, options,
                                   quick ? 6 : 1000, "training"),
                 val = readSplit(data / "val", data / "valannot", convention, options,
                                 quick ? 4 : 1000, "validation");
  dropGroups(dropped, {&train, &val});
  std::vector<double> featureSeconds = train.seconds;
  featureSeconds.insert(featureSeconds.end(), val.seconds.begin(), val.seconds.end());
  long trainRegions = 0;
  for (const RegionScene& s : train.scenes) trainRegions += s.superpixels.numRegions;
  std::printf(
      "CamVid: %zu training images (%ld regions), %zu validation images, %zu classes, void "
      "ignored\n",
      train.scenes.size(), trainRegions, val.scenes.size(), convention.classes.size());
  std::string droppedNames;
  for (const std::string& g : without) droppedNames += " " + g;
  std::printf(
      "features %s (%d per region)%s%s; SLIC defaults; C 0.1, up to 200 passes or a 1%% gap, %s "
      "loss\n",
      features.c_str(), options.numNodeFeatures(), without.empty() ? "" : ", without",
      droppedNames.c_str(), balancedLoss ? "balanced" : "Hamming");
  std::printf("superpixels + features: %.3f s per image (median of %zu)\n\n",
              median(featureSeconds), featureSeconds.size());
  json["settings"] = {{"data", data.string()},
                      {"trainingImages", train.scenes.size()},
                      {"trainingRegions", trainRegions},
                      {"validationImages", val.scenes.size()},
                      {"features", features},
                      {"featuresPerRegion", options.numNodeFeatures()},
                      {"withoutGroups", without},
                      {"loss", balancedLoss ? "balanced" : "Hamming"},
                      {"featureSecondsPerImage", median(featureSeconds)}};
  json["runs"] = nlohmann::json::array();
  std::printf("%-13s %-9s %9s %9s %9s %10s %10s  %s\n", "model", "labels", "global", "class avg",
              "mean IoU", "training s", "predict s", "per-class IoU");
  const int K = static_cast<int>(convention.classes.size());
  StepProgress progress("bench regions --camvid",
                        static_cast<int>(fractions.size() * kinds.size()));
  for (double fraction : fractions) {
    std::vector<RegionScene> kept = train.scenes;
    long labelled = 0;
    for (size_t i = 0; i < kept.size(); ++i) {
      kept[i].graph.labels = keepLabelledFraction(kept[i].graph.edges, kept[i].graph.labels,
                                                  fraction, 10, 1 + static_cast<std::uint32_t>(i));
      labelled += countLabelled(kept[i].graph.labels);
    }
    std::vector<const RegionScene*> ptrs;
    for (const RegionScene& s : kept) ptrs.push_back(&s);
    for (GraphModelKind kind : kinds) {
      AmnTrainingOptions o;
      o.kind = kind;
      o.bcfw.C = 0.1;
      o.bcfw.maxPasses = 200;
      o.bcfw.relativeGapTolerance = 0.01;
      o.balancedLoss = balancedLoss;
      RegionTrainingResult r = trainRegionModel(ptrs, convention.classes, options, o);
      const auto scaleStart = Clock::now();
      const EdgeScaleChoice scale =
          edgeScale.chosen ? applyChosenEdgeScale(r, ptrs, convention.classes, options, o)
                           : fixedEdgeScale(r, o, edgeScale.scale);
      const double trainingSeconds = r.training.progress.seconds + secondsSince(scaleStart);
      SegmentationMetrics m(K);
      std::vector<double> predictSeconds;
      for (size_t i = 0; i < val.scenes.size(); ++i) {
        const auto t0 = Clock::now();
        const LabelImage predicted = predictRegions(r.model, val.scenes[i]);
        predictSeconds.push_back(secondsSince(t0));
        m.add(val.masks[i].labels, predicted.labels);
      }
      char labels[32];
      std::snprintf(labels, sizeof labels, "%g%%", 100 * fraction);
      std::printf("%-13s %-9s %9.4f %9.4f %9.4f %10.2f %10.3f ", graphModelKindName(kind), labels,
                  m.pixelAccuracy(), m.classAverageAccuracy(), m.meanIou(), trainingSeconds,
                  median(predictSeconds));
      for (int k = 0; k < K; ++k) std::printf(" %.2f", std::max(0.0, m.iou(k)));
      if (kind != GraphModelKind::RandomForest)
        std::printf("  (%d passes, %s)", r.training.progress.pass,
                    gapText(r.training.progress).c_str());
      if (kind == GraphModelKind::Amn) std::printf(" %s", edgeScaleText(scale).c_str());
      std::printf("\n");
      std::fflush(stdout);
      nlohmann::json iou = nlohmann::json::object();  // null: a class neither true nor predicted
      for (int k = 0; k < K; ++k)
        iou[convention.classes[k].name] =
            m.iou(k) >= 0 ? nlohmann::json(m.iou(k)) : nlohmann::json();
      nlohmann::json run = {{"model", graphModelKindName(kind)},
                            {"labelledFraction", fraction},
                            {"labelledRegions", labelled},
                            {"globalAccuracy", m.pixelAccuracy()},
                            {"classAverageAccuracy", m.classAverageAccuracy()},
                            {"meanIou", m.meanIou()},
                            {"trainSeconds", trainingSeconds},
                            {"medianPredictSeconds", median(predictSeconds)},
                            {"iouPerClass", std::move(iou)}};
      if (kind != GraphModelKind::RandomForest)
        run.update({{"passes", r.training.progress.pass},
                    {"relativeGap", r.training.progress.relativeGap()}});
      if (kind == GraphModelKind::Amn) run["edgeScale"] = scale.scale;
      json["runs"].push_back(std::move(run));
      progress.step(std::string(graphModelKindName(kind)) + " trained on " +
                    std::to_string(labelled) + " labelled regions and scored");
    }
  }
  std::printf("\nper-class IoU in the dataset's order:");
  for (const PaletteEntry& c : convention.classes) std::printf(" %s", c.name.c_str());
  std::printf("; labels: %% of each training image's labelled regions kept\n");
  json.print();
  return 0;
}

}  // namespace m3::cli
