// Terrain commands (point clouds, AMN engine): terrain sample / train / predict / eval.
//   terrain sample  --out FILE [--points n] [--seed s]
//   terrain train   --cloud FILE[,FILE...] --mapping M --out MODEL
//                   [--model-kind amn|node-svm|voted-svm|random-forest]
//                   [--C c] [--passes n] [--gap g] [--block-nodes n] [--max-points n] [--seed s]
//                   [--planes n] [--approx-passes n] [--averaging on|off]   (bcfw.h)
//                   [--learner bcfw|one-slack] [--sampling uniform|gap]
//                   [--steps frank-wolfe|pairwise]     (cli_learner_options.h)
//   terrain predict --model MODEL --cloud FILE [--mapping M] --out FILE [--tile-size m] [--halo m]
//                   [--scratch DIR]
//                   (tasks/terrain/terrain_tiles.h: tiles of 50 m with 5 m halos above
//                   2,000,000 points; --tile-size 0 solves the whole cloud at once; tiled from a
//                   binary PLY, LAS or XYZ file to a .ply / .las / .xyz, the cloud is streamed
//                   through tile files in DIR, default the output's folder:
//                   tasks/terrain/terrain_stream.h)
//   terrain predict --tiles DIR_OR_LIST --model MODEL --out DIR [--halo m] [--mapping M]
//                   [--threads t]
//                   a survey kept as tile files, one output file per tile, shared among MPI
//                   ranks when started by mpirun / srun (cli_terrain_tiles.cpp)
//   terrain tile    --cloud FILE --tile-size m --out-dir DIR [--format ply|las|xyz|pcd]
//   terrain eval    --model MODEL --cloud FILE[,FILE...] [--mapping M]
//   terrain suggest --model MODEL --cloud FILE [--count n] [--diversity d] [--patch m]
//                   [--skip-labelled] [--mapping M]   (cli_terrain_suggest.cpp)
// Mappings (file class codes -> labels, io/class_mapping.h):
//   oakland  the 5 classes of the Oakland 3-D set (vegetation, wire, pole, ground, facade)
//   asprs    LAS/ASPRS codes to ground, building, tree, shrub
//   semantickitti  SemanticKITTI's raw codes to its 19 evaluation classes (.bin scans)
//   terrain  codes 0..3 = ground, building, tree, shrub: what `terrain sample` writes
//   codes    every distinct code is its own label named after the number; for predict and
//            eval the labels come from the model (its label names must all be codes), so a
//            file that lacks some class still lines up with the model
// train: --max-points n keeps about n of the labelled points labelled (the budget shared among
//   the clouds by their labelled points), in 2 m balls (tasks/terrain/terrain_paint_budget.h,
//   --seed picks them); the rest count as unlabelled. Defaults (the GUI's): C 0.1, 200 passes,
//   1% gap.
// The model file records the mapping and the feature and graph settings it was trained with
// (model/terrain_model_settings.h): predict and eval build the same features and use that
// mapping unless --mapping names another with the same label names. Models written before
// the settings were recorded need --mapping and use the defaults of features/terrain_graph.h.
// Training uses those defaults, the same as the GUI's terrain workbench.
// Started by mpirun / srun with more than one rank, `terrain train` spreads the training blocks
// over the ranks (learning/shared_blocks.h): every rank reads the clouds and builds the graph,
// the 1-slack learner (the default there; BCFW cannot be spread) sums each round's cutting
// plane across ranks, and rank 0 prints and writes the model.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <numeric>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_command.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_process_group.h"
#include "cli_terrain_models.h"
#include "eval/classification_metrics.h"
#include "features/terrain_graph.h"
#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "io/point_stream.h"
#include "samples/terrain_scene.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/suggestions.h"
#include "tasks/task_registry.h"
#include "tasks/terrain/terrain_paint_budget.h"
#include "tasks/terrain/terrain_patches.h"
#include "tasks/terrain/terrain_stream.h"
#include "tasks/terrain/terrain_tile_graphs.h"
#include "tasks/terrain/terrain_tiles.h"

