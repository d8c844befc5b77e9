#include "project_lock.h"

#include <sys/stat.h>

#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSysInfo>

namespace m3 {

namespace {

// A zombie keeps its process id until its parent reaps it, so QLockFile takes it for alive;
// it has closed every file and will never unlock.
bool isZombie(qint64 pid) {
  QFile stat(QString("/proc/%1/stat").arg(pid));
  if (!stat.open(QIODevice::ReadOnly)) return false;
  const QByteArray text = stat.read(4096);
  const int end = text.lastIndexOf(')');  // "pid (name) S ...": the name may hold spaces
  return end >= 0 && end + 2 < text.size() && text[end + 2] == 'Z';
}

}  // namespace

ProjectLock::~ProjectLock() = default;

QString ProjectLock::lockPathOf(const QString& projectPath) {
  const QFileInfo info(projectPath);
  return info.absolutePath() + "/." + info.fileName() + ".lock";
}

std::unique_ptr<ProjectLock> ProjectLock::acquire(const QString& projectPath, Owner* owner) {
  std::unique_ptr<ProjectLock> held(new ProjectLock);
  auto lock = std::make_unique<QLockFile>(lockPathOf(projectPath));
  lock->setStaleLockTime(0);  // stale only when its process is gone, never by age
  if (lock->tryLock(0)) {
    held->lock_ = std::move(lock);
    return held;
  }
  if (lock->error() != QLockFile::LockFailedError) return held;  // no lock can be written there
  qint64 pid = 0;
  QString host, application;
  if (lock->getLockInfo(&pid, &host, &application) && host == QSysInfo::machineHostName() &&
      isZombie(pid) && lock->removeStaleLockFile() && lock->tryLock(0)) {
    held->lock_ = std::move(lock);
    return held;
  }
  if (owner) *owner = {pid, host};
  return nullptr;
}

FileStamp FileStamp::of(const QString& path) {
  struct stat info {};
  if (::stat(QFile::encodeName(path).constData(), &info) != 0) return {};
  return {static_cast<long long>(info.st_mtim.tv_sec) * 1000000000LL + info.st_mtim.tv_nsec,
          static_cast<long long>(info.st_size), static_cast<long long>(info.st_ino)};
}

}  // namespace m3
