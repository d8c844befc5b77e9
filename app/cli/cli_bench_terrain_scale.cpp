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
//   2b. the same tile by tile (tasks/terrain_tiles.h: 50 m tiles, 5 m halos, as `terrain predict`
//      does above 2 M points) in its own child, and the share of its labels equal to the
//      whole-cloud run's;
//   3. in the whole-cloud child, the GUI's stroke update (inference/incremental_amn.h): the solver is
//      built once (a full solve), then a brush stroke of about 1,000 points is clamped to
//      another class and the labels near it are re-solved: the stroke-to-labels time.
// Sizes whose estimated memory (1 KB per point) exceeds the memory available are skipped with
// a message. Results: a table on stdout and, with --csv FILE, one row per size for a plot.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <optional>
#include <string>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "inference/incremental_amn.h"
#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "samples/terrain_scene.h"
#include "tasks/graph_task.h"
#include "tasks/terrain_paint_budget.h"
#include "tasks/terrain_task.h"
#include "tasks/terrain_tiles.h"

namespace m3::cli {

namespace {

struct ScaleRow {  // plain data: sent from the child through a pipe
  int points = 0;
  double read = 0, features = 0, predict = 0, write = 0, total = 0;
  double peakMiB = 0;
  double strokeBuild = 0, strokeUpdate = 0;
  int strokePoints = 0, strokeChanged = 0;
  double agreement = -1;  // whole-cloud run: share of labels equal to the tiled run's
  bool ok = false;
};

double availableMiB() {
  std::ifstream in("/proc/meminfo");  // lines like "MemAvailable:   12345678 kB"
  for (std::string line; std::getline(in, line);)
    if (line.rfind("MemAvailable:", 0) == 0) return std::strtod(line.c_str() + 13, nullptr) / 1024;
  return 1e12;  // unknown: try every size
}

// `tiled`: tile by tile (features, graph and prediction timed together as `features`).
// Otherwise the whole cloud at once, then the agreement with the labels in `compareWith` (the
// tiled run's output) and a stroke update.
ScaleRow runPipeline(const std::string& in, const std::string& out, const AmnModel& model, int threads, bool tiled,
                     const std::string& compareWith) {
  ScaleRow row;
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
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  row.peakMiB = usage.ru_maxrss / 1024.0;
  row.ok = true;
  if (tiled || row.points == 0) return row;

  const Labeling& predicted = labelled.classCodes;
  if (!compareWith.empty()) {
    const std::vector<int> other = readPointCloud(compareWith).classCodes;
    long same = 0;
    for (size_t i = 0; i < other.size() && i < predicted.size(); ++i) same += other[i] == predicted[i];
    row.agreement = double(same) / double(predicted.size());
  }

  // A stroke: the ~1,000 points nearest the middle point, painted with a class the model
  // did not predict there.
  t = Clock::now();
  IncrementalAmn solver(graph->edges, amnScores(model.layout, model.weights, *graph));
  row.strokeBuild = secondsSince(t);
  const int centre = row.points / 2;
  std::vector<std::pair<double, int>> byDistance;
  byDistance.reserve(static_cast<size_t>(row.points));
  for (int i = 0; i < row.points; ++i) byDistance.push_back({(cloud.xyz.row(i) - cloud.xyz.row(centre)).squaredNorm(), i});
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

// Runs the pipeline in a child process and returns its row (ok == false if it failed).
ScaleRow inChild(const std::string& in, const std::string& out, const AmnModel& model, int threads, bool tiled,
                 const std::string& compareWith) {
  std::fflush(stdout);
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("bench terrain-scale: cannot create a pipe");
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("bench terrain-scale: cannot fork");
  if (pid == 0) {
    close(fds[0]);
    ScaleRow row;
    try {
      row = runPipeline(in, out, model, threads, tiled, compareWith);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "bench terrain-scale: %s\n", e.what());
    }
    const bool sent = write(fds[1], &row, sizeof row) == static_cast<ssize_t>(sizeof row);
    _exit(sent ? 0 : 1);
  }
  close(fds[1]);
  ScaleRow row;
  const bool received = read(fds[0], &row, sizeof row) == static_cast<ssize_t>(sizeof row);
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  if (!received) row.ok = false;
  return row;
}

AmnModel trainSmallModel(int threads) {
  TerrainSceneOptions so;
  so.targetPoints = 200000;
  so.seed = 2;
  so.threads = threads;
  const TerrainScene scene = generateTerrainScene(so);
  const PairwiseGraph graph = buildTerrainGraph(scene.cloud, TerrainGraphOptions::onThreads(threads));
  const Labeling painted = keepLabelledPatches(scene.cloud.xyz, scene.labels, 5000, 1.5, 7);
  AmnTrainingOptions options;
  options.bcfw.C = 0.1;
  return trainAmn(graph, painted, scene.labelNames, options).model;
}

}  // namespace

int benchTerrainScale(const Args& args) {
  const bool quick = args.has("quick");
  const int threads = resolveThreadCount(args.integer("threads", 0));
  std::vector<double> sizes;
  for (const std::string& s : splitList(args.get("sizes", quick ? "0.05,0.1" : "1,5,10"), "sizes")) {
    char* end = nullptr;
    const double millions = std::strtod(s.c_str(), &end);
    if (end == s.c_str() || *end || !(millions >= 0.001 && millions <= 200))
      throw UsageError("--sizes takes millions of points in 0.001..200, e.g. 1,5,10");
    sizes.push_back(millions);
  }
  const std::filesystem::path dir = args.get("dir", std::filesystem::temp_directory_path().string());
  const std::string csvPath = args.get("csv", "");
  std::printf("bench terrain-scale: %d thread(s); files in %s\n", threads, dir.string().c_str());
  const auto started = Clock::now();
  const AmnModel model = trainSmallModel(threads);
  std::printf("model: AMN trained on a generated 200,000-point scan with 5,000 painted points (%.1f s)\n\n",
              secondsSince(started));
  std::printf("%10s %8s %9s %8s %8s %8s %10s %10s %11s %10s\n", "points", "read s", "feat+gr s", "predict", "write s",
              "total s", "peak MiB", "B/point", "stroke ms", "changed");
  std::vector<ScaleRow> rows, tiledRows;
  for (double millions : sizes) {
    const int target = static_cast<int>(std::llround(millions * 1e6));
    if (target * 1024.0 / (1 << 20) > availableMiB()) {
      std::printf("%10d skipped: needs about %.0f MiB, %.0f MiB available\n", target, target / 1024.0, availableMiB());
      continue;
    }
    const std::string in = (dir / ("m3-scale-" + std::to_string(target) + ".ply")).string();
    const std::string out = (dir / ("m3-scale-" + std::to_string(target) + "-classified.ply")).string();
    {
      TerrainSceneOptions so;
      so.targetPoints = target;
      so.length = 100.0 * target / 200000;  // a survey grows in area, not in density
      so.seed = 11;
      so.threads = threads;
      writePointCloud(in, generateTerrainScene(so).cloud);
    }
    const std::string tiledOut = (dir / ("m3-scale-" + std::to_string(target) + "-tiled.ply")).string();
    const ScaleRow tiled = inChild(in, tiledOut, model, threads, true, "");
    const ScaleRow row = inChild(in, out, model, threads, false, tiled.ok ? tiledOut : "");
    for (const std::string& file : {in, out, tiledOut}) std::filesystem::remove(file);
    if (!row.ok || !tiled.ok) {
      std::printf("%10d failed (see the message above)\n", target);
      continue;
    }
    std::printf("%10d %8.2f %9.2f %8.2f %8.2f %8.2f %10.0f %10.0f %11.1f %10d   whole cloud\n", row.points, row.read,
                row.features, row.predict, row.write, row.total, row.peakMiB, row.peakMiB * (1 << 20) / row.points,
                1000 * row.strokeUpdate, row.strokeChanged);
    std::printf("%10d %8.2f %9.2f %8s %8.2f %8.2f %10.0f %10.0f %11s %10s   tiles of 50 m, 5 m halos: %.4f of "
                "the labels as the whole cloud's\n",
                tiled.points, tiled.read, tiled.features, "(in f+g)", tiled.write, tiled.total, tiled.peakMiB,
                tiled.peakMiB * (1 << 20) / tiled.points, "", "", row.agreement);
    std::fflush(stdout);
    tiledRows.push_back(tiled);
    rows.push_back(row);
  }
  if (rows.size() >= 2) {
    const ScaleRow &a = rows.front(), &b = rows.back();
    const ScaleRow &ta = tiledRows.front(), &tb = tiledRows.back();
    std::printf("\ngrowth from %d to %d points (%.1fx): whole cloud: total time %.1fx, peak memory %.1fx; tiled: total "
                "time %.1fx, peak memory %.1fx\n",
                a.points, b.points, double(b.points) / a.points, b.total / a.total, b.peakMiB / a.peakMiB,
                tb.total / ta.total, tb.peakMiB / ta.peakMiB);
  }
  std::printf("stroke: about 1,000 points clamped to another class, labels re-solved around them "
              "(the solver's build, a full solve, is done once per model: ");
  for (const ScaleRow& r : rows) std::printf("%s%.1f s", &r == &rows.front() ? "" : ", ", r.strokeBuild);
  std::printf(")\n");
  if (!csvPath.empty()) {
    std::ostringstream csv;
    csv << "points,mode,read_s,features_graph_s,predict_s,write_s,total_s,peak_mib,stroke_ms\n";
    for (size_t k = 0; k < rows.size(); ++k)
      for (const ScaleRow* r : {&rows[k], &tiledRows[k]})
        csv << r->points << ',' << (r == &rows[k] ? "whole" : "tiled") << ',' << r->read << ',' << r->features << ','
            << r->predict << ',' << r->write << ',' << r->total << ',' << r->peakMiB << ',' << 1000 * r->strokeUpdate
            << '\n';
    writeFileAtomically(csvPath, csv.str());
    std::printf("wrote %s\n", csvPath.c_str());
  }
  return 0;
}

}  // namespace m3::cli
