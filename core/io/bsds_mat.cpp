#include "io/bsds_mat.h"

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "io/io_error.h"

namespace m3 {

namespace {

// MAT v5 data types and array classes (MATLAB "MAT-File Format", 2019, tables 1-2 and 1-3).
enum : std::uint32_t {
  miINT8 = 1, miUINT8 = 2, miINT16 = 3, miUINT16 = 4, miINT32 = 5, miUINT32 = 6, miSINGLE = 7,
  miDOUBLE = 9, miINT64 = 12, miUINT64 = 13, miMATRIX = 14, miCOMPRESSED = 15, miUTF8 = 16,
  miUTF16 = 17, miUTF32 = 18
};
enum : int { mxCELL = 1, mxSTRUCT = 2, mxOBJECT = 3, mxCHAR = 4, mxSPARSE = 5, mxDOUBLE = 6, mxUINT64 = 15 };

constexpr size_t kMaxInflated = size_t(1) << 30;
constexpr int kMaxNesting = 16;
constexpr std::uint64_t kMaxElements = 200'000'000;

struct MatArray {
  int cls = 0;
  std::vector<std::uint64_t> dims;
  std::string name;
  std::vector<double> values;       // numeric and char classes, column-major
  std::vector<std::string> fields;  // struct classes
  std::vector<MatArray> children;   // cell: one per element; struct: element-major, field-minor
  std::uint64_t count() const {
    std::uint64_t c = 1;
    for (std::uint64_t d : dims) c *= d;
    return dims.empty() ? 0 : c;
  }
};

class Parser {
 public:
  Parser(const std::uint8_t* data, size_t size, bool swap, const std::string& source)
      : p_(data), n_(size), swap_(swap), source_(source) {}

  struct Tag {
    std::uint32_t type = 0;
    size_t size = 0, data = 0, next = 0;
  };

  // The element starting at `pos`; `next` is where the following one starts.
  Tag tag(size_t pos) const {
    if (pos + 8 > n_) fail("truncated data element tag");
    const std::uint32_t w0 = u32(pos);
    Tag t;
    if (w0 >> 16) {  // small data element: size and type share the first word, data in 4 bytes
      t.type = w0 & 0xFFFF;
      t.size = w0 >> 16;
      if (t.size > 4) fail("bad small data element");
      t.data = pos + 4;
      t.next = pos + 8;
      return t;
    }
    t.type = w0;
    t.size = u32(pos + 4);
    t.data = pos + 8;
    if (t.size > n_ - t.data) fail("truncated data element (" + std::to_string(t.size) + " bytes announced, " +
                                   std::to_string(n_ - t.data) + " present)");
    // Elements are padded to 8 bytes, except compressed ones, which are stored back to back.
    const size_t padded = t.type == miCOMPRESSED ? t.size : (t.size + 7) / 8 * 8;
    t.next = std::min(n_, t.data + padded);
    return t;
  }

  MatArray matrix(const Tag& t, int depth) const {
    if (depth > kMaxNesting) fail("arrays nested too deeply");
    MatArray a;
    if (t.size == 0) return a;  // an empty array (e.g. an unset struct field)
    Parser sub(p_ + t.data, t.size, swap_, source_);
    const Tag flags = sub.tag(0);
    if (flags.type != miUINT32 || flags.size != 8) fail("array without array flags");
    a.cls = static_cast<int>(sub.u32(flags.data) & 0xFF);
    const bool complex = sub.u32(flags.data) & 0x800;
    const Tag dims = sub.tag(flags.next);
    if (dims.type != miINT32 || dims.size % 4 || dims.size < 8) fail("array without dimensions");
    std::uint64_t total = 1;
    for (size_t k = 0; k < dims.size; k += 4) {
      const std::int32_t d = static_cast<std::int32_t>(sub.u32(dims.data + k));
      if (d < 0) fail("negative array dimension");
      a.dims.push_back(static_cast<std::uint64_t>(d));
      total *= static_cast<std::uint64_t>(d);
      if (total > kMaxElements) fail("absurd array size");
    }
    const Tag name = sub.tag(dims.next);
    if (name.type != miINT8) fail("array without a name element");
    a.name.assign(reinterpret_cast<const char*>(sub.p_ + name.data), name.size);
    size_t pos = name.next;

    if (a.cls == mxCELL) {
      for (std::uint64_t i = 0; i < total; ++i) {
        const Tag e = sub.tag(pos);
        if (e.type != miMATRIX) fail("cell element is not an array");
        a.children.push_back(sub.matrix(e, depth + 1));
        pos = e.next;
      }
    } else if (a.cls == mxSTRUCT || a.cls == mxOBJECT) {
      if (a.cls == mxOBJECT) pos = sub.tag(pos).next;  // class name
      const Tag len = sub.tag(pos);
      if (len.type != miINT32 || len.size != 4) fail("struct without field name length");
      const size_t width = sub.u32(len.data);
      const Tag names = sub.tag(len.next);
      if (names.type != miINT8 || width == 0 || names.size % width) fail("struct with malformed field names");
      for (size_t k = 0; k < names.size; k += width) {
        const char* s = reinterpret_cast<const char*>(sub.p_ + names.data + k);
        a.fields.emplace_back(s, strnlen(s, width));
      }
      pos = names.next;
      for (std::uint64_t i = 0; i < total * a.fields.size(); ++i) {
        const Tag e = sub.tag(pos);
        if (e.type != miMATRIX) fail("struct field value is not an array");
        a.children.push_back(sub.matrix(e, depth + 1));
        pos = e.next;
      }
    } else if (a.cls == mxSPARSE) {
      fail("sparse arrays are not supported");
    } else if (a.cls == mxCHAR || (a.cls >= mxDOUBLE && a.cls <= mxUINT64)) {
      const Tag real = sub.tag(pos);
      a.values = sub.numbers(real);
      if (a.values.size() != total && a.cls != mxCHAR)
        fail("array '" + a.name + "' holds " + std::to_string(a.values.size()) + " values, its dimensions say " +
             std::to_string(total));
      if (complex) pos = sub.tag(real.next).next;  // imaginary part ignored
    } else {
      fail("unsupported array class " + std::to_string(a.cls));
    }
    return a;
  }

