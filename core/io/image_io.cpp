#include "io/image_io.h"

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <sstream>

#include "data/class_colours.h"
#include "io/indexed_png.h"
#include "io/io_error.h"

namespace m3 {

namespace {

// Files above this are refused before reading: far larger than any sane 100 MP image.
constexpr std::uintmax_t kMaxImageFileBytes = 1ull << 30;

// A folder opens as a stream on Linux; its "size" from seekg is garbage, which read as
// "file too large" before this check (and /dev/zero never ends).
void refuseFolder(const std::string& path, const char* expected) {
  refuseNonRegularFile(path, expected);
}

std::vector<std::uint8_t> readBytes(const std::string& path) {
  refuseFolder(path, "an image file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw IoError(path + ": cannot open the file (missing or unreadable)");
  in.seekg(0, std::ios::end);
  const auto size = static_cast<std::uintmax_t>(in.tellg());
  if (size > kMaxImageFileBytes) throw IoError(path + ": file too large for an image (over 1 GiB)");
  in.seekg(0);
  std::vector<std::uint8_t> bytes(size);
  if (size && !in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size)))
    throw IoError(path + ": read error");
  return bytes;
}

enum class Format { Png, Jpeg, Tiff, Unknown };

Format sniff(const std::vector<std::uint8_t>& b) {
  static const std::uint8_t png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (b.size() >= 8 && std::memcmp(b.data(), png, 8) == 0) return Format::Png;
  if (b.size() >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) return Format::Jpeg;
  if (b.size() >= 4 && ((b[0] == 'I' && b[1] == 'I' && b[2] == 42 && b[3] == 0) ||
                        (b[0] == 'M' && b[1] == 'M' && b[2] == 0 && b[3] == 42)))
    return Format::Tiff;
  return Format::Unknown;
}

std::uint32_t be32(const std::uint8_t* p) { return std::uint32_t(p[0]) << 24 | p[1] << 16 | p[2] << 8 | p[3]; }
int be16(const std::uint8_t* p) { return p[0] << 8 | p[1]; }

void checkSize(const std::string& path, long width, long height) {
  if (width < 1 || height < 1) throw IoError(path + ": the image has no pixels");
  if (width > kMaxImageSide || height > kMaxImageSide || width * height > kMaxImagePixels)
    throw IoError(path + ": absurd image size " + std::to_string(width) + " x " + std::to_string(height) +
                  " (at most " + std::to_string(kMaxImagePixels) + " pixels, sides up to " +
                  std::to_string(kMaxImageSide) + ")");
}

// Header checks that catch damage before the decoder sees it: libjpeg "decodes" a truncated
// file into a grey-padded image with only a warning, so truncation must be found here.
void checkHeader(const std::string& path, const std::vector<std::uint8_t>& b, Format format) {
  const size_t n = b.size();
  if (format == Format::Png) {
    if (n < 33 || std::memcmp(b.data() + 12, "IHDR", 4) != 0) throw IoError(path + ": truncated PNG (no header)");
    checkSize(path, be32(b.data() + 16), be32(b.data() + 20));
    // The last chunk is IEND (length 0, type, CRC): 12 bytes.
    if (std::memcmp(b.data() + n - 8, "IEND", 4) != 0)
      throw IoError(path + ": truncated or damaged PNG (no IEND chunk at the end)");
  } else if (format == Format::Jpeg) {
    // Frame header (SOFn) dimensions: markers before the scan are length-prefixed segments.
    size_t p = 2;
    bool sized = false;
    while (p + 4 <= n && b[p] == 0xFF) {
      const int marker = b[p + 1];
      if (marker == 0xFF) {  // fill byte
        ++p;
        continue;
      }
      if (marker == 0xDA) break;  // start of scan: entropy-coded data follows
      const int length = be16(b.data() + p + 2);
      if (length < 2) throw IoError(path + ": damaged JPEG (bad segment length)");
      const bool sof = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
      if (sof && p + 9 <= n) {
        checkSize(path, be16(b.data() + p + 7), be16(b.data() + p + 5));
        sized = true;
      }
      p += 2 + static_cast<size_t>(length);
    }
    if (!sized) throw IoError(path + ": truncated or damaged JPEG (no frame header before the image data)");
    // End of image (FFD9) can only occur as a marker (entropy data stuffs 0xFF with 0x00);
    // tolerate a little trailing padding after it, as some cameras write.
    bool end = false;
    for (size_t i = n >= 4096 ? n - 4096 : 0; i + 1 < n && !end; ++i) end = b[i] == 0xFF && b[i + 1] == 0xD9;
    if (!end) throw IoError(path + ": truncated JPEG (no end-of-image marker)");
  }
}

// The file's bytes, checked as far as its header goes; `format` says what it is.
std::vector<std::uint8_t> readCheckedImage(const std::string& path, Format* format) {
  std::vector<std::uint8_t> bytes = readBytes(path);
  if (bytes.empty()) throw IoError(path + ": the file is empty");
  *format = sniff(bytes);
  if (*format == Format::Unknown) throw IoError(path + ": not an image (PNG, JPEG or TIFF expected)");
  checkHeader(path, bytes, *format);
  return bytes;
}

cv::Mat decode(const std::string& path, const std::vector<std::uint8_t>& bytes, int flags) {
  cv::Mat m;
  try {
    m = cv::imdecode(bytes, flags);
  } catch (const cv::Exception& e) {
    throw IoError(path + ": cannot decode the image (" + e.err + ")");
  }
  if (m.empty()) throw IoError(path + ": cannot decode the image (truncated or damaged file)");
  checkSize(path, m.cols, m.rows);
  return m;
}

void encode(const std::string& path, const cv::Mat& m) {
  const size_t dot = path.find_last_of('.');
  std::string ext = dot == std::string::npos ? "" : path.substr(dot);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext != ".png" && ext != ".jpg" && ext != ".jpeg" && ext != ".tif" && ext != ".tiff")
    throw IoError(path + ": unknown image extension (use .png, .jpg or .tif)");
  std::vector<std::uint8_t> out;
  try {
    if (!cv::imencode(ext, m, out)) throw IoError(path + ": the image could not be encoded");
  } catch (const cv::Exception& e) {
    throw IoError(path + ": cannot encode the image (" + e.err + ")");
  }
  writeFileAtomically(path, std::string(out.begin(), out.end()));
}

}  // namespace

