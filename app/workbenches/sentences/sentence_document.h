#pragma once
// The Sentences workbench's open data: sentences (their words, the tags a text file gave, and
// the file's tree where it had one), the user's trees, and the latest parser's predicted trees.
// Every change of a user's tree goes through the undo stack (SetSentenceTreeCommand). A
// sentence's reference, what its prediction is scored and marked against, is the user's tree,
// else the file's; sentences without a tree of the user's are held out and scored against the
// file's trees.
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "eval/bracket_metrics.h"
#include "io/sentence_file.h"
#include "model_document.h"
#include "tasks/sentences/parse_training_round.h"

namespace m3 {

class SentenceDocument : public ModelDocument<ParserModel> {
  Q_OBJECT
 public:
  explicit SentenceDocument(QObject* parent = nullptr);

  // Replaces everything: clears the user's trees, the predictions and the undo stack.
  void reset(std::vector<SentenceRecord> sentences, const QString& source);

  int sentenceCount() const { return static_cast<int>(sentences_.size()); }
  const SentenceRecord& sentence(int i) const { return sentences_[static_cast<size_t>(i)]; }
  int wordCount(int i) const { return static_cast<int>(sentence(i).words.size()); }
  const QString& text(int i) const { return texts_[static_cast<size_t>(i)]; }  // the words joined by spaces
  bool hasFileTrees() const { return fileTrees_ > 0; }
  const ParseTree* fileTree(int i) const { return sentence(i).tree ? &*sentence(i).tree : nullptr; }
  // The words of every sentence, shared with training rounds.
  std::shared_ptr<const std::vector<std::vector<std::string>>> words() const { return words_; }

  const ParseTree* userTree(int i) const;
  int userTreeCount() const { return userTreeCount_; }
  // For the undo commands; a tree must be of the sentence's words.
  void setUserTree(int i, const std::optional<ParseTree>& tree);
  std::vector<ParseTree> userTrees() const;
  // The user's tree, else the file's; nullptr when the sentence has neither.
  const ParseTree* reference(int i) const;
  // What editing a sentence starts from: the user's tree, else the file's, else the
  // prediction, else the sentence's words flat under S with the tags the file gave.
  ParseTree editableTree(int i) const;

  bool hasPredictions() const { return model_ != nullptr; }
  const ParseTree* predicted(int i) const;  // nullptr when not parsed
  // `margins`: per sentence, what its tree wins by over the second best (NaN: not parsed).
  void setPredictions(std::vector<std::optional<ParseTree>> predicted, std::vector<double> margins,
                      std::shared_ptr<const ParserModel> model);
  const std::vector<double>& margins() const { return margins_; }
  const std::vector<std::optional<ParseTree>>& predictions() const { return predicted_; }
  // The prediction's labelled bracket F1 against the reference; NaN without either.
  double sentenceF1(int i) const;
  // The predictions of sentences without a tree of the user's against the file's trees (those
  // with no file tree or no prediction do not count).
  BracketScores heldOutScores() const;

 signals:
  void userTreeChanged(int sentence);

 private:
  std::vector<SentenceRecord> sentences_;
  std::vector<QString> texts_;  // kept: the list filters and sorts by them
  std::shared_ptr<const std::vector<std::vector<std::string>>> words_;
  int fileTrees_ = 0;
  std::vector<std::optional<ParseTree>> user_;
  int userTreeCount_ = 0;
  std::vector<std::optional<ParseTree>> predicted_;
  std::vector<double> margins_;  // one per sentence once predicted, else empty
  std::vector<double> f1_;  // per sentence, refreshed with predictions and edits

  void refreshF1(int i);
};

}  // namespace m3
