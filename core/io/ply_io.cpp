#include "io/ply_io.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <climits>
#include <cmath>
#include <utility>

#include "io/ply_header.h"
#include "io/point_cloud_io_detail.h"
#include "io/point_stream.h"

namespace m3 {

namespace {

using namespace pcio;
using ply::PlyElement;
using ply::PlyHeader;
using ply::PlyProperty;

// Property indices of the vertex element that carry the cloud's attributes (-1: absent).
struct VertexRoles {
  std::array<int, 3> xyz{-1, -1, -1};
  std::array<int, 3> colour{-1, -1, -1};
  int intensity = -1;
  int label = -1;
  bool hasColour() const { return colour[0] >= 0 && colour[1] >= 0 && colour[2] >= 0; }
};

VertexRoles findRoles(const PlyElement& vertex, const std::string& name) {
  VertexRoles r;
  for (int k = 0; k < static_cast<int>(vertex.properties.size()); ++k) {
    const PlyProperty& p = vertex.properties[static_cast<std::size_t>(k)];
    if (p.isList) continue;
    // Case and CloudCompare's "scalar_" prefix of scalar fields ignored: a cloud classified
    // there is saved with e.g. "scalar_Classification".
    std::string n = p.name;
    std::transform(n.begin(), n.end(), n.begin(), [](unsigned char ch) { return std::tolower(ch); });
    if (n.rfind("scalar_", 0) == 0 && n.size() > 7) n.erase(0, 7);
    if (n == "x")
      r.xyz[0] = k;
    else if (n == "y")
      r.xyz[1] = k;
    else if (n == "z")
      r.xyz[2] = k;
    else if (n == "red" || n == "diffuse_red")
      r.colour[0] = k;
    else if (n == "green" || n == "diffuse_green")
      r.colour[1] = k;
    else if (n == "blue" || n == "diffuse_blue")
      r.colour[2] = k;
    else if (n == "intensity")
      r.intensity = k;
    else if (r.label < 0 && (n == "label" || n == "class" || n == "classification"))
      r.label = k;
  }
  for (int a = 0; a < 3; ++a)
    if (r.xyz[a] < 0)
      fail(name, std::string("the vertex element has no ") + "xyz"[a] + " property");
  return r;
}

const PlyElement* findVertex(const PlyHeader& header, const std::string& name) {
  for (const PlyElement& e : header.elements)
    if (e.name == "vertex") {
      if (e.count > static_cast<std::uint64_t>(INT_MAX))
        fail(name,
             "the header declares " + std::to_string(e.count) + " vertices, more than supported");
      return &e;
    }
  fail(name, "the header has no vertex element");
}

PointCloud allocate(const PlyElement& vertex, const VertexRoles& roles) {
  PointCloud c;
  const auto n = static_cast<std::size_t>(vertex.count);
  c.xyz.resize(static_cast<Eigen::Index>(n), 3);
  if (roles.hasColour()) c.colours.resize(n);
  if (roles.intensity >= 0) c.intensity.resize(n);
  if (roles.label >= 0) c.classCodes.resize(n);
  return c;
}

// Stores vertex i; get(k) returns the value of property k, where() locates the record.
template <class Get, class Where>
void storeVertex(PointCloud& c, const VertexRoles& r, const PlyElement& vertex, std::size_t i,
                 Get get, Where where, const std::string& name) {
  for (int a = 0; a < 3; ++a) {
    const double v = get(r.xyz[a]);
    if (!std::isfinite(v))
      fail(name, where() + std::string(": coordinate ") + "xyz"[a] + " is not finite");
    c.xyz(static_cast<Eigen::Index>(i), a) = v;
  }
  if (r.hasColour())
    for (int k = 0; k < 3; ++k) {
      const double v = get(r.colour[k]);
      // Integer channels are always finite; a float NaN has no colour to clamp to.
      if (!std::isfinite(v))
        fail(name, where() + ": colour channel " + "rgb"[k] + " is not finite");
      c.colours[i][k] = colourChannel(v, vertex.properties[r.colour[k]].type);
    }
  if (r.intensity >= 0) {
    const double v = get(r.intensity);
    if (!isFiniteFloat(v))
      fail(name, where() + ": intensity is not finite (or beyond float range)");
    c.intensity[i] = static_cast<float>(v);
  }
  if (r.label >= 0 && !integralToInt(get(r.label), c.classCodes[i]))
    fail(name, where() + ": class value is not a whole number in the int range");
}

class BinaryBody {
 public:
  BinaryBody(std::string_view bytes, std::size_t pos, bool big, const std::string& name)
      : bytes_(bytes), pos_(pos), big_(big), name_(name) {}

