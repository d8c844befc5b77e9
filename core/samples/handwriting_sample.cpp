#include "samples/handwriting_sample.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>

namespace m3 {
namespace {

// Common English words, 3..12 letters; j, q, x and z are deliberately well represented.
// clang-format off
constexpr std::string_view kWords[] = {
    "the", "and", "for", "are", "but", "not", "you", "all", "any", "can", "her", "was", "one",
    "our", "out", "day", "get", "has", "him", "his", "how", "man", "new", "now", "old", "see",
    "two", "way", "who", "boy", "did", "its", "let", "put", "say", "she", "too", "use", "fly",
    "sky", "ice", "win", "cup", "red", "hot", "van", "web", "owl", "about", "after", "again",
    "below", "could", "every", "first", "found", "great", "house", "large", "learn", "never",
    "other", "place", "plant", "point", "right", "small", "sound", "spell", "still", "study",
    "their", "there", "these", "thing", "think", "three", "water", "where", "which", "world",
    "would", "write", "light", "night", "money", "music", "paper", "party", "power", "river",
    "story", "table", "today", "under", "voice", "watch", "white", "woman", "young", "bring",
    "heavy", "happy", "black", "bread", "chair", "clean", "cloud", "dream", "early", "field",
    "fruit", "glass", "grass", "green", "horse", "knife", "lemon", "mouth", "north", "ocean",
    "piano", "quick", "quiet", "quite", "queen", "quest", "quote", "juice", "judge", "jelly",
    "joint", "major", "enjoy", "fox", "box", "six", "mix", "fix", "tax", "wax", "next", "text",
    "taxi", "exit", "zero", "zone", "zoo", "zip", "jazz", "quiz", "maze", "size", "prize", "lazy",
    "crazy", "dozen", "zebra", "pizza", "jam", "jar", "jet", "job", "joy", "jump", "just", "join",
    "joke", "june", "july", "jury", "keep", "kind", "king", "kite", "knee", "know", "lake",
    "land", "last", "late", "left", "life", "like", "line", "list", "live", "long", "look",
    "love", "made", "make", "many", "mark", "more", "most", "move", "much", "must", "name",
    "near", "need", "only", "open", "over", "page", "park", "part", "play", "pull", "push",
    "rain", "read", "rest", "ride", "road", "rock", "room", "rule", "said", "same", "sand",
    "seed", "ship", "shop", "show", "side", "sign", "sing", "slow", "snow", "some", "song",
    "soon", "star", "stop", "such", "sure", "tail", "take", "talk", "tall", "team", "tell",
    "than", "that", "them", "then", "they", "this", "time", "tree", "true", "turn", "very",
    "wait", "walk", "want", "warm", "wave", "week", "well", "went", "were", "what", "when",
    "wide", "wild", "will", "wind", "wish", "with", "word", "work", "year", "your", "yard",
    "yellow", "animal", "answer", "better", "bridge", "change", "circle", "colour", "column",
    "common", "covered", "family", "father", "flower", "follow", "friend", "garden", "ground",
    "letter", "little", "market", "minute", "mother", "number", "office", "orange", "people",
    "person", "picture", "planet", "pretty", "rabbit", "rather", "school", "second", "should",
    "simple", "sister", "spring", "square", "street", "strong", "summer", "system", "travel",
    "window", "winter", "wonder", "object", "subject", "project", "reject", "adjust", "injury",
    "jacket", "jungle", "journey", "justice", "jewel", "equal", "liquid", "unique", "require",
    "request", "question", "quality", "quantity", "quarter", "frequent", "squirrel", "technique",
    "example", "exact", "extra", "expect", "explain", "express", "explore", "complex", "relax",
    "index", "oxygen", "anxious", "luxury", "mixture", "sixteen", "maximum", "boxer", "galaxy",
    "amazing", "frozen", "puzzle", "breeze", "freeze", "organize", "realize", "horizon",
    "citizen", "wizard", "blizzard", "dazzle", "buzzing", "magazine", "zigzag", "because",
    "between", "brother", "country", "morning", "nothing", "problem", "science", "sentence",
    "thought", "together", "without", "weather", "machine", "kitchen", "library", "teacher",
    "evening", "history", "holiday", "language", "mountain", "possible", "children", "building",
    "computer", "birthday", "chicken", "elephant", "hospital", "treasure", "umbrella", "vacation",
    "butterfly", "adventure", "beautiful", "chocolate", "different", "important", "knowledge",
    "something", "yesterday", "afternoon", "breakfast", "community", "education", "government",
    "everything", "background", "restaurant", "photograph", "understand", "experience",
    "vegetables", "basketball", "playground", "information", "temperature", "environment",
    "independent", "grandmother", "neighborhood", "relationship", "conversation", "organization"};
// clang-format on

constexpr int kCanvas = 96;           // render resolution (pixels per side)
constexpr double kFontScale = 2.0;    // Hershey: x-height ~25 px, ascenders ~48 px
constexpr int kFieldCell = 6;         // coarse grid step of the elastic displacement field
constexpr double kFieldSigma = 1.5;   // blur of the coarse field, in grid cells
constexpr int kTraceThickness = 1;    // glyphs are traced with a thin anti-aliased line ...
constexpr double kTraceWidth = 1.35;  // ... holding this much ink across it (measured)
constexpr double kTraceLevel = 40.0;  // warped trace level (of 255) that counts when cropping
constexpr double kMaxStretch = 1.25;  // max anisotropic stretch when fitting the 16 x 8 box

// Randomness from std::mt19937 only: its output sequence is fixed by the standard, unlike
// the standard distributions, so the random choices do not depend on the library vendor.
class PortableRandom {
 public:
  explicit PortableRandom(std::uint32_t seed) : gen_(seed) {}
  double unit() { return gen_() * (1.0 / 4294967296.0); }  // [0, 1)
  double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }
  int index(int n) {  // [0, n), by multiply-shift
    const std::uint64_t wide = static_cast<std::uint64_t>(gen_()) * static_cast<std::uint64_t>(n);
    return static_cast<int>(wide >> 32);
  }

