#include "learner_settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>
#include <stdexcept>

#include "learning/bcfw.h"
#include "tasks/task_registry.h"

namespace m3 {

namespace {

// How the GUI words a declared parameter: core declares what it is and its English help (the
// command line's); the window's words are translated here. A parameter missing from this list
// still gets a row, under its name with core's help (test_task_registry checks the list).
struct Wording {
  const char* name;
  const char* label;
  const char* tip;
};
const Wording kWordings[] = {
    {"C", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Regularisation C:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "Regularisation: objective 1/2 |w|² + C · Σ hinge. "
                       "Larger C fits the labels more closely.")},
    {"gap", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Stop at relative gap:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "Stop when the duality gap is below this fraction of the primal "
                       "objective (0.01: one percent).")},
    {"passes", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Maximum passes:"),
     QT_TRANSLATE_NOOP(
         "m3::LearnerSettingsDialog",
         "Stop after this many passes over the labelled examples, converged or not.")},
    {"planes", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Cached planes per example:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "Planes kept for each example between passes (multi-plane BCFW): steps on "
                       "them need no inference. 0 turns the cache off.")},
    {"learner", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Learner:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "bcfw: block-coordinate Frank-Wolfe, one example at a time. one-slack: "
                       "cutting planes over all examples at once.")},
    {"sampling", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Examples of a pass:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "uniform: each example once. gap: drawn by their duality gaps, so the "
                       "worst fitted are visited more often.")},
    {"steps", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Steps:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "frank-wolfe: towards the newest plane. pairwise: from the worst cached "
                       "plane to the newest (needs cached planes).")},
    {"loss", QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog", "Loss:"),
     QT_TRANSLATE_NOOP("m3::LearnerSettingsDialog",
                       "hamming: every label counts the same. balanced: every class weighs the "
                       "same, however few of its regions or points are labelled, so small classes "
                       "are found more often.")},
};

const Wording* wordingOf(const std::string& name) {
  const auto found = std::find_if(std::begin(kWordings), std::end(kWordings),
                                  [&](const Wording& w) { return name == w.name; });
  return found == std::end(kWordings) ? nullptr : found;
}

}  // namespace

QString LearnerSettingsDialog::labelOf(const std::string& parameter) {
  const Wording* w = wordingOf(parameter);
  return w ? tr(w->label) : QString::fromStdString(parameter) + ":";
}

LearnerSettingsDialog::LearnerSettingsDialog(const LearnerSettings& s, QWidget* parent)
    : QDialog(parent), initial_(s) {
  setWindowTitle(tr("Training Options"));
  setObjectName("trainingOptionsDialog");
  form_ = new QFormLayout(this);
  for (const Parameter& p : s.task().learnerParameters()) {
    QWidget* editor = editorFor(p, s.values.get(p.name).value_or(p.defaultValue));
    const Wording* w = wordingOf(p.name);
    editor->setToolTip((w ? tr(w->tip) : QString::fromStdString(p.help)) + "\n" +
                       QString::fromStdString(p.rangeText()));
    form_->addRow(labelOf(p.name), editor);
    fields_.push_back({p, editor});
  }
  problem_ = new QLabel(this);
  problem_->setObjectName("problem");
  problem_->setWordWrap(true);
  problem_->setStyleSheet("color: #b00020");
  problem_->hide();
  form_->addRow(problem_);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form_->addRow(buttons_);
}

QWidget* LearnerSettingsDialog::editorFor(const Parameter& p, const std::string& value) {
  QWidget* editor = nullptr;
  switch (p.type) {
    case Parameter::Type::Integer: {
      auto* box = new QSpinBox(this);
      box->setRange(static_cast<int>(std::max(p.min, -2147483647.0)),
                    static_cast<int>(std::min(p.max, 2147483647.0)));
      box->setValue(std::stoi(value));
      connect(box, &QSpinBox::valueChanged, this, &LearnerSettingsDialog::recheck);
      editor = box;
      break;
    }
    case Parameter::Type::Choice: {
      auto* box = new QComboBox(this);
      for (const std::string& choice : p.choices)
        box->addItem(QString::fromStdString(choice), QString::fromStdString(choice));
      box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(value))));
      connect(box, &QComboBox::currentIndexChanged, this, &LearnerSettingsDialog::recheck);
      editor = box;
      break;
    }
    case Parameter::Type::Flag: {
      auto* box = new QCheckBox(this);
      box->setChecked(value == "true");
      connect(box, &QCheckBox::toggled, this, &LearnerSettingsDialog::recheck);
      editor = box;
      break;
    }
    case Parameter::Type::Real:
    case Parameter::Type::Text: {
      // A number as typed, checked by its declaration: no spin box rounds 0.00005 away or
      // caps C below what the command line takes.
      auto* line = new QLineEdit(QString::fromStdString(value), this);
      connect(line, &QLineEdit::textChanged, this, &LearnerSettingsDialog::recheck);
      editor = line;
      break;
    }
  }
  editor->setObjectName(QString::fromStdString(p.name));
  return editor;
}

std::string LearnerSettingsDialog::valueOf(const Field& field) {
  if (auto* box = qobject_cast<QSpinBox*>(field.editor)) return std::to_string(box->value());
  if (auto* box = qobject_cast<QComboBox*>(field.editor))
    return box->currentData().toString().toStdString();
  if (auto* box = qobject_cast<QCheckBox*>(field.editor))
    return box->isChecked() ? "true" : "false";
  const std::string text = qobject_cast<QLineEdit*>(field.editor)->text().trimmed().toStdString();
  // "0.10" and "0.1" are one value: kept in the shortest form, as projects write it.
  if (field.parameter.type == Parameter::Type::Real && field.parameter.check(text).empty())
    return formatNumber(std::stod(text));
  return text;
}

QString LearnerSettingsDialog::problem() const {
  for (const Field& f : fields_)
    if (const std::string why = f.parameter.check(valueOf(f)); !why.empty())
      return labelOf(f.parameter.name).remove(':') + " " + QString::fromStdString(why);
  try {
    BcfwOptions options;
    learnerSettings().applyTo(options);
  } catch (const std::invalid_argument& e) {
    // Core words it for the command line ("--sampling gap is for --learner bcfw").
    return QString::fromUtf8(e.what()).remove("--");
  }
  return {};
}

void LearnerSettingsDialog::recheck() {
  const QString why = problem();
  problem_->setText(why);
  problem_->setVisible(!why.isEmpty());
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

void LearnerSettingsDialog::addRowOnTop(const QString& label, QWidget* field) {
  form_->insertRow(rowsOnTop_++, label, field);
}

LearnerSettings LearnerSettingsDialog::learnerSettings() const {
  LearnerSettings s = initial_;
  for (const Field& f : fields_)
    if (const std::string value = valueOf(f); f.parameter.check(value).empty())
      s.values.set(f.parameter.name, value);
  return s;
}

}  // namespace m3
