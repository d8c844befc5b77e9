#pragma once
// PDBx/mmCIF structures (the only format of large PDB entries) for disulfide connectivity,
// parsed by gemmi (Debian gemmi-dev): one Protein per chain with its intra-chain bonds, as
// readPdb (io/pdb_io.h) gives for PDB files and through the same step (io/protein_structure.h).
//   - Atoms of one model (the selection's pdbx_PDB_model_num, or the first) and of the selected
//     chains (all by default); residues of each chain (auth_asym_id) in file order, keyed by
//     auth_seq_id and insertion code; HETATM residues (waters, ligands) left out, first altloc.
//   - Bonds: _struct_conn rows of type disulf within a chain; rows between chains are counted
//     (interChainBonds); without any disulf row, bonds come from SG-SG distances.
//   - Names: <_entry.id>_<chain>, or `fallbackId`_<chain>.
//   IoError naming `source` for text that is not mmCIF, an atom without finite coordinates, a
//   disulf row naming a residue with no atoms or not CYS, no atoms at all, or a selected model or
//   chain the file does not have (naming the ones it has).
#include <string>
#include <vector>

#include "io/pdb_io.h"

namespace m3 {

std::vector<PdbChain> readMmcif(const std::string& text, const std::string& source, const std::string& fallbackId = "CIF",
                                const StructureSelection& selection = {});
std::vector<PdbChain> readMmcifFile(const std::string& path, const StructureSelection& selection = {});  // gzip allowed

}  // namespace m3
