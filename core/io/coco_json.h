#pragma once
// COCO-style segmentation annotations (the COCO dataset's format, which CVAT, Label Studio and
// most annotation tools export), as class masks for Image Regions.
// Reading: "images" [{"id", "file_name", "width", "height"}], "categories" [{"id", "name"}],
// "annotations" [{"image_id", "category_id", "segmentation", "iscrowd"}], where a segmentation
// is polygons [[x1, y1, x2, y2, ...], ...] (pixel coordinates, filled) or run-length encoded,
// {"size": [h, w], "counts": [...] | "compressed"}: runs over the pixels in column-major order,
// starting with a run of background, as the COCO API's masks (the string form is its
// compressed encoding). The classes are the categories in the file's order; an image's
// annotations paint their pixels in file order (a later one over an earlier one), and pixels
// no annotation covers are unlabelled. Images without annotations get an unlabelled mask.
// Writing: one annotation per image and class present, compressed RLE, iscrowd 0, with its
// area and bounding box; categories numbered from 1 in class order, images from 1.
// Requires: nothing of the file.
// Ensures: IoError naming the file (and the annotation's index) for invalid JSON, missing or
//   mistyped members, an unknown image or category id, image sizes beyond kMaxImageSide or
//   kMaxImagePixels (io/image_io.h) or more pixels in all than maxPixels, an RLE
//   whose size differs from its image's or whose runs do not add up to it, non-finite polygon
//   coordinates.
// Cost: O(file size + pixels of the images).
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "io/image_io.h"

namespace m3 {

struct CocoMasks {
  std::vector<std::string> classNames;
  std::vector<std::pair<std::string, LabelImage>> images;  // file_name as written, class mask
};

// Every image's mask is held in memory (4 bytes a pixel): a file whose images hold more than
// `maxPixels` pixels in all is refused, so a few bytes of JSON cannot ask for gigabytes.
inline constexpr long long kMaxCocoPixels = 1'000'000'000;
CocoMasks parseCocoMasks(const std::string& text, const std::string& sourceName, long long maxPixels = kMaxCocoPixels);
CocoMasks readCocoMasks(const std::string& path);  // gzip allowed
// Labels outside [0, classNames.size()) are left out (kUnlabelled writes nothing).
std::string formatCoco(const CocoMasks& masks);
void writeCoco(const std::string& path, const CocoMasks& masks);  // atomically; IoError naming it

// The run-length pieces, for tests and other writers: the column-major runs of `label` in
// `mask` (starting with a run of other pixels, possibly 0), and COCO's compressed string form.
std::vector<std::uint32_t> cocoRuns(const LabelImage& mask, int label);
std::string compressCocoRuns(const std::vector<std::uint32_t>& runs);
// Throws std::invalid_argument for a malformed string or runs beyond `limit` pixels in all.
std::vector<std::uint32_t> decompressCocoRuns(std::string_view text, std::uint64_t limit);

}  // namespace m3
