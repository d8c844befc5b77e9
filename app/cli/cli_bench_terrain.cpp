// Placeholder: the terrain command line is being written.
#include "cli_args.h"
#include "cli_commands.h"

namespace m3::cli {

int benchTerrain(const Args&) { throw UsageError("bench terrain is not written yet"); }

}  // namespace m3::cli
