#include "learning/chain_crf.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <thread>

#include "inference/viterbi.h"

namespace m3 {

namespace {

constexpr double kMinusInf = -std::numeric_limits<double>::infinity();

// log sum_i exp(v_i) without overflow: shift by the maximum first.
template <typename Vector>
double logSumExp(const Vector& v) {
  const double m = v.maxCoeff();
  if (m == kMinusInf) return kMinusInf;  // every term is zero
  return m + std::log((v.array() - m).exp().sum());
}

// exp(v) / sum exp(v), computed with the max shift.
Eigen::VectorXd normalisedExp(const Eigen::VectorXd& v) {
  const Eigen::VectorXd e = (v.array() - v.maxCoeff()).exp();
  return e / e.sum();
}

// Transitions in the two forms the recursions use. When their entries span at most
// kExpSafeRange nats, exp(T - max T) is computed once per chain and each message costs K
// exps and a K x K product instead of K^2 exps. This is exact, not a heuristic: the
// shifted message exp(m - max m) has a 1 at its maximum, so every sum is at least
// exp(-range) > 1e-130, far from underflow, and terms that do underflow (< 1e-308) are
// negligible next to it. Wider transitions (e.g. scores of 1e3) use per-entry log-sum-exp.
constexpr double kExpSafeRange = 300;

struct Transitions {
  Eigen::MatrixXd scores;      // T(a, b)
  Eigen::MatrixXd transposed;  // column a = transitions out of a
  Eigen::MatrixXd shiftedExp;  // exp(T - shift), empty when the range is too wide
  double shift = 0;

