#pragma once
// The benchmarks of m3studio-bench, one file each, and their declarations (bench_main.cpp).
// They measure the engine against its peers (dlib) and the thesis's results on the data of
// ../shared/data; docs/benchmarks.md has their figures and the commands that reproduce them.
#include "cli_command.h"

namespace m3::cli {

int benchOcr(const Args& args);               // bench_ocr.cpp
int benchOcrKernels(const Args& args);        // bench_ocr_kernels.cpp
int benchAmn(const Args& args);               // bench_amn.cpp
int benchTerrain(const Args& args);           // bench_terrain.cpp
int benchTerrainScale(const Args& args);      // bench_terrain_scale.cpp
int benchTerrainWorkbench(const Args& args);  // bench_terrain_workbench.cpp
int benchDistributed(const Args& args);       // bench_distributed.cpp
int benchBonds(const Args& args);             // bench_bonds.cpp
int benchMultilabel(const Args& args);        // bench_multilabel.cpp
int benchRegions(const Args& args);           // bench_regions.cpp
int benchRegionsCamvid(const Args& args);     // bench_regions_camvid.cpp (bench regions --camvid)
int benchClustering(const Args& args);        // bench_clustering.cpp
int benchSegmentation(const Args& args);      // bench_segmentation.cpp
int benchJournal(const Args& args);           // bench_journal.cpp
int benchLayout(const Args& args);            // bench_layout.cpp
int benchHypertext(const Args& args);         // bench_hypertext.cpp
int benchParsing(const Args& args);           // bench_parsing.cpp
int benchClicks(const Args& args);            // bench_clicks.cpp

}  // namespace m3::cli
