#include "io/protein_files.h"

#include <filesystem>

#include "io/io_error.h"

namespace m3 {

std::vector<std::string> pdbFilesIn(const std::string& folder) {
  try {
    return filesInFolder(folder, isStructureFileName);
  } catch (const IoError&) {
    return {};  // an unlistable folder holds no structures the reader could take
  }
}

ProteinFiles readProteinFiles(const std::vector<std::string>& paths,
                              const StructureSelection& selection, int maxProteins) {
  ProteinFiles read;
  const auto full = [&] { return static_cast<int>(read.proteins.size()) >= maxProteins; };
  const auto add = [&](const std::string& path) {
    try {
      ProteinInput in = readProteinInput(path, selection);
      for (size_t k = 0; k < in.proteins.size() && !full(); ++k) {
        read.proteins.push_back(std::move(in.proteins[k]));
        read.sources.push_back(in.bondSource[k]);
        read.structures.push_back(k < in.structure.size() ? std::move(in.structure[k])
                                                          : ProteinStructure());
      }
    } catch (const std::exception& e) {
      read.failed.emplace_back(e.what());
    }
  };
  for (const std::string& path : paths) {
    if (full()) break;
    std::error_code error;
    const std::filesystem::path p(path);
    if (std::filesystem::is_directory(p, error) &&
        !std::filesystem::exists(p / "graphs.tar.gz", error)) {
      const std::vector<std::string> files = pdbFilesIn(path);
      if (files.empty())
        read.failed.push_back(
            path + ": neither a DISULFIND set (graphs.tar.gz) nor a folder of PDB files");
      for (const std::string& file : files)
        if (!full()) add(file);
    } else if (!std::filesystem::exists(p, error)) {
      read.failed.push_back(path + ": no such file");
    } else {
      add(path);
    }
  }
  return read;
}

}  // namespace m3
