#include "io/letter_data.h"

#include <charconv>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include "io/io_error.h"

namespace m3 {

namespace {

constexpr int kNumPixels = kLetterHeight * kLetterWidth;
constexpr int kNumFields = 6 + kNumPixels;
constexpr int kNumLetters = 26;

struct LetterRecord {
  int id = 0;
  int nextId = 0;
  int wordId = 0;
  int fold = 0;
  int letter = 0;
  std::size_t line = 0;
  LetterImage image{};
};

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

class LineContext {
 public:
  LineContext(const std::string& source, std::size_t line) : source_(source), line_(line) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw IoError(source_ + ":" + std::to_string(line_) + ": " + what);
  }

  int integer(std::string_view token, const char* field) const {
    int value = 0;
    const char* end = token.data() + token.size();
    const auto [ptr, ec] = std::from_chars(token.data(), end, value);
    if (ec == std::errc::result_out_of_range)
      fail(std::string(field) + " is " + quotedToken(token) +
           ", which is out of the integer range");
    if (ec != std::errc() || ptr != end)
      fail(std::string(field) + " is " + quotedToken(token) + ", expected an integer");
    return value;
  }

 private:
  const std::string& source_;
  std::size_t line_;
};

// Splits on runs of tabs/spaces; fills at most kNumFields tokens but keeps counting so the
// error can say how many fields the line really has.
int tokenize(std::string_view line, std::array<std::string_view, kNumFields>& tokens) {
  int count = 0;
  std::size_t i = 0;
  const std::size_t n = line.size();
  while (true) {
    while (i < n && isBlank(line[i])) ++i;
    if (i == n) break;
    const std::size_t start = i;
    while (i < n && !isBlank(line[i])) ++i;
    if (count < kNumFields) tokens[static_cast<std::size_t>(count)] = line.substr(start, i - start);
    ++count;
  }
  return count;
}

LetterRecord parseRecord(std::string_view line, const LineContext& ctx,
                         std::array<std::string_view, kNumFields>& tokens) {
  const int count = tokenize(line, tokens);
  if (count != kNumFields)
    ctx.fail("expected " + std::to_string(kNumFields) +
             " fields (id, letter, next_id, word_id, position, fold, " +
             std::to_string(kNumPixels) + " pixels), found " + std::to_string(count));

  LetterRecord rec;
  rec.id = ctx.integer(tokens[0], "id");
  const std::string_view letter = tokens[1];
  if (letter.size() != 1 || letter[0] < 'a' || letter[0] > 'z')
    ctx.fail("letter is " + quotedToken(letter) + ", expected a lowercase letter a-z");
  rec.letter = letter[0] - 'a';
  rec.nextId = ctx.integer(tokens[2], "next_id");
  rec.wordId = ctx.integer(tokens[3], "word_id");
  // The position is validated but not used: the chain order defines it.
  ctx.integer(tokens[4], "position");
  rec.fold = ctx.integer(tokens[5], "fold");
  if (rec.fold < 0) ctx.fail("fold is " + std::to_string(rec.fold) + ", expected 0 or more");
  for (int p = 0; p < kNumPixels; ++p) {
    const std::string_view tok = tokens[static_cast<std::size_t>(6 + p)];
    if (tok.size() != 1 || (tok[0] != '0' && tok[0] != '1'))
      ctx.fail("pixel " + std::to_string(p) + " is " + quotedToken(tok) + ", expected 0 or 1");
    rec.image[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(tok[0] - '0');
  }
  return rec;
}

std::vector<LetterRecord> parseRecords(const std::string& text, const std::string& sourceName) {
  std::vector<LetterRecord> records;
  // A letter line is about 270 bytes; reserving avoids most reallocations of the big records.
  records.reserve(text.size() / 256 + 1);
  std::array<std::string_view, kNumFields> tokens;
  std::size_t lineNo = 0;
  std::size_t pos = 0;
  const std::size_t size = text.size();
  while (pos < size) {
    ++lineNo;
    const void* nl = std::memchr(text.data() + pos, '\n', size - pos);
    const std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data())
                               : size;
    const std::string_view line(text.data() + pos, end - pos);
    pos = end + 1;
    bool blank = true;
    for (char c : line)
      if (!isBlank(c)) {
        blank = false;
        break;
      }
    if (blank) continue;
    LetterRecord rec = parseRecord(line, LineContext(sourceName, lineNo), tokens);
    rec.line = lineNo;
    records.push_back(rec);
  }
  return records;
}

void checkLetters(const Labeling& letters, std::size_t length, const char* what) {
  if (letters.size() != length)
    throw std::invalid_argument(std::string(what) + " has " + std::to_string(letters.size()) +
                                " letters for a word of " + std::to_string(length));
  for (int v : letters)
    if (v < 0 || v >= kNumLetters)
      throw std::invalid_argument(std::string(what) + " holds label " + std::to_string(v) +
                                  ", expected a letter 0..25 (the file cannot store unlabelled)");
}

}  // namespace

