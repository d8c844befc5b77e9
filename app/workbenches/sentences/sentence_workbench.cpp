#include "sentence_workbench.h"

#include <QJsonArray>

#include "project_json.h"

namespace m3 {

SentenceWorkbench::SentenceWorkbench(QObject* parent)
    : RecordedPanelWorkbench(
          {.id = "sentences",
           .title = tr("S&entences"),
           .description =
               tr("Sentences parsed into constituent trees: max-margin and generative parsers"),
           .shortcut = QKeySequence(tr("Ctrl+8")),
           .dataFilter =
               tr("Treebank files and text (*.mrg *.ptb *.trees *.tar *.gz *.txt);;All files (*)"),
           .dataSuffixes = {".mrg", ".ptb", ".trees"},
           .gzipped = true,
           .labelsFilter = tr("Your trees, bracketed (*.mrg);;Sentences with your and the "
                              "predicted trees (*.csv)"),
           .labelsFileName = "my-trees.mrg",
           .labelsField = "trees",
           .sample = {.name = "sentences", .size = 400, .min = 1, .max = 100000}},
          parent) {
  SentenceDocument* document = panel_->document();
  connect(document, &SentenceDocument::userTreeChanged, this, &Workbench::statusChanged);

  fileActions_ = {
      openAction(
          tr("Open Se&ntences…"),
          tr("Open treebank files (.mrg, or a .tar of them) or text with one sentence per line"),
          "lastSentences", true),
      sampleAction(tr("Open the Sentences Sam&ple"),
                   tr("Generated English sentences with their trees"), [this] { openDefault(); })};
}

QList<QPair<QString, QString>> SentenceWorkbench::keys() const {
  return {{tr("Drag across words"), tr("Select words (Shift+click extends)")},
          {tr("Type a label, Enter"), tr("Bracket the selected words, or rename the selected label")},
          {tr("Click a label"), tr("Select a bracket or a word's tag")},
          {tr("Delete"), tr("Remove the selected bracket (in the list: clear the selected sentences' trees)")},
          {tr("A in the list"), tr("Keep the tree shown as yours")},
          {tr("P in the list"), tr("Start from the predicted tree")},
          {tr("↑ / ↓"), tr("Previous / next sentence of the list")}};
}

bool SentenceWorkbench::canOpen(const QString& path) const {
  if (PanelWorkbench::canOpen(path)) return true;
  const QString name = path.toLower();
  const bool tar = name.endsWith(".tar") || name.endsWith(".tar.gz") || name.endsWith(".tgz");
  return tar && isTreebankArchive(path.toStdString());
}

bool SentenceWorkbench::openFiles(const QStringList& paths, QString* error) {
  return openRemembering(paths_, absolutePaths(paths), [&] { return panel_->openPaths(paths, error); });
}

QString SentenceWorkbench::statusText() const {
  const SentenceDocument* doc = panel_->document();
  return tr("Sentences: %L1 · your trees: %L2").arg(doc->sentenceCount()).arg(doc->userTreeCount());
}

QString SentenceWorkbench::trainingText() const {
  return tr("Training the %1 parser on %Ln tree(s)…", "", panel_->document()->userTreeCount())
      .arg(SentencePanel::parserTitle(parseParserKind(panel_->modelKindId())));
}

}  // namespace m3
