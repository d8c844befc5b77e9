#include "tasks/bond_task.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <stdexcept>
#include <tuple>

#include "features/cysteine_pairs.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "io/program_version.h"
#include "learning/binary_svm_oracle.h"
#include "learning/structured_learner.h"

namespace m3 {

using json = nlohmann::json;

BondFeatureKind bondFeatureKindOf(const std::vector<Protein>& proteins, int* inputDim) {
  if (proteins.empty()) throw std::invalid_argument("no proteins");
  const bool vectors = proteins.front().cysteineFeatures.size() > 0;
  const int dim = vectors ? static_cast<int>(proteins.front().cysteineFeatures.cols()) : 0;
  for (const Protein& p : proteins) {
    if (vectors && (p.cysteineFeatures.size() == 0 || p.cysteineFeatures.cols() != dim))
      throw std::invalid_argument(p.name + ": every protein needs per-cysteine vectors of width " +
                                  std::to_string(dim) + " (the first protein has them)");
    if (!vectors && p.sequence.empty())
      throw std::invalid_argument(p.name + ": no sequence (and the first protein has no per-cysteine vectors)");
  }
  if (inputDim) *inputDim = dim;
  return vectors ? BondFeatureKind::Vector : BondFeatureKind::Sequence;
}

Protein bondedCysteinesOnly(const Protein& p) {
  const int n = p.numCysteines();
  std::vector<int> newIndex(static_cast<size_t>(n), -1);
  for (const auto& [a, b] : p.bonds) newIndex.at(a) = newIndex.at(b) = 0;
  std::vector<int> kept;
  for (int i = 0; i < n; ++i)
    if (newIndex[i] == 0) {
      newIndex[i] = static_cast<int>(kept.size());
      kept.push_back(i);
    }
  Protein r;
  r.name = p.name;
  r.sequence = p.sequence;
  for (int i : kept) {
    if (!p.cysteines.empty()) r.cysteines.push_back(p.cysteines[i]);
  }
  if (p.cysteineFeatures.size() > 0) {
    r.cysteineFeatures.resize(static_cast<Eigen::Index>(kept.size()), p.cysteineFeatures.cols());
    for (size_t k = 0; k < kept.size(); ++k) r.cysteineFeatures.row(k) = p.cysteineFeatures.row(kept[k]);
  }
  for (const auto& [a, b] : p.bonds) r.bonds.emplace_back(newIndex[a], newIndex[b]);
  std::sort(r.bonds.begin(), r.bonds.end());
  return r;
}

RowMatrix bondPairFeatures(const BondModel& model, const Protein& p) {
  if (model.features == BondFeatureKind::Vector) {
    if (p.cysteineFeatures.size() == 0 && p.numCysteines() > 0)
      throw std::invalid_argument(p.name + ": the model uses per-cysteine vectors and this protein has none");
    if (p.cysteineFeatures.size() > 0 && p.cysteineFeatures.cols() != model.inputDim)
      throw std::invalid_argument(p.name + ": per-cysteine vectors have width " +
                                  std::to_string(p.cysteineFeatures.cols()) + ", the model expects " +
                                  std::to_string(model.inputDim));
    if (p.numCysteines() < 2) return RowMatrix(0, model.featureDim());
    return vectorPairFeatures(p);
  }
  if (p.sequence.empty() && p.numCysteines() > 0)
    throw std::invalid_argument(p.name + ": the model uses sequence windows and this protein has no sequence");
  if (p.numCysteines() < 2) return RowMatrix(0, model.featureDim());
  return sequencePairFeatures(p);
}

Eigen::MatrixXd bondPairScores(const BondModel& model, const Protein& p) {
  const int n = p.numCysteines();
  Eigen::MatrixXd s = Eigen::MatrixXd::Zero(n, n);
  if (n < 2) return s;
  const RowMatrix features = bondPairFeatures(model, p);
  const Eigen::VectorXd rows = model.kernel ? model.kernel->score(features) : Eigen::VectorXd(features * model.weights);
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) s(a, b) = s(b, a) = rows(pairIndex(a, b, n));
  return s;
}

MatchingResult predictBonds(const BondModel& model, const Protein& p) {
  return maxWeightPerfectMatching(bondPairScores(model, p));
}