  // Values of a numeric element, whatever integer or float type stores them.
  std::vector<double> numbers(const Tag& t) const {
    size_t width = 0;
    switch (t.type) {
      case miINT8: case miUINT8: case miUTF8: width = 1; break;
      case miINT16: case miUINT16: case miUTF16: width = 2; break;
      case miINT32: case miUINT32: case miSINGLE: case miUTF32: width = 4; break;
      case miDOUBLE: case miINT64: case miUINT64: width = 8; break;
      default: fail("unexpected data type " + std::to_string(t.type) + " for numeric data");
    }
    if (t.size % width) fail("numeric data of odd length");
    std::vector<double> v(t.size / width);
    for (size_t i = 0; i < v.size(); ++i) {
      const size_t q = t.data + i * width;
      switch (t.type) {
        case miINT8: v[i] = static_cast<std::int8_t>(p_[q]); break;
        case miUINT8: case miUTF8: v[i] = p_[q]; break;
        case miINT16: v[i] = static_cast<std::int16_t>(u16(q)); break;
        case miUINT16: case miUTF16: v[i] = u16(q); break;
        case miINT32: v[i] = static_cast<std::int32_t>(u32(q)); break;
        case miUINT32: case miUTF32: v[i] = u32(q); break;
        case miSINGLE: {
          const std::uint32_t bits = u32(q);
          float f;
          std::memcpy(&f, &bits, 4);
          v[i] = f;
          break;
        }
        case miDOUBLE: case miINT64: case miUINT64: {
          const std::uint64_t bits = std::uint64_t(u32(q + (swap_ ? 4 : 0))) | std::uint64_t(u32(q + (swap_ ? 0 : 4))) << 32;
          if (t.type == miDOUBLE) {
            double d;
            std::memcpy(&d, &bits, 8);
            v[i] = d;
          } else {
            v[i] = t.type == miINT64 ? double(static_cast<std::int64_t>(bits)) : double(bits);
          }
          break;
        }
      }
    }
    return v;
  }

  // Every top-level array of the element sequence, compressed ones inflated.
  void arrays(std::vector<MatArray>& out, size_t pos, int depth) const {
    while (pos < n_) {
      const Tag t = tag(pos);
      if (t.type == miCOMPRESSED) {
        if (depth > 1) fail("nested compressed elements");
        const std::string inflated = inflate(t);
        Parser(reinterpret_cast<const std::uint8_t*>(inflated.data()), inflated.size(), swap_, source_)
            .arrays(out, 0, depth + 1);
      } else if (t.type == miMATRIX) {
        out.push_back(matrix(t, 0));
      }  // other top-level elements carry nothing we need
      pos = t.next;
    }
  }

  [[noreturn]] void fail(const std::string& what) const { throw IoError(source_ + ": invalid MAT file: " + what); }

 private:
  std::uint16_t u16(size_t q) const {
    const std::uint16_t v = static_cast<std::uint16_t>(p_[q] | p_[q + 1] << 8);
    return swap_ ? static_cast<std::uint16_t>(v >> 8 | v << 8) : v;
  }
  std::uint32_t u32(size_t q) const {
    const std::uint32_t v = std::uint32_t(p_[q]) | std::uint32_t(p_[q + 1]) << 8 | std::uint32_t(p_[q + 2]) << 16 |
                            std::uint32_t(p_[q + 3]) << 24;
    return swap_ ? __builtin_bswap32(v) : v;
  }

