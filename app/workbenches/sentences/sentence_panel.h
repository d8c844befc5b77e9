#pragma once
// The Sentences workbench (issue 18; thesis ch. 9): sentences parsed into constituent trees.
// A sentence list (filter by length, by the parser's errors, by words) sits beside two drawings
// of the chosen sentence: above, the tree being edited -- the user's own, else the file's or
// the prediction, faded, as a start -- and below, the latest parser's prediction with its wrong
// brackets in red (the ones it missed are orange above). The user drags across words and types
// a label to bracket them, clicks a label to relabel or remove it, takes a tree as it is with
// A, and undoes any of it. Train runs GENERATIVE (a PCFG) or max-margin BASIC or LEXICAL on the user's
// trees in the background and parses every sentence; sentences without a tree of the user's are
// scored against the file's trees.
#include <QTimer>
#include <QWidget>

#include "item_browser.h"
#include "parse_tree_view.h"
#include "sentence_document.h"
#include "tasks/suggestions.h"
#include "training_job.h"
#include "training_panel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace m3 {

using SentenceController = TrainingJob<ParseTrainingRequest, ParseTrainingOutcome, ParserWarmStart>;
class SentenceFilter;
class SentenceListModel;

class SentencePanel : public ModelTrainingPanel<ParserModel, ParseTrainingOutcome> {
  Q_OBJECT
 public:
  explicit SentencePanel(QWidget* parent = nullptr);

  // The generated sentences (samples/sentence_sample.h), with their trees as the file's.
  void openSample(int sentences = 400);
  int sampleSentences() const { return sampleSentences_; }
  // Opens treebank files (.mrg, a .tar of them, optionally gzipped) or plain text, one
  // sentence per line ("word/TAG" tags optional), all files together; a file that cannot be
  // read is named in *error (the others open). False when nothing could be read.
  bool openPaths(const QStringList& paths, QString* error);
  // By the name's ending: .csv writes each sentence with your tree, the prediction and its F1;
  // anything else your trees, bracketed, one per line (sentences without one are left out).
  bool exportLabels(const QString& path, QString* error) const;

  SentenceDocument* document() { return &document_; }
  const SentenceDocument* document() const { return &document_; }
  SentenceController* controller() { return &controller_; }
  ParseTreeView* treeView() { return treeView_; }
  ParseTreeView* predictedView() { return predictedView_; }
  QTableView* sentenceTable() { return browser_->table(); }
  QComboBox* labelBox() { return labelBox_; }
  SentenceFilter* filter() { return filter_; }

  int currentSentence() const;
  void showSentence(int sentence);
  // The selected sentences of the list (document numbers, ascending).
  std::vector<int> selectedSentences() const;

  // Edits of the shown sentence, each one undo step; false (and a status message) when
  // refused. They act on the tree view's selection: words for addBracket, a label for the rest.
  bool addBracket(const QString& label);
  bool relabelSelected(const QString& label);
  bool removeSelected();
  // Makes the tree shown above (file's, predicted or flat) the user's as it is.
  void keepShownTree();
  void usePrediction();
  void useFileTrees(const std::vector<int>& sentences);
  void clearTrees(const std::vector<int>& sentences);

  // Label Next (SuggestingPanel, panel_workbench.h): sentences without a tree of yours, the
  // smallest margin of the parser's best tree over its second best first. Giving a tree takes
  // several edits, so labelling does not move on by itself: Label Next again does.
  std::vector<Suggestion> suggestLabels(int count) const;
  static constexpr bool labellingMovesOn = false;
  bool isLabelled(const Suggestion& s) const { return document_.userTree(s.item) != nullptr; }
  void showSuggestion(const Suggestion& s) { showSentence(s.item); }
  QString describeSuggestion(const Suggestion& s) const;

  // "BASIC", "LEXICAL", "GENERATIVE" (as the thesis writes them).
  static QString parserTitle(ParserKind kind);

 protected:
  // Keys of the tree view: Delete removes the selected bracket, Enter applies the label, Up /
  // Down go through the list, a letter starts typing a label. Of the list: A keeps the tree
  // shown, P takes the prediction, Delete clears the selected sentences' trees.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override { return document_.userTreeCount() > 0; }
  void startJob(std::shared_ptr<const ParserModel> given) override;
  QWidget* createControls();
  QWidget* createTrees();
  void afterOpening(const QString& note);
  void applyLabel();  // Enter in the label box: relabel the selected node, else bracket the words
  bool replaceShownTree(const ParseTree& tree, const QString& text);
  void refreshTrees();
  void updateResults();
  void stepSentence(int step);
  RoundResult acceptOutcome(const ParseTrainingOutcome& outcome) override;
  QString describeOutcome(const ParseTrainingOutcome& outcome) const override;

  SentenceDocument document_;
  SentenceController controller_{
      [](const ParseTrainingRequest& r, const LearnerControl& c, ParserWarmStart& warm) {
        return trainAndParseSentences(r, c, warm);
      },
      tr("Nothing to train on: give some sentences a tree first (A keeps the tree shown, Use File Trees takes the "
         "file's).")};
  SentenceListModel* model_ = nullptr;
  SentenceFilter* filter_ = nullptr;
  ItemBrowser* browser_ = nullptr;  // the sentence list, current and selected sentences
  ParseTreeView* treeView_ = nullptr;
  ParseTreeView* predictedView_ = nullptr;
  QLabel* sourceLabel_ = nullptr;
  QLabel* treeCaption_ = nullptr;
  QLabel* predictedCaption_ = nullptr;
  QLabel* results_ = nullptr;
  QComboBox* labelBox_ = nullptr;
  QLineEdit* find_ = nullptr;
  QSpinBox* maxWords_ = nullptr;
  QCheckBox* onlyErrors_ = nullptr;
  int sampleSentences_ = 0;
  QTimer resultsTimer_;  // coalesces the results' refresh after many edits at once
};

}  // namespace m3
