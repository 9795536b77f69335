#include "perf_cost_chart.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

QPointF plotted(const PerfCostPoint &p)
{
    return {p.usdPerMillionRequests, p.medianLatencyUs / 1000.0};
}

QString limitsText(const PerfCostPoint &p)
{
    const QLocale locale;
    const QString memory =
        p.memoryMb > 0 ? PerfCostChart::tr("%1 MiB").arg(p.memoryMb) : PerfCostChart::tr("no memory limit");
    const QString cpus = p.cpus > 0 ? PerfCostChart::tr("%1 CPUs").arg(locale.toString(p.cpus, 'g', 3))
                                    : PerfCostChart::tr("no CPU limit");
    return memory + QStringLiteral(", ") + cpus;
}

// What tells the points of one curve apart: the swept limit alone when only one was swept.
QString pointLabel(const PerfCostCurve &curve, const PerfCostPoint &p)
{
    const auto differs = [&curve](auto member) {
        return std::any_of(curve.points.cbegin(), curve.points.cend(),
                           [&](const PerfCostPoint &q) { return q.*member != curve.points.front().*member; });
    };
    const bool memory = differs(&PerfCostPoint::memoryMb);
    const bool cpus = differs(&PerfCostPoint::cpus);
    if (memory && !cpus)
        return PerfCostChart::tr("%1 MiB").arg(p.memoryMb);
    if (cpus && !memory)
        return PerfCostChart::tr("%1 CPUs").arg(QLocale().toString(p.cpus, 'g', 3));
    return limitsText(p);
}

} // namespace

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
    for (const PerfCostCurve &curve : curves) {
        QString name = tr("%1, %2 runs").arg(curve.endpoint, runTypeName(curve.type));
        if (curve.msgLength > 0)
            name += tr(", message length %1").arg(curve.msgLength);
        m_choice->addItem(name);
    }
    draw(curves.isEmpty() ? -1 : 0);
}

void PerfCostChart::draw(int index)
{
    QChart *chart = m_view->chart();
    chart->removeAllSeries(); // deletes them
    // removeAxis() gives an axis back to its caller.
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    if (index < 0 || index >= m_curves.size())
        return;
    const PerfCostCurve &curve = m_curves.at(index);
    chart->setTitle(m_choice->itemText(index));

    auto *cost = new QValueAxis;
    cost->setTitleText(tr("US dollars per million requests (%1 billing)").arg(billingModelName(curve.model)));
    cost->setLabelFormat(QStringLiteral("%.3g"));

    // One series per point, so that each carries its own label; two empty
    // ones give the legend its keys.
    const QColor optimalColor(0x1f, 0x8a, 0x4c);
    const QColor otherColor(0x8a, 0x8a, 0x8a);
    QAbstractAxis *latency = nullptr; // log or linear, once the latencies are known
    const auto attach = [&](QXYSeries *series) {
        chart->addSeries(series);
        series->attachAxis(cost);
        series->attachAxis(latency);
    };
    auto *frontier = new QLineSeries;
    frontier->setName(tr("Pareto-optimal"));
    frontier->setColor(optimalColor);
    auto *otherKey = new QScatterSeries;
    otherKey->setName(tr("dominated: another point is as fast and cheaper"));
    otherKey->setColor(otherColor);
    std::vector<QPointF> front;
    double costLow = INFINITY, costHigh = 0, latencyLow = INFINITY, latencyHigh = 0;
    for (const PerfCostPoint &p : curve.points) {
        const QPointF at = plotted(p);
        if (p.paretoOptimal)
            front.push_back(at);
        costLow = std::min(costLow, at.x());
        costHigh = std::max(costHigh, at.x());
        latencyLow = std::min(latencyLow, at.y());
        latencyHigh = std::max(latencyHigh, at.y());
    }
    std::sort(front.begin(), front.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    for (const QPointF &at : front)
        frontier->append(at);
    // Latencies that span decades (a cold sweep from 64 MiB up) on a log scale;
    // within one decade a log axis would show no tick at all.
    if (latencyHigh > 10 * latencyLow) {
        auto *log = new QLogValueAxis;
        log->setTitleText(tr("median latency (ms, log scale)"));
        log->setLabelFormat(QStringLiteral("%.3g"));
        log->setMinorTickCount(-1);
        log->setRange(std::max(latencyLow / 1.5, 1e-3), latencyHigh * 1.5);
        latency = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setTitleText(tr("median latency (ms)"));
        linear->setLabelFormat(QStringLiteral("%.3g"));
        const double pad = std::max((latencyHigh - latencyLow) * 0.15, latencyHigh * 0.05);
        linear->setRange(std::max(0.0, latencyLow - pad), latencyHigh + pad);
        latency = linear;
    }
    chart->addAxis(cost, Qt::AlignBottom);
    chart->addAxis(latency, Qt::AlignLeft);
    attach(frontier);
    attach(otherKey);
    for (const PerfCostPoint &p : curve.points) {
        auto *point = new QScatterSeries;
        point->append(plotted(p));
        point->setColor(p.paretoOptimal ? optimalColor : otherColor);
        point->setMarkerSize(p.paretoOptimal ? 12 : 10);
        point->setPointLabelsFormat(pointLabel(curve, p));
        point->setPointLabelsVisible(true);
        point->setPointLabelsClipping(false);
        attach(point);
        for (QLegendMarker *marker : chart->legend()->markers(point))
            marker->setVisible(false);
        connect(point, &QScatterSeries::hovered, this,
                [this, index](const QPointF &at, bool state) { showPointTip(m_curves.at(index), at, state); });
    }
    // Room around the points, so that none sits on an axis and their labels fit.
    const double costPad = std::max((costHigh - costLow) * 0.15, costHigh * 0.05 + 1e-12);
    cost->setRange(std::max(0.0, costLow - costPad), costHigh + costPad);
}

void PerfCostChart::showPointTip(const PerfCostCurve &curve, const QPointF &point, bool entered)
{
    if (!entered) {
        QToolTip::hideText();
        return;
    }
    const auto hit = std::find_if(curve.points.cbegin(), curve.points.cend(),
                                  [&point](const PerfCostPoint &p) { return plotted(p) == point; });
    if (hit == curve.points.cend())
        return;
    const QLocale locale;
    QString tip = tr("%1\nmedian %2 ms").arg(limitsText(*hit), locale.toString(hit->medianLatencyUs / 1000.0, 'f', 3));
    if (hit->medianLatencyCi95)
        tip += tr(" (95 % CI %1 to %2)")
                   .arg(locale.toString(hit->medianLatencyCi95->lo / 1000.0, 'f', 3),
                        locale.toString(hit->medianLatencyCi95->hi / 1000.0, 'f', 3));
    tip += tr("\n%1 per million requests").arg(formatUsd(hit->usdPerMillionRequests));
    if (hit->usdPerMillionCi95)
        tip += tr(" (95 % CI %1 to %2)")
                   .arg(formatUsd(hit->usdPerMillionCi95->first), formatUsd(hit->usdPerMillionCi95->second));
    tip += tr("\nrun %1, %2 samples%3")
               .arg(hit->run + 1)
               .arg(hit->samples)
               .arg(hit->paretoOptimal ? tr("; Pareto-optimal") : tr("; another point is as fast and cheaper"));
    QToolTip::showText(QCursor::pos(), tip, m_view);
}

} // namespace cp
