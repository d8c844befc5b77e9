#include "cli_region_inputs.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "cli_command.h"
#include "cli_image_folders.h"
#include "io/io_error.h"
#include "io/known_datasets.h"
#include "io/labelme_json.h"

namespace m3::cli {

// The mask convention the options ask for: --dataset FILE|camvid and / or --void V (class index
// masks, the datasets' own), else M3Studio's (0 unlabelled, v label v - 1).
std::optional<MaskConvention> maskConvention(const Args& args) {
  if (!args.has("dataset") && !args.has("void")) return std::nullopt;
  MaskConvention c =
      args.has("dataset") ? maskConventionNamed(args.get("dataset")) : MaskConvention{};
  if (args.has("void")) {
    const int v = args.integer("void");
    if (args.has("dataset") && c.voidValue >= 0 && c.voidValue != v)
      throw UsageError("--void " + std::to_string(v) + " differs from the void value " +
                       std::to_string(c.voidValue) + " of " + args.get("dataset"));
    c.voidValue = v;
  }
  return c;
}

namespace {

// The labelme files a --labelme value names: a folder's .json files, or a list of files.
std::vector<std::string> labelmeFiles(const std::string& folderOrList) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(folderOrList, ec)) return splitList(folderOrList, "labelme");
  std::vector<std::string> files;
  for (fs::directory_iterator it(folderOrList, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".json" && it->is_regular_file(ec))
      files.push_back(it->path().string());
  if (ec) throw IoError(folderOrList + ": cannot list the folder (" + ec.message() + ")");
  if (files.empty()) throw IoError(folderOrList + ": holds no .json (labelme) file");
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

MaskSource maskSource(const Args& args) {
  const bool coco = args.has("coco"), labelme = args.has("labelme");
  if (!coco && !labelme) return {maskConvention(args), std::nullopt, ""};
  if (coco && labelme) throw UsageError("--coco and --labelme both give the masks: choose one");
  const std::string option = coco ? "coco" : "labelme";
  if (args.has("masks") || args.has("mask") || args.has("dataset") || args.has("void"))
    throw UsageError(
        "--" + option +
        " gives the masks and their classes: leave out --mask(s), --dataset and --void");
  MaskSource source;
  source.origin = args.get(option);
  source.coco = coco ? readCocoMasks(source.origin) : readLabelmeFiles(labelmeFiles(source.origin));
  source.convention = MaskConvention{defaultPalette(source.coco->classNames), -1};
  return source;
}

namespace {

// Each image's mask from the --coco file or --labelme files, matched by file name (the files'
// names may carry folders: only the last part counts).
std::vector<LabelledImage> readCocoImages(const Args& args, const MaskSource& source) {
  namespace fs = std::filesystem;
  std::map<std::string, const LabelImage*> byName;
  for (const auto& [file, mask] : source.coco->images)
    if (!byName.emplace(fs::path(file).filename().string(), &mask).second && args.has("labelme"))
      throw IoError(source.origin + ": two labelme files are of the image " +
                    fs::path(file).filename().string());
  const auto images = args.has("images") ? imageFiles(args.get("images"), "images")
                                         : splitList(args.required("image"), "image");
  std::vector<LabelledImage> out;
  for (const std::string& path : images) {
    auto found = byName.find(fs::path(path).filename().string());
    if (found == byName.end())
      throw IoError(source.origin + ": has no image called " + fs::path(path).filename().string());
    out.push_back({path, source.origin, readImage(path), *found->second});
  }
  return out;
}

}  // namespace

// --image / --mask (lists), or --images / --masks (folders or lists; a mask folder holds each
// image's mask under the image's file name, or its stem + ".png"), or --coco / --labelme.
std::vector<LabelledImage> readLabelledImages(const Args& args, const MaskSource& source) {
  const std::optional<MaskConvention>& convention = source.convention;
  if (source.coco) {
    std::vector<LabelledImage> out = readCocoImages(args, source);
    for (const LabelledImage& li : out)
      if (li.image.width != li.mask.width || li.image.height != li.mask.height)
        throw IoError(li.maskPath + ": " + li.imagePath + " is " + std::to_string(li.image.width) +
                      " x " + std::to_string(li.image.height) + ", but the file says " +
                      std::to_string(li.mask.width) + " x " + std::to_string(li.mask.height));
    return out;
  }
  const bool folders = args.has("images") || args.has("masks");
  const auto images = folders ? imageFiles(args.required("images"), "images")
                              : splitList(args.required("image"), "image");
  std::vector<std::string> masks;
  std::error_code ec;
  if (folders && std::filesystem::is_directory(args.required("masks"), ec))
    masks = maskFilesFor(images, args.get("masks"));
  else
    masks = folders ? splitList(args.required("masks"), "masks")
                    : splitList(args.required("mask"), "mask");
  for (const std::string& mask : masks)
    if (std::filesystem::path(mask).extension() == ".json")
      throw UsageError(
          mask + " is a JSON file: give a COCO file with --coco, labelme files with --labelme");
  if (images.size() != masks.size())
    throw UsageError("--image(s) names " + std::to_string(images.size()) +
                     " file(s) but --mask(s) " + std::to_string(masks.size()) +
                     ": one mask per image");
  const int classes = convention ? static_cast<int>(convention->classes.size()) : 0;
  std::vector<LabelledImage> out;
  for (size_t i = 0; i < images.size(); ++i) {
    LabelledImage li{images[i], masks[i], readImage(images[i]),
                     convention ? readDatasetMask(masks[i], classes, convention->voidValue)
                                : readLabelMask(masks[i])};
    if (li.image.width != li.mask.width || li.image.height != li.mask.height)
      throw IoError(masks[i] + ": the mask is " + std::to_string(li.mask.width) + " x " +
                    std::to_string(li.mask.height) + " but " + images[i] + " is " +
                    std::to_string(li.image.width) + " x " + std::to_string(li.image.height));
    out.push_back(std::move(li));
  }
  return out;
}

// A COCO file's classes are matched to a model's by name (its categories may come in another
// order, or hold classes the model lacks: an IoError names the first).
void toModelClasses(std::vector<LabelledImage>& data, const Palette& classes,
                    const Palette& modelClasses) {
  std::vector<int> to(classes.size(), kUnlabelled);
  for (size_t c = 0; c < classes.size(); ++c) {
    auto it = std::find_if(modelClasses.begin(), modelClasses.end(),
                           [&](const PaletteEntry& e) { return e.name == classes[c].name; });
    if (it != modelClasses.end()) to[c] = static_cast<int>(it - modelClasses.begin());
  }
  for (LabelledImage& li : data)
    for (int& k : li.mask.labels) {
      if (k == kUnlabelled) continue;
      if (to[static_cast<size_t>(k)] == kUnlabelled)
        throw IoError(li.maskPath + ": class \"" + classes[static_cast<size_t>(k)].name +
                      "\" is not one of the model's");
      k = to[static_cast<size_t>(k)];
    }
}

// `valueOffset`: what a label's mask value adds to it (1 in M3Studio's masks, 0 in a dataset's).
void checkMaskLabels(const std::vector<LabelledImage>& data, int numLabels, const std::string& why,
                     int valueOffset) {
  for (const LabelledImage& li : data)
    for (int k : li.mask.labels)
      if (k >= numLabels)
        throw IoError(li.maskPath + ": mask value " + std::to_string(k + valueOffset) +
                      " is above the " + std::to_string(numLabels) + " labels of " + why);
}

}  // namespace m3::cli
