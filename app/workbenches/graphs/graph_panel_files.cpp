// The Graphs panel's files: the sample, graph JSON and node / edge tables in, labels and
// models out.
#include <QDir>
#include <QFileInfo>
#include <QLabel>

#include "csv_field.h"
#include "error_report.h"
#include "graph_panel.h"
#include "io/graph_files.h"
#include "io/io_error.h"
#include "long_load.h"
#include "samples/hypertext_sample.h"

namespace m3 {

namespace {

bool isGraphJson(const QString& path) {
  return isGraphJsonPath(path.toStdString());
}

}  // namespace

void GraphPanel::openSample(int pages) {
  auto set = std::make_shared<const GraphSet>(generateHypertextSample({.pagesPerGraph = pages}));
  samplePages_ = pages;
  beforeReplacing();
  document_.reset(set, tr("generated department"));
  //: %1 is "%Ln link(s)", %2 "%Ln word(s) each"
  afterOpening(tr("<b>Generated web pages</b> of a department: %Ln page(s) (student, faculty, course, project), %1, "
                  "%2. Students link to faculty and courses, faculty to courses and projects: "
                  "links rarely join pages of one class, which the general M3N learns and the AMN cannot.",
                  "", pages)
                   .arg(tr("%Ln link(s)", "", set->graphs[0].numEdges()))
                   .arg(tr("%Ln word(s) each", "", set->numNodeFeatures - 1)),
               true);
}

bool GraphPanel::openPaths(const QStringList& paths, QString* error) {
  return reportingErrors(error, [&] {
    std::vector<std::string> files;
    for (const QString& p : paths) files.push_back(p.toStdString());
    QStringList tables;
    for (const QString& p : paths)
      if (!isGraphJson(p) && !isEdgeListPath(p.toStdString())) tables << p;
    GraphFiles read = loadInBackground(this, tr("Reading %1…").arg(paths.join(", ")),
                                       [files] { return readGraphFiles(files); });
    QString note;
    if (read.droppedSelfLoops + read.repeatedLinks > 0)
      //: %1 is "%Ln self-link(s)", %2 "%Ln repeated link(s)"
      note = tr(" %1 and %2 were dropped.")
                 .arg(tr("%Ln self-link(s)", "", read.droppedSelfLoops))
                 .arg(tr("%Ln repeated link(s)", "", read.repeatedLinks));
    long long nodes = 0, edges = 0;
    for (const PairwiseGraph& g : read.set.graphs) nodes += g.numNodes(), edges += g.numEdges();
    // Named after its file, or after the graphs of node tables (their files' names are generic).
    QStringList graphNames;
    for (const std::string& name : read.set.names) graphNames << QString::fromStdString(name);
    const QString source =
        tables.isEmpty() ? QFileInfo(paths.front()).fileName() : graphNames.join(", ");
    beforeReplacing();
    document_.reset(std::make_shared<const GraphSet>(std::move(read.set)), source);
    //: %2 is "%Ln edge(s)", %3 "%Ln class(es)", %4 "%Ln node feature(s)"
    afterOpening(tr("<b>%1</b>: %Ln node(s), %2, %3, %4.%5", "", static_cast<int>(nodes))
                     .arg(source.toHtmlEscaped())
                     .arg(tr("%Ln edge(s)", "", static_cast<int>(edges)))
                     .arg(tr("%Ln class(es)", "", document_.labelCount()))
                     .arg(tr("%Ln node feature(s)", "", document_.set()->numNodeFeatures))
                     .arg(note),
                 !tables.isEmpty());
  });
}

bool GraphPanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(
      error,
      [&] {
        if (document_.nodeCount() == 0) throw std::runtime_error(tr("no graph is open").toStdString());
        if (isGraphJson(path)) return writeGraphSet(path.toStdString(), document_.exportSet());
        const auto className = [this](int k) { return k == kUnlabelled ? QString() : document_.labelName(k); };
        QString csv = QStringLiteral("node,graph,label,predicted\n");
        for (int node = 0; node < document_.nodeCount(); ++node)
          csv += csvField(document_.nodeName(node)) + ',' + csvField(document_.graphName(document_.graphOf(node))) + ',' +
                 csvField(className(document_.userLabel(node))) + ',' + csvField(className(document_.predicted(node))) +
                 '\n';
        writeFileAtomically(path.toStdString(), csv.toStdString());
      },
      path);
}

}  // namespace m3
