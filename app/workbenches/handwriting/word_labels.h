#pragma once
// The handwriting workbench's undoable label edit: replaces one word's user labels.
// Consecutive edits of the same word (typing its letters) merge into one command, so one undo
// restores the word as it was before the user started typing in it.
#include "handwriting_document.h"
#include "project_json.h"
#include "replace_labels_command.h"

namespace m3 {

struct WordLabels {
  using Document = HandwritingDocument;
  using Key = int;  // word index
  using Value = Labeling;
  static constexpr int kMergeId = 1;

  WordLabels(HandwritingDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  HandwritingDocument* document;

  Value read(int word) const { return document->userLabels(word); }
  void write(int word, const Labeling& labels) const { document->setUserLabels(word, labels); }
  QJsonObject record(int word, const Labeling& labels) const {
    return {{"word", word}, {"labels", intsToJson(labels)}};
  }
  bool parse(const QJsonObject& r, int* word, Labeling* labels, QString* error) const {
    *word = r["word"].toInt(-1);
    if (*word < 0 || *word >= document->wordCount() ||
        !intsFromJson(r["labels"], document->userLabels(*word).size(), kUnlabelled,
                      static_cast<int>(document->labels().size()) - 1, labels)) {
      if (error) *error = QStringLiteral("a word edit does not fit the dataset");
      return false;
    }
    return true;
  }
};

using SetWordLabelsCommand = ReplaceLabelsCommand<WordLabels>;

}  // namespace m3
