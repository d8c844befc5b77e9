#include "segmentation_data.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "cli_args.h"
#include "io/bsds_mat.h"
#include "io/io_error.h"

namespace m3::cli {

namespace fs = std::filesystem;

std::vector<std::string> listImageFiles(const std::string& spec) {
  std::vector<std::string> files;
  if (fs::is_directory(spec)) {
    static const std::set<std::string> kExt = {".jpg", ".jpeg", ".png", ".tif", ".tiff"};
    for (const auto& entry : fs::directory_iterator(spec)) {
      std::string ext = entry.path().extension().string();
      std::transform(ext.begin(), ext.end(), ext.begin(),
                     [](unsigned char c) { return std::tolower(c); });
      if (entry.is_regular_file() && kExt.count(ext)) files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) throw IoError(spec + ": no images (.jpg, .png, .tif) in this directory");
    return files;
  }
  size_t start = 0;
  while (start <= spec.size()) {
    const size_t comma = spec.find(',', start);
    const std::string f =
        spec.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!f.empty()) files.push_back(f);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (files.empty()) throw UsageError("--images names no file");
  return files;
}

std::vector<LabelImage> findSegmentations(const std::string& segDir, const std::string& imagePath) {
  const std::string stem = fs::path(imagePath).stem().string();
  const fs::path mat = fs::path(segDir) / (stem + ".mat"), png = fs::path(segDir) / (stem + ".png");
  if (fs::exists(mat)) return readBsdsSegmentations(mat.string());
  if (fs::exists(png)) return {readLabelMask(png.string())};
  return {};
}

int segmentCount(const LabelImage& segmentation) {
  std::set<int> ids;
  for (int s : segmentation.labels)
    if (s >= 0) ids.insert(s);
  return static_cast<int>(ids.size());
}

}  // namespace m3::cli
