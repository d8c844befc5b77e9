#include "learning/chain_smo.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <numeric>
#include <random>
#include <stdexcept>

#include "inference/chain_max_product.h"
#include "inference/viterbi.h"
#include "learning/chain_smo_blocks.h"

namespace m3 {

// The solver's internals share chain_smo_detail with the block set (chain_smo_blocks.h) rather
// than pulling it into m3 with a using-directive, which a unity build would carry into the
// files compiled after this one.
namespace chain_smo_detail {
namespace {

constexpr double kNegInf = -std::numeric_limits<double>::infinity();
// Marginal mass at or below this counts as zero when deciding the support of alpha: the
// thesis tests exact zeros, which rounding in the incremental updates would never produce.
constexpr double kZeroMass = 1e-12;

// ---------------------------------------------------------------------------------------
// Objective values of a dual point given the node scores of every training letter.

struct Evaluation {
  double primal = 0, dual = 0, trainError = 0;
};

// ---------------------------------------------------------------------------------------
// The solver: dual state plus the caches that make a step cheap.

// A clique value violating its KKT condition (Eq. 6.6) by more than epsilon.
struct Violation {
  bool found = false;
  bool unsupportedTop = false;  // KKT1: no mass on a value that beats all others by epsilon
  int clique = 0;               // edge j, or the node when the block has one letter
  int value = 0;                // a + K b on an edge, a on a node
  int best = 0;                 // the clique's top-scoring value (KKT2 partner)
  double priority = 0;          // ranks candidates of the same kind, see scan()
};

// Fig. 6.5 stops at the first violation. We keep one candidate of each kind instead: the
// KKT1 value that wins by the widest margin, and the KKT2 value whose mass could buy the
// most (mass x score deficit); without the mass factor the scan keeps picking values with
// negligible leftover mass, whose steps gain almost nothing. The step with the larger
// exact dual gain is taken, so each still carries the thesis's guarantee of improvement.
struct Candidates {
  Violation unsupported, oversupported;
};

struct Pair {
  Labeling up, down;  // y' gains delta, y'' loses it
};

struct Move {
  Pair pair;
  double delta = 0, gain = 0;  // gain in the thesis's Q units (dual / C)
};

class SmoSolver {
 public:
  SmoSolver(TrainingSet set, int K, const ChainSmoOptions& options, ChainSmoState warm)
      : o_(options),
        K_(K),
        set_(std::move(set)),
        cache_(options.kernel, set_.features, options.cacheBytes),
        transition_(Eigen::MatrixXd::Zero(K, K)),
        pairCounts_(Eigen::VectorXd::Zero(K * K)) {
    const bool reuse = warm.blocks.size() == set_.blocks.size();
    for (size_t b = 0; b < set_.blocks.size(); ++b) {
      const Labeling& labels = set_.blocks[b].labels;
      if (reuse && feasibleFor(warm.blocks[b], labels, K))
        mu_.push_back(std::move(warm.blocks[b]));
      else
        mu_.push_back(truthCorner(labels, K));
    }
    rebuildCaches();
  }

  int numBlocks() const { return static_cast<int>(set_.blocks.size()); }

  // Up to stepsPerVisit SMO steps on block b. Returns {violated on arrival, moves made}.
  std::pair<bool, int> visit(int b) {
    bool violated = false;
    int moves = 0;
    prepareBlockGram(b);
    for (int step = 0; step < o_.stepsPerVisit; ++step) {
      prepareScores(b);
      const Candidates found = scan(b);
      if (!found.unsupported.found && !found.oversupported.found) break;
      violated = true;
      Move move;
      for (const Violation* v : {&found.unsupported, &found.oversupported}) {
        if (!v->found) continue;
        Move m = evaluateMove(b, choosePair(b, *v));
        if (m.gain > move.gain) move = std::move(m);
      }
      if (move.delta == 0) break;
      apply(b, move.pair, move.delta);
      ++moves;
    }
    return {violated, moves};
  }

