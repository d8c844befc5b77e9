#include "features/ocr_pixels.h"

namespace m3 {

RowMatrix ocrWordFeatures(const HandwritingWord& word, const OcrFeatureSpec& spec) {
  const int pixels = kLetterHeight * kLetterWidth;
  RowMatrix features(word.length(), spec.dimension());
  for (int j = 0; j < word.length(); ++j) {
    for (int p = 0; p < pixels; ++p) features(j, p) = word.images[j][p] ? 1.0 : 0.0;
    if (spec.bias) features(j, pixels) = 1.0;
  }
  return features;
}

std::shared_ptr<const WordFeatures> ocrDatasetFeatures(const HandwritingDataset& dataset,
                                                       const OcrFeatureSpec& spec) {
  auto features = std::make_shared<WordFeatures>();
  features->reserve(dataset.words.size());
  for (const HandwritingWord& word : dataset.words) features->push_back(ocrWordFeatures(word, spec));
  return features;
}

}  // namespace m3
