#include "io/known_datasets.h"

#include <algorithm>
#include <filesystem>
#include <regex>

#include "io/io_error.h"
#include "io/known_dataset_texts.h"

namespace m3 {

namespace {

// CamVid's images come from four drives; every file is named after its drive and frame.
bool isCamVidName(const std::string& stem) {
  static const std::regex name(R"(^(0001TP|0006R0|0016E5|Seq05VD)_f?\d+(_L)?$)");
  return std::regex_match(stem, name);
}

struct Recognised {
  const char* id;
  bool (*matches)(const std::string& stem);
};
constexpr Recognised kRecognised[] = {{"camvid", isCamVidName}};

}  // namespace

const std::vector<KnownDataset>& knownDatasets() {
  static const std::vector<KnownDataset> datasets = [] {
    std::vector<KnownDataset> all;
    for (const KnownDatasetText& t : knownDatasetTexts())
      all.push_back(
          {t.id, t.title,
           parseMaskConvention(t.description, "resources/datasets/" + std::string(t.id) + ".txt")});
    return all;
  }();
  return datasets;
}

const KnownDataset* findKnownDataset(const std::string& id) {
  const std::vector<KnownDataset>& all = knownDatasets();
  const auto found =
      std::find_if(all.begin(), all.end(), [&](const KnownDataset& d) { return d.id == id; });
  return found == all.end() ? nullptr : &*found;
}

const KnownDataset* knownDatasetOfImages(const std::vector<std::string>& imagePaths) {
  if (imagePaths.empty()) return nullptr;
  for (const Recognised& r : kRecognised) {
    const bool all =
        std::all_of(imagePaths.begin(), imagePaths.end(), [&](const std::string& path) {
          return r.matches(std::filesystem::path(path).stem().string());
        });
    if (all) return findKnownDataset(r.id);
  }
  return nullptr;
}

MaskConvention maskConventionNamed(const std::string& pathOrId) {
  std::error_code error;
  if (!std::filesystem::exists(pathOrId, error)) {
    if (const KnownDataset* known = findKnownDataset(pathOrId)) return known->convention;
    std::string names;
    for (const KnownDataset& d : knownDatasets()) names += (names.empty() ? "" : ", ") + d.id;
    throw IoError(pathOrId + ": no such dataset description (a file, or a known dataset: " + names +
                  ")");
  }
  return readMaskConvention(pathOrId);
}

}  // namespace m3
