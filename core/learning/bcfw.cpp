#include "learning/bcfw.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "learning/plane_cache.h"

namespace m3 {

namespace {

// The weighted average of BCFW's iterates, vAvg <- (1 - rho) vAvg + rho v after each step,
// kept as scale * base + share * v, so that a step which moves v by a sparse delta costs
// O(non-zeros) rather than O(d). With sparse corners (a LEXICAL parser: d = 60,000, a step
// touches a few hundred entries) the dense update was most of the time of an approximate pass.
class RunningAverage {
 public:
  explicit RunningAverage(Eigen::VectorXd v) : base_(std::move(v)) {}
  // v has just moved by delta (v = vOld + delta); average the new v in with weight rho.
  void add(const Eigen::VectorXd& v, const SparseWeights& delta, double rho) {
    const double scale = (1 - rho) * scale_;
    if (scale < 1e-6) {  // base would grow without bound: start again from the average itself
      // (Written in steps: an expression mixing dense and sparse terms is evaluated over the
      // sparse term's non-zeros only.)
      Eigen::VectorXd vOld = v;
      vOld -= delta;
      base_ = (1 - rho) * (scale_ * base_ + share_ * vOld) + rho * v;
      scale_ = 1, share_ = 0;
      return;
    }
    // (1 - rho)(scale base + share vOld) + rho v, with vOld = v - delta.
    base_ -= ((1 - rho) * share_ / scale) * delta;
    share_ = (1 - rho) * share_ + rho;
    scale_ = scale;
  }
  Eigen::VectorXd value(const Eigen::VectorXd& v) const { return scale_ * base_ + share_ * v; }

 private:
  Eigen::VectorXd base_;
  double scale_ = 1, share_ = 0;
};

}  // namespace

BcfwResult runBcfw(const BcfwProblem& problem, const BcfwOptions& options, const LearnerControl& control,
                   BcfwState warmStart) {
  if (!(options.C > 0)) throw std::invalid_argument("BCFW: C must be positive");
  if (options.method == BcfwOptions::Method::OneSlack)
    throw std::invalid_argument(
        "BCFW: the options name the 1-slack learner (solveStructured chooses)");
  if (options.steps == BcfwOptions::Steps::Pairwise && options.cachedPlanes <= 0)
    throw std::invalid_argument("BCFW: pairwise steps need cached planes");
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  auto secondsSince = [](Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); };
  const int n = problem.blocks;
  const int d = problem.dimension;

  BcfwResult result;
  result.weights = Eigen::VectorXd::Zero(d);
  if (n == 0) {
    result.reason = StopReason::EmptyProblem;
    return result;
  }
  BcfwState& state = result.state;
  state = std::move(warmStart);
  if (state.blocks.size() != static_cast<size_t>(n)) state.blocks.assign(n, {});
  // Recompute the sums from the blocks rather than trusting cached totals.
  Eigen::VectorXd v = Eigen::VectorXd::Zero(d);
  double b = 0;
  int warmBlocks = 0;
  const bool sparse = problem.sparseCorners;
  for (auto& block : state.blocks) {
    // A stale dimension or representation: reset.
    if ((block.w.size() != 0 && (sparse || block.w.size() != d)) || (block.sparseW.size() != 0 && (!sparse || block.sparseW.size() != d)))
      block = {};
    if (block.w.size() != 0) v += block.w, ++warmBlocks;
    if (block.sparseW.size() != 0) v += block.sparseW, ++warmBlocks;
    b += block.b;
  }
  // Mostly warm (a live-update round after a small edit): often converged after one pass, so
  // the first evaluation comes then rather than after evaluateEvery passes.
  const bool mostlyWarm = 2 * warmBlocks > n;
  const bool constrained = static_cast<bool>(problem.project);
  auto primalOf = [&](const Eigen::VectorXd& sum) {
    Eigen::VectorXd w = sum;
    if (constrained) problem.project(w);
    return w;
  };
  auto dualOf = [&](const Eigen::VectorXd& sum, double losses) {
    double dual = losses - 0.5 * sum.squaredNorm();
    if (constrained) dual += 0.5 * (sum - primalOf(sum)).squaredNorm();
    return dual;
  };
  Eigen::VectorXd projected = constrained ? primalOf(v) : Eigen::VectorXd();
  const Eigen::VectorXd& w = constrained ? projected : v;  // the primal iterate
  Eigen::VectorXd vAvg = sparse ? Eigen::VectorXd() : v;  // dense corners: the average itself
  RunningAverage sparseAverage(sparse ? v : Eigen::VectorXd());
  const auto averagedSum = [&]() { return sparse ? sparseAverage.value(v) : vAvg; };
  double bAvg = b;
  long long steps = 0;
  // A sparse plane holds its non-zeros (an index and a value, 12 bytes each); a parse corner has
  // a few hundred. Its size is counted as this many doubles: room for about 1,300 non-zeros.
  constexpr int kSparsePlaneDoubles = 2000;
  const int planeCapacity =
      planesWithin(options.planeCacheMegabytes, n, sparse ? std::min(d, kSparsePlaneDoubles) : d, options.cachedPlanes);
  for (BcfwBlock& block : state.blocks) {
    // A warm start's blocks may hold more planes than this run's memory budget allows.
    if (static_cast<int>(block.planes.size()) > planeCapacity) block.planes.resize(static_cast<std::size_t>(planeCapacity));
    for (CachedPlane& plane : block.planes) {
      if ((sparse ? plane.sparseW.size() : plane.w.size()) != d) {  // stale dimension: drop them all
        block.planes.clear();
        break;
      }
      plane.lastUsed = 0;  // this run's step counter starts again
    }
  }

