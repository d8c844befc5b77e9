#pragma once
// The label journal (docs/project-format.md, "Journal"): an append-only file of text lines,
// one JSON object each. The first line describes what the edits apply to (the state of the
// workbench when it was last saved or opened); every later line is one confirmed label edit.
// Each append is one write(2) of the whole line, so a process killed at any moment leaves
// every appended line in the file (the kernel owns it once write returns); with `durable`
// each append is also fdatasync'ed, which survives a power cut at the cost of a disk flush.
// Reading stops at a final line without its newline (a write cut short by a power cut) and
// drops it; a damaged line elsewhere is an error that names the file and line.
#include <string>
#include <vector>

namespace m3 {

class LabelJournal {
 public:
  LabelJournal() = default;
  ~LabelJournal();
  LabelJournal(const LabelJournal&) = delete;
  LabelJournal& operator=(const LabelJournal&) = delete;

  // Creates or truncates `path` and writes `header` (one line, no newline inside). Throws
  // IoError naming the file when it cannot be written.
  void start(const std::string& path, const std::string& header, bool durable = false);
  // Appends one record (no newline inside). Throws IoError when the write fails.
  void append(const std::string& record);
  // Closes and removes the file (the edits are saved or discarded).
  void discard();
  void close();

  bool isOpen() const { return fd_ >= 0; }
  const std::string& path() const { return path_; }
  long records() const { return records_; }

 private:
  void writeLine(const std::string& line);

  int fd_ = -1;
  bool durable_ = false;
  long records_ = 0;
  std::string path_;
};

struct JournalContents {
  std::string header;
  std::vector<std::string> records;
  bool truncatedTail = false;  // a last line without newline was dropped
};

// Reads a journal written by LabelJournal. Throws IoError naming the file (and line) when it
// cannot be read, is empty, or holds a line with a NUL byte (not a journal).
JournalContents readLabelJournal(const std::string& path);
// The same for the text of a journal read from `source`.
JournalContents parseLabelJournal(const std::string& text, const std::string& source);

}  // namespace m3
