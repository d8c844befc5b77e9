#pragma once
// `m3studio-cli train|predict|eval --project P.m3p`: a project saved in the GUI, of any
// workbench, run headless (cli_project.cpp).
#include <string>
#include <vector>

#include "cli_args.h"
#include "params/parameter.h"

namespace m3::cli {

std::vector<Parameter> projectOptions();  // --project
// Trains the project's workbench on its data and labels with its settings; the model goes to
// --out, or into the project when no window has it open.
int projectTrain(const Args& args);
// The project's model on --data: `command` is "predict" (to --out) or "eval".
int projectApply(const Args& args, const std::string& command);

}  // namespace m3::cli
