#pragma once
// A folder of photos and the folder of their masks, as datasets ship them (CamVid, VOC): what
// `regions train/eval --images --masks` and the Image Regions workbench's image sets open.
#include <string>
#include <vector>

namespace m3 {

// The files of `folder` that readImage decodes (.png, .jpg, .jpeg, .tif, .tiff, any case),
// sorted by name. Throws IoError for a folder that cannot be listed or holds no image.
std::vector<std::string> imagesInFolder(const std::string& folder);

// Each image's mask in `maskFolder`: the file of the image's name, else its stem + ".png", else
// its stem + ".json" (a labelme file, io/labelme_json.h), never the image itself. A missing
// mask is "" with `missingAllowed` (labelme writes no file for an image nobody annotated),
// else an IoError naming the image.
std::vector<std::string> maskFilesFor(const std::vector<std::string>& images, const std::string& maskFolder,
                                      bool missingAllowed = false);

}  // namespace m3