ColourImage readImage(const std::string& path) {
  Format format = Format::Unknown;
  cv::Mat m = decode(path, readCheckedImage(path, &format), cv::IMREAD_UNCHANGED);
  // Depth first (16 bit: full range maps to full range), then channels.
  if (m.depth() == CV_16U) {
    m.convertTo(m, CV_8U, 255.0 / 65535.0);
  } else if (m.depth() == CV_32F || m.depth() == CV_64F) {
    m.convertTo(m, CV_8U, 255.0);  // float images are in [0, 1] by convention; saturates
  } else if (m.depth() != CV_8U) {
    throw IoError(path + ": unsupported sample type (8, 16 bit or float expected)");
  }
  cv::Mat bgr;
  switch (m.channels()) {
    case 1: cv::cvtColor(m, bgr, cv::COLOR_GRAY2BGR); break;
    case 2: {
      cv::Mat grey;
      cv::extractChannel(m, grey, 0);
      cv::cvtColor(grey, bgr, cv::COLOR_GRAY2BGR);
      break;
    }
    case 3: bgr = m; break;
    case 4: cv::cvtColor(m, bgr, cv::COLOR_BGRA2BGR); break;
    default: throw IoError(path + ": unsupported number of channels " + std::to_string(m.channels()));
  }
  ColourImage image;
  image.width = bgr.cols;
  image.height = bgr.rows;
  image.bgr.resize(static_cast<size_t>(image.numPixels()) * 3);
  for (int y = 0; y < bgr.rows; ++y)
    std::memcpy(image.bgr.data() + static_cast<size_t>(y) * bgr.cols * 3, bgr.ptr(y), static_cast<size_t>(bgr.cols) * 3);
  return image;
}

void writeImage(const std::string& path, const ColourImage& image) {
  if (image.empty() || image.bgr.size() != static_cast<size_t>(image.numPixels()) * 3)
    throw IoError(path + ": cannot write an empty or inconsistent image");
  const cv::Mat m(image.height, image.width, CV_8UC3, const_cast<std::uint8_t*>(image.bgr.data()));
  encode(path, m);
}

LabelImage readLabelMask(const std::string& path) {
  Format format = Format::Unknown;
  const std::vector<std::uint8_t> bytes = readCheckedImage(path, &format);
  if (format != Format::Png) throw IoError(path + ": label masks must be PNG (lossy formats change label values)");
  LabelImage mask;
  if (isIndexedPng(bytes)) {  // the indices are the values
    const IndexedPng indexed = decodeIndexedPng(bytes, path);
    checkSize(path, indexed.width, indexed.height);
    mask.width = indexed.width;
    mask.height = indexed.height;
    mask.labels.reserve(indexed.indices.size());
    for (std::uint8_t v : indexed.indices) mask.labels.push_back(v == 0 ? kUnlabelled : v - 1);
    return mask;
  }
  const cv::Mat m = decode(path, bytes, cv::IMREAD_UNCHANGED);
  if (m.channels() != 1)
    throw IoError(path + ": a label mask must have one channel (an index mask), this PNG has " +
                  std::to_string(m.channels()) + " (colour masks: save them as indexed-colour or greyscale PNG)");
  if (m.depth() != CV_8U && m.depth() != CV_16U) throw IoError(path + ": label masks must be 8 or 16 bit");
  mask.width = m.cols;
  mask.height = m.rows;
  mask.labels.resize(static_cast<size_t>(mask.numPixels()));
  for (int y = 0; y < m.rows; ++y)
    for (int x = 0; x < m.cols; ++x) {
      const int v = m.depth() == CV_8U ? m.at<std::uint8_t>(y, x) : m.at<std::uint16_t>(y, x);
      mask.labels[static_cast<size_t>(y) * m.cols + x] = v == 0 ? kUnlabelled : v - 1;
    }
  return mask;
}

