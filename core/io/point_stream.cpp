#include "io/point_stream.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "io/point_cloud_io_detail.h"
#include "io/xyz_io.h"

namespace m3 {

namespace {

// Formats without a streamed reader: the whole cloud, handed out in batches.
class WholeFileStream : public PointStreamReader {
 public:
  explicit WholeFileStream(const std::string& path) : cloud_(readPointCloud(path)) {}
  std::uint64_t size() const override { return static_cast<std::uint64_t>(cloud_.numPoints()); }
  bool streamed() const override { return false; }
  PointCloud next(int maxPoints) override {
    const int first = done_, count = std::min(std::max(maxPoints, 1), cloud_.numPoints() - done_);
    PointCloud batch = slicePoints(cloud_, first, count);
    done_ += count;
    return batch;
  }

 private:
  PointCloud cloud_;
  int done_ = 0;
};

bool startsWithGzipMagic(const std::string& path) {
  pcio::FileSlices file(path);
  if (file.size() < 2) return false;
  std::string magic;
  file.read(0, 2, magic);
  return static_cast<unsigned char>(magic[0]) == 0x1f && static_cast<unsigned char>(magic[1]) == 0x8b;
}

// Header first, then each batch's records, all through one AtomicFileWriter.
class FormattedStreamWriter : public PointStreamWriter {
 public:
  using Append = std::function<void(std::string&, const PointCloud&, std::uint64_t first)>;
  FormattedStreamWriter(const std::string& path, const PointStreamSummary& summary, const std::string& header,
                        Append append)
      : path_(path), summary_(summary), file_(path), append_(std::move(append)) {
    file_.append(header);
  }
  void write(const PointCloud& batch) override {
    try {
      const auto mismatch = [&](bool has, bool expected, const char* what) {
        if (has != expected)
          throw std::invalid_argument(std::string("a batch ") + (has ? "has " : "lacks ") + what +
                                      ", unlike the summary the file's header was written from");
      };
      mismatch(!batch.colours.empty(), summary_.colours, "colours");
      mismatch(!batch.intensity.empty(), summary_.intensity, "intensity");
      mismatch(!batch.classCodes.empty(), summary_.classes, "class codes");
      if (written_ + static_cast<std::uint64_t>(batch.numPoints()) > summary_.points)
        throw std::invalid_argument("more points than the " + std::to_string(summary_.points) + " of the header");
      pcio::checkCloudForWriting(batch);
      buffer_.clear();
      append_(buffer_, batch, written_);
    } catch (const std::invalid_argument& e) {
      throw IoError(path_ + ": cannot write the points from " + std::to_string(written_) + " on: " + e.what());
    }
    file_.append(buffer_);
    written_ += static_cast<std::uint64_t>(batch.numPoints());
  }
  void finish() override {
    if (written_ != summary_.points)
      throw IoError(path_ + ": cannot finish: " + std::to_string(written_) + " points written, the header says " +
                    std::to_string(summary_.points));
    file_.commit();
  }

 private:
  std::string path_;
  PointStreamSummary summary_;
  AtomicFileWriter file_;
  Append append_;
  std::string buffer_;
  std::uint64_t written_ = 0;
};

class CoordinateCheckedStream : public PointStreamReader {
 public:
  CoordinateCheckedStream(std::unique_ptr<PointStreamReader> inner, std::string path)
      : inner_(std::move(inner)), path_(std::move(path)) {}
  std::uint64_t size() const override { return inner_->size(); }
  bool streamed() const override { return inner_->streamed(); }
  PointCloud next(int maxPoints) override {
    PointCloud batch = inner_->next(maxPoints);
    checkCoordinates(batch, path_, given_);
    given_ += static_cast<std::uint64_t>(batch.numPoints());
    return batch;
  }

