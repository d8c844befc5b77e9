#pragma once
// A warning about file problems that may be many (a folder of files, each skipped with its
// reason, one per line): the first few lines in the box and all of them behind Show Details,
// so that the box fits the screen and its button stays in reach.
#include <QString>

class QWidget;

namespace m3 {

// `lead` (may be empty) comes before the problems, which are one per line.
void warnAboutFiles(QWidget* parent, const QString& title, const QString& problems, const QString& lead = {});

}  // namespace m3
