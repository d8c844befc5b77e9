// Placeholder: the terrain command line is being written.
#include "cli_args.h"
#include "cli_commands.h"

namespace m3::cli {

int runTerrain(const Argv&) { throw UsageError("terrain commands are not written yet"); }

}  // namespace m3::cli
