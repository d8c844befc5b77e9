#pragma once
// The labelled images of `regions train`, `eval` and `bench`: images with their masks from
// --image(s) / --mask(s) in M3Studio's or a dataset's convention (--dataset, --void), or from a
// COCO file (--coco) or labelme files (--labelme), checked for equal sizes and class counts.
#include <optional>
#include <string>
#include <vector>

#include "cli_args.h"
#include "io/coco_json.h"
#include "io/image_io.h"

namespace m3::cli {

// Images with their masks, checked for equal sizes and labels within [0, K).
struct LabelledImage {
  std::string imagePath, maskPath;
  ColourImage image;
  LabelImage mask;
};

// Where the labels come from: mask files under a convention, or a --coco FILE, a COCO
// segmentation file (io/coco_json.h) read once, whose categories name the classes (value k =
// class k, nothing void), or --labelme, a folder (or list) of labelme files (io/labelme_json.h),
// read into the same form, whose labels name the classes.
struct MaskSource {
  std::optional<MaskConvention> convention;
  std::optional<CocoMasks> coco;
  std::string origin;  // the --coco file or --labelme folder, for messages
};

// The mask convention the options ask for: --dataset FILE and / or --void V (class index masks,
// the datasets' own), else M3Studio's (0 unlabelled, v label v - 1).
std::optional<MaskConvention> maskConvention(const Args& args);
MaskSource maskSource(const Args& args);
// --image / --mask (lists), or --images / --masks (folders or lists), or --coco / --labelme.
std::vector<LabelledImage> readLabelledImages(const Args& args, const MaskSource& source);
// A COCO file's classes matched to a model's by name (IoError naming the first it lacks).
void toModelClasses(std::vector<LabelledImage>& data, const Palette& classes,
                    const Palette& modelClasses);
// Classes named after their mask values, without a palette: as many as an 8-bit mask holds.
inline constexpr int kMaxClassesByMaskValue = 256;
// `valueOffset`: what a label's mask value adds to it (1 in M3Studio's masks, 0 in a dataset's).
void checkMaskLabels(const std::vector<LabelledImage>& data, int numLabels, const std::string& why,
                     int valueOffset);

}  // namespace m3::cli
