#include "io/protein_input.h"

#include <algorithm>
#include <filesystem>

#include "io/disulfind_io.h"
#include "io/fasta_bonds.h"
#include "io/io_error.h"
#include "io/pdb_io.h"

namespace m3 {

namespace {

namespace fs = std::filesystem;

// Lower-case name without a trailing ".gz".
std::string plainName(const fs::path& p) {
  std::string name = p.filename().string();
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  if (name.size() > 3 && name.ends_with(".gz")) name.resize(name.size() - 3);
  return name;
}

bool hasExtension(const std::string& name, std::initializer_list<const char*> extensions) {
  for (const char* e : extensions)
    if (name.ends_with(e)) return true;
  return false;
}

bool isPdb(const fs::path& p) { return hasExtension(plainName(p), {".pdb", ".ent"}); }

void addPdb(const std::string& path, ProteinInput& out) {
  for (PdbChain& c : readPdbFile(path)) {
    out.pdbInterChainBonds += c.interChainBonds;
    if (c.protein.numCysteines() < 2) continue;
    out.bondSource.push_back(c.protein.bonds.empty() ? BondSource::None
                             : c.bondsFromSsbond     ? BondSource::Ssbond
                                                     : BondSource::SgDistance);
    out.proteins.push_back(std::move(c.protein));
    out.structure.push_back({std::move(c.caAtoms), std::move(c.sgAtoms)});
  }
}

void addPath(const std::string& path, ProteinInput& out) {
  const fs::path p(path);
  if (fs::is_directory(p)) {
    if (fs::exists(p / "graphs.tar.gz")) {
      for (Protein& q : readDisulfindSet(path).proteins.proteins) {
        out.proteins.push_back(std::move(q));
        out.bondSource.push_back(BondSource::Disulfind);
        out.structure.emplace_back();
      }
      return;
    }
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(p))
      if (e.is_regular_file() && isPdb(e.path())) files.push_back(e.path().string());
    if (files.empty())
      throw IoError(path + ": no PDB files (*.pdb, *.ent, optionally .gz) and no DISULFIND graphs.tar.gz here");
    std::sort(files.begin(), files.end());
    for (const std::string& f : files) addPdb(f, out);
    return;
  }
  if (!fs::exists(p)) throw IoError(path + ": no such file or directory");
  const std::string name = plainName(p);
  if (isPdb(p)) {
    addPdb(path, out);
  } else if (hasExtension(name, {".fasta", ".fa", ".faa", ".fas"})) {
    for (Protein& q : readFastaBondsFile(path).proteins) {
      out.bondSource.push_back(q.bonds.empty() ? BondSource::None : BondSource::Fasta);
      out.proteins.push_back(std::move(q));
      out.structure.emplace_back();
    }
  } else {
    throw IoError(path + ": unknown protein file type (expected .pdb, .ent, .fasta, .fa, .faa, .fas, "
                         "optionally .gz, a directory of PDB files or a DISULFIND directory)");
  }
}

}  // namespace

ProteinInput readProteinInput(const std::string& paths) {
  ProteinInput out;
  size_t begin = 0;
  while (begin <= paths.size()) {
    const size_t end = std::min(paths.find(',', begin), paths.size());
    const std::string one = paths.substr(begin, end - begin);
    if (!one.empty()) addPath(one, out);
    begin = end + 1;
  }
  if (paths.empty()) throw IoError("no protein input given");
  return out;
}

}  // namespace m3
