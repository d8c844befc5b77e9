#pragma once
// Point-cloud files read and written piece by piece, for clouds larger than memory
// (tasks/terrain/terrain_stream.h). The whole-file functions of io/point_cloud_io.h stay the
// reference: a stream gives the same points, attributes and errors, in batches.
//
// Reading (openPointStream): binary PLY whose elements have no list properties and LAS are
// streamed: the header is parsed, then records are read from the file as batches are asked for
// (a LAS file with colours is read once more beforehand, to decide as the whole-file reader does
// whether its channels are 8- or 16-bit). XYZ text, plain or gzip, is streamed too: read in
// blocks and parsed a line at a time (a first pass counts its points). Everything else (ascii
// PLY, PLY with faces, PCD, gzip-compressed PLY and LAS) is parsed whole by readPointCloud and
// handed out in batches; streamed() says which, so a caller can tell the user. Truncated files are
// reported when opened (the sizes are checked against the header), bad values when their batch is
// read; IoError names the file.
//
// Writing (openPointStreamWriter): .ply, .las and .xyz without .gz, the same bytes as
// writePointCloud gives for the concatenated batches, provided the PointStreamSummary describes
// them (point count, extent, which attributes, class and intensity ranges: what the formats put
// in their headers). Written through AtomicFileWriter: finish() puts the file in place, a writer
// destroyed before finish() leaves any old file untouched.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "data/point_cloud.h"
#include "io/point_cloud_io.h"

namespace m3 {

class PointStreamReader {
 public:
  virtual ~PointStreamReader() = default;
  // Points in the file (from its header; XYZ: counted when opened).
  virtual std::uint64_t size() const = 0;
  // False when the file was parsed whole into memory (see above).
  virtual bool streamed() const = 0;
  // The next at most `maxPoints` points (> 0); an empty cloud once every point was given.
  virtual PointCloud next(int maxPoints) = 0;
};

// `reader`, whose pieces are refused past the coordinate bound of the whole-file reader
// (checkCoordinates, io/point_cloud_io.h), so that both readers take the same files.
std::unique_ptr<PointStreamReader> withCoordinateCheck(std::unique_ptr<PointStreamReader> reader,
                                                       const std::string& path);

// `expectedPoints`: the size an earlier stream of the same file gave, where the format has no
// header to say it (XYZ: saves its counting pass; a different count is an IoError at the end).
std::unique_ptr<PointStreamReader> openPointStream(const std::string& path,
                                                   std::optional<std::uint64_t> expectedPoints = std::nullopt);
// The streamed reader, or null for a file that openPointStream would read whole (nothing of
// it is read then beyond its first bytes).
std::unique_ptr<PointStreamReader> openStreamedPointCloud(const std::string& path,
                                                          std::optional<std::uint64_t> expectedPoints = std::nullopt);

// What the formats' headers need to know before the first point is written.
struct PointStreamSummary {
  std::uint64_t points = 0;
  std::array<double, 3> min{0, 0, 0}, max{0, 0, 0};  // of the coordinates
  bool colours = false, intensity = false, classes = false;
  float minIntensity = 0, maxIntensity = 0;
  int maxClassCode = 0;

  // Extends the summary by a batch (the first batch sets which attributes there are).
  void add(const PointCloud& batch);
};

class PointStreamWriter {
 public:
  virtual ~PointStreamWriter() = default;
  // Appends a batch; its attributes must be those of the summary, its values storable in the
  // format (IoError naming the file and the batch's first point otherwise).
  virtual void write(const PointCloud& batch) = 0;
  // Checks that the summary's count was written (IoError) and puts the file in place.
  virtual void finish() = 0;
};

// True for the extensions openPointStreamWriter accepts (.ply, .las, .xyz, .txt,
// .xyz_label_conf; no .gz).
bool canStreamPointCloudTo(const std::string& path);
// IoError "<path>: ..." for other extensions and for clouds the format cannot store.
std::unique_ptr<PointStreamWriter> openPointStreamWriter(const std::string& path,
                                                         const PointStreamSummary& summary,
                                                         const PointCloudWriteOptions& options = {});

}  // namespace m3
