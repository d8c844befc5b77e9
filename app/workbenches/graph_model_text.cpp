#include "graph_model_text.h"

#include <QCoreApplication>

namespace m3 {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("GraphModelText", text); }
}  // namespace

QString graphModelText(const AmnModel& model) {
  const QString kind = QString::fromUtf8(graphModelKindName(model.kind));
  if (model.kind == GraphModelKind::RandomForest) return tr("model: %1").arg(kind);
  return tr("model: %1, C = %2").arg(kind).arg(model.C);
}

QString graphTrainingText(const AmnModel& model, StopReason reason, const TrainingProgress& progress) {
  if (model.kind == GraphModelKind::RandomForest) return tr("a forest of trees on each node alone");
  return tr("%1 after %2 passes").arg(QString::fromUtf8(stopReasonName(reason))).arg(progress.pass);
}

}  // namespace m3
