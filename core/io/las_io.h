#pragma once
// ASPRS LAS 1.0-1.4, uncompressed: point data record formats 0-10 read, 0-3, 6 and 7 written.
// Reading: the public header block's own size and the offset to point data are respected
//   (VLRs are skipped, not interpreted); a point record may be longer than its format's
//   minimum (formats 0-10: 20 / 28 / 26 / 34 / 57 / 63 / 30 / 36 / 38 / 59 / 67 bytes) and the
//   extra bytes are skipped (not kept: the cloud has no field for them). Coordinates are
//   X * scale + offset. The point count is the 64-bit one of LAS 1.4 when set, else the
//   legacy 32-bit one (if both are set they must agree).
//   intensity: the raw 16-bit value (not normalised).
//   classCodes: formats 6-10, the whole classification byte (0-255); formats 0-5, the low
//     5 bits of the classification byte (bits 5-7 are the synthetic,
//     key-point and withheld flags) for LAS 1.1-1.4. LAS 1.4 keeps that bit layout for the
//     legacy formats 0-5 (classes 0-31; only formats 6-10 have a whole-byte class), so 1.4
//     files are read the same way. LAS 1.0 defined the byte as a free-form class: whole byte.
//   colours (formats 2, 3, 5, 7, 8, 10): LAS stores 16-bit channels. When any channel in the file exceeds
//     255 all channels are shifted right by 8; otherwise the file holds 8-bit values in
//     16-bit fields (some writers do that) and they are kept as they are.
//   Waveform packets and NIR (formats 4, 5, 8-10) are skipped. Formats above 10 and LAZ (the
//   format byte's compression bit set) throw IoError naming them.
// Requires: nothing; any bytes may be passed.
// Ensures: IoError "<name>: ..." for a bad signature, unsupported version or format, a header
//   size, point offset or record length inconsistent with the version, format or file size,
//   zero or non-finite scale factors, a point count the file cannot hold (checked before
//   allocating, with byte offsets in the message), non-finite coordinates.
// Writing (LasWriteOptions): version 1.2 by default (1.3 and 1.4 on request), format 2 when
//   the cloud has colours and 0 otherwise (1 and 3 on request, GPS time 0); when a class code
//   exceeds 31, LAS 1.4 with format 7 (colours) or 6 (none), whose classes are whole bytes
//   (6 and 7 can also be requested, with version 1.4); offset = the
//   minimum of each axis; scale 0.001 unless the extent needs a coarser power of ten to fit
//   32-bit integers, so coordinates read back within scale / 2. Colours are written as
//   value * 257 (full 16-bit range, read back exactly by the >> 8 rule). Intensity is
//   rounded and clamped to 0..65535; a cloud whose intensities all lie in [0, 1] is scaled by
//   65535 first (LAS intensity is an integer). Class codes must be 0..31 for formats 0-3 and
//   0..255 for 6 and 7 (std::invalid_argument otherwise); unclassified points need code 0 or 1. Every point is return 1 of 1.
// Cost: O(file size).
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "data/point_cloud.h"

namespace m3 {

class PointStreamReader;

struct LasWriteOptions {
  int versionMinor = 2;  // 2, 3 or 4 (LAS 1.2 - 1.4)
  int pointFormat = -1;  // 0-3, 6, 7 (1.4 only); -1: 2 with colours, 0 without (7 / 6 and
                         // LAS 1.4 when a class code exceeds 31)
  double scale = 0.001;  // the finest scale used; coarsened when the extent needs it
};

PointCloud parseLas(std::string_view bytes, const std::string& sourceName);
// The same, read from the file batch by batch (io/point_stream.h); the header's checks are made
// when opening.
std::unique_ptr<PointStreamReader> openLasStream(const std::string& path);

// Writes `outputPath` as a copy of the LAS file `inputPath` in which only the points'
// classification changes: header, VLRs (the coordinate system), every field of every record
// (returns, GPS time, colours, extra bytes) and EVLRs stay byte for byte. The records are read in
// batches; `classesOf(first, codes)` gets the stored class codes of points first.. (read as
// parseLas reads them) and replaces them. Formats 0-5 keep the synthetic / key-point / withheld
// flags beside their 5-bit class (codes 0..31; LAS 1.0 and formats 6-10: 0..255).
// Throws IoError naming the input for what parseLas refuses, naming the output for a code its
// format cannot hold or a failed write (the old output then stays, see AtomicFileWriter).
// `expectedPoints`: the input's point count as the caller read it (IoError naming the input before
// anything is written when the file now has another count).
void copyLasWithClasses(const std::string& inputPath, const std::string& outputPath, std::uint64_t expectedPoints,
                        const std::function<void(std::uint64_t first, std::vector<int>& codes)>& classesOf);
// Throws std::invalid_argument for bad options, attributes of the wrong length, non-finite
// coordinates, class codes outside the format's range, or more than 2^32 - 1 points. Format 2 or 3
// requested for a cloud without colours writes black.
std::string formatLas(const PointCloud& cloud, const LasWriteOptions& options = {});

// The pieces of formatLas, for writing piece by piece (io/point_stream.h): the header and
// quantisation of a file of `points` points within [min, max] (format chosen as above from
// `colours` and the largest class code; `unitIntensity`: every intensity lies in [0, 1]), then
// the records of each batch (`firstIndex`: the batch's first point, for messages).
struct LasWriteLayout {
  int format = 0;
  double scale[3] = {1, 1, 1}, offset[3] = {0, 0, 0};
  bool unitIntensity = false;
  std::string header;
};
LasWriteLayout lasWriteLayout(std::uint64_t points, const double (&min)[3], const double (&max)[3], bool colours,
                              int maxClassCode, bool unitIntensity, const LasWriteOptions& options);
void appendLasRecords(std::string& out, const PointCloud& cloud, const LasWriteLayout& layout,
                      std::uint64_t firstIndex);

}  // namespace m3
