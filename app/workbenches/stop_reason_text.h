#pragma once
// Why a training run stopped, in the user's language (core's stopReasonName is the CLI's and
// the files' English word).
#include <QString>

#include "learning/progress.h"

namespace m3 {

// "converged", "pass limit", "cancelled", "no labelled data", translated.
QString stopReasonText(StopReason reason);

}  // namespace m3
