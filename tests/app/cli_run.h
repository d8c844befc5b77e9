#pragma once
// Runs m3studio-cli (M3_CLI_PATH, set by tests/CMakeLists.txt) for the CLI tests and collects
// its exit code and output; a run that outlives the timeout reports code -1. Arguments that
// start with "bench" run m3studio-bench (M3_BENCH_PATH) with the rest: the benchmarks were
// m3studio-cli's `bench` command before they became a program of their own.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>
#include <QtTest>

#include "test_paths.h"

namespace m3test {

struct CliRun {
  int code;
  QString out, err;
};

inline CliRun runCli(const QStringList& args, int timeoutMs = 300000) {
  QProcess p;
  if (!args.isEmpty() && args.first() == "bench")
    p.start(M3_BENCH_PATH, args.mid(1));
  else
    p.start(M3_CLI_PATH, args);
  if (!p.waitForFinished(timeoutMs)) return {-1, {}, "timeout"};
  return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// The rows of a `suggest` command's TSV (out): "" when the header is `header`, the ranks run
// 1, 2, ... and the column `margin` never decreases (with `ascending`; diversity reorders);
// else what is wrong. `rows` gets the rows' fields.
inline QString checkSuggestions(const QString& out, const QString& header, int margin,
                                QList<QStringList>* rows = nullptr, bool ascending = true) {
  const QStringList lines = out.trimmed().split('\n');
  if (lines[0] != header) return "header: " + lines[0];
  double last = -1;
  for (int k = 1; k < lines.size(); ++k) {
    const QStringList f = lines[k].split('\t');
    if (f.size() != header.count('\t') + 1 || f[0].toInt() != k) return "row: " + lines[k];
    const double m = f[margin].toDouble();
    if (!(m >= 0) || (ascending && m < last)) return "margin: " + lines[k];
    last = m;
    if (rows) rows->append(f);
  }
  return {};
}

// What the CLI tests share besides running it: a scratch folder, files written into it, and
// numbers read out of the CLI's text. Inherited after QObject by each test class.
class CliFixture {
 protected:
  using Run = CliRun;
  static Run cli(const QStringList& args) { return runCli(args); }
  QString path(const QString& name) const { return dir_.filePath(name); }
  // The number captured by the first group of `pattern` in `text` (0 when it does not match).
  static double number(const QString& text, const QString& pattern) {
    return QRegularExpression(pattern).match(text).captured(1).toDouble();
  }
  void writeFile(const QString& name, const QByteArray& bytes) {
    QFile file(path(name));
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path(name)));
    file.write(bytes);
  }
  QTemporaryDir dir_;
};

}  // namespace m3test
