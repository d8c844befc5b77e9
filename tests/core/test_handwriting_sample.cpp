// Tests of the built-in synthetic handwriting sample (core/samples/handwriting_sample.h).
// Set M3_SAMPLE_PNG=/some/path.png to save a montage of the first words for a visual check.
#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QTest>
#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>

#include "samples/handwriting_sample.h"

using namespace m3;

namespace {

constexpr int kPixels = kLetterHeight * kLetterWidth;

int inkCount(const LetterImage& image) {
  int n = 0;
  for (auto v : image) n += v;
  return n;
}

std::string wordText(const HandwritingWord& word) {
  std::string s;
  for (int c : word.letters) s.push_back(static_cast<char>('a' + c));
  return s;
}

bool sameDataset(const HandwritingDataset& a, const HandwritingDataset& b) {
  if (a.words.size() != b.words.size()) return false;
  for (size_t i = 0; i < a.words.size(); ++i) {
    const HandwritingWord& x = a.words[i];
    const HandwritingWord& y = b.words[i];
    if (x.wordId != y.wordId || x.fold != y.fold || x.letters != y.letters || x.images != y.images)
      return false;
  }
  return true;
}

}  // namespace

class TestHandwritingSample : public QObject {
  Q_OBJECT

 private slots:
  void wordListIsValid();
  void sizesAndRanges();
  void rejectsBadOptions();
  void deterministic();
  void coversAlphabet();
  void noEmptyImages();
  void foldsAreSpread();
  void lettersAreLearnable();
  void fastEnough();
  void saveMontage();
};

void TestHandwritingSample::wordListIsValid() {
  const auto& words = sampleWordList();
  QVERIFY2(words.size() >= 200, "the built-in list should hold a few hundred words");
  std::set<char> letters;
  std::set<std::string> unique;
  for (const std::string& w : words) {
    QVERIFY2(w.size() >= 3 && w.size() <= 12, w.c_str());
    for (char c : w) {
      QVERIFY2(c >= 'a' && c <= 'z', w.c_str());
      letters.insert(c);
    }
    QVERIFY2(unique.insert(w).second, ("duplicate word " + w).c_str());
  }
  QCOMPARE(static_cast<int>(letters.size()), 26);
  QCOMPARE(&sampleWordList(), &words);  // stable
}

void TestHandwritingSample::sizesAndRanges() {
  HandwritingSampleOptions options;
  options.numWords = 57;
  options.numFolds = 4;
  const HandwritingDataset data = generateHandwritingSample(options);
  QCOMPARE(static_cast<int>(data.words.size()), 57);
  const auto& list = sampleWordList();
  const std::set<std::string> known(list.begin(), list.end());
  for (size_t i = 0; i < data.words.size(); ++i) {
    const HandwritingWord& w = data.words[i];
    QCOMPARE(w.wordId, static_cast<int>(i) + 1);
    QVERIFY(w.fold >= 0 && w.fold < 4);
    QCOMPARE(w.images.size(), w.letters.size());
    QVERIFY(w.length() >= 3 && w.length() <= 12);
    QVERIFY2(known.count(wordText(w)) == 1, wordText(w).c_str());
    for (int c : w.letters) QVERIFY(c >= 0 && c < 26);
    for (const LetterImage& img : w.images)
      for (auto v : img) QVERIFY(v == 0 || v == 1);
  }
  // Defaults: 400 words, 10 folds.
  const HandwritingDataset def = generateHandwritingSample();
  QCOMPARE(static_cast<int>(def.words.size()), 400);
  for (const HandwritingWord& w : def.words) QVERIFY(w.fold >= 0 && w.fold < 10);
  // One fold and one word are valid edge cases.
  const HandwritingDataset one = generateHandwritingSample({1, 3, 1});
  QCOMPARE(static_cast<int>(one.words.size()), 1);
  QCOMPARE(one.words[0].fold, 0);
}

