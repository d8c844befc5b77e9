#pragma once
// The undoable bond edit: replaces one protein's user bonds (a click on two cysteines, or
// "use the file's bonds" for a protein) and remembers the old ones, so undo restores them.
#include <QUndoCommand>
#include <vector>

#include "inference/matching.h"

namespace m3 {

class BondDocument;

class SetProteinBondsCommand : public QUndoCommand {
 public:
  SetProteinBondsCommand(BondDocument* document, int protein, std::vector<Bond> after, const QString& text,
                         QUndoCommand* parent = nullptr);
  void undo() override;
  void redo() override;

 private:
  BondDocument* document_;
  int protein_;
  std::vector<Bond> before_, after_;
};

}  // namespace m3
