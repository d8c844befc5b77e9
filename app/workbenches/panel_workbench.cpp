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

QString PanelWorkbenchText::suggestion(int shown, const QString& what, double margin,
                                       bool labellingMovesOn) {
  return (labellingMovesOn ? tr("Label next (suggestion %L1, the least sure left): %2, margin %L3. "
                                "Label it to move "
                                "on, or press F8 again to skip it.")
                           : tr("Label next (suggestion %L1, the least sure left): %2, margin %L3. "
                                "Label it, then "
                                "press F8 for the next."))
      .arg(shown)
      .arg(what)
      .arg(margin, 0, 'g', 2);
}

QString PanelWorkbenchText::noSuggestion(bool hasModel) {
  return hasModel
             ? tr("Everything the model predicted is labelled or was shown: train again for more.")
             : tr("Train first: Label Next shows what the model is least sure of.");
}

}  // namespace m3
