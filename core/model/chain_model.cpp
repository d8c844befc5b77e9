#include "model/chain_model.h"

#include "learning/chain_oracle.h"

namespace m3 {

bool ChainModel::operator==(const ChainModel& o) const {
  if (!(labels == o.labels && features == o.features && C == o.C && bool(kernel) == bool(o.kernel))) return false;
  if (!kernel) return weights == o.weights;
  const ChainSmoModel &a = *kernel, &b = *o.kernel;
  return a.kernel == b.kernel && a.numFeatures == b.numFeatures && a.numLabels == b.numLabels &&
         a.useTransitions == b.useTransitions && a.supportVectors == b.supportVectors &&
         a.coefficients == b.coefficients && a.transition == b.transition;
}

WordScores scoreWord(const ChainModel& model, const RowMatrix& features) {
  if (!model.kernel) return {chainNodeScores(model.weights, features), model.weights.transition()};
  return {smoNodeScores(*model.kernel, RowMatrix(features.leftCols(model.kernel->numFeatures))),
          model.kernel->transition};
}

Labeling predictWord(const ChainModel& model, const RowMatrix& features) {
  if (!model.kernel) return predictChain(model.weights, features);
  return predictChainSmo(*model.kernel, RowMatrix(features.leftCols(model.kernel->numFeatures)));
}

}  // namespace m3
