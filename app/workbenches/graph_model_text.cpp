#include "graph_model_text.h"

#include <QCoreApplication>

#include "stop_reason_text.h"

namespace m3 {

// QCoreApplication::translate spelled out at each string: lupdate files them under the
// context given there, the one they are looked up in (a wrapper would file them under "m3").
QString graphTrainingText(const AmnModel& model, StopReason reason, const TrainingProgress& progress) {
  if (model.kind == GraphModelKind::RandomForest) return QCoreApplication::translate("GraphModelText", "a forest of trees on each node alone");
  return QCoreApplication::translate("GraphModelText", "%1 after %Ln pass(es)", "", progress.pass)
      .arg(stopReasonText(reason));
}

}  // namespace m3
