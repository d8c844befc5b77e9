// The Sentences panel's files: the sample, treebank files and text in, trees and parsers out.
#include <QFileInfo>
#include <cmath>

#include "csv_field.h"
#include "error_report.h"
#include "io/io_error.h"
#include "long_load.h"
#include "samples/sentence_sample.h"
#include "sentence_panel.h"

namespace m3 {

void SentencePanel::openSample(int sentences) {
  std::vector<SentenceRecord> records;
  for (ParseTree& t : generateSentenceSample({.sentences = sentences})) {
    SentenceRecord r{treeWords(t), treeTags(t), std::move(t), "generated"};
    records.push_back(std::move(r));
  }
  sampleSentences_ = sentences;
  stop();
  document_.reset(std::move(records), tr("generated sentences"));
  afterOpening(tr("<b>Generated sentences</b>: %Ln short English sentence(s) with their trees as the file's. Where a "
                  "phrase such as “with the telescope” attaches depends on the verb and the preposition, which "
                  "the parser has to learn. Select some sentences and <b>Use File Trees</b>, then Train.",
                  "", sentences));
}

bool SentencePanel::openPaths(const QStringList& paths, QString* error) {
  if (paths.isEmpty()) return *error = tr("no file given"), false;
  struct Read {
    std::vector<SentenceRecord> sentences;
    QStringList failed;
    int skipped = 0;
  };
  QString why;
  const bool ok = reportingErrors(&why, [&] {
    Read read = loadInBackground(this, tr("Reading %1…").arg(paths.join(", ")), [paths] {
      Read r;
      for (const QString& path : paths) {
        try {
          int skipped = 0;
          std::vector<SentenceRecord> part = readSentences(path.toStdString(), &skipped);
          r.skipped += skipped;
          r.sentences.insert(r.sentences.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
        } catch (const std::exception& e) {
          r.failed << QString::fromUtf8(e.what());
        }
      }
      return r;
    });
    if (read.sentences.empty()) throw std::runtime_error(read.failed.join("\n").toStdString());
    int trees = 0;
    for (const SentenceRecord& s : read.sentences) trees += s.tree ? 1 : 0;
    const QString source = paths.size() == 1 ? QFileInfo(paths.front()).fileName()
                                             : tr("%Ln file(s)", "", static_cast<int>(paths.size()));
    const int count = static_cast<int>(read.sentences.size());
    sampleSentences_ = 0;
    stop();
    document_.reset(std::move(read.sentences), source);
    QString note = tr("<b>%1</b>: %Ln sentence(s), %L2 with a tree in the file.", "", count).arg(source.toHtmlEscaped()).arg(trees);
    if (read.skipped > 0) note += tr(" %Ln tree(s) of only traces were left out.", "", read.skipped);
    afterOpening(note);
    if (!read.failed.isEmpty()) why = tr("Not opened:\n%1").arg(read.failed.join("\n"));
  });
  if (!why.isEmpty()) *error = why;
  return ok;
}

bool SentencePanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(
      error,
      [&] {
        if (document_.sentenceCount() == 0) throw std::runtime_error(tr("no sentences are open").toStdString());
        std::string out;
        if (path.toLower().endsWith(".csv")) {
          out = "sentence,words,your tree,predicted tree,f1\n";
          for (int i = 0; i < document_.sentenceCount(); ++i) {
            const auto bracketed = [](const ParseTree* t) {
              return t ? QString::fromStdString(formatPennTree(*t)) : QString();
            };
            const double f1 = document_.sentenceF1(i);
            out += (QString::number(i + 1) + ',' + csvField(document_.text(i)) + ',' +
                    csvField(bracketed(document_.userTree(i))) + ',' + csvField(bracketed(document_.predicted(i))) +
                    ',' + (std::isnan(f1) ? QString() : QString::number(f1, 'f', 4)) + '\n')
                       .toStdString();
          }
        } else {
          // One rule in every workbench: your tree, else the predicted one, else the file's;
          // a sentence with none of them is left out.
          for (int i = 0; i < document_.sentenceCount(); ++i) {
            const ParseTree* t = document_.userTree(i);
            if (!t) t = document_.predicted(i);
            if (!t) t = document_.fileTree(i);
            if (t) out += formatPennTree(*t) + "\n";
          }
          if (out.empty())
            throw std::runtime_error(
                tr("no sentence has a tree yet: give one or train").toStdString());
        }
        writeFileAtomically(path.toStdString(), out);
      },
      path);
}

}  // namespace m3
