#pragma once
// Training a structural SVM: the problem built from an oracle (learning/structured_problem.h)
// and handed to the solver the options name, BCFW (learning/bcfw.h) or the 1-slack method
// (learning/one_slack.h), on one process or spread over several.
#include "learning/structured_problem.h"

namespace m3 {

// With control.processes of more than one process, the 1-slack learner runs spread over them
// (learning/shared_blocks.h); BCFW then throws std::invalid_argument.
BcfwResult trainStructured(const StructuredOracle& oracle, const BcfwOptions& options,
                           const LearnerControl& control = {}, BcfwState warmStart = {});

// The solver options.method names, on `problem`: BCFW from `warmStart`, or the 1-slack method
// (which starts cold). Throws as the solver does.
BcfwResult solveStructured(const BcfwProblem& problem, const BcfwOptions& options,
                           const LearnerControl& control, BcfwState warmStart = {});

}  // namespace m3
