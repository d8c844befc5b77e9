#pragma once
// Progress of a long command over a known number of steps (the folds of a cross-validation, the
// test images of a benchmark): after each step one line on stderr with what was done, the time
// so far and the time left, estimated from the mean step so far ("about 2 min 10 s left").
// Results stay on stdout, so `bench ... > results.txt` keeps a clean file while the terminal
// shows how far the run is.
#include <chrono>
#include <string>
#include <vector>

namespace m3::cli {

class StepProgress {
 public:
  // `what` starts each line ("bench bonds"); `total` steps are expected.
  StepProgress(std::string what, int total);
  // Steps of unequal size (clouds of 1, 10 and 40 M points): the time left is the time so far
  // scaled by the weights, in order, of the steps still to come.
  StepProgress(std::string what, std::vector<double> stepWeights);

  // One step is done; `detail` says which ("M3N, outer fold 3 of 5").
  void step(const std::string& detail);

  // "45 s", "2 min 10 s", "1 h 05 min": a duration as people read it.
  static std::string duration(double seconds);

 private:
  std::string what_;
  int total_, done_ = 0;
  std::vector<double> weights_;  // empty: every step weighs the same
  std::chrono::steady_clock::time_point start_;
};

}  // namespace m3::cli