  // The block's support follows its steps: (1 - gamma) of every weight, gamma to the output
  // stepped toward (none for the gold output). Weights that fall below 1e-12 go to the gold output.
  const bool tracking = options.trackSupport && problem.namesOutputs;
  auto moveSupport = [&](BcfwBlock& block, const Labeling& output, double gamma) {
    if (!tracking) return;
    for (SupportAtom& atom : block.support) atom.weight *= 1 - gamma;
    if (!output.empty()) {
      auto it = std::find_if(block.support.begin(), block.support.end(),
                             [&](const SupportAtom& atom) { return atom.output == output; });
      if (it != block.support.end()) it->weight += gamma;
      else block.support.push_back({output, gamma});
    }
    std::erase_if(block.support, [](const SupportAtom& atom) { return atom.weight < 1e-12; });
  };

  // The exact line search of the dual along a direction with this gap and squared length, the
  // step size kept in [0, maxGamma].
  auto lineSearch = [](double gap, double squaredLength, double maxGamma) {
    return std::clamp(squaredLength > 0 ? gap / squaredLength : (gap > 0 ? maxGamma : 0.0), 0.0, maxGamma);
  };
  // One block-coordinate step that moves weight up to maxGamma from a point of the block (all of
  // it for a Frank-Wolfe step, one corner for a pairwise step) to the corner (ws, bs), with exact
  // line search; returns the gap toward that corner from the point. `diff` is the point's w minus
  // ws, dense or sparse, fromB its b; `move(gamma)` moves the block's w by -gamma diff.
  auto step = [&](BcfwBlock& block, const auto& diff, double fromB, double bs, double maxGamma, const auto& move) {
    const double gapToward = diff.dot(w) - fromB + bs;
    const double gamma = lineSearch(gapToward, diff.squaredNorm(), maxGamma);
    if (gamma > 0) {
      move(gamma);
      v -= gamma * diff;
      if (constrained) projected = primalOf(v);
      const double db = gamma * (bs - fromB);
      block.b += db;
      b += db;
    }
    if (options.weightedAveraging) {
      const double rho = 2.0 / (steps + 2.0);
      if constexpr (std::is_same_v<std::decay_t<decltype(diff)>, SparseWeights>)
        sparseAverage.add(v, SparseWeights(-gamma * diff), rho);
      else
        vAvg = (1 - rho) * vAvg + rho * v;
      bAvg = (1 - rho) * bAvg + rho * b;
    }
    ++steps;
    return gapToward;
  };
  // A Frank-Wolfe step keeps the cached planes' weights the block's mixture: (1 - gamma) of each,
  // gamma to the corner stepped toward (plane index s, -1 when it is not cached).
  auto shiftWeights = [](BcfwBlock& block, int s, double gamma) {
    for (CachedPlane& plane : block.planes) plane.weight *= 1 - gamma;
    if (s >= 0) block.planes[static_cast<std::size_t>(s)].weight += gamma;
  };
  Eigen::VectorXd diff(sparse ? 0 : d);
  auto stepToward = [&](BcfwBlock& block, const Eigen::VectorXd& ws, double bs, int s, const Labeling& output) {
    if (block.w.size() == 0) diff = -ws;
    else diff = block.w - ws;
    return step(block, diff, block.b, bs, 1.0, [&](double gamma) {
      if (block.w.size() == 0) block.w = Eigen::VectorXd::Zero(d);
      block.w -= gamma * diff;
      shiftWeights(block, s, gamma);
      moveSupport(block, output, gamma);
    });
  };
  auto stepTowardSparse = [&](BcfwBlock& block, const SparseWeights& ws, double bs, int s, const Labeling& output) {
    if (block.sparseW.size() == 0) block.sparseW.resize(d);
    const SparseWeights sparseDiff = block.sparseW - ws;
    return step(block, sparseDiff, block.b, bs, 1.0, [&](double gamma) {
      block.sparseW = block.sparseW - gamma * sparseDiff;
      shiftWeights(block, s, gamma);
      moveSupport(block, output, gamma);
    });
  };

