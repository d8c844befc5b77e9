#pragma once
// The Graphs workbench (issue 17): linked data -- hypertext, citation or any other graphs --
// whose nodes the user classifies. The open set's graph is drawn as nodes and links (an
// automatic force-directed layout computed off the GUI thread), beside a searchable node table. The
// user selects nodes (click, box, table) and presses a class key; Train runs the chosen model
// in the background -- a general pairwise M3N (any-sign K x K link potentials, LP inference),
// the AMN, or the per-node baselines -- and redraws every node in its predicted class, paler
// where the model is unsure; the learned link potentials appear as a heat map, and the nodes
// the user left alone are scored against the file's labels.
#include <QFutureWatcher>
#include <QWidget>
#include <optional>

#include "geometry/graph_layout.h"
#include "graph_document.h"
#include "tasks/graphs/graph_training_round.h"
#include "tasks/suggestions.h"
#include "training_job.h"
#include "training_panel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;

namespace m3 {

using GraphController = TrainingJob<GraphTrainingRequest, GraphTrainingOutcome, AmnWarmStart>;

class ClassList;
class GraphNodeModel;
class GraphView;
struct GraphNodeLook;

class GraphPanel : public ModelTrainingPanel<GraphModel, GraphTrainingOutcome> {
  Q_OBJECT
 public:
  explicit GraphPanel(QWidget* parent = nullptr);
  ~GraphPanel() override;

  // The generated hypertext sample (core/samples/hypertext_sample.h): what a fresh user sees.
  void openSample(int pages = 300);
  int samplePages() const { return samplePages_; }
  // Opens graphs: one M3Studio graph JSON (.graphs.json, optionally .gz), or node tables with
  // their edge lists (io/node_table_graph.h; WebKB's files): each node table is paired with the
  // edge list given beside it, or else the one file in its folder whose name says "edge".
  // False with *error when nothing could be read (the open set stays).
  bool openPaths(const QStringList& paths, QString* error);
  // By the name's ending: .csv writes node, graph, your label and the prediction per node;
  // .json the open graphs as graph JSON with your labels (unlabelled nodes null).
  bool exportLabels(const QString& path, QString* error) const;

  GraphDocument* document() { return &document_; }
  const GraphDocument* document() const { return &document_; }
  GraphController* controller() { return &controller_; }
  GraphView* view() { return view_; }
  QTableView* nodeTable() { return table_; }
  QTableWidget* metricsTable() { return metrics_; }
  QTableWidget* potentialTable() { return potentials_; }
  QLineEdit* searchBox() { return search_; }

  int shownGraph() const { return shownGraph_; }
  void showGraph(int graph);
  bool isLayingOut() const { return layoutWatcher_.isRunning(); }
  // The selected nodes (document numbers), from the view or the table, ascending.
  std::vector<int> selectedNodes() const;
  void selectNodes(const std::vector<int>& nodes);
  // Label Next (panel_workbench.h): the unlabelled nodes with the smallest local margins (the
  // score lost by the best change of the node alone: a bound on the structured margin).
  std::vector<Suggestion> suggestLabels(int count) const;
  bool isLabelled(const Suggestion& s) const { return document_.userLabel(s.item) != kUnlabelled; }
  void showSuggestion(const Suggestion& s) { selectNodes({s.item}); }
  QString describeSuggestion(const Suggestion& s) const;
  // Gives the selected nodes class k (kUnlabelled: unlabels them), one undo step.
  void labelSelected(int k);
  void useFileLabels(const std::vector<int>& nodes);
  // Selects the first node whose name contains `text` (case-insensitive), from the selected
  // node on (`next`: from the one after it), and shows it.
  bool findNode(const QString& text, bool next = false);

  // "amn", "node-svm", "voted-svm", "random-forest" or "m3n-general".

 signals:
  void layoutFinished();

 protected:
  // Digit keys label the selection (0, Delete: unlabel) in the view and in the table.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override { return document_.labelledCount() > 0; }
  void startJob(std::shared_ptr<const GraphModel> given) override;
  QWidget* createControls();
  QWidget* createResults();
  // `linkDirections`: the two edge features are the link's directions (node tables, sample).
  void afterOpening(const QString& note, bool linkDirections);
  void startLayout();
  bool showsOpenGraph() const;
  GraphNodeLook lookOf(int node) const;
  void refreshLooks();
  void refreshLegend();
  void updateResults();
  void syncTableSelection();
  std::vector<int> tableSelection() const;
  void showSelection(const std::vector<int>& nodes, bool centre);
  // Before other data replaces the open set: nothing shown refers to the old one.
  void beforeReplacing();
  RoundResult acceptOutcome(const GraphTrainingOutcome& outcome) override;
  QString describeOutcome(const GraphTrainingOutcome& outcome) const override;

  GraphDocument document_;
  GraphController controller_{trainAndPredictGraphs, tr("Nothing to train on: label some nodes first.")};
  GraphNodeModel* nodeModel_ = nullptr;
  QSortFilterProxyModel* proxy_ = nullptr;
  GraphView* view_ = nullptr;
  QTableView* table_ = nullptr;
  QComboBox* graphBox_ = nullptr;
  QComboBox* featureBox_ = nullptr;
  QLineEdit* search_ = nullptr;
  QLabel* sourceLabel_ = nullptr;
  ClassList* classList_ = nullptr;  // the classes, their colours and keys
  QLabel* legend_ = nullptr;
  QLabel* resultsTitle_ = nullptr;
  QTableWidget* metrics_ = nullptr;
  QTableWidget* potentials_ = nullptr;
  int shownGraph_ = -1;
  int samplePages_ = 0;
  bool syncing_ = false;  // a selection being copied between the view and the table
  bool selectionInTable_ = false;  // the last selection was made in the table
  struct PendingSelection {
    std::vector<int> nodes;  // the shown graph's, for when its layout arrives
    bool centre = false;
  } pendingSelection_;
  // Layouts of the open set's graphs, computed on demand one at a time.
  std::vector<std::optional<GraphLayout>> layouts_;
  QFutureWatcher<GraphLayout> layoutWatcher_;
  int layingOut_ = -1;
  quint64 layoutGeneration_ = 0;  // of the set whose graph is being laid out
};

}  // namespace m3
