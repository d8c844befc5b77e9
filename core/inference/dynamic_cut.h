#pragma once
// A binary associative energy kept alive between solves, so that changing a few nodes
// (a brush stroke, a clamp) re-solves by reusing the previous search trees (Kohli & Torr's
// dynamic graph cuts, maxflow's reuse_trees) instead of starting over.
// Energy (minimised): sum_i cost(i, x_i) - sum_e [keep(e) [x_a = x_b = 0] + take(e) [x_a = x_b = 1]],
// keep, take >= 0, x in {0, 1}^n (same convention as minimiseAssociativeBinary).
// flipCosts() gives, for every node, the exact min-marginal gap: how much the optimal
// energy rises when that node is forced to the other label (>= 0; 0 means a tie) -- the
// exact uncertainty of a two-label AMN. It costs one incremental re-solve per node.
#include <Eigen/Dense>
#include <memory>
#include <vector>

#include "data/pairwise_graph.h"

namespace m3 {

class DynamicBinaryCut {
 public:
  DynamicBinaryCut(const Eigen::MatrixXd& cost, const std::vector<Edge>& edges,
                   const std::vector<double>& keep, const std::vector<double>& take);
  ~DynamicBinaryCut();
  DynamicBinaryCut(const DynamicBinaryCut&) = delete;
  DynamicBinaryCut& operator=(const DynamicBinaryCut&) = delete;

  int numNodes() const { return static_cast<int>(cost_.rows()); }
  // Replaces node i's two costs; takes effect at the next solve().
  void setNodeCost(int i, double cost0, double cost1);
  // Minimum energy; the first call solves from scratch, later ones incrementally.
  double solve();
  int label(int i) const;
  std::vector<int> labels() const;
  double energy() const { return energy_; }
  // Exact min-marginal gaps for every node (solves first if needed). Leaves the optimum,
  // labels and energy as they were.
  std::vector<double> flipCosts();

 private:
  void addCosts(int i, double add0, double add1);

  struct Impl;
  std::unique_ptr<Impl> impl_;
  Eigen::MatrixXd cost_;
  double offset_ = 0;  // energy = flow + offset_
  double energy_ = 0;
  double forceCost_ = 0;  // larger than any possible energy difference
  bool solved_ = false;
};

}  // namespace m3
