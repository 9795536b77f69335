#include "perf_cost_chart.h"

#include "perf_cost_figure.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>

namespace cp {

PerfCostChart::PerfCostChart(QWidget *parent)
    : AnswerListView(QStringLiteral("perfCost"), tr("Curve"), QStringLiteral("perfCostCurveChoice"), parent)
{
    setObjectName(QStringLiteral("perfCostChart"));
    setEmptyText(tr("No perf-cost curve yet. Sweep memory or CPU limits with a pricing (Run ▸ Pricing): when "
                    "the experiment ends, each endpoint's sweep points appear here, median latency against "
                    "cost per million requests."));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setAnswers({});
}

QStringList PerfCostChart::choicesFor(const QList<PerfCostCurve> &curves) const
{
    QStringList names;
    for (const PerfCostCurve &curve : curves)
        names.append(PerfCostFigure::curveName(curve));
    return names;
}

void PerfCostChart::showChoice(int index)
{
    if (index < 0 || index >= answers().size()) {
        chart()->removeAllSeries();
        return;
    }
    const PerfCostCurve &curve = answers().at(index);
    const QList<QScatterSeries *> points = PerfCostFigure::draw(chart(), curve);
    for (qsizetype i = 0; i < points.size(); ++i) {
        connect(points.at(i), &QScatterSeries::hovered, this, [this, index, i](const QPointF &, bool entered) {
            showPointTip(answers().at(index).points.at(std::size_t(i)), entered);
        });
    }
}

void PerfCostChart::showPointTip(const PerfCostPoint &hit, bool entered)
{
    if (!entered) {
        QToolTip::hideText();
        return;
    }
    const QLocale locale;
    QString tip = tr("%1\nmedian %2 ms")
                      .arg(limitsText(hit.memoryMb, hit.cpus), locale.toString(hit.medianLatencyUs / 1000.0, 'f', 3));
    if (hit.medianLatencyCi95)
        tip += tr(" (95 % CI %1 to %2)")
                   .arg(locale.toString(hit.medianLatencyCi95->lo / 1000.0, 'f', 3),
                        locale.toString(hit.medianLatencyCi95->hi / 1000.0, 'f', 3));
    tip += tr("\n%1 per million requests").arg(formatUsd(hit.usdPerMillionRequests));
    if (hit.usdPerMillionCi95)
        tip += tr(" (95 % CI %1 to %2)")
                   .arg(formatUsd(hit.usdPerMillionCi95->first), formatUsd(hit.usdPerMillionCi95->second));
    tip += tr("\nrun %1, %2 samples%3")
               .arg(hit.run + 1)
               .arg(hit.samples)
               .arg(hit.paretoOptimal ? tr("; Pareto-optimal") : tr("; another point is as fast and cheaper"));
    QToolTip::showText(QCursor::pos(), tip, chartView());
}

} // namespace cp
