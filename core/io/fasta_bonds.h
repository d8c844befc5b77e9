#pragma once
// FASTA with disulfide-bond annotation in the header line, e.g.
//   >1ANS_A bonds=3-17,4-11,6-22
//   RSCCPCYWGGCPWGQNCYPEGCSGPKV
// Format:
//   - header: '>' name, then whitespace-separated words; the word "bonds=a-b,c-d,..." gives
//     bonds as 1-based residue positions of 'C' residues (a != b, either order). Other words
//     are ignored (free description) and not written back. No bonds word = no known bonds.
//   - sequence lines until the next '>': letters (case-insensitive, stored upper case);
//     whitespace ignored, a final '*' allowed; '#' / ';' lines before a record are comments.
//
// readFastaBonds(text, source) / readFastaBondsFile(path, gzip allowed)
//   Ensures: one Protein per record in file order: name, sequence, cysteines = every 'C'
//     (0-based positions, increasing), bonds = cysteine-index pairs (i < j), sorted,
//     cysteineFeatures empty. IoError naming source and line for: empty name, a duplicate
//     name, a position that is not a number / out of range / not a 'C', a self bond,
//     a cysteine in two bonds, a repeated bond, two bonds= words, an empty sequence,
//     illegal sequence characters, text before the first '>'; IoError naming source for a
//     text without any record (also an empty file).
//   Cost: O(text size + bonds log bonds).
//
// writeFastaBonds(set) / writeFastaBondsFile(path, set) (atomic)
//   Requires: every protein has a non-empty name without whitespace, a sequence, and
//     bonds given as indices into `cysteines` (positions of 'C' residues); std::invalid_argument
//     otherwise. Ensures: readFastaBonds(writeFastaBonds(s)) restores name, sequence, bonds
//     (cysteines are recomputed as all 'C' positions, so they round-trip when they were
//     all cysteines). Sequence lines wrap at 60 residues.
#include <string>

#include "data/protein.h"

namespace m3 {

ProteinSet readFastaBonds(const std::string& text, const std::string& source);
ProteinSet readFastaBondsFile(const std::string& path);

std::string writeFastaBonds(const ProteinSet& set);
void writeFastaBondsFile(const std::string& path, const ProteinSet& set);

}  // namespace m3
