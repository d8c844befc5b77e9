#include "io/ply_header.h"

#include <utility>

namespace m3::ply {

namespace {

using namespace pcio;

constexpr std::size_t kMaxPlyProperties = 1024;  // per element

bool scalarFromName(std::string_view word, Scalar& out) {
  static const std::pair<std::string_view, Scalar> kTypes[] = {
      {"char", Scalar::I8},    {"int8", Scalar::I8},     {"uchar", Scalar::U8},
      {"uint8", Scalar::U8},   {"short", Scalar::I16},   {"int16", Scalar::I16},
      {"ushort", Scalar::U16}, {"uint16", Scalar::U16},  {"int", Scalar::I32},
      {"int32", Scalar::I32},  {"uint", Scalar::U32},    {"uint32", Scalar::U32},
      {"float", Scalar::F32},  {"float32", Scalar::F32}, {"double", Scalar::F64},
      {"float64", Scalar::F64}};
  for (const auto& [n, t] : kTypes)
    if (n == word) {
      out = t;
      return true;
    }
  return false;
}

// One header line after "ply"; `where` is "line N: ".
void parseHeaderLine(const std::vector<std::string_view>& tok, const std::string& where,
                     const std::string& name, PlyHeader& header, bool& haveFormat) {
  const auto type = [&](std::string_view word) {
    Scalar t;
    if (!scalarFromName(word, t)) fail(name, where + "unknown property type " + quotedToken(word));
    return t;
  };
  if (tok[0] == "format") {
    if (tok.size() != 3) fail(name, where + "expected 'format <encoding> 1.0'");
    if (tok[1] == "ascii")
      header.encoding = PlyEncoding::Ascii;
    else if (tok[1] == "binary_little_endian")
      header.encoding = PlyEncoding::BinaryLittleEndian;
    else if (tok[1] == "binary_big_endian")
      header.encoding = PlyEncoding::BinaryBigEndian;
    else
      fail(name, where + "unknown format " + quotedToken(tok[1]));
    if (tok[2] != "1.0" && tok[2] != "1")
      fail(name, where + "unsupported PLY version " + quotedToken(tok[2]));
    haveFormat = true;
  } else if (tok[0] == "element") {
    PlyElement element;
    if (tok.size() != 3 || !parseUint64(tok[2], element.count))
      fail(name, where + "expected 'element <name> <count>'");
    element.name = std::string(tok[1]);
    header.elements.push_back(std::move(element));
  } else if (tok[0] == "property") {
    if (header.elements.empty()) fail(name, where + "property before any element");
    PlyProperty p;
    if (tok.size() == 5 && tok[1] == "list") {
      p.isList = true;
      p.countType = type(tok[2]);
      if (isFloating(p.countType)) fail(name, where + "a list count must have an integer type");
      p.type = type(tok[3]);
    } else if (tok.size() == 3) {
      p.type = type(tok[1]);
    } else {
      fail(name,
           where +
               "expected 'property <type> <name>' or 'property list <count type> <type> <name>'");
    }
    p.name = std::string(tok.back());
    auto& props = header.elements.back().properties;
    // Real clouds carry a few dozen properties (Gaussian splats about 60); the bound keeps the
    // duplicate check below (quadratic) and the per-vertex decoding of a hostile header small.
    if (props.size() >= kMaxPlyProperties)
      fail(name,
           where + "more than " + std::to_string(kMaxPlyProperties) + " properties in one element");
    for (const PlyProperty& q : props)
      if (q.name == p.name) fail(name, where + "duplicate property " + quotedToken(p.name));
    props.push_back(std::move(p));
  } else {
    fail(name, where + "unknown header keyword " + quotedToken(tok[0]));
  }
}

}  // namespace

PlyHeader parsePlyHeader(std::string_view bytes, const std::string& name) {
  if (bytes.empty()) fail(name, "empty file");
  LineReader lines(bytes);
  std::string_view line;
  lines.next(line);
  if (line != "ply") fail(name, "not a PLY file (the first line is not 'ply')");
  PlyHeader header;
  bool haveFormat = false;
  std::vector<std::string_view> tok;
  for (;;) {
    if (!lines.next(line)) fail(name, "the header has no end_header line");
    splitTokens(line, tok);
    if (tok.empty() || tok[0] == "comment" || tok[0] == "obj_info") continue;
    if (tok[0] == "end_header") break;
    parseHeaderLine(tok, "line " + std::to_string(lines.lineNumber()) + ": ", name, header,
                    haveFormat);
  }
  if (!haveFormat) fail(name, "the header has no format line");
  header.bodyOffset = lines.position();
  header.headerLines = lines.lineNumber();
  return header;
}

}  // namespace m3::ply
