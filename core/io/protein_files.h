#pragma once
// Proteins as a person opens them (the Protein Bonds workbench, and its projects run headless):
// several inputs at once, a folder of PDB files read file by file so that one damaged file does
// not lose the others, and the trypsin demo set. Declared once here so that the GUI and the
// command line read a project's inputs into the same proteins, in the same order.
#include <limits>
#include <string>
#include <vector>

#include "io/protein_input.h"

namespace m3 {

struct ProteinFiles {
  std::vector<Protein> proteins;
  std::vector<BondSource> sources;           // one per protein
  std::vector<ProteinStructure> structures;  // one per protein (empty without atoms)
  std::vector<std::string> failed;           // why each input that could not be read failed
};

// The structure files (PDB .pdb / .ent, PDBx/mmCIF .cif / .mmcif, optionally .gz) directly in
// `folder`, sorted by name; none when it cannot be listed.
std::vector<std::string> pdbFilesIn(const std::string& folder);

// Each path as readProteinInput reads it, except that a folder without a DISULFIND set is read
// file by file; an input that fails is named in `failed` and the others are kept. At most
// `maxProteins` proteins, from the first inputs (files after the limit are not read).
ProteinFiles readProteinFiles(const std::vector<std::string>& paths,
                              const StructureSelection& selection,
                              int maxProteins = std::numeric_limits<int>::max());

// Where Debian's theseus-examples package puts its trypsin structures (the Bonds workbench's
// demo set); a project of the demo stores how many chains it opened.
inline constexpr const char* kTrypsinDemoFolder = "/usr/share/doc/theseus/examples/trypsins";

}  // namespace m3
