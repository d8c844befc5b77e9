#include "cli_interrupt.h"

#include <unistd.h>

#include <csignal>

#include "io/io_error.h"

namespace m3::cli {

namespace {

std::atomic<bool> interrupted{false};
std::atomic<int> signalNumber{0};

// Only async-signal-safe work here: atomics, unlink and _exit.
extern "C" void onSignal(int signal) {
  if (interrupted.exchange(true)) {
    removeTemporaryFilesNow();  // an output half written goes; the old file stays
    _exit(128 + signal);
  }
  signalNumber.store(signal);
}

}  // namespace

void installInterruptHandlers() {
  static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);
  struct sigaction action {};
  action.sa_handler = onSignal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  setBeforeWriteCheck(throwIfInterrupted);
}

const std::atomic<bool>* interruptFlag() { return &interrupted; }

int interruptSignal() { return signalNumber.load(); }

void throwIfInterrupted() {
  if (interrupted.load())
    throw Interrupted(std::string("interrupted by ") + (signalNumber.load() == SIGTERM ? "SIGTERM" : "SIGINT") +
                      "; stopped without writing any output");
}

}  // namespace m3::cli
