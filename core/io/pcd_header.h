#pragma once
// The header of a PCD file (internal to pcd_io.cpp): keywords VERSION, FIELDS (or COLUMNS),
// SIZE, TYPE, COUNT, WIDTH, HEIGHT, VIEWPOINT, POINTS, DATA in any order and letter case,
// '#' comment lines, up to the DATA line.
// Requires: nothing; any bytes may be passed.
// Ensures: IoError "<name>: ..." for an empty file, a missing DATA, FIELDS or WIDTH line,
//   unknown keywords or DATA kinds (with the line number), FIELDS / SIZE / TYPE / COUNT of
//   different lengths, TYPE+SIZE pairs other than I/U 1, 2, 4, 8 and F 4, 8, COUNT 0 or larger
//   than the file, POINTS disagreeing with WIDTH * HEIGHT, more than INT_MAX points.
//   On success every field has its scalar type and offset within a binary record, pointSize
//   is the record size, valuesPerPoint the number of ascii values per point, bodyOffset the
//   byte after the DATA line and headerLines that line's number.
// Cost: O(header size).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "io/pcd_io.h"
#include "io/point_cloud_io_detail.h"

namespace m3::pcd {

struct PcdField {
  std::string name;
  std::size_t size = 4;
  char type = 'F';
  std::size_t count = 1;
  pcio::Scalar scalar = pcio::Scalar::F32;
  std::size_t offset = 0;  // within a binary record
  std::size_t column = 0;  // start of its block in decompressed binary_compressed data
};

struct PcdHeader {
  std::vector<PcdField> fields;
  std::vector<std::string_view> sizes, types, counts;  // raw tokens until validated
  std::uint64_t width = 0, height = 1, points = 0;
  bool haveWidth = false, havePoints = false;
  PcdEncoding encoding = PcdEncoding::Ascii;
  std::size_t bodyOffset = 0, pointSize = 0, valuesPerPoint = 0;
  int headerLines = 0;
};

PcdHeader parsePcdHeader(std::string_view bytes, const std::string& name);

}  // namespace m3::pcd