bool isIndexedPngFile(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
    return false;  // the reader says why
  std::ifstream in(path, std::ios::binary);
  std::vector<std::uint8_t> header(32);
  in.read(reinterpret_cast<char*>(header.data()), static_cast<std::streamsize>(header.size()));
  header.resize(static_cast<size_t>(std::max<std::streamsize>(0, in.gcount())));
  return sniff(header) == Format::Png && isIndexedPng(header);
}

void writeLabelMask(const std::string& path, const LabelImage& mask) {
  if (mask.width < 1 || mask.height < 1 || mask.labels.size() != static_cast<size_t>(mask.numPixels()))
    throw IoError(path + ": cannot write an empty or inconsistent mask");
  int top = 0;
  for (int v : mask.labels) top = std::max(top, v);
  if (top + 1 > 65535) throw IoError(path + ": labels above 65534 do not fit a 16-bit mask");
  const bool wide = top + 1 > 255;
  cv::Mat m(mask.height, mask.width, wide ? CV_16UC1 : CV_8UC1);
  for (int y = 0; y < mask.height; ++y)
    for (int x = 0; x < mask.width; ++x) {
      const int v = std::max(mask.at(x, y), -1) + 1;
      if (wide)
        m.at<std::uint16_t>(y, x) = static_cast<std::uint16_t>(v);
      else
        m.at<std::uint8_t>(y, x) = static_cast<std::uint8_t>(v);
    }
  const size_t dot = path.find_last_of('.');
  std::string ext = dot == std::string::npos ? "" : path.substr(dot);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext != ".png") throw IoError(path + ": label masks are written as PNG (.png)");
  encode(path, m);
}

namespace {

// Palette lines "<value> <r> <g> <b> <name>" with values firstValue, firstValue + 1, ...; with
// `voidValue`, also one line "void <v>"; `path` names the text in messages.
Palette parsePaletteLines(std::istream& in, const std::string& path, int firstValue,
                          int* voidValue) {
  Palette palette;
  std::map<std::string, int> nameLines;
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line[first] == '#') continue;
    std::istringstream fields(line);
    const std::string where = path + ":" + std::to_string(lineNo) + ": ";
    std::string firstWord;
    std::istringstream(line) >> firstWord;
    if (voidValue && firstWord == "void") {
      std::string word;
      long v = -1;
      if (!(fields >> word >> v) || v < 0 || v > 65535 || *voidValue >= 0)
        throw IoError(where + "expected one line 'void <mask value 0..65535>'");
      *voidValue = static_cast<int>(v);
      continue;
    }
    long value = 0, r = -1, g = -1, b = -1;
    if (!(fields >> value >> r >> g >> b))
      throw IoError(where + "expected '<value> <red> <green> <blue> <name>'");
    std::string name;
    std::getline(fields, name);
    const size_t s = name.find_first_not_of(" \t"), e = name.find_last_not_of(" \t");
    name = s == std::string::npos ? "" : name.substr(s, e - s + 1);
    if (name.empty()) throw IoError(where + "the label has no name");
    requireUtf8(name, path + ":" + std::to_string(lineNo), "the class name");
    const long expected = static_cast<long>(palette.size()) + firstValue;
    if (value != expected)
      throw IoError(where + "mask value " + std::to_string(value) + " out of order (expected " +
                    std::to_string(expected) + ": values run " + std::to_string(firstValue) + ", " +
                    std::to_string(firstValue + 1) + ", ...)");
    if (r < 0 || r > 255 || g < 0 || g > 255 || b < 0 || b > 255) throw IoError(where + "colours must be 0..255");
    // Two classes of one name could not be told apart in a legend, an export or a model
    // matched to COCO categories by name.
    const auto [earlier, fresh] = nameLines.emplace(name, lineNo);
    if (!fresh)
      throw IoError(where + "the class name \"" + name + "\" is given at line " +
                    std::to_string(earlier->second) + " already");
    palette.push_back({name, static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(b)});
  }
  if (palette.empty()) throw IoError(path + ": names no label");
  return palette;
}

