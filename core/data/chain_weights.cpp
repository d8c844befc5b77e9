#include "data/chain_weights.h"

namespace m3 {

Eigen::MatrixXd ChainWeights::transition() const {
  if (!useTransitions) return Eigen::MatrixXd::Zero(numLabels, numLabels);
  return Eigen::Map<const Eigen::MatrixXd>(w.data() + numFeatures * numLabels, numLabels,
                                           numLabels);
}

}  // namespace m3
