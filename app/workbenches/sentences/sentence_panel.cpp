#include "sentence_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "eval/bracket_metrics.h"
#include "item_browser.h"
#include "model_kind_text.h"
#include "panel_widgets.h"
#include "sentence_list_model.h"
#include "sentence_trees.h"
#include "tasks/sentences/sentence_suggestions.h"

namespace m3 {

namespace {

// The treebank's common constituent labels, offered in the label box (any label may be typed).
const char* const kCommonLabels[] = {"NP", "VP", "PP", "S", "SBAR", "ADJP", "ADVP", "QP", "WHNP", "PRN",
                                     "SINV", "SQ", "UCP", "NX", "CONJP", "FRAG", "X"};
const QColor kWrong(215, 40, 40), kMissed(235, 140, 0);

QScrollArea* scrolling(QWidget* content, QWidget* parent) {
  auto* area = new QScrollArea(parent);
  area->setWidget(content);
  area->setWidgetResizable(true);
  area->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  area->setBackgroundRole(QPalette::Base);
  return area;
}

}  // namespace

SentencePanel::SentencePanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 600, "sentences", parent) {
  fillWithSplitter(this, createControls(), createTrees(), {430, 930});
  // Scores are summed over every sentence: once per turn of the event loop, not once per tree
  // when Use File Trees or an undo changes thousands.
  resultsTimer_.setSingleShot(true);
  resultsTimer_.setInterval(0);
  connect(&resultsTimer_, &QTimer::timeout, this, &SentencePanel::updateResults);
  connect(&document_, &SentenceDocument::userTreeChanged, this, [this](int i) {
    if (i == currentSentence()) refreshTrees();
    resultsTimer_.start();
    live_.edited();
  });
  connect(&document_, &SentenceDocument::predictionsChanged, this, [this] {
    refreshTrees();
    updateResults();
  });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
  updateResults();
  refreshTrees();
}

QWidget* SentencePanel::createControls() {
  model_ = new SentenceListModel(&document_, this);
  filter_ = new SentenceFilter(&document_, this);
  filter_->setSourceModel(model_);
  browser_ = new ItemBrowser(filter_, this);
  auto* panel = browser_;
  auto* form = new QFormLayout;
  find_ = new QLineEdit(panel);
  find_->setObjectName("findSentence");
  find_->setPlaceholderText(tr("Words in the sentence"));
  find_->setClearButtonEnabled(true);
  auto* row = new QHBoxLayout;
  maxWords_ = new QSpinBox(panel);
  maxWords_->setRange(0, 10000);
  maxWords_->setSpecialValueText(tr("any"));
  maxWords_->setToolTip(tr("Show only sentences of at most this many words"));
  onlyErrors_ = new QCheckBox(tr("Only the parser's errors"), panel);
  onlyErrors_->setToolTip(tr("Show only sentences whose predicted tree is not exactly right (F1 below 1)"));
  row->addWidget(maxWords_);
  row->addWidget(onlyErrors_, 1);
  form->addRow(tr("Find"), find_);
  form->addRow(tr("Longest"), row);
  auto* above = new QVBoxLayout;  // the list's source, then its filter
  sourceLabel_ = addNote(above, panel, true);
  above->addLayout(form);
  browser_->column()->insertLayout(0, above);

  connect(find_, &QLineEdit::textChanged, filter_, &SentenceFilter::setText);
  connect(maxWords_, &QSpinBox::valueChanged, filter_, &SentenceFilter::setMaxWords);
  connect(onlyErrors_, &QCheckBox::toggled, filter_, &SentenceFilter::setOnlyErrors);
  QTableView* table = browser_->table();
  table->setSortingEnabled(true);
  table->setWordWrap(false);
  table->sortByColumn(-1, Qt::AscendingOrder);  // the file's order until a header is clicked
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  table->horizontalHeader()->setSectionResizeMode(SentenceListModel::Text, QHeaderView::Stretch);
  for (int c : {SentenceListModel::Number, SentenceListModel::Words, SentenceListModel::Yours, SentenceListModel::F1})
    table->setColumnWidth(c, 48);
  table->installEventFilter(this);
  connect(browser_, &ItemBrowser::currentChanged, this, [this](int sentence) {
    if (sentence >= 0) filter_->setPinned(sentence);
    treeView_->clearSelection();  // another sentence's words
    refreshTrees();
  });

  browser_->addUseAndClear(
      {tr("Use File Trees"),
       tr("Take the file's trees as yours for the selected sentences (one undo step)"),
       "useFileTrees", tr("Clear Your Trees"),
       tr("Take away your trees of the selected sentences (one undo step)")},
      [this](const std::vector<int>& sentences) { useFileTrees(sentences); },
      [this](const std::vector<int>& sentences) { clearTrees(sentences); });

  auto* modelBox = createModelBox(
      panel,
      tr("All of them read their grammar and word-tag statistics off your trees. GENERATIVE scores "
         "a tree by its probability; BASIC learns a weight per rule that maximises the margin "
         "between "
         "your trees and every other tree, counting wrong brackets as the loss (it learns from "
         "your trees of at most 15 words). LEXICAL adds weights for the words at and around each "
         "constituent's edges (\"today\" stands alone), and needs more trees to pay off. "
         "LEXICAL+AUX also learns how far to trust the GENERATIVE parser's brackets."));
  browser_->addForm()->addRow(tr("Parser"), modelBox);
  auto* help = addNote(browser_->column(), panel, true);
  help->setText(tr("Drag across words and type a label (NP, VP, …) + <b>Enter</b> to bracket them; click a label, "
                   "then type another + Enter to rename it or press <b>Delete</b> to remove it. In the list, <b>A</b> "
                   "keeps the tree shown as yours and <b>P</b> starts from the prediction; <b>↑ ↓</b> go through "
                   "the list."));
  return panel;
}

