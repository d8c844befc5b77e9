#include "learning/progress.h"

namespace m3 {

const char* stopReasonName(StopReason reason) {
  switch (reason) {
    case StopReason::Converged: return "converged";
    case StopReason::PassLimit: return "pass limit";
    case StopReason::Cancelled: return "cancelled";
    case StopReason::EmptyProblem: return "no labelled data";
  }
  return "?";
}

}  // namespace m3
