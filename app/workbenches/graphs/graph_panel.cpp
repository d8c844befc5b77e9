#include "graph_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <algorithm>

#include "class_colour.h"
#include "class_list.h"
#include "graph_labels.h"
#include "graph_node_model.h"
#include "graph_potentials.h"
#include "graph_view.h"
#include "model_kind_text.h"
#include "panel_widgets.h"

namespace m3 {

GraphPanel::GraphPanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 400, "graphs", parent) {
  auto* right = new QSplitter(Qt::Vertical, this);
  view_ = new GraphView(right);
  view_->installEventFilter(this);
  right->addWidget(view_);
  right->addWidget(createResults());
  right->setStretchFactor(0, 1);
  right->setStretchFactor(1, 0);
  right->setSizes({640, 230});
  fillWithSplitter(this, createControls(), right, {400, 960});

  connect(view_, &GraphView::selectionChanged, this, &GraphPanel::syncTableSelection);
  connect(&document_, &GraphDocument::userLabelsChanged, this, [this](int node) {
    if (showsOpenGraph() && document_.graphOf(node) == shownGraph_)
      view_->setNodeLook(document_.localIndex(node), lookOf(node));
    live_.edited();
  });
  connect(&document_, &GraphDocument::predictionsChanged, this, [this] {
    refreshLooks();
    updateResults();
  });
  connect(&layoutWatcher_, &QFutureWatcher<GraphLayout>::finished, this, [this] {
    // A finished layout replaced by a newer one may still report: the newer one reports too.
    if (!layoutWatcher_.isFinished()) return;
    const int graph = std::exchange(layingOut_, -1);
    // A layout of graphs closed since it started is dropped.
    if (layoutGeneration_ == document_.dataGeneration() && graph >= 0 &&
        static_cast<size_t>(graph) < layouts_.size()) {
      layouts_[static_cast<size_t>(graph)] = layoutWatcher_.result();
      if (layoutWatcher_.result().method != GraphLayout::kForceDirected)
        emit statusMessage(tr("Layout of %1: %2.")
                               .arg(document_.graphName(graph), QString::fromStdString(layoutWatcher_.result().method)));
    }
    if (graph == shownGraph_) showGraph(shownGraph_);
    else startLayout();
    emit layoutFinished();
  });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
  view_->clear(tr("No graph open. File ▸ Open Graphs… reads graph JSON or node and edge tables (e.g. WebKB); "
                  "File ▸ Open the Graphs Sample opens a generated department's web pages."));
  updateResults();
}

// A layout still running holds only its own copy of the graphs, so it is not waited for.
GraphPanel::~GraphPanel() {
  // The scene's items go after the table's models: their selection must not reach the table.
  disconnect(view_, nullptr, this, nullptr);
}

