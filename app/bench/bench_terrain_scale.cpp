// `bench terrain-scale`: how the terrain pipeline grows with the size of the cloud.
//   bench terrain-scale [--sizes 1,5,10] [--threads t] [--dir DIR] [--quick]
// For each size (millions of points; --quick: 0.05,0.1, the CI smoke test):
//   1. a generated street of that size at the built-in sample's density (200,000 points per
//      100 m of road, so 10 M points are a 5 km street: a survey grows in area, not density;
//      samples/terrain_scene.h) is written as binary PLY to DIR (default: the system's
//      temporary folder), not timed;
//   2. a fresh child process (so that its peak memory is this size's alone) runs what
//      `terrain predict` runs: read, features and graph, AMN prediction (a model trained once
//      on a generated 200,000-point scan with 5,000 painted points), write of the classified
//      cloud; each phase is timed and the peak resident memory read after the write;
//   2b. the same tile by tile (tasks/terrain/terrain_tiles.h: 50 m tiles, 5 m halos) with the
//      cloud in memory, in its own child, and the share of its labels equal to the whole-cloud
//      run's;
//   2c. the same tiles streamed (tasks/terrain/terrain_stream.h: the file read in batches
//      through tile files, the output written piece by piece), as `terrain predict` does above 2 M
//      points, in its own child, and the share of its labels equal to the in-memory tiles'
//      (compared batch by batch, so also at sizes that do not fit in memory);
//   3. in the whole-cloud child, the GUI's stroke update (inference/incremental_amn.h): the
//      solver is built once (a full solve), then a brush stroke of about 1,000 points is clamped to
//      another class and the labels near it are re-solved: the stroke-to-labels time.
// Above 10 M points the street is the 10 M-point street laid end to end (the generator's limit
// is 20 M), written piece by piece. A mode whose estimated memory (whole cloud 1 KB per point,
// tiles in memory 100 bytes per point) exceeds the memory available is skipped with a message;
// the streamed mode always runs. Results: a table on stdout and, with --csv FILE, one row per
// size and mode for a plot.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>

#include "bench_commands.h"
#include "bench_street.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "features/terrain_graph.h"
#include "inference/incremental_amn.h"
#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "io/point_stream.h"
#include "samples/terrain_scene.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/terrain/terrain_paint_budget.h"
#include "tasks/terrain/terrain_stream.h"
#include "tasks/terrain/terrain_tiles.h"

