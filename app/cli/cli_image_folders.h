#pragma once
// The images of `regions train/eval --images` and `bench regions --camvid`.
#include <string>
#include <vector>

#include "io/image_folders.h"

namespace m3::cli {

// The images of a folder (imagesInFolder); or, when `folderOrList` is not a folder, the
// comma-separated list itself.
std::vector<std::string> imageFiles(const std::string& folderOrList, const char* option);

}  // namespace m3::cli
