#pragma once
// Folders of images and of their masks, as `regions train/eval --images --masks` and
// `bench regions --camvid` take them.
#include <string>
#include <vector>

namespace m3::cli {

// The files of a folder that readImage decodes (.png, .jpg, .jpeg, .tif, .tiff), sorted by
// name; or, when `folderOrList` is not a folder, the comma-separated list itself. Throws
// IoError for a folder without images.
std::vector<std::string> imageFiles(const std::string& folderOrList, const char* option);

// Each image's mask in `maskFolder`: the file of the image's name, else its stem + ".png".
// Throws IoError naming the image whose mask is missing.
std::vector<std::string> maskFilesFor(const std::vector<std::string>& images, const std::string& maskFolder);

}  // namespace m3::cli
