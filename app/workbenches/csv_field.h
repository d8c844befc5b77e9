#pragma once
// One field of a CSV file the panels export (RFC 4180): quoted when it holds a comma, a quote
// or a line break, with quotes doubled.
#include <QString>

namespace m3 {

inline QString csvField(const QString& text) {
  if (!text.contains(',') && !text.contains('"') && !text.contains('\n')) return text;
  return '"' + QString(text).replace("\"", "\"\"") + '"';
}

}  // namespace m3
