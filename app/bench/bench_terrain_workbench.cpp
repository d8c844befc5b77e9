// `bench terrain-workbench`: the terrain workbench's training round on clouds of any size, as
// the GUI runs it, without the window.
//   bench terrain-workbench [--sizes 1,10] [--threads t] [--dir DIR] [--tiles-above N] [--quick]
// For each size (millions of points; --quick: 0.05 on tiles, the CI smoke test) a generated street
// (bench_street.h) is read whole in a fresh child process, like File > Open, and then:
//   - above 2 M points (kWholeGraphPointLimit, or --tiles-above) cut into tiles sized to its
//   density
//     (tilesForDensity); at or below it, its whole graph built, as the GUI does on opening;
//   - paint: what a person paints from one viewpoint, the generator's truth in 2 m patches
//     (keepLabelledPatches) over the first 150 m of the street, 100,000 points;
//   - Train: trainAndPredictTerrain with the GUI's budget and learner settings (C 0.1, 1% gap),
//     the tiles nearest the painted stretch predicted first (the view's tiles in the GUI);
//     measured: Train to the model, to the first tile predicted (what the view redraws first),
//     to every point predicted;
//   - after that round, the incremental update near a stroke (a wrong class painted within 2 m
//     of a point of the stretch, then 1 m further): the first (the solver built) and the next;
//   - one more stroke (the truth there) and the round again, warm;
//   - accuracy against the truth and the peak resident memory.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "bench_commands.h"
#include "bench_street.h"
#include "bench_util.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "io/point_cloud_io.h"
#include "tasks/interactive_training.h"
#include "tasks/task_registry.h"
#include "tasks/terrain/terrain_tile_strokes.h"

