#include "sentence_document.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "parsing/tree_edit.h"

namespace m3 {

SentenceDocument::SentenceDocument(QObject* parent)
    : ModelDocument(parent),
      words_(std::make_shared<const std::vector<std::vector<std::string>>>()) {}

void SentenceDocument::reset(std::vector<SentenceRecord> sentences, const QString& source) {
  sentences_ = std::move(sentences);
  source_ = source;
  auto words = std::make_shared<std::vector<std::vector<std::string>>>();
  fileTrees_ = 0;
  texts_.clear();
  for (const SentenceRecord& s : sentences_) {
    QStringList text;
    for (const std::string& w : s.words) text << QString::fromStdString(w);
    texts_.push_back(text.join(QLatin1Char(' ')));
    words->push_back(s.words);
    fileTrees_ += s.tree ? 1 : 0;
  }
  words_ = std::move(words);
  user_.assign(sentences_.size(), std::nullopt);
  userTreeCount_ = 0;
  predicted_.clear();
  margins_.clear();
  f1_.assign(sentences_.size(), std::numeric_limits<double>::quiet_NaN());
  model_.reset();
  undo_.clear();
  ++dataGeneration_;
  emit dataChanged();
  emit predictionsChanged();
}

const ParseTree* SentenceDocument::userTree(int i) const {
  const std::optional<ParseTree>& t = user_[static_cast<size_t>(i)];
  return t ? &*t : nullptr;
}

void SentenceDocument::setUserTree(int i, const std::optional<ParseTree>& tree) {
  if (tree && treeWords(*tree) != sentence(i).words)
    throw std::invalid_argument("a tree of other words than the sentence's");
  std::optional<ParseTree>& slot = user_[static_cast<size_t>(i)];
  if (slot == tree) return;
  userTreeCount_ += (tree.has_value() ? 1 : 0) - (slot.has_value() ? 1 : 0);
  slot = tree;
  refreshF1(i);
  emit userTreeChanged(i);
}

std::vector<ParseTree> SentenceDocument::userTrees() const {
  std::vector<ParseTree> trees;
  for (const std::optional<ParseTree>& t : user_)
    if (t) trees.push_back(*t);
  return trees;
}

const ParseTree* SentenceDocument::reference(int i) const {
  const ParseTree* user = userTree(i);
  return user ? user : fileTree(i);
}

ParseTree SentenceDocument::editableTree(int i) const {
  if (const ParseTree* t = reference(i)) return *t;
  if (const ParseTree* p = predicted(i)) return *p;
  return flatTree(sentence(i).words, sentence(i).tags);
}

const ParseTree* SentenceDocument::predicted(int i) const {
  if (predicted_.empty()) return nullptr;
  const std::optional<ParseTree>& t = predicted_[static_cast<size_t>(i)];
  return t ? &*t : nullptr;
}

void SentenceDocument::setPredictions(std::vector<std::optional<ParseTree>> predicted,
                                      std::vector<double> margins,
                                      std::shared_ptr<const ParserModel> model) {
  predicted_ = std::move(predicted);
  predicted_.resize(sentences_.size());
  margins_ = std::move(margins);
  margins_.resize(sentences_.size(), std::numeric_limits<double>::quiet_NaN());
  model_ = std::move(model);
  for (int i = 0; i < sentenceCount(); ++i) refreshF1(i);
  emit predictionsChanged();
}

void SentenceDocument::refreshF1(int i) {
  double& f1 = f1_[static_cast<size_t>(i)];
  f1 = std::numeric_limits<double>::quiet_NaN();
  const ParseTree *truth = reference(i), *guess = predicted(i);
  if (!truth || !guess) return;
  BracketScores scores;
  scores.add(*truth, *guess);
  // A sentence with nothing to score (one word, or only punctuation) counts as right when
  // the two trees agree.
  f1 = scores.gold + scores.guessed == 0 ? (scores.exact ? 1.0 : 0.0) : scores.f1();
}

double SentenceDocument::sentenceF1(int i) const { return f1_[static_cast<size_t>(i)]; }

BracketScores SentenceDocument::heldOutScores() const {
  BracketScores scores;
  for (int i = 0; i < sentenceCount(); ++i)
    if (!userTree(i) && fileTree(i) && predicted(i)) scores.add(*fileTree(i), *predicted(i));
  return scores;
}

}  // namespace m3