  void element(const PlyElement& e, PointCloud* cloud, const VertexRoles& roles) {
    if (e.properties.empty()) return;  // records of no bytes: nothing to walk
    std::size_t minSize = 0;
    for (const PlyProperty& p : e.properties)
      minSize += static_cast<std::size_t>(scalarSize(p.isList ? p.countType : p.type));
    if (e.count > (bytes_.size() - pos_) / minSize)
      fail(name_, "truncated data or a wrong count: the header declares " +
                      std::to_string(e.count) + " " + e.name + " records of at least " +
                      std::to_string(minSize) + " bytes, but only " +
                      std::to_string(bytes_.size() - pos_) + " bytes follow byte offset " +
                      std::to_string(pos_));
    if (cloud) *cloud = allocate(e, roles);
    std::vector<std::size_t> offsets(e.properties.size());
    const bool fixedSize = std::none_of(e.properties.begin(), e.properties.end(),
                                        [](const PlyProperty& p) { return p.isList; });
    if (fixedSize && !cloud) {  // records of minSize bytes each, all inside the file (checked)
      pos_ += static_cast<std::size_t>(e.count) * minSize;
      return;
    }
    for (std::uint64_t i = 0; i < e.count; ++i) {
      const std::size_t start = pos_;
      if (fixedSize && i > 0) {  // same layout as the previous record, minSize further on
        for (std::size_t& o : offsets) o += minSize;
        pos_ += minSize;
      } else {
        record(e, i, offsets);
      }
      if (cloud)
        storeVertex(
            *cloud, roles, e, static_cast<std::size_t>(i),
            [&](int k) {
              return loadScalar(bytes_.data() + offsets[k], e.properties[k].type, big_);
            },
            [&] {
              return "vertex " + std::to_string(i) + " (byte offset " + std::to_string(start) + ")";
            },
            name_);
    }
  }

  std::size_t position() const { return pos_; }

 private:
  void need(std::size_t n, const PlyElement& e, std::uint64_t i) const {
    if (n > bytes_.size() - pos_)
      fail(name_, "truncated data: " + e.name + " " + std::to_string(i) + " needs " +
                      std::to_string(n) + " more bytes at byte offset " + std::to_string(pos_) +
                      ", the file has " + std::to_string(bytes_.size()) + " bytes");
  }

  void record(const PlyElement& e, std::uint64_t i, std::vector<std::size_t>& offsets) {
    for (std::size_t k = 0; k < e.properties.size(); ++k) {
      const PlyProperty& p = e.properties[k];
      offsets[k] = pos_;
      if (!p.isList) {
        need(static_cast<std::size_t>(scalarSize(p.type)), e, i);
        pos_ += static_cast<std::size_t>(scalarSize(p.type));
        continue;
      }
      const auto countSize = static_cast<std::size_t>(scalarSize(p.countType));
      need(countSize, e, i);
      const double length = loadScalar(bytes_.data() + pos_, p.countType, big_);
      if (length < 0)
        fail(name_, e.name + " " + std::to_string(i) + ": negative list length at byte offset " +
                        std::to_string(pos_));
      pos_ += countSize;
      const auto itemSize = static_cast<std::size_t>(scalarSize(p.type));
      const auto items = static_cast<std::size_t>(length);
      if (items > (bytes_.size() - pos_) / itemSize)
        fail(name_, "truncated data: " + e.name + " " + std::to_string(i) + " has a list of " +
                        std::to_string(items) + " items at byte offset " + std::to_string(pos_) +
                        ", past the end of the file (" + std::to_string(bytes_.size()) + " bytes)");
      pos_ += items * itemSize;
    }
  }