 private:
  std::mt19937 gen_;
};

// One writer: the per-word style shared by all its letters.
struct Writer {
  int font = cv::FONT_HERSHEY_SCRIPT_SIMPLEX;
  double inkFraction = 0.35;  // how much of a pixel a stroke must cross to ink it (see inkLetter)
  double slant = 0;           // horizontal shear: x shift per pixel of height, positive leans right
  double widthScale = 1;      // narrow or wide hand
  double elastic = 0;         // RMS of the elastic displacement, in render pixels
};

// How one letter deviates from its writer; weakened when a render comes out empty.
struct Distortion {
  double rotation = 0;  // radians
  double scaleX = 1, scaleY = 1;
  double shiftX = 0, shiftY = 0;
  double inkFraction = 0;  // added to the writer's
  double elastic = 0;
};

Writer drawWriter(PortableRandom& rng) {
  Writer w;
  const double f = rng.unit();
  if (f < 0.85) {
    // The script faces lean right by design (a shear of about 0.35) and run wide, with
    // joining strokes; these ranges make their writers anything from upright to slanted,
    // and narrow them towards the proportions of Taskar's letters.
    w.font = f < 0.45 ? cv::FONT_HERSHEY_SCRIPT_SIMPLEX : cv::FONT_HERSHEY_SCRIPT_COMPLEX;
    w.slant = rng.uniform(-0.42, 0.0);
    w.widthScale = rng.uniform(0.62, 0.85);
  } else {
    // Some writers print: an upright sans-serif face, slanted a little.
    w.font = cv::FONT_HERSHEY_SIMPLEX;
    w.slant = rng.uniform(-0.05, 0.3);
    w.widthScale = rng.uniform(0.9, 1.15);
  }
  w.inkFraction = rng.uniform(0.2, 0.42);
  w.elastic = rng.uniform(0.8, 2.2);
  return w;
}

Distortion drawDistortion(PortableRandom& rng, const Writer& w) {
  Distortion d;
  d.rotation = rng.uniform(-6.0, 6.0) * std::numbers::pi / 180.0;
  const double s = rng.uniform(0.92, 1.08);
  d.scaleX = s * w.widthScale * rng.uniform(0.92, 1.08);
  d.scaleY = s * rng.uniform(0.92, 1.08);
  d.shiftX = rng.uniform(-3.0, 3.0);
  d.shiftY = rng.uniform(-3.0, 3.0);
  d.inkFraction = rng.uniform(-0.04, 0.04);
  d.elastic = w.elastic * rng.uniform(0.7, 1.3);
  return d;
}

// The size (width, height) an ink box of size w x h takes in the 16 x 8 image: aspect ratio
// kept, up to a mild stretch towards filling the box, like Taskar's normalised letters.
cv::Size fittedSize(int w, int h) {
  const double fitX = static_cast<double>(kLetterWidth) / w;
  const double fitY = static_cast<double>(kLetterHeight) / h;
  const double fit = std::min(fitX, fitY);
  const double sx = std::min(fitX, fit * kMaxStretch), sy = std::min(fitY, fit * kMaxStretch);
  return {std::clamp(static_cast<int>(std::lround(w * sx)), 1, kLetterWidth),
          std::clamp(static_cast<int>(std::lround(h * sy)), 1, kLetterHeight)};
}

// Renders letters one after another, reusing its image buffers (allocating them per letter
// made the heap grow and shrink on every letter, which cost more than the drawing).
class LetterRenderer {
 public:
  explicit LetterRenderer(PortableRandom& rng) : rng_(rng) {}

