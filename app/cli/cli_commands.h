#pragma once
// The commands of m3studio-cli. Each returns the process exit code: 0 success, 1 failure
// (bad input files, training problems; the message goes to stderr), 2 usage errors.
#include <string>
#include <vector>

namespace m3 {
struct GraphSet;
struct LearnerControl;
struct TrainingProgress;
}

namespace m3::cli {

using Argv = std::vector<std::string>;

int runSample(const Argv& args);
int runTrain(const Argv& args);
int runPredict(const Argv& args);
int runEval(const Argv& args);
int runExport(const Argv& args);
int runBench(const Argv& args);
int runGraph(const Argv& args);
int runTerrain(const Argv& args);     // cli_terrain.cpp
int runBonds(const Argv& args);       // cli_bonds.cpp
int runMultilabel(const Argv& args);  // cli_multilabel.cpp
int runRegions(const Argv& args);     // cli_regions.cpp
int runSegmentation(const Argv& args);  // cli_segmentation.cpp (also as `cluster`, its old name)
int runParse(const Argv& args);       // cli_parse.cpp

class Args;
// Benchmarks dispatched by runBench, one file each.
int benchAmn(const Args& args);         // cli_bench_amn.cpp
int benchTerrain(const Args& args);     // cli_bench_terrain.cpp
int benchTerrainScale(const Args& args);  // cli_bench_terrain_scale.cpp
int benchTerrainWorkbench(const Args& args);  // cli_bench_terrain_workbench.cpp
int benchOcrKernels(const Args& args);  // cli_bench_ocr_kernels.cpp
int benchBonds(const Args& args);       // cli_bench_bonds.cpp
int benchMultilabel(const Args& args);  // cli_bench_multilabel.cpp
int benchRegions(const Args& args);     // cli_bench_regions.cpp
int benchRegionsCamvid(const Args& args);  // cli_bench_regions_camvid.cpp (bench regions --camvid)
int benchJournal(const Args& args);     // cli_bench_journal.cpp
int benchLayout(const Args& args);      // cli_bench_layout.cpp
int benchHypertext(const Args& args);   // cli_bench_hypertext.cpp
int benchParsing(const Args& args);     // cli_bench_parsing.cpp

// Prints "\r"-refreshed progress when stderr is a terminal, one line per update otherwise.
void printProgressLine(const std::string& line, bool final);
// The graphs of --<fileOption> (graph JSON), or of --nodes / --edges (node tables, with
// --label-names); cli_graph.cpp.
GraphSet readGraphInput(const Args& args, const std::string& fileOption = "data");
// Learner control for a command's training: Ctrl-C stops it, each progress report is a line
// (pass, primal, dual, gap, training error, seconds) through printProgressLine.
LearnerControl printingProgress();
// "gap 0.42%"; with approximate inference "gap 0.42% (an estimate; certified: 0.57%)".
std::string gapText(const TrainingProgress& progress);

}  // namespace m3::cli
