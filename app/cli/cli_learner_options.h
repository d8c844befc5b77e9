#pragma once
// The learner options every max-margin `train` command shares, as the task registry declares
// them (core/tasks/task_registry.h: C, --gap, --passes, --planes, --learner, --sampling,
// --steps, --loss), and under mpirun the blocks of the 1-slack learner shared among the ranks.
#include <cstdio>
#include <string>

#include "cli_args.h"
#include "cli_process_group.h"
#include "learning/bcfw.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

// The learner settings a command declares (a task's learnerParameters(), core/tasks/
// task_registry.h), as given or by default, into `options`: C, the gap, the passes and, where
// declared, cached planes, the learner, its sampling and steps. A combination no learner takes
// is a usage error.
inline void readLearner(const Args& args, BcfwOptions& options) {
  try {
    applyLearnerValues(args.declaredValues(), options);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

// The declarations with one default changed: a benchmark that compares the learners starts
// from another one than the task does.
inline std::vector<Parameter> withDefault(std::vector<Parameter> parameters,
                                          const std::string& name, const std::string& value) {
  for (Parameter& p : parameters)
    if (p.name == name) p.defaultValue = value;
  return parameters;
}

// "1-slack 100 rounds", "multi-plane BCFW 30 passes" or "BCFW 30 passes": what a bench's
// heading says it trains with.
inline std::string learnerDescription(const BcfwOptions& options) {
  if (options.method == BcfwOptions::Method::OneSlack) return "1-slack " + std::to_string(options.maxPasses) + " rounds";
  return std::string(options.cachedPlanes > 0 ? "multi-plane BCFW " : "BCFW ") + std::to_string(options.maxPasses) +
         " passes";
}

// --loss hamming|balanced (declared by the graph tasks with their default).
inline void readGraphLossOption(const Args& args, AmnTrainingOptions& options) {
  options.balancedLoss = args.required("loss") == "balanced";
}

// Among more than one MPI rank: the 1-slack learner with its blocks shared among the ranks
// (learning/shared_blocks.h), said on stderr by rank 0, whose progress alone is printed. BCFW
// asked for by name is refused, as it updates its blocks one after another, and so is a random
// forest, which has no blocks. Call it before reading the data, so a refusal comes at once.
inline void shareBlocksAmongRanks(const Args& args, ProcessGroup& group, AmnTrainingOptions& options,
                                  LearnerControl& control) {
  if (group.size() == 1) return;
  if (options.kind == GraphModelKind::RandomForest)
    throw UsageError("a random forest trains on one process: run it without mpirun");
  if (args.has("learner") && options.bcfw.method != BcfwOptions::Method::OneSlack)
    throw UsageError("training spread over MPI ranks needs --learner one-slack (BCFW updates its blocks one "
                     "after another)");
  options.bcfw.method = BcfwOptions::Method::OneSlack;
  control.processes = &group;
  if (group.rank() != 0) control.onProgress = nullptr;
  else std::fprintf(stderr, "training with the 1-slack learner, its blocks shared among %d MPI ranks\n", group.size());
}

}  // namespace m3::cli