  LetterImage render(char letter, const Writer& writer) {
    Distortion d = drawDistortion(rng_, writer);
    LetterImage image{};
    if (draw(letter, writer, d, image)) return image;
    // Fallbacks: a milder distortion, then a plain, upright render with a firm pen.
    d.elastic *= 0.3;
    d.rotation *= 0.3;
    if (draw(letter, writer, d, image)) return image;
    Writer plain = writer;
    plain.slant = 0;
    plain.inkFraction = 0.2;
    if (draw(letter, plain, Distortion{}, image)) return image;
    image.fill(0);  // not reached for a-z; still honour "never all zero" with a plain stroke
    for (int y = 2; y < kLetterHeight - 2; ++y)
      image[static_cast<size_t>(y * kLetterWidth + 3)] = 1;
    return image;
  }

 private:
  bool draw(char letter, const Writer& w, const Distortion& d, LetterImage& image) {
    drawGlyph(letter, w.font);
    if (!warpGlyph(w, d)) return false;
    return inkLetter(w.inkFraction + d.inkFraction, image);
  }

  // Draws `letter` in `font` with a thin anti-aliased pen into glyph_ (ink 255).
  void drawGlyph(char letter, int font) {
    const std::string text(1, letter);
    int baseline = 0;
    const cv::Size size = cv::getTextSize(text, font, kFontScale, kTraceThickness, &baseline);
    // The x-height band sits about 10 * fontScale px above the baseline: centre it on the
    // canvas so that ascenders and descenders both fit.
    const cv::Point origin(kCanvas / 2 - size.width / 2,
                           kCanvas / 2 + static_cast<int>(std::lround(5.0 * kFontScale)));
    glyph_.create(kCanvas, kCanvas, CV_8U);
    glyph_.setTo(0);
    cv::putText(glyph_, text, origin, font, kFontScale, cv::Scalar(255), kTraceThickness,
                cv::LINE_AA);
  }

