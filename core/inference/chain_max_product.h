#pragma once
// Max-product on a chain with node potentials (L x K) and one K x K potential per edge,
// stacked as K x K(L-1) (edge j's entry (a, b) at column j*K + b). One run gives the
// max-marginal of every edge value and, for any clamped edge value, the labeling behind it.
// Structured SMO (learning/chain_smo.h) needs both on every block visit: max-marginals for the
// KKT conditions, clamped argmaxes to pick the two labelings a step moves mass between.
// The potentials passed to run() must outlive the queries.
#include <Eigen/Core>
#include <limits>

#include "data/chain_example.h"

namespace m3 {

class ChainMaxProduct {
 public:
  void run(const Eigen::MatrixXd& node, const Eigen::MatrixXd& edges) {
    node_ = &node;
    edges_ = &edges;
    const int L = static_cast<int>(node.rows()), K = static_cast<int>(node.cols());
    K_ = K;
    fwd_.resize(L, K);
    bwd_.resize(L, K);
    left_.resize(L, K);
    right_.resize(L, K);
    fwd_.row(0) = node.row(0);
    for (int j = 1; j < L; ++j) forwardStep(j);
    bwd_.row(L - 1).setZero();
    for (int j = L - 2; j >= 0; --j) backwardStep(j);
  }

  // max over labelings with y_j = a and y_j+1 = b.
  double edgeMax(int j, int a, int b) const {
    return fwd_(j, a) + edge(j, a, b) + (*node_)(j + 1, b) + bwd_(j + 1, b);
  }

  // The maximiser behind edgeMax: backtrace left from a and right from b.
  Labeling clampedEdge(int j, int a, int b) const {
    const int L = static_cast<int>(fwd_.rows());
    Labeling y(L);
    y[j] = a;
    y[j + 1] = b;
    for (int k = j; k > 0; --k) y[k - 1] = left_(k, y[k]);
    for (int k = j + 1; k + 1 < L; ++k) y[k + 1] = right_(k, y[k]);
    return y;
  }

 private:
  double edge(int j, int a, int b) const { return (*edges_)(a, j * K_ + b); }

  void forwardStep(int j) {
    for (int b = 0; b < K_; ++b) {
      double top = -std::numeric_limits<double>::infinity();
      int arg = 0;
      for (int a = 0; a < K_; ++a) {
        const double v = fwd_(j - 1, a) + edge(j - 1, a, b);
        if (v > top) top = v, arg = a;
      }
      fwd_(j, b) = top + (*node_)(j, b);
      left_(j, b) = arg;
    }
  }

  void backwardStep(int j) {
    for (int a = 0; a < K_; ++a) {
      double top = -std::numeric_limits<double>::infinity();
      int arg = 0;
      for (int b = 0; b < K_; ++b) {
        const double v = edge(j, a, b) + (*node_)(j + 1, b) + bwd_(j + 1, b);
        if (v > top) top = v, arg = b;
      }
      bwd_(j, a) = top;
      right_(j, a) = arg;
    }
  }

  const Eigen::MatrixXd* node_ = nullptr;
  const Eigen::MatrixXd* edges_ = nullptr;
  int K_ = 0;
  Eigen::MatrixXd fwd_, bwd_;     // best prefix ending in (j, y) incl. node j; best suffix after j
  Eigen::MatrixXi left_, right_;  // argmax predecessor / successor
};

}  // namespace m3