namespace m3::cli {

// Shared with cli_bench_terrain.cpp, which declares it itself (cli_commands.h lists commands only).

// Overall accuracy, mean F1, per-label precision / recall / F1 / support and the confusion
// matrix (rows truth, columns prediction), as `terrain eval` and `bench terrain` print them.
void printClassificationReport(const ClassificationMetrics& m, const LabelSet& labels, const std::string& indent) {
  const int K = labels.size();
  double meanF1 = 0;
  for (int k = 0; k < K; ++k) meanF1 += m.f1(k);
  std::printf("%saccuracy %.4f  mean F1 %.4f  (%ld points)\n", indent.c_str(), m.accuracy(), K ? meanF1 / K : 0.0,
              m.total());
  int width = 9;
  for (const std::string& name : labels.names) width = std::max(width, static_cast<int>(name.size()));
  std::printf("%s%-*s %9s %9s %9s %9s\n", indent.c_str(), width, "label", "precision", "recall", "F1", "support");
  for (int k = 0; k < K; ++k)
    std::printf("%s%-*s %9.4f %9.4f %9.4f %9d\n", indent.c_str(), width, labels.names[k].c_str(), m.precision(k),
                m.recall(k), m.f1(k), m.confusion.row(k).sum());
  std::printf("%sconfusion (rows truth, columns prediction):\n%s%-*s", indent.c_str(), indent.c_str(), width, "");
  for (int k = 0; k < K; ++k) std::printf(" %*s", width, labels.names[k].c_str());
  std::printf("\n");
  for (int r = 0; r < K; ++r) {
    std::printf("%s%-*s", indent.c_str(), width, labels.names[r].c_str());
    for (int c = 0; c < K; ++c) std::printf(" %*d", width, m.confusion(r, c));
    std::printf("\n");
  }
}

namespace {

// Patches kept by --max-points (metres, like the default feature scales).
constexpr double kPatchRadius = 2.0;

// The mapping called `name`. `codes` is resolved from the model's label names when a model
// is given (predict / eval), else from the distinct codes of `clouds` (train).
ClassMapping namedMapping(const std::string& name, const std::vector<PointCloud>& clouds, const AmnModel* model) {
  if (name == "oakland") return oaklandMapping();
  if (name == "asprs") return asprsTerrainMapping();
  if (name == "semantickitti") return semanticKittiMapping();
  if (name == "terrain") return identityClassMapping(terrainLabelSet().names);
  if (name != "codes") throw UsageError("unknown mapping '" + name + "' (oakland, asprs, semantickitti, terrain, codes)");
  if (model) {
    ClassMapping m;
    m.labelNames = model->labels.names;
    for (int k = 0; k < model->labels.size(); ++k) {
      const std::string& label = model->labels.names[k];
      size_t used = 0;
      int code = 0;
      try {
        code = std::stoi(label, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used == 0 || used != label.size())
        throw IoError("--mapping codes needs a model whose labels are class codes, but this model has label '" + label +
                      "' (train with --mapping codes, or pass the mapping it was trained with)");
      m.entries.push_back({code, k});
    }
    validateClassMapping(m);
    return m;
  }
  std::vector<int> all;
  for (const PointCloud& c : clouds) all.insert(all.end(), c.classCodes.begin(), c.classCodes.end());
  return distinctCodeMapping(all);
}

void requireSameLabels(const AmnModel& model, const ClassMapping& mapping, const std::string& modelPath,
                       const std::string& mappingName) {
  if (model.labels.names != mapping.labelNames)
    throw IoError(modelPath + ": the model's labels (" + joinNames(model.labels.names) +
                  ") differ from those of --mapping " + mappingName + " (" + joinNames(mapping.labelNames) + ")");
}

PointCloud readClassifiedCloud(const std::string& path) {
  PointCloud cloud = readPointCloud(path);
  if (!cloud.hasClasses()) throw IoError(path + ": the file stores no class codes");
  return cloud;
}

// Usage errors come before any file is read.
std::string mappingOption(const Args& args) {
  return args.required("mapping");
}

}  // namespace

ClassMapping predictionMapping(const Args& args, const AmnModel& model, const std::vector<PointCloud>& clouds) {
  if (!args.has("mapping")) {
    if (!model.terrain)
      throw UsageError("--mapping is required: " + args.get("model") +
                       " does not record the class mapping it was trained with (an older M3Studio wrote it)");
    return model.terrain->mapping;
  }
  const std::string name = mappingOption(args);
  ClassMapping mapping = namedMapping(name, clouds, &model);
  requireSameLabels(model, mapping, args.get("model"), name);
  return mapping;
}

TerrainGraphOptions featureSettings(const AmnModel& model) {
  return model.terrain ? model.terrain->graph : TerrainGraphOptions{};
}

namespace {

int terrainSample(const Args& args) {
  const std::string out = args.required("out");
  pointCloudFormatFromPath(out);  // fail on a bad extension before generating
  TerrainSceneOptions options;
  options.targetPoints = args.integer("points");
  options.seed = static_cast<std::uint32_t>(args.integer("seed"));
  if (options.targetPoints < 1 || options.targetPoints > 20'000'000)
    throw UsageError("--points must be between 1 and 20000000");
  const TerrainScene scene = generateTerrainScene(options);
  writePointCloud(out, scene.cloud);
  std::vector<long> counts(scene.labelNames.size(), 0);
  for (int y : scene.labels) ++counts[y];
  std::cout << "wrote " << scene.cloud.numPoints() << " points to " << out << "; class codes:";
  for (int k = 0; k < scene.labelNames.size(); ++k)
    std::cout << (k ? "," : "") << " " << k << " " << scene.labelNames.names[k] << " (" << counts[k] << ")";
  std::cout << "; read them with --mapping terrain\n";
  return 0;
}

int trainOnProcessGroup(const Args& args, ProcessGroup& group) {
  const bool speaks = group.rank() == 0;  // among MPI ranks, only rank 0 prints and writes
  const std::vector<std::string> paths = splitList(args.required("cloud"), "cloud");
  const std::string out = args.required("out"), mappingName = mappingOption(args);
  AmnTrainingOptions options;
  readLearner(args, options.bcfw);
  options.maxBlockNodes = args.integer("block-nodes");
  options.bcfw.maxApproximatePasses = args.integer("approx-passes");
  options.bcfw.weightedAveraging = args.get("averaging") == "on";
  readGraphLossOption(args, options);
  const long maxPoints = args.integer("max-points");
  const auto seed = static_cast<std::uint32_t>(args.integer("seed"));
  options.kind = parseGraphModelKind(args.required("model-kind"));
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "pass %3d (+%d cached)  primal %10.4g  dual %10.4g  gap %6.2f%%  train err %.4f  %.1fs",
                  p.pass, p.approximatePasses, p.primal, p.dual, 100 * p.relativeGap(), p.trainError, p.seconds);
    printProgressLine(line, false);
  };
  shareBlocksAmongRanks(args, group, options, control);