void TestHandwritingSample::rejectsBadOptions() {
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateHandwritingSample({0, 7, 10}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateHandwritingSample({-5, 7, 10}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateHandwritingSample({1000001, 7, 10}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateHandwritingSample({10, 7, 0}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateHandwritingSample({10, 7, -1}));
  try {
    generateHandwritingSample({0, 7, 10});
  } catch (const std::invalid_argument& e) {
    QVERIFY2(std::string(e.what()).find("numWords") != std::string::npos, e.what());
  }
}

void TestHandwritingSample::deterministic() {
  for (std::uint32_t seed : {1u, 7u, 12345u}) {
    const auto a = generateHandwritingSample({120, seed, 10});
    const auto b = generateHandwritingSample({120, seed, 10});
    QVERIFY(sameDataset(a, b));
  }
  const auto a = generateHandwritingSample({120, 1, 10});
  const auto b = generateHandwritingSample({120, 2, 10});
  QVERIFY(!sameDataset(a, b));
  // Not just a different word order: the images of identical words differ too.
  int differentWords = 0, differentImages = 0;
  for (size_t i = 0; i < a.words.size(); ++i) {
    differentWords += a.words[i].letters != b.words[i].letters;
    differentImages += a.words[i].images != b.words[i].images;
  }
  QVERIFY(differentWords > 60);
  QVERIFY(differentImages > 60);
  // Different seeds re-render the same letter of the same word differently.
  const auto x = generateHandwritingSample({1, 100, 10});
  const auto y = generateHandwritingSample({1, 101, 10});
  QVERIFY(x.words[0].images != y.words[0].images || x.words[0].letters != y.words[0].letters);
}

void TestHandwritingSample::coversAlphabet() {
  for (std::uint32_t seed : {7u, 8u, 9u}) {
    const auto data = generateHandwritingSample({400, seed, 10});
    std::array<int, 26> counts{};
    for (const auto& w : data.words)
      for (int c : w.letters) ++counts[static_cast<size_t>(c)];
    for (int c = 0; c < 26; ++c)
      QVERIFY2(counts[static_cast<size_t>(c)] > 0,
               qPrintable(
                   QStringLiteral("letter %1 missing with seed %2").arg(QChar('a' + c)).arg(seed)));
  }
}

void TestHandwritingSample::noEmptyImages() {
  int letters = 0;
  double inkSum = 0;
  for (std::uint32_t seed : {7u, 99u}) {
    const auto data = generateHandwritingSample({400, seed, 10});
    for (const auto& w : data.words)
      for (const auto& img : w.images) {
        const int ink = inkCount(img);
        QVERIFY2(ink > 0, qPrintable(QStringLiteral("empty image in word %1 (%2)")
                                         .arg(w.wordId)
                                         .arg(QString::fromStdString(wordText(w)))));
        QVERIFY2(ink < kPixels, "an all-ink image is no letter");
        inkSum += ink;
        ++letters;
      }
  }
  // Strokes, not blobs or specks: Taskar's letters have roughly 20-60 ink pixels of 128.
  const double meanInk = inkSum / letters;
  qInfo("mean ink pixels per letter: %.1f of %d", meanInk, kPixels);
  QVERIFY(meanInk > 12 && meanInk < 80);
}

void TestHandwritingSample::foldsAreSpread() {
  const auto data = generateHandwritingSample({2000, 3, 10});
  std::array<int, 10> counts{};
  for (const auto& w : data.words) ++counts[static_cast<size_t>(w.fold)];
  for (int n : counts) QVERIFY2(n > 140 && n < 260, qPrintable(QString::number(n)));
}

void TestHandwritingSample::lettersAreLearnable() {
  // Nearest class mean (Hamming distance to each letter's binarised mean image), fitted on
  // the even words, evaluated on the odd ones. 26 classes: chance is about 0.04.
  const auto data = generateHandwritingSample({800, 7, 10});
  std::array<std::array<double, kPixels>, 26> sum{};
  std::array<int, 26> count{};
  for (size_t i = 0; i < data.words.size(); i += 2)
    for (int j = 0; j < data.words[i].length(); ++j) {
      const auto c = static_cast<size_t>(data.words[i].letters[static_cast<size_t>(j)]);
      const LetterImage& img = data.words[i].images[static_cast<size_t>(j)];
      for (int p = 0; p < kPixels; ++p)
        sum[c][static_cast<size_t>(p)] += img[static_cast<size_t>(p)];
      ++count[c];
    }
  std::array<std::array<std::uint8_t, kPixels>, 26> mean{};
  for (size_t c = 0; c < 26; ++c) {
    QVERIFY2(count[c] > 0, "every letter needs training instances");
    for (size_t p = 0; p < kPixels; ++p) mean[c][p] = 2 * sum[c][p] >= count[c] ? 1 : 0;
  }
  auto hamming = [](const LetterImage& img, const std::array<std::uint8_t, kPixels>& m) {
    int d = 0;
    for (size_t p = 0; p < kPixels; ++p) d += img[p] != m[p];
    return d;
  };
  int correct = 0, total = 0;
  double ownDistance = 0, otherDistance = 0;
  for (size_t i = 1; i < data.words.size(); i += 2)
    for (int j = 0; j < data.words[i].length(); ++j) {
      const int truth = data.words[i].letters[static_cast<size_t>(j)];
      const LetterImage& img = data.words[i].images[static_cast<size_t>(j)];
      int best = -1, bestDistance = kPixels + 1;
      double others = 0;
      for (int c = 0; c < 26; ++c) {
        const int d = hamming(img, mean[static_cast<size_t>(c)]);
        if (d < bestDistance) bestDistance = d, best = c;
        if (c == truth)
          ownDistance += d;
        else
          others += d;
      }
      otherDistance += others / 25.0;
      correct += best == truth;
      ++total;
    }
  const double accuracy = static_cast<double>(correct) / total;
  qInfo(
      "nearest-class-mean accuracy on %d held-out letters: %.3f (chance 0.038); "
      "mean Hamming distance to own mean %.1f, to other means %.1f",
      total, accuracy, ownDistance / total, otherDistance / total);
  QVERIFY(ownDistance < otherDistance);
  QVERIFY2(accuracy > 0.5, qPrintable(QString::number(accuracy)));
  // Not trivially separable either: the sample should leave the structured models room.
  QVERIFY2(accuracy < 0.995, qPrintable(QString::number(accuracy)));
}

void TestHandwritingSample::fastEnough() {
  QElapsedTimer timer;
  timer.start();
  const auto data = generateHandwritingSample({400, 11, 10});
  const qint64 ms = timer.elapsed();
  int letters = 0;
  for (const auto& w : data.words) letters += w.length();
  qInfo("generated 400 words (%d letters) in %lld ms", letters, static_cast<long long>(ms));
  // "Well under a second" in a release build; generous so sanitizer builds pass too.
  QVERIFY2(ms < 5000, qPrintable(QString::number(ms)));
}

void TestHandwritingSample::saveMontage() {
  const QByteArray path = qgetenv("M3_SAMPLE_PNG");
  if (path.isEmpty()) QSKIP("set M3_SAMPLE_PNG to save a montage of the first words");
  const auto data = generateHandwritingSample();
  constexpr int kScale = 4, kGap = 4, kWords = 12;
  const int rows = std::min<int>(kWords, static_cast<int>(data.words.size()));
  int maxLen = 0;
  for (int i = 0; i < rows; ++i)
    maxLen = std::max(maxLen, data.words[static_cast<size_t>(i)].length());
  const int cellW = kLetterWidth * kScale + kGap, cellH = kLetterHeight * kScale + 2 * kGap;
  QImage image(kGap + maxLen * cellW, rows * cellH, QImage::Format_Grayscale8);
  image.fill(255);
  for (int i = 0; i < rows; ++i) {
    const HandwritingWord& w = data.words[static_cast<size_t>(i)];
    for (int j = 0; j < w.length(); ++j) {
      const LetterImage& img = w.images[static_cast<size_t>(j)];
      const int ox = kGap + j * cellW, oy = i * cellH + kGap;
      for (int y = 0; y < kLetterHeight * kScale; ++y)
        for (int x = 0; x < kLetterWidth * kScale; ++x) {
          const bool ink = img[static_cast<size_t>((y / kScale) * kLetterWidth + x / kScale)] != 0;
          image.setPixel(ox + x, oy + y, ink ? qRgb(0, 0, 0) : qRgb(235, 235, 235));
        }
    }
  }
  QVERIFY2(image.save(QString::fromLocal8Bit(path), "PNG"), path.constData());
  qInfo("montage of the first %d words saved to %s", rows, path.constData());
}

QTEST_APPLESS_MAIN(TestHandwritingSample)
#include "test_handwriting_sample.moc"