QWidget* SentencePanel::createTrees() {
  auto* split = new QSplitter(Qt::Vertical, this);
  auto* top = new QWidget(split);
  auto* topLayout = new QVBoxLayout(top);
  topLayout->setContentsMargins(6, 0, 6, 0);
  treeCaption_ = addNote(topLayout, top, true);
  // Two rows: in one, the label box and five buttons made the window wider than a laptop's
  // screen.
  auto* edit = new QHBoxLayout;
  auto* take = new QHBoxLayout;
  labelBox_ = new QComboBox(top);
  labelBox_->setEditable(true);
  labelBox_->setInsertPolicy(QComboBox::NoInsert);
  for (const char* label : kCommonLabels) labelBox_->addItem(QString::fromLatin1(label));
  labelBox_->setMinimumContentsLength(8);
  labelBox_->setToolTip(tr("The label of a new bracket or of the selected one; Enter applies it"));
  connect(labelBox_->lineEdit(), &QLineEdit::returnPressed, this, [this] { applyLabel(); });
  edit->addWidget(new QLabel(tr("Label"), top));
  edit->addWidget(labelBox_);
  const auto button = [&](QHBoxLayout* row, const QString& text, const QString& tip, auto slot) {
    auto* b = new QPushButton(text, top);
    b->setToolTip(tip);
    b->setFocusPolicy(Qt::NoFocus);  // the tree view keeps the keys
    connect(b, &QPushButton::clicked, this, slot);
    row->addWidget(b);
  };
  button(edit, tr("Bracket"), tr("Bracket the selected words with the label (Enter)"),
         [this] { addBracket(labelBox_->currentText()); });
  button(edit, tr("Rename"), tr("Give the selected bracket or tag the label (Enter)"),
         [this] { relabelSelected(labelBox_->currentText()); });
  button(edit, tr("Remove"), tr("Remove the selected bracket; its parts move up (Delete)"),
         [this] { removeSelected(); });
  button(take, tr("Keep as Mine"),
         tr("Make the tree shown your tree as it is (A in the sentence list)"),
         [this] { keepShownTree(); });
  button(take, tr("Use Prediction"),
         tr("Make the predicted tree yours, to correct it (P in the sentence list)"),
         [this] { usePrediction(); });
  edit->addStretch(1);
  take->addStretch(1);
  topLayout->addLayout(edit);
  topLayout->addLayout(take);
  treeView_ = new ParseTreeView(top);
  treeView_->setEditable(true);
  treeView_->installEventFilter(this);
  topLayout->addWidget(scrolling(treeView_, top), 1);

  auto* bottom = new QWidget(split);
  auto* bottomLayout = new QVBoxLayout(bottom);
  bottomLayout->setContentsMargins(6, 0, 6, 0);
  predictedCaption_ = addNote(bottomLayout, bottom, true);
  predictedView_ = new ParseTreeView(bottom);
  bottomLayout->addWidget(scrolling(predictedView_, bottom), 1);
  results_ = addNote(bottomLayout, bottom, true);
  split->addWidget(top);
  split->addWidget(bottom);
  split->setSizes({470, 400});
  return split;
}

