#pragma once
// Pair (edge) features for disulfide connectivity (thesis Sec. 10.6): the matching score of
// cysteines j, k is w'f(x_jk). A bond is unordered, so every feature here is symmetric:
// f(x_jk) == f(x_kj) exactly (sums, products, min / max, |differences|).
//
// Pair order (all functions returning matrices): pairs (i, j), i < j, lexicographic:
//   (0,1), (0,2), ..., (0,n-1), (1,2), ..., (n-2,n-1); row of (i,j) = pairIndex(i,j,n).
//
// (a) Sequence features, sequencePairFeature(p, a, b); dimension kSequencePairDim = 395:
//   [0, 189)    sum of the two windows' one-hot codes: 9 positions (offsets -4..+4 around
//               each cysteine) x 21 symbols (ACDEFGHIKLMNPQRSTVWY, then 1 for gap / chain end /
//               non-standard), position-major: index = 21 * position + symbol. Entries 0..2.
//   [189, 378)  elementwise product of the two one-hot codes (1 where both windows have the
//               same residue at the same offset): the sum alone cannot tell AA/CC from AC/CA.
//   [378, 387)  residue separation |pos_b - pos_a| one-hot in 9 log2 bins:
//               <=2, 3-4, 5-8, 9-16, 17-32, 33-64, 65-128, 129-256, >256
//   [387, 394)  cysteine index separation |b - a| one-hot in 7 bins: 1, 2, 3, 4, 5-6, 7-9, >=10
//   [394]       bias 1
//   Requires: p.sequence non-empty, p.cysteines valid positions of 'C' (any residue is
//   accepted, only positions are used); 0 <= a, b < n, a != b.
//
// (b) Vector features (per-cysteine inputs, e.g. DISULFIND profiles), dimension 3D + 11:
//   [0, D)        x_a + x_b
//   [D, 2D)       x_a .* x_b
//   [2D, 3D)      |x_a - x_b|  (for DISULFIND, input 101 is the relative sequence position, so
//                 this block carries the sequence separation, the strongest single cue)
//   [3D, 3D+7)    cysteine index separation bins as above
//   [3D+7, 3D+10) relative cysteine indices min(a,b)/(n-1), max(a,b)/(n-1), |b-a|/(n-1)
//   [3D+10]       bias 1
//   Requires: p.cysteineFeatures n x D with n >= 2, finite.
//
// Violated requirements on indices / sequence throw std::invalid_argument (caller bug).
// Ensures: deterministic; finite when inputs are finite; all entries >= 0 when the inputs
//   are (one-hot codes, profiles), so the features are valid AMN-style edge features too.
// Cost: O(n^2 * dimension) for the matrices, O(dimension) per pair.
#include <Eigen/Dense>
#include <utility>
#include <vector>

#include "data/protein.h"

namespace m3 {

inline constexpr int kPairWindow = 9;
inline constexpr int kPairSymbols = 21;
inline constexpr int kSeparationBins = 9;
inline constexpr int kCysteineOrderBins = 7;
inline constexpr int kSequencePairDim =
    2 * kPairWindow * kPairSymbols + kSeparationBins + kCysteineOrderBins + 1;  // 395

int vectorPairDim(int inputDim);  // 3 * inputDim + 11

// Row of pair (i, j) with i < j among n cysteines in lexicographic order.
int pairIndex(int i, int j, int n);
// All pairs in that order.
std::vector<std::pair<int, int>> cysteinePairs(int n);

// Index 0..19 for the 20 standard amino acids (upper case), 20 for anything else.
int aminoAcidSymbol(char residue);
int separationBin(int residues);      // residues >= 1
int cysteineOrderBin(int indexGap);   // indexGap >= 1

Eigen::VectorXd sequencePairFeature(const Protein& p, int a, int b);
Eigen::VectorXd vectorPairFeature(const Protein& p, int a, int b);

RowMatrix sequencePairFeatures(const Protein& p);  // C(n,2) x 395
RowMatrix vectorPairFeatures(const Protein& p);    // C(n,2) x (3D + 11)

// Vector features when p.cysteineFeatures is non-empty, else sequence features.
RowMatrix cysteinePairFeatures(const Protein& p);

// Gold labels per pair in the same order: 1 for a bond, 0 otherwise.
Eigen::VectorXi pairBondLabels(const Protein& p);

}  // namespace m3
