#pragma once
// The learner options every max-margin `train` command shares (docs/learning.md):
//   --learner bcfw|one-slack   n-slack block-coordinate Frank-Wolfe or 1-slack cutting planes
//   --sampling uniform|gap     which blocks a BCFW pass visits
#include <string>

#include "cli_args.h"
#include "learning/bcfw.h"

namespace m3::cli {

inline void readLearnerOptions(const Args& args, BcfwOptions& options) {
  const std::string learner = args.get("learner", "bcfw"), sampling = args.get("sampling", "uniform");
  if (learner != "bcfw" && learner != "one-slack") throw UsageError("--learner must be bcfw or one-slack");
  if (sampling != "uniform" && sampling != "gap") throw UsageError("--sampling must be uniform or gap");
  if (learner == "one-slack" && sampling == "gap") throw UsageError("--sampling gap is for --learner bcfw");
  options.method = learner == "one-slack" ? BcfwOptions::Method::OneSlack : BcfwOptions::Method::Bcfw;
  options.sampling = sampling == "gap" ? BcfwOptions::Sampling::Gap : BcfwOptions::Sampling::Uniform;
}

}  // namespace m3::cli
