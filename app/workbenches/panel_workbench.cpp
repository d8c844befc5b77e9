#include "panel_workbench.h"

#include "model_kind_text.h"

namespace m3 {

// Here and not in the template's header: lupdate reads the words of .cpp files.
QString PanelWorkbenchText::noModel() {
  return tr("no model yet: train first");
}

QString PanelWorkbenchText::modelText(const ModelSummary* model) {
  if (!model) return tr("no model");
  const QString kind = modelKindTextOrId(model->kindId);
  if (!model->C) return tr("model: %1").arg(kind);
  return tr("model: %1, C = %L2").arg(kind).arg(*model->C);
}

QString PanelWorkbenchText::invalidSampleSize() {
  return tr("invalid sample size");
}

QString PanelWorkbenchText::unreadableModel(const QString& why) {
  return tr("The project's model could not be read (%1); train again to see predictions.").arg(why);
}

}  // namespace m3
