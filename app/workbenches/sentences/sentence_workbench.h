#pragma once
// The Sentences workbench (Ctrl+8): sentences parsed into constituent trees by max-margin
// (BASIC) or generative (PCFG) parsers. The panel (sentence_panel.h) does the work; this class
// presents it to the shell and keeps what is open (treebank / text files or the sample) for
// projects.
#include "panel_workbench.h"
#include "sentence_panel.h"
#include "sentence_trees.h"

namespace m3 {

class SentenceWorkbench : public RecordedPanelWorkbench<SentencePanel, SentenceTrees> {
  Q_OBJECT
 public:
  explicit SentenceWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;

  bool hasData() const override { return panel_->document()->sentenceCount() > 0; }
  // Treebank files by name (.mrg, .ptb, .trees), and tar archives (.tar, .tar.gz, .tgz) that
  // hold .mrg files.
  bool canOpen(const QString& path) const override;
  bool openFiles(const QStringList& paths, QString* error) override;

  QString statusText() const override;

 protected:
  QString trainingText() const override;
};

}  // namespace m3
