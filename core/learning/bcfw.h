#pragma once
// Block-coordinate Frank-Wolfe for the n-slack structural SVM with margin rescaling
// (Lacoste-Julien, Jaggi, Schmidt, Pletscher, ICML 2013), written in "C" units:
//   primal  P(w) = 1/2 |w|^2 + C sum_i H_i(w),
//           H_i(w) = max_y [loss_i(y) + w.phi_i(y)] - w.phi_i(y_i)
//   dual    D    = -1/2 |w|^2 + sum_i b_i,   w = sum_i w_i
// Each dual block i is a convex combination over labelings y of the corner
//   (w_i, b_i) = C * (phi_i(y_i) - phi_i(y), loss_i(y)),
// so the sum of block gaps equals P(w) - D exactly (reported as `gap`).
// Weight constraints (oracle.isConstrained(), e.g. AMN edge weights >= 0): the primal
// iterate is w = project(v), v = sum_i w_i, and the dual becomes
//   D = sum_i b_i - 1/2 |v|^2 + 1/2 |v - project(v)|^2,
// still concave with a 1-Lipschitz gradient -project(v), so the same block steps apply
// (then the step maximises a quadratic lower bound of D instead of D itself).
// Requires: oracle examples fully labelled where loss is counted; C > 0.
// Ensures: every step is an exact line search in the block when unconstrained, and never
//   decreases the dual in any case;
//   weighted averaging (rho_k = 2/(k+2)) of primal and dual iterates when enabled; the
//   returned weights are the (averaged) iterate whose gap was last measured.
// Cost per pass: m oracle calls plus O(m d); evaluation adds 2 m oracle calls; with cached
//   planes, each approximate pass adds O(m planes d) and no oracle call.
// Certificate: the gap is P(w) - max(D(averaged), D(current)); both are dual feasible, so it
//   bounds the suboptimality of w whenever loss-augmented inference is exact. Otherwise it
//   is an estimate (P is underestimated): the learner stops when the estimate is within
//   tolerance and then, once, bounds P from the oracle's hinge upper bounds
//   (TrainingProgress::certifiedGap).
// Warm start: pass the state of an earlier run with the same blocks (same order). Where the
//   feature space changes between runs (a parser whose grammar is re-read off the trees), track
//   supports (BcfwOptions::trackSupport) and rebuild the blocks from them (blockFromSupport).
#include <map>
#include <string>
#include <vector>

#include "learning/structured_problem.h"

namespace m3 {

// A warm start for blocks identified by keys (e.g. a labelled run, a labelled chunk): block i
// takes kept[keys[i]] when present (moved out of `kept`), scaled by `rescale` = new C / old
// C since blocks (and their cached planes) scale linearly with C, and starts cold
// otherwise. `reused` counts hits.
BcfwState warmStateByKey(const std::vector<std::string>& keys, std::map<std::string, BcfwBlock>& kept,
                         double rescale, int* reused = nullptr);

// Block i of `oracle` at the dual point that puts `support`'s weights on its outputs (and the
// rest on the gold output), with C: a warm start in another feature space, or after the gold
// output changed. Every such point is dual feasible, so the learner's gap stays a certificate.
// Outputs the oracle rejects (std::invalid_argument: a tree with a rule the new grammar lacks)
// are left out, their weight going to the gold output. Up to `planes` of the heaviest outputs
// become cached planes.
BcfwBlock blockFromSupport(const StructuredOracle& oracle, int i, std::vector<SupportAtom> support, double C,
                           int planes);

// Throws std::invalid_argument unless C > 0 (or for pairwise steps without cached planes, or
// options naming the 1-slack method: solveStructured chooses), std::logic_error for a corner of
// the wrong size.
BcfwResult runBcfw(const BcfwProblem& problem, const BcfwOptions& options, const LearnerControl& control,
                   BcfwState warmStart);

}  // namespace m3
