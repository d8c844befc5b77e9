#pragma once
// What to label next: the items a model is least sure of, by their structured margin (the score
// the prediction wins by over the best other structure: a word's second-best labeling, a
// protein's second-best matching). An item with a small margin is one where a label is most
// likely to change the model. The workbenches' Label Next, `suggest` and `bench clicks` rank
// with this call; Image Regions ranks regions over many images with its set form,
// leastConfidentNodesOfSet (inference/uncertainty.h), by the same rules.
//
// With diversity > 0 the k suggestions are spread out: among the least confident items (a pool
// of 4k), each next pick trades its rank for its distance to the picks so far (in a
// descriptor space the task chooses, e.g. a word's mean pixels), so that a batch is not k
// copies of one confusion. Deterministic: ties go to the lower index.
#include <Eigen/Core>
#include <string>
#include <vector>

#include "params/parameter.h"

namespace m3 {

struct SuggestionOptions {
  int count = 10;
  double diversity = 0;  // 0: least confident first; 1: spread only (within the pool)
};

struct Suggestion {
  int group = 0;  // where items come in groups (an image's regions): the group; else 0
  int item = -1;
  double margin = 0;
};

// The options of `suggest` and of Label Next, declared once: --count (`what` names the items:
// "words to list") and --diversity (default 0: `bench clicks` measured 0.5 better on the OCR
// letters, but on one dataset and its test fold; docs/benchmarks.md).
Parameter suggestionCountParameter(const std::string& what);
Parameter suggestionDiversityParameter();
// --skip-labelled: leave out what the input file labels already (`what`: "the nodes").
Parameter suggestionSkipLabelledParameter(const std::string& what);

// margins[i] >= 0 of every item (+infinity or NaN: no prediction, never suggested); skip[i]:
// leave item i out (labelled already; may be empty). descriptors: one per item, needed when
// diversity > 0 (empty: least confident only). At most options.count suggestions.
// Throws std::invalid_argument when the sizes disagree or diversity is outside [0, 1].
std::vector<Suggestion> rankSuggestions(const std::vector<double>& margins,
                                        const std::vector<bool>& skip,
                                        const SuggestionOptions& options,
                                        const std::vector<Eigen::VectorXd>& descriptors = {});

}  // namespace m3