namespace m3::cli {

namespace {

struct RoundTimes {
  double model = 0, firstTile = 0, everything = 0;
  int painted = 0, trained = 0, passes = 0;
};

struct WorkbenchRow {         // plain data: sent from the child through a pipe
  int points = 0, tiles = 0;  // tiles == 0: the whole graph
  double tileSize = 0;
  double open = 0;  // reading aside: the whole graph, or cutting into tiles
  RoundTimes cold, warm;
  // The incremental update near a stroke (after the first round, before the next): the first stroke
  // (the solver built, a full solve of the whole graph or of the stroke's tile), then a second one.
  double strokeFirst = 0, strokeNext = 0;
  double accuracy = 0, peakMiB = 0;
  bool ok = false;
};

constexpr double kPaintedStretch = 150;  // metres of street painted
constexpr long kPaintedPoints = 100000;

RoundTimes runRound(TerrainTrainingRequest request, AmnWarmStart& warm, Labeling* predictions,
                    std::shared_ptr<const AmnModel>* model = nullptr) {
  RoundTimes times;
  const auto start = Clock::now();
  bool first = true;
  request.onTilePredicted = [&](int, const Labeling&, const std::vector<double>&) {
    if (first) times.firstTile = secondsSince(start), first = false;
  };
  const TerrainTrainingOutcome outcome = trainAndPredictTerrain(request, {}, warm);
  times.everything = secondsSince(start);
  times.model = times.everything - outcome.predictSeconds;
  if (!request.tiles) times.firstTile = times.everything;  // one solve redraws everything at once
  times.painted = outcome.paintedPoints;
  times.trained = outcome.labelledPoints;
  times.passes = outcome.progress.pass;
  if (predictions) *predictions = outcome.predictions;
  if (model) *model = outcome.model;
  return times;
}

WorkbenchRow runWorkbench(const std::string& path, int threads, long tilesAbove) {
  WorkbenchRow row;
  auto cloud = std::make_shared<const PointCloud>(readPointCloud(path));
  row.points = cloud->numPoints();
  const Labeling truth(cloud->classCodes.begin(), cloud->classCodes.end());
  LabelSet labels;
  labels.names = {"ground", "building", "tree", "shrub"};

  TerrainTrainingRequest request;
  request.cloud = cloud;
  request.labelSet = labels;
  // The GUI's learner settings (TrainingPanel::applyLearnerSettings): the task's declared ones.
  applyLearnerValues(defaultValues(taskDeclaration("terrain").learnerParameters()),
                     request.options.bcfw);
  request.options.bcfw.certifyApproximateGap = false;
  auto start = Clock::now();
  if (row.points > tilesAbove) {
    auto tiles = std::make_shared<const TerrainTileGraphs>(cloud, tilesForDensity(cloud->xyz));
    row.tiles = tiles->grid().size();
    row.tileSize = tiles->grid().options().tileSize;
    request.tiles = tiles;
    request.tileThreads = threads;
  } else {
    request.graph = std::make_shared<const PairwiseGraph>(
        buildTerrainGraph(*cloud, TerrainGraphOptions::onThreads(threads)));
  }
  row.open = secondsSince(start);

  // Paint over the first stretch of the street, as seen from one viewpoint.
  const double x0 = cloud->xyz.col(0).minCoeff();
  Labeling inStretch = truth;
  for (int i = 0; i < row.points; ++i)
    if (cloud->xyz(i, 0) > x0 + kPaintedStretch) inStretch[static_cast<size_t>(i)] = kUnlabelled;
  request.labels = keepLabelledPatches(cloud->xyz, inStretch, kPaintedPoints, 2.0, 3);
  if (request.tiles) {  // the tiles in view first: nearest the painted stretch's middle
    const TerrainTileGrid& grid = request.tiles->grid();
    std::vector<std::pair<double, int>> byDistance;
    for (int t = 0; t < grid.size(); ++t) {
      const TileBox box = grid.bounds(t);
      byDistance.push_back({std::abs((box.lowX + box.highX) / 2 - (x0 + kPaintedStretch / 2)), t});
    }
    std::sort(byDistance.begin(), byDistance.end());
    for (const auto& [distance, t] : byDistance) request.tileOrder.push_back(t);
  }
  AmnWarmStart warm;
  Labeling predictions;
  std::shared_ptr<const AmnModel> model;
  row.cold = runRound(request, warm, &predictions, &model);
  long right = 0;
  for (size_t i = 0; i < truth.size(); ++i) right += predictions[i] == truth[i];
  row.accuracy = double(right) / std::max<size_t>(1, truth.size());

  // One more stroke: the truth within 2 m of a point in the middle of the stretch.
  int centre = 0;
  for (int i = 0; i < row.points; ++i)
    if (std::abs(cloud->xyz(i, 0) - (x0 + kPaintedStretch / 2)) < 1 &&
        truth[static_cast<size_t>(i)] != 0) {
      centre = i;
      break;
    }
  std::vector<int> stroke;
  for (int i = 0; i < row.points; ++i)
    if ((cloud->xyz.row(i) - cloud->xyz.row(centre)).squaredNorm() < 4) stroke.push_back(i);
  // Stroke updates: the stroke's points painted with a class the model did not predict there,
  // then the same again 1 m along the street.
  std::vector<std::pair<int, int>> edits, nextEdits;
  const int wrong =
      (predictions[static_cast<size_t>(centre)] + 1) % static_cast<int>(labels.names.size());
  for (int i : stroke) edits.push_back({i, wrong});
  for (int i = 0; i < row.points; ++i)
    if ((cloud->xyz.row(i) - cloud->xyz.row(centre) - Eigen::RowVector3d(1, 0, 0)).squaredNorm() <
        4)
      nextEdits.push_back({i, wrong});
  if (request.tiles) {
    TileStrokeSolvers solvers(model, request.tiles);
    start = Clock::now();
    solvers.apply(edits);
    row.strokeFirst = secondsSince(start);
    start = Clock::now();
    solvers.apply(nextEdits);
    row.strokeNext = secondsSince(start);
  } else {
    start = Clock::now();
    IncrementalAmn solver(request.graph->edges,
                          amnScores(model->layout, model->weights, *request.graph));
    for (const auto& [i, label] : edits) solver.setClamp(i, label);
    solver.update();
    row.strokeFirst = secondsSince(start);
    start = Clock::now();
    for (const auto& [i, label] : nextEdits) solver.setClamp(i, label);
    solver.update();
    row.strokeNext = secondsSince(start);
  }

  for (int i : stroke) request.labels[static_cast<size_t>(i)] = truth[static_cast<size_t>(i)];
  request.newestFirst = stroke;
  row.warm = runRound(request, warm, nullptr);
  row.peakMiB = peakResidentMiB();
  row.ok = true;
  return row;
}

}  // namespace

int benchTerrainWorkbench(const Args& args) {
  const bool quick = args.has("quick");
  const int threads = resolveThreadCount(args.integer("threads", 0));
  const std::vector<double> sizes = parseSizes(args, quick ? "0.05" : "1,10");
  const long tilesAbove = args.integer("tiles-above", quick ? 0 : kWholeGraphPointLimit);
  const std::filesystem::path dir =
      args.get("dir", std::filesystem::temp_directory_path().string());
  JsonResults json(args, "bench terrain-workbench", JsonResults::Text::toStderr);
  json["settings"] = {{"threads", threads},
                      {"sizesMillions", sizes},
                      {"tilesAbove", tilesAbove},
                      {"paintedMetres", kPaintedStretch},
                      {"paintedPoints", kPaintedPoints}};
  json["runs"] = nlohmann::json::array();
  std::printf(
      "bench terrain-workbench: %d thread(s); Train as the GUI runs it on a street painted over "
      "its first "
      "%.0f m (%ld points in 2 m patches), then one more stroke (warm)\n\n",
      threads, kPaintedStretch, kPaintedPoints);
  std::printf("%10s %-22s %7s | %-35s | %-35s | %8s %9s\n", "points", "graph", "open s",
              "Train: model / first tile / all, s", "one more stroke: the same, s", "accuracy",
              "peak MiB");
  StepProgress progress("bench terrain-workbench", sizes);  // the work grows with the points
  for (double millions : sizes) {
    const long target = std::llround(millions * 1e6);
    const std::string in = (dir / ("m3-workbench-" + std::to_string(target) + ".ply")).string();
    writeStreet(in, target, threads);
    const WorkbenchRow row = inChildProcess<WorkbenchRow>(
        "bench terrain-workbench", [&] { return runWorkbench(in, threads, tilesAbove); });
    std::filesystem::remove(in);
    progress.step(std::to_string(target) + " points");
    if (!row.ok) {
      std::printf("%10ld failed (see the message above)\n", target);
      json["runs"].push_back({{"points", target}, {"failed", true}});
      continue;
    }
    char graph[64];
    if (row.tiles)
      std::snprintf(graph, sizeof graph, "%d tiles of %.0f m", row.tiles, row.tileSize);
    else
      std::snprintf(graph, sizeof graph, "whole");
    std::printf(
        "%10d %-22s %7.2f | %9.2f / %9.2f / %9.2f   | %9.2f / %9.2f / %9.2f   | %8.4f %9.0f\n",
        row.points, graph, row.open, row.cold.model, row.cold.firstTile, row.cold.everything,
        row.warm.model, row.warm.firstTile, row.warm.everything, row.accuracy, row.peakMiB);
    std::printf(
        "%10s trained on %d of %d painted points (%d passes); after the stroke %d of %d (%d "
        "passes)\n",
        "", row.cold.trained, row.cold.painted, row.cold.passes, row.warm.trained, row.warm.painted,
        row.warm.passes);
    std::printf(
        "%10s update near a stroke, before the next round: first %.0f ms (%s), next %.1f ms\n", "",
        1000 * row.strokeFirst,
        row.tiles ? "the tile's solver built" : "the whole graph's solver built",
        1000 * row.strokeNext);
    std::fflush(stdout);
    const auto round = [](const RoundTimes& t) {
      return nlohmann::json{{"modelSeconds", t.model},    {"firstTileSeconds", t.firstTile},
                            {"allSeconds", t.everything}, {"painted", t.painted},
                            {"trainedOn", t.trained},     {"passes", t.passes}};
    };
    json["runs"].push_back({{"points", row.points},
                            {"tiles", row.tiles},
                            {"tileSizeMetres", row.tileSize},
                            {"openSeconds", row.open},
                            {"train", round(row.cold)},
                            {"oneMoreStroke", round(row.warm)},
                            {"strokeUpdateFirstMs", 1000 * row.strokeFirst},
                            {"strokeUpdateNextMs", 1000 * row.strokeNext},
                            {"accuracy", row.accuracy},
                            {"peakMiB", row.peakMiB}});
  }
  json.print();
  return 0;
}

}  // namespace m3::cli
