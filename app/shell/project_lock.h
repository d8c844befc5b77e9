#pragma once
// One project, one window (docs/project-format.md, "Locks"): a window that opens or saves a
// project holds ".<name>.m3p.lock" beside it, which names the process and host. A second
// window finds it held and says by whom; a lock whose process is gone, or is a zombie that
// will never release it, is stale and taken over. A folder where no lock can be written
// (read-only media) gives no lock: nothing can be saved there either.
#include <QString>
#include <memory>

class QLockFile;

namespace m3 {

class ProjectLock {
 public:
  ~ProjectLock();
  ProjectLock(const ProjectLock&) = delete;
  ProjectLock& operator=(const ProjectLock&) = delete;

  struct Owner {
    qint64 pid = 0;
    QString host;
  };
  // The lock of `projectPath` for this process, or null with *owner when a live process
  // holds it.
  static std::unique_ptr<ProjectLock> acquire(const QString& projectPath, Owner* owner);
  static QString lockPathOf(const QString& projectPath);

 private:
  ProjectLock() = default;
  std::unique_ptr<QLockFile> lock_;  // null: the folder takes no lock file
};

// What identifies one version of a file on disk (modification time to the nanosecond, size,
// inode): a project whose stamp changed since this window read or wrote it was saved by
// someone else. All zero for a missing file.
struct FileStamp {
  long long modifiedNs = 0, size = 0, inode = 0;
  bool operator==(const FileStamp&) const = default;
  static FileStamp of(const QString& path);
};

}  // namespace m3
