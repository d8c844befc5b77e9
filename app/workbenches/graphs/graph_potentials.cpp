#include "graph_potentials.h"

#include <QHeaderView>
#include <QTableWidget>
#include <algorithm>
#include <cmath>

#include "graph_view.h"
#include "tasks/graphs/graph_training_round.h"

namespace m3 {

QTableWidget* makePotentialTable(QWidget* parent) {
  auto* table = new QTableWidget(parent);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionMode(QAbstractItemView::NoSelection);
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table->setToolTip(QObject::tr("Learned edge potentials: row = class of the linking node, column = class of the "
                                "linked node; blue rewards the pair, red penalises it"));
  return table;
}

void showEdgePotentials(QTableWidget* table, const GraphModel* model, int feature, const QStringList& labelNames) {
  // Above 40 classes a heat map of K x K cells is neither readable nor cheap to build.
  const int K = static_cast<int>(labelNames.size()) <= 40 ? static_cast<int>(labelNames.size()) : 0;
  table->clear();
  table->setRowCount(model ? K : 0);
  table->setColumnCount(model ? K : 0);
  if (!model || feature < 0 || feature >= model->numEdgeFeatures()) return;
  table->setHorizontalHeaderLabels(labelNames);
  table->setVerticalHeaderLabels(labelNames);
  double scale = 0;
  for (int k = 0; k < K; ++k)
    for (int l = 0; l < K; ++l) scale = std::max(scale, std::abs(model->edgePotential(feature, k, l)));
  for (int k = 0; k < K; ++k)
    for (int l = 0; l < K; ++l) {
      const double v = model->edgePotential(feature, k, l);
      const double t = scale > 0 ? std::min(1.0, std::abs(v) / scale) : 0;
      const QColor full = v >= 0 ? QColor(33, 102, 172) : QColor(178, 24, 43);
      auto* item = new QTableWidgetItem(QLocale().toString(v, 'g', 2));
      item->setTextAlignment(Qt::AlignCenter);
      item->setBackground(fadedTowardsWhite(full, t));
      item->setForeground(t > 0.55 ? Qt::white : Qt::black);
      item->setToolTip(QObject::tr("%1 → %2: %L3").arg(labelNames[k], labelNames[l]).arg(v, 0, 'g', 4));
      table->setItem(k, l, item);
    }
}

}  // namespace m3
