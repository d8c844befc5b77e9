#include "learning/kernel.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace m3 {

namespace {

// Integer powers by repeated multiplication: exact for the small degrees used and faster
// than std::pow in the inner loops.
double integerPower(double base, int degree) {
  double result = base;
  for (int k = 1; k < degree; ++k) result *= base;
  return result;
}

// Turns a block of dot products into kernel values in place.
void applyKernel(const KernelSpec& kernel, Eigen::Ref<Eigen::MatrixXd> dots,
                 const Eigen::VectorXd& rowNorms, const Eigen::VectorXd& colNorms) {
  switch (kernel.type) {
    case KernelType::Linear:
      return;
    case KernelType::Polynomial:
      dots = dots.unaryExpr([&](double d) { return kernel.fromDot(d, 0, 0); });
      return;
    case KernelType::Rbf:
      for (Eigen::Index c = 0; c < dots.cols(); ++c)
        for (Eigen::Index r = 0; r < dots.rows(); ++r)
          dots(r, c) = kernel.fromDot(dots(r, c), rowNorms[r], colNorms[c]);
      return;
  }
}

Eigen::VectorXd squaredRowNorms(const RowMatrix& m) { return m.rowwise().squaredNorm(); }

}  // namespace

void KernelSpec::validate() const {
  if (type == KernelType::Polynomial &&
      (degree < 1 || !(offset >= 0) || !std::isfinite(offset) || !(scale > 0) ||
       !std::isfinite(scale)))
    throw std::invalid_argument(
        "polynomial kernel: need degree >= 1, offset >= 0 and scale > 0");
  if (type == KernelType::Rbf && (!(gamma > 0) || !std::isfinite(gamma)))
    throw std::invalid_argument("RBF kernel: gamma must be positive");
}

double KernelSpec::fromDot(double dot, double squaredNormA, double squaredNormB) const {
  switch (type) {
    case KernelType::Linear:
      return dot;
    case KernelType::Polynomial:
      return integerPower(scale * dot + offset, degree);
    case KernelType::Rbf:
      // |a - b|^2 expanded; clamp the rounding error that can make it slightly negative.
      return std::exp(-gamma * std::max(0.0, squaredNormA + squaredNormB - 2 * dot));
  }
  return 0;
}

double KernelSpec::operator()(const Eigen::Ref<const Eigen::RowVectorXd>& a,
                              const Eigen::Ref<const Eigen::RowVectorXd>& b) const {
  if (type == KernelType::Rbf) return std::exp(-gamma * (a - b).squaredNorm());
  return fromDot(a.dot(b), 0, 0);
}

std::string KernelSpec::name() const {
  std::ostringstream out;
  switch (type) {
    case KernelType::Linear: out << "linear"; break;
    case KernelType::Polynomial:
      out << "poly" << degree << " (scale " << scale << ", offset " << offset << ")";
      break;
    case KernelType::Rbf: out << "rbf (gamma " << gamma << ")"; break;
  }
  return out.str();
}

Eigen::MatrixXd kernelMatrix(const KernelSpec& kernel, const RowMatrix& a, const RowMatrix& b) {
  kernel.validate();
  if (a.cols() != b.cols()) throw std::invalid_argument("kernelMatrix: dimensions differ");
  Eigen::MatrixXd gram = a * b.transpose();
  const bool rbf = kernel.type == KernelType::Rbf;
  applyKernel(kernel, gram, rbf ? squaredRowNorms(a) : Eigen::VectorXd(),
              rbf ? squaredRowNorms(b) : Eigen::VectorXd());
  return gram;
}

Eigen::MatrixXd kernelExpansion(const KernelSpec& kernel, const RowMatrix& points,
                                const RowMatrix& centres, const Eigen::MatrixXd& coefficients) {
  kernel.validate();
  if (points.cols() != centres.cols() || coefficients.rows() != centres.rows())
    throw std::invalid_argument("kernelExpansion: shapes do not match");
  Eigen::MatrixXd out = Eigen::MatrixXd::Zero(points.rows(), coefficients.cols());
  if (centres.rows() == 0) return out;
  const bool rbf = kernel.type == KernelType::Rbf;
  const Eigen::VectorXd centreNorms = rbf ? squaredRowNorms(centres) : Eigen::VectorXd();
  constexpr Eigen::Index kBlock = 256;  // rows per Gram block: bounds temporary memory
  Eigen::MatrixXd gram;
  for (Eigen::Index start = 0; start < points.rows(); start += kBlock) {
    const Eigen::Index n = std::min(kBlock, points.rows() - start);
    const auto block = points.middleRows(start, n);
    gram.noalias() = block * centres.transpose();
    const Eigen::VectorXd blockNorms =
        rbf ? Eigen::VectorXd(block.rowwise().squaredNorm()) : Eigen::VectorXd();
    applyKernel(kernel, gram, blockNorms, centreNorms);
    out.middleRows(start, n).noalias() = gram * coefficients;
  }
  return out;
}

