#pragma once
// Runs m3studio-cli (M3_CLI_PATH, set by tests/CMakeLists.txt) for the CLI tests and collects
// its exit code and output; a run that outlives the timeout reports code -1.
#include <QProcess>
#include <QStringList>

namespace m3test {

struct CliRun {
  int code;
  QString out, err;
};

inline CliRun runCli(const QStringList& args, int timeoutMs = 300000) {
  QProcess p;
  p.start(M3_CLI_PATH, args);
  if (!p.waitForFinished(timeoutMs)) return {-1, {}, "timeout"};
  return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace m3test
