#include "problem_report.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace m3 {

void warnAboutFiles(QWidget* parent, const QString& title, const QString& problems, const QString& lead) {
  constexpr int kShown = 6;
  const QStringList lines = problems.split('\n', Qt::SkipEmptyParts);
  QString text = lead.isEmpty() ? QString() : lead + "\n";
  text += lines.mid(0, kShown).join('\n');
  QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
  if (lines.size() > kShown) {
    // The count in a variable: lupdate does not see a translate() whose arguments hold a cast.
    const int more = static_cast<int>(lines.size()) - kShown;
    box.setInformativeText(QCoreApplication::translate("ProblemReport", "… and %Ln more (Show Details…).", "", more));
    box.setDetailedText(problems);
  }
  box.exec();
}

}  // namespace m3