std::string HandwritingWord::text() const {
  std::string out;
  out.reserve(letters.size());
  // '?' keeps partially labelled words printable instead of throwing in display code.
  for (int v : letters) out += (v >= 0 && v < kNumLetters) ? static_cast<char>('a' + v) : '?';
  return out;
}

int HandwritingDataset::numLetters() const {
  int n = 0;
  for (const HandwritingWord& w : words) n += w.length();
  return n;
}

HandwritingDataset parseLetterData(const std::string& text, const std::string& sourceName) {
  const std::vector<LetterRecord> records = parseRecords(text, sourceName);
  if (records.empty()) throw IoError(sourceName + ": no letters found");

  const std::size_t n = records.size();
  auto failAt = [&](std::size_t i, const std::string& what) {
    throw IoError(sourceName + ":" + std::to_string(records[i].line) + ": " + what);
  };

  std::unordered_map<int, std::size_t> indexOfId;
  indexOfId.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) {
    const auto [it, inserted] = indexOfId.emplace(records[i].id, i);
    if (!inserted)
      failAt(i, "duplicate id " + std::to_string(records[i].id) + " (already used on line " +
                    std::to_string(records[it->second].line) + ")");
  }

  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> next(n, kNone);
  std::vector<std::size_t> prev(n, kNone);
  for (std::size_t i = 0; i < n; ++i) {
    const LetterRecord& r = records[i];
    if (r.nextId == -1) continue;
    const auto it = indexOfId.find(r.nextId);
    if (it == indexOfId.end())
      failAt(i, "next_id " + std::to_string(r.nextId) +
                    " matches no letter id, expected -1 (last letter) or the id of another letter");
    const std::size_t j = it->second;
    if (prev[j] != kNone)
      failAt(i, "next_id " + std::to_string(r.nextId) + " (the letter on line " +
                    std::to_string(records[j].line) + ") is also the next_id of line " +
                    std::to_string(records[prev[j]].line) +
                    ", expected each letter to follow at most one letter");
    if (records[j].wordId != r.wordId)
      failAt(j, "word_id " + std::to_string(records[j].wordId) + " differs from word_id " +
                    std::to_string(r.wordId) + " of the previous letter of its word (line " +
                    std::to_string(r.line) + "), expected one word_id per next_id chain");
    next[i] = j;
    prev[j] = i;
  }

  HandwritingDataset dataset;
  std::vector<bool> placed(n, false);
  for (std::size_t head = 0; head < n; ++head) {
    if (prev[head] != kNone) continue;
    HandwritingWord word;
    word.wordId = records[head].wordId;
    word.fold = records[head].fold;
    for (std::size_t i = head; i != kNone; i = next[i]) {
      placed[i] = true;
      word.images.push_back(records[i].image);
      word.letters.push_back(records[i].letter);
    }
    dataset.words.push_back(std::move(word));
  }
  // With at most one predecessor and one successor per letter, whatever no chain head
  // reaches lies on a cycle.
  for (std::size_t i = 0; i < n; ++i) {
    if (placed[i]) continue;
    std::size_t cycleLength = 1;
    for (std::size_t j = next[i]; j != i; j = next[j]) ++cycleLength;
    failAt(i, "next_id links form a cycle through this letter (" + std::to_string(cycleLength) +
                  " letters), expected every word to end with next_id -1");
  }
  return dataset;
}

HandwritingDataset readLetterData(const std::string& path) {
  return parseLetterData(readFileMaybeGzip(path), path);
}

std::string formatLetterData(const HandwritingDataset& dataset,
                             const std::vector<Labeling>& letters) {
  if (!letters.empty() && letters.size() != dataset.words.size())
    throw std::invalid_argument("formatLetterData: " + std::to_string(letters.size()) +
                                " labelings for " + std::to_string(dataset.words.size()) +
                                " words");
  std::string out;
  out.reserve(static_cast<std::size_t>(dataset.numLetters()) * (2 * kNumPixels + 40));
  int id = 0;
  for (std::size_t w = 0; w < dataset.words.size(); ++w) {
    const HandwritingWord& word = dataset.words[w];
    const std::size_t length = word.images.size();
    const Labeling& labels = letters.empty() ? word.letters : letters[w];
    checkLetters(labels, length,
                 letters.empty() ? "formatLetterData: a word's reference labeling"
                                 : "formatLetterData: a labeling");
    const std::string wordId = std::to_string(word.wordId);
    const std::string fold = std::to_string(word.fold);
    for (std::size_t k = 0; k < length; ++k) {
      ++id;
      out += std::to_string(id);
      out += '\t';
      out += static_cast<char>('a' + labels[k]);
      out += '\t';
      out += k + 1 < length ? std::to_string(id + 1) : std::string("-1");
      out += '\t';
      out += wordId;
      out += '\t';
      out += std::to_string(k + 1);
      out += '\t';
      out += fold;
      for (std::uint8_t px : word.images[k]) {
        out += '\t';
        out += px ? '1' : '0';
      }
      out += '\n';
    }
  }
  return out;
}

void writeLetterData(const std::string& path, const HandwritingDataset& dataset,
                     const std::vector<Labeling>& letters) {
  writeFileAtomically(path, formatLetterData(dataset, letters));
}

}  // namespace m3
