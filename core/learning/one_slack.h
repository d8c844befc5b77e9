#pragma once
// The 1-slack cutting-plane method for structural SVMs (Joachims, Finley, Yu, Machine
// Learning 2009), on the same problem and in the same "C" units as BCFW (learning/bcfw.h):
//   P(w) = 1/2 |w|^2 + max_c (b_c - a_c . w)
// over joint constraints c = one output per example, a_c = sum_i C (phi_i(y_i) - phi_i(y_c,i)),
// b_c = sum_i C loss_i(y_c,i); the n-slack and 1-slack problems have the same optimum. Each
// round calls every block's oracle once at the current weights, which both measures P(w)
// exactly (the corners are the maximisers) and yields the most violated joint constraint;
// the constraint joins a working set and the dual of the working-set problem,
//   max_{alpha in simplex} sum_c alpha_c b_c - 1/2 |project(sum_c alpha_c a_c)|^2,
// is solved again (pairwise Frank-Wolfe steps over the working set, warm started, to a
// working-set gap far below the stopping tolerance; the constraint "w >= 0 on some
// coordinates" enters through the projection exactly as in BCFW). The zero constraint
// (every output the truth) is always in the set, so xi >= 0.
// Certificate: any alpha gives a dual-feasible point, so gap = min over rounds of P(w_round)
// minus the latest dual value bounds the suboptimality of the returned (best) weights when
// inference is exact; with approximate inference it is an estimate and the certificate is
// computed once at the end, as in BCFW. Stop hands back the latest iterate unmeasured.
// Warm start: none (the state holds one empty block per example); the interactive
// workbenches use BCFW, whose blocks carry over between edits.
// Cost per round: m oracle calls plus O(m d), and the working-set QP: O(cuts d) per step.
// Spread over processes (BcfwProblem::shared, issue 19): each process makes the oracle calls of
// the blocks it owns and one sum across processes per round joins the cut (d + 2 + m numbers:
// the blocks' times too, from which the blocks are given out again). Every process then solves
// the same working-set QP, so all walk the single-process iterates (up to the order of
// additions) and the gap is the same certificate.
#include "learning/structured_problem.h"

namespace m3 {

BcfwResult runOneSlack(const BcfwProblem& problem, const BcfwOptions& options, const LearnerControl& control);

}  // namespace m3
