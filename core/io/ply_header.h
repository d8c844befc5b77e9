#pragma once
// The header of a PLY file (internal to ply_io.cpp): format line, elements with their counts
// and properties (scalar or list), comments and obj_info skipped.
// Requires: nothing; any bytes may be passed.
// Ensures: IoError "<name>: ..." for an empty file, a first line other than "ply", a missing
//   format or end_header line, and (with the line number) unknown keywords, formats, versions
//   or types, float list counts, properties before any element, duplicate property names;
//   bodyOffset is the byte after the end_header line, headerLines its line number.
// Cost: O(header size).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "io/ply_io.h"
#include "io/point_cloud_io_detail.h"

namespace m3::ply {

struct PlyProperty {
  std::string name;
  pcio::Scalar type = pcio::Scalar::F32;  // item type for lists
  bool isList = false;
  pcio::Scalar countType = pcio::Scalar::U8;
};

struct PlyElement {
  std::string name;
  std::uint64_t count = 0;
  std::vector<PlyProperty> properties;
};

struct PlyHeader {
  PlyEncoding encoding = PlyEncoding::Ascii;
  std::vector<PlyElement> elements;
  std::size_t bodyOffset = 0;
  int headerLines = 0;
};

PlyHeader parsePlyHeader(std::string_view bytes, const std::string& name);

}  // namespace m3::ply
