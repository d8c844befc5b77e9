#pragma once
// Reader for the DISULFIND / disulfinder connectivity training set as stored in
// shared/data/disulfind_conn (see its PROVENANCE.md): 521 SwissProt chains with 2-5 bonds,
// one 102-dim input vector per bonded cysteine, no sequences.
//
// readDisulfindSet(dir)
//   Requires: dir holds graphs.tar.gz (tar of graphs/<ENTRY>.<n>), dataset.txt,
//     connectivity.tsv and train_nbonds{2,3,4,5}.txt (a missing train list is an error).
//   Ensures: one Protein per id of dataset.txt, in that order, with name = graph id,
//     empty sequence and cysteines (positions unknown), cysteineFeatures = 2n x 102,
//     bonds = the target-1 pattern (sorted, i < j), a perfect matching of the 2n nodes.
//     Cross-checked, each failure an IoError naming file and entry (messages about a graph
//     file start "<dir>/graphs.tar.gz:graphs/<id>:<line>: "); an archive without graph files
//     and more than 17 bonds in one graph ((2n-1)!! would overflow) are errors too:
//       - the id suffix .<n> equals the bond count, 2n nodes, (2n-1)!! distinct candidate
//         patterns, each a perfect matching, exactly one with target 1;
//       - every other pattern's target equals its fraction of true bonds (the files hold
//         e.g. 0.333333, not just 0/1) and each node's local target is 1 iff its pair is
//         a true bond;
//       - connectivity.tsv lists every id once with the same counts and the same pairs;
//       - dataset.txt ids == tar entries == union of the train lists, and every id of
//         train_nbonds<k>.txt has k bonds.
//   Cost: O(archive size) time; memory holds the unpacked archive (~7 MB) once.
//
// parseTar(bytes, source)
//   Requires: an uncompressed POSIX / GNU tar image (gunzip first).
//   Ensures: the regular files in archive order (directories, pax headers skipped;
//     GNU long names honoured); checksums verified; IoError on an empty or truncated archive,
//     a bad octal field or a checksum mismatch. `source` only names the input in messages.
//   Cost: O(bytes).
//
// parseDisulfindGraph(text, source): one graphs/<id> file, checks as above (except those
//   needing the other files). Cost O(text size).
#include <map>
#include <string>
#include <vector>

#include "data/protein.h"

namespace m3 {

struct TarEntry {
  std::string name;  // path inside the archive, e.g. "graphs/1A02_HUMAN.2"
  std::string data;
};

std::vector<TarEntry> parseTar(const std::string& bytes, const std::string& source);

Protein parseDisulfindGraph(const std::string& text, const std::string& source);

struct DisulfindSet {
  ProteinSet proteins;                                 // dataset.txt order
  std::map<int, std::vector<std::string>> trainLists;  // bonds k -> ids of train_nbonds<k>.txt
};

DisulfindSet readDisulfindSet(const std::string& dir);

// (2n-1)!! = number of perfect matchings of 2n nodes; n >= 0.
long long doubleFactorialOdd(int n);

}  // namespace m3