  Evaluation evaluateCached() const { return evaluate(scores_); }

  // Recomputes every training score from the support vectors before evaluating, so the
  // reported figures do not inherit rounding drift from the incremental updates.
  Evaluation evaluateFresh(const ChainSmoModel& model) const {
    return evaluate(
        kernelExpansion(model.kernel, *set_.features, model.supportVectors, model.coefficients));
  }

  ChainSmoModel model(int F) const {
    ChainSmoModel m;
    m.kernel = o_.kernel;
    m.numFeatures = F;
    m.numLabels = K_;
    m.useTransitions = o_.useTransitions;
    m.C = o_.C;
    m.transition = transition_;
    std::vector<int> support;
    const Eigen::MatrixXd beta = coefficients();
    for (int n = 0; n < beta.rows(); ++n)
      if (beta.row(n).cwiseAbs().maxCoeff() > o_.C * kZeroMass) support.push_back(n);
    m.supportVectors.resize(static_cast<Eigen::Index>(support.size()), F);
    m.coefficients.resize(static_cast<Eigen::Index>(support.size()), K_);
    for (size_t s = 0; s < support.size(); ++s) {
      m.supportVectors.row(s) = set_.features->row(support[s]);
      m.coefficients.row(s) = beta.row(support[s]);
    }
    return m;
  }

  ChainSmoState state() const { return {mu_}; }
  const KernelRowCache& cache() const { return cache_; }

 private:
  // beta(n, y) = C (1[y = truth_n] - mu_n(y)): the expansion coefficients of w_node.
  Eigen::MatrixXd coefficients() const {
    Eigen::MatrixXd beta(set_.truth.size(), K_);
    for (size_t b = 0; b < set_.blocks.size(); ++b) {
      const Block& blk = set_.blocks[b];
      for (int j = 0; j < blk.length(); ++j) {
        beta.row(blk.offset + j) = -o_.C * mu_[b].node.row(j);
        beta(blk.offset + j, blk.labels[j]) += o_.C;
      }
    }
    return beta;
  }

  // Scores and transitions from scratch (start and warm start).
  void rebuildCaches() {
    const Eigen::MatrixXd beta = coefficients();
    std::vector<int> support;
    for (int n = 0; n < beta.rows(); ++n)
      if (!beta.row(n).isZero(0)) support.push_back(n);
    RowMatrix centres(static_cast<Eigen::Index>(support.size()), set_.features->cols());
    Eigen::MatrixXd coef(static_cast<Eigen::Index>(support.size()), K_);
    for (size_t s = 0; s < support.size(); ++s) {
      centres.row(s) = set_.features->row(support[s]);
      coef.row(s) = beta.row(support[s]);
    }
    scores_ = kernelExpansion(o_.kernel, *set_.features, centres, coef);
    transition_.setZero();
    for (size_t b = 0; b < set_.blocks.size(); ++b) {
      const Labeling& y = set_.blocks[b].labels;
      for (int j = 0; j + 1 < static_cast<int>(y.size()); ++j) {
        transition_(y[j], y[j + 1]) += o_.C;
        transition_ -= o_.C * mu_[b].edge.middleCols(j * K_, K_);
      }
    }
  }

  // Loss-augmented node scores of block b and, for chains, the max-product tables of the
  // scores and of log alpha (both are needed by the KKT scan).
  void prepareScores(int b) {
    const Block& blk = set_.blocks[b];
    const int L = blk.length();
    augmented_ = scores_.middleRows(blk.offset, L).array() + 1.0;
    for (int j = 0; j < L; ++j) augmented_(j, blk.labels[j]) -= 1.0;
    if (L < 2) return;
    edgeScores_.resize(K_, K_ * (L - 1));
    for (int j = 0; j + 1 < L; ++j) edgeScores_.middleCols(j * K_, K_) = transition_;
    scoreMp_.run(augmented_, edgeScores_);
    prepareAlpha(b);
  }