  explicit Transitions(const Eigen::MatrixXd& trans)
      : scores(trans), transposed(trans.transpose()) {
    if (trans.size() == 0) return;
    shift = trans.maxCoeff();
    if (shift - trans.minCoeff() <= kExpSafeRange) shiftedExp = (trans.array() - shift).exp();
  }
  bool fast() const { return shiftedExp.size() > 0; }
};

// Forward step: out(k) = log sum_a exp(m(a) + T(a, k)).
Eigen::VectorXd logSumInto(const Transitions& t, const Eigen::VectorXd& m) {
  const Eigen::Index K = m.size();
  Eigen::VectorXd out(K);
  if (t.fast()) {
    const double top = m.maxCoeff();
    const Eigen::VectorXd e = (m.array() - top).exp();
    out = (t.shiftedExp.transpose() * e).array().log() + (top + t.shift);
  } else {
    for (Eigen::Index k = 0; k < K; ++k) out[k] = logSumExp(m + t.scores.col(k));
  }
  return out;
}

// Backward step: out(a) = log sum_b exp(T(a, b) + m(b)).
Eigen::VectorXd logSumOutOf(const Transitions& t, const Eigen::VectorXd& m) {
  const Eigen::Index K = m.size();
  Eigen::VectorXd out(K);
  if (t.fast()) {
    const double top = m.maxCoeff();
    const Eigen::VectorXd e = (m.array() - top).exp();
    out = (t.shiftedExp * e).array().log() + (top + t.shift);
  } else {
    for (Eigen::Index a = 0; a < K; ++a) out[a] = logSumExp(t.transposed.col(a) + m);
  }
  return out;
}

// alpha(:, j)(k) = log of the summed exp-scores of all prefixes y_0..y_j with y_j = k,
// node score of j included. Stored K x L so that each position is a contiguous column.
Eigen::MatrixXd forwardMessages(const Eigen::MatrixXd& scores, const Transitions& t) {
  const int L = static_cast<int>(scores.rows()), K = static_cast<int>(scores.cols());
  Eigen::MatrixXd alpha(K, L);
  if (L == 0) return alpha;
  alpha.col(0) = scores.row(0).transpose();
  for (int j = 1; j < L; ++j)
    alpha.col(j) = scores.row(j).transpose() + logSumInto(t, alpha.col(j - 1));
  return alpha;
}

// beta(:, j)(a) = log of the summed exp-scores of all suffixes y_j+1.. given y_j = a
// (transitions out of j and node scores after j). K x L.
Eigen::MatrixXd backwardMessages(const Eigen::MatrixXd& scores, const Transitions& t) {
  const int L = static_cast<int>(scores.rows()), K = static_cast<int>(scores.cols());
  Eigen::MatrixXd beta(K, L);
  if (L == 0) return beta;
  beta.col(L - 1).setZero();
  for (int j = L - 2; j >= 0; --j)
    beta.col(j) = logSumOutOf(t, scores.row(j + 1).transpose() + beta.col(j + 1));
  return beta;
}

// p(y_j = a, y_j+1 = b), proportional to exp(before(a) + T(a, b) + after(b)).
Eigen::MatrixXd pairMarginal(const Transitions& t, const Eigen::VectorXd& before,
                             const Eigen::VectorXd& after) {
  if (t.fast()) {
    const Eigen::VectorXd ea = (before.array() - before.maxCoeff()).exp();
    const Eigen::VectorXd eb = (after.array() - after.maxCoeff()).exp();
    const Eigen::MatrixXd joint = (ea * eb.transpose()).cwiseProduct(t.shiftedExp);
    return joint / joint.sum();
  }
  Eigen::MatrixXd joint = t.scores;
  joint.colwise() += before;
  joint.rowwise() += after.transpose();
  const Eigen::Index K = before.size();
  return normalisedExp(joint.reshaped()).reshaped(K, K);
}

double labelingScore(const Eigen::MatrixXd& scores, const Eigen::MatrixXd& trans,
                     const Labeling& y) {
  double s = 0;
  for (size_t j = 0; j < y.size(); ++j) {
    s += scores(static_cast<Eigen::Index>(j), y[j]);
    if (j > 0) s += trans(y[j - 1], y[j]);
  }
  return s;
}

// Runs fn(block) for blocks 0..n-1 on up to `threads` threads. Each block is handled by
// exactly one thread, so per-block results need no locking.
template <typename Fn>
void forEachBlock(int n, int threads, const Fn& fn) {
  const int workers = std::max(1, std::min(threads, n));
  std::atomic<int> nextBlock = 0;
  auto work = [&] {
    for (int b; (b = nextBlock.fetch_add(1)) < n;) fn(b);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < workers; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

// Fixed by the data only (never by the thread count), so that the summation order and
// therefore every bit of the result is reproducible. 64 blocks balance two to eight
// threads well while keeping per-block gradients small (64 x d doubles).
constexpr int kMaxBlocks = 64;

std::pair<int, int> blockRange(int block, int blocks, int n) {
  const long long begin = static_cast<long long>(n) * block / blocks;
  const long long end = static_cast<long long>(n) * (block + 1) / blocks;
  return {static_cast<int>(begin), static_cast<int>(end)};
}

}  // namespace

namespace {

ChainPosterior posterior(const Eigen::MatrixXd& nodeScores, const Transitions& t) {
  const int L = static_cast<int>(nodeScores.rows()), K = static_cast<int>(nodeScores.cols());
  ChainPosterior p;
  p.node.resize(L, K);
  p.transitionCounts = Eigen::MatrixXd::Zero(K, K);
  if (L == 0) return p;
  const Eigen::MatrixXd alpha = forwardMessages(nodeScores, t);
  const Eigen::MatrixXd beta = backwardMessages(nodeScores, t);
  p.logPartition = logSumExp(alpha.col(L - 1));
  // Each position is normalised by its own log-sum-exp rather than the global log Z: the
  // two agree mathematically, but with scores of 1e3 over thousands of positions the
  // messages reach ~1e6, where the global difference loses ~1e-10 per ulp and the rows
  // would drift from summing to 1.
  for (int j = 0; j < L; ++j) p.node.row(j) = normalisedExp(alpha.col(j) + beta.col(j)).transpose();
  for (int j = 0; j + 1 < L; ++j)
    p.transitionCounts +=
        pairMarginal(t, alpha.col(j), nodeScores.row(j + 1).transpose() + beta.col(j + 1));
  return p;
}

// -log p(y | x) of one fully labelled run x (L x F); adds its gradient E[f] - f(y) into
// `gradient`. transitions == nullptr: logistic regression.
double addRunLoss(const Eigen::Ref<const RowMatrix>& x, const Labeling& y,
                  const ChainWeights& layout, const Eigen::VectorXd& w,
                  const Transitions* transitions, Eigen::VectorXd& gradient) {
  const int L = static_cast<int>(y.size()), K = layout.numLabels;
  const Eigen::MatrixXd scores = x * layout.nodeOf(w);
  double loss = 0;
  Eigen::MatrixXd residual(L, K);  // p(y_j = k | x) - [y_j = k]
  if (transitions) {
    ChainPosterior p = posterior(scores, *transitions);
    loss = p.logPartition - labelingScore(scores, transitions->scores, y);
    residual = std::move(p.node);
    double* trans = layout.transitionData(gradient);
    Eigen::Map<Eigen::MatrixXd>(trans, K, K) += p.transitionCounts;
    for (int j = 1; j < L; ++j) trans[y[j - 1] + K * y[j]] -= 1;
  } else {
    // Independent positions: the chain's partition function factorises into softmaxes.
    for (int j = 0; j < L; ++j) {
      const double logZ = logSumExp(scores.row(j));
      loss += logZ - scores(j, y[j]);
      residual.row(j) = (scores.row(j).array() - logZ).exp().matrix();
    }
  }
  for (int j = 0; j < L; ++j) residual(j, y[j]) -= 1;
  layout.nodeOf(gradient).noalias() += x.transpose() * residual;
  return loss;
}

}  // namespace

ChainPosterior chainPosterior(const Eigen::MatrixXd& nodeScores,
                              const Eigen::MatrixXd& transition) {
  return posterior(nodeScores, Transitions(transition));
}

double chainLogProbability(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition,
                           const Labeling& y) {
  const Eigen::MatrixXd alpha = forwardMessages(nodeScores, Transitions(transition));
  const double logZ = y.empty() ? 0.0 : logSumExp(alpha.col(alpha.cols() - 1));
  return labelingScore(nodeScores, transition, y) - logZ;
}

Eigen::MatrixXd chainMarginals(const ChainWeights& weights, const RowMatrix& features) {
  return chainPosterior(features * weights.node(), weights.transition()).node;
}

ChainCrfObjective::ChainCrfObjective(std::shared_ptr<const std::vector<ChainExample>> examples,
                                     int numFeatures, int numLabels, bool useTransitions,
                                     double sigma, int threads)
    : examples_(std::move(examples)), sigma_(sigma) {
  if (!examples_) throw std::invalid_argument("ChainCrfObjective: no examples");
  if (!(sigma > 0) || !std::isfinite(sigma))
    throw std::invalid_argument("ChainCrfObjective: sigma must be positive");
  if (numFeatures < 0 || numLabels < 1)
    throw std::invalid_argument("ChainCrfObjective: bad dimensions");
  layout_.numFeatures = numFeatures;
  layout_.numLabels = numLabels;
  layout_.useTransitions = useTransitions;
  threads_ = threads > 0 ? threads : std::max(1u, std::thread::hardware_concurrency());
  for (size_t i = 0; i < examples_->size(); ++i) {
    const ChainExample& ex = (*examples_)[i];
    if (ex.features.cols() != numFeatures || ex.features.rows() != ex.length())
      throw std::invalid_argument("ChainCrfObjective: feature matrix has the wrong shape");
    for (int y : ex.labels)
      if (y != kUnlabelled && (y < 0 || y >= numLabels))
        throw std::invalid_argument("ChainCrfObjective: label out of range");
    for (const Run& r : labelledRuns(ex.labels)) {
      runs_.push_back({static_cast<int>(i), r.begin,
                       Labeling(ex.labels.begin() + r.begin, ex.labels.begin() + r.end)});
      labelledPositions_ += r.end - r.begin;
    }
  }
}

int ChainCrfObjective::numBlocks() const {
  return std::min(kMaxBlocks, numRuns());
}

double ChainCrfObjective::operator()(const Eigen::VectorXd& w, Eigen::VectorXd& gradient) const {
  if (w.size() != dimension())
    throw std::invalid_argument("ChainCrfObjective: weight vector has the wrong dimension");
  ChainWeights weights = layout_;
  weights.w = w;
  // Prepared once per evaluation, shared read-only by all threads.
  const Transitions transitions(weights.transition());
  const Transitions* chain = layout_.useTransitions ? &transitions : nullptr;
  const int blocks = numBlocks();
  std::vector<double> values(blocks, 0.0);
  std::vector<Eigen::VectorXd> partials(blocks);
  forEachBlock(blocks, threads_, [&](int b) {
    partials[b] = Eigen::VectorXd::Zero(dimension());
    const auto [begin, end] = blockRange(b, blocks, numRuns());
    for (int r = begin; r < end; ++r) {
      const LabelledRun& run = runs_[r];
      const auto x = (*examples_)[run.example].features.middleRows(
          run.begin, static_cast<Eigen::Index>(run.labels.size()));
      values[b] += addRunLoss(x, run.labels, layout_, w, chain, partials[b]);
    }
  });
  // Fixed-order reduction: the reason the blocks exist.
  double value = w.squaredNorm() / (2 * sigma_ * sigma_);
  gradient = w / (sigma_ * sigma_);
  for (int b = 0; b < blocks; ++b) {
    value += values[b];
    gradient += partials[b];
  }
  return value;
}

double ChainCrfObjective::trainingError(const Eigen::VectorXd& w) const {
  if (labelledPositions_ == 0) return 0;
  ChainWeights weights = layout_;
  weights.w = w;
  const Eigen::MatrixXd transition = weights.transition();
  const int blocks = numBlocks();
  std::vector<long> errors(blocks, 0);
  forEachBlock(blocks, threads_, [&](int b) {
    const auto [begin, end] = blockRange(b, blocks, numRuns());
    for (int r = begin; r < end; ++r) {
      const LabelledRun& run = runs_[r];
      const int L = static_cast<int>(run.labels.size());
      const auto x = (*examples_)[run.example].features.middleRows(run.begin, L);
      const Labeling y = viterbi(x * weights.node(), transition).labels;
      errors[b] += static_cast<long>(hammingLoss(run.labels, y));
    }
  });
  long total = 0;
  for (long e : errors) total += e;
  return static_cast<double>(total) / static_cast<double>(labelledPositions_);
}

namespace {

Eigen::VectorXd startPoint(const ChainWeights& layout, const ChainWeights& warm) {
  Eigen::VectorXd x = Eigen::VectorXd::Zero(layout.dimension());
  if (warm.w.size() == 0) return x;
  if (warm.numFeatures != layout.numFeatures || warm.numLabels != layout.numLabels ||
      warm.w.size() != warm.dimension())
    throw std::invalid_argument("trainChainCrf: warm start has different dimensions");
  layout.nodeOf(x) = warm.node();
  if (layout.useTransitions && warm.useTransitions) {
    const int K = layout.numLabels;
    Eigen::Map<Eigen::MatrixXd>(layout.transitionData(x), K, K) = warm.transition();
  }
  return x;
}

StopReason stopReasonOf(LbfgsStatus status) {
  switch (status) {
    case LbfgsStatus::GradientConverged:
    case LbfgsStatus::FunctionConverged:
    case LbfgsStatus::LineSearchFailed:
      return StopReason::Converged;
    case LbfgsStatus::IterationLimit:
      return StopReason::PassLimit;
    case LbfgsStatus::Cancelled:
      return StopReason::Cancelled;
  }
  return StopReason::PassLimit;
}

}  // namespace

CrfResult trainChainCrf(std::shared_ptr<const std::vector<ChainExample>> examples, int numFeatures,
                        int numLabels, const CrfOptions& options, const LearnerControl& control,
                        const ChainWeights& warmStart) {
  const auto start = std::chrono::steady_clock::now();
  const ChainCrfObjective objective(std::move(examples), numFeatures, numLabels,
                                    options.useTransitions, options.sigma, options.threads);
  CrfResult result;
  result.weights = objective.layout();
  result.weights.w = startPoint(objective.layout(), warmStart);
  if (objective.labelledPositions() == 0) {
    result.weights.w.setZero();
    result.reason = StopReason::EmptyProblem;
    return result;
  }

  const double s2 = options.sigma * options.sigma;
  auto progressAt = [&](int iteration, const Eigen::VectorXd& w, double value, double gradNorm) {
    TrainingProgress p;
    p.pass = iteration;
    p.primal = value;
    p.gap = 0.5 * s2 * gradNorm * gradNorm;
    p.dual = value - p.gap;
    p.trainError = objective.trainingError(w);
    if (control.validationError) p.validationError = control.validationError(w);
    p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return p;
  };
  auto onIteration = [&](const LbfgsIterate& it) {
    if (control.onProgress)
      control.onProgress(progressAt(it.iteration, it.x, it.value, it.gradientNorm));
    return !control.cancelled();
  };

  LbfgsOptions lbfgs;
  lbfgs.history = options.history;
  lbfgs.maxIterations = options.maxIterations;
  lbfgs.gradientTolerance = options.tolerance;
  lbfgs.functionTolerance = options.functionTolerance;
  // By reference: std::function would otherwise copy the objective and its runs.
  auto evaluate = [&objective](const Eigen::VectorXd& w, Eigen::VectorXd& g) {
    return objective(w, g);
  };
  LbfgsResult r = minimizeLbfgs(evaluate, std::move(result.weights.w), lbfgs, onIteration,
                                [&] { return control.cancelled(); });

  result.weights.w = std::move(r.x);
  result.status = r.status;
  result.reason = stopReasonOf(r.status);
  result.gradientNorm = r.gradientNorm;
  result.iterations = r.iterations;
  result.evaluations = r.evaluations;
  result.progress = progressAt(r.iterations, result.weights.w, r.value, r.gradientNorm);
  return result;
}

}  // namespace m3