  const auto start = Clock::now();
  std::vector<PointCloud> clouds;
  for (const std::string& path : paths) clouds.push_back(readClassifiedCloud(path));
  const ClassMapping mapping = namedMapping(mappingName, clouds, nullptr);

  std::vector<Labeling> labels;
  long points = 0, labelled = 0;
  for (const PointCloud& c : clouds) {
    labels.push_back(applyClassMapping(c, mapping));
    points += c.numPoints();
    labelled += countLabelled(labels.back());
  }
  if (labelled == 0)
    throw IoError("no point of " + joinNames(paths) + " has a class code that --mapping " + mappingName +
                  " maps to a label");
  // The budget is shared among the clouds in proportion to their labelled points.
  long kept = 0;
  if (maxPoints > 0 && maxPoints < labelled) {
    for (size_t i = 0; i < clouds.size(); ++i) {
      const long share =
          static_cast<long>(std::llround(double(maxPoints) * countLabelled(labels[i]) / double(labelled)));
      labels[i] = keepLabelledPatches(clouds[i].xyz, labels[i], std::max(share, 1L), kPatchRadius,
                                      seed + static_cast<std::uint32_t>(i));
    }
  }
  for (const Labeling& l : labels) kept += countLabelled(l);

  const TerrainGraphOptions graphOptions{};  // the defaults, recorded in the model
  GraphSet set;
  set.labels.names = mapping.labelNames;
  for (size_t i = 0; i < clouds.size(); ++i) {
    const auto t0 = Clock::now();
    set.graphs.push_back(buildTerrainGraph(clouds[i], graphOptions, std::move(labels[i])));
    set.names.push_back(paths[i]);
    if (speaks)
      std::fprintf(stderr, "%s: %d points, %d edges, features and graph %.2f s\n", paths[i].c_str(),
                   clouds[i].numPoints(), set.graphs.back().numEdges(), secondsSince(t0));
    clouds[i] = PointCloud{};  // the graph holds all training needs
  }
  set.numNodeFeatures = static_cast<int>(set.graphs[0].nodeFeatures.cols());
  set.numEdgeFeatures = static_cast<int>(set.graphs[0].edgeFeatures.cols());
  const double prepareSeconds = secondsSince(start);