  // log alpha of Eq. 5.13 as chain potentials: edges log mu_e, interior nodes -log mu_v;
  // zero mass gives -inf on the edges (0/0 := 0 lets the node term be anything finite).
  void prepareAlpha(int b) {
    const ChainSmoBlock& m = mu_[b];
    const int L = static_cast<int>(m.node.rows());
    logNode_ = Eigen::MatrixXd::Zero(L, K_);
    for (int j = 1; j + 1 < L; ++j)
      for (int y = 0; y < K_; ++y)
        if (m.node(j, y) > kZeroMass) logNode_(j, y) = -std::log(m.node(j, y));
    logEdge_ = m.edge.unaryExpr([](double p) { return p > kZeroMass ? std::log(p) : kNegInf; });
    alphaMp_.run(logNode_, logEdge_);
  }

  // Clique values of block b: K^2 per edge for chains, K on the single node otherwise.
  int numCliques(int b) const { return std::max(1, set_.blocks[b].length() - 1); }
  int cliqueSize(int b) const { return set_.blocks[b].length() > 1 ? K_ * K_ : K_; }
  bool isChain(int b) const { return set_.blocks[b].length() > 1; }

  double vhat(int b, int c, int t) const {
    return isChain(b) ? scoreMp_.edgeMax(c, t % K_, t / K_) : augmented_(0, t);
  }
  // alphahat(y_c) > 0: some labeling through y_c has every edge marginal above kZeroMass.
  // Testing the clique marginal alone is not enough once tiny masses exist: a value can
  // hold more than kZeroMass while all its continuations hold less, and its "most likely
  // labeling" would then have alpha = 0 and allow no step.
  bool supported(int b, int c, int t) const {
    if (!isChain(b)) return mu_[b].node(0, t) > kZeroMass;
    return alphaMp_.edgeMax(c, t % K_, t / K_) > kNegInf;
  }

  Candidates scan(int b) {
    Candidates best;
    const int V = cliqueSize(b);
    values_.resize(V);
    for (int c = 0; c < numCliques(b); ++c) {
      for (int t = 0; t < V; ++t) values_[t] = vhat(b, c, t);
      // Top two values give vhatbar(t) = max over the clique's other values.
      int top = 0;
      for (int t = 1; t < V; ++t)
        if (values_[t] > values_[top]) top = t;
      double second = kNegInf;
      for (int t = 0; t < V; ++t)
        if (t != top) second = std::max(second, values_[t]);
      for (int t = 0; t < V; ++t) {
        const double others = t == top ? second : values_[top];
        if (!supported(b, c, t)) {
          const double margin = values_[t] - others;  // KKT1 needs margin > epsilon
          if (margin > o_.epsilon && margin > best.unsupported.priority)
            best.unsupported = {true, true, c, t, top, margin};
        } else if (others - values_[t] > o_.epsilon) {  // KKT2
          const double worth = (others - values_[t]) * alphaHat(b, c, t);
          if (!best.oversupported.found || worth > best.oversupported.priority)
            best.oversupported = {true, false, c, t, top, worth};
        }
      }
    }
    return best;
  }

  // max_{y ~ y_c} alpha(y) for a supported clique value.
  double alphaHat(int b, int c, int t) const {
    return isChain(b) ? std::exp(alphaMp_.edgeMax(c, t % K_, t / K_)) : mu_[b].node(0, t);
  }

  Labeling clampedScore(int b, int c, int t) const {
    return isChain(b) ? scoreMp_.clampedEdge(c, t % K_, t / K_) : Labeling{t};
  }
  Labeling clampedAlpha(int b, int c, int t) const {
    return isChain(b) ? alphaMp_.clampedEdge(c, t % K_, t / K_) : Labeling{t};
  }

