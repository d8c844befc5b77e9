#include "bond_commands.h"

#include "bond_document.h"

namespace m3 {

SetProteinBondsCommand::SetProteinBondsCommand(BondDocument* document, int protein, std::vector<Bond> after,
                                               const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), document_(document), protein_(protein),
      before_(document->userBonds(protein)), after_(std::move(after)) {}

void SetProteinBondsCommand::undo() { document_->setUserBonds(protein_, before_); }
void SetProteinBondsCommand::redo() { document_->setUserBonds(protein_, after_); }

}  // namespace m3
