#include "report_figures.h"

#include "analysis/results_report.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cp {

namespace {

constexpr double UsPerMs = 1000.0;
constexpr double NsPerS = 1e9;

// Colours that stay apart in print and for the common colour blindnesses (Okabe & Ito).
QColor palette(qsizetype i)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                    QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                    QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x00, 0x00)};
    return colors[i % qsizetype(std::size(colors))];
}

std::unique_ptr<QChart> newChart(const QString &title)
{
    auto chart = std::make_unique<QChart>();
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

// A logarithmic axis for values in ms that span [lowMs, highMs]: the series
// plot log10(ms) on it, and it labels round values (1-2-5 and finer, as many
// as fit) where they fall. Qt Charts' own log axis labels only whole decades,
// and box plots on it take the logarithm of 0.
QCategoryAxis *logMsAxis(const QString &title, double lowMs, double highMs)
{
    lowMs = std::max(lowMs, 1e-3);
    highMs = std::max(highMs, lowMs);
    // A margin of half a value on each side, and at least a factor of 3 in all,
    // so that a single value has neighbouring labels.
    const double middle = std::sqrt(lowMs * highMs);
    const double spread = std::max(highMs / lowMs * 1.5 * 1.5, 3.0);
    const double from = std::log10(middle / std::sqrt(spread));
    const double to = std::log10(middle * std::sqrt(spread));
    static const std::vector<std::vector<double>> mantissas = {
        {1}, {1, 3}, {1, 2, 5}, {1, 1.5, 2, 3, 5, 7}, {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8}};
    std::vector<double> ticks;
    for (const std::vector<double> &steps : mantissas) {
        ticks.clear();
        for (int decade = int(std::floor(from)); decade <= int(std::ceil(to)); ++decade) {
            for (const double m : steps) {
                const double at = std::log10(m) + decade;
                if (at >= from && at <= to)
                    ticks.push_back(at);
            }
        }
        if (ticks.size() >= 4)
            break;
    }
    auto *axis = new QCategoryAxis;
    axis->setTitleText(title);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(from, to);
    for (const double at : ticks)
        axis->append(QLocale().toString(std::pow(10.0, at), 'g', 3), at);
    return axis;
}

double logMs(double us)
{
    return std::log10(std::max(us, 1.0) / UsPerMs);
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

} // namespace

std::unique_ptr<QChart> ReportFigures::times(const EndpointReport &endpoint)
{
    struct Kind
    {
        QString name;
        std::optional<stats::BoxPlot> RunDistributions::*box;
    };
    const Kind kinds[] = {
        {tr("client time"), &RunDistributions::clientUs},
        {tr("provider time"), &RunDistributions::providerUs},
        {tr("exec time (server-reported)"), &RunDistributions::execUs},
    };
    double low = INFINITY, high = 0;
    for (const RunDistributions &d : endpoint.distributions) {
        for (const Kind &kind : kinds) {
            if (const auto &box = d.*(kind.box)) {
                low = std::min(low, box->lowWhisker);
                high = std::max(high, box->highWhisker);
            }
        }
    }
    if (high <= 0)
        return nullptr;
    auto chart = newChart(tr("Times per run: box from the first to the third quartile, line at the median, "
                             "whiskers to the furthest value within 1.5 box lengths"));
    auto *runs = new QBarCategoryAxis;
    for (const RunDistributions &d : endpoint.distributions)
        runs->append(d.label);
    runs->setTitleText(tr("run (as in summary.json): type and limits"));
    auto *time = logMsAxis(tr("ms (log scale)"), std::max(low, 1.0) / UsPerMs, high / UsPerMs);
    chart->addAxis(runs, Qt::AlignBottom);
    chart->addAxis(time, Qt::AlignLeft);
    for (qsizetype k = 0; k < qsizetype(std::size(kinds)); ++k) {
        auto *series = new QBoxPlotSeries;
        series->setName(kinds[k].name);
        series->setBrush(palette(k).lighter(150));
        series->setPen(QPen(palette(k), 1.5));
        bool any = false;
        for (const RunDistributions &d : endpoint.distributions) {
            auto *set = new QBoxSet(d.label);
            // A run without this time gets a box far below the axis, out of
            // sight, so that the others stay under their labels.
            for (int which = QBoxSet::LowerExtreme; which <= QBoxSet::UpperExtreme; ++which)
                set->setValue(which, time->min() - 10);
            if (const auto &box = d.*(kinds[k].box)) {
                set->setValue(QBoxSet::LowerExtreme, logMs(box->lowWhisker));
                set->setValue(QBoxSet::LowerQuartile, logMs(box->q1));
                set->setValue(QBoxSet::Median, logMs(box->median));
                set->setValue(QBoxSet::UpperQuartile, logMs(box->q3));
                set->setValue(QBoxSet::UpperExtreme, logMs(box->highWhisker));
                any = true;
            }
            series->append(set);
        }
        if (!any) {
            delete series;
            continue;
        }
        chart->addSeries(series);
        series->attachAxis(runs);
        series->attachAxis(time);
    }
    return chart;
}

std::unique_ptr<QChart> ReportFigures::coldWarmRatio(const QList<ColdStartOverhead> &overheads)
{
    if (overheads.isEmpty())
        return nullptr;
    // Groups too small for an interval (docs/statistics.md#comparing-two-groups): none is promised then.
    const bool anyInterval = std::any_of(overheads.cbegin(), overheads.cend(),
                                         [](const ColdStartOverhead &o) { return o.ratioCi95.has_value(); });
    auto chart = newChart(anyInterval ? tr("Cold-start overhead: median cold over median warm latency, 95 % interval")
                                      : tr("Cold-start overhead: median cold over median warm latency (too few "
                                           "samples for an interval)"));
    auto *points = new QCategoryAxis;
    points->setTitleText(tr("sweep point"));
    points->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    points->setRange(0, double(overheads.size()));
    auto *ratio = new QValueAxis;
    ratio->setTitleText(tr("T_cold / T_warm"));
    ratio->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(points, Qt::AlignBottom);
    chart->addAxis(ratio, Qt::AlignLeft);
    auto *estimates = new QScatterSeries;
    estimates->setName(tr("ratio of medians"));
    estimates->setColor(palette(0));
    estimates->setMarkerSize(10);
    const auto attach = [&](QXYSeries *series) {
        chart->addSeries(series);
        series->attachAxis(points);
        series->attachAxis(ratio);
    };
    double high = 1;
    const bool lengthsDiffer =
        std::any_of(overheads.cbegin(), overheads.cend(), [&overheads](const ColdStartOverhead &o) {
            return o.msgLength != overheads.constFirst().msgLength;
        });
    for (qsizetype i = 0; i < overheads.size(); ++i) {
        const ColdStartOverhead &o = overheads.at(i);
        QStringList label;
        if (o.memoryMb > 0)
            label << tr("%1 MiB").arg(o.memoryMb);
        if (o.cpuLimit > 0)
            label << tr("%1 CPUs").arg(QLocale().toString(o.cpuLimit, 'g', 3));
        if (lengthsDiffer)
            label << tr("message length %1").arg(o.msgLength);
        if (label.isEmpty())
            label << tr("no limits swept");
        points->append(label.join(QStringLiteral(", ")), double(i + 1));
        const double x = double(i) + 0.5;
        if (std::isfinite(o.ratio)) {
            estimates->append(x, o.ratio);
            high = std::max(high, o.ratio);
        }
        if (o.ratioCi95) {
            auto *bar = new QLineSeries;
            bar->append(x, o.ratioCi95->lo);
            bar->append(x, o.ratioCi95->hi);
            bar->setPen(QPen(palette(0), 2));
            attach(bar);
            hideFromLegend(chart.get(), bar);
            high = std::max(high, o.ratioCi95->hi);
        }
    }
    attach(estimates);
    if (anyInterval) {
        // The bars' one legend entry.
        auto *intervalKey = new QLineSeries;
        intervalKey->setName(tr("95 % interval"));
        intervalKey->setPen(QPen(palette(0), 2));
        attach(intervalKey);
    }
    ratio->setRange(0, high * 1.1);
    ratio->applyNiceNumbers();
    return chart;
}

std::unique_ptr<QChart> ReportFigures::latencyCdf(const EndpointReport &endpoint)
{
    double low = INFINITY, high = 0;
    for (const RunDistributions &d : endpoint.distributions) {
        if (!d.clientCdf.isEmpty()) {
            low = std::min(low, d.clientCdf.constFirst().x());
            high = std::max(high, d.clientCdf.constLast().x());
        }
    }
    if (high <= 0)
        return nullptr;
    auto chart = newChart(tr("Client time: fraction of the accepted requests answered within a time"));
    auto *time = logMsAxis(tr("client time, ms (log scale)"), std::max(low, 1.0) / UsPerMs, high / UsPerMs);
    auto *fraction = new QValueAxis;
    fraction->setTitleText(tr("fraction of requests"));
    fraction->setRange(0, 1);
    fraction->setLabelFormat(QStringLiteral("%.2f"));
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(fraction, Qt::AlignLeft);
    for (qsizetype i = 0; i < endpoint.distributions.size(); ++i) {
        const RunDistributions &d = endpoint.distributions.at(i);
        if (d.clientCdf.isEmpty())
            continue;
        auto *series = new QLineSeries;
        series->setName(d.label);
        series->setPen(QPen(palette(i), 2));
        for (const QPointF &p : d.clientCdf)
            series->append(logMs(p.x()), p.y());
        chart->addSeries(series);
        series->attachAxis(time);
        series->attachAxis(fraction);
    }
    return chart;
}

std::unique_ptr<QChart> ReportFigures::resources(const EndpointReport &endpoint, std::int64_t originNs)
{
    if (endpoint.timelines.isEmpty())
        return nullptr;
    auto chart = newChart(tr("Container resources (solid: CPU, dashed: memory; dotted lines: the runs' starts)"));
    auto *seconds = new QValueAxis;
    seconds->setTitleText(tr("seconds since the first run started"));
    seconds->setLabelFormat(QStringLiteral("%.4g"));
    auto *cpu = new QValueAxis;
    cpu->setTitleText(tr("CPU, % of one core"));
    cpu->setLabelFormat(QStringLiteral("%.3g"));
    auto *memory = new QValueAxis;
    memory->setTitleText(tr("memory in use, MiB"));
    memory->setLabelFormat(QStringLiteral("%.4g"));
    chart->addAxis(seconds, Qt::AlignBottom);
    chart->addAxis(cpu, Qt::AlignLeft);
    chart->addAxis(memory, Qt::AlignRight);
    double first = INFINITY, last = -INFINITY, cpuHigh = 1, memoryHigh = 1;
    for (qsizetype i = 0; i < endpoint.timelines.size(); ++i) {
        const ContainerTimeline &t = endpoint.timelines.at(i);
        auto *cpuSeries = new QLineSeries;
        cpuSeries->setName(tr("%1 CPU").arg(t.container));
        cpuSeries->setPen(QPen(palette(i), 2));
        for (const QPointF &p : t.cpuPercent) {
            cpuSeries->append(p);
            cpuHigh = std::max(cpuHigh, p.y());
        }
        auto *memorySeries = new QLineSeries;
        memorySeries->setName(tr("%1 memory").arg(t.container));
        memorySeries->setPen(QPen(palette(i), 2, Qt::DashLine));
        for (const QPointF &p : t.memoryMib) {
            memorySeries->append(p);
            memoryHigh = std::max(memoryHigh, p.y());
            first = std::min(first, p.x());
            last = std::max(last, p.x());
        }
        chart->addSeries(cpuSeries);
        cpuSeries->attachAxis(seconds);
        cpuSeries->attachAxis(cpu);
        chart->addSeries(memorySeries);
        memorySeries->attachAxis(seconds);
        memorySeries->attachAxis(memory);
    }
    cpu->setRange(0, cpuHigh * 1.1);
    cpu->applyNiceNumbers();
    memory->setRange(0, memoryHigh * 1.1);
    memory->applyNiceNumbers();
    for (const RunSummary &run : endpoint.runs) {
        const double start = double(run.info.startNs - originNs) / NsPerS;
        first = std::min(first, start);
        last = std::max(last, double(run.info.endNs - originNs) / NsPerS);
        auto *mark = new QLineSeries;
        mark->append(start, 0);
        mark->append(start, cpu->max());
        mark->setPen(QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DotLine));
        chart->addSeries(mark);
        mark->attachAxis(seconds);
        mark->attachAxis(cpu);
        hideFromLegend(chart.get(), mark);
    }
    seconds->setRange(first, std::max(last, first + 1));
    seconds->applyNiceNumbers();
    return chart;
}

QImage ReportFigures::render(QChart *chart, QSize size)
{
    constexpr int Scale = 2;
    const QRectF area(QPointF(0, 0), QSizeF(size));
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(area);
    // Lays the chart out now: offscreen, no event loop will.
    chart->layout()->activate();
    QImage image(size * Scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(Scale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, area, area);
    }
    // The scene would delete the chart; the caller owns it.
    scene.removeItem(chart);
    return image;
}

} // namespace cp
