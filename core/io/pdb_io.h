#pragma once
// Minimal PDB reader for disulfide connectivity: one Protein per chain with its
// intra-chain bonds.
//
// readPdb(text, source, fallbackId, selection) / readPdbFile(path, selection) (gzip allowed)
//   Reads fixed-column records:
//     - ATOM of one model (the selection's MODEL number, or the first model of the file) and
//       of the selected chains (all by default); residues in order of
//       appearance per chain, keyed by (resSeq, iCode); first altLoc wins. HETATM and
//       SEQRES are ignored, so the sequence is the observed residues (residue numbering
//       of SSBOND refers to these, while SEQRES would also hold unobserved residues).
//     - SSBOND: gold bonds; inter-chain bonds are skipped (counted in interChainBonds).
//   Ensures: chains in order of first appearance; name = <id>_<chain> where id is the
//     HEADER idCode (columns 63-66) or `fallbackId` (kept as is when it already ends in
//     _<chain>, e.g. a file 1A0J_A.pdb); sequence in one-letter code ('X' for
//     non-standard residues); cysteines = 0-based indices of CYS residues; bonds as cysteine
//     index pairs i < j, sorted. When the file has no SSBOND record at all, bonds come
//     from SG-SG distance < 2.5 A (closest pairs first, each cysteine used once) and
//     bondsFromSsbond is false. cysteineFeatures stays empty.
//   IoError "<source>: ..." for a selected model the file does not have, or none of the selected
//     chains (naming the ones it has; a file keeps those of the chains it has); IoError
//     "<source>:<line>: ..." for: a bad coordinate (any atom; nan and inf included) or
//     residue number, a short ATOM / SSBOND record, an SSBOND naming a residue absent from the
//     ATOM records or not CYS, a cysteine in two SSBONDs or bonded to itself; "<source>: ..."
//     for no ATOM records (saying when the text is empty, binary or looks like FASTA).
//   Cost: O(lines + sum over chains of cysteines^2).
#include <Eigen/Dense>
#include <string>
#include <vector>

#include "data/protein.h"

namespace m3 {

struct PdbChain {
  Protein protein;
  bool bondsFromSsbond = true;  // false: inferred from SG-SG distances
  int interChainBonds = 0;      // SSBONDs from this chain to another one (not in bonds)
  // Structure for 3D views (Angstrom), first model: one C-alpha per residue of the sequence and
  // one SG per cysteine; NaN where the atom is missing from the file.
  std::vector<Eigen::Vector3d> caAtoms;  // sequence.size()
  std::vector<Eigen::Vector3d> sgAtoms;  // cysteines.size()
  int cysteinesWithoutSg = 0;            // their bonds cannot come from SG-SG distances
};

inline constexpr double kDisulfideSgDistance = 2.5;  // Angstrom; S-S bonds are ~2.05 A

// Which part of a structure file (PDB or PDBx/mmCIF) to read: an NMR entry holds many models
// of the same chains, a complex several chains.
struct StructureSelection {
  int model = 0;                    // its number (MODEL / pdbx_PDB_model_num); 0: the file's first
  std::vector<std::string> chains = {};  // chain ids (author's, as in PDB files); empty: every chain
  bool selects(const std::string& chain) const;
};

// "1-30", "1, 3-5": model numbers in messages (sorted, runs joined).
std::string modelNumbersText(std::vector<int> models);

std::vector<PdbChain> readPdb(const std::string& text, const std::string& source,
                              const std::string& fallbackId = "PDB", const StructureSelection& selection = {});
std::vector<PdbChain> readPdbFile(const std::string& path, const StructureSelection& selection = {});

}  // namespace m3
