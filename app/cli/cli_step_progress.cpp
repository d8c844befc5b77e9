#include "cli_step_progress.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "cli_commands.h"

namespace m3::cli {

StepProgress::StepProgress(std::string what, int total)
    : what_(std::move(what)), total_(total), start_(std::chrono::steady_clock::now()) {}

StepProgress::StepProgress(std::string what, std::vector<double> stepWeights)
    : StepProgress(std::move(what), static_cast<int>(stepWeights.size())) {
  weights_ = std::move(stepWeights);
}

std::string StepProgress::duration(double seconds) {
  char text[48];
  const long s = std::lround(std::max(0.0, seconds));
  if (s < 60) std::snprintf(text, sizeof text, "%ld s", s);
  else if (s < 3600) std::snprintf(text, sizeof text, "%ld min %02ld s", s / 60, s % 60);
  else std::snprintf(text, sizeof text, "%ld h %02ld min", s / 3600, (s % 3600) / 60);
  return text;
}

void StepProgress::step(const std::string& detail) {
  ++done_;
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string line = what_ + ": " + detail + " (" + std::to_string(done_) + " of " + std::to_string(total_) +
                     " steps, " + duration(elapsed);
  if (done_ < total_) {
    double doneWeight = done_, leftWeight = total_ - done_;
    if (!weights_.empty()) {
      const auto next = weights_.begin() + std::min<std::size_t>(done_, weights_.size());
      doneWeight = std::accumulate(weights_.begin(), next, 0.0);
      leftWeight = std::accumulate(next, weights_.end(), 0.0);
    }
    if (doneWeight > 0) line += ", about " + duration(elapsed / doneWeight * leftWeight) + " left";
  }
  printProgressLine(line + ")", true);
}

}  // namespace m3::cli
