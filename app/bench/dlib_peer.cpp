#include "dlib_peer.h"

#include <chrono>
#include <stdexcept>
#include <string>

// dlib's headers are quiet today only because /usr/include is a system directory; keep
// its own warnings out if dlib ever comes from a non-system prefix.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC diagnostic ignored "-Wdeprecated-copy"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <dlib/matrix.h>
#include <dlib/svm/structural_sequence_labeling_trainer.h>
#pragma GCC diagnostic pop

namespace m3 {
namespace {

// dlib only needs size() from a sequence; the extractor reads our rows in place, so no
// feature is copied.
struct ChainSequence {
  const RowMatrix* features = nullptr;
  unsigned long size() const { return features ? static_cast<unsigned long>(features->rows()) : 0; }
};

// Order-1 extractor whose PSI is our ChainWeights layout (see dlib_peer.h). Stateless
// apart from the sizes, so it is thread-safe as dlib requires.
class ChainFeatureExtractor {
 public:
  using sequence_type = ChainSequence;

  ChainFeatureExtractor() = default;
  ChainFeatureExtractor(unsigned long numFeatures, unsigned long numLabels)
      : F_(numFeatures), K_(numLabels) {}

  unsigned long num_features() const { return F_ * K_ + K_ * K_; }
  unsigned long order() const { return 1; }
  unsigned long num_labels() const { return K_; }

  // y(0) is the label at `position`, y(1) (when position > 0) the label before it.
  template <typename FeatureSetter, typename EXP>
  void get_features(FeatureSetter& setFeature, const sequence_type& x,
                    const dlib::matrix_exp<EXP>& y, unsigned long position) const {
    const unsigned long current = y(0);
    const double* row = x.features->data() + position * F_;  // row-major: row is contiguous
    for (unsigned long f = 0; f < F_; ++f)
      if (row[f] != 0) setFeature(f + F_ * current, row[f]);  // zeros add nothing to PSI
    if (y.size() > 1) setFeature(F_ * K_ + static_cast<unsigned long>(y(1)) + K_ * current);
  }

 private:
  unsigned long F_ = 0;
  unsigned long K_ = 0;
};

void checkArguments(const std::vector<ChainExample>& chains, int numFeatures, int numLabels) {
  if (numFeatures <= 0 || numLabels <= 0)
    throw std::invalid_argument("dlib peer: numFeatures and numLabels must be positive");
  for (const ChainExample& ex : chains) {
    if (ex.features.cols() != numFeatures || ex.features.rows() != ex.length())
      throw std::invalid_argument("dlib peer: feature matrix has the wrong shape");
    for (int y : ex.labels)
      if (y < 0 || y >= numLabels)
        throw std::invalid_argument(
            "dlib peer: chains must be fully labelled with labels in [0, K) (label " +
            std::to_string(y) + ")");
  }
}

std::vector<unsigned long> toDlibLabels(const Labeling& y) {
  return {y.begin(), y.end()};
}

}  // namespace

DlibChainResult trainDlibChain(const std::vector<ChainExample>& train, int numFeatures,
                               int numLabels, const DlibChainOptions& options) {
  checkArguments(train, numFeatures, numLabels);
  if (!(options.C > 0)) throw std::invalid_argument("dlib peer: C must be positive");
  if (!(options.epsilon > 0)) throw std::invalid_argument("dlib peer: epsilon must be positive");

  const int dimension = numFeatures * numLabels + numLabels * numLabels;
  DlibChainResult result;
  result.weights = Eigen::VectorXd::Zero(dimension);
  if (train.empty()) return result;  // the minimiser of 1/2|w|^2 alone

  std::vector<ChainSequence> samples;
  std::vector<std::vector<unsigned long>> labels;
  samples.reserve(train.size());
  labels.reserve(train.size());
  for (const ChainExample& ex : train) {
    samples.push_back({&ex.features});
    labels.push_back(toDlibLabels(ex.labels));
  }

  const ChainFeatureExtractor extractor(static_cast<unsigned long>(numFeatures),
                                        static_cast<unsigned long>(numLabels));
  dlib::structural_sequence_labeling_trainer<ChainFeatureExtractor> trainer(extractor);
  // dlib minimises 1/2|w|^2 + C_dlib * (1/N) sum_i H_i; ours has the plain sum (see header).
  trainer.set_c(options.C * static_cast<double>(train.size()));
  trainer.set_epsilon(options.epsilon);
  trainer.set_num_threads(options.threads <= 1 ? 0 : options.threads);
  for (int k = 0; k < numLabels; ++k) trainer.set_loss(static_cast<unsigned long>(k), 1.0);
  if (options.verbose)
    trainer.be_verbose();
  else
    trainer.be_quiet();

  const auto started = std::chrono::steady_clock::now();
  const dlib::sequence_labeler<ChainFeatureExtractor> labeler = trainer.train(samples, labels);
  result.trainSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  const dlib::matrix<double, 0, 1>& w = labeler.get_weights();
  if (w.size() != dimension)
    throw std::logic_error("dlib peer: dlib returned a weight vector of the wrong size");
  for (int i = 0; i < dimension; ++i) result.weights[i] = w(i);
  return result;
}

Eigen::VectorXd dlibJointFeature(const ChainExample& example, const Labeling& y, int numFeatures,
                                 int numLabels) {
  checkArguments({}, numFeatures, numLabels);
  if (example.features.cols() != numFeatures || example.features.rows() != example.length() ||
      static_cast<int>(y.size()) != example.length())
    throw std::invalid_argument("dlib peer: example and labeling disagree in shape");
  for (int label : y)
    if (label < 0 || label >= numLabels)
      throw std::invalid_argument("dlib peer: labels must lie in [0, K)");

  const ChainFeatureExtractor extractor(static_cast<unsigned long>(numFeatures),
                                        static_cast<unsigned long>(numLabels));
  const ChainSequence sequence{&example.features};
  const std::vector<unsigned long> labels = toDlibLabels(y);
  Eigen::VectorXd psi = Eigen::VectorXd::Zero(extractor.num_features());
  auto add = [&psi](unsigned long index, double value = 1.0) {
    psi[static_cast<Eigen::Index>(index)] += value;
  };
  // The window dlib's structural_svm_sequence_labeling_problem hands the extractor:
  // rowm(mat(label), range(j, max(j - order, 0))), i.e. current label first.
  dlib::matrix<unsigned long, 0, 1> window;
  for (unsigned long j = 0; j < labels.size(); ++j) {
    const long at = static_cast<long>(j);
    window = dlib::rowm(dlib::mat(labels), dlib::range(at, at > 0 ? at - 1 : 0));
    extractor.get_features(add, sequence, window, j);
  }
  return psi;
}

}  // namespace m3
