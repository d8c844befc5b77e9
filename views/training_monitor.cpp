#include "training_monitor.h"

#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

QChart* makeChart(const QString& title) {
  auto* chart = new QChart;
  chart->setTitle(title);
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->setMargins(QMargins(4, 4, 4, 4));
  chart->setBackgroundRoundness(0);
  chart->setLocalizeNumbers(true);  // axis labels as the locale writes them (0,5 in German)
  return chart;
}

QLineSeries* addSeries(QChart* chart, const QString& name, const QColor& colour) {
  auto* s = new QLineSeries;
  s->setName(name);
  s->setPen(QPen(colour, 2));
  s->setPointsVisible(true);
  chart->addSeries(s);
  return s;
}

}  // namespace

TrainingMonitor::TrainingMonitor(QWidget* parent) : QWidget(parent) {
  QChart* objective = makeChart(tr("Objective and duality gap"));
  primal_ = addSeries(objective, tr("primal"), QColor(0x1f, 0x77, 0xb4));
  dual_ = addSeries(objective, tr("dual"), QColor(0x2c, 0xa0, 0x2c));
  gap_ = addSeries(objective, tr("gap (% of primal)"), QColor(0xd6, 0x27, 0x28));
  // Few ticks and short labels: the dock is narrow, and Qt elides labels that do not fit
  // to "...".
  objTime_ = new QValueAxis;
  objTime_->setTitleText(tr("seconds"));
  objTime_->setLabelFormat("%.3g");
  objTime_->setTickCount(3);
  objValue_ = new QValueAxis;
  objValue_->setLabelFormat("%.3g");
  objValue_->setTickCount(3);
  gapAxis_ = new QLogValueAxis;
  gapAxis_->setLabelFormat("%.3g%");  // localized labels take the text after the number as is
  gapAxis_->setBase(10);
  gapAxis_->setMinorTickCount(-1);  // automatic minor ticks: readable between decades
  objective->addAxis(objTime_, Qt::AlignBottom);
  objective->addAxis(objValue_, Qt::AlignLeft);
  objective->addAxis(gapAxis_, Qt::AlignRight);
  for (QLineSeries* s : {primal_, dual_}) {
    s->attachAxis(objTime_);
    s->attachAxis(objValue_);
  }
  gap_->attachAxis(objTime_);
  gap_->attachAxis(gapAxis_);

  QChart* errors = makeChart(tr("Error"));
  trainError_ = addSeries(errors, tr("training"), QColor(0x94, 0x67, 0xbd));
  validationError_ = addSeries(errors, tr("validation (held out)"), QColor(0xff, 0x7f, 0x0e));
  errTime_ = new QValueAxis;
  errTime_->setTitleText(tr("seconds"));
  errTime_->setLabelFormat("%.3g");
  errTime_->setTickCount(3);
  errValue_ = new QValueAxis;
  errValue_->setLabelFormat("%.3g");
  errors->addAxis(errTime_, Qt::AlignBottom);
  errors->addAxis(errValue_, Qt::AlignLeft);
  for (QLineSeries* s : {trainError_, validationError_}) {
    s->attachAxis(errTime_);
    s->attachAxis(errValue_);
  }

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  summary_ = new QLabel(this);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setWordWrap(true);  // long summaries must not widen the dock and squeeze the view
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  charts_ = {objective, errors};
  for (QChart* c : charts_) {
    auto* view = new QChartView(c, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(180);
    layout->addWidget(view, 1);
  }
  layout->addWidget(summary_);
  layout->addWidget(status_);
  setMinimumWidth(300);  // the charts' axis labels and legends fit from here on
  followPalette();
  clear();
}

void TrainingMonitor::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) followPalette();
}

void TrainingMonitor::followPalette() {
  const QPalette& pal = palette();
  const QColor text = pal.color(QPalette::Text), base = pal.color(QPalette::Base);
  QColor grid = pal.color(QPalette::Mid);
  QColor minorGrid = grid;
  minorGrid.setAlpha(90);
  for (QChart* chart : charts_) {
    chart->setBackgroundBrush(base);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis* axis : chart->axes()) {
      axis->setLabelsColor(text);
      axis->setTitleBrush(text);
      axis->setLinePenColor(grid);
      axis->setGridLineColor(grid);
      axis->setMinorGridLineColor(minorGrid);
    }
  }
}