QWidget* GraphPanel::createControls() {
  auto* panel = new QWidget(this);
  auto* layout = new QVBoxLayout(panel);
  layout->setContentsMargins(4, 0, 0, 0);
  sourceLabel_ = addNote(layout, panel, true);

  auto* form = new QFormLayout;
  graphBox_ = new QComboBox(panel);
  graphBox_->setToolTip(tr("The graph drawn on the right (labels and training use every open graph)"));
  connect(graphBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
    if (i >= 0 && i != shownGraph_) showGraph(i);
  });
  form->addRow(tr("Graph"), graphBox_);
  search_ = new QLineEdit(panel);
  search_->setPlaceholderText(tr("Find a node by name (Enter: next match)"));
  search_->setClearButtonEnabled(true);
  connect(search_, &QLineEdit::textChanged, this, [this](const QString& text) {
    proxy_->setFilterFixedString(text);
    if (!text.isEmpty()) findNode(text, false);
  });
  connect(search_, &QLineEdit::returnPressed, this, [this] { findNode(search_->text(), true); });
  form->addRow(tr("Find"), search_);
  layout->addLayout(form);

  nodeModel_ = new GraphNodeModel(&document_, this);
  proxy_ = new QSortFilterProxyModel(this);
  proxy_->setSourceModel(nodeModel_);
  proxy_->setFilterKeyColumn(GraphNodeModel::Name);
  proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
  proxy_->setSortRole(Qt::UserRole);
  table_ = makeItemTable(proxy_, panel);
  table_->setSortingEnabled(true);
  table_->setWordWrap(false);
  table_->sortByColumn(-1, Qt::AscendingOrder);  // the file's order until a header is clicked
  table_->installEventFilter(this);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  for (int c = 0; c < GraphNodeModel::ColumnCount; ++c) table_->setColumnWidth(c, c == GraphNodeModel::Name ? 90 : 72);
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
    if (syncing_) return;
    selectionInTable_ = true;
    const QScopedValueRollback guard(syncing_, true);
    showSelection(tableSelection(), false);
  });
  layout->addWidget(table_, 1);

  addUseAndClearButtons(
      layout, panel,
      {tr("Use File Labels"), tr("Take the file's labels as yours for the selected nodes (one undo step)"),
       "useFileLabels", tr("Clear Your Labels"), tr("Make the selected nodes unlabelled again (one undo step)")},
      [this] { useFileLabels(selectedNodes()); }, [this] { labelSelected(kUnlabelled); });

  auto* modelForm = new QFormLayout;
  modelForm->addRow(
      tr("Model"),
      createModelBox(panel, tr("The general M3N learns a score for every pair of classes a link "
                               "joins (any sign); the AMN only rewards links whose ends agree; "
                               "the SVM and the forest classify each node alone, the voted SVM "
                               "then lets linked nodes vote")));
  layout->addLayout(modelForm);
  classList_ = new ClassList({.eraser = tr("No label"), .brush = false}, panel);
  classList_->setToolTip(tr("Click a class, or press its key, to give it to the selected nodes"));
  connect(classList_, &ClassList::classChosen, this, [this](int k) { labelSelected(k); });
  layout->addWidget(classList_);
  legend_ = addNote(layout, panel, true);
  return panel;
}