  const AmnTrainingResult r = trainAmn(set, options, control);
  if (r.reason == StopReason::EmptyProblem) throw IoError("no labelled points to train on");
  if (!speaks) return 0;
  printProgressLine("", true);
  AmnModel model = r.model;
  model.terrain = TerrainModelSettings{graphOptions, mapping};
  saveAmnModel(out, model);
  std::printf("%s trained on %ld points, %ld labelled (%ld kept for training%s) in %d block(s), %d edges between "
              "labelled points kept, %d cut between blocks; labels: %s\n",
              graphModelKindName(options.kind), points, labelled, kept,
              maxPoints > 0 && maxPoints < labelled ? ", patches of 2 m" : "", r.blocks, r.keptEdges, r.droppedEdges,
              joinNames(mapping.labelNames).c_str());
  if (options.kind == GraphModelKind::RandomForest)
    std::printf("%d trees; reading, features and graph %.2f s, training %.2f s; saved %s\n", options.forest.trees,
                prepareSeconds, r.progress.seconds, out.c_str());
  else
    std::printf("stopped: %s after %d passes (+%d over cached planes), %s; reading, features and graph %.2f s, "
                "training %.2f s%s; saved %s\n",
                stopReasonName(r.reason), r.progress.pass, r.progress.approximatePasses, gapText(r.progress).c_str(),
                prepareSeconds, r.progress.seconds,
                group.size() > 1 ? (" on " + std::to_string(group.size()) + " MPI ranks").c_str() : "", out.c_str());
  return 0;
}

int terrainTrain(const Args& args) {
  return runOnProcessGroup([&](ProcessGroup& group) { return trainOnProcessGroup(args, group); });
}

// `terrain predict` on a cloud read and written piece by piece (tasks/terrain/terrain_stream.h).
int terrainPredictStreamed(const std::string& cloudPath, const std::string& out, const AmnModel& model,
                           const ClassMapping& mapping, const TerrainTileOptions& tiles, const Args& args) {
  TerrainStreamOptions options;
  options.tiles = tiles;
  options.graph = featureSettings(model);
  options.scratchFolder = args.get("scratch");
  const auto start = Clock::now();
  const StreamedPrediction r = predictTerrainStreamed(
      cloudPath, out, model, mapping, options, [](const char* phase, std::uint64_t done, std::uint64_t total) {
        throwIfInterrupted();
        std::fprintf(stderr, "\r%s: %llu of %llu%s", phase, static_cast<unsigned long long>(done),
                     static_cast<unsigned long long>(total), std::string(phase) == "tiles" ? "" : " points");
        if (done == total) std::fprintf(stderr, "\n");
      });
  std::printf("predicted %llu points with the %s model (%d tiles of %g m with %g m halos, streamed: reading and "
              "binning %.2f s, features, graph and prediction %.2f s, writing %.2f s, total %.2f s):",
              static_cast<unsigned long long>(r.points), graphModelKindName(model.kind), r.tiles, tiles.tileSize,
              tiles.halo, r.binSeconds, r.solveSeconds, r.writeSeconds, secondsSince(start));
  for (int k = 0; k < model.labels.size(); ++k)
    std::printf("%s %s %llu", k ? "," : "", model.labels.names[k].c_str(),
                static_cast<unsigned long long>(r.labelCounts[static_cast<std::size_t>(k)]));
  std::printf("; wrote %s\n", out.c_str());
  return 0;
}

int terrainPredict(const Args& args) {
  if (args.has("tiles")) {
    if (args.has("cloud") || args.has("tile-size") || args.has("scratch"))
      throw UsageError("--tiles names the input files, which are the tiles: leave out --cloud, --tile-size and --scratch");
    return terrainPredictTiles(args);
  }
  if (args.has("threads") || args.has("rank-timeout")) throw UsageError("--threads and --rank-timeout go with --tiles");
  const std::string cloudPath = args.required("cloud"), out = args.required("out");
  if (args.has("mapping")) mappingOption(args);  // a usage error before any file is read
  pointCloudFormatFromPath(out);  // fail on .laz or an unknown extension before the work
  const AmnModel model = loadAmnModel(args.required("model"));
  TerrainTileOptions tiles;
  tiles.halo = args.number("halo");
  const double tileOption = args.number("tile-size", -1);
  // Clouds larger than memory: binary PLY, LAS and XYZ are read and written piece by piece
  // (XYZ: counting its points here takes one quick pass over the file).
  if (const auto reader = tileOption != 0 && canStreamPointCloudTo(out) ? openStreamedPointCloud(cloudPath) : nullptr;
      reader && (tileOption > 0 || reader->size() > kWholeGraphPointLimit)) {
    tiles.tileSize = tileOption > 0 ? tileOption : tiles.tileSize;
    return terrainPredictStreamed(cloudPath, out, model, predictionMapping(args, model, {}), tiles, args);
  }
  const PointCloud cloud = readPointCloud(cloudPath);
  const ClassMapping mapping = predictionMapping(args, model, {cloud});
  // Large clouds go tile by tile unless told otherwise (bounded memory, linear time).
  tiles.tileSize = tileOption >= 0 ? tileOption : cloud.numPoints() > kWholeGraphPointLimit ? tiles.tileSize : 0;
  const auto start = Clock::now();
  Labeling predicted;
  std::string how;
  if (tiles.tileSize > 0) {
    const TiledPrediction tiled = predictTerrainTiled(cloud, model, featureSettings(model), tiles, [](int done, int total) {
      std::fprintf(stderr, "\rtile %d of %d", done, total);
      if (done == total) std::fprintf(stderr, "\n");
    });
    predicted = tiled.labels;
    char line[160];
    std::snprintf(line, sizeof line, "%d tiles of %g m with %g m halos, features, graph and prediction %.2f s",
                  tiled.tiles, tiles.tileSize, tiles.halo, secondsSince(start));
    how = line;
  } else {
    const PairwiseGraph graph = buildTerrainGraph(cloud, featureSettings(model));
    const double featureSeconds = secondsSince(start);
    const auto t0 = Clock::now();
    predicted = predictAmn(model, graph);
    char line[160];
    std::snprintf(line, sizeof line, "features %.2f s, prediction %.2f s", featureSeconds, secondsSince(t0));
    how = line;
  }
  PointCloud labelled = cloud;
  // Fine original codes that agree with the prediction survive (e.g. Oakland's paved_road).
  labelled.classCodes = labelsToCodes(predicted, mapping, cloud.classCodes);
  writeClassifiedCloud(out, labelled, cloudPath);
  std::vector<long> counts(model.labels.size(), 0);
  for (int y : predicted) ++counts[y];
  std::printf("predicted %d points with the %s model (%s):", cloud.numPoints(), graphModelKindName(model.kind),
              how.c_str());
  for (int k = 0; k < model.labels.size(); ++k)
    std::printf("%s %s %ld", k ? "," : "", model.labels.names[k].c_str(), counts[k]);
  std::printf("; wrote %s\n", out.c_str());
  return 0;
}

int terrainEval(const Args& args) {
  const std::vector<std::string> paths = splitList(args.required("cloud"), "cloud");
  if (args.has("mapping")) mappingOption(args);  // a usage error before any file is read
  const AmnModel model = loadAmnModel(args.required("model"));
  const ClassMapping mapping = predictionMapping(args, model, {});
  const std::string mappingName = args.has("mapping") ? "--mapping " + args.get("mapping") : "the model's mapping";
  JsonResults out(args, "terrain eval");
  ClassificationMetrics metrics(model.labels.size());
  long points = 0;
  for (const std::string& path : paths) {
    const PointCloud cloud = readClassifiedCloud(path);
    const Labeling truth = applyClassMapping(cloud, mapping);
    const PairwiseGraph graph = buildTerrainGraph(cloud, featureSettings(model));
    const Labeling predicted = predictAmn(model, graph);
    ClassificationMetrics one(model.labels.size());
    one.add(truth, predicted);
    metrics.add(truth, predicted);
    points += cloud.numPoints();
    std::fprintf(stderr, "%s: %d points, %ld with a class, accuracy %.4f\n", path.c_str(), cloud.numPoints(),
                 one.total(), one.accuracy());
  }
  if (metrics.total() == 0)
    throw IoError("no point of " + joinNames(paths) + " has a class code that " + mappingName + " maps to a label");
  if (out.text()) {
    std::printf("%s model, %ld points, %ld evaluated (%ld skipped: their code maps to no label)\n",
                graphModelKindName(model.kind), points, metrics.total(), points - metrics.total());
    printClassificationReport(metrics, model.labels, "");
  }
  out["model"] = graphModelKindName(model.kind);
  out["points"] = points;
  out["skipped"] = points - metrics.total();
  out["metrics"] = classificationJson(metrics, model.labels);
  out.print();
  return 0;
}

}  // namespace