  // Fig. 6.5. KKT1: y' = best labeling through the unsupported top value, y'' = most likely
  // (under alpha) labeling through the clique's most probable other value. KKT2: y' = most
  // likely labeling through the over-supported value, y'' = best labeling of the clique.
  Pair choosePair(int b, const Violation& v) {
    if (!v.unsupportedTop)
      return {clampedAlpha(b, v.clique, v.value), clampedScore(b, v.clique, v.best)};
    int partner = -1;
    double partnerValue = kNegInf;
    for (int t = 0; t < cliqueSize(b); ++t) {
      if (t == v.value || !supported(b, v.clique, t)) continue;
      const double mass = alphaHat(b, v.clique, t);
      if (partner < 0 || mass > partnerValue) partner = t, partnerValue = mass;
    }
    if (partner < 0) return {};  // no mass elsewhere: cannot happen for normalised marginals
    return {clampedScore(b, v.clique, v.value), clampedAlpha(b, v.clique, partner)};
  }

  // alpha(y) of the maximum-entropy distribution (Eq. 5.13) of block b's marginals.
  double alpha(int b, const Labeling& y) const {
    const ChainSmoBlock& m = mu_[b];
    const int L = static_cast<int>(y.size());
    if (L == 1) return m.node(0, y[0]);
    double logAlpha = 0;
    for (int j = 0; j + 1 < L; ++j) {
      const double p = m.edge(y[j], j * K_ + y[j + 1]);
      if (p <= kZeroMass) return 0;
      logAlpha += std::log(p);
    }
    // Separators at or below kZeroMass are skipped, as in prepareAlpha (0/0 := 0).
    for (int j = 1; j + 1 < L; ++j)
      if (m.node(j, y[j]) > kZeroMass) logAlpha -= std::log(m.node(j, y[j]));
    return std::exp(logAlpha);
  }

  // |phi(y') - phi(y'')|^2 under the joint kernel: node terms over the positions where the
  // two labelings differ (features are tied across positions, so cross terms count), plus
  // the squared difference of the transition counts.
  double featureDistance(int b, const Pair& p) {
    const Block& blk = set_.blocks[b];
    std::vector<int> differ;
    for (int j = 0; j < blk.length(); ++j)
      if (p.up[j] != p.down[j]) differ.push_back(j);
    double node = 0;
    for (int u : differ) {
      for (int v : differ) {
        const double same = (p.up[u] == p.up[v]) - (p.up[u] == p.down[v]) - (p.down[u] == p.up[v]) +
                            (p.down[u] == p.down[v]);
        if (same != 0) node += same * blockGram_(u, v);
      }
    }
    std::vector<int> touched;
    for (int j = 0; j + 1 < blk.length(); ++j) {
      const int up = p.up[j] + K_ * p.up[j + 1], down = p.down[j] + K_ * p.down[j + 1];
      if (up == down) continue;
      pairCounts_[up] += 1;
      pairCounts_[down] -= 1;
      touched.push_back(up);
      touched.push_back(down);
    }
    double edges = 0;
    for (int t : touched) {
      edges += pairCounts_[t] * pairCounts_[t];
      pairCounts_[t] = 0;  // also makes repeated indices count once
    }
    return node + edges;
  }

  // Closed-form maximiser of a delta - b/2 delta^2 on [-alpha(y'), alpha(y'')] (Eq. 6.4),
  // with its gain.
  Move evaluateMove(int b, Pair p) {
    Move m;
    if (p.up.empty()) return m;
    const double a =
        chainScore(augmented_, transition_, p.up) - chainScore(augmented_, transition_, p.down);
    const double curvature = o_.C * featureDistance(b, p);
    const double lo = -alpha(b, p.up), hi = alpha(b, p.down);
    if (!(curvature > 0))
      m.delta = a > 0 ? hi : (a < 0 ? lo : 0.0);
    else
      m.delta = std::clamp(a / curvature, lo, hi);
    m.gain = m.delta * a - 0.5 * curvature * m.delta * m.delta;
    m.pair = std::move(p);
    return m;
  }