namespace m3::cli {

namespace {

enum class Mode { Whole, Tiled, Streamed };
const char* modeName(Mode m) {
  return m == Mode::Whole ? "whole" : m == Mode::Tiled ? "tiled" : "streamed";
}

struct ScaleRow {  // plain data: sent from the child through a pipe
  Mode mode = Mode::Whole;
  int points = 0;
  double read = 0, features = 0, predict = 0, write = 0, total = 0;
  double peakMiB = 0;
  double strokeBuild = 0, strokeUpdate = 0;
  int strokePoints = 0, strokeChanged = 0;
  double agreement =
      -1;  // share of labels equal to the compared run's (whole: tiled; streamed: tiled)
  bool ok = false;
};

double availableMiB() {
  std::ifstream in("/proc/meminfo");  // lines like "MemAvailable:   12345678 kB"
  for (std::string line; std::getline(in, line);)
    if (line.rfind("MemAvailable:", 0) == 0) return std::strtod(line.c_str() + 13, nullptr) / 1024;
  return 1e12;  // unknown: try every size
}

// Share of points whose class code is the same in both files, read batch by batch.
double sameCodeShare(const std::string& a, const std::string& b) {
  auto ra = openPointStream(a), rb = openPointStream(b);
  std::uint64_t same = 0, total = 0;
  for (PointCloud pa = ra->next(1 << 20), pb = rb->next(1 << 20); pa.numPoints() > 0;
       pa = ra->next(1 << 20), pb = rb->next(1 << 20)) {
    if (pa.classCodes.size() != pb.classCodes.size()) return -1;
    for (size_t i = 0; i < pa.classCodes.size(); ++i) same += pa.classCodes[i] == pb.classCodes[i];
    total += pa.classCodes.size();
  }
  return total ? double(same) / double(total) : -1;
}

ScaleRow runStreamed(const std::string& in, const std::string& out, const AmnModel& model,
                     int threads) {
  ScaleRow row;
  row.mode = Mode::Streamed;
  TerrainStreamOptions options;
  options.graph = TerrainGraphOptions::onThreads(threads);
  const StreamedPrediction r =
      predictTerrainStreamed(in, out, model, identityClassMapping(model.labels.names), options);
  row.points = static_cast<int>(r.points);
  row.read = r.binSeconds;
  row.features = r.solveSeconds;
  row.write = r.writeSeconds;
  row.total = row.read + row.features + row.write;
  row.peakMiB = peakResidentMiB();
  row.ok = true;
  return row;
}

// Tiled: tile by tile with the cloud in memory (features, graph and prediction timed together
// as `features`). Whole: the whole cloud at once, then the agreement with the labels in
// `compareWith` (the tiled run's output) and a stroke update. Streamed: runStreamed.
ScaleRow runPipeline(const std::string& in, const std::string& out, const AmnModel& model,
                     int threads, Mode mode, const std::string& compareWith) {
  if (mode == Mode::Streamed) {
    ScaleRow row = runStreamed(in, out, model, threads);
    if (!compareWith.empty()) row.agreement = sameCodeShare(out, compareWith);
    return row;
  }
  const bool tiled = mode == Mode::Tiled;
  ScaleRow row;
  row.mode = mode;
  auto t = Clock::now();
  const PointCloud cloud = readPointCloud(in);
  row.read = secondsSince(t);
  row.points = cloud.numPoints();
  const TerrainGraphOptions options = TerrainGraphOptions::onThreads(threads);
  PointCloud labelled;
  std::optional<PairwiseGraph> graph;
  t = Clock::now();
  if (tiled) {
    labelled.classCodes = predictTerrainTiled(cloud, model, options).labels;
    row.features = secondsSince(t);
  } else {
    graph = buildTerrainGraph(cloud, options);
    row.features = secondsSince(t);
    t = Clock::now();
    labelled.classCodes = predictAmn(model, *graph);
    row.predict = secondsSince(t);
  }
  t = Clock::now();
  labelled.xyz = cloud.xyz;
  writePointCloud(out, labelled);
  row.write = secondsSince(t);
  row.total = row.read + row.features + row.predict + row.write;
  row.peakMiB = peakResidentMiB();
  row.ok = true;
  if (tiled || row.points == 0) return row;

  const Labeling& predicted = labelled.classCodes;
  if (!compareWith.empty()) row.agreement = sameCodeShare(out, compareWith);

  // A stroke: the ~1,000 points nearest the middle point, painted with a class the model
  // did not predict there.
  t = Clock::now();
  IncrementalAmn solver(graph->edges, amnScores(model.layout, model.weights, *graph));
  row.strokeBuild = secondsSince(t);
  const int centre = row.points / 2;
  std::vector<std::pair<double, int>> byDistance;
  byDistance.reserve(static_cast<size_t>(row.points));
  for (int i = 0; i < row.points; ++i)
    byDistance.push_back({(cloud.xyz.row(i) - cloud.xyz.row(centre)).squaredNorm(), i});
  const int strokeSize = std::min(1000, row.points);
  std::nth_element(byDistance.begin(), byDistance.begin() + strokeSize - 1, byDistance.end());
  const int label = (predicted[centre] + 1) % model.layout.numLabels;
  t = Clock::now();
  for (int k = 0; k < strokeSize; ++k) solver.setClamp(byDistance[k].second, label);
  row.strokeChanged = solver.update().changedLabels;
  row.strokeUpdate = secondsSince(t);
  row.strokePoints = strokeSize;
  return row;
}

AmnModel trainSmallModel(int threads) {
  TerrainSceneOptions so;
  so.targetPoints = 200000;
  so.seed = 2;
  so.threads = threads;
  const TerrainScene scene = generateTerrainScene(so);
  const PairwiseGraph graph =
      buildTerrainGraph(scene.cloud, TerrainGraphOptions::onThreads(threads));
  const Labeling painted = keepLabelledPatches(scene.cloud.xyz, scene.labels, 5000, 1.5, 7);
  AmnTrainingOptions options;
  options.bcfw.C = 0.1;
  return trainAmn(graph, painted, scene.labelNames, options).model;
}

}  // namespace

int benchTerrainScale(const Args& args) {
  const bool quick = args.has("quick");
  const int threads = resolveThreadCount(args.integer("threads", 0));
  const std::vector<double> sizes = parseSizes(args, quick ? "0.05,0.1" : "1,5,10");
  const std::filesystem::path dir =
      args.get("dir", std::filesystem::temp_directory_path().string());
  const std::string csvPath = args.get("csv", "");
  JsonResults json(args, "bench terrain-scale", JsonResults::Text::toStderr);
  json["settings"] = {{"threads", threads}, {"sizesMillions", sizes}, {"dir", dir.string()}};
  json["runs"] = nlohmann::json::array();
  std::printf("bench terrain-scale: %d thread(s); files in %s\n", threads, dir.string().c_str());
  const auto started = Clock::now();
  const AmnModel model = trainSmallModel(threads);
  std::printf(
      "model: AMN trained on a generated 200,000-point scan with 5,000 painted points (%.1f s)\n\n",
      secondsSince(started));
  std::printf("%10s %8s %9s %8s %8s %8s %10s %10s %11s %10s\n", "points", "read s", "feat+gr s",
              "predict", "write s", "total s", "peak MiB", "B/point", "stroke ms", "changed");
  std::vector<ScaleRow> rows;                           // every run, in order
  StepProgress progress("bench terrain-scale", sizes);  // the work grows with the points
  for (double millions : sizes) {
    const long target = std::llround(millions * 1e6);
    const std::string stem = (dir / ("m3-scale-" + std::to_string(target))).string();
    const std::string in = stem + ".ply", wholeOut = stem + "-whole.ply",
                      tiledOut = stem + "-tiled.ply", streamedOut = stem + "-streamed.ply";
    writeStreet(in, target, threads);
    const auto fits = [&](double bytesPerPoint, const char* mode) {
      const double needMiB = double(target) * bytesPerPoint / (1 << 20);
      if (needMiB <= availableMiB()) return true;
      std::printf("%10ld %s skipped: needs about %.0f MiB, %.0f MiB available\n", target, mode,
                  needMiB, availableMiB());
      return false;
    };
    std::optional<ScaleRow> tiled, whole;
    const auto inChild = [&](const std::string& out, Mode mode, const std::string& compareWith) {
      return inChildProcess<ScaleRow>("bench terrain-scale", [&] {
        return runPipeline(in, out, model, threads, mode, compareWith);
      });
    };
    if (fits(100, "tiles in memory")) tiled = inChild(tiledOut, Mode::Tiled, "");
    const std::string compare = tiled && tiled->ok ? tiledOut : "";
    if (fits(1024, "whole cloud")) whole = inChild(wholeOut, Mode::Whole, compare);
    const ScaleRow streamed = inChild(streamedOut, Mode::Streamed, compare);
    for (const std::string& file : {in, wholeOut, tiledOut, streamedOut})
      std::filesystem::remove(file);
    progress.step(std::to_string(target) + " points");
    for (const std::optional<ScaleRow>& r : {whole, tiled, std::optional<ScaleRow>(streamed)}) {
      if (!r) continue;
      if (!r->ok) {
        std::printf("%10ld %s failed (see the message above)\n", target, modeName(r->mode));
        json["runs"].push_back({{"points", target}, {"mode", modeName(r->mode)}, {"failed", true}});
        continue;
      }
      const bool isWhole = r->mode == Mode::Whole;
      char predict[16], stroke[16], changed[16], agreement[96] = "";
      std::snprintf(predict, sizeof predict, isWhole ? "%.2f" : "(in f+g)", r->predict);
      std::snprintf(stroke, sizeof stroke, isWhole ? "%.1f" : "", 1000 * r->strokeUpdate);
      std::snprintf(changed, sizeof changed, isWhole ? "%d" : "", r->strokeChanged);
      if (r->agreement >= 0)
        std::snprintf(agreement, sizeof agreement, ": %.4f of the labels as the tiles in memory",
                      r->agreement);
      std::printf("%10d %8.2f %9.2f %8s %8.2f %8.2f %10.0f %10.0f %11s %10s   %s%s\n", r->points,
                  r->read, r->features, predict, r->write, r->total, r->peakMiB,
                  r->peakMiB * (1 << 20) / r->points, stroke, changed,
                  isWhole                  ? "whole cloud"
                  : r->mode == Mode::Tiled ? "tiles of 50 m, 5 m halos, cloud in memory"
                                           : "the same tiles, streamed through tile files",
                  agreement);
      nlohmann::json run = {{"points", r->points},      {"mode", modeName(r->mode)},
                            {"readSeconds", r->read},   {"featuresGraphSeconds", r->features},
                            {"writeSeconds", r->write}, {"totalSeconds", r->total},
                            {"peakMiB", r->peakMiB}};
      if (isWhole)
        run.update({{"predictSeconds", r->predict},
                    {"strokeUpdateMs", 1000 * r->strokeUpdate},
                    {"strokeChangedLabels", r->strokeChanged},
                    {"strokeSolverBuildSeconds", r->strokeBuild}});
      if (r->agreement >= 0) run["agreementWithTiled"] = r->agreement;
      json["runs"].push_back(std::move(run));
      rows.push_back(*r);
    }
    std::fflush(stdout);
  }
  for (Mode mode : {Mode::Whole, Mode::Tiled, Mode::Streamed}) {
    std::vector<const ScaleRow*> of;
    for (const ScaleRow& r : rows)
      if (r.mode == mode && r.ok) of.push_back(&r);
    if (of.size() < 2) continue;
    const ScaleRow &a = *of.front(), &b = *of.back();
    std::printf("%s: from %d to %d points (%.1fx) total time %.1fx, peak memory %.1fx\n",
                modeName(mode), a.points, b.points, double(b.points) / a.points, b.total / a.total,
                b.peakMiB / a.peakMiB);
  }
  std::printf(
      "stroke: about 1,000 points clamped to another class, labels re-solved around them "
      "(the solver's build, a full solve, is done once per model: ");
  bool firstBuild = true;
  for (const ScaleRow& r : rows)
    if (r.mode == Mode::Whole) {
      std::printf("%s%.1f s", firstBuild ? "" : ", ", r.strokeBuild);
      firstBuild = false;
    }
  std::printf(")\n");
  if (!csvPath.empty()) {
    std::ostringstream csv;
    csv << "points,mode,read_s,features_graph_s,predict_s,write_s,total_s,peak_mib,stroke_ms\n";
    for (const ScaleRow& r : rows)
      csv << r.points << ',' << modeName(r.mode) << ',' << r.read << ',' << r.features << ','
          << r.predict << ',' << r.write << ',' << r.total << ',' << r.peakMiB << ','
          << 1000 * r.strokeUpdate << '\n';
    writeFileAtomically(csvPath, csv.str());
    std::printf("wrote %s\n", csvPath.c_str());
  }
  json.print();
  return 0;
}

}  // namespace m3::cli
