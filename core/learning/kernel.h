#pragma once
// Kernels on node feature rows for the kernelised chain M3N (thesis Sec. 5.3: the joint
// kernel of a node clique is 1[y = y'] k(x, x'), so only k on feature rows is needed here),
// and a least-recently-used cache of kernel rows over a fixed set of training vectors.
//   linear       k(x, x') = x.x'
//   polynomial   k(x, x') = (scale x.x' + offset)^degree   offset defaults to 1: with offset
//                0 an odd degree loses the lower-order monomials (no per-label bias, no
//                linear part), and the thesis leaves the form open; 1 keeps every monomial up
//                to `degree` with positive weight (the usual "inhomogeneous" kernel).
//                scale defaults to 1, i.e. (x.x' + offset)^degree. It sets how nonlinear the
//                kernel is over the data (scale x.x' ~ 1 is where the higher powers matter)
//                and the size of node scores relative to the transition weights, whose
//                features have norm 1 whatever the kernel: with 128 binary pixels, scale 1
//                gives k(x, x) ~ 29^3, so a C small enough for the nodes leaves transitions
//                (bounded by C per training edge) without influence.
//   RBF          k(x, x') = exp(-gamma |x - x'|^2)
// Requires: degree >= 1, offset >= 0, scale > 0 (so the kernel stays positive semi-definite),
//   gamma > 0
//   (validate() throws std::invalid_argument otherwise; every function here validates).
// Ensures: values depend on x, x' only through x.x', |x|^2, |x'|^2, computed in double.
// Cost: one value O(F); a block of n x m values one n x F by F x m product plus O(n m).
#include <Eigen/Dense>
#include <cstddef>
#include <list>
#include <memory>
#include <string>
#include <vector>

#include "data/chain_example.h"

namespace m3 {

enum class KernelType { Linear, Polynomial, Rbf };

struct KernelSpec {
  KernelType type = KernelType::Linear;
  int degree = 3;       // polynomial only
  double offset = 1.0;  // polynomial only, see above for the default
  double scale = 1.0;   // polynomial only
  double gamma = 1.0;   // RBF only

  static KernelSpec linear() { return {}; }
  static KernelSpec polynomial(int degree, double offset = 1.0, double scale = 1.0) {
    return {KernelType::Polynomial, degree, offset, scale, 1.0};
  }
  static KernelSpec rbf(double gamma) { return {KernelType::Rbf, 3, 1.0, 1.0, gamma}; }

  void validate() const;
  // k from x.x', |x|^2 and |x'|^2 (the norms are read by RBF only).
  double fromDot(double dot, double squaredNormA, double squaredNormB) const;
  double operator()(const Eigen::Ref<const Eigen::RowVectorXd>& a,
                    const Eigen::Ref<const Eigen::RowVectorXd>& b) const;
  std::string name() const;  // "linear", "poly3 (scale 1, offset 1)", "rbf (gamma 0.5)"
  bool operator==(const KernelSpec&) const = default;
};

// Gram block: G(r, c) = k(a.row(r), b.row(c)). Requires a.cols() == b.cols().
// The kernels by their short names: "linear", "poly2", "poly3" ((scale x.x' + 1)^d) and
// "rbf" (gamma), in that order: what the --kernel options and Training Options offer.
const std::vector<std::string>& kernelNames();
// Throws std::invalid_argument naming the accepted names.
KernelSpec kernelFromName(const std::string& name, double scale = 1.0, double gamma = 1.0);

Eigen::MatrixXd kernelMatrix(const KernelSpec& kernel, const RowMatrix& a, const RowMatrix& b);

// Kernel expansion: out(r, y) = sum_s k(points.row(r), centres.row(s)) coefficients(s, y).
// Requires: points.cols() == centres.cols(), coefficients.rows() == centres.rows().
// Works in blocks of rows so that temporary memory stays O(256 S) whatever the point count.
// Cost: O(P S (F + Y)).
Eigen::MatrixXd kernelExpansion(const KernelSpec& kernel, const RowMatrix& points,
                                const RowMatrix& centres, const Eigen::MatrixXd& coefficients);

// Rows k(x_i, .) of the N x N Gram matrix of fixed vectors, computed on demand and kept in
// least-recently-used order within a byte budget given by the caller.
// Requires: the vectors are not changed while the cache lives (shared read-only).
// Ensures: row(i) equals kernelMatrix(kernel, x_i, X) to rounding; the rows held never take
//   more than max(byteBudget, rowBytes()) bytes (a budget below one row still holds the one
//   row being returned, the minimum needed to return anything); peakBytes() reports the
//   largest amount held, hits() / misses() count row() calls served from / not from memory.
// Cost: a miss O(N F), a hit O(1); memory O(capacity N) plus O(N) for the norms.
// Not thread-safe (row() mutates the LRU order).
class KernelRowCache {
 public:
  KernelRowCache(const KernelSpec& kernel, std::shared_ptr<const RowMatrix> vectors,
                 std::size_t byteBudget);

  int size() const { return static_cast<int>(vectors_->rows()); }
  const KernelSpec& kernel() const { return kernel_; }
  // k(x_i, x_j) for every j. The view stays valid until the next call to row() or clear().
  Eigen::Map<const Eigen::VectorXd> row(int i);
  double diagonal(int i) const { return diagonal_[i]; }
  double value(int i, int j) const;  // computed directly, bypasses the cache

  std::size_t rowBytes() const { return static_cast<std::size_t>(size()) * sizeof(double); }
  int capacityRows() const { return capacity_; }
  std::size_t bytesHeld() const { return slots_.size() * rowBytes(); }
  std::size_t peakBytes() const { return peakBytes_; }
  long long hits() const { return hits_; }
  long long misses() const { return misses_; }
  void clear();  // drops every row; counters and the peak are kept

 private:
  int acquireSlot();  // a free slot, evicting the least recently used row when full
  void computeRow(int i, std::vector<double>& out) const;

  KernelSpec kernel_;
  std::shared_ptr<const RowMatrix> vectors_;
  Eigen::VectorXd squaredNorms_, diagonal_;
  int capacity_ = 1;
  std::vector<std::vector<double>> slots_;
  std::vector<int> slotOfRow_;  // -1 when not held
  std::vector<int> rowOfSlot_;
  std::list<int> recency_;  // slots, most recently used first
  std::vector<std::list<int>::iterator> recencyOfSlot_;
  std::size_t peakBytes_ = 0;
  long long hits_ = 0, misses_ = 0;
};

}  // namespace m3