  std::string_view bytes_;
  std::size_t pos_;
  bool big_;
  const std::string& name_;
};

// Ascii records: one per line, list lengths inline.
class AsciiBody {
 public:
  AsciiBody(std::string_view bytes, const PlyHeader& h, const std::string& name)
      : bytes_(bytes), lines_(bytes, h.bodyOffset, h.headerLines + 1), name_(name) {}

  void element(const PlyElement& e, PointCloud* cloud, const VertexRoles& roles) {
    if (e.properties.empty()) return;
    // Every value takes at least one character and one separator.
    const std::size_t remaining = bytes_.size() - lines_.position() + 1;
    if (e.count > remaining / (2 * e.properties.size()))
      fail(name_, "the header declares " + std::to_string(e.count) + " " + e.name +
                      " records, but only " + std::to_string(remaining - 1) +
                      " bytes of text follow line " + std::to_string(lines_.lineNumber()));
    if (cloud) *cloud = allocate(e, roles);
    std::vector<std::size_t> tokenOf(e.properties.size());
    for (std::uint64_t i = 0; i < e.count; ++i) {
      nextRecord(e, i);
      walk(e, tokenOf);
      if (!cloud) continue;
      const int line = lines_.lineNumber();
      storeVertex(
          *cloud, roles, e, static_cast<std::size_t>(i),
          [&](int k) { return asDeclared(number(tok_[tokenOf[k]], line), e.properties[k].type); },
          [&] { return "line " + std::to_string(line); }, name_);
    }
  }

  void finish() {
    std::string_view line;
    while (lines_.next(line)) {
      splitTokens(line, tok_);
      if (!tok_.empty())
        fail(name_, "line " + std::to_string(lines_.lineNumber()) +
                        ": data after the last element (the header's counts are too small)");
    }
  }

 private:
  void nextRecord(const PlyElement& e, std::uint64_t i) {
    std::string_view line;
    do {
      if (!lines_.next(line))
        fail(name_, "the file ends after " + std::to_string(i) + " of " + std::to_string(e.count) +
                        " " + e.name + " records (line " + std::to_string(lines_.lineNumber()) +
                        ")");
      splitTokens(line, tok_);
    } while (tok_.empty());
  }

  double number(std::string_view token, int line) const {
    double v;
    if (!parseDouble(token, v))
      fail(name_, "line " + std::to_string(line) + ": " + quotedToken(token) + " is not a number");
    return v;
  }

  void walk(const PlyElement& e, std::vector<std::size_t>& tokenOf) const {
    const int line = lines_.lineNumber();
    std::size_t t = 0;
    for (std::size_t k = 0; k < e.properties.size(); ++k) {
      tokenOf[k] = t;
      if (t >= tok_.size()) {
        const bool lists = std::any_of(e.properties.begin() + long(k), e.properties.end(),
                                       [](const PlyProperty& p) { return p.isList; });
        fail(name_, "line " + std::to_string(line) + ": " + e.name + " record has " +
                        std::to_string(tok_.size()) + " values, the header's properties need " +
                        (lists ? "at least " : "") + std::to_string(t + e.properties.size() - k));
      }
      if (!e.properties[k].isList) {
        ++t;
        continue;
      }
      int length = 0;
      if (!integralToInt(number(tok_[t], line), length) || length < 0)
        fail(name_, "line " + std::to_string(line) + ": list length " + quotedToken(tok_[t]) +
                        " is not a count");
      t += 1 + static_cast<std::size_t>(length);
    }
    if (t != tok_.size())
      fail(name_, "line " + std::to_string(line) + ": " + e.name + " record has " +
                      std::to_string(tok_.size()) + " values, the header's properties need " +
                      std::to_string(t));
  }

