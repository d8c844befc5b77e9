#pragma once
// labelme annotation files (the JSON that the labelme tool writes beside each image), as class
// masks for Image Regions.
// Reading: {"shapes": [{"label", "points": [[x, y], ...], "shape_type"}], "imagePath",
// "imageWidth", "imageHeight"}; the image data inside the file, if any, is not decoded (the
// image is read from its own file). Shapes are painted in file order, a later one over an
// earlier one, as labelme's own export does: "polygon" (also when shape_type is missing or
// null) filled, "rectangle" from two corners, "circle" from its centre and a point on it,
// "line" and "linestrip" 10 pixels wide and "point" a disc of radius 5 (labelme's widths).
// The label "__ignore__" makes its pixels unlabelled; every other label is a class, matched
// by name. Pixels no shape covers are unlabelled.
// Writing: one polygon per connected region of each class (its outer boundary through the
// centres of its border pixels), larger regions first, so that a region lying inside another
// is painted over it when read back, then a one-pixel polygon for each pixel that two regions
// crossing at a diagonal would otherwise take from each other: every labelled pixel reads back
// as it was; a hole left unlabelled inside a region is filled by it (labelme polygons have no
// holes). imageData is null, imagePath relative to the file.
// Ensures: IoError naming the file (and the shape's index) for invalid JSON, missing or
//   mistyped members, an image size beyond kMaxImageSide or kMaxImagePixels (io/image_io.h),
//   files whose masks hold more than kMaxCocoPixels in all, non-finite coordinates, too few
//   points for the shape's type, a shape type not listed, or shapes whose boxes cover the image
//   more than 64 times over. imagePath may use Windows separators.
// Cost: O(file size + pixels), the painting bounded by the 64 covers.
#include <string>
#include <vector>

#include "io/coco_json.h"
#include "io/image_io.h"

namespace m3 {

// Whether `path` holds a labelme annotation (a JSON object with "shapes"); false for anything
// else, a COCO file or an unreadable file included (its reader then says what is wrong).
bool isLabelmeFile(const std::string& path);

// The masks of labelme files, in the same form as a COCO file's (io/coco_json.h): images[i]
// is paths[i]'s, named by its imagePath's file name (the file's own stem + ".png" when it has
// none). The classes are `knownClasses` followed by the files' other labels in order of first
// appearance.
CocoMasks readLabelmeFiles(const std::vector<std::string>& paths, const std::vector<std::string>& knownClasses = {});
// `maxPixels` bounds the image (a few bytes of JSON cannot ask for gigabytes; fuzzing lowers it).
CocoMasks parseLabelme(const std::string& text, const std::string& sourceName,
                       const std::vector<std::string>& knownClasses = {}, long long maxPixels = kMaxImagePixels);

// A labelme file of `mask`'s labels (k: classNames[k]; others are left out).
std::string formatLabelme(const LabelImage& mask, const std::vector<std::string>& classNames, const std::string& imagePath);
// Atomically, with imagePath written relative to the file's folder; IoError naming the file.
void writeLabelme(const std::string& path, const LabelImage& mask, const std::vector<std::string>& classNames,
                  const std::string& imageFile);

}  // namespace m3