void SentencePanel::afterOpening(const QString& note) {
  stop();
  sourceLabel_->setText(note);
  filter_->setPinned(-1);
  browser_->setCurrent(-1);
  // Other sentences: no predictions yet, so a filter left on would show an empty list.
  find_->clear();
  onlyErrors_->setChecked(false);
  maxWords_->setValue(0);
  if (document_.sentenceCount() > 0) showSentence(filter_->mapToSource(filter_->index(0, 0)).row());
  updateResults();
}

void SentencePanel::showSentence(int sentence) {
  if (sentence < 0 || sentence >= document_.sentenceCount()) return;
  filter_->setPinned(sentence);  // first: its row must be in the list to be selected
  browser_->setCurrent(sentence);
}

int SentencePanel::currentSentence() const {
  return browser_->current();
}

std::vector<int> SentencePanel::selectedSentences() const {
  return browser_->selected();
}

void SentencePanel::refreshTrees() {
  if (currentSentence() < 0 || currentSentence() >= document_.sentenceCount()) {
    treeView_->setTree(nullptr, document_.sentenceCount() == 0
                                    ? tr("No sentences open. File ▸ Open Sentences… reads treebank files (.mrg) or "
                                         "text, one sentence per line; File ▸ Open the Sentences Sample opens "
                                         "generated ones.")
                                    : tr("Choose a sentence in the list."));
    predictedView_->setTree(nullptr, QString());
    treeCaption_->clear();
    predictedCaption_->clear();
    return;
  }
  // Keep what the user selected where the same tree is redrawn (an undo elsewhere, a new prediction).
  const WordSpan span = treeView_->selectedSpan();
  const std::optional<TreePath> node = treeView_->selectedNode();
  const ParseTree shown = document_.editableTree(currentSentence());
  treeView_->setTree(&shown);
  const ParseTree* user = document_.userTree(currentSentence());
  treeView_->setFaded(!user);
  const ParseTree* predicted = document_.predicted(currentSentence());
  const ParseTree* reference = document_.reference(currentSentence());
  const QString words = tr("%Ln words", nullptr, document_.wordCount(currentSentence()));
  if (user)
    treeCaption_->setText(
        tr("<b>Your tree</b> of sentence %L1 (%2).%3")
            .arg(currentSentence() + 1)
            .arg(words, predicted ? tr(" Orange: brackets the parser missed.") : QString()));
  else if (document_.fileTree(currentSentence()))
    treeCaption_->setText(tr("<b>The file's tree</b> of sentence %L1 (%2), not yours yet: edit it, "
                             "or Keep as Mine (A in the list).")
                              .arg(currentSentence() + 1)
                              .arg(words));
  else if (predicted)
    treeCaption_->setText(tr("<b>The predicted tree</b> of sentence %L1 (%2), not yours yet: "
                             "correct it, or Keep as Mine (A in the list).")
                              .arg(currentSentence() + 1)
                              .arg(words));
  else
    treeCaption_->setText(tr("Sentence %L1 (%2) has <b>no tree yet</b>: drag across words and type "
                             "a label to bracket them.")
                              .arg(currentSentence() + 1)
                              .arg(words));
  if (predicted && reference && !(shown == *predicted))
    treeView_->setMarks(unmatchedBracketPaths(shown, *predicted, *reference), kMissed);
  if (node && nodeAt(shown, *node)) treeView_->selectNode(*node);
  else if (span.end > span.start) treeView_->selectSpan(span);

  if (!predicted) {
    predictedView_->setTree(nullptr, !document_.hasPredictions()
                                         ? tr("No prediction yet: give some sentences a tree, then Train (F5).")
                                         : tr("Not parsed: longer than %Ln word(s).", "", ParseTrainingRequest{}.maxParsedWords));
    predictedCaption_->setText(tr("<b>Predicted tree</b>"));
    return;
  }
  predictedView_->setTree(predicted);
  const double f1 = document_.sentenceF1(currentSentence());
  if (reference) {
    predictedView_->setMarks(unmatchedBracketPaths(*predicted, *reference, *reference), kWrong);
    predictedCaption_->setText(tr("<b>Predicted tree</b>: F1 %L1 against %2. Red: brackets that are not there.")
                                   .arg(f1, 0, 'f', 2)
                                   .arg(user ? tr("your tree") : tr("the file's tree")));
  } else {
    predictedCaption_->setText(tr("<b>Predicted tree</b> (no tree to score it against)."));
  }
}

