#include "io/indexed_png.h"

#include <png.h>

#include <csetjmp>
#include <cstdio>
#include <cstring>

#include "io/image_io.h"
#include "io/io_error.h"

namespace m3 {

namespace {

// libpng reports errors by longjmp to the setjmp in the function that called it. Those
// functions (readIndexed, writeIndexed) therefore hold no object that changes after setjmp:
// what they fill is reached through pointer arguments, and they return false on an error.
constexpr size_t kErrorLength = 200;

void onError(png_structp png, png_const_charp message) {
  std::snprintf(static_cast<char*>(png_get_error_ptr(png)), kErrorLength, "%s", message);
  png_longjmp(png, 1);
}
void onWarning(png_structp, png_const_charp) {}  // ancillary chunk trouble does not matter for masks

struct MemoryReader {
  const std::vector<std::uint8_t>* bytes;
  size_t at;
};

void readFromMemory(png_structp png, png_bytep out, png_size_t length) {
  auto* reader = static_cast<MemoryReader*>(png_get_io_ptr(png));
  if (length > reader->bytes->size() - reader->at) png_error(png, "the file ends early");
  std::memcpy(out, reader->bytes->data() + reader->at, length);
  reader->at += length;
}

void writeToMemory(png_structp png, png_bytep data, png_size_t length) {
  auto* out = static_cast<std::vector<std::uint8_t>*>(png_get_io_ptr(png));
  out->insert(out->end(), data, data + length);
}
void flushNothing(png_structp) {}

bool readIndexed(const std::vector<std::uint8_t>* bytes, MemoryReader* reader, IndexedPng* out,
                 std::vector<png_bytep>* rows, char* error) {
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, error, onError, onWarning);
  if (!png) return std::snprintf(error, kErrorLength, "out of memory"), false;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, nullptr, nullptr);
    return std::snprintf(error, kErrorLength, "out of memory"), false;
  }
  *reader = {bytes, 0};
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, nullptr);
    return false;
  }
  png_set_read_fn(png, reader, readFromMemory);
  png_set_user_limits(png, kMaxImageSide, kMaxImageSide);
  png_read_info(png, info);
  png_uint_32 width = 0, height = 0;
  int depth = 0, type = 0;
  png_get_IHDR(png, info, &width, &height, &depth, &type, nullptr, nullptr, nullptr);
  if (type != PNG_COLOR_TYPE_PALETTE) png_error(png, "not a palette image");
  if (static_cast<double>(width) * height > kMaxImagePixels) png_error(png, "too many pixels");
  png_colorp palette = nullptr;
  int colours = 0;
  if (!png_get_PLTE(png, info, &palette, &colours)) png_error(png, "no palette");
  if (depth < 8) png_set_packing(png);  // one byte per index
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != width) png_error(png, "unexpected row size");
  out->width = static_cast<int>(width);
  out->height = static_cast<int>(height);
  for (int k = 0; k < colours; ++k) out->palette.push_back({palette[k].red, palette[k].green, palette[k].blue});
  out->indices.resize(static_cast<size_t>(width) * height);
  rows->resize(height);
  for (png_uint_32 y = 0; y < height; ++y) (*rows)[y] = out->indices.data() + static_cast<size_t>(y) * width;
  png_read_image(png, rows->data());
  png_read_end(png, nullptr);
  png_destroy_read_struct(&png, &info, nullptr);
  return true;
}

bool writeIndexed(const IndexedPng* image, const std::vector<png_color>* palette, std::vector<std::uint8_t>* out,
                  std::vector<png_bytep>* rows, char* error) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, onError, onWarning);
  if (!png) return std::snprintf(error, kErrorLength, "out of memory"), false;
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, nullptr);
    return std::snprintf(error, kErrorLength, "out of memory"), false;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return false;
  }
  png_set_write_fn(png, out, writeToMemory, flushNothing);
  png_set_IHDR(png, info, static_cast<png_uint_32>(image->width), static_cast<png_uint_32>(image->height), 8,
               PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_PLTE(png, info, palette->data(), static_cast<int>(palette->size()));
  png_write_info(png, info);
  png_write_image(png, rows->data());
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return true;
}

}  // namespace

bool isIndexedPng(const std::vector<std::uint8_t>& bytes) {
  // Signature (8), chunk length (4), "IHDR", width, height, bit depth, then the colour type.
  return bytes.size() > 25 && std::memcmp(bytes.data() + 12, "IHDR", 4) == 0 && bytes[25] == PNG_COLOR_TYPE_PALETTE;
}

IndexedPng decodeIndexedPng(const std::vector<std::uint8_t>& bytes, const std::string& path) {
  IndexedPng image;
  MemoryReader reader{};
  std::vector<png_bytep> rows;
  char error[kErrorLength] = "";
  if (!readIndexed(&bytes, &reader, &image, &rows, error))
    throw IoError(path + ": cannot read the indexed-colour PNG (" + error + ")");
  return image;
}

std::vector<std::uint8_t> encodeIndexedPng(const IndexedPng& image, const std::string& path) {
  if (image.width < 1 || image.height < 1 || image.indices.size() != static_cast<size_t>(image.width) * image.height ||
      image.palette.empty() || image.palette.size() > 256)
    throw IoError(path + ": cannot write an empty or inconsistent indexed image");
  for (std::uint8_t index : image.indices)
    if (index >= image.palette.size())
      throw IoError(path + ": index " + std::to_string(index) + " has no colour in a palette of " +
                    std::to_string(image.palette.size()));
  std::vector<png_color> palette;
  for (const RgbColour& c : image.palette) palette.push_back({c[0], c[1], c[2]});
  std::vector<png_bytep> rows(static_cast<size_t>(image.height));
  for (int y = 0; y < image.height; ++y)  // libpng reads rows through non-const pointers
    rows[static_cast<size_t>(y)] = const_cast<png_bytep>(image.indices.data() + static_cast<size_t>(y) * image.width);
  std::vector<std::uint8_t> out;
  char error[kErrorLength] = "";
  if (!writeIndexed(&image, &palette, &out, &rows, error)) throw IoError(path + ": cannot encode the PNG (" + std::string(error) + ")");
  return out;
}

std::vector<RgbColour> vocColourMap() {
  std::vector<RgbColour> map(256);
  for (int i = 0; i < 256; ++i) {
    int r = 0, g = 0, b = 0;
    for (int bit = 7, c = i; c > 0; --bit, c >>= 3) {
      r |= (c & 1) << bit;
      g |= ((c >> 1) & 1) << bit;
      b |= ((c >> 2) & 1) << bit;
    }
    map[static_cast<size_t>(i)] = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(b)};
  }
  return map;
}

}  // namespace m3
