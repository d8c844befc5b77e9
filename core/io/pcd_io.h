#pragma once
// PCD point clouds (PCL's format, v0.7; earlier versions read the same way when their header
// has the same keywords): DATA ascii, binary and binary_compressed (LZF, io/lzf.h).
// Reading: fields are matched by name (each must have COUNT 1):
//   x, y, z                     coordinates (TYPE F, I or U, any SIZE)
//   rgb | rgba                  packed colour, SIZE 4, read as the bits of a uint32 0xAARRGGBB
//                               whatever the TYPE (PCL stores it as F 4); in ascii an integer
//                               token is that uint32 (PCL's writer), a decimal one a float
//                               whose bits are taken
//   intensity                   any numeric type
//   label | class | classification  class code, any numeric type, whole numbers
// Other fields (normals, curvature, multi-count descriptors) are skipped. COUNT defaults to
// 1, HEIGHT to 1, POINTS to WIDTH * HEIGHT (both given: they must agree). Binary data is
// little-endian (what PCL writes on every platform it runs on). Ascii values of F 4 fields
// are rounded to float, as in the binary encodings.
// Requires: nothing; any bytes may be passed.
// Ensures: IoError "<name>: ..." for unknown keywords or DATA kinds (line number), FIELDS /
//   SIZE / TYPE / COUNT of different lengths, invalid TYPE+SIZE pairs, missing x/y/z, a point
//   count the remaining bytes cannot hold (checked before allocating), truncated or damaged
//   compressed data (byte offset), wrong value counts on ascii lines, non-finite coordinates
//   (organised clouds with NaN points are rejected: remove them first), data after the last
//   point.
// Writing: FIELDS x y z [rgb] [intensity] [label]; x y z F 4 when every |coordinate| < 4096,
//   else F 8 (see CoordinatePrecision); rgb F 4 holding 0xFFRRGGBB (PCL's convention, alpha
//   255; ascii writes it as that uint32); intensity F 4; label U 4 (I 4 if a code is negative).
// Cost: O(file size).
#include <string>
#include <string_view>

#include "data/point_cloud.h"
#include "io/ply_io.h"  // CoordinatePrecision

namespace m3 {

enum class PcdEncoding { Ascii, Binary, BinaryCompressed };

struct PcdWriteOptions {
  PcdEncoding encoding = PcdEncoding::Binary;
  CoordinatePrecision precision = CoordinatePrecision::Auto;
};

PointCloud parsePcd(std::string_view bytes, const std::string& sourceName);
// Throws std::invalid_argument for attributes of the wrong length or non-finite coordinates.
std::string formatPcd(const PointCloud& cloud, const PcdWriteOptions& options = {});

}  // namespace m3
