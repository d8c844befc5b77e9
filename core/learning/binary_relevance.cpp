#include "learning/binary_relevance.h"

namespace m3 {

Eigen::VectorXd signedLabels(const LabelMatrix& labels, int i) {
  return (2 * labels.col(i).cast<double>().array() - 1).matrix();
}

IndependentSvms trainIndependentSvms(const MultiLabelData& data, const DualCdOptions& options) {
  IndependentSvms out;
  for (int i = 0; i < data.numLabels(); ++i)
    out.svms.push_back(trainDualCdSvm(data.features, signedLabels(data.labels, i), options).svm);
  return out;
}

LabelMatrix IndependentSvms::predict(const FeatureMatrix& X) const {
  LabelMatrix out(X.rows(), static_cast<Eigen::Index>(svms.size()));
  for (Eigen::Index l = 0; l < X.rows(); ++l)
    for (std::size_t i = 0; i < svms.size(); ++i)
      out(l, static_cast<Eigen::Index>(i)) = svms[i].decision(X.row(l)) > 0 ? 1 : 0;
  return out;
}

}  // namespace m3
