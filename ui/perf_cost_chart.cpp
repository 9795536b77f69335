#include "perf_cost_chart.h"

#include "perf_cost_figure.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>

namespace cp {

PerfCostChart::PerfCostChart(QWidget *parent)
    : QWidget(parent)
    , m_empty(new QLabel)
    , m_choice(new QComboBox)
    , m_view(new QChartView)
{
    setObjectName(QStringLiteral("perfCostChart"));
    m_empty->setObjectName(QStringLiteral("perfCostEmpty"));
    m_choice->setObjectName(QStringLiteral("perfCostCurveChoice"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setText(tr("No perf-cost curve yet. Sweep memory or CPU limits with a pricing (Run ▸ Pricing): when "
                        "the experiment ends, each endpoint's sweep points appear here, median latency against "
                        "cost per million requests."));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->legend()->setAlignment(Qt::AlignBottom);
    auto *choice = new QHBoxLayout;
    choice->addWidget(new QLabel(tr("Curve")));
    choice->addWidget(m_choice, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_empty, 1);
    layout->addLayout(choice);
    layout->addWidget(m_view, 1);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &PerfCostChart::draw);
    setCurves({});
}

QChart *PerfCostChart::chart() const
{
    return m_view->chart();
}

void PerfCostChart::setCurves(const QList<PerfCostCurve> &curves)
{
    m_curves = curves;
    m_empty->setVisible(curves.isEmpty());
    m_view->setVisible(!curves.isEmpty());
    m_choice->setVisible(!curves.isEmpty());
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    for (const PerfCostCurve &curve : curves)
        m_choice->addItem(PerfCostFigure::curveName(curve));
    draw(curves.isEmpty() ? -1 : 0);
}

void PerfCostChart::draw(int index)
{
    if (index < 0 || index >= m_curves.size()) {
        m_view->chart()->removeAllSeries();
        return;
    }
    const PerfCostCurve &curve = m_curves.at(index);
    const QList<QScatterSeries *> points = PerfCostFigure::draw(m_view->chart(), curve);
    for (qsizetype i = 0; i < points.size(); ++i) {
        connect(points.at(i), &QScatterSeries::hovered, this, [this, index, i](const QPointF &, bool entered) {
            showPointTip(m_curves.at(index).points.at(std::size_t(i)), entered);
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
    QToolTip::showText(QCursor::pos(), tip, m_view);
}

} // namespace cp