QString SentencePanel::parserTitle(ParserKind kind) {
  return modelKindText(parserKindName(kind));
}

void SentencePanel::updateResults() {
  if (document_.sentenceCount() == 0) return results_->clear();
  const QString yours = tr("Your trees: %L1 of %Ln sentence(s).", "", document_.sentenceCount()).arg(document_.userTreeCount());
  const auto model = document_.model();
  if (!model) return results_->setText(yours + " " + tr("Train (F5) to parse every sentence."));
  const BracketScores s = document_.heldOutScores();
  const QString kind = isMaxMarginParser(model->kind) ? tr("%1, C = %L2").arg(parserTitle(model->kind)).arg(model->C)
                                                     : parserTitle(model->kind);
  if (s.sentences == 0) return results_->setText(yours + " " + tr("Parser: %1. No held-out sentence has a tree in the file to score against.").arg(kind));
  results_->setText(yours + " " + tr("<b>Held out</b> (%Ln sentence(s) you gave no tree, against the file's): labelled "
                                     "F1 <b>%L1</b>, precision %L2, recall %L3, exact %L4. Parser: %5.",
                                     "", s.sentences)
                                      .arg(s.f1(), 0, 'f', 3)
                                      .arg(s.precision(), 0, 'f', 3)
                                      .arg(s.recall(), 0, 'f', 3)
                                      .arg(s.exactMatch(), 0, 'f', 3)
                                      .arg(kind));
}

bool SentencePanel::replaceShownTree(const ParseTree& tree, const QString& text) {
  if (const ParseTree* user = document_.userTree(currentSentence()); user && *user == tree)
    return true;  // no change
  document_.undoStack()->push(
      new SetSentenceTreeCommand(&document_, currentSentence(), tree, text));
  return true;
}

namespace {
// Treebank labels are upper case: "np" typed means NP.
std::string treebankLabel(const QString& typed) { return typed.trimmed().toUpper().toStdString(); }
}  // namespace

bool SentencePanel::addBracket(const QString& label) {
  if (currentSentence() < 0) return false;
  ParseTree tree = document_.editableTree(currentSentence());
  TreePath added;
  std::string why;
  if (!m3::addBracket(tree, treeView_->selectedSpan(), treebankLabel(label), &added, &why)) {
    emit statusMessage(tr("No bracket added: %1.").arg(QString::fromStdString(why)));
    return false;
  }
  replaceShownTree(tree, tr("Bracket %1").arg(QString::fromStdString(treebankLabel(label))));
  treeView_->selectNode(added);
  return true;
}

