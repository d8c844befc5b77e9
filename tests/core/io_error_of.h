#pragma once
// For tests of readers' error messages: the message of the IoError that `f` throws, or an
// empty string when it throws none.
#include <QString>

#include "io/io_error.h"

template <class F>
QString ioErrorOf(F&& f) {
  try {
    f();
  } catch (const m3::IoError& e) {
    return QString::fromStdString(e.what());
  }
  return {};
}
