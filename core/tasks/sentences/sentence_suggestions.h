#pragma once
// The sentences to label next (the Sentences workbench's Label Next, `parse suggest`): those
// without a tree of the person's, the smallest margin of the parser's best tree over its second
// best first (parseSentence's margin). With diversity, spread over what the predicted trees
// hold: their share of each constituent label and their length, so that a batch is not ten
// sentences of one construction.
#include <optional>
#include <vector>

#include "io/treebank.h"
#include "model/parser_model.h"
#include "tasks/suggestions.h"

namespace m3 {

// `predicted`, `margins` (NaN or infinite: never suggested) and `labelled` (may be empty: none
// is) have one entry per sentence. Throws std::invalid_argument when the sizes disagree.
std::vector<Suggestion> suggestSentences(const std::vector<std::optional<ParseTree>>& predicted,
                                         const std::vector<double>& margins,
                                         const std::vector<bool>& labelled,
                                         const SuggestionOptions& options);

// The same from the words: every sentence parsed by `model` with its margin (parseSentence,
// on every core); a sentence without a parse counts as empty, not by its flat stand-in tree.
// What `parse suggest` and `bench clicks` rank by.
std::vector<Suggestion> suggestSentences(const ParserModel& model,
                                         const std::vector<std::vector<std::string>>& sentences,
                                         const std::vector<bool>& labelled,
                                         const SuggestionOptions& options);

}  // namespace m3