bool SentencePanel::relabelSelected(const QString& label) {
  if (currentSentence() < 0 || !treeView_->selectedNode()) {
    emit statusMessage(tr("Click a label in the tree first."));
    return false;
  }
  ParseTree tree = document_.editableTree(currentSentence());
  const TreePath path = *treeView_->selectedNode();
  std::string why;
  if (!relabelNode(tree, path, treebankLabel(label), &why)) {
    emit statusMessage(tr("Not renamed: %1.").arg(QString::fromStdString(why)));
    return false;
  }
  replaceShownTree(tree, tr("Rename to %1").arg(QString::fromStdString(treebankLabel(label))));
  treeView_->selectNode(path);
  return true;
}

bool SentencePanel::removeSelected() {
  if (currentSentence() < 0 || !treeView_->selectedNode()) {
    emit statusMessage(tr("Click the label of the bracket to remove first."));
    return false;
  }
  ParseTree tree = document_.editableTree(currentSentence());
  std::string why;
  if (!removeBracket(tree, *treeView_->selectedNode(), &why)) {
    emit statusMessage(tr("Not removed: %1.").arg(QString::fromStdString(why)));
    return false;
  }
  replaceShownTree(tree, tr("Remove a bracket"));
  treeView_->clearSelection();  // its path now names another constituent
  return true;
}

void SentencePanel::applyLabel() {
  if (treeView_->selectedNode()) relabelSelected(labelBox_->currentText());
  else addBracket(labelBox_->currentText());
  treeView_->setFocus();
}

void SentencePanel::keepShownTree() {
  if (currentSentence() < 0 || document_.userTree(currentSentence())) return;
  replaceShownTree(document_.editableTree(currentSentence()), tr("Keep the tree"));
}

void SentencePanel::usePrediction() {
  if (currentSentence() < 0) return;
  const ParseTree* predicted = document_.predicted(currentSentence());
  if (!predicted) {
    emit statusMessage(tr("This sentence has no prediction yet: Train (F5) first."));
    return;
  }
  replaceShownTree(*predicted, tr("Use the prediction"));
}

void SentencePanel::useFileTrees(const std::vector<int>& sentences) {
  using Tree = SentenceTrees::Value;
  replaceLabelsInOneStep(
      SentenceTrees(&document_), sentences,
      [this](int i) {
        const ParseTree* file = document_.fileTree(i);
        return file ? std::optional<Tree>(*file) : std::nullopt;
      },
      [](int n) { return tr("Use the file's trees (%Ln sentences)", nullptr, n); });
}

void SentencePanel::clearTrees(const std::vector<int>& sentences) {
  replaceLabelsInOneStep(
      SentenceTrees(&document_), sentences,
      [](int) { return std::optional<SentenceTrees::Value>(std::in_place); },
      [](int n) { return tr("Clear your trees (%Ln sentences)", nullptr, n); });
}

void SentencePanel::stepSentence(int step) {
  if (filter_->rowCount() == 0) return;
  const QModelIndex at = browser_->table()->currentIndex();
  const int row = std::clamp((at.isValid() ? at.row() : -1) + step, 0, filter_->rowCount() - 1);
  browser_->table()->selectRow(row);
}

bool SentencePanel::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != QEvent::KeyPress || (watched != treeView_ && watched != browser_->table()))
    return QWidget::eventFilter(watched, event);
  const auto* key = static_cast<QKeyEvent*>(event);
  const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
  if (modifiers != Qt::NoModifier && modifiers != Qt::ShiftModifier) return false;  // the menus' shortcuts
  if (watched == browser_->table()) {
    // A and P for the current sentence, Delete for the selected ones.
    const bool plain = modifiers == Qt::NoModifier;
    if (plain && key->key() == Qt::Key_A) return keepShownTree(), true;
    if (plain && key->key() == Qt::Key_P) return usePrediction(), true;
    if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) return clearTrees(selectedSentences()), true;
    return false;
  }
  switch (key->key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
      return removeSelected(), true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
      return applyLabel(), true;
    case Qt::Key_Up:
    case Qt::Key_Down:
      return stepSentence(key->key() == Qt::Key_Up ? -1 : 1), true;
    default:
      break;
  }
  // Typing a label (NP, ADJP): the letters go to the label box, whose Enter applies it.
  const QString text = key->text();
  if (text.size() == 1 && (text[0].isLetter() || text[0] == '-')) {
    labelBox_->setFocus();
    labelBox_->lineEdit()->setText(text.toUpper());
    return true;
  }
  return false;
}

