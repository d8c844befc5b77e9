#include "cli_image_folders.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "cli_args.h"
#include "io/io_error.h"

namespace m3::cli {

namespace fs = std::filesystem;

std::vector<std::string> imageFiles(const std::string& folderOrList, const char* option) {
  std::error_code ec;
  if (!fs::is_directory(folderOrList, ec)) return splitList(folderOrList, option);
  std::vector<std::string> files;
  for (const fs::directory_entry& e : fs::directory_iterator(folderOrList, ec)) {
    std::string ext = e.path().extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (e.is_regular_file() && (ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".tif" || ext == ".tiff"))
      files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) throw IoError(folderOrList + ": holds no .png, .jpg or .tif image");
  return files;
}

std::vector<std::string> maskFilesFor(const std::vector<std::string>& images, const std::string& maskFolder) {
  std::vector<std::string> masks;
  for (const std::string& image : images) {
    fs::path mask = fs::path(maskFolder) / fs::path(image).filename();
    if (!fs::exists(mask)) mask.replace_extension(".png");
    if (!fs::exists(mask)) throw IoError(image + ": no mask " + mask.string() + " for it in " + maskFolder);
    masks.push_back(mask.string());
  }
  return masks;
}

}  // namespace m3::cli
