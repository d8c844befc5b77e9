#include "stop_reason_text.h"

#include <QCoreApplication>

namespace m3 {

QString stopReasonText(StopReason reason) {
  switch (reason) {
    case StopReason::Converged: return QCoreApplication::translate("StopReason", "converged");
    case StopReason::PassLimit: return QCoreApplication::translate("StopReason", "pass limit");
    case StopReason::Cancelled: return QCoreApplication::translate("StopReason", "cancelled");
    case StopReason::EmptyProblem: return QCoreApplication::translate("StopReason", "no labelled data");
  }
  return QString::fromUtf8(stopReasonName(reason));
}

}  // namespace m3
