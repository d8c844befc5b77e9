#pragma once
// Progress reporting and cancellation shared by every learner.
// A learner calls onProgress after each evaluation (at most once per pass) from its own
// thread, and polls `stop` at every block update, so cancellation takes effect within one
// oracle call.
#include <atomic>
#include <functional>
#include <limits>

#include <Eigen/Dense>

namespace m3 {

class ProcessSums;  // learning/shared_blocks.h

struct TrainingProgress {
  int pass = 0;             // completed passes over the data (with oracle calls)
  int approximatePasses = 0;  // passes over cached planes only (multi-plane BCFW), in all
  double primal = 0;        // 1/2 |w|^2 + C sum_i H_i(w)
  double dual = 0;          // dual objective of the current dual point
  double gap = 0;           // primal - dual >= 0 (computed with fresh oracle calls)
  // True when the gap is a certificate (P(w) - P* <= gap); false when inference was
  // approximate, so the primal, and with it the gap, may be underestimated.
  bool gapCertified = true;
  // An upper bound on P(w) - P*: the gap itself when certified; otherwise a bound from
  // certified hinge bounds (e.g. the AMN's LP bound), computed only at the evaluation that
  // ends the run, and NaN at other evaluations or when the oracle has none.
  double certifiedGap = std::numeric_limits<double>::quiet_NaN();
  double trainError = 0;    // Hamming loss of predictions on the training set / max loss
  double validationError = std::numeric_limits<double>::quiet_NaN();  // NaN when not measured
  double seconds = 0;       // wall time since training started
  double relativeGap() const { return primal > 0 ? gap / primal : 0.0; }
  double relativeCertifiedGap() const { return primal > 0 ? certifiedGap / primal : certifiedGap; }
};

enum class StopReason { Converged, PassLimit, Cancelled, EmptyProblem };

struct LearnerControl {
  std::function<void(const TrainingProgress&)> onProgress;
  // Optional validation error of a weight vector (e.g. on held-out words); called at each
  // evaluation, so keep it cheap.
  std::function<double(const Eigen::VectorXd&)> validationError;
  // Optional (BCFW learners): called after onProgress with the weights the learner would
  // hand back if it stopped now, so a front end can show the model's predictions while
  // training goes on. Called on the learner's thread: copy what you need and return.
  std::function<void(const Eigen::VectorXd&)> onWeights;
  const std::atomic<bool>* stop = nullptr;
  // Optional: the processes this run is spread over (learning/shared_blocks.h). Every process
  // calls the learner together; only the 1-slack learner can share its blocks. A stop on any
  // process stops them all at the end of the round.
  ProcessSums* processes = nullptr;

  bool cancelled() const { return stop && stop->load(std::memory_order_relaxed); }
};

const char* stopReasonName(StopReason reason);

}  // namespace m3
