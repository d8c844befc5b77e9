#include "io/label_journal.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include "io/io_error.h"

namespace m3 {

namespace {

[[noreturn]] void failWithErrno(const std::string& path, const std::string& what) {
  throw IoError(path + ": " + what + " (" + std::strerror(errno) + ")");
}

}  // namespace

LabelJournal::~LabelJournal() {
  close();
}

void LabelJournal::start(const std::string& path, const std::string& header, bool durable) {
  close();
  // A new file, never one that is there (a link planted at the name would lead elsewhere).
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd_ < 0) failWithErrno(path, "cannot create the label journal");
  path_ = path;
  durable_ = durable;
  records_ = 0;
  writeLine(header);
  records_ = 0;  // the header is not an edit
}

void LabelJournal::append(const std::string& record) {
  if (fd_ < 0) throw IoError("label journal: append without an open journal");
  writeLine(record);
}

void LabelJournal::writeLine(const std::string& line) {
  if (line.find('\n') != std::string::npos)
    throw IoError(path_ + ": a journal record may not contain a newline");
  std::string buffer = line;
  buffer.push_back('\n');
  // One write for the whole line: a kill between two writes could otherwise leave half a
  // record followed by the next one.
  const char* data = buffer.data();
  size_t left = buffer.size();
  while (left > 0) {
    const ssize_t n = ::write(fd_, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      failWithErrno(path_, "cannot append to the label journal");
    }
    data += n;
    left -= static_cast<size_t>(n);
  }
  if (durable_ && ::fdatasync(fd_) != 0) failWithErrno(path_, "cannot flush the label journal");
  ++records_;
}

void LabelJournal::close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

void LabelJournal::discard() {
  close();
  if (!path_.empty()) ::unlink(path_.c_str());
  path_.clear();
  records_ = 0;
}

JournalContents readLabelJournal(const std::string& path) {
  // Through readFileMaybeGzip: a folder, an unreadable file or one beyond the load limit is
  // refused with a message naming it (a journal is never compressed; plain files pass through).
  return parseLabelJournal(readFileMaybeGzip(path), path);
}

JournalContents parseLabelJournal(const std::string& text, const std::string& path) {
  if (text.empty()) throw IoError(path + ": the label journal is empty");
  if (text.find('\0') != std::string::npos)
    throw IoError(path + ": not a label journal (binary data)");
  JournalContents contents;
  size_t begin = 0;
  bool first = true;
  while (begin < text.size()) {
    const size_t end = text.find('\n', begin);
    if (end == std::string::npos) {  // a write cut short: everything before it is whole
      contents.truncatedTail = true;
      break;
    }
    std::string line = text.substr(begin, end - begin);
    if (first)
      contents.header = std::move(line);
    else
      contents.records.push_back(std::move(line));
    first = false;
    begin = end + 1;
  }
  if (first) throw IoError(path + ": the label journal has no complete header line");
  return contents;
}

}  // namespace m3
