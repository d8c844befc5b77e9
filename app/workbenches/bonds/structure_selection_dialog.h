#pragma once
// File ▸ Structure Model and Chains…: which model (an NMR entry holds many) and which chains
// of the PDB / mmCIF files the Protein Bonds workbench reads.
#include <QString>

#include "io/pdb_io.h"

class QWidget;

namespace m3 {

// Shows the current selection; true with *selection changed when the user chose OK.
bool askStructureSelection(QWidget* parent, StructureSelection* selection);

// "model 12, chains A, B", "the first model, all chains": for messages.
QString structureSelectionText(const StructureSelection& selection);

}  // namespace m3
