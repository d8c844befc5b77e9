#pragma once
// The sentences the Sentences workbench and `parse predict --text` open:
//   - Penn Treebank bracketed trees (io/treebank.h: .mrg, optionally .gz, or a .tar / .tar.gz of
//     .mrg files), normalised as parsers learn from them; the tree comes with each sentence;
//   - plain text, one sentence per line, tokens separated by spaces or tabs, each a word or a
//     tagged word "word/TAG" (the treebank's POS format; "\/" is a slash inside a word). Only
//     what looks like a tag after the last slash is one (upper case, or punctuation such as
//     "."), so "and/or", "1/2" and addresses stay words. Brackets in words become the treebank's
//     -LRB- / -RRB- / -LCB- / -RCB-, so trees written from them read back. Blank lines are skipped.
// A file is bracketed when it is a tar archive or starts (after white space) "((" or
// "(LABEL (": "(Reuters) ..." is a sentence. Words that are not valid UTF-8 are read as Latin-1,
// so every word is UTF-8 (projects and journals keep trees as JSON text).
#include <optional>
#include <string>
#include <vector>

#include "io/treebank.h"

namespace m3 {

struct SentenceRecord {
  std::vector<std::string> words;
  std::vector<std::string> tags;  // one per word; "" where the text gave none
  std::optional<ParseTree> tree;  // the file's tree (bracketed files)
  std::string source;             // the file (or tar member) it came from
};

// Throws IoError naming the file (and line) for malformed input, a sentence of more than
// 10,000 words, or a file with no sentence. `skipped`, when given, counts trees with no word
// left after normalisation (only traces).
std::vector<SentenceRecord> readSentences(const std::string& path, int* skipped = nullptr);
// The same for text already in memory; `source` names it in errors.
std::vector<SentenceRecord> parseSentenceText(const std::string& text, const std::string& source,
                                              int* skipped = nullptr);

// Whether `path` is a tar archive (optionally gzipped) whose first members include a .mrg file:
// how a treebank such as ../shared/data/ptb_sample is packed. Reads at most 64 KiB; false for
// anything unreadable.
bool isTreebankArchive(const std::string& path);

// A word of plain text as the treebank writes it (brackets as -LRB- and so on).
std::string treebankWord(const std::string& word);

}  // namespace m3