  // A smooth random displacement field (two channels: x and y) of RMS `amplitude` per
  // component: uniform noise on a coarse grid, Gaussian-blurred, normalised, upsampled.
  void displacementField(double amplitude) {
    constexpr int n = kCanvas / kFieldCell;
    coarse_.create(n, n, CV_32FC2);
    for (int y = 0; y < n; ++y) {
      float* row = coarse_.ptr<float>(y);
      for (int x = 0; x < 2 * n; ++x) row[x] = static_cast<float>(rng_.uniform(-1, 1));
    }
    cv::GaussianBlur(coarse_, coarse_, cv::Size(0, 0), kFieldSigma, kFieldSigma,
                     cv::BORDER_REFLECT);
    const double rms = std::sqrt(coarse_.dot(coarse_) / (2.0 * n * n));
    coarse_ *= amplitude / std::max(rms, 1e-6);
    cv::resize(coarse_, field_, cv::Size(kCanvas, kCanvas), 0, 0, cv::INTER_LINEAR);
  }

  // Warps glyph_ into warped_: an affine map about the canvas centre c,
  // p' = c + M (p - c) + shift with M = R * diag(sx, sy) * Shear, then the elastic field e;
  // output pixel q samples the glyph at p = M^-1 (q + e(q) - c - shift) + c. Only the
  // region the glyph can reach is computed. False when the glyph is empty.
  bool warpGlyph(const Writer& w, const Distortion& d) {
    const cv::Rect ink = cv::boundingRect(glyph_);
    if (ink.empty()) return false;
    const double c = (kCanvas - 1) / 2.0;
    const double cr = std::cos(d.rotation), sr = std::sin(d.rotation);
    // Shear = [[1, -slant], [0, 1]]: y grows downwards, so a positive slant leans right.
    const double m00 = cr * d.scaleX, m01 = -cr * d.scaleX * w.slant - sr * d.scaleY;
    const double m10 = sr * d.scaleX, m11 = -sr * d.scaleX * w.slant + cr * d.scaleY;
    const double det = m00 * m11 - m01 * m10;
    const double i00 = m11 / det, i01 = -m01 / det, i10 = -m10 / det, i11 = m00 / det;

    // Where the glyph's box lands, grown by the largest plausible elastic displacement.
    double left = kCanvas, right = 0, top = kCanvas, bottom = 0;
    for (const double px : {ink.x - 1.0, ink.x + ink.width + 1.0})
      for (const double py : {ink.y - 1.0, ink.y + ink.height + 1.0}) {
        const double qx = c + m00 * (px - c) + m01 * (py - c) + d.shiftX;
        const double qy = c + m10 * (px - c) + m11 * (py - c) + d.shiftY;
        left = std::min(left, qx), right = std::max(right, qx);
        top = std::min(top, qy), bottom = std::max(bottom, qy);
      }
    const double margin = 4.0 * d.elastic + 2.0;
    const int x0 = std::max(0, static_cast<int>(std::floor(left - margin)));
    const int y0 = std::max(0, static_cast<int>(std::floor(top - margin)));
    const int x1 = std::min(kCanvas, static_cast<int>(std::ceil(right + margin)) + 1);
    const int y1 = std::min(kCanvas, static_cast<int>(std::ceil(bottom + margin)) + 1);
    if (x1 <= x0 || y1 <= y0) return false;

    const bool elastic = d.elastic > 0;
    if (elastic) displacementField(d.elastic);
    // Single precision is plenty at this resolution and lets the loop vectorise.
    const auto f00 = static_cast<float>(i00), f01 = static_cast<float>(i01);
    const auto f10 = static_cast<float>(i10), f11 = static_cast<float>(i11);
    const auto fc = static_cast<float>(c);
    const auto ox = static_cast<float>(-c - d.shiftX), oy = static_cast<float>(-c - d.shiftY);
    mapX_.create(y1 - y0, x1 - x0, CV_32F);
    mapY_.create(y1 - y0, x1 - x0, CV_32F);
    for (int y = y0; y < y1; ++y) {
      float* mx = mapX_.ptr<float>(y - y0);
      float* my = mapY_.ptr<float>(y - y0);
      const float* e = elastic ? field_.ptr<float>(y) : nullptr;
      const float qy0 = static_cast<float>(y) + oy;
      for (int x = x0; x < x1; ++x) {
        const float ex = elastic ? e[2 * x] : 0.0f, ey = elastic ? e[2 * x + 1] : 0.0f;
        const float qx = static_cast<float>(x) + ox + ex;
        const float qy = qy0 + ey;
        mx[x - x0] = f00 * qx + f01 * qy + fc;
        my[x - x0] = f10 * qx + f11 * qy + fc;
      }
    }
    cv::remap(glyph_, warped_, mapX_, mapY_, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(0));
    return true;
  }

