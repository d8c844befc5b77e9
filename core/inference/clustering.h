#pragma once
// MAP correlation clustering (thesis Ch. 11): over partitions y of n objects,
//   maximise  sum_e s_e y_e,   y_e = 1 iff the two ends of edge e share a cluster,
// for edge scores s_e of any sign on a sparse or complete edge set (missing pairs score 0).
//
// LP relaxation (solveClusteringLp): mu_e in [0, 1] on the given edges, plus the cycle
// inequalities  1 - mu_e <= sum_{f in C \ e} (1 - mu_f)  for every cycle C through e, which
// hold for every partition (cutting an edge of a cycle forces another cut on it). On a
// complete graph they reduce to the triangle inequalities of eq. 11.3. They are added as
// cutting planes: solve, separate, add the violated ones, re-solve (dual simplex from the
// previous basis) until none is violated by more than 1e-7.
//   Separation, complete graph: all triangles j < k < l, three inequalities each, O(n^3).
//   A decoupled or badly fractional point violates up to 120,000 triangles on 100 objects,
//   and an LP with all of them takes seconds; so each round keeps, in a fixed pseudo-random
//   order, only cuts whose edges are not yet in maxTrianglesPerEdge new cuts (spread over the
//   whole graph rather than the first objects). Later rounds add what is still violated, so
//   the optimum is the same LP optimum; six LPs on 100 objects measured came 5 to 37 times
//   faster (docs/learning.md).
//   Separation, sparse graph: for every edge e = (u, v), the shortest u-v path in the graph
//   without e under lengths 1 - mu_f >= 0 (Dijkstra); a path shorter than 1 - mu_e gives the
//   most violated cycle inequality through e. O(E (E + n) log n) per round.
// An integral LP optimum satisfying the cycle inequalities is a partition (connected
// components of the mu = 1 edges, no cut edge inside a component), so integral == true
// certifies exact MAP.
//
// Rounding (always returns a valid partition, and the best of these candidates by the true
// objective, each polished by the same local search):
//   1. thresholds t in {0.5, 0.3, 0.7, 0.9}: connected components of {e : mu_e > t};
//   2. pivot on the LP values: take the lowest-numbered unassigned object p, put with it
//      every unassigned neighbour u with mu_pu > 0.5; repeat (also with three fixed-seed
//      random pivot orders);
//   3. all singletons (so the rounded score is never below the empty clustering's 0);
//   polish: move single objects to the neighbouring cluster (or a fresh one) that improves
//   the objective most, until no move improves it (a local optimum; terminates since the
//   objective strictly increases over finitely many partitions).
// When the LP is integral the first candidate is exact and nothing can beat it. Optionally
// (exactUpTo) tiny fractional problems are solved exactly by enumeration instead.
//
// Ensures: lpBound >= every partition's score (relaxation; up to the LP's 1e-7 tolerance;
//   still true when the round limit stops the loop early, since fewer cuts only loosen it,
//   but then integral is false and the bound may be weaker);
//   score = partitionScore of `partition` <= the optimum <= lpBound; partition canonical.
// Cost: each round one simplex over E columns and the cuts so far; GLPK builds and frees
//   its own problem per call, so concurrent calls from different threads are safe only if
//   GLPK was built thread-safe (the learners here call it from one thread).
#include <Eigen/Dense>
#include <cstdint>
#include <vector>

#include "data/clustering_example.h"
#include "inference/clustering_cut_pool.h"

