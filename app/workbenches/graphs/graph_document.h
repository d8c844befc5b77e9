#pragma once
// The Graphs workbench's open data: a set of graphs (core's GraphSet: node features, edges with
// their features, the file's labels), one name per node, the user's labels, and the latest
// model's predictions with a local margin per node. Nodes are numbered across the whole set
// (graph 0's first, then graph 1's, ...), which is what edits, the journal and the node table
// use. Every label edit goes through the undo stack (SetGraphLabelCommand). Nodes the user did
// not label are held out and scored against the file's labels.
#include <QStringList>
#include <memory>
#include <vector>

#include "eval/classification_metrics.h"
#include "model_document.h"
#include "tasks/graphs/graph_training_round.h"

namespace m3 {

class GraphDocument : public ModelDocument<GraphModel> {
  Q_OBJECT
 public:
  explicit GraphDocument(QObject* parent = nullptr);

  // Replaces everything; nodes are named as the set names them, else by their numbers. Clears
  // the undo stack, the user's labels and the predictions.
  void reset(std::shared_ptr<const GraphSet> set, const QString& source);

  std::shared_ptr<const GraphSet> set() const { return set_; }
  int graphCount() const { return static_cast<int>(set_->graphs.size()); }
  QString graphName(int g) const;
  int nodeCount() const { return static_cast<int>(graphOf_.size()); }
  int labelCount() const { return set_->labels.size(); }
  QString labelName(int k) const { return QString::fromStdString(set_->labels.names[static_cast<size_t>(k)]); }
  // Where node `node` lives, and back.
  int graphOf(int node) const { return graphOf_[static_cast<size_t>(node)]; }
  int localIndex(int node) const { return node - start_[static_cast<size_t>(graphOf(node))]; }
  int nodeIndex(int graph, int local) const { return start_[static_cast<size_t>(graph)] + local; }
  QString nodeName(int node) const { return names_[static_cast<size_t>(node)]; }

  int fileLabel(int node) const;  // kUnlabelled where the file has none
  int userLabel(int node) const { return user_[static_cast<size_t>(node)]; }
  int labelledCount() const { return labelledCount_; }
  void setUserLabel(int node, int label);  // for the undo commands
  // The user's labels, one labeling per graph, as the learner takes them.
  std::vector<Labeling> userLabelings() const;

  bool hasPredictions() const { return model_ != nullptr; }
  int predicted(int node) const { return predicted_.empty() ? kUnlabelled : predicted_[static_cast<size_t>(node)]; }
  double confidence(int node) const { return confidence_.empty() ? 0 : confidence_[static_cast<size_t>(node)]; }
  const std::vector<double>& confidences() const {
    return confidence_;
  }  // every node's; empty without
  // A high quantile (90%) of the margins: what the view scales node colours by, so that one
  // very sure node does not make every other look unsure. 0 without predictions.
  double confidenceScale() const { return confidenceScale_; }
  int fractionalGraphs() const { return fractionalGraphs_; }
  void setPredictions(const std::vector<Labeling>& predicted, const std::vector<std::vector<double>>& confidence,
                      int fractionalGraphs, std::shared_ptr<const GraphModel> model);

  // The predictions on nodes the user did not label, against the file's labels (nodes without
  // one do not count); *count receives how many nodes were scored.
  ClassificationMetrics heldOutMetrics(int* count) const;
  // The open graphs labelled as Export Labels writes them (one rule in every workbench): the
  // user's label where given, else the prediction, else the file's.
  GraphSet exportSet() const;

 signals:
  void userLabelsChanged(int node);

 private:
  std::shared_ptr<const GraphSet> set_ = std::make_shared<const GraphSet>();
  std::vector<int> start_, graphOf_;
  QStringList names_;
  Labeling user_;
  int labelledCount_ = 0;
  Labeling predicted_;
  std::vector<double> confidence_;
  double confidenceScale_ = 0;
  int fractionalGraphs_ = 0;
};

}  // namespace m3