std::vector<Bond> predictConnectivity(const BondModel& model, const Protein& p,
                                      Eigen::MatrixXd* scores, double* margin) {
  std::vector<int> nodes;  // p's cysteine index of each matching node
  if (p.bonds.empty()) {
    for (int i = 0; i < p.numCysteines(); ++i) nodes.push_back(i);
  } else {
    for (const auto& [a, b] : p.bonds) nodes.push_back(a), nodes.push_back(b);
    std::sort(nodes.begin(), nodes.end());
  }
  const Protein q = p.bonds.empty() ? p : bondedCysteinesOnly(p);
  const Eigen::MatrixXd s = bondPairScores(model, q);
  const MatchingResult best = maxWeightPerfectMatching(s);
  if (margin) *margin = matchingMargin(s, best);
  std::vector<Bond> bonds;
  for (const Bond& b : best.bonds) bonds.push_back({nodes[b.a], nodes[b.b]});
  if (scores) {
    scores->setConstant(p.numCysteines(), p.numCysteines(), std::numeric_limits<double>::quiet_NaN());
    for (size_t a = 0; a < nodes.size(); ++a)
      for (size_t b = 0; b < nodes.size(); ++b)
        if (a != b) (*scores)(nodes[a], nodes[b]) = s(static_cast<Eigen::Index>(a), static_cast<Eigen::Index>(b));
  }
  return bonds;
}

namespace {

std::vector<Bond> toBonds(const std::vector<std::pair<int, int>>& pairs) {
  std::vector<Bond> bonds;
  for (const auto& [a, b] : pairs) bonds.push_back({a, b});
  return bonds;
}

std::string blockKey(const Protein& p) {
  std::string key = p.name;
  for (const auto& [a, b] : p.bonds) {
    // Appended piece by piece: GCC 12 warns (falsely) about "literal" + std::to_string here.
    key += ' ';
    key += std::to_string(a);
    key += '-';
    key += std::to_string(b);
  }
  return key;
}

BondTrainingResult trainM3n(const std::vector<Protein>& bonded, BondModel model, const BondTrainingOptions& options,
                            const LearnerControl& control, BondWarmStart warmStart) {
  auto examples = std::make_shared<std::vector<BondExample>>();
  std::vector<std::string> keys;
  for (const Protein& p : bonded) {
    examples->push_back({p.numCysteines(), bondPairFeatures(model, p), toBonds(p.bonds)});
    keys.push_back(blockKey(p));
  }
  BondTrainingResult result;
  const double rescale = warmStart.C > 0 ? options.bcfw.C / warmStart.C : 1.0;
  BcfwState state = warmStateByKey(keys, warmStart.blocks, rescale, &result.warmBlocks);
  BondOracle oracle(examples, model.featureDim());
  BcfwResult trained = trainStructured(oracle, options.bcfw, control, std::move(state));
  model.weights = trained.weights;
  result.model = model;
  result.progress = trained.progress;
  result.reason = trained.reason;
  result.warmStart.C = options.bcfw.C;
  for (size_t i = 0; i < keys.size(); ++i) result.warmStart.blocks[keys[i]] = std::move(trained.state.blocks[i]);
  return result;
}

BondTrainingResult trainKernelM3n(const std::vector<Protein>& bonded, BondModel model,
                                  const BondTrainingOptions& options, const LearnerControl& control) {
  std::vector<BondExample> examples;
  for (const Protein& p : bonded) examples.push_back({p.numCysteines(), bondPairFeatures(model, p), toBonds(p.bonds)});
  KernelSpec kernel = *options.kernel;
  if (kernel.type == KernelType::Rbf && !(kernel.gamma > 0)) {
    Eigen::Index rows = 0;
    for (const BondExample& e : examples) rows += e.pairFeatures.rows();
    RowMatrix all(rows, model.featureDim());
    rows = 0;
    for (const BondExample& e : examples) {
      all.middleRows(rows, e.pairFeatures.rows()) = e.pairFeatures;
      rows += e.pairFeatures.rows();
    }
    kernel.gamma = rbfGammaHeuristic(all);
  }
  KernelBondResult trained = trainKernelBondBcfw(examples, kernel, options.bcfw, control);
  model.kernel = std::make_shared<const KernelPairScorer>(std::move(trained.scorer));
  BondTrainingResult result;
  result.model = model;
  result.progress = trained.progress;
  result.reason = trained.reason;
  return result;
}

BondTrainingResult trainPairSvm(const std::vector<Protein>& bonded, BondModel model,
                                const BondTrainingOptions& options, const LearnerControl& control) {
  Eigen::Index rows = 0;
  for (const Protein& p : bonded) rows += static_cast<Eigen::Index>(p.numCysteines()) * (p.numCysteines() - 1) / 2;
  auto features = std::make_shared<RowMatrix>(rows, model.featureDim());
  std::vector<int> labels;
  Eigen::Index r = 0;
  for (const Protein& p : bonded) {
    const RowMatrix f = bondPairFeatures(model, p);
    features->middleRows(r, f.rows()) = f;
    r += f.rows();
    const Eigen::VectorXi y = pairBondLabels(p);
    labels.insert(labels.end(), y.data(), y.data() + y.size());
  }
  BinarySvmOracle oracle(features, std::move(labels));
  BcfwResult trained = trainStructured(oracle, options.bcfw, control);
  model.weights = trained.weights;
  BondTrainingResult result;
  result.model = model;
  result.progress = trained.progress;
  result.reason = trained.reason;
  return result;
}

}  // namespace

