#include "io/sentence_file.h"

#include <zlib.h>

#include <cctype>

#include "io/io_error.h"

namespace m3 {

namespace {

constexpr size_t kMaxWordsPerSentence = 10000;  // as a tree's (io/treebank.h)

// "word/TAG": split at the last slash that "\/" does not escape; a token without one, or
// with nothing on either side of it, is a word without a tag.
void splitToken(const std::string& token, std::string& word, std::string& tag) {
  size_t slash = std::string::npos;
  for (size_t i = token.size(); i-- > 0;)
    if (token[i] == '/' && (i == 0 || token[i - 1] != '\\')) {
      slash = i;
      break;
    }
  std::string raw = token;
  tag.clear();
  if (slash != std::string::npos && slash > 0 && slash + 1 < token.size()) {
    raw = token.substr(0, slash);
    tag = treebankWord(token.substr(slash + 1));
  }
  word.clear();
  for (size_t i = 0; i < raw.size(); ++i)
    if (!(raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == '/')) word += raw[i];
  word = treebankWord(word);
}

std::vector<SentenceRecord> parsePlainSentences(const std::string& text, const std::string& source) {
  std::vector<SentenceRecord> sentences;
  size_t at = 0;
  int line = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    ++line;
    SentenceRecord s;
    size_t i = at;
    while (i < end) {
      while (i < end && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
      size_t j = i;
      while (j < end && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
      if (j > i) {
        if (s.words.size() == kMaxWordsPerSentence)
          throw IoError(source + ":" + std::to_string(line) + ": a sentence of more than " +
                        std::to_string(kMaxWordsPerSentence) + " words");
        std::string word, tag;
        splitToken(text.substr(i, j - i), word, tag);
        s.words.push_back(std::move(word));
        s.tags.push_back(std::move(tag));
      }
      i = j;
    }
    if (!s.words.empty()) {
      s.source = source;
      sentences.push_back(std::move(s));
    }
    at = end + 1;
  }
  return sentences;
}

}  // namespace

std::string treebankWord(const std::string& word) {
  std::string out;
  for (char c : word) {
    if (c == '(') out += "-LRB-";
    else if (c == ')') out += "-RRB-";
    else if (c == '{') out += "-LCB-";
    else if (c == '}') out += "-RCB-";
    else out += c;
  }
  return out;
}

std::vector<SentenceRecord> parseSentenceText(const std::string& bytes, const std::string& source, int* skipped) {
  if (skipped) *skipped = 0;
  std::vector<SentenceRecord> sentences;
  const size_t first = bytes.find_first_not_of(" \t\r\n\f\v");
  if (isTarArchive(bytes) || (first != std::string::npos && bytes[first] == '(')) {
    std::vector<std::string> sources;
    std::vector<ParseTree> trees = parsePennTreeFile(bytes, source, &sources);
    for (size_t i = 0; i < trees.size(); ++i) {
      if (!normaliseTree(trees[i])) {
        if (skipped) ++*skipped;
        continue;
      }
      SentenceRecord s;
      s.words = treeWords(trees[i]);
      s.tags = treeTags(trees[i]);
      s.source = sources[i];
      s.tree = std::move(trees[i]);
      sentences.push_back(std::move(s));
    }
  } else {
    sentences = parsePlainSentences(bytes, source);
  }
  if (sentences.empty()) throw IoError(source + ": no sentence in the file");
  return sentences;
}

bool isTreebankArchive(const std::string& path) {
  gzFile file = gzopen(path.c_str(), "rb");  // reads plain files as they are
  if (!file) return false;
  std::string head(64 * 1024, '\0');
  const int read = gzread(file, head.data(), static_cast<unsigned>(head.size()));
  gzclose(file);
  if (read <= 0) return false;
  head.resize(static_cast<size_t>(read));
  // Tar headers hold member names NUL-padded; the first .mrg name is within the first members.
  return isTarArchive(head) && head.find(std::string(".mrg") + '\0') != std::string::npos;
}

std::vector<SentenceRecord> readSentences(const std::string& path, int* skipped) {
  return parseSentenceText(readFileMaybeGzip(path), path, skipped);
}

}  // namespace m3
