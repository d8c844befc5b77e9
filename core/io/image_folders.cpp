#include "io/image_folders.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "io/io_error.h"

namespace m3 {

namespace fs = std::filesystem;

std::vector<std::string> imagesInFolder(const std::string& folder) {
  const std::vector<std::string> files = filesInFolder(folder, [](const std::string& name) {
    std::string ext = fs::path(name).extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".tif" || ext == ".tiff";
  });
  if (files.empty()) throw IoError(folder + ": holds no .png, .jpg or .tif image");
  return files;
}

std::vector<std::string> maskFilesFor(const std::vector<std::string>& images, const std::string& maskFolder,
                                      bool missingAllowed) {
  std::vector<std::string> masks;
  std::error_code ec;
  for (const std::string& image : images) {
    const fs::path named = fs::path(maskFolder) / fs::path(image).filename();
    std::string found;
    // The image itself is never its mask (a labelme folder holds both).
    for (const fs::path& mask : {named, fs::path(named).replace_extension(".png"), fs::path(named).replace_extension(".json")})
      if (found.empty() && fs::exists(mask, ec) && !fs::equivalent(mask, image, ec)) found = mask.string();
    if (found.empty() && !missingAllowed)
      throw IoError(image + ": no mask for it in " + maskFolder + " (" + named.filename().string() + ", or " +
                    fs::path(named).replace_extension(".png").filename().string() + " or .json)");
    masks.push_back(found);
  }
  return masks;
}

}  // namespace m3
