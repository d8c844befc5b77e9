#include "metrics_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace m3 {

MetricsView::MetricsView(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  summary_ = new QLabel(tr("No predictions yet."), this);
  summary_->setWordWrap(true);
  scores_ = new QTableWidget(this);
  confusion_ = new QTableWidget(this);
  for (QTableWidget* t : {scores_, confusion_}) {
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  }
  layout->addWidget(summary_);
  layout->addWidget(new QLabel(tr("Per class"), this));
  layout->addWidget(scores_);
  layout->addWidget(new QLabel(tr("Confusion (rows: truth, columns: prediction)"), this));
  layout->addWidget(confusion_);
}

void MetricsView::showMessage(const QString& message) {
  summary_->setText(message);
  scores_->clear();
  scores_->setRowCount(0);
  confusion_->clear();
  confusion_->setRowCount(0);
}

void MetricsView::showMetrics(const LabelSet& labels, const ClassificationMetrics& m, const QString& title) {
  const int K = labels.size();
  summary_->setText(tr("%1: accuracy %L2 over %Ln point(s)", "", static_cast<int>(m.total())).arg(title).arg(m.accuracy(), 0, 'f', 4));
  scores_->setRowCount(K);
  scores_->setColumnCount(3);
  scores_->setHorizontalHeaderLabels({tr("Precision"), tr("Recall"), tr("F1")});
  confusion_->setRowCount(K);
  confusion_->setColumnCount(K);
  QStringList names;
  for (const std::string& n : labels.names) names << QString::fromStdString(n);
  scores_->setVerticalHeaderLabels(names);
  confusion_->setVerticalHeaderLabels(names);
  confusion_->setHorizontalHeaderLabels(names);
  for (int k = 0; k < K; ++k) {
    const double values[3] = {m.precision(k), m.recall(k), m.f1(k)};
    for (int c = 0; c < 3; ++c) scores_->setItem(k, c, new QTableWidgetItem(QLocale().toString(values[c], 'f', 3)));
    for (int c = 0; c < K; ++c) {
      auto* item = new QTableWidgetItem(QLocale().toString(m.confusion(k, c)));
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      confusion_->setItem(k, c, item);
    }
  }
}

}  // namespace m3
