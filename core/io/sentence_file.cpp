#include "io/sentence_file.h"

#include <zlib.h>

#include <cctype>

#include "io/io_error.h"

namespace m3 {

namespace {

constexpr size_t kMaxWordsPerSentence = 10000;  // as a tree's (io/treebank.h)

// Whether the part after a slash is a tag, so that "and/or", "1/2" and URLs stay words: the
// treebank's tags are upper case (NN, VBD, -LRB-, PRP$) or punctuation.
bool looksLikeTag(const std::string& tag) {
  static const char* const kPunctuation[] = {".", ",", ":", "``", "''", "$", "#"};
  for (const char* p : kPunctuation)
    if (tag == p) return true;
  bool upper = false;
  for (char c : tag) {
    if (std::islower(static_cast<unsigned char>(c)) || c == '/') return false;
    upper = upper || std::isupper(static_cast<unsigned char>(c));
  }
  return upper;
}

// "word/TAG": split at the last slash that "\/" does not escape when what follows looks like a
// tag; anything else is a word without a tag.
void splitToken(const std::string& token, std::string& word, std::string& tag) {
  size_t slash = std::string::npos;
  for (size_t i = token.size(); i-- > 0;)
    if (token[i] == '/' && (i == 0 || token[i - 1] != '\\')) {
      slash = i;
      break;
    }
  std::string raw = token;
  tag.clear();
  if (slash != std::string::npos && slash > 0 && looksLikeTag(token.substr(slash + 1))) {
    raw = token.substr(0, slash);
    tag = treebankWord(token.substr(slash + 1));
  }
  word.clear();
  for (size_t i = 0; i < raw.size(); ++i)
    if (!(raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == '/')) word += raw[i];
  word = treebankWord(word);
}

// Words that are not valid UTF-8 are taken as Latin-1 (older corpora), so every word is UTF-8:
// projects and journals store trees as JSON text.
bool isUtf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (extra < 0 || i + static_cast<size_t>(extra) >= s.size()) return false;
    for (int k = 1; k <= extra; ++k)
      if ((static_cast<unsigned char>(s[i + static_cast<size_t>(k)]) >> 6) != 0x2) return false;
    i += static_cast<size_t>(extra) + 1;
  }
  return true;
}

std::string latin1ToUtf8(const std::string& s) {
  if (isUtf8(s)) return s;
  std::string out;
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

void toUtf8(ParseTree& tree) {
  tree.label = latin1ToUtf8(tree.label);
  tree.word = latin1ToUtf8(tree.word);
  for (ParseTree& c : tree.children) toUtf8(c);
}

// Bracketed text starts "((" or "(LABEL (", after any white space; "(Reuters) ..." is a sentence.
bool looksBracketed(const std::string& text) {
  size_t i = text.find_first_not_of(" \t\r\n\f\v");
  if (i == std::string::npos || text[i] != '(') return false;
  i = text.find_first_not_of(" \t\r\n", i + 1);
  if (i == std::string::npos) return false;
  if (text[i] == '(') return true;
  const size_t end = text.find_first_of(" \t\r\n()", i);
  if (end == std::string::npos || text[end] == '(' || text[end] == ')') return false;
  const size_t next = text.find_first_not_of(" \t\r\n", end);
  return next != std::string::npos && text[next] == '(';
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
  if (isTarArchive(bytes) || looksBracketed(bytes)) {
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
  for (SentenceRecord& s : sentences) {
    for (std::string& w : s.words) w = latin1ToUtf8(w);
    for (std::string& t : s.tags) t = latin1ToUtf8(t);
    if (s.tree) toUtf8(*s.tree);
  }
  return sentences;
}

bool isTreebankArchive(const std::string& path) {
  try {
    refuseNonRegularFile(path);
  } catch (const IoError&) {
    return false;  // the reader that follows names the problem
  }
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
