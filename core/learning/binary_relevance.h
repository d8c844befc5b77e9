#pragma once
// Independent linear SVMs, one per label ("binary relevance", the paper's BC_l baseline),
// each trained by dual coordinate descent with the same C (labels 0/1 become -1/+1).
// Requires: data.numLabels() >= 1. Ensures: svms.size() == K, svms[i].w.size() == D.
// Cost: K DCD runs over the N x D feature matrix.
#include <vector>

#include "learning/dual_cd_svm.h"

namespace m3 {

struct IndependentSvms {
  std::vector<LinearSvm> svms;
  LabelMatrix predict(const FeatureMatrix& X) const;  // label i on iff decision_i(x) > 0
};

IndependentSvms trainIndependentSvms(const MultiLabelData& data, const DualCdOptions& options);

// The +-1 column of label i: y = 2 labels(:, i) - 1.
Eigen::VectorXd signedLabels(const LabelMatrix& labels, int i);

}  // namespace m3