  // Crops the warped trace to its ink, scales it into the 16 x 8 box (centred) and
  // binarises it. After area resampling, an output pixel that a stroke crosses straight
  // through holds kTraceWidth * scale of ink; it is inked when it holds `inkFraction` of
  // that, so a small fraction gives bold two-pixel strokes and a large one thin one-pixel
  // strokes, whatever the letter's size, as in Taskar's letters. False when there is no ink.
  bool inkLetter(double inkFraction, LetterImage& image) {
    cv::threshold(warped_, mask_, kTraceLevel, 255, cv::THRESH_BINARY);
    const cv::Rect box = cv::boundingRect(mask_);
    if (box.empty()) return false;
    const cv::Size target = fittedSize(box.width, box.height);
    warped_(box).convertTo(crop_, CV_32F, 1.0 / 255.0);
    cv::resize(crop_, small_, target, 0, 0, cv::INTER_AREA);
    double maxValue = 0;
    cv::minMaxLoc(small_, nullptr, &maxValue);
    if (maxValue <= 0) return false;
    const double scale = std::sqrt(static_cast<double>(target.width) / box.width *
                                   static_cast<double>(target.height) / box.height);
    // The inkiest pixel always passes, so the image is never all zero.
    const float threshold =
        static_cast<float>(std::min(inkFraction * kTraceWidth * scale, maxValue));
    image.fill(0);
    const int x0 = (kLetterWidth - target.width) / 2, y0 = (kLetterHeight - target.height) / 2;
    for (int y = 0; y < target.height; ++y) {
      const float* row = small_.ptr<float>(y);
      for (int x = 0; x < target.width; ++x)
        image[static_cast<size_t>((y0 + y) * kLetterWidth + x0 + x)] = row[x] >= threshold ? 1 : 0;
    }
    return true;
  }

  PortableRandom& rng_;
  cv::Mat coarse_, field_, mapX_, mapY_, glyph_, warped_, mask_, crop_, small_;
};

}  // namespace

const std::vector<std::string>& sampleWordList() {
  static const std::vector<std::string> words(std::begin(kWords), std::end(kWords));
  return words;
}

HandwritingDataset generateHandwritingSample(const HandwritingSampleOptions& options) {
  if (options.numWords < 1 || options.numWords > 1000000)
    throw std::invalid_argument("generateHandwritingSample: numWords must be in 1..1000000, got " +
                                std::to_string(options.numWords));
  if (options.numFolds < 1)
    throw std::invalid_argument("generateHandwritingSample: numFolds must be at least 1, got " +
                                std::to_string(options.numFolds));
  const std::vector<std::string>& list = sampleWordList();
  PortableRandom rng(options.seed);
  LetterRenderer renderer(rng);
  HandwritingDataset dataset;
  dataset.words.reserve(static_cast<size_t>(options.numWords));
  for (int i = 0; i < options.numWords; ++i) {
    const std::string& text = list[static_cast<size_t>(rng.index(static_cast<int>(list.size())))];
    HandwritingWord word;
    word.wordId = i + 1;
    word.fold = rng.index(options.numFolds);
    const Writer writer = drawWriter(rng);
    word.images.reserve(text.size());
    word.letters.reserve(text.size());
    for (char ch : text) {
      word.letters.push_back(ch - 'a');
      word.images.push_back(renderer.render(ch, writer));
    }
    dataset.words.push_back(std::move(word));
  }
  return dataset;
}

}  // namespace m3
