#pragma once
// The Sentences workbench's undoable edit: replaces the user's tree of one sentence (or takes
// it away), remembering the old one for undo. Every bracket added, removed or relabelled is
// one such replacement. Journal records: {"sentence": i, "tree": "(S (NP ...) ...)"}, without
// "tree" for none.
#include <QJsonObject>

#include "replace_labels_command.h"
#include "sentence_document.h"

namespace m3 {

struct SentenceTrees {
  using Document = SentenceDocument;
  using Key = int;                         // sentence
  using Value = std::optional<ParseTree>;  // the user's tree
  static constexpr int kMergeId = -1;

  SentenceTrees(SentenceDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  SentenceDocument* document;

  Value read(int sentence) const {
    const ParseTree* t = document->userTree(sentence);
    return t ? Value(*t) : std::nullopt;
  }
  void write(int sentence, const Value& tree) const { document->setUserTree(sentence, tree); }
  std::vector<int> labelledKeys() const {
    std::vector<int> sentences;
    for (int sentence = 0; sentence < document->sentenceCount(); ++sentence)
      if (document->userTree(sentence)) sentences.push_back(sentence);
    return sentences;
  }
  QJsonObject record(int sentence, const Value& tree) const {
    QJsonObject r{{"sentence", sentence}};
    if (tree) r["tree"] = QString::fromStdString(formatPennTree(*tree));
    return r;
  }
  bool parse(const QJsonObject& r, int* sentence, Value* tree, QString* error) const {
    *sentence = r["sentence"].toInt(-1);
    tree->reset();
    bool ok = *sentence >= 0 && *sentence < document->sentenceCount();
    if (ok && r.contains("tree")) {
      try {
        std::vector<ParseTree> trees = parsePennTrees(r["tree"].toString().toStdString(), "a journal record");
        ok = trees.size() == 1 && treeWords(trees[0]) == document->sentence(*sentence).words;
        if (ok) *tree = std::move(trees[0]);
      } catch (const std::exception&) {
        ok = false;
      }
    }
    if (!ok && error) *error = QStringLiteral("a tree edit does not fit the open sentences");
    return ok;
  }
};

using SetSentenceTreeCommand = ReplaceLabelsCommand<SentenceTrees>;

}  // namespace m3