KernelRowCache::KernelRowCache(const KernelSpec& kernel, std::shared_ptr<const RowMatrix> vectors,
                               std::size_t byteBudget)
    : kernel_(kernel), vectors_(std::move(vectors)) {
  kernel_.validate();
  if (!vectors_) throw std::invalid_argument("KernelRowCache: no vectors");
  squaredNorms_ = squaredRowNorms(*vectors_);
  diagonal_.resize(size());
  for (int i = 0; i < size(); ++i)
    diagonal_[i] = kernel_.fromDot(squaredNorms_[i], squaredNorms_[i], squaredNorms_[i]);
  const std::size_t bytes = std::max<std::size_t>(rowBytes(), 1);
  capacity_ = static_cast<int>(std::clamp<std::size_t>(byteBudget / bytes, 1, std::max(size(), 1)));
  slotOfRow_.assign(size(), -1);
}

double KernelRowCache::value(int i, int j) const {
  return kernel_.fromDot(vectors_->row(i).dot(vectors_->row(j)), squaredNorms_[i],
                         squaredNorms_[j]);
}

void KernelRowCache::computeRow(int i, std::vector<double>& out) const {
  out.resize(size());
  Eigen::Map<Eigen::VectorXd> row(out.data(), size());
  row.noalias() = (*vectors_) * vectors_->row(i).transpose();
  if (kernel_.type == KernelType::Linear) return;
  for (int j = 0; j < size(); ++j) row[j] = kernel_.fromDot(row[j], squaredNorms_[i], squaredNorms_[j]);
}

int KernelRowCache::acquireSlot() {
  if (static_cast<int>(slots_.size()) < capacity_) {
    slots_.emplace_back();
    rowOfSlot_.push_back(-1);
    recency_.push_front(static_cast<int>(slots_.size()) - 1);
    recencyOfSlot_.push_back(recency_.begin());
    peakBytes_ = std::max(peakBytes_, bytesHeld());
    return static_cast<int>(slots_.size()) - 1;
  }
  const int victim = recency_.back();
  slotOfRow_[rowOfSlot_[victim]] = -1;
  rowOfSlot_[victim] = -1;
  recency_.splice(recency_.begin(), recency_, recencyOfSlot_[victim]);
  return victim;
}

Eigen::Map<const Eigen::VectorXd> KernelRowCache::row(int i) {
  int slot = slotOfRow_[i];
  if (slot >= 0) {
    ++hits_;
    recency_.splice(recency_.begin(), recency_, recencyOfSlot_[slot]);
  } else {
    ++misses_;
    slot = acquireSlot();
    computeRow(i, slots_[slot]);
    slotOfRow_[i] = slot;
    rowOfSlot_[slot] = i;
  }
  return {slots_[slot].data(), size()};
}

void KernelRowCache::clear() {
  slots_.clear();
  rowOfSlot_.clear();
  recency_.clear();
  recencyOfSlot_.clear();
  slotOfRow_.assign(size(), -1);
}

const std::vector<std::string>& kernelNames() {
  static const std::vector<std::string> names{"linear", "poly2", "poly3", "rbf"};
  return names;
}

KernelSpec kernelFromName(const std::string& name, double scale, double gamma) {
  if (name == "linear") return KernelSpec::linear();
  if (name == "poly2") return KernelSpec::polynomial(2, 1.0, scale);
  if (name == "poly3") return KernelSpec::polynomial(3, 1.0, scale);
  if (name == "rbf") return KernelSpec::rbf(gamma);
  std::string known;
  for (const std::string& k : kernelNames()) known += (known.empty() ? "" : ", ") + k;
  throw std::invalid_argument("unknown kernel \"" + name + "\" (" + known + ")");
}

}  // namespace m3
