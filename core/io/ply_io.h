#pragma once
// PLY point clouds (ascii, binary_little_endian, binary_big_endian; version 1.0).
// Reading: the element named "vertex" gives the points; its properties are matched by name:
//   x, y, z                                 coordinates (any numeric type, usually float/double)
//   red, green, blue | diffuse_red, ...      colour; all three or none (uchar as is, ushort >> 8,
//                                            float/double taken as 0..1)
//   intensity | scalar_intensity            intensity (any numeric type)
//   scalar_label | label | class | classification   class code (any numeric type, whole number)
// Every other property (alpha, normals, list properties) and every other element (faces,
// edges, before or after the vertices) is skipped; it is still walked, so the data must agree
// with the header. Ascii data must hold one record per line (blank lines are skipped); ascii
// values of float properties are rounded to float, so ascii and binary files with the same
// header read the same.
// Requires: nothing; any bytes may be passed.
// Ensures: IoError "<name>: ..." for a bad magic or header line (with its line number), an
//   unknown format or type keyword, a missing vertex element or x/y/z property, counts the
//   data cannot hold (checked against the remaining bytes before anything is allocated),
//   truncated records (byte offset and vertex index), wrong value counts on ascii lines,
//   non-numeric values, non-finite coordinates, non-integral class values, and data left
//   over after the last element.
// Writing: element vertex with x y z (float when every |coordinate| < 4096, else double;
//   see CoordinatePrecision), then red green blue (uchar), intensity (float) and
//   scalar_label (int) when the cloud has them.
// Cost: O(file size) time; memory O(points) beyond the bytes.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "data/point_cloud.h"

namespace m3 {

class PointStreamReader;

enum class PlyEncoding { Ascii, BinaryLittleEndian, BinaryBigEndian };
enum class CoordinatePrecision { Auto, Float, Double };

struct PlyWriteOptions {
  PlyEncoding encoding = PlyEncoding::BinaryLittleEndian;
  CoordinatePrecision precision = CoordinatePrecision::Auto;
};

PointCloud parsePly(std::string_view bytes, const std::string& sourceName);
// The same, read from the file batch by batch (io/point_stream.h), for binary files without
// list properties whose size agrees with the header; null for any other file (read it whole).
std::unique_ptr<PointStreamReader> openPlyStream(const std::string& path);
// Throws std::invalid_argument for attributes of the wrong length or non-finite coordinates.
std::string formatPly(const PointCloud& cloud, const PlyWriteOptions& options = {});

// The pieces of formatPly, for writing piece by piece (io/point_stream.h): the header of a
// file of `points` vertices with these attributes, then the records of each batch.
struct PlyAttributes {
  bool colours = false, intensity = false, classes = false;
};
std::string plyHeader(std::uint64_t points, const PlyAttributes& with, PlyEncoding encoding, bool doubles);
void appendPlyVertices(std::string& out, const PointCloud& cloud, PlyEncoding encoding, bool doubles);

}  // namespace m3
