#pragma once
// A protein chain as seen by disulfide-connectivity prediction (thesis Ch. 10): the nodes of
// the matching graph are cysteines, the output is a set of bonds between them.
// Two kinds of input exist and either may be missing, so every field may be empty:
//   - sequence + residue positions of cysteines (FASTA, PDB), pair features from windows;
//   - per-cysteine input vectors without a sequence (the DISULFIND set).
// Requires (checked by the readers, not by this struct):
//   - cysteines strictly increasing, each sequence[c] == 'C' when the sequence is known;
//   - cysteineFeatures.rows() == cysteines.size() when both are non-empty;
//   - bonds: index pairs (i < j) into the cysteine order, sorted, every cysteine in at most
//     one bond (a matching). In the "bonding state known" setting it is a perfect matching.
// Cost: numCysteines() and bondsFormMatching() are O(n).
#include <Eigen/Dense>
#include <string>
#include <utility>
#include <vector>

#include "data/chain_example.h"  // RowMatrix

namespace m3 {

struct Protein {
  std::string name;                        // chain id, e.g. "1A02_HUMAN.2" or "1ANS_A"
  std::string sequence;                    // one-letter upper-case residues; may be empty
  std::vector<int> cysteines;              // 0-based residue positions; empty when unknown
  RowMatrix cysteineFeatures;              // n x D per-cysteine inputs; may be empty
  std::vector<std::pair<int, int>> bonds;  // gold bonds, cysteine indices i < j, sorted

  // Number of cysteine nodes: positions when known, else rows of the input vectors
  // (the DISULFIND set has vectors but no positions).
  int numCysteines() const {
    return !cysteines.empty() ? static_cast<int>(cysteines.size())
                              : static_cast<int>(cysteineFeatures.rows());
  }

  // True when every bond is (i < j) within range and no cysteine is used twice;
  // with `perfect`, also every cysteine is bonded.
  bool bondsFormMatching(bool perfect = false) const {
    const int n = numCysteines();
    std::vector<char> used(static_cast<size_t>(n > 0 ? n : 0), 0);
    for (const auto& [i, j] : bonds) {
      if (i < 0 || j <= i || j >= n || used[i] || used[j]) return false;
      used[i] = used[j] = 1;
    }
    return !perfect || 2 * bonds.size() == static_cast<size_t>(n);
  }
};

struct ProteinSet {
  std::vector<Protein> proteins;
};

}  // namespace m3
