#pragma once
// Disulfide connectivity quality as in the thesis's Table 10.1, grouped by the protein's
// number of gold bonds:
//   precision = correctly predicted bonds / gold bonds (in the "bonding state known" setting
//               every cysteine is paired, so this also equals correct / predicted bonds);
//   accuracy  = fraction of proteins whose whole connectivity pattern is right.
// A protein counts under its gold bond count; proteins without gold bonds are ignored
// (nothing to score). O(bonds log bonds) per add.
#include <map>
#include <vector>

#include "inference/matching.h"

namespace m3 {

struct BondCountMetrics {
  int proteins = 0;
  int fullyCorrect = 0;
  int goldBonds = 0;
  int correctBonds = 0;
  double precision() const { return goldBonds ? double(correctBonds) / goldBonds : 0.0; }
  double accuracy() const { return proteins ? double(fullyCorrect) / proteins : 0.0; }
  void merge(const BondCountMetrics& o);
};

struct BondMetrics {
  std::map<int, BondCountMetrics> byBondCount;  // gold bond count -> counts
  BondCountMetrics overall;
  // Throws std::invalid_argument unless both are matchings on the same nodes (see validateBonds;
  // n = number of nodes).
  void add(const std::vector<Bond>& gold, const std::vector<Bond>& predicted, int n);
  void merge(const BondMetrics& o);
};

}  // namespace m3
