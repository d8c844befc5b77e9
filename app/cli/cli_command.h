#pragma once
// The commands of m3studio-cli and m3studio-bench, each declared once: its words ("terrain
// train"), one line of what it does, its options (core's Parameter: name, type, default, range
// or choices, help) and the function that runs it. From these declarations come the parser
// (CLI11: typed values, ranges and choices checked, required options enforced), every
// command's --help, the program's usage text and so its bash completion and manual page.
#include <functional>
#include <string>
#include <vector>

#include "cli_args.h"
#include "params/parameter.h"

namespace m3::cli {

struct Command {
  std::string name;     // "train"
  std::string summary;  // one line: what it does
  std::vector<Parameter> options;
  std::function<int(const Args&)> run;
  // Lines printed after the options in --help: alternatives, formats, what the output holds.
  std::string details = {};
};

struct CommandGroup {
  // "terrain"; "" for commands at the top level (the handwriting commands: `m3studio-cli train`).
  std::string name;
  std::string summary;  // what the group works on, for the usage text
  std::vector<Command> commands;
  std::vector<std::string> aliases = {};  // earlier names still accepted ("cluster")
};

struct Program {
  std::string name;     // "m3studio-cli"
  std::string summary;  // the first lines of --help
  std::string notes;    // the last lines of --help (option syntax, exit codes)
  std::vector<CommandGroup> groups;
};

// Parses argv with CLI11 against the declarations and runs the chosen command: 0 / 1 / 2 /
// 130 / 143 as documented in the usage (help and --version: 0; usage errors: 2).
int runProgram(const Program& program, int argc, char** argv);

// Runs the command that `args` name (the words after the program's name) in the program that
// runs now: a command that hands its work to another ("train --project" of a terrain project
// runs "terrain predict"). Exceptions pass through.
int runCommandWords(const std::vector<std::string>& args);

// The whole usage text (what `PROGRAM --help` prints) and one command's help.
std::string usageText(const Program& program);
std::string commandHelp(const Program& program, const CommandGroup& group, const Command& command);

// A declaration made required, or without a default (the command decides when it is absent).
inline Parameter required(Parameter p) {
  p.required = true;
  return p;
}
inline Parameter withoutDefault(Parameter p) {
  p.defaultValue.clear();
  return p;
}

// Options several commands share, declared once.
Parameter outOption(const std::string& what, bool required = true);  // --out FILE
Parameter jsonFlag();                                                // --json
Parameter seedOption(int fallback = 1);                              // --seed N
Parameter quickFlag();                                               // --quick (benchmarks)

}  // namespace m3::cli
