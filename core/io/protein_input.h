#pragma once
// One entry point for every protein input the bonds workbench and CLI accept, chosen by
// what the path is:
//   - a directory holding graphs.tar.gz: the DISULFIND set (io/disulfind_io.h);
//   - any other directory: every *.pdb, *.ent, *.pdb.gz, *.ent.gz in it, sorted by name;
//   - *.fasta, *.fa, *.faa, *.fas (optionally .gz): FASTA with bonds= annotation (io/fasta_bonds.h);
//   - *.pdb, *.ent (optionally .gz): one PDB file (io/pdb_io.h).
// Several paths may be given separated by commas; their proteins are concatenated.
// PDB chains with fewer than 2 cysteines are dropped (nothing to pair); where each protein's
// gold bonds came from is kept in `bondSource`.
// Errors: IoError whose message starts with the path it is about (unknown extension, a
// missing or unlistable path, no PDB files in a directory, and the readers' own errors, which
// name the file inside a directory: "<dir>/<file>:<line>: ..."); "no protein input given"
// when `paths` names nothing. Cost: the readers'.
#include <Eigen/Dense>
#include <string>
#include <vector>

#include "data/protein.h"
#include "io/pdb_io.h"

namespace m3 {

// None: the input gives no bonds; SgDistance: a PDB file without SSBOND records, bonds from
// SG-SG distances < 2.5 A (io/pdb_io.h).
enum class BondSource { None, Ssbond, SgDistance, Fasta, Disulfind };

// Atom positions of a protein read from a PDB file (see PdbChain); empty for other inputs.
struct ProteinStructure {
  std::vector<Eigen::Vector3d> caAtoms;  // one per residue, NaN where missing
  std::vector<Eigen::Vector3d> sgAtoms;  // one per cysteine, NaN where missing
  bool empty() const { return caAtoms.empty(); }
};

struct ProteinInput {
  std::vector<Protein> proteins;
  std::vector<BondSource> bondSource;       // one per protein
  std::vector<ProteinStructure> structure;  // one per protein
  std::vector<std::string> origin;          // one per protein: its file (or DISULFIND folder), for messages
  int pdbInterChainBonds = 0;           // SSBONDs between chains, not used (intra-chain task)
};

// Whether a file name is a structure's (PDB .pdb / .ent, PDBx/mmCIF .cif / .mmcif, optionally
// .gz): the files a folder of structures is read from.
bool isStructureFileName(const std::string& path);

// `selection` picks the model and chains of every PDB / mmCIF file read (io/pdb_io.h).
ProteinInput readProteinInput(const std::string& paths, const StructureSelection& selection = {});

}  // namespace m3
