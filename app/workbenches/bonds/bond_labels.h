#pragma once
// The protein bonds workbench's undoable edit: replaces one protein's user bonds (a click on
// two cysteines, or "use the file's bonds") and remembers the old ones for undo.
#include "bond_document.h"
#include "project_json.h"
#include "replace_labels_command.h"

namespace m3 {

struct ProteinBonds {
  using Document = BondDocument;
  using Key = int;  // protein index
  using Value = std::vector<Bond>;
  static constexpr int kMergeId = -1;

  ProteinBonds(BondDocument* d) : document(d) {}  // NOLINT: implicit, for the commands
  BondDocument* document;

  Value read(int protein) const { return document->userBonds(protein); }
  void write(int protein, const Value& bonds) const { document->setUserBonds(protein, bonds); }
  QJsonObject record(int protein, const Value& bonds) const {
    std::vector<int> flat;
    for (const Bond& b : bonds) flat.insert(flat.end(), {b.a, b.b});
    return {{"protein", protein}, {"bonds", intsToJson(flat)}};
  }
  bool parse(const QJsonObject& r, int* protein, Value* bonds, QString* error) const {
    *protein = r["protein"].toInt(-1);
    std::vector<int> flat;
    bool ok =
        *protein >= 0 && *protein < document->proteinCount() &&
        intsFromJson(r["bonds"], -1, 0, document->protein(*protein).numCysteines() - 1, &flat) &&
        flat.size() % 2 == 0;
    bonds->clear();
    for (size_t k = 0; ok && k < flat.size(); k += 2) {
      ok = flat[k] < flat[k + 1];
      bonds->push_back({flat[k], flat[k + 1]});
    }
    if (!ok && error) *error = QStringLiteral("a bond edit does not fit the proteins");
    return ok;
  }
};

using SetProteinBondsCommand = ReplaceLabelsCommand<ProteinBonds>;

}  // namespace m3