QWidget* GraphPanel::createResults() {
  auto* panel = new QWidget(this);
  auto* layout = new QVBoxLayout(panel);
  layout->setContentsMargins(6, 0, 6, 0);
  resultsTitle_ = addNote(layout, panel, true);
  auto* row = new QHBoxLayout;
  metrics_ = makeScoreTable({tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Nodes")},
                            {QString(), tr("Of the held-out nodes predicted in this class, the share that is"),
                             tr("Of the held-out nodes of this class, the share predicted so")},
                            8, panel);
  row->addWidget(metrics_, 4);
  auto* potentials = new QVBoxLayout;
  featureBox_ = new QComboBox(panel);
  featureBox_->setToolTip(tr("Which edge feature's potentials the heat map shows"));
  connect(featureBox_, &QComboBox::currentIndexChanged, this, [this] { updateResults(); });
  potentials->addWidget(featureBox_);
  potentials_ = makePotentialTable(panel);
  potentials->addWidget(potentials_, 1);
  row->addLayout(potentials, 5);
  layout->addLayout(row, 1);
  return panel;
}

void GraphPanel::beforeReplacing() {
  stop();
  controller_.resetWarmStart();  // its blocks are keyed by node numbers of the old graphs
  const QScopedValueRollback guard(syncing_, true);
  shownGraph_ = -1;
  pendingSelection_ = {};
  selectionInTable_ = false;
  view_->clear(tr("Opening…"));
}

void GraphPanel::afterOpening(const QString& note, bool linkDirections) {
  sourceLabel_->setText(note);
  layouts_.assign(static_cast<size_t>(document_.graphCount()), std::nullopt);
  {
    const QSignalBlocker block(graphBox_);
    graphBox_->clear();
    for (int g = 0; g < document_.graphCount(); ++g)
      graphBox_->addItem(tr("%1 (%Ln node(s))", "", document_.set()->graphs[static_cast<size_t>(g)].numNodes()).arg(document_.graphName(g)));
  }
  featureBox_->blockSignals(true);
  featureBox_->clear();
  for (int f = 0; f < document_.set()->numEdgeFeatures; ++f)
    featureBox_->addItem(linkDirections && document_.set()->numEdgeFeatures == 2
                             ? (f == 0 ? tr("Links from row class to column class") : tr("Links from column class to row class"))
                             : tr("Edge feature %1").arg(f + 1));
  featureBox_->blockSignals(false);
  search_->clear();
  table_->setColumnHidden(GraphNodeModel::Graph, document_.graphCount() < 2);
  refreshLegend();
  shownGraph_ = -1;
  showGraph(0);
  updateResults();
}

void GraphPanel::showGraph(int graph) {
  if (graph < 0 || graph >= document_.graphCount()) return;
  shownGraph_ = graph;
  if (graphBox_->currentIndex() != graph) {
    const QSignalBlocker block(graphBox_);
    graphBox_->setCurrentIndex(graph);
  }
  const std::optional<GraphLayout>& layout = layouts_[static_cast<size_t>(graph)];
  if (!layout) {
    const QScopedValueRollback guard(syncing_, true);
    view_->clear(tr("Laying out %Ln node(s)…", "", document_.set()->graphs[static_cast<size_t>(graph)].numNodes()));
    startLayout();
    return;
  }
  QStringList names;
  const int n = document_.set()->graphs[static_cast<size_t>(graph)].numNodes();
  for (int i = 0; i < n; ++i) names << document_.nodeName(document_.nodeIndex(graph, i));
  {
    const QScopedValueRollback guard(syncing_, true);  // the table keeps its selection
    view_->setGraph(layout->positions, document_.set()->graphs[static_cast<size_t>(graph)].edges, names);
  }
  refreshLooks();
  if (!pendingSelection_.nodes.empty()) {
    const QScopedValueRollback guard(syncing_, selectionInTable_);
    view_->selectNodes(std::exchange(pendingSelection_, {}).nodes, true);
  }
}

// One layout at a time, the shown graph's first, so that no other competes with the one the user waits for.
void GraphPanel::startLayout() {
  if (layoutWatcher_.isRunning()) return;
  int graph = shownGraph_;
  if (graph < 0 || layouts_[static_cast<size_t>(graph)]) return;  // others are laid out when shown
  layingOut_ = graph;
  layoutGeneration_ = document_.dataGeneration();
  const std::shared_ptr<const GraphSet> set = document_.set();
  layoutWatcher_.setFuture(QtConcurrent::run([set, graph] {
    const PairwiseGraph& g = set->graphs[static_cast<size_t>(graph)];
    return layoutGraph(g.numNodes(), g.edges);
  }));
}

// Whether the view shows the shown graph of the open set (not while one opens or lays out).
bool GraphPanel::showsOpenGraph() const {
  return shownGraph_ >= 0 && shownGraph_ < document_.graphCount() && view_->nodeCount() > 0 &&
         view_->nodeCount() == document_.set()->graphs[static_cast<size_t>(shownGraph_)].numNodes();
}

GraphNodeLook GraphPanel::lookOf(int node) const {
  if (document_.userLabel(node) != kUnlabelled)
    return {classColour(document_.userLabel(node)), true};
  if (document_.predicted(node) == kUnlabelled) return {QColor(215, 215, 215), false};
  const double scale = document_.confidenceScale();
  const double sure = scale > 0 ? std::min(1.0, document_.confidence(node) / scale) : 1.0;
  return {fadedTowardsWhite(classColour(document_.predicted(node)), 0.25 + 0.75 * sure),
          false};  // unsure: pale
}

void GraphPanel::refreshLooks() {
  if (!showsOpenGraph()) return;
  std::vector<GraphNodeLook> looks;
  for (int i = 0; i < view_->nodeCount(); ++i) looks.push_back(lookOf(document_.nodeIndex(shownGraph_, i)));
  view_->setNodeLooks(looks);
}

void GraphPanel::refreshLegend() {
  QStringList names;
  for (int k = 0; k < document_.labelCount(); ++k) names << document_.labelName(k);
  classList_->setClasses(names, {});
  legend_->setText(
      tr("Select nodes (click, Ctrl+click, drag a box, or in the table) and press a class's key or "
         "click the class; <b>0</b> unlabels. A dark ring marks your labels; predictions are paler "
         "where the model is unsure. Wheel or +/− zooms, right-drag pans."));
}

std::vector<int> GraphPanel::tableSelection() const {
  return selectedItems(table_);
}

// The selection made last, in the table (which may span graphs) or in the view: the buttons
// under the table take the focus from both, so focus cannot tell.
std::vector<int> GraphPanel::selectedNodes() const {
  if (selectionInTable_ || shownGraph_ < 0) return tableSelection();
  std::vector<int> nodes;
  for (int i : view_->selectedNodes()) nodes.push_back(document_.nodeIndex(shownGraph_, i));
  return nodes;
}

std::vector<Suggestion> GraphPanel::suggestLabels(int count) const {
  std::vector<bool> labelled(static_cast<size_t>(document_.nodeCount()));
  for (int n = 0; n < document_.nodeCount(); ++n)
    labelled[static_cast<size_t>(n)] = document_.userLabel(n) != kUnlabelled;
  if (document_.confidences().size() != labelled.size()) return {};
  return rankSuggestions(document_.confidences(), labelled, {count, 0});
}

QString GraphPanel::describeSuggestion(const Suggestion& s) const {
  //: %1 is the node's name, %2 its graph's, %3 the class the model predicts
  return tr("node %1 of %2, predicted %3")
      .arg(document_.nodeName(s.item), document_.graphName(document_.graphOf(s.item)),
           document_.labelName(document_.predicted(s.item)));
}

void GraphPanel::selectNodes(const std::vector<int>& nodes) {
  selectionInTable_ = false;
  showSelection(nodes, true);
}

// Shows the graph of the first of `nodes` and selects those of them it holds; a graph still
// being laid out gets them once its layout arrives.
void GraphPanel::showSelection(const std::vector<int>& nodes, bool centre) {
  if (!nodes.empty() && document_.graphOf(nodes.front()) != shownGraph_) showGraph(document_.graphOf(nodes.front()));
  std::vector<int> local;
  for (int node : nodes)
    if (document_.graphOf(node) == shownGraph_) local.push_back(document_.localIndex(node));
  pendingSelection_ = {};
  if (view_->nodeCount() == 0) pendingSelection_ = {local, centre || local.size() == 1};
  else view_->selectNodes(local, centre || local.size() == 1);
}

void GraphPanel::syncTableSelection() {
  if (syncing_ || shownGraph_ < 0) return;
  selectionInTable_ = false;
  const QScopedValueRollback guard(syncing_, true);
  QItemSelection selection;
  const std::vector<int> local = view_->selectedNodes();
  for (int i : local) {
    const QModelIndex index = proxy_->mapFromSource(nodeModel_->index(document_.nodeIndex(shownGraph_, i), 0));
    if (index.isValid()) selection.select(index, index);
  }
  table_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
  if (local.size() == 1 && !selection.isEmpty()) table_->scrollTo(selection.indexes().front());
}

bool GraphPanel::findNode(const QString& text, bool next) {
  if (text.isEmpty() || document_.nodeCount() == 0) return false;
  // From the selected node while typing (it may still match), after it for Enter.
  const std::vector<int> selected = selectedNodes();
  const int from = selected.empty() ? 0 : selected.front() + (next ? 1 : 0);
  for (int step = 0; step < document_.nodeCount(); ++step) {
    const int node = (from + step) % document_.nodeCount();
    if (document_.nodeName(node).contains(text, Qt::CaseInsensitive)) {
      selectNodes({node});
      return true;
    }
  }
  emit statusMessage(tr("No node's name contains “%1”.").arg(text));
  return false;
}

bool GraphPanel::eventFilter(QObject* watched, QEvent* event) {
  if ((watched == view_ || watched == table_) && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    const int k = ClassList::classOfKey(key, document_.labelCount());
    if (k != ClassList::kNoClass) {
      labelSelected(k);
      return true;
    }
    if (key->modifiers() == Qt::NoModifier &&
        (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)) {
      labelSelected(kUnlabelled);
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void GraphPanel::labelSelected(int k) {
  const std::vector<int> nodes = selectedNodes();
  if (nodes.empty()) {
    emit statusMessage(tr("Select nodes first: click one, Ctrl+click more, or drag a box around them."));
    return;
  }
  replaceLabelsInOneStep(
      GraphLabels(&document_), nodes, [k](int) { return std::optional(k); },
      [this, k](int n) {
        return k == kUnlabelled ? tr("Unlabel %Ln node(s)", "", n)
                                : tr("Label %Ln node(s) as %1", "", n).arg(document_.labelName(k));
      });
}

void GraphPanel::useFileLabels(const std::vector<int>& nodes) {
  replaceLabelsInOneStep(
      GraphLabels(&document_), nodes,
      [this](int node) {
        const int file = document_.fileLabel(node);
        return file == kUnlabelled ? std::nullopt : std::optional(file);
      },
      [](int n) { return tr("Use the file's labels (%Ln node(s))", "", n); });
}

void GraphPanel::startJob(std::shared_ptr<const GraphModel> given) {
  if (document_.nodeCount() == 0) {
    emit statusMessage(tr("Open a graph first (File ▸ Open Graphs…)."));
    return;
  }
  if (!given && document_.labelledCount() == 0) {
    emit statusMessage(tr("Label some nodes first: select them and press a class's key, or Use File Labels."));
    return;
  }
  GraphTrainingRequest request;
  request.set = document_.set();
  request.labels = document_.userLabelings();
  request.general = modelKindId() == "m3n-general";
  if (!request.general) request.amn.kind = parseGraphModelKind(modelKindId());
  applyLearnerSettings(request.amn.bcfw);
  applyLearnerSettings(request.generalOptions.bcfw);
  request.amn.balancedLoss = request.generalOptions.balancedLoss = learner_.balancedLoss();
  request.given = std::move(given);
  request.dataGeneration = document_.dataGeneration();
  controller_.start(std::move(request));
}

RoundResult GraphPanel::acceptOutcome(const GraphTrainingOutcome& outcome) {
  if (outcome.predictions.size() != static_cast<size_t>(document_.graphCount()))
    return RoundResult::Stopped;
  document_.setPredictions(outcome.predictions, outcome.confidence, outcome.fractionalGraphs,
                           outcome.model);
  return RoundResult::Shown;
}

QString GraphPanel::describeOutcome(const GraphTrainingOutcome& outcome) const {
  //: %4 is "%Ln node(s)"
  return tr("%1 trained on %Ln labelled node(s) in %L2 s%3; %4 predicted in %L5 s.", "",
            outcome.labelledNodes)
      .arg(modelKindText(outcome.model->kindName()))
      .arg(outcome.trainSeconds, 0, 'f', 2)
      .arg(gapSummary(outcome.progress, outcome.reason))
      .arg(tr("%Ln node(s)", "", document_.nodeCount()))
      .arg(outcome.predictSeconds, 0, 'f', 2);
}

}  // namespace m3

namespace m3 {

void GraphPanel::updateResults() {
  metrics_->setRowCount(0);
  const QStringList names = [this] {
    QStringList n;
    for (int k = 0; k < document_.labelCount(); ++k) n << document_.labelName(k);
    return n;
  }();
  const GraphModel* model = document_.model().get();
  showEdgePotentials(potentials_, model, featureBox_->currentIndex(), names);
  featureBox_->setEnabled(model != nullptr);
  if (!model) {
    resultsTitle_->setText(document_.nodeCount() == 0
                               ? QString()
                               : tr("Label some nodes, then Train (F5). Nodes you leave alone are held out and "
                                    "scored here against the file's labels; the learned link potentials appear on "
                                    "the right."));
    return;
  }
  int heldOut = 0;
  const ClassificationMetrics m = document_.heldOutMetrics(&heldOut);
  const QString lp = model->general ? tr(" The LP was integral on %L1 of %Ln graph(s) (fractional ones are rounded).",
                                         "", document_.graphCount())
                                          .arg(document_.graphCount() - document_.fractionalGraphs())
                                    : QString();
  if (heldOut == 0) {
    resultsTitle_->setText(tr("No held-out node has a label in the file to score against.") + lp);
    return;
  }
  for (int k = 0; k < document_.labelCount(); ++k) {
    const int row = metrics_->rowCount();
    metrics_->insertRow(row);
    const QString cells[] = {names[k], QLocale().toString(m.precision(k), 'f', 3), QLocale().toString(m.recall(k), 'f', 3),
                             QLocale().toString(m.f1(k), 'f', 3), QLocale().toString(m.confusion.row(k).sum())};
    for (int c = 0; c < 5; ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
      if (c == 0) item->setIcon([&] {
        QPixmap swatch(10, 10);
        swatch.fill(classColour(k));
        return QIcon(swatch);
      }());
      metrics_->setItem(row, c, item);
    }
  }
  resultsTitle_->setText(
      tr("<b>Held out</b> (%Ln node(s) you did not label, against the file's labels), %1: accuracy "
         "<b>%L2</b>.%3",
         "", heldOut)
          .arg(modelKindText(model->kindName()))
          .arg(m.accuracy(), 0, 'f', 3)
          .arg(lp));
}

}  // namespace m3
