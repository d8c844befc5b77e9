#include "features/cysteine_pairs.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace m3 {

namespace {

constexpr char kAminoAcids[] = "ACDEFGHIKLMNPQRSTVWY";

void checkPair(int a, int b, int n, const char* who) {
  if (a < 0 || b < 0 || a >= n || b >= n || a == b)
    throw std::invalid_argument(std::string(who) + ": bad cysteine pair " + std::to_string(a) +
                                "," + std::to_string(b) + " of " + std::to_string(n));
}

// One-hot window code (9 x 21, position-major) around residue `pos`.
void windowCode(const std::string& seq, int pos, int* symbols) {
  const int half = kPairWindow / 2;
  for (int k = 0; k < kPairWindow; ++k) {
    const int r = pos - half + k;
    symbols[k] = (r < 0 || r >= static_cast<int>(seq.size())) ? kPairSymbols - 1
                                                               : aminoAcidSymbol(seq[r]);
  }
}

}  // namespace

int vectorPairDim(int inputDim) { return 3 * inputDim + kCysteineOrderBins + 3 + 1; }

int pairIndex(int i, int j, int n) {
  // Rows before block i: sum_{r<i} (n-1-r) = i(2n-i-1)/2.
  return i * (2 * n - i - 1) / 2 + (j - i - 1);
}

std::vector<std::pair<int, int>> cysteinePairs(int n) {
  std::vector<std::pair<int, int>> out;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) out.emplace_back(i, j);
  return out;
}

int aminoAcidSymbol(char residue) {
  for (int k = 0; k < 20; ++k)
    if (kAminoAcids[k] == residue) return k;
  return 20;
}

int separationBin(int residues) {
  int bin = 0;
  for (int t = 2; t <= 256 && residues > t; t *= 2) ++bin;
  return bin;  // 0..8
}

int cysteineOrderBin(int gap) {
  static constexpr int kUpper[] = {1, 2, 3, 4, 6, 9};
  int bin = 0;
  while (bin < 6 && gap > kUpper[bin]) ++bin;
  return bin;  // 0..6
}

Eigen::VectorXd sequencePairFeature(const Protein& p, int a, int b) {
  const int n = static_cast<int>(p.cysteines.size());
  checkPair(a, b, n, "sequencePairFeature");
  if (p.sequence.empty()) throw std::invalid_argument("sequencePairFeature: protein has no sequence");
  const int pa = p.cysteines[a], pb = p.cysteines[b];
  const int len = static_cast<int>(p.sequence.size());
  if (pa < 0 || pb < 0 || pa >= len || pb >= len || pa == pb)
    throw std::invalid_argument("sequencePairFeature: cysteine position outside the sequence");
  Eigen::VectorXd f = Eigen::VectorXd::Zero(kSequencePairDim);
  int wa[kPairWindow], wb[kPairWindow];
  windowCode(p.sequence, pa, wa);
  windowCode(p.sequence, pb, wb);
  const int half = kPairWindow * kPairSymbols;
  for (int k = 0; k < kPairWindow; ++k) {
    f(kPairSymbols * k + wa[k]) += 1.0;
    f(kPairSymbols * k + wb[k]) += 1.0;
    if (wa[k] == wb[k]) f(half + kPairSymbols * k + wa[k]) = 1.0;
  }
  int o = 2 * half;
  f(o + separationBin(std::abs(pb - pa))) = 1.0;
  o += kSeparationBins;
  f(o + cysteineOrderBin(std::abs(b - a))) = 1.0;
  o += kCysteineOrderBins;
  f(o) = 1.0;
  return f;
}

Eigen::VectorXd vectorPairFeature(const Protein& p, int a, int b) {
  const int n = static_cast<int>(p.cysteineFeatures.rows());
  checkPair(a, b, n, "vectorPairFeature");
  const int d = static_cast<int>(p.cysteineFeatures.cols());
  Eigen::VectorXd f(vectorPairDim(d));
  const auto xa = p.cysteineFeatures.row(a), xb = p.cysteineFeatures.row(b);
  f.head(d) = (xa + xb).transpose();
  f.segment(d, d) = xa.cwiseProduct(xb).transpose();
  f.segment(2 * d, d) = (xa - xb).cwiseAbs().transpose();
  int o = 3 * d;
  f.segment(o, kCysteineOrderBins).setZero();
  f(o + cysteineOrderBin(std::abs(b - a))) = 1.0;
  o += kCysteineOrderBins;
  const double scale = 1.0 / (n - 1);  // n >= 2 by checkPair
  f(o) = std::min(a, b) * scale;
  f(o + 1) = std::max(a, b) * scale;
  f(o + 2) = std::abs(b - a) * scale;
  f(o + 3) = 1.0;
  return f;
}

RowMatrix sequencePairFeatures(const Protein& p) {
  const int n = static_cast<int>(p.cysteines.size());
  RowMatrix m(n * (n - 1) / 2, kSequencePairDim);
  for (const auto& [i, j] : cysteinePairs(n)) m.row(pairIndex(i, j, n)) = sequencePairFeature(p, i, j).transpose();
  return m;
}

RowMatrix vectorPairFeatures(const Protein& p) {
  const int n = static_cast<int>(p.cysteineFeatures.rows());
  RowMatrix m(n * (n - 1) / 2, vectorPairDim(static_cast<int>(p.cysteineFeatures.cols())));
  for (const auto& [i, j] : cysteinePairs(n)) m.row(pairIndex(i, j, n)) = vectorPairFeature(p, i, j).transpose();
  return m;
}

RowMatrix cysteinePairFeatures(const Protein& p) {
  return p.cysteineFeatures.size() > 0 ? vectorPairFeatures(p) : sequencePairFeatures(p);
}

Eigen::VectorXi pairBondLabels(const Protein& p) {
  const int n = p.numCysteines();
  Eigen::VectorXi y = Eigen::VectorXi::Zero(n * (n - 1) / 2);
  for (const auto& [i, j] : p.bonds) {
    if (i < 0 || j <= i || j >= n) throw std::invalid_argument("pairBondLabels: bond out of range");
    y(pairIndex(i, j, n)) = 1;
  }
  return y;
}

}  // namespace m3
