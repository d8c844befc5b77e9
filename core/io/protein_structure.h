#pragma once
// Chains as a structure file lists them, before they become proteins: what the PDB reader
// (io/pdb_io.h) and the PDBx/mmCIF reader (io/mmcif_io.h) both produce, and the one place that
// turns them into Proteins with their disulfide bonds, the same way for both formats.
#include <Eigen/Dense>
#include <string>
#include <utility>
#include <vector>

#include "io/pdb_io.h"

namespace m3 {

struct StructureResidue {
  std::string key;   // residue number and insertion code, as written
  std::string name;  // CYS, ALA, ...
  bool hasSg = false, hasCa = false;
  Eigen::Vector3d sg = Eigen::Vector3d::Zero(), ca = Eigen::Vector3d::Zero();
};

struct StructureChain {
  std::string id;
  std::vector<StructureResidue> residues;
  std::vector<std::pair<int, int>> ssbonds;  // residue indices of the file's disulfide records within the chain
  std::vector<std::string> ssbondPlaces;     // where each record is ("file:12"), for messages
  int interChain = 0;                        // disulfide records from this chain to another one
};

// One PdbChain per chain, named <id>_<chain> (a blank chain id as '_'; `id` kept as it is when
// it is `fallbackId` and already ends in _<chain>). With `fileHasBondRecords` the bonds are the
// records' (IoError at the record's place for a residue that is not CYS, a cysteine bonded to
// itself or in two records); without, they come from SG-SG distances below
// kDisulfideSgDistance, closest pairs first, each cysteine used once.
// `records` names the bond records in messages ("SSBOND records").
std::vector<PdbChain> proteinChains(const std::vector<StructureChain>& chains, bool fileHasBondRecords,
                                    const std::string& id, const std::string& fallbackId, const std::string& records);

// The one-letter code of a standard amino acid ('X' for any other residue).
char oneLetterCode(const std::string& residueName);

}  // namespace m3
