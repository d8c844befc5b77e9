#pragma once
// Images and label masks for the image-regions workbench.
// The public types are plain buffers, not cv::Mat: OpenCV stays a private dependency of
// m3core (its include path is not exported), and the GUI can wrap the bytes in a QImage.
//
// Images: PNG, JPEG and TIFF (what OpenCV's imgcodecs decodes; recognised by their magic
// bytes, not the extension), 8 or 16 bit, grey, grey+alpha, colour or colour+alpha. They are
// normalised to 8-bit BGR: 16-bit values are scaled by 255/65535, grey is replicated,
// alpha is dropped.
// Label masks: single-channel (greyscale) PNG, 8 or 16 bit; indexed-colour PNGs are not
// accepted (OpenCV expands their palette to colour, losing the indices). Value 0 = unlabelled, v >= 1 = label v - 1
// (so a scribble mask is mostly 0). Written as 8 bit when every value fits, else 16 bit.
// Palette files (UTF-8 text, one label per line, '#' starts a comment line):
//     <mask value> <red> <green> <blue> <name, may contain spaces>
//   e.g. "1 34 139 34 grass". Values must be 1, 2, ..., K in order (label v - 1 is line v);
//   colours are 0..255. The palette names the labels and colours them in previews.
// Errors: IoError naming the file: missing or unreadable, a folder, not an image of a known format,
// truncated (PNG without IEND, JPEG without its end marker, or a decoder failure), absurd
// size (more than kMaxImagePixels pixels or a side above kMaxImageSide, checked from the
// header before decoding where the format allows), a mask with colour channels.
// Cost: one decode / encode, O(pixels).
#include <cstdint>
#include <string>
#include <vector>

#include "data/labeling.h"

namespace m3 {

inline constexpr long kMaxImagePixels = 100'000'000;
inline constexpr int kMaxImageSide = 50'000;

struct ColourImage {
  int width = 0, height = 0;
  std::vector<std::uint8_t> bgr;  // row-major, 3 bytes per pixel (blue, green, red)

  bool empty() const { return width == 0 || height == 0; }
  long numPixels() const { return long(width) * height; }
};

// One label per pixel (row-major), kUnlabelled allowed: class masks, superpixel maps,
// ground-truth segmentations all use it.
struct LabelImage {
  int width = 0, height = 0;
  Labeling labels;

  long numPixels() const { return long(width) * height; }
  int at(int x, int y) const { return labels[static_cast<size_t>(y) * width + x]; }
};

struct PaletteEntry {
  std::string name;
  std::uint8_t red = 0, green = 0, blue = 0;
  bool operator==(const PaletteEntry&) const = default;
};
using Palette = std::vector<PaletteEntry>;  // entry k describes label k (mask value k + 1)

ColourImage readImage(const std::string& path);
// Writes PNG (lossless) or, by extension, JPEG / TIFF. Throws IoError on failure.
void writeImage(const std::string& path, const ColourImage& image);

// Throws IoError; labels < 0 are read as 0 (unlabelled), values above 65535 are refused.
// 8 or 16-bit greyscale PNGs hold the values; an indexed-colour (palette) PNG's indices are
// its values (io/indexed_png.h: Pascal VOC's masks).
LabelImage readLabelMask(const std::string& path);
// Whether the file is an indexed-colour PNG (false when it cannot be read: the reader says why).
bool isIndexedPngFile(const std::string& path);
void writeLabelMask(const std::string& path, const LabelImage& mask);

Palette readPalette(const std::string& path);
void writePalette(const std::string& path, const Palette& palette);
// Masks in a dataset's own convention (CamVid, SegNet and most benchmark sets): value k is class
// k, counted from 0, and one value may mean void (not labelled: ignored in training and scoring).
// A dataset description names them: palette lines whose values run 0, 1, ..., K - 1, plus one
// line "void <value>" (docs/formats.md has CamVid's).
struct MaskConvention {
  Palette classes;     // class k = mask value k
  int voidValue = -1;  // -1: none
};
MaskConvention readMaskConvention(const std::string& path);
// The same from a description's text; `name` stands for the file in messages.
MaskConvention parseMaskConvention(const std::string& text, const std::string& name);
// The description readMaskConvention reads back (atomically; IoError naming the file).
void writeMaskConvention(const std::string& path, const MaskConvention& convention);
// Void pixels become kUnlabelled, value k class k; a value >= numClasses (when numClasses > 0)
// that is not void is an IoError naming the file.
LabelImage readDatasetMask(const std::string& path, int numClasses, int voidValue);
// The inverse: class k as value k, kUnlabelled as voidValue (IoError when there is none).
// `indexed`: an indexed-colour PNG with the VOC colour map, as Pascal VOC's masks are (values
// up to 255), which shows the classes in colour and keeps their values for tools that read
// the indices; otherwise greyscale, which OpenCV-based tools read as values.
void writeDatasetMask(const std::string& path, const LabelImage& mask, int voidValue, bool indexed = false);

// The classes with their colours of the one palette (data/class_colours.h), for masks without one.
Palette defaultPalette(const std::vector<std::string>& names);

}  // namespace m3
