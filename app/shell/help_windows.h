#pragma once
// The Help menu's windows: the user guide (docs/guide, compiled into the program so that it
// matches the version running, screenshots included) and About with the third-party
// libraries the program is built from and their licences.
#include <QString>

class QWidget;

namespace m3 {

// Shows the guide page of a workbench ("terrain" -> terrain.md; empty: the contents page) in
// one guide window per main window, raised if it is already open.
void showUserGuide(QWidget* mainWindow, const QString& workbenchId);

// The resource URL of a guide page: qrc:/guide/<page>.md, where <page> is "index" when no
// page of that name exists.
QString userGuidePage(const QString& workbenchId);

void showAbout(QWidget* parent);

}  // namespace m3
