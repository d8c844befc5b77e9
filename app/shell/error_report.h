#pragma once
// Most workbench operations on files follow one rule: core throws a message that names the
// file and what is wrong, and the GUI shows it. This runs `work` and turns what it throws into
// *error (prefixed with `context`, e.g. the path, when given) and false.
#include <QString>
#include <exception>

namespace m3 {

template <class Work>
bool reportingErrors(QString* error, Work&& work, const QString& context = {}) {
  try {
    work();
    return true;
  } catch (const std::exception& e) {
    if (error)
      *error = context.isEmpty() ? QString::fromUtf8(e.what())
                                 : context + ": " + QString::fromUtf8(e.what());
    return false;
  }
}

}  // namespace m3