  // Step toward cached plane s with the pairwise option (dense corners): of the Frank-Wolfe
  // step and the pairwise step, the one whose line search raises the dual more. The pairwise
  // step takes the weight from the block's worst atom only (the weighted plane or the unnamed rest
  // with the lowest b - w_s . w), up to all of that atom's weight, so it can drop a corner, but it
  // is cut short when that atom is light: pure pairwise steps stalled on an Oakland run (the
  // 200-pass limit, where Frank-Wolfe steps took 195 passes and the better of the two 85;
  // docs/learning.md). The rest's point, (block - sum weight * plane) / rest, is a convex combination of the block's
  // corners, so the dual stays feasible. Below kSmallestRest the rest is left alone: dividing by
  // it would amplify rounding. s = kBestCachedPlane: toward the cached plane of the largest value
  // (bestPlane's choice, marked used), from the values this step computes anyway. Returns the
  // Frank-Wolfe gap toward s (the block's gap, which gap sampling keeps); 0 without planes.
  constexpr double kSmallestRest = 1e-9;
  constexpr int kBestCachedPlane = -1;
  const bool pairwise = options.steps == BcfwOptions::Steps::Pairwise && !sparse && !tracking && planeCapacity > 0;
  std::vector<double> planeValues;
  Eigen::VectorXd awayW(pairwise ? d : 0);
  // What a line search from gamma = 0 gains along a direction with this gap and squared length.
  auto lineSearchGain = [&](double gap, double squaredLength, double maxGamma) {
    const double gamma = lineSearch(gap, squaredLength, maxGamma);
    return gamma * gap - 0.5 * gamma * gamma * squaredLength;
  };
  auto pairwiseStep = [&](BcfwBlock& block, int s) {
    std::vector<CachedPlane>& planes = block.planes;
    if (planes.empty()) return 0.0;
    const double blockValue = block.b - (block.w.size() != 0 ? block.w.dot(w) : 0.0);
    planeValues.resize(planes.size());
    double named = 0, namedValue = 0;
    for (std::size_t k = 0; k < planes.size(); ++k) {
      planeValues[k] = cornerValue(planes[k], w);
      named += planes[k].weight;
      namedValue += planes[k].weight * planeValues[k];
    }
    if (s == kBestCachedPlane) {
      s = static_cast<int>(std::max_element(planeValues.begin(), planeValues.end()) - planeValues.begin());
      planes[static_cast<std::size_t>(s)].lastUsed = steps;
    }
    CachedPlane& toward = planes[static_cast<std::size_t>(s)];
    const double towardValue = planeValues[static_cast<std::size_t>(s)];
    const double frankWolfeGap = towardValue - blockValue;
    const double rest = 1 - named;
    int away = -1;  // -1: the rest
    double awayValue = rest > kSmallestRest ? (blockValue - namedValue) / rest : std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < planes.size(); ++k)
      if (static_cast<int>(k) != s && planes[k].weight > 0 && planeValues[k] < awayValue)
        away = static_cast<int>(k), awayValue = planeValues[k];
    // All the weight on s already: nothing to move. (Not counted as a step for the averaging;
    // counting it, as a null Frank-Wolfe step is, took the Oakland run of the comment above from
    // 85 passes to the 200-pass limit.)
    if (!std::isfinite(awayValue)) return frankWolfeGap;
    double awayB = 0, maxGamma = 0;
    if (away >= 0) {
      awayW = planes[static_cast<std::size_t>(away)].w;
      awayB = planes[static_cast<std::size_t>(away)].b;
      maxGamma = planes[static_cast<std::size_t>(away)].weight;
    } else {
      if (block.w.size() != 0) awayW = block.w;
      else awayW.setZero();
      awayB = block.b;
      for (const CachedPlane& plane : planes) awayW -= plane.weight * plane.w, awayB -= plane.weight * plane.b;
      awayW /= rest, awayB /= rest;
      maxGamma = rest;
    }
    diff = awayW - toward.w;
    const double frankWolfeLength =
        block.w.size() != 0 ? (block.w - toward.w).squaredNorm() : toward.w.squaredNorm();
    if (lineSearchGain(frankWolfeGap, frankWolfeLength, 1.0) >=
        lineSearchGain(towardValue - awayValue, diff.squaredNorm(), maxGamma))
      return stepToward(block, toward.w, toward.b, s, toward.output);
    step(block, diff, awayB, toward.b, maxGamma, [&](double gamma) {
      if (block.w.size() == 0) block.w = Eigen::VectorXd::Zero(d);
      block.w -= gamma * diff;
      toward.weight += gamma;
      // A drop step empties the away plane exactly.
      if (away >= 0) {
        double& from = planes[static_cast<std::size_t>(away)].weight;
        from = gamma >= from ? 0.0 : from - gamma;
      }
    });
    return frankWolfeGap;
  };
  auto stepTowardPlane = [&](BcfwBlock& block, int s) {
    const CachedPlane& plane = block.planes[static_cast<std::size_t>(s)];
    return sparse ? stepTowardSparse(block, plane.sparseW, plane.b, s, plane.output)
                  : stepToward(block, plane.w, plane.b, s, plane.output);
  };

  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(options.seed);
  Eigen::VectorXd psi(d);
  Labeling output;  // the corner's output, when tracking supports
  // Gap sampling: each block's gap at its last exact step (unknown until the first pass).
  const bool gapSampling = options.sampling == BcfwOptions::Sampling::Gap;
  std::vector<double> blockGaps(gapSampling ? n : 0, 0.0);
  // Approximate passes visit every block; with gap sampling `order` holds draws, so they
  // keep their own permutation.
  std::vector<int> everyBlock;
  if (gapSampling) everyBlock = order;
  std::vector<int>& permutation = gapSampling ? everyBlock : order;
  auto chooseBlocks = [&](int pass) {
    const bool refresh = (pass - 1) % std::max(1, options.gapRefreshPasses) == 0;
    const double total = std::accumulate(blockGaps.begin(), blockGaps.end(), 0.0);
    if (!gapSampling || refresh || !(total > 0)) {
      if (gapSampling) order = everyBlock;
      std::shuffle(order.begin(), order.end(), rng);
      return;
    }
    std::discrete_distribution<int> byGap(blockGaps.begin(), blockGaps.end());
    for (int& i : order) i = byGap(rng);
  };

  result.reason = StopReason::PassLimit;
  bool evaluated = false;
  int approximatePasses = 0;
  for (int pass = 1; pass <= options.maxPasses; ++pass) {
    chooseBlocks(pass);
    const double dualBefore = planeCapacity > 0 ? dualOf(v, b) : 0.0;
    for (int i : order) {
      if (control.cancelled()) {
        result.reason = StopReason::Cancelled;
        break;
      }
      const double bs = problem.corner(i, w, psi, tracking ? &output : nullptr);
      if (psi.size() != d) throw std::logic_error("BCFW: a corner of the wrong dimension");
      double blockGap = 0;
      BcfwBlock& block = state.blocks[i];
      if (sparse) {
        const SparseWeights corner = psi.sparseView();
        const int s = addPlane(block.planes, planeCapacity, corner, bs, steps, output);
        blockGap = stepTowardSparse(block, corner, bs, s, output);
      } else {
        const int s = addPlane(block.planes, planeCapacity, psi, bs, steps, output);
        blockGap = pairwise ? pairwiseStep(block, s) : stepToward(block, psi, bs, s, output);
      }
      if (gapSampling) blockGaps[i] = std::max(0.0, blockGap);
    }
    if (result.reason == StopReason::Cancelled) break;

    // Approximate passes over the cached planes while each still gains a fair share of what
    // the exact pass gained.
    if (planeCapacity > 0) {
      double dual = dualOf(v, b);
      const double exactGain = dual - dualBefore;
      for (int a = 0; a < options.maxApproximatePasses && exactGain > 0 && !control.cancelled(); ++a) {
        std::shuffle(permutation.begin(), permutation.end(), rng);
        for (int i : permutation) {
          BcfwBlock& block = state.blocks[i];
          if (pairwise) pairwiseStep(block, kBestCachedPlane);
          else if (const int s = bestPlane(block.planes, w, steps); s >= 0) stepTowardPlane(block, s);
        }
        ++approximatePasses;
        const double before = std::exchange(dual, dualOf(v, b));
        if (!(dual - before >= options.approximateGainRatio * exactGain)) break;
      }
    }
    if (pass != options.maxPasses && pass % std::max(1, options.evaluateEvery) != 0 && !(mostlyWarm && pass == 1))
      continue;

    const Eigen::VectorXd averaged = options.weightedAveraging ? averagedSum() : Eigen::VectorXd();
    const Eigen::VectorXd& currentSum = options.weightedAveraging ? averaged : v;
    const Eigen::VectorXd current = constrained ? primalOf(currentSum) : currentSum;
    // Both the averaged and the last dual point are feasible: either bounds the optimum.
    double dual = dualOf(v, b);
    if (options.weightedAveraging) dual = std::max(dual, dualOf(averaged, bAvg));
    const PrimalEvaluation eval = problem.primal(current);
    TrainingProgress& p = result.progress;
    p.pass = pass;
    p.approximatePasses = approximatePasses;
    p.primal = eval.primal;
    p.dual = dual;
    p.gap = std::max(0.0, eval.primal - dual);
    const bool converged = p.gap <= options.relativeGapTolerance * p.primal;
    result.weights = current;
    evaluated = true;
    finishEvaluation(problem, options, control, current, converged, pass == options.maxPasses, eval.trainError,
                     secondsSince(started), p);
    if (converged) {
      result.reason = StopReason::Converged;
      break;
    }
  }
  if (!evaluated || result.reason == StopReason::Cancelled) {
    // Hand back the iterate we have without spending oracle calls on an evaluation.
    result.weights = primalOf(options.weightedAveraging ? averagedSum() : v);
    result.progress.seconds = secondsSince(started);
  }
  return result;
}

