#include "graph_document.h"

#include <algorithm>

namespace m3 {

GraphDocument::GraphDocument(QObject* parent) : ModelDocument(parent) {}

void GraphDocument::reset(std::shared_ptr<const GraphSet> set, const QString& source) {
  set_ = std::move(set);
  source_ = source;
  start_.clear();
  graphOf_.clear();
  names_.clear();
  for (int g = 0; g < graphCount(); ++g) {
    start_.push_back(static_cast<int>(graphOf_.size()));
    const int n = set_->graphs[static_cast<size_t>(g)].numNodes();
    const std::vector<std::string>* given =
        static_cast<size_t>(g) < set_->nodeNames.size() && set_->nodeNames[static_cast<size_t>(g)].size() == static_cast<size_t>(n)
            ? &set_->nodeNames[static_cast<size_t>(g)]
            : nullptr;
    for (int i = 0; i < n; ++i) {
      graphOf_.push_back(g);
      names_ << (given ? QString::fromStdString((*given)[static_cast<size_t>(i)]) : QString::number(i));
    }
  }
  user_.assign(graphOf_.size(), kUnlabelled);
  labelledCount_ = 0;
  predicted_.clear();
  confidence_.clear();
  confidenceScale_ = 0;
  fractionalGraphs_ = 0;
  model_.reset();
  undo_.clear();
  ++dataGeneration_;
  emit dataChanged();
  emit predictionsChanged();
}

QString GraphDocument::graphName(int g) const {
  return static_cast<size_t>(g) < set_->names.size() ? QString::fromStdString(set_->names[static_cast<size_t>(g)])
                                                    : tr("graph %1").arg(g + 1);
}

int GraphDocument::fileLabel(int node) const {
  return set_->graphs[static_cast<size_t>(graphOf(node))].labels[static_cast<size_t>(localIndex(node))];
}

void GraphDocument::setUserLabel(int node, int label) {
  int& slot = user_[static_cast<size_t>(node)];
  if (slot == label) return;
  labelledCount_ += (label != kUnlabelled) - (slot != kUnlabelled);
  slot = label;
  emit userLabelsChanged(node);
}

std::vector<Labeling> GraphDocument::userLabelings() const {
  std::vector<Labeling> labels;
  for (int g = 0; g < graphCount(); ++g) {
    const auto first = user_.begin() + start_[static_cast<size_t>(g)];
    labels.emplace_back(first, first + set_->graphs[static_cast<size_t>(g)].numNodes());
  }
  return labels;
}

void GraphDocument::setPredictions(const std::vector<Labeling>& predicted,
                                   const std::vector<std::vector<double>>& confidence, int fractionalGraphs,
                                   std::shared_ptr<const GraphModel> model) {
  predicted_.clear();
  confidence_.clear();
  for (const Labeling& p : predicted) predicted_.insert(predicted_.end(), p.begin(), p.end());
  for (const std::vector<double>& c : confidence) confidence_.insert(confidence_.end(), c.begin(), c.end());
  confidenceScale_ = 0;
  if (!confidence_.empty()) {
    std::vector<double> margins = confidence_;
    const auto at = margins.begin() + static_cast<std::ptrdiff_t>(margins.size() * 9 / 10);
    std::nth_element(margins.begin(), at, margins.end());
    confidenceScale_ = *at;
  }
  fractionalGraphs_ = fractionalGraphs;
  model_ = std::move(model);
  emit predictionsChanged();
}

ClassificationMetrics GraphDocument::heldOutMetrics(int* count) const {
  ClassificationMetrics metrics(labelCount());
  Labeling truth, predicted;
  for (int node = 0; node < nodeCount(); ++node)
    if (user_[static_cast<size_t>(node)] == kUnlabelled && fileLabel(node) != kUnlabelled && hasPredictions()) {
      truth.push_back(fileLabel(node));
      predicted.push_back(predicted_[static_cast<size_t>(node)]);
    }
  metrics.add(truth, predicted);
  *count = static_cast<int>(truth.size());
  return metrics;
}

GraphSet GraphDocument::exportSet() const {
  GraphSet set = *set_;
  for (int node = 0; node < nodeCount(); ++node) {
    int& label = set.graphs[static_cast<size_t>(graphOf(node))]
                     .labels[static_cast<size_t>(localIndex(node))];
    if (userLabel(node) != kUnlabelled)
      label = userLabel(node);
    else if (predicted(node) != kUnlabelled)
      label = predicted(node);
  }
  return set;
}

}  // namespace m3
