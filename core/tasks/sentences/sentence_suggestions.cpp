#include "tasks/sentences/sentence_suggestions.h"

#include <map>
#include <stdexcept>
#include <string>

#include "parallel/parallel_blocks.h"
#include "tasks/sentences/parse_task.h"

namespace m3 {

namespace {

// Counts the constituents (not preterminals) of `tree` by label; returns its words.
int countConstituents(const ParseTree& tree, std::map<std::string, int>& counts) {
  if (tree.isPreterminal()) return 1;
  ++counts[tree.label];
  int words = 0;
  for (const ParseTree& child : tree.children) words += countConstituents(child, counts);
  return words;
}

// Per sentence: the share of each constituent label among its constituents (labels numbered
// over all predicted trees) and its length in units of 40 words; zeros where not parsed.
std::vector<Eigen::VectorXd> treeDescriptors(
    const std::vector<std::optional<ParseTree>>& predicted) {
  std::vector<std::map<std::string, int>> counts(predicted.size());
  std::vector<int> words(predicted.size(), 0);
  std::map<std::string, int> labels;
  for (size_t i = 0; i < predicted.size(); ++i)
    if (predicted[i]) {
      words[i] = countConstituents(*predicted[i], counts[i]);
      for (const auto& entry : counts[i])
        labels.try_emplace(entry.first, static_cast<int>(labels.size()));
    }
  std::vector<Eigen::VectorXd> out(
      predicted.size(), Eigen::VectorXd::Zero(static_cast<Eigen::Index>(labels.size()) + 1));
  for (size_t i = 0; i < predicted.size(); ++i) {
    int total = 0;
    for (const auto& entry : counts[i]) total += entry.second;
    for (const auto& entry : counts[i])
      out[i](labels.at(entry.first)) = double(entry.second) / total;
    out[i](static_cast<Eigen::Index>(labels.size())) = words[i] / 40.0;
  }
  return out;
}

}  // namespace

std::vector<Suggestion> suggestSentences(const std::vector<std::optional<ParseTree>>& predicted,
                                         const std::vector<double>& margins,
                                         const std::vector<bool>& labelled,
                                         const SuggestionOptions& options) {
  if (predicted.size() != margins.size())
    throw std::invalid_argument("suggestSentences: one margin per sentence");
  return rankSuggestions(
      margins, labelled, options,
      options.diversity > 0 ? treeDescriptors(predicted) : std::vector<Eigen::VectorXd>{});
}

std::vector<Suggestion> suggestSentences(const ParserModel& model,
                                         const std::vector<std::vector<std::string>>& sentences,
                                         const std::vector<bool>& labelled,
                                         const SuggestionOptions& options) {
  std::vector<std::optional<ParseTree>> predicted(sentences.size());
  std::vector<double> margins(sentences.size());
  parallelEach(static_cast<int>(sentences.size()), [&](int i) {
    bool found = false;
    ParseTree tree = parseSentence(model, sentences[i], &found, &margins[i]);
    if (found) predicted[i] = std::move(tree);
  });
  return suggestSentences(predicted, margins, labelled, options);
}

}  // namespace m3
