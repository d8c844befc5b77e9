#pragma once
// Keeps an AMN's MAP labeling current while the user edits a few nodes at a time (a brush
// stroke clamps labels, a retrained model rescores a region), without a full solve.
//   K == 2: exact. The energy lives in a DynamicBinaryCut; edits change terminal
//     capacities and update() re-solves incrementally with maxflow's tree reuse. Clamps
//     are node costs larger than any energy difference, so the optimum honours them.
//   K > 2 (documented approximation): region-growing expansion. update() re-runs
//     alpha-expansion on the edited nodes and their neighbours within `radius` hops, with
//     every node outside that region fixed at its current label; while a node on the
//     region's border changes, the region grows around it and the solve repeats. The
//     result is optimal among expansion moves inside the final region (the same guarantee
//     alpha-expansion gives on that region); it may differ from a full re-solve, which
//     solve() still does on demand.
// Scores are maximised as in graphcut.h; edge rewards must stay >= 0.
// Cost of update(): K == 2, one incremental maxflow (proportional to the flow that has to
//   be rerouted); K > 2, alpha-expansion on O(region) nodes per round.
#include <memory>
#include <vector>

#include "inference/graphcut.h"

namespace m3 {

class DynamicBinaryCut;

class IncrementalAmn {
 public:
  IncrementalAmn(std::vector<Edge> edges, AmnScores scores, Labeling clamp = {});
  ~IncrementalAmn();
  IncrementalAmn(const IncrementalAmn&) = delete;
  IncrementalAmn& operator=(const IncrementalAmn&) = delete;

  int numNodes() const { return static_cast<int>(scores_.node.rows()); }
  int numLabels() const { return static_cast<int>(scores_.node.cols()); }
  const Labeling& labels() const { return labels_; }
  double score() const { return amnScore(edges_, scores_, labels_); }

  // Full solve from scratch (done by the constructor); forgets pending edits' regions.
  void solve();
  // Edits take effect at the next update(). kUnlabelled releases a clamp.
  void setNodeScores(int i, const Eigen::RowVectorXd& scores);
  void setClamp(int i, int label);

  struct UpdateStats {
    int editedNodes = 0;
    int changedLabels = 0;  // nodes whose label differs from before the update
    int regionNodes = 0;    // K > 2: size of the final region (K == 2: 0)
    int rounds = 0;         // K > 2: region solves
  };
  UpdateStats update(int radius = 2);

 private:
  void buildAdjacency();
  void setBinaryCost(int i);
  std::vector<int> grow(const std::vector<int>& seeds, int hops, std::vector<char>& inRegion) const;
  void solveRegion(const std::vector<int>& region, const std::vector<char>& inRegion);

  std::vector<Edge> edges_;
  AmnScores scores_;
  Labeling clamp_, labels_;
  Adjacency adj_;
  std::vector<int> dirty_;
  std::vector<char> isDirty_;
  std::unique_ptr<DynamicBinaryCut> binary_;  // K == 2 only
  double clampCost_ = 1;                      // K == 2: exceeds any energy difference
};

}  // namespace m3