  std::string inflate(const Tag& t) const {
    z_stream z{};
    if (inflateInit(&z) != Z_OK) fail("zlib initialisation failed");
    z.next_in = const_cast<Bytef*>(p_ + t.data);
    z.avail_in = static_cast<uInt>(t.size);
    std::string out;
    int rc = Z_OK;
    while (rc == Z_OK) {
      if (out.size() >= kMaxInflated) {
        inflateEnd(&z);
        fail("compressed element inflates beyond 1 GiB");
      }
      const size_t have = out.size();
      out.resize(have + std::max<size_t>(t.size * 4, 1 << 16));
      z.next_out = reinterpret_cast<Bytef*>(out.data() + have);
      z.avail_out = static_cast<uInt>(out.size() - have);
      rc = ::inflate(&z, Z_NO_FLUSH);
      out.resize(out.size() - z.avail_out);
      if (rc == Z_BUF_ERROR && z.avail_in == 0) break;  // input ended before the stream did
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
      fail(rc == Z_DATA_ERROR ? "corrupt compressed data" : "truncated compressed data");
    return out;
  }

  const std::uint8_t* p_;
  size_t n_;
  bool swap_;
  const std::string& source_;
};

const MatArray* field(const MatArray& s, std::uint64_t element, const std::string& name) {
  for (size_t f = 0; f < s.fields.size(); ++f)
    if (s.fields[f] == name) return &s.children[element * s.fields.size() + f];
  return nullptr;
}

}  // namespace

std::vector<LabelImage> parseBsdsSegmentations(const std::string& bytes, const std::string& source) {
  if (bytes.empty()) throw IoError(source + ": empty file, not a MATLAB 5 MAT-file");
  if (bytes.size() < 128 || bytes.compare(0, 6, "MATLAB") != 0)
    throw IoError(source + ": not a MATLAB 5 MAT-file (no 'MATLAB' header)");
  const bool little = bytes[126] == 'I' && bytes[127] == 'M', big = bytes[126] == 'M' && bytes[127] == 'I';
  if (!little && !big) throw IoError(source + ": not a MAT v5 file (bad endian indicator; v7.3 HDF5 files are not supported)");
  const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
  // The parser works on the bytes after the 128-byte header; `big` means swap on this host.
  Parser parser(data + 128, bytes.size() - 128, big, source);
  std::vector<MatArray> arrays;
  parser.arrays(arrays, 0, 0);
  const MatArray* gt = nullptr;
  for (const MatArray& a : arrays)
    if (a.name == "groundTruth") gt = &a;
  if (!gt) throw IoError(source + ": no variable 'groundTruth' (not a BSDS500 ground-truth file)");
  if (gt->cls != mxCELL) throw IoError(source + ": 'groundTruth' is not a cell array");

  std::vector<LabelImage> out;
  for (const MatArray& entry : gt->children) {
    const std::string which = source + ": groundTruth{" + std::to_string(out.size() + 1) + "}";
    if (entry.cls != mxSTRUCT || entry.count() < 1) throw IoError(which + " is not a struct");
    const MatArray* seg = field(entry, 0, "Segmentation");
    if (!seg) throw IoError(which + " has no field 'Segmentation'");
    if (seg->cls < mxDOUBLE || seg->dims.size() != 2 || seg->count() == 0)
      throw IoError(which + ".Segmentation is not a numeric H x W matrix");
    const auto H = seg->dims[0], W = seg->dims[1];
    if (H > std::uint64_t(kMaxImageSide) || W > std::uint64_t(kMaxImageSide))
      throw IoError(which + ".Segmentation has an absurd size");
    LabelImage image;
    image.width = static_cast<int>(W);
    image.height = static_cast<int>(H);
    image.labels.resize(static_cast<size_t>(W * H));
    for (std::uint64_t x = 0; x < W; ++x)
      for (std::uint64_t y = 0; y < H; ++y) {
        const double v = seg->values[x * H + y];  // column-major
        if (!(v >= 1) || v != std::floor(v) || v > 1e9)
          throw IoError(which + ".Segmentation holds " + std::to_string(v) + " (labels are integers >= 1)");
        image.labels[y * W + x] = static_cast<int>(v) - 1;
      }
    out.push_back(std::move(image));
  }
  if (out.empty()) throw IoError(source + ": 'groundTruth' holds no segmentation");
  return out;
}

std::vector<LabelImage> readBsdsSegmentations(const std::string& path) {
  // A folder opens as a stream on Linux and only fails on reading, with a bare
  // "basic_filebuf::underflow" exception that names no file: checked first.
  refuseNonRegularFile(path, "a .mat file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw IoError(path + ": cannot open the file (missing or unreadable)");
  std::string bytes;
  try {
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } catch (const std::ios_base::failure& e) {
    throw IoError(path + ": read error (" + e.code().message() + ")");
  }
  if (in.bad()) throw IoError(path + ": read error");
  return parseBsdsSegmentations(bytes, path);
}

}  // namespace m3
