#include "panel_workbench.h"

namespace m3 {

// Here and not in the template's header: lupdate reads the words of .cpp files.
QString PanelWorkbenchText::noModel() {
  return tr("no model yet: train first");
}

QString PanelWorkbenchText::invalidSampleSize() {
  return tr("invalid sample size");
}

QString PanelWorkbenchText::unreadableModel(const QString& why) {
  return tr("The project's model could not be read (%1); train again to see predictions.").arg(why);
}

}  // namespace m3
