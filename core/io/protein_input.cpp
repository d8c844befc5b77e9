#include "io/protein_input.h"

#include <algorithm>
#include <filesystem>

#include "io/disulfind_io.h"
#include "io/fasta_bonds.h"
#include "io/io_error.h"
#include "io/mmcif_io.h"
#include "io/pdb_io.h"

namespace m3 {

namespace {

namespace fs = std::filesystem;

bool hasExtension(const std::string& name, std::initializer_list<const char*> extensions) {
  for (const char* e : extensions)
    if (name.ends_with(e)) return true;
  return false;
}

}  // namespace

bool isStructureFileName(const std::string& path) {
  return hasExtension(plainFileName(path), {".pdb", ".ent", ".cif", ".mmcif"});
}

namespace {

bool isMmcif(const fs::path& p) {
  return hasExtension(plainFileName(p.string()), {".cif", ".mmcif"});
}

// A PDB or PDBx/mmCIF file's chains.
void addPdb(const std::string& path, const StructureSelection& selection, ProteinInput& out) {
  for (PdbChain& c : isMmcif(path) ? readMmcifFile(path, selection) : readPdbFile(path, selection)) {
    out.pdbInterChainBonds += c.interChainBonds;
    if (c.protein.numCysteines() < 2) continue;
    out.bondSource.push_back(c.protein.bonds.empty() ? BondSource::None
                             : c.bondsFromSsbond     ? BondSource::Ssbond
                                                     : BondSource::SgDistance);
    out.proteins.push_back(std::move(c.protein));
    out.structure.push_back({std::move(c.caAtoms), std::move(c.sgAtoms)});
    out.origin.push_back(path);
  }
}

// The error_code forms throughout: the throwing ones report std::filesystem_error texts
// ("filesystem error: ... [path]") that do not start with the path.
void addDirectory(const std::string& path, const StructureSelection& selection, ProteinInput& out) {
  const fs::path p(path);
  std::error_code ec;
  if (fs::exists(p / "graphs.tar.gz", ec)) {
    for (Protein& q : readDisulfindSet(path).proteins.proteins) {
      out.proteins.push_back(std::move(q));
      out.bondSource.push_back(BondSource::Disulfind);
      out.structure.emplace_back();
      out.origin.push_back(path);
    }
    return;
  }
  const std::vector<std::string> files = filesInFolder(path, isStructureFileName);
  if (files.empty())
    throw IoError(
        path +
        ": no PDB files (*.pdb, *.ent, *.cif, optionally .gz) and no DISULFIND graphs.tar.gz here");
  for (const std::string& f : files) addPdb(f, selection, out);
}

void addPath(const std::string& path, const StructureSelection& selection, ProteinInput& out) {
  const fs::path p(path);
  std::error_code ec;
  const fs::file_status status = fs::status(p, ec);
  if (fs::is_directory(status)) return addDirectory(path, selection, out);
  if (!fs::exists(status)) {
    if (ec && ec != std::errc::no_such_file_or_directory)
      throw IoError(path + ": cannot open (" + ec.message() + ")");
    throw IoError(path + ": no such file or directory");
  }
  const std::string name = plainFileName(path);
  if (isStructureFileName(path)) {
    addPdb(path, selection, out);
  } else if (hasExtension(name, {".fasta", ".fa", ".faa", ".fas"})) {
    for (Protein& q : readFastaBondsFile(path).proteins) {
      out.bondSource.push_back(q.bonds.empty() ? BondSource::None : BondSource::Fasta);
      out.proteins.push_back(std::move(q));
      out.structure.emplace_back();
      out.origin.push_back(path);
    }
  } else {
    throw IoError(path + ": unknown protein file type (expected .pdb, .ent, .cif, .mmcif, .fasta, .fa, .faa, .fas, "
                         "optionally .gz, a directory of PDB files or a DISULFIND directory)");
  }
}

}  // namespace

ProteinInput readProteinInput(const std::string& paths, const StructureSelection& selection) {
  ProteinInput out;
  size_t begin = 0, given = 0;
  while (begin <= paths.size()) {
    const size_t end = std::min(paths.find(',', begin), paths.size());
    const std::string one = paths.substr(begin, end - begin);
    if (!one.empty()) {
      addPath(one, selection, out);
      ++given;
    }
    begin = end + 1;
  }
  // "" and "," alike: nothing to read is a usage slip, not an empty data set.
  if (given == 0) throw IoError("no protein input given");
  return out;
}

}  // namespace m3
