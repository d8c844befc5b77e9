#include "eval/multilabel_metrics.h"

#include <stdexcept>

namespace m3 {

namespace {
double ratio(double tp2, double denominator) { return denominator == 0 ? 1.0 : tp2 / denominator; }
}  // namespace

double binaryF1(const Eigen::Ref<const Eigen::VectorXi>& truth, const Eigen::Ref<const Eigen::VectorXi>& prediction) {
  double tp = 0, positives = 0;
  for (Eigen::Index l = 0; l < truth.size(); ++l) {
    tp += truth(l) == 1 && prediction(l) == 1;
    positives += (truth(l) == 1) + (prediction(l) == 1);
  }
  return ratio(2 * tp, positives);
}

MultiLabelMetrics multiLabelMetrics(const LabelMatrix& truth, const LabelMatrix& prediction) {
  if (truth.rows() != prediction.rows() || truth.cols() != prediction.cols())
    throw std::invalid_argument("multiLabelMetrics: truth and prediction differ in shape");
  MultiLabelMetrics m;
  const Eigen::Index N = truth.rows(), K = truth.cols();
  double tpAll = 0, positivesAll = 0, wrong = 0;
  for (Eigen::Index l = 0; l < N; ++l) {
    double tp = 0, positives = 0;
    bool same = true;
    for (Eigen::Index i = 0; i < K; ++i) {
      const bool t = truth(l, i) == 1, p = prediction(l, i) == 1;
      tp += t && p;
      positives += t + p;
      if (t != p) {
        same = false;
        wrong += 1;
      }
    }
    m.exactMatch += same;
    m.instanceF1 += ratio(2 * tp, positives);
    tpAll += tp;
    positivesAll += positives;
  }
  for (Eigen::Index i = 0; i < K; ++i) {
    const Eigen::VectorXi t = truth.col(i), p = prediction.col(i);
    m.perLabelF1.push_back(binaryF1(t, p));
    m.macroF1 += m.perLabelF1.back();
  }
  if (N > 0) {
    m.exactMatch /= static_cast<double>(N);
    m.instanceF1 /= static_cast<double>(N);
    if (K > 0) m.hammingLoss = wrong / static_cast<double>(N * K);
    m.microF1 = ratio(2 * tpAll, positivesAll);
  }
  if (K > 0 && N > 0) m.macroF1 /= static_cast<double>(K);
  else m.macroF1 = 0;
  return m;
}

}  // namespace m3
