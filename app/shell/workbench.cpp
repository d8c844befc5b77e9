#include "workbench.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QWidget>

#include "problem_report.h"

namespace m3 {

QAction* Workbench::openAction(const QString& text, const QString& tip, const QString& folderKey,
                               bool several) {
  auto* action = new QAction(QIcon(":/icons/open.svg"), text, this);
  action->setStatusTip(tip);
  connect(action, &QAction::triggered, this, [this, text, folderKey, several] {
    const QString title = QString(text).remove('&').remove(QStringLiteral("…"));
    const QString folder = QSettings().value("paths/" + folderKey).toString();
    const QStringList paths =
        several ? QFileDialog::getOpenFileNames(widget(), title, folder, dataFilter())
                : QStringList{QFileDialog::getOpenFileName(widget(), title, folder, dataFilter())};
    if (paths.isEmpty() || paths.first().isEmpty() || !mayReplaceData()) return;
    QSettings().setValue("paths/" + folderKey, QFileInfo(paths.first()).absolutePath());
    QString error;
    if (!openFiles(paths, &error))
      warnAboutFiles(widget(), tr("Cannot open"), error);
    else if (!error.isEmpty())
      warnAboutFiles(widget(), tr("Some files were skipped"), error);
  });
  return action;
}

QAction* Workbench::sampleAction(const QString& text, const QString& tip,
                                 std::function<void()> open) {
  auto* action = new QAction(QIcon(":/icons/sample.svg"), text, this);
  action->setStatusTip(tip);
  connect(action, &QAction::triggered, this, [this, open = std::move(open)] {
    if (mayReplaceData()) open();
  });
  return action;
}

void Workbench::noteModel(const std::shared_ptr<const void>& model, bool restored) {
  if (!model) return;
  const bool known = knownModel_.lock() == model;
  knownModel_ = model;
  if (!known && !restored) emit modelTrained();
}

}  // namespace m3
