#include "learning/structured_problem.h"

#include <algorithm>
#include <limits>

namespace m3 {

PrimalEvaluation evaluatePrimal(const StructuredOracle& oracle, const Eigen::VectorXd& w,
                                double C) {
  return sumPrimal(oracle, w, C);
}

void finishEvaluation(const BcfwProblem& problem, const BcfwOptions& options,
                      const LearnerControl& control, const Eigen::VectorXd& w, bool converged,
                      bool atPassLimit, double trainError, double seconds, TrainingProgress& p) {
  p.gapCertified = problem.certified;
  // With approximate inference the run stops on the estimate, and the certificate (it
  // costs several passes) is computed once, for the weights it hands back. Requiring the
  // certificate to stop would run to the pass limit wherever the LP is loose (measured on
  // bench regions: estimates of 0.02% against LP certificates of 5%).
  p.certifiedGap = problem.certified ? p.gap : std::numeric_limits<double>::quiet_NaN();
  if (!problem.certified && problem.certifiedPrimal && options.certifyApproximateGap &&
      (converged || atPassLimit))
    p.certifiedGap = std::max(p.gap, problem.certifiedPrimal(w) - p.dual);
  p.trainError = trainError;
  if (control.validationError) p.validationError = control.validationError(w);
  p.seconds = seconds;
  if (control.onProgress) control.onProgress(p);
  if (control.onWeights && !converged) control.onWeights(w);
}

}  // namespace m3