  std::string_view bytes_;
  LineReader lines_;
  const std::string& name_;
  std::vector<std::string_view> tok_;
};

// Binary files whose elements all have fixed-size records (no lists): the vertex records are
// read from the file as batches are asked for. Anything else is left to parsePly.
class PlyStream : public PointStreamReader {
 public:
  // Null when the file is not of that kind or its sizes disagree with the header: parsePly
  // then reads it whole and reports exactly what is wrong.
  static std::unique_ptr<PlyStream> open(const std::string& path) {
    auto s = std::unique_ptr<PlyStream>(new PlyStream(path));
    std::string head;
    s->file_.read(0, static_cast<std::size_t>(std::min<std::uint64_t>(s->file_.size(), 1 << 20)), head);
    if (head.find("end_header") == std::string::npos) return nullptr;
    const PlyHeader header = ply::parsePlyHeader(head, path);
    if (header.encoding == PlyEncoding::Ascii) return nullptr;
    const PlyElement* vertex = findVertex(header, path);
    s->vertex_ = *vertex;
    s->roles_ = findRoles(s->vertex_, path);
    s->big_ = header.encoding == PlyEncoding::BinaryBigEndian;
    std::uint64_t offset = header.bodyOffset;
    for (const PlyElement& e : header.elements) {
      std::uint64_t record = 0;
      for (const PlyProperty& p : e.properties) {
        if (p.isList) return nullptr;
        record += static_cast<std::uint64_t>(scalarSize(p.type));
      }
      if (&e == vertex) {
        s->start_ = offset;
        s->recordSize_ = record;
      }
      if (record != 0 && e.count > (s->file_.size() - std::min(offset, s->file_.size())) / record) return nullptr;
      offset += e.count * record;
    }
    if (offset != s->file_.size()) return nullptr;
    std::size_t at = 0;
    for (const PlyProperty& p : s->vertex_.properties) {
      s->offsets_.push_back(at);
      at += static_cast<std::size_t>(scalarSize(p.type));
    }
    return s;
  }
  std::uint64_t size() const override { return vertex_.count; }
  bool streamed() const override { return true; }
  PointCloud next(int maxPoints) override {
    const std::uint64_t count = std::min<std::uint64_t>(static_cast<std::uint64_t>(std::max(maxPoints, 1)), vertex_.count - done_);
    if (count == 0) return {};
    file_.read(start_ + done_ * recordSize_, static_cast<std::size_t>(count * recordSize_), buffer_);
    PlyElement part = vertex_;
    part.count = count;
    PointCloud batch = allocate(part, roles_);
    for (std::size_t i = 0; i < count; ++i) {
      const char* record = buffer_.data() + i * recordSize_;
      const std::uint64_t index = done_ + i;
      storeVertex(
          batch, roles_, vertex_, i,
          [&](int k) { return loadScalar(record + offsets_[static_cast<std::size_t>(k)], vertex_.properties[static_cast<std::size_t>(k)].type, big_); },
          [&] {
            return "vertex " + std::to_string(index) + " (byte offset " + std::to_string(start_ + index * recordSize_) + ")";
          },
          file_.path());
    }
    done_ += count;
    return batch;
  }

 private:
  explicit PlyStream(const std::string& path) : file_(path) {}
  FileSlices file_;
  PlyElement vertex_;
  VertexRoles roles_;
  bool big_ = false;
  std::uint64_t start_ = 0, recordSize_ = 0, done_ = 0;
  std::vector<std::size_t> offsets_;  // of the vertex properties within a record
  std::string buffer_;
};

}  // namespace

PointCloud parsePly(std::string_view bytes, const std::string& sourceName) {
  const PlyHeader header = ply::parsePlyHeader(bytes, sourceName);
  const PlyElement* vertex = findVertex(header, sourceName);
  const VertexRoles roles = findRoles(*vertex, sourceName);
  PointCloud cloud;
  if (header.encoding == PlyEncoding::Ascii) {
    AsciiBody body(bytes, header, sourceName);
    for (const PlyElement& e : header.elements)
      body.element(e, &e == vertex ? &cloud : nullptr, roles);
    body.finish();
  } else {
    BinaryBody body(bytes, header.bodyOffset, header.encoding == PlyEncoding::BinaryBigEndian,
                    sourceName);
    for (const PlyElement& e : header.elements)
      body.element(e, &e == vertex ? &cloud : nullptr, roles);
    if (body.position() != bytes.size())
      fail(sourceName, std::to_string(bytes.size() - body.position()) +
                           " bytes after the last element at byte offset " +
                           std::to_string(body.position()) +
                           " (the header's counts are too small)");
  }
  return cloud;
}

std::unique_ptr<PointStreamReader> openPlyStream(const std::string& path) {
  return withCoordinateCheck(PlyStream::open(path), path);
}

}  // namespace m3