  // Kernel values among the letters of block b, read by every step of a visit.
  void prepareBlockGram(int b) {
    const Block& blk = set_.blocks[b];
    const int L = blk.length();
    blockGram_.resize(L, L);
    for (int u = 0; u < L; ++u)
      for (int v = u; v < L; ++v)
        blockGram_(u, v) = blockGram_(v, u) = cache_.value(blk.offset + u, blk.offset + v);
  }

  // Moves delta from y'' to y' on every clique marginal (the projection of Fig. 6.4) and
  // keeps the training scores and transitions in step: w_node(y) loses C delta x_v for the
  // label y'_v gaining mass and gains it for y''_v.
  void apply(int b, const Pair& p, double delta) {
    const Block& blk = set_.blocks[b];
    ChainSmoBlock& m = mu_[b];
    const double step = o_.C * delta;
    for (int j = 0; j < blk.length(); ++j) {
      const int up = p.up[j], down = p.down[j];
      if (up == down) continue;
      m.node(j, up) = std::max(0.0, m.node(j, up) + delta);
      m.node(j, down) = std::max(0.0, m.node(j, down) - delta);
      const auto row = cache_.row(blk.offset + j);
      scores_.col(up) -= step * row;
      scores_.col(down) += step * row;
    }
    for (int j = 0; j + 1 < blk.length(); ++j) {
      const int a1 = p.up[j], b1 = p.up[j + 1], a2 = p.down[j], b2 = p.down[j + 1];
      if (a1 == a2 && b1 == b2) continue;
      double& gain = m.edge(a1, j * K_ + b1);
      double& loss = m.edge(a2, j * K_ + b2);
      gain = std::max(0.0, gain + delta);
      loss = std::max(0.0, loss - delta);
      transition_(a1, b1) -= step;
      transition_(a2, b2) += step;
    }
  }

  // Primal by loss-augmented Viterbi on the given scores, dual from the marginals:
  //   |w|^2 = sum_n beta_n . score_n + |T|^2 (w_node(y) = sum_n beta_n(y) x_n).
  Evaluation evaluate(const Eigen::MatrixXd& scores) const {
    const Eigen::MatrixXd beta = coefficients();
    const double norm2 = (beta.array() * scores.array()).sum() + transition_.squaredNorm();
    double expectedLoss = 0, hinge = 0, errors = 0;
    for (size_t b = 0; b < set_.blocks.size(); ++b) {
      const Block& blk = set_.blocks[b];
      const int L = blk.length();
      for (int j = 0; j < L; ++j) expectedLoss += 1 - mu_[b].node(j, blk.labels[j]);
      const Eigen::MatrixXd s = scores.middleRows(blk.offset, L);
      const double truthScore = chainScore(s, transition_, blk.labels);
      hinge += std::max(0.0, lossAugmentedViterbi(s, transition_, blk.labels).score - truthScore);
      errors += hammingLoss(blk.labels, viterbi(s, transition_).labels);
    }
    Evaluation e;
    e.dual = o_.C * expectedLoss - 0.5 * norm2;
    e.primal = 0.5 * norm2 + o_.C * hinge;
    e.trainError = set_.truth.empty() ? 0.0 : errors / static_cast<double>(set_.truth.size());
    return e;
  }

