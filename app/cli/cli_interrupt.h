#pragma once
// Ctrl-C and `kill` for m3studio-cli. The first SIGINT or SIGTERM asks the running command to
// stop at its next iteration (learners see it through LearnerControl::stop) and forbids any
// further output file, so an interrupted run writes nothing half-done; main then exits non-zero
// with a message. A second signal exits at once (atomic writes leave no partial file even then).
#include <atomic>
#include <stdexcept>

namespace m3::cli {

class Interrupted : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

void installInterruptHandlers();

// For LearnerControl::stop: true once a signal came.
const std::atomic<bool>* interruptFlag();

// The signal that interrupted the run (SIGINT, SIGTERM), 0 when none.
int interruptSignal();

// Throws Interrupted when a signal came.
void throwIfInterrupted();

}  // namespace m3::cli