 private:
  std::unique_ptr<PointStreamReader> inner_;
  std::string path_;
  std::uint64_t given_ = 0;
};

}  // namespace

std::unique_ptr<PointStreamReader> withCoordinateCheck(std::unique_ptr<PointStreamReader> reader,
                                                       const std::string& path) {
  if (!reader) return reader;
  return std::make_unique<CoordinateCheckedStream>(std::move(reader), path);
}

std::unique_ptr<PointStreamReader> openStreamedPointCloud(const std::string& path,
                                                          std::optional<std::uint64_t> expectedPoints) {
  const PointCloudFormat format = pointCloudFormatFromPath(path);
  if (format == PointCloudFormat::Xyz) return openXyzStream(path, 1 << 20, expectedPoints);
  if ((format != PointCloudFormat::Ply && format != PointCloudFormat::Las) || startsWithGzipMagic(path)) return nullptr;
  return format == PointCloudFormat::Las ? openLasStream(path) : openPlyStream(path);
}

std::unique_ptr<PointStreamReader> openPointStream(const std::string& path, std::optional<std::uint64_t> expectedPoints) {
  if (auto streamed = openStreamedPointCloud(path, expectedPoints)) return streamed;
  return std::make_unique<WholeFileStream>(path);
}

void PointStreamSummary::add(const PointCloud& batch) {
  const int n = batch.numPoints();
  if (n == 0) return;
  if (points == 0) {
    colours = !batch.colours.empty();
    intensity = !batch.intensity.empty();
    classes = !batch.classCodes.empty();
    for (int a = 0; a < 3; ++a) min[a] = max[a] = batch.xyz(0, a);
    if (intensity) minIntensity = maxIntensity = batch.intensity[0];
    if (classes) maxClassCode = batch.classCodes[0];
  }
  points += static_cast<std::uint64_t>(n);
  for (int a = 0; a < 3; ++a) {
    min[a] = std::min(min[a], batch.xyz.col(a).minCoeff());
    max[a] = std::max(max[a], batch.xyz.col(a).maxCoeff());
  }
  for (float v : batch.intensity) {
    minIntensity = std::min(minIntensity, v);
    maxIntensity = std::max(maxIntensity, v);
  }
  for (int code : batch.classCodes) maxClassCode = std::max(maxClassCode, code);
}

bool canStreamPointCloudTo(const std::string& path) {
  try {
    return !isGzipPath(path) && pointCloudFormatFromPath(path) != PointCloudFormat::Pcd;
  } catch (const IoError&) {
    return false;
  }
}

std::unique_ptr<PointStreamWriter> openPointStreamWriter(const std::string& path, const PointStreamSummary& summary,
                                                         const PointCloudWriteOptions& options) {
  const PointCloudFormat format = pointCloudFormatFromPath(path);
  if (!canStreamPointCloudTo(path))
    throw IoError(path + ": clouds written piece by piece must be .ply, .las or .xyz (not compressed, not .pcd)");
  std::string header;
  FormattedStreamWriter::Append append;
  try {
    if (format == PointCloudFormat::Ply) {
      const bool doubles = options.ply.precision == CoordinatePrecision::Double ||
                           (options.ply.precision == CoordinatePrecision::Auto &&
                            !pcio::coordinatesFitFloat(summary.min, summary.max));
      header = plyHeader(summary.points, {summary.colours, summary.intensity, summary.classes}, options.ply.encoding,
                         doubles);
      append = [encoding = options.ply.encoding, doubles](std::string& out, const PointCloud& batch, std::uint64_t) {
        appendPlyVertices(out, batch, encoding, doubles);
      };
    } else if (format == PointCloudFormat::Las) {
      double min[3], max[3];
      for (int a = 0; a < 3; ++a) {
        min[a] = summary.min[a];
        max[a] = summary.max[a];
      }
      const bool unit = !summary.intensity || (summary.minIntensity >= 0 && summary.maxIntensity <= 1);
      const LasWriteLayout layout =
          lasWriteLayout(summary.points, min, max, summary.colours, summary.classes ? summary.maxClassCode : 0, unit,
                         options.las);
      header = layout.header;
      append = [layout](std::string& out, const PointCloud& batch, std::uint64_t first) {
        appendLasRecords(out, batch, layout, first);
      };
    } else {
      header = xyzHeader(summary.classes);
      append = [](std::string& out, const PointCloud& batch, std::uint64_t) { appendXyzLines(out, batch); };
    }
  } catch (const std::invalid_argument& e) {
    throw IoError(path + ": cannot write: " + e.what());
  }
  return std::make_unique<FormattedStreamWriter>(path, summary, header, std::move(append));
}

}  // namespace m3
