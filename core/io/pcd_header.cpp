#include "io/pcd_header.h"

#include <array>
#include <climits>

namespace m3::pcd {

namespace {

using namespace pcio;

std::uint64_t headerCount(const std::vector<std::string_view>& tok, const std::string& where,
                          const std::string& name) {
  std::uint64_t v = 0;
  if (tok.size() != 2 || !parseUint64(tok[1], v))
    fail(name, where + "expected '" + std::string(tok[0]) + " <count>'");
  return v;
}

void parseKeyword(const std::vector<std::string_view>& tok, const std::string& where,
                  const std::string& name, PcdHeader& h, bool& done) {
  const std::string key = toLower(tok[0]);
  const std::vector<std::string_view> rest(tok.begin() + 1, tok.end());
  if (key == "version" || key == "viewpoint") return;
  if (key == "fields" || key == "columns") {
    h.fields.clear();
    for (std::string_view f : rest) h.fields.push_back(PcdField{std::string(f)});
  } else if (key == "size") {
    h.sizes = rest;
  } else if (key == "type") {
    h.types = rest;
  } else if (key == "count") {
    h.counts = rest;
  } else if (key == "width") {
    h.width = headerCount(tok, where, name);
    h.haveWidth = true;
  } else if (key == "height") {
    h.height = headerCount(tok, where, name);
  } else if (key == "points") {
    h.points = headerCount(tok, where, name);
    h.havePoints = true;
  } else if (key == "data") {
    const std::string kind = tok.size() == 2 ? toLower(tok[1]) : "";
    if (kind == "ascii")
      h.encoding = PcdEncoding::Ascii;
    else if (kind == "binary")
      h.encoding = PcdEncoding::Binary;
    else if (kind == "binary_compressed")
      h.encoding = PcdEncoding::BinaryCompressed;
    else
      fail(name, where + "unknown DATA kind " + quotedToken(tok.size() > 1 ? tok[1] : "") +
                     " (expected ascii, binary or binary_compressed)");
    done = true;
  } else {
    fail(name, where + "unknown header keyword " + quotedToken(tok[0]));
  }
}

void validateField(PcdField& f, std::string_view size, std::string_view type,
                   std::string_view count, std::size_t fileSize, const std::string& name) {
  const std::string what = "field " + quotedToken(f.name) + ": ";
  std::uint64_t s = 0, c = 1;
  if (!parseUint64(size, s)) fail(name, what + "SIZE " + quotedToken(size) + " is not a number");
  if (!count.empty() && (!parseUint64(count, c) || c == 0 || c > fileSize))
    fail(name, what + "COUNT " + quotedToken(count) + " is not a plausible count");
  f.size = static_cast<std::size_t>(s);
  f.count = static_cast<std::size_t>(c);
  f.type = type.size() == 1 ? static_cast<char>(type[0] & ~0x20) : '?';
  static const std::pair<std::string_view, Scalar> kTypes[] = {
      {"I1", Scalar::I8},  {"U1", Scalar::U8},  {"I2", Scalar::I16}, {"U2", Scalar::U16},
      {"I4", Scalar::I32}, {"U4", Scalar::U32}, {"I8", Scalar::I64}, {"U8", Scalar::U64},
      {"F4", Scalar::F32}, {"F8", Scalar::F64}};
  const std::string key = std::string(1, f.type) + std::to_string(s);
  for (const auto& [k, scalar] : kTypes)
    if (k == key) {
      f.scalar = scalar;
      return;
    }
  fail(name, what + "TYPE " + quotedToken(type) + " with SIZE " + quotedToken(size) +
                 " is not supported");
}

}  // namespace

PcdHeader parsePcdHeader(std::string_view bytes, const std::string& name) {
  if (bytes.empty()) fail(name, "empty file");
  PcdHeader h;
  LineReader lines(bytes);
  std::string_view line;
  std::vector<std::string_view> tok;
  for (bool done = false; !done;) {
    if (!lines.next(line)) fail(name, "the header has no DATA line (not a PCD file?)");
    splitTokens(line, tok);
    if (tok.empty() || tok[0][0] == '#') continue;
    parseKeyword(tok, "line " + std::to_string(lines.lineNumber()) + ": ", name, h, done);
  }
  h.bodyOffset = lines.position();
  h.headerLines = lines.lineNumber();
  if (h.fields.empty()) fail(name, "the header has no FIELDS line");
  if (h.sizes.size() != h.fields.size() || h.types.size() != h.fields.size() ||
      (!h.counts.empty() && h.counts.size() != h.fields.size()))
    fail(name, "FIELDS lists " + std::to_string(h.fields.size()) + " fields, SIZE " +
                   std::to_string(h.sizes.size()) + ", TYPE " + std::to_string(h.types.size()) +
                   ", COUNT " + std::to_string(h.counts.size()));
  for (std::size_t k = 0; k < h.fields.size(); ++k) {
    validateField(h.fields[k], h.sizes[k], h.types[k], h.counts.empty() ? "" : h.counts[k],
                  bytes.size(), name);
    h.fields[k].offset = h.pointSize;
    h.pointSize += h.fields[k].size * h.fields[k].count;
    h.valuesPerPoint += h.fields[k].count;
  }
  if (!h.haveWidth) fail(name, "the header has no WIDTH line");
  if (h.height != 0 && h.width > UINT64_MAX / h.height) fail(name, "WIDTH * HEIGHT overflows");
  if (h.havePoints && h.points != h.width * h.height)
    fail(name, "POINTS " + std::to_string(h.points) +
                   " differs from WIDTH * HEIGHT = " + std::to_string(h.width * h.height));
  h.points = h.width * h.height;
  if (h.points > static_cast<std::uint64_t>(INT_MAX))
    fail(name, "too many points: " + std::to_string(h.points));
  return h;
}

}  // namespace m3::pcd