namespace {

Parameter mappingParameter(bool isRequired) {
  Parameter p = Parameter::choice(
      "mapping", {"oakland", "asprs", "semantickitti", "terrain", "codes"}, "",
      "how the files' class codes map to labels (codes: each distinct code its own label)");
  p.required = isRequired;
  return p;
}

}  // namespace

CommandGroup terrainCommands() {
  const Parameter cloud =
      Parameter::text("cloud", "FILE[,FILE...]",
                      ".ply .pcd .xyz .las (optionally .gz), KITTI .bin (labels: .label beside it "
                      "or in ../labels/)",
                      true);
  const Parameter model =
      Parameter::text("model", "MODEL", "a model file that terrain train wrote", true);
  const Parameter optionalMapping = [] {
    Parameter p = mappingParameter(false);
    p.help += "; default: the mapping the model records";
    return p;
  }();
  const TaskDeclaration& task = taskDeclaration("terrain");
  const AmnTrainingOptions amn;
  std::vector<Parameter> train{cloud, mappingParameter(true),
                               outOption("where the model goes (JSON)"), task.modelKindParameter()};
  for (const Parameter& p : task.learnerParameters()) train.push_back(p);
  train.push_back(Parameter::integer(
      "block-nodes", amn.maxBlockNodes, 1, 100000000,
      "training blocks (chunks of the labelled points) of at most this many points"));
  train.push_back(
      Parameter::integer("max-points", 0, 0, 2000000000,
                         "train on at most this many labelled points, in 2 m patches (0: all)"));
  train.push_back(
      Parameter::integer("approx-passes", amn.bcfw.maxApproximatePasses, 0, 1000000,
                         "approximate passes over the cached planes after each exact pass"));
  train.push_back(
      Parameter::choice("averaging", {"on", "off"}, "on", "weighted averaging of BCFW's iterates"));
  train.push_back(seedOption());
  TerrainTileOptions tiles;
  const Parameter halo =
      Parameter::real("halo", tiles.halo, 0, 1000, "metres of neighbours around each tile");
  const Parameter scratch = Parameter::text(
      "scratch", "DIR", "where tile files go while streaming (default: beside the output)");
  const TerrainSceneOptions sample;
  return {
      "terrain",
      "point clouds: .ply .pcd .xyz .las, optionally .gz; AMN engine",
      {{"sample",
        "a generated street scan with class codes 0 ground 1 building 2 tree 3 shrub (--mapping "
        "terrain)",
        {outOption("the cloud to write"),
         Parameter::integer("points", sample.targetPoints, 1000, 2000000000, "points to generate"),
         seedOption(static_cast<int>(sample.seed))},
        terrainSample},
       {"train",
        "train on the classified points of one or more clouds (under mpirun: the 1-slack learner)",
        train, terrainTrain},
       {"predict",
        "predicted classes as class codes: one cloud (tiled above 2 M points), or every tile file "
        "of --tiles",
        {model,
         [&] {
           Parameter p = cloud;
           p.required = false;
           return p;
         }(),
         optionalMapping,
         outOption(
             "the labelled cloud (.label: SemanticKITTI labels only), or with --tiles a folder"),
         withoutDefault(
             Parameter::real("tile-size", 0, 0, 1e6,
                             "tiles of this many metres (0: the whole cloud at once; default: 50 m "
                             "above 2 M points)")),
         halo, scratch,
         Parameter::text("tiles", "DIR_OR_LIST",
                         "tile files (terrain tile) to label, each with halos from its "
                         "neighbours; finished tiles are skipped"),
         Parameter::integer("threads", 0, 0, 4096,
                            "with --tiles: threads per process (0: every core)"),
         Parameter::real(
             "rank-timeout", 60, 2, 86400,
             "with --tiles under mpirun --enable-recovery: seconds a silent rank is given")},
        terrainPredict,
        "Binary PLY, LAS and XYZ in and PLY, LAS, XYZ out stream through tile files (clouds larger "
        "than memory).\n"
        "Under mpirun / srun the ranks share the tiles of --tiles (docs/scale-out.md)."},
       {"tile",
        "cut a cloud into tile files (binary PLY, LAS and XYZ read piece by piece: larger than "
        "memory)",
        {cloud,
         required(
             withoutDefault(Parameter::real("tile-size", 0, 0, 1e6, "tile side in metres", true))),
         Parameter::text("out-dir", "DIR", "where the tile files go", true),
         Parameter::choice("format", {"ply", "las", "xyz", "pcd"}, "ply", "the tile files' format"),
         scratch},
        terrainTile},
       {"eval",
        "accuracy, per-class precision, recall, F1 and the confusion matrix",
        {model, cloud, optionalMapping, jsonFlag()},
        terrainEval},
       {"suggest",
        "the 2 m patches to label next: those the model is least sure of (the mean local margin "
        "of their points), as TSV",
        {model, Parameter::text("cloud", "FILE", "one cloud, as for predict", true),
         suggestionCountParameter("patches to list"), suggestionDiversityParameter(),
         terrainPatchParameter(), suggestionSkipLabelledParameter("the patches with points"),
         optionalMapping},
        terrainSuggest,
        "The patches are those of Label Next in the Terrain workbench (F8)."}}};
}

}  // namespace m3::cli
