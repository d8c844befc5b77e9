#include "cli_progress.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>

#include "cli_interrupt.h"
#include "learning/progress.h"

namespace m3::cli {

std::string formatProgress(const TrainingProgress& p) {
  char line[256];
  std::snprintf(line, sizeof line,
                "pass %3d  primal %10.4g  dual %10.4g  gap %6.2f%%  train err %.4f%s  %.1fs",
                p.pass, p.primal, p.dual, 100 * p.relativeGap(), p.trainError,
                std::isnan(p.validationError)
                    ? ""
                    : ("  test err " + std::to_string(p.validationError).substr(0, 6)).c_str(),
                p.seconds);
  return line;
}

LearnerControl printingProgress() {
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    printProgressLine(formatProgress(p), false);
  };
  return control;
}

void printProgressLine(const std::string& line, bool final) {
  static const bool tty = isatty(fileno(stderr));
  if (tty)
    std::fprintf(stderr, "\r%s%s", line.c_str(), final ? "\n" : "");
  else
    std::fprintf(stderr, "%s\n", line.c_str());
  std::fflush(stderr);
}

std::string gapText(const TrainingProgress& p) {
  char text[160];
  if (p.gapCertified || std::isnan(p.certifiedGap))
    std::snprintf(text, sizeof text, "gap %.2f%%%s", 100 * p.relativeGap(),
                  p.gapCertified ? "" : " (an estimate: inference was approximate)");
  else
    std::snprintf(
        text, sizeof text,
        "gap %.2f%% (an estimate: inference was approximate; certified by the LP bound: %.2f%%)",
        100 * p.relativeGap(), 100 * p.relativeCertifiedGap());
  return text;
}

}  // namespace m3::cli
