// m3studio-cli: headless training, prediction, evaluation and export on the same files the GUI
// reads and writes. Every command and option is declared by its group (cli_commands.h); the
// parser, each command's --help and this usage text are made from those declarations.
#include "cli_commands.h"

int main(int argc, char** argv) {
  using namespace m3::cli;
  const Program program{
      "m3studio-cli",
      "Train, evaluate and apply max-margin Markov networks on the files the M3Studio workbenches "
      "use.\n"
      "The benchmarks are a program of their own: m3studio-bench.",
      "options: --key value or --key=value; COMMAND [SUBCOMMAND] --help lists the options a "
      "command takes\n"
      "(type, default, range); m3studio-cli --version prints the version. --json on every eval "
      "command (and\n"
      "bonds cv) prints the results as one JSON object on stdout instead of text (progress stays "
      "on stderr).\n"
      "folds: 0 | 1-9 | 0,2,4-6. Exit codes: 0 ok, 1 failure, 2 usage error, 130 / 143 interrupted "
      "by\n"
      "SIGINT / SIGTERM (the run stops at its next iteration and writes no output; a second signal "
      "exits at once).",
      {handwritingCommands(), terrainCommands(), bondsCommands(), multilabelCommands(),
       regionsCommands(), segmentationCommands(), graphCommands(), parseCommands()}};
  return runProgram(program, argc, argv);
}
