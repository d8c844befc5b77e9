#pragma once
// Groups of near-identical proteins, so that cross-validation can keep homologs in one fold
// (the thesis's SP39 folds share at most 30% sequence identity; a random split of a set with
// many homologs lets a kernel model memorise its test proteins).
// Two proteins are linked when
//   - both have per-cysteine vectors of the same shape (DISULFIND) and the L1 distance of the
//     matrices is below `threshold` times the first one's L1 norm; or
//   - both have sequences and the Jaccard similarity of their sets of 3-residue words is above
//     1 - threshold;
// groups are the connected components of the links (single linkage), numbered 0.. in order
// of first member. Proteins with neither input are singletons.
// Requires: 0 <= threshold <= 1. Cost: O(m^2 (n D + L)) for m proteins of length L.
#include <vector>

#include "data/protein.h"

namespace m3 {

std::vector<int> proteinSimilarityGroups(const std::vector<Protein>& proteins, double threshold);

}  // namespace m3