namespace m3 {

inline constexpr int kMaxExactObjects = 10;

struct ClusteringLpOptions {
  int maxRounds = 200;               // cutting-plane rounds before giving up tightening
  int maxCutsPerRound = 0;           // 0: add every violated inequality found
  int maxTrianglesPerEdge = 1;       // complete graphs: per round, each edge in at most this
                                     // many new triangle cuts as the opposite edge (twice as
                                     // many as a joined one); 0: no limit
  double violationTolerance = 1e-7;  // cuts violated by less are ignored
  // Complete graphs: after each round, delete the cuts whose slack at the optimum exceeds
  // slackToDrop (later rounds add them back if they become violated). The LP stays small, so
  // the dual simplex re-optimises faster (docs/learning.md has the measurements). Sparse graphs
  // keep every cut: there it was measured slower.
  bool dropSlackCuts = true;
  double slackToDrop = 0.01;
  // With a pool: start the seeded LP at the remembered optimum's basis too (primal simplex from
  // that vertex) when the remembered scores' cosine with the new ones is at least this. From a
  // near optimum that saves most of the work (the same LP again: 0.01 s against 3-4 s); after a
  // larger change of direction the degenerate old vertex was the slower start (docs/learning.md).
  double seedBasisFromCosine = 0.97;
  bool round = true;                 // false: LP only (partition and score left empty/0)
  int exactUpTo = 0;                 // fractional LP and n <= this (<= kMaxExactObjects):
                                     // replace the rounding by exact enumeration
};

struct ClusteringLpResult {
  Eigen::VectorXd mu;   // LP optimum, one entry per edge, in [0, 1]
  double lpBound = 0;   // sum_e s_e mu_e (+ constant for the loss-augmented version)
  bool integral = false;
  bool converged = true;  // false when maxRounds ended the loop with violated cuts left
  int rounds = 0, cuts = 0;
  int simplexIterations = 0;  // GLPK's pivots over all rounds
  Partition partition;  // rounded, canonical
  double score = 0;     // objective of `partition` (+ constant)
};

// Throws std::invalid_argument for invalid edges or scores (size, NaN); std::runtime_error
// when GLPK fails.
// `pool` (optional, one per graph): the first LP starts with the cuts it remembers from the
// most alike earlier LP (and, if alike enough, at its optimal basis), and the cuts tight at this
// optimum are remembered in it with the basis
// (inference/clustering_cut_pool.h); a converged LP's optimal value is the same with or without.
ClusteringLpResult solveClusteringLp(int numObjects, const std::vector<ClusterEdge>& edges,
                                     const Eigen::VectorXd& scores, const ClusteringLpOptions& options = {},
                                     ClusteringCutPool* pool = nullptr);

// The rounding above on its own, for any mu in [0,1]^E.
Partition roundClustering(int numObjects, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores,
                          const Eigen::VectorXd& mu);

// Local search of the rounding, from a given partition; returns a canonical partition whose
// score is >= the start's.
Partition improveByMoves(int numObjects, const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores,
                         Partition start);

// Exact MAP by enumerating every set partition (Bell(n): 4140 for n = 8, 115975 for n = 10).
// Ties keep the first partition in restricted-growth order. Requires n <= kMaxExactObjects.
struct ExactClustering {
  Partition partition;
  double score = 0;
};
ExactClustering solveClusteringExactly(int numObjects, const std::vector<ClusterEdge>& edges,
                                       const Eigen::VectorXd& scores);

// Loss augmentation with the Hamming loss over edges, loss(y) = sum_e [y_e != g_e]
//   = sum_e g_e + sum_e y_e (1 - 2 g_e)   (thesis 11.2; linear in y),
// so max_y [s.y + loss(y)] is the plain problem with scores s_e + 1 - 2 g_e plus the
// constant sum_e g_e. (Edges are unordered here, the thesis counts y_jk and y_kj; its loss
// and C are twice ours.)
struct AugmentedScores {
  Eigen::VectorXd scores;
  double constant = 0;
};
AugmentedScores lossAugmentedScores(const Eigen::VectorXd& scores, const Eigen::VectorXd& goldIndicators);
// Hamming loss over edges for a fractional or integral mu: sum_e |mu_e - g_e| for integral g.
double edgeHammingLoss(const Eigen::VectorXd& goldIndicators, const Eigen::VectorXd& mu);

// Loss-augmented MAP through the LP; lpBound and score include the loss (and its constant).
ClusteringLpResult lossAugmentedClusteringLp(int numObjects, const std::vector<ClusterEdge>& edges,
                                             const Eigen::VectorXd& scores, const Partition& gold,
                                             const ClusteringLpOptions& options = {});

}  // namespace m3
