#pragma once
// `bench terrain`'s parts (cli_bench_terrain.cpp: what each measures): the settings they share
// and parts c and d, train-to-predictions on a generated painted scan
// (cli_bench_terrain_loop.cpp).
#include <memory>
#include <string>
#include <vector>

#include "data/pairwise_graph.h"
#include "learning/progress.h"
#include "samples/terrain_scene.h"

namespace m3::cli {

struct TerrainBenchSettings {
  std::string data;
  int repeats = 3, threads = 1, points = 1'000'000;
  double C = 0;  // 0: tune in section a, 0.1 in section c
  bool quick = false;
  bool balancedLoss = false;  // --loss balanced: section a's AMN and SVMs (docs/learning.md)
};

// The generated scan parts c and d paint on (the built-in sample's size; 20,000 points with
// --quick), with its features and graph, built once for both.
struct PaintedScan {
  TerrainScene scene;
  std::shared_ptr<const PointCloud> cloud;  // scene.cloud, as the GUI's round takes it
  std::shared_ptr<const PairwiseGraph> graph;
  double graphSeconds = 0;  // features and graph, not counted in the parts' times
};

struct LoopRun {
  std::string rule;
  double cold = 0, warm = 0;
  int coldPasses = 0, warmPasses = 0;
  StopReason coldReason = StopReason::PassLimit, warmReason = StopReason::PassLimit;
};

struct LoopSummary {
  int points = 0, labelled = 0, added = 0;
  std::vector<LoopRun> runs;
};

struct HeavyPaintSummary {
  int points = 0, painted = 0, added = 0, budget = 0;
  double cold = 0, warm = 0, unbudgeted = 0;
  int trainedOn = 0;
};

PaintedScan paintedScan(const TerrainBenchSettings& s);
LoopSummary benchTrainToPredictions(const TerrainBenchSettings& s, const PaintedScan& scan);
HeavyPaintSummary benchHeavyPaint(const TerrainBenchSettings& s, const PaintedScan& scan);

}  // namespace m3::cli