void SentencePanel::startJob(std::shared_ptr<const ParserModel> given) {
  if (document_.sentenceCount() == 0) {
    emit statusMessage(tr("Open sentences first (File ▸ Open Sentences…)."));
    return;
  }
  ParseTrainingRequest request;
  request.sentences = document_.words();
  request.trees = document_.userTrees();
  request.options.kind = parseParserKind(modelKindId());
  if (!given && isMaxMarginParser(request.options.kind) &&
      std::none_of(request.trees.begin(), request.trees.end(),
                   [&](const ParseTree& t) { return scoredLength(t) <= request.options.maxWords; })) {
    emit statusMessage(tr("%1 learns from your trees of at most %Ln word(s) (punctuation not counted), and none of "
                          "yours is that short: give a short sentence a tree (Longest filters the list), or choose "
                          "GENERATIVE.",
                          "", request.options.maxWords)
                           .arg(parserTitle(request.options.kind)));
    return;
  }
  applyLearnerSettings(request.options.bcfw);
  request.given = std::move(given);
  request.dataGeneration = document_.dataGeneration();
  controller_.start(std::move(request));
}

RoundResult SentencePanel::acceptOutcome(const ParseTrainingOutcome& outcome) {
  if (outcome.predictions.size() != static_cast<size_t>(document_.sentenceCount()))
    return RoundResult::Stopped;
  document_.setPredictions(outcome.predictions, outcome.margins, outcome.model);
  return RoundResult::Shown;
}

std::vector<Suggestion> SentencePanel::suggestLabels(int count) const {
  if (!document_.hasPredictions() || document_.margins().empty()) return {};  // nothing parsed yet
  std::vector<bool> labelled(static_cast<size_t>(document_.sentenceCount()));
  for (int i = 0; i < document_.sentenceCount(); ++i)
    labelled[i] = document_.userTree(i) != nullptr;
  return suggestSentences(document_.predictions(), document_.margins(), labelled, {count, 0});
}

QString SentencePanel::describeSuggestion(const Suggestion& s) const {
  //: %1: the sentence's number in the list; %2: its first words
  return tr("sentence %1, “%2”").arg(s.item + 1).arg(document_.text(s.item).left(60));
}

QString SentencePanel::describeOutcome(const ParseTrainingOutcome& outcome) const {
  QString warm = outcome.warmSentences > 0
                     ? tr(" (%L1 of them warm from the last round)").arg(outcome.warmSentences)
                     : QString();
  // Say why fewer trees were learned from than the list shows as yours.
  if (outcome.trainedSentences < outcome.givenTrees)
    warm += tr(" of your %L1, those of at most %Ln word(s)", "", outcome.model->maxWords)
                .arg(outcome.givenTrees);
  //: %4 is "%Ln sentence(s)"; %6 is " (%1 of them warm from the last round)" and / or " of your %1,
  //: those of at most %n word(s)", or empty
  return tr("%1 trained on %Ln tree(s)%6 in %L2 s%3; %4 parsed in %L5 s.", "",
            outcome.trainedSentences)
      .arg(parserTitle(outcome.model->kind))
      .arg(outcome.trainSeconds, 0, 'f', 2)
      .arg(gapSummary(outcome.progress, outcome.reason))
      .arg(tr("%Ln sentence(s)", "", document_.sentenceCount()))
      .arg(outcome.predictSeconds, 0, 'f', 2)
      .arg(warm);
}

}  // namespace m3