Palette readPaletteLines(const std::string& path, int firstValue, int* voidValue) {
  refuseFolder(path, voidValue ? "a dataset description" : "a palette file");
  std::ifstream in(path);
  if (!in)
    throw IoError(path + ": cannot open the " +
                  (voidValue ? "dataset description" : "palette file"));
  return parsePaletteLines(in, path, firstValue, voidValue);
}

MaskConvention checkedConvention(MaskConvention c, const std::string& path) {
  if (c.voidValue >= 0 && c.voidValue < static_cast<int>(c.classes.size()))
    throw IoError(path + ": the void value " + std::to_string(c.voidValue) +
                  " is also a class's value");
  return c;
}

}  // namespace

Palette readPalette(const std::string& path) { return readPaletteLines(path, 1, nullptr); }

MaskConvention readMaskConvention(const std::string& path) {
  MaskConvention c;
  c.classes = readPaletteLines(path, 0, &c.voidValue);
  return checkedConvention(std::move(c), path);
}

MaskConvention parseMaskConvention(const std::string& text, const std::string& name) {
  std::istringstream in(text);
  MaskConvention c;
  c.classes = parsePaletteLines(in, name, 0, &c.voidValue);
  return checkedConvention(std::move(c), name);
}

void writeMaskConvention(const std::string& path, const MaskConvention& convention) {
  std::string text = "# dataset description: <mask value> <red> <green> <blue> <name>; void <value>\n";
  for (size_t k = 0; k < convention.classes.size(); ++k) {
    const PaletteEntry& e = convention.classes[k];
    text += std::to_string(k) + " " + std::to_string(e.red) + " " + std::to_string(e.green) + " " +
            std::to_string(e.blue) + " " + e.name + "\n";
  }
  if (convention.voidValue >= 0) text += "void " + std::to_string(convention.voidValue) + "\n";
  writeFileAtomically(path, text);
}

LabelImage readDatasetMask(const std::string& path, int numClasses, int voidValue) {
  LabelImage mask = readLabelMask(path);  // value v as label v - 1, 0 as unlabelled
  for (int& label : mask.labels) {
    const int value = label == kUnlabelled ? 0 : label + 1;
    if (value == voidValue) {
      label = kUnlabelled;
    } else if (numClasses > 0 && value >= numClasses) {
      throw IoError(path + ": mask value " + std::to_string(value) + " is neither one of the " +
                    std::to_string(numClasses) + " classes (0.." + std::to_string(numClasses - 1) + ") nor void (" +
                    (voidValue >= 0 ? std::to_string(voidValue) : std::string("none declared")) + ")");
    } else {
      label = value;
    }
  }
  return mask;
}

void writeDatasetMask(const std::string& path, const LabelImage& mask, int voidValue, bool indexed) {
  LabelImage shifted = mask;  // writeLabelMask writes label + 1, and 0 for unlabelled
  for (int& label : shifted.labels) {
    if (label == kUnlabelled && voidValue < 0)
      throw IoError(path + ": cannot write unlabelled pixels without a void value");
    if (label < kUnlabelled || label == voidValue)
      throw IoError(path + ": class " + std::to_string(label) + " cannot be written (negative, or the void value)");
    label = label == kUnlabelled ? voidValue - 1 : label - 1;
  }
  if (!indexed) return writeLabelMask(path, shifted);
  if (mask.width < 1 || mask.height < 1 || mask.labels.size() != static_cast<size_t>(mask.numPixels()))
    throw IoError(path + ": cannot write an empty or inconsistent mask");
  IndexedPng png{mask.width, mask.height, {}, vocColourMap()};
  png.indices.reserve(shifted.labels.size());
  for (int label : shifted.labels) {
    if (label + 1 > 255) throw IoError(path + ": value " + std::to_string(label + 1) + " does not fit an indexed-colour PNG (0..255)");
    png.indices.push_back(static_cast<std::uint8_t>(label + 1));
  }
  const std::vector<std::uint8_t> bytes = encodeIndexedPng(png, path);
  writeFileAtomically(path, std::string(bytes.begin(), bytes.end()));
}

void writePalette(const std::string& path, const Palette& palette) {
  std::string text = "# M3Studio label palette: <mask value> <red> <green> <blue> <name>; 0 = unlabelled\n";
  for (size_t k = 0; k < palette.size(); ++k)
    text += std::to_string(k + 1) + " " + std::to_string(palette[k].red) + " " + std::to_string(palette[k].green) +
            " " + std::to_string(palette[k].blue) + " " + palette[k].name + "\n";
  writeFileAtomically(path, text);
}

Palette defaultPalette(const std::vector<std::string>& names) {
  const std::vector<ClassRgb> colours = classRgbs(names);
  Palette palette;
  for (size_t k = 0; k < names.size(); ++k)
    palette.push_back({names[k], colours[k].red, colours[k].green, colours[k].blue});
  return palette;
}

}  // namespace m3
