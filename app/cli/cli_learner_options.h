#pragma once
// The learner options every max-margin `train` command shares (docs/learning.md):
//   --planes N                 cached planes per block (multi-plane BCFW)
//   --learner bcfw|one-slack   n-slack block-coordinate Frank-Wolfe or 1-slack cutting planes
//   --sampling uniform|gap     which blocks a BCFW pass visits
//   --steps frank-wolfe|pairwise  how a BCFW step moves a block (pairwise needs --planes)
// and the graph models' (terrain, regions, graph):
//   --loss hamming|balanced    Hamming loss or the class-balanced one (learning/amn_oracle.h)
// and, under mpirun, the blocks of the 1-slack learner shared among the ranks.
#include <cstdio>
#include <string>

#include "cli_args.h"
#include "cli_process_group.h"
#include "learning/bcfw.h"
#include "tasks/graph_task.h"

namespace m3::cli {

// --planes N: cached planes per block (multi-plane BCFW; 0 turns them off), kept as given
// when absent.
inline void readCachedPlanes(const Args& args, BcfwOptions& options) {
  options.cachedPlanes = args.integer("planes", options.cachedPlanes);
  if (options.cachedPlanes < 0) throw UsageError("--planes must be >= 0");
}

// "1-slack 100 rounds", "multi-plane BCFW 30 passes" or "BCFW 30 passes": what a bench's
// heading says it trains with.
inline std::string learnerDescription(const BcfwOptions& options) {
  if (options.method == BcfwOptions::Method::OneSlack) return "1-slack " + std::to_string(options.maxPasses) + " rounds";
  return std::string(options.cachedPlanes > 0 ? "multi-plane BCFW " : "BCFW ") + std::to_string(options.maxPasses) +
         " passes";
}

inline void readLearnerOptions(const Args& args, BcfwOptions& options, const char* defaultLearner = "bcfw") {
  const std::string learner = args.get("learner", defaultLearner), sampling = args.get("sampling", "uniform");
  if (learner != "bcfw" && learner != "one-slack") throw UsageError("--learner must be bcfw or one-slack");
  if (sampling != "uniform" && sampling != "gap") throw UsageError("--sampling must be uniform or gap");
  if (learner == "one-slack" && sampling == "gap") throw UsageError("--sampling gap is for --learner bcfw");
  options.method = learner == "one-slack" ? BcfwOptions::Method::OneSlack : BcfwOptions::Method::Bcfw;
  options.sampling = sampling == "gap" ? BcfwOptions::Sampling::Gap : BcfwOptions::Sampling::Uniform;
  const std::string steps = args.get("steps", options.steps == BcfwOptions::Steps::Pairwise ? "pairwise" : "frank-wolfe");
  if (steps != "frank-wolfe" && steps != "pairwise") throw UsageError("--steps must be frank-wolfe or pairwise");
  if (steps == "pairwise" && learner == "one-slack") throw UsageError("--steps pairwise is for --learner bcfw");
  if (steps == "pairwise" && options.cachedPlanes <= 0)
    throw UsageError("--steps pairwise needs cached planes (--planes N with N > 0)");
  options.steps = steps == "pairwise" ? BcfwOptions::Steps::Pairwise : BcfwOptions::Steps::FrankWolfe;
}

inline void readGraphLossOption(const Args& args, AmnTrainingOptions& options, const char* fallback = "hamming") {
  const std::string loss = args.get("loss", fallback);
  if (loss != "hamming" && loss != "balanced") throw UsageError("--loss must be hamming or balanced");
  options.balancedLoss = loss == "balanced";
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
