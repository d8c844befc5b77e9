#pragma once
// Built-in sample of synthetic handwritten words: the embedded default dataset a fresh user
// of the handwriting workbench sees, shaped like Taskar's OCR set (letter.data).
// Requires: 1 <= numWords <= 1,000,000 and numFolds >= 1, otherwise std::invalid_argument.
// Ensures: exactly numWords words with wordId 1..numWords; each spells a word of
//   sampleWordList() (letters 0 = 'a' ... 25 = 'z'), has fold uniform in [0, numFolds) and
//   one 16 x 8 binary image (0/1) per letter, never all zero. Letters are traced with
//   OpenCV's Hershey fonts (mostly the script faces; font, slant, width and pen weight are
//   drawn per word, so a word has one "writer"), given per-letter affine jitter and a mild
//   elastic distortion, then cropped to the ink, scaled into the 16 x 8 box keeping the
//   aspect ratio (within a 1.25 stretch), centred and binarised with strokes one to two
//   pixels wide, like Taskar's normalised letters.
//   All randomness comes from one std::mt19937 seeded with `seed`, without the standard
//   distributions: the same options give a byte-identical dataset (for a given OpenCV
//   build and CPU); different seeds give different datasets.
// Complexity: O(total letters * R^2) time with R = 96, the render resolution in pixels, and
//   O(R^2) scratch memory besides the 128 bytes per letter of the result; 400 words (~2,100
//   letters) take about 0.1 s. Reentrant: calls share no mutable state.
#include <cstdint>
#include <string>
#include <vector>

#include "io/letter_data.h"

namespace m3 {

struct HandwritingSampleOptions {
  int numWords = 400;
  std::uint32_t seed = 7;
  int numFolds = 10;
};

HandwritingDataset generateHandwritingSample(const HandwritingSampleOptions& options = {});

// The built-in list of common English lowercase words the sample draws from: a few hundred
// words of 3..12 letters a-z, together covering all 26 letters. Stable across calls.
const std::vector<std::string>& sampleWordList();

}  // namespace m3