BondTrainingResult trainBonds(const std::vector<Protein>& proteins, const BondTrainingOptions& options,
                              const LearnerControl& control, BondWarmStart warmStart) {
  std::vector<Protein> bonded;
  for (const Protein& p : proteins)
    if (!p.bonds.empty()) bonded.push_back(bondedCysteinesOnly(p));
  BondModel model;
  model.kind = options.kind;
  model.C = options.bcfw.C;
  if (bonded.empty()) {
    BondTrainingResult empty;
    if (!proteins.empty()) model.features = bondFeatureKindOf(proteins, &model.inputDim);
    model.weights = Eigen::VectorXd::Zero(model.featureDim());
    empty.model = model;
    empty.reason = StopReason::EmptyProblem;
    return empty;
  }
  model.features = bondFeatureKindOf(bonded, &model.inputDim);
  if (options.kernel && options.kind != BondModelKind::M3n)
    throw std::invalid_argument("kernels are available for the M3N only, not the pair SVM");
  BondTrainingResult result = options.kernel ? trainKernelM3n(bonded, model, options, control)
                              : options.kind == BondModelKind::M3n
                                  ? trainM3n(bonded, model, options, control, std::move(warmStart))
                                  : trainPairSvm(bonded, model, options, control);
  result.proteins = static_cast<int>(bonded.size());
  return result;
}

BondCrossValidation crossValidateBonds(const std::vector<Protein>& proteins, int folds,
                                       const BondTrainingOptions& options, std::uint32_t seed,
                                       const LearnerControl& control, const std::vector<int>& groups) {
  if (folds < 2) throw std::invalid_argument("cross-validation needs at least 2 folds");
  if (!groups.empty() && groups.size() != proteins.size())
    throw std::invalid_argument("one group per protein is needed");
  BondCrossValidation cv;
  cv.fold.assign(proteins.size(), -1);
  // Units that must share a fold: a group of similar proteins, or one protein.
  std::map<int, std::vector<int>> byGroup;
  for (size_t i = 0; i < proteins.size(); ++i)
    if (!proteins[i].bonds.empty()) byGroup[groups.empty() ? static_cast<int>(i) : groups[i]].push_back(static_cast<int>(i));
  std::vector<std::vector<int>> units;
  for (auto& [g, members] : byGroup) units.push_back(std::move(members));
  std::mt19937 rng(seed);
  std::shuffle(units.begin(), units.end(), rng);
  std::stable_sort(units.begin(), units.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
  // Greedy: each unit goes to the fold with the fewest proteins of its bond count (stratified),
  // then the fewest proteins overall.
  std::map<int, std::vector<int>> perCount;
  std::vector<int> total(folds, 0);
  for (const std::vector<int>& unit : units) {
    std::vector<int>& counts = perCount[static_cast<int>(proteins[unit.front()].bonds.size())];
    counts.resize(folds, 0);
    int best = 0;
    for (int f = 1; f < folds; ++f)
      if (std::tie(counts[f], total[f]) < std::tie(counts[best], total[best])) best = f;
    for (int id : unit) cv.fold[id] = best;
    counts[best] += static_cast<int>(unit.size());
    total[best] += static_cast<int>(unit.size());
  }
  for (int f = 0; f < folds; ++f) {
    std::vector<Protein> train, test;
    for (size_t i = 0; i < proteins.size(); ++i) {
      if (cv.fold[i] < 0) continue;
      (cv.fold[i] == f ? test : train).push_back(proteins[i]);
    }
    const auto start = std::chrono::steady_clock::now();
    const BondTrainingResult trained = trainBonds(train, options, control);
    cv.trainSeconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (trained.reason == StopReason::Cancelled) break;
    for (const Protein& p : test) {
      const Protein q = bondedCysteinesOnly(p);
      cv.metrics.add(toBonds(q.bonds), predictBonds(trained.model, q).bonds, q.numCysteines());
    }
  }
  return cv;
}

}  // namespace m3