BcfwBlock blockFromSupport(const StructuredOracle& oracle, int i, std::vector<SupportAtom> support, double C,
                           int planes) {
  const int d = oracle.dimension();
  const bool sparse = oracle.sparseFeatures();
  std::stable_sort(support.begin(), support.end(),
                   [](const SupportAtom& x, const SupportAtom& y) { return x.weight > y.weight; });
  BcfwBlock block;
  Eigen::VectorXd sum = Eigen::VectorXd::Zero(d), corner(d);
  double total = 0;
  for (SupportAtom& atom : support) {
    // Rounding can leave the weights summing to a hair over 1.
    atom.weight = std::min(atom.weight, 1 - total);
    if (!(atom.weight > 0) || atom.output == oracle.truth(i)) continue;
    double bs = 0;
    try {
      corner.setZero();
      oracle.addJointFeature(i, oracle.truth(i), C, corner);
      oracle.addJointFeature(i, atom.output, -C, corner);
      bs = C * oracle.loss(i, atom.output);
    } catch (const std::invalid_argument&) {
      continue;  // not an output of this oracle any more: its weight goes to the gold output
    }
    if (!corner.allFinite() || !std::isfinite(bs)) continue;  // e.g. a tag that cannot emit its word now
    sum += atom.weight * corner;
    block.b += atom.weight * bs;
    total += atom.weight;
    if (static_cast<int>(block.planes.size()) < planes) {
      if (sparse) addPlane(block.planes, planes, SparseWeights(corner.sparseView()), bs, 0, atom.output);
      else addPlane(block.planes, planes, corner, bs, 0, atom.output);
    }
    block.support.push_back(std::move(atom));
  }
  if (block.support.empty()) return block;
  if (sparse) block.sparseW = sum.sparseView();
  else block.w = std::move(sum);
  return block;
}

BcfwState warmStateByKey(const std::vector<std::string>& keys, std::map<std::string, BcfwBlock>& kept,
                         double rescale, int* reused) {
  BcfwState state;
  state.blocks.resize(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) {
    auto it = kept.find(keys[i]);
    if (it == kept.end()) continue;
    state.blocks[i] = std::move(it->second);
    state.blocks[i].w *= rescale;
    state.blocks[i].sparseW *= rescale;
    state.blocks[i].b *= rescale;
    for (CachedPlane& plane : state.blocks[i].planes) {
      plane.w *= rescale;
      plane.sparseW *= rescale;
      plane.b *= rescale;
    }
    if (reused) ++*reused;
  }
  return state;
}

}  // namespace m3
