#pragma once
// Indexed-colour (palette) PNG masks, as Pascal VOC and many annotation tools save them: each
// pixel stores an index into the file's palette, and the index is the class (VOC: 0 background,
// 1-20 the classes, 255 void). OpenCV decodes such a file to the palette's colours and loses
// the indices, so they are read and written here with libpng.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace m3 {

using RgbColour = std::array<std::uint8_t, 3>;

struct IndexedPng {
  int width = 0, height = 0;
  std::vector<std::uint8_t> indices;  // row by row
  std::vector<RgbColour> palette;     // up to 256 entries
};

// Whether the PNG's header says palette colour (colour type 3). `bytes` starts with the PNG
// signature and holds at least the header chunk.
bool isIndexedPng(const std::vector<std::uint8_t>& bytes);

// The indices and palette (bit depths 1, 2, 4 and 8). IoError naming `path` for a damaged
// file, or an index outside the palette.
IndexedPng decodeIndexedPng(const std::vector<std::uint8_t>& bytes, const std::string& path);

// The PNG file's bytes; IoError naming `path` when the sizes do not fit or an index has no
// palette entry.
std::vector<std::uint8_t> encodeIndexedPng(const IndexedPng& image, const std::string& path);

// The Pascal VOC colour map (256 entries: index bits spread over the high bits of red, green
// and blue; 255, void, is (224, 224, 192)), the palette of VOC's masks and of the ones we write.
std::vector<RgbColour> vocColourMap();

}  // namespace m3
