#include "cli_image_folders.h"

#include <filesystem>

#include "cli_args.h"

namespace m3::cli {

std::vector<std::string> imageFiles(const std::string& folderOrList, const char* option) {
  std::error_code ec;
  return std::filesystem::is_directory(folderOrList, ec) ? imagesInFolder(folderOrList)
                                                        : splitList(folderOrList, option);
}

}  // namespace m3::cli