  ChainSmoOptions o_;
  int K_;
  TrainingSet set_;
  KernelRowCache cache_;
  std::vector<ChainSmoBlock> mu_;
  Eigen::MatrixXd scores_;      // N x K: w_node(y) . x_n for every training letter
  Eigen::MatrixXd transition_;  // K x K: C sum (1[truth edge] - mu_e)
  // Per-step scratch.
  Eigen::MatrixXd augmented_, edgeScores_, logNode_, logEdge_, blockGram_;
  ChainMaxProduct scoreMp_, alphaMp_;
  std::vector<double> values_;
  Eigen::VectorXd pairCounts_;
};

TrainingProgress progressOf(const Evaluation& e, int pass, double seconds) {
  TrainingProgress p;
  p.pass = pass;
  p.primal = e.primal;
  p.dual = e.dual;
  p.gap = std::max(0.0, e.primal - e.dual);
  p.trainError = e.trainError;
  p.seconds = seconds;
  return p;
}

}  // namespace
}  // namespace chain_smo_detail

Eigen::MatrixXd smoNodeScores(const ChainSmoModel& model, const RowMatrix& features) {
  if (features.cols() != model.numFeatures)
    throw std::invalid_argument("smoNodeScores: feature rows have the wrong dimension");
  return kernelExpansion(model.kernel, features, model.supportVectors, model.coefficients);
}

Labeling predictChainSmo(const ChainSmoModel& model, const RowMatrix& features) {
  return viterbi(smoNodeScores(model, features), model.transition).labels;
}

ChainWeights smoLinearWeights(const ChainSmoModel& model) {
  if (model.kernel.type != KernelType::Linear)
    throw std::invalid_argument("smoLinearWeights: only the linear kernel has explicit weights");
  ChainWeights w(model.numFeatures, model.numLabels, model.useTransitions);
  w.node() = model.supportVectors.transpose() * model.coefficients;
  if (model.useTransitions)
    Eigen::Map<Eigen::MatrixXd>(w.transitionData(w.w), model.numLabels, model.numLabels) =
        model.transition;
  return w;
}

ChainSmoResult trainChainSmo(const std::vector<ChainExample>& examples, int numFeatures,
                             int numLabels, const ChainSmoOptions& options,
                             const LearnerControl& control, ChainSmoState warmStart,
                             const SmoPassCallback& onPass) {
  using namespace chain_smo_detail;
  validateOptions(options);
  validateExamples(examples, numFeatures, numLabels);
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - started).count(); };

  TrainingSet set = buildTrainingSet(examples, numFeatures, options.useTransitions);
  ChainSmoResult result;
  result.blocks = static_cast<int>(set.blocks.size());
  SmoSolver solver(std::move(set), numLabels, options, std::move(warmStart));
  if (solver.numBlocks() == 0) {
    result.model = solver.model(numFeatures);
    result.reason = StopReason::EmptyProblem;
    return result;
  }

  std::vector<int> order(solver.numBlocks());
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(options.seed);
  result.reason = StopReason::PassLimit;
  for (int pass = 1; pass <= options.maxPasses; ++pass) {
    std::shuffle(order.begin(), order.end(), rng);
    SmoPassReport report;
    for (int b : order) {
      if (control.cancelled()) {
        result.reason = StopReason::Cancelled;
        break;
      }
      const auto [violated, moves] = solver.visit(b);
      report.violations += violated;
      report.steps += moves;
    }
    result.steps += report.steps;
    if (result.reason == StopReason::Cancelled) break;

    report.progress = progressOf(solver.evaluateCached(), pass, elapsed());
    if (control.validationError && options.kernel.type == KernelType::Linear)
      report.progress.validationError =
          control.validationError(smoLinearWeights(solver.model(numFeatures)).w);
    result.progress = report.progress;
    result.violations = report.violations;
    if (control.onProgress) control.onProgress(report.progress);
    if (onPass) onPass(report);
    if (report.violations == 0) {
      result.reason = StopReason::Converged;
      break;
    }
  }

  result.model = solver.model(numFeatures);
  result.state = solver.state();
  // Completed passes only; a cancelled run is evaluated from the caches (cheap, no kernel
  // rows), a finished one from the support vectors.
  const int lastPass = result.progress.pass;
  const double validation = result.progress.validationError;
  result.progress =
      progressOf(result.reason == StopReason::Cancelled ? solver.evaluateCached()
                                                        : solver.evaluateFresh(result.model),
                 lastPass, 0);
  result.progress.validationError = validation;
  result.progress.seconds = elapsed();
  result.cachePeakBytes = solver.cache().peakBytes();
  result.cacheHits = solver.cache().hits();
  result.cacheMisses = solver.cache().misses();
  return result;
}

}  // namespace m3
