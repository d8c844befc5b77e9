#pragma once
// The letter.data format of Taskar's OCR set: one line per letter, fields separated by tabs
// or spaces:
//   id letter next_id word_id position fold p_0 ... p_127
// letter is a-z; next_id is the id of the word's next letter or -1 on its last letter;
// pixels are 0/1, a 16 x 8 image in row-major order. Files may be gzip-compressed.
// Reading: letters are chained by next_id (file order does not matter); the word's fold is
// that of its first letter. Errors (IoError) name the line: wrong field count, bad numbers,
// pixels other than 0/1, unknown letters, duplicate ids, next_id pointing nowhere or shared
// by two letters, cycles, word_id changing inside a chain. O(total size).
// Writing: ids are renumbered 1..N in word order; word_id, fold and letters are kept.
#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "data/labeling.h"

namespace m3 {

inline constexpr int kLetterHeight = 16;
inline constexpr int kLetterWidth = 8;
using LetterImage = std::array<std::uint8_t, kLetterHeight * kLetterWidth>;  // row-major, 0/1

struct HandwritingWord {
  int wordId = 0;
  int fold = 0;
  std::vector<LetterImage> images;
  Labeling letters;  // reference labels from the file: 0 = 'a' ... 25 = 'z'

  int length() const { return static_cast<int>(images.size()); }
  std::string text() const;  // the reference letters as a string
};

struct HandwritingDataset {
  std::vector<HandwritingWord> words;
  int numLetters() const;
};

HandwritingDataset parseLetterData(const std::string& text, const std::string& sourceName);
HandwritingDataset readLetterData(const std::string& path);
// `letters` overrides the reference labels when non-empty (one labeling per word, fully
// labelled); used to export predictions or user labels.
std::string formatLetterData(const HandwritingDataset& dataset,
                             const std::vector<Labeling>& letters = {});
void writeLetterData(const std::string& path, const HandwritingDataset& dataset,
                     const std::vector<Labeling>& letters = {});

}  // namespace m3
