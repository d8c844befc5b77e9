#pragma once
// Maximum-weight perfect matching on a complete graph (disulfide connectivity, thesis Ch. 10):
// nodes are cysteines, a matching is a set of bonds, and its score is the sum of the pair
// scores S(a, b) of its bonds. Solved exactly by LEMON's MaxWeightedPerfectMatching
// (Edmonds' blossom algorithm for general, non-bipartite graphs).
//
// Odd n: a perfect matching does not exist, so one dummy node joined to every real node with
// score 0 is added; the real node matched to the dummy is left unpaired (reported in
// `unpaired`, never in `bonds`). The result is therefore the best matching that leaves exactly
// one node single, i.e. a maximum-weight near-perfect matching.
//
// Loss (lossAugmentedMatching): loss(M) = number of gold bonds not in M. For two perfect
// matchings on the same nodes |gold \ M| == |M \ gold|, so this is half the thesis' Hamming
// loss over edge variables (1'y(i) + (1 - 2 y(i))'y) and half the Hamming loss over the
// partner labeling. Since loss(M) = |gold| - sum_{e in M} [e in gold], maximising
// score(M) + loss(M) is the plain problem with 1 subtracted from every gold edge, plus the
// constant |gold| (equivalently: add 1 to every non-gold edge, up to the constant |M|-|gold|).
//
// Requires: scores square, finite, symmetric up to |S(a,b) - S(b,a)| <= 1e-9 max(1, |S(a,b)|,
//   |S(b,a)|) (only the upper triangle a < b is read; the diagonal is ignored); gold bonds in
//   range with a < b and no node used twice. Violations throw std::invalid_argument.
// Ensures: bonds sorted by a, each a < b, every node in exactly one bond except `unpaired`
//   (-1 when n is even); `score` is the exact objective of the returned bonds; n = 0 gives no
//   bonds, n = 1 leaves node 0 unpaired, n = 2 returns the single bond.
// Cost: O(n^3) time (blossom on the complete graph with n(n-1)/2 edges), O(n^2) memory.
// Header-only LEMON use; no liblemon link needed.
#include <Eigen/Dense>
#include <utility>
#include <vector>

#include "data/labeling.h"

namespace m3 {

struct Bond {
  int a = 0, b = 0;  // a < b
  friend bool operator==(const Bond&, const Bond&) = default;
};

struct MatchingResult {
  std::vector<Bond> bonds;  // sorted by a
  double score = 0;         // sum of S over bonds (+ loss for the loss-augmented version)
  int unpaired = -1;        // node left single when n is odd, else -1
};

// Throws std::invalid_argument unless `scores` meets the requirements above.
void validateMatchingScores(const Eigen::MatrixXd& scores);
// Throws std::invalid_argument unless `bonds` form a matching (a < b, in [0, n), disjoint).
void validateBonds(const std::vector<Bond>& bonds, int n);

// argmax_M sum_{(a,b) in M} S(a,b) over perfect (n even) / near-perfect (n odd) matchings.
MatchingResult maxWeightPerfectMatching(const Eigen::MatrixXd& scores);

// How sure the best matching is: its score minus the second-best matching's (+infinity when
// there is no other, n <= 2). Any other matching lacks one of best's bonds, so the second best
// is the best of the matchings with one of best's bonds forbidden: |best| more solves, exact.
// Requires `best` to be maxWeightPerfectMatching(scores).
double matchingMargin(const Eigen::MatrixXd& scores, const MatchingResult& best);

// argmax_M [score(M) + loss(M)], loss(M) = |gold \ M|; `score` of the result is that sum.
MatchingResult lossAugmentedMatching(const Eigen::MatrixXd& scores, const std::vector<Bond>& gold);

// Sum of S(a, b) over bonds (upper triangle).
double matchingScore(const Eigen::MatrixXd& scores, const std::vector<Bond>& bonds);
// Number of gold bonds missing from `bonds`.
int missingBonds(const std::vector<Bond>& gold, const std::vector<Bond>& bonds);

// Partner labeling: y[i] = partner of i, kUnlabelled when single. And back (bonds sorted).
Labeling partnersFromBonds(const std::vector<Bond>& bonds, int n);
// Requires y to be an involution without fixed points on its paired entries; else throws.
std::vector<Bond> bondsFromPartners(const Labeling& y);

// Bonds as cysteine-index pairs (i < j, sorted), as Protein stores them, and back.
std::vector<Bond> toBondList(const std::vector<std::pair<int, int>>& pairs);
std::vector<std::pair<int, int>> toPairList(const std::vector<Bond>& bonds);

}  // namespace m3
