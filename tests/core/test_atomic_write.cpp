// What a write guarantees (core/io/io_error.h, docs/reliability.md): the old file stays until
// the new one is complete; nothing already at the temporary file's name (a file, a symbolic or
// hard link to another file) is written through; a stop before the rename keeps the old file
// and leaves nothing behind; devices are written in place; long names work.
#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "io/io_error.h"
#include "io_error_of.h"

using namespace m3;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> entries(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(folder))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// Makes `path` look a minute and more old (a killed run's leftover).
void age(const fs::path& path) {
  const timespec times[2] = {{1, 0}, {1, 0}};
  ::utimensat(AT_FDCWD, path.c_str(), times, AT_SYMLINK_NOFOLLOW);
}

class StopRequested : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace

class TestAtomicWrite : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { setBeforeWriteCheck({}); }

  void writeThroughSymlinkKeepsTheLink() {
    QTemporaryDir dir;
    const fs::path target = fs::path(dir.path().toStdString()) / "real.txt";
    const fs::path link = fs::path(dir.path().toStdString()) / "link.txt";
    writeFileAtomically(target.string(), "old");
    fs::create_symlink("real.txt", link);
    writeFileAtomically(link.string(), "new");
    QVERIFY(fs::is_symlink(fs::symlink_status(link)));
    QCOMPARE(slurp(target), std::string("new"));
    // A dangling link: the write creates its target.
    const fs::path dangling = fs::path(dir.path().toStdString()) / "dangling.txt";
    fs::create_symlink("created.txt", dangling);
    writeFileAtomically(dangling.string(), "made");
    QVERIFY(fs::is_symlink(fs::symlink_status(dangling)));
    QCOMPARE(slurp(fs::path(dir.path().toStdString()) / "created.txt"), std::string("made"));
  }

  void linksAtTheTemporaryNameAreNeverWrittenThrough() {
    // The independent check planted links where the temporary file goes: the old writer opened
    // the name and wrote through it into another file, and renamed the link over the output.
    for (const bool hard : {false, true}) {
      for (const bool old : {false, true}) {
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        const fs::path victim = folder / "victim.txt", out = folder / "out.json";
        writeFileAtomically(victim.string(), "precious");
        const fs::path planted = folder / ".out.json.m3tmp";
        if (hard)
          fs::create_hard_link(victim, planted);
        else
          fs::create_symlink(victim, planted);
        if (old) age(planted);  // looks like a leftover: only a regular file of ours is removed
        writeFileAtomically(out.string(), "output");
        QCOMPARE(slurp(victim), std::string("precious"));
        QCOMPARE(slurp(out), std::string("output"));
        QVERIFY(!fs::is_symlink(fs::symlink_status(out)));
        QCOMPARE(fs::hard_link_count(out), std::uintmax_t{1});
      }
    }
  }

  void aKilledWritersTemporaryIsRemovedByTheNextWrite() {
    QTemporaryDir dir;
    const fs::path folder = dir.path().toStdString();
    const fs::path file = folder / "labels.ply", left = folder / ".labels.ply.m3tmp";
    std::ofstream(left) << "left by a killed run";
    age(left);
    writeFileAtomically(file.string(), "fresh");
    QCOMPARE(slurp(file), std::string("fresh"));
    QCOMPARE(entries(folder), std::vector<std::string>{"labels.ply"});
    // A temporary file written a moment ago may be a live writer's (on another machine, whose
    // lock this one may not see): it is left alone, and so is an old one a writer still locks.
    std::ofstream(left) << "being written";
    writeFileAtomically(file.string(), "again");
    QCOMPARE(slurp(file), std::string("again"));
    QCOMPARE(slurp(left), std::string("being written"));
    age(left);
    const int held = ::open(left.c_str(), O_RDONLY | O_CLOEXEC);
    QVERIFY(held >= 0 && ::flock(held, LOCK_EX | LOCK_NB) == 0);
    writeFileAtomically(file.string(), "third");
    QCOMPARE(slurp(left), std::string("being written"));
    ::close(held);
  }

  // The end of an MPI tile run: every killed writer's temporary in the folder, with or without
  // its random suffix, and nothing else.
  void abandonedTemporariesOfAFolderAreRemoved() {
    QTemporaryDir dir;
    const fs::path folder = dir.path().toStdString();
    for (const char* name : {".a.ply.m3tmp", ".b.ply.m3tmp-Xy12AbC9", ".fresh.ply.m3tmp",
                             ".notes.m3tmp.bak", ".m3tmp", "c.ply.m3tmp", "d.ply"}) {
      std::ofstream(folder / name) << "x";
      if (std::string(name) != ".fresh.ply.m3tmp") age(folder / name);
    }
    QCOMPARE(removeAbandonedTemporaries(folder.string()), 2);
    QCOMPARE(entries(folder),
             (std::vector<std::string>{".fresh.ply.m3tmp", ".m3tmp", ".notes.m3tmp.bak",
                                       "c.ply.m3tmp", "d.ply"}));
  }

  void aStopBeforeTheRenameKeepsTheOldFile() {
    // The CLI's Ctrl-C: the check throws from then on. Wherever it comes (before the first
    // byte, between pieces, after the last), the old file stays and nothing is left beside it.
    for (int allowed = 0; allowed < 4; ++allowed) {
      QTemporaryDir dir;
      const fs::path folder = dir.path().toStdString();
      const fs::path file = folder / "target.ply";
      writeFileAtomically(file.string(), "old cloud");
      int calls = 0;
      setBeforeWriteCheck([&] {
        if (calls++ >= allowed) throw StopRequested("stopped");
      });
      bool stopped = false;
      try {
        AtomicFileWriter writer(file.string());
        writer.append("new ");
        writer.append("cloud");
        writer.commit();
      } catch (const StopRequested&) {
        stopped = true;
      }
      setBeforeWriteCheck({});
      QVERIFY(stopped);
      QCOMPARE(slurp(file), std::string("old cloud"));
      QCOMPARE(entries(folder), std::vector<std::string>{"target.ply"});
    }
  }

  void aProcessEndingAtOnceLeavesNoTemporaryFile() {
    // What the CLI's second Ctrl-C does: removeTemporaryFilesNow, then _exit.
    QTemporaryDir dir;
    const fs::path folder = dir.path().toStdString();
    const fs::path file = folder / "big.ply";
    writeFileAtomically(file.string(), "old");
    const pid_t child = fork();
    if (child == 0) {
      AtomicFileWriter writer(file.string());
      writer.append(std::string(1 << 16, 'x'));
      removeTemporaryFilesNow();
      _exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
    QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    QCOMPARE(slurp(file), std::string("old"));
    QCOMPARE(entries(folder), std::vector<std::string>{"big.ply"});
  }

  void longNamesAreWritten() {
    // 250 bytes: "<name>.m3tmp" would pass the 255 a file name may have.
    QTemporaryDir dir;
    const fs::path file = fs::path(dir.path().toStdString()) / (std::string(246, 'n') + ".ply");
    writeFileAtomically(file.string(), "first");
    writeFileAtomically(file.string(), "second");
    QCOMPARE(slurp(file), std::string("second"));
    QCOMPARE(entries(dir.path().toStdString()).size(), size_t{1});
  }

  void concurrentWritersOfOneFileEachWriteWhole() {
    QTemporaryDir dir;
    const fs::path file = fs::path(dir.path().toStdString()) / "shared.json";
    AtomicFileWriter first(file.string()), second(file.string());
    first.append(std::string(1000, 'a'));
    second.append(std::string(1000, 'b'));
    second.commit();
    QCOMPARE(slurp(file), std::string(1000, 'b'));
    first.commit();
    QCOMPARE(slurp(file), std::string(1000, 'a'));
    QCOMPARE(entries(dir.path().toStdString()), std::vector<std::string>{"shared.json"});
  }

  void devicesAreWrittenInPlace() {
    writeFileAtomically("/dev/null", "discarded");
    QVERIFY(fs::is_character_file("/dev/null"));
    if (!fs::exists("/dev/full")) QSKIP("/dev/full is missing on this machine");
    const std::string message = ioErrorOf([] {
                                  writeFileAtomically("/dev/full", std::string(1 << 16, 'x'));
                                }).toStdString();
    QVERIFY2(message.find("/dev/full: write failed") == 0, message.c_str());
    QVERIFY(fs::is_character_file("/dev/full"));
  }

  void aFullDiskKeepsTheOldFile() {
    // The child process may write at most 4 KiB per file (RLIMIT_FSIZE), as on a full disk.
    QTemporaryDir dir;
    const fs::path file = fs::path(dir.path().toStdString()) / "model.json";
    writeFileAtomically(file.string(), "old contents");
    const pid_t child = fork();
    if (child == 0) {
      std::signal(SIGXFSZ, SIG_IGN);
      rlimit limit{4096, 4096};
      setrlimit(RLIMIT_FSIZE, &limit);
      const std::string message = ioErrorOf([&] {
                                    writeFileAtomically(file.string(), std::string(1 << 20, 'x'));
                                  }).toStdString();
      _exit(message.find("model.json: write failed") != std::string::npos ? 0 : 1);
    }
    int status = 0;
    waitpid(child, &status, 0);
    QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0,
             "the write did not fail with a message naming the file");
    QCOMPARE(slurp(file), std::string("old contents"));
    QCOMPARE(entries(dir.path().toStdString()), std::vector<std::string>{"model.json"});
  }

  void replacedFilesKeepTheirPermissions() {
    QTemporaryDir dir;
    const fs::path file = fs::path(dir.path().toStdString()) / "shared.json";
    writeFileAtomically(file.string(), "1");
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                              fs::perms::group_write);
    writeFileAtomically(file.string(), "2");
    QVERIFY((fs::status(file).permissions() & fs::perms::group_write) != fs::perms::none);
  }

  void folderTargetsAreRefused() {
    QTemporaryDir dir;
    const std::string message =
        ioErrorOf([&] { writeFileAtomically(dir.path().toStdString(), "x"); }).toStdString();
    QVERIFY2(message.find("is a folder") != std::string::npos, message.c_str());
  }
};

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "test_atomic_write.moc"
