#pragma once
// The learned edge potentials as a K x K heat map (rows: the class of an edge's first node,
// columns: of its second), for one edge feature at a time: blue where the model rewards the
// pair, red where it penalises it, white at 0, so a user sees "students link to faculty" at a
// glance. An AMN fills the diagonal only; the baselines have none.
#include <QStringList>

class QTableWidget;
class QWidget;

namespace m3 {

struct GraphModel;

QTableWidget* makePotentialTable(QWidget* parent);
// Shows `model`'s potentials of edge feature `feature` (nothing without a model).
void showEdgePotentials(QTableWidget* table, const GraphModel* model, int feature, const QStringList& labelNames);

}  // namespace m3
