#pragma once
// The command groups of m3studio-cli, one file each (cli_command.h says what a declaration
// holds). Each command returns the process exit code: 0 success, 1 failure (bad input files,
// training problems; the message goes to stderr), 2 usage errors.
#include <string>

#include "cli_command.h"
#include "cli_progress.h"

namespace m3 {
struct GraphSet;
}

namespace m3::cli {

CommandGroup handwritingCommands();   // cli_handwriting.cpp (top level: sample, train, ...)
CommandGroup graphCommands();         // cli_graph.cpp
CommandGroup parseCommands();         // cli_parse.cpp
CommandGroup terrainCommands();       // cli_terrain.cpp, cli_terrain_tiles.cpp
CommandGroup bondsCommands();         // cli_bonds.cpp
CommandGroup multilabelCommands();    // cli_multilabel.cpp
CommandGroup regionsCommands();       // cli_regions.cpp
CommandGroup segmentationCommands();  // cli_segmentation.cpp (also as `cluster`, its old name)

// The graphs of --<fileOption> (graph JSON), or of --nodes / --edges (node tables, with
// --label-names); cli_graph_input.cpp.
GraphSet readGraphInput(const Args& args, const std::string& fileOption = "data");
// The options readGraphInput reads (--nodes, --edges, --label-names; the graph file is the
// command's own, as its meaning differs).
std::vector<Parameter> graphInputOptions();

}  // namespace m3::cli
