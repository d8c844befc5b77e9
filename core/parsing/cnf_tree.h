#pragma once
// Trees in Chomsky normal form for CKY (thesis 9.2): every constituent has two children, or is a
// preterminal over one word. From a normalised treebank tree (io/treebank.h normaliseTree):
//   - unary chains are collapsed into one label joined by '+' (S -> VP -> ... becomes "S+VP");
//     a constituent over a single preterminal joins it the same way ("NP+NNP" over the word);
//   - a constituent with more than two children is binarised to the right with intermediate
//     nodes labelled '@' + its label ("@NP"), which carry no bracket of their own.
// fromCnf undoes both, so fromCnf(toCnf(t)) == t for every normalised tree (tested on the
// treebank sample). No treebank label contains '+' or starts with '@'; toCnf refuses one that
// does (std::invalid_argument), so the inverse stays exact.
#include "io/treebank.h"

namespace m3 {

ParseTree toCnf(const ParseTree& tree);
ParseTree fromCnf(const ParseTree& cnf);

}  // namespace m3