void TrainingMonitor::clear() {
  for (QLineSeries* s : {primal_, dual_, gap_, trainError_, validationError_}) s->clear();
  status_->clear();  // news of the last run or of another workbench
  points_ = 0;
  minObjective_ = 0;
  maxObjective_ = 1;
  minGap_ = maxGap_ = 1;
  maxError_ = 0.05;
  objTime_->setRange(0, 1);
  errTime_->setRange(0, 1);
  objValue_->setRange(0, 1);
  gapAxis_->setRange(0.1, 100);
  errValue_->setRange(0, maxError_);
  errValue_->applyNiceNumbers();
  summary_->setText(tr("No training passes reported yet."));
}

void TrainingMonitor::addProgress(const TrainingProgress& p) {
  const double t = p.seconds;
  primal_->append(t, p.primal);
  dual_->append(t, p.dual);
  const double rel = std::max(100 * p.relativeGap(), 1e-4);  // percent
  gap_->append(t, rel);
  gap_->setName(p.gapCertified ? tr("gap (% of primal)") : tr("gap (an estimate)"));
  trainError_->append(t, p.trainError);
  if (!std::isnan(p.validationError)) validationError_->append(t, p.validationError);
  if (points_++ == 0) {
    minObjective_ = std::min(p.dual, p.primal);
    maxObjective_ = std::max(p.dual, p.primal);
    minGap_ = maxGap_ = rel;
  }
  minObjective_ = std::min({minObjective_, p.dual, p.primal});
  maxObjective_ = std::max({maxObjective_, p.dual, p.primal});
  minGap_ = std::min(minGap_, rel);
  maxGap_ = std::max(maxGap_, rel);
  maxError_ = std::max({maxError_, p.trainError, std::isnan(p.validationError) ? 0.0 : p.validationError});
  const double pad = 0.05 * std::max(1e-9, maxObjective_ - minObjective_);
  objValue_->setRange(std::min(0.0, minObjective_ - pad), maxObjective_ + pad);
  objTime_->setRange(0, std::max(t, 1e-3) * 1.05);
  errTime_->setRange(0, std::max(t, 1e-3) * 1.05);
  // Ticks at round values on every linear axis: a tick at -0.00912 would be elided to "-0.009...".
  for (QValueAxis* axis : {objValue_, objTime_, errTime_}) {
    axis->setTickCount(3);  // applyNiceNumbers changes the count; start from the same one each time
    axis->applyNiceNumbers();
  }
  // Whole numbers from 1,000 on (after the rounding above, which may reach 1,000): "%.3g" would
  // write 40,200 as 4.02e+04, too wide for the axis.
  objValue_->setLabelFormat(
      std::max(std::abs(objValue_->max()), std::abs(objValue_->min())) >= 1000 ? "%.0f" : "%.3g");
  gapAxis_->setRange(std::pow(10, std::floor(std::log10(minGap_))),
                     std::pow(10, std::ceil(std::log10(maxGap_ * 1.0001))));
  errValue_->setRange(0, std::min(1.0, maxError_ * 1.1));
  errValue_->applyNiceNumbers();  // ticks at round values (0.1, 0.2), labelled exactly
  // With approximate inference the gap may be underestimated: say so instead of certifying.
  // %L: numbers as the user's locale writes them (3,91 in German).
  QString text = tr("pass %L1 · gap %L2%%3 · training error %L4")
                     .arg(p.pass)
                     .arg(100 * p.relativeGap(), 0, 'f', 2)
                     .arg(p.gapCertified        ? QString()
                          : std::isnan(p.certifiedGap) ? tr(" (an estimate)")
                                                       : tr(" (an estimate; certified %L1%)")
                                                             .arg(100 * p.relativeCertifiedGap(), 0, 'f', 2))
                     .arg(p.trainError, 0, 'f', 3);
  if (!std::isnan(p.validationError))
    text += tr(" · validation error %L1").arg(p.validationError, 0, 'f', 3);
  summary_->setText(text + tr(" · %L1 s").arg(t, 0, 'f', 1));
}

void TrainingMonitor::setStatus(const QString& text) {
  status_->setText(text);
  // A round without passes (a project's model shown, a forest, a PCFG read off the trees):
  // "no passes reported yet" would sit above its result as if something were still to come.
  if (points_ == 0) summary_->clear();
}

}  // namespace m3
