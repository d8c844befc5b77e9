#pragma once
// How the CLI and the benchmarks show a learner's progress: one line per update on stderr
// ("\r"-refreshed when it is a terminal), and the gap as honestly as it is known.
#include <string>

#include "learning/progress.h"

namespace m3::cli {

// Prints "\r"-refreshed progress when stderr is a terminal, one line per update otherwise.
void printProgressLine(const std::string& line, bool final);
// "pass  12  primal ...  dual ...  gap 0.42%  train err 0.0312  1.3s" (and the test error
// while it is measured).
std::string formatProgress(const TrainingProgress& progress);
// Learner control for a command's training: Ctrl-C stops it, each progress report is a line
// (pass, primal, dual, gap, training error, seconds) through printProgressLine.
LearnerControl printingProgress();
// "gap 0.42%"; with approximate inference "gap 0.42% (an estimate; certified: 0.57%)".
std::string gapText(const TrainingProgress& progress);

}  // namespace m3::cli
