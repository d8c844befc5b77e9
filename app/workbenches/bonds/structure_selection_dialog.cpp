#include "structure_selection_dialog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

namespace m3 {


bool askStructureSelection(QWidget* parent, StructureSelection* selection) {
  QDialog dialog(parent);
  dialog.setWindowTitle(QCoreApplication::translate("StructureSelectionDialog", "Structure Model and Chains"));
  auto* model = new QSpinBox(&dialog);
  model->setObjectName("structureModel");
  model->setRange(0, 99999);
  model->setSpecialValueText(QCoreApplication::translate("StructureSelectionDialog", "the first in each file"));
  model->setValue(selection->model);
  auto* chains = new QLineEdit(&dialog);
  chains->setObjectName("structureChains");
  chains->setPlaceholderText(QCoreApplication::translate("StructureSelectionDialog", "all chains (or e.g. A, B)"));
  QStringList given;
  for (const std::string& c : selection->chains) given << QString::fromStdString(c);
  chains->setText(given.join(", "));
  auto* note = new QLabel(QCoreApplication::translate(
                              "StructureSelectionDialog",
                              "NMR entries hold many models of the same chains; complexes hold several chains. "
                              "The open files are read again with this choice; a file that lacks the model or "
                              "a chain is named."),
                          &dialog);
  note->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  auto* form = new QFormLayout(&dialog);
  form->addRow(QCoreApplication::translate("StructureSelectionDialog", "&Model"), model);
  form->addRow(QCoreApplication::translate("StructureSelectionDialog", "&Chains"), chains);
  form->addRow(note);
  form->addRow(buttons);
  dialog.setMinimumWidth(460);  // the note in a few lines, not a narrow column
  if (dialog.exec() != QDialog::Accepted) return false;
  selection->model = model->value();
  selection->chains.clear();
  for (const QString& c : chains->text().split(QRegularExpression("[,\\s]+"), Qt::SkipEmptyParts))
    selection->chains.push_back(c.toStdString());
  return true;
}

QString structureSelectionText(const StructureSelection& selection) {
  QStringList chains;
  for (const std::string& c : selection.chains) chains << QString::fromStdString(c);
  const QString model = selection.model > 0
                            ? QCoreApplication::translate("StructureSelectionDialog", "model %1").arg(selection.model)
                            : QCoreApplication::translate("StructureSelectionDialog", "the first model");
  return chains.isEmpty() ? QCoreApplication::translate("StructureSelectionDialog", "%1, all chains").arg(model)
                          : QCoreApplication::translate("StructureSelectionDialog", "%1, chains %2")
                                .arg(model, chains.join(", "));
}

}  // namespace m3
