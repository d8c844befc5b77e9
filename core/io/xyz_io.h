#pragma once
// Whitespace-separated XYZ text, including the Oakland 3-D `.xyz_label_conf` files.
// Accepted column layouts (fixed by the first data line, then required on every line):
//   3 columns  x y z
//   4 columns  x y z label
//   5 columns  x y z label confidence      (Oakland; the confidence must be a number and is
//                                            otherwise ignored)
// label is a whole number (e.g. an Oakland code such as 1200, or "2.0"); it lands in
// PointCloud::classCodes. Lines whose first non-blank character is '#' are comments (the
// Oakland header and its code table), blank lines are skipped, a header is optional, CRLF
// and a missing final newline are fine. Other layouts (e.g. "x y z r g b") are rejected, so
// colour columns are never mistaken for labels.
// Requires: nothing; any bytes may be passed (gzip is undone by the caller, see
//   readPointCloud).
// Ensures: IoError "<name>:<line>: ..." for a non-numeric value, a column count other than
//   3-5 or different from the first data line's, a non-finite coordinate or confidence, or
//   a fractional label; "<name>: no points" for a file with only comments.
// Writing: "# x y z [label]" then one line per point, coordinates in the shortest form that
//   reads back to the same double, labels as integers. Colours and intensity are not written
//   (the layouts above have no column for them).
// Cost: O(file size).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "data/point_cloud.h"

namespace m3 {

class PointStreamReader;

PointCloud parseXyz(std::string_view text, const std::string& sourceName);
// The same, read from the file (plain or gzip) `blockBytes` at a time and parsed in batches
// (io/point_stream.h); a first pass counts the data lines, so size() is known when it opens,
// unless `expectedPoints` gives the count (the end of the file checks it: IoError "the file
// changed while it was read"). Null for anything but a regular file (read it whole). Files of
// more than 2^31 - 3 lines are refused (line numbers are int).
std::unique_ptr<PointStreamReader> openXyzStream(const std::string& path, std::size_t blockBytes = 1 << 20,
                                                 std::optional<std::uint64_t> expectedPoints = std::nullopt);
// Throws std::invalid_argument for attributes of the wrong length or non-finite coordinates.
std::string formatXyz(const PointCloud& cloud);
// The pieces of formatXyz, for writing piece by piece (io/point_stream.h).
std::string xyzHeader(bool classes);
void appendXyzLines(std::string& out, const PointCloud& cloud);

}  // namespace m3
