#include "perf_cost_figure.h"

#include "model/translation.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cp {

namespace {

QPointF plotted(const PerfCostPoint &p)
{
    return {p.usdPerMillionRequests, p.medianLatencyUs / 1000.0};
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
        return tr("%1 MiB").arg(p.memoryMb);
    if (cpus && !memory)
        return tr("%1 CPUs").arg(QLocale().toString(p.cpus, 'g', 3));
    return limitsText(p.memoryMb, p.cpus);
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

} // namespace

QString PerfCostFigure::curveName(const PerfCostCurve &curve)
{
    QString name = tr("%1, %2 runs").arg(curve.endpoint, runTypeName(curve.type));
    if (curve.msgLength > 0)
        name += tr(", message length %1").arg(curve.msgLength);
    return name;
}

QList<QScatterSeries *> PerfCostFigure::draw(QChart *chart, const PerfCostCurve &curve)
{
    chart->removeAllSeries(); // deletes them
    // removeAxis() gives an axis back to its caller.
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(curveName(curve));
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
    auto *intervalKey = new QLineSeries;
    intervalKey->setName(tr("95 % interval of the median"));
    intervalKey->setColor(otherColor);
    std::vector<QPointF> front;
    double costLow = INFINITY, costHigh = 0, latencyLow = INFINITY, latencyHigh = 0;
    for (const PerfCostPoint &p : curve.points) {
        const QPointF at = plotted(p);
        if (p.paretoOptimal)
            front.push_back(at);
        costLow = std::min(costLow, at.x());
        costHigh = std::max(costHigh, at.x());
        latencyLow = std::min(latencyLow, p.medianLatencyCi95 ? p.medianLatencyCi95->lo / 1000.0 : at.y());
        latencyHigh = std::max(latencyHigh, p.medianLatencyCi95 ? p.medianLatencyCi95->hi / 1000.0 : at.y());
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
    attach(intervalKey);
    QList<QScatterSeries *> points;
    for (const PerfCostPoint &p : curve.points) {
        const QColor color = p.paretoOptimal ? optimalColor : otherColor;
        if (p.medianLatencyCi95) {
            auto *bar = new QLineSeries;
            bar->append(p.usdPerMillionRequests, p.medianLatencyCi95->lo / 1000.0);
            bar->append(p.usdPerMillionRequests, p.medianLatencyCi95->hi / 1000.0);
            bar->setPen(QPen(color, 2));
            attach(bar);
            hideFromLegend(chart, bar);
        }
        auto *point = new QScatterSeries;
        point->append(plotted(p));
        point->setColor(color);
        point->setMarkerSize(p.paretoOptimal ? 12 : 10);
        point->setPointLabelsFormat(pointLabel(curve, p));
        point->setPointLabelsVisible(true);
        point->setPointLabelsClipping(false);
        attach(point);
        hideFromLegend(chart, point);
        points.append(point);
    }
    // Room around the points, so that none sits on an axis and their labels fit.
    const double costPad = std::max((costHigh - costLow) * 0.15, costHigh * 0.05 + 1e-12);
    cost->setRange(std::max(0.0, costLow - costPad), costHigh + costPad);
    return points;
}

} // namespace cp
