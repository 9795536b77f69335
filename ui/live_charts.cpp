#include "live_charts.h"

#include "chart_view_adapter.h"
#include "scatter_decimator.h"
#include "series_decimator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cp {

namespace {

// At most 10 draws a second, and never more than a fifth of the GUI thread's
// time: after a slow draw the next one waits four times as long.
constexpr int RefreshIntervalMs = 100;
constexpr int RefreshShareFactor = 4;
constexpr int DistributionIntervalMs = 250;

// Okabe and Ito's palette, told apart with every common colour-vision deficiency:
// each series its own hue.
const QColor Blue(QRgb(0x0072b2));
const QColor Vermillion(QRgb(0xd55e00));
const QColor BluishGreen(QRgb(0x009e73));
const QColor ReddishPurple(QRgb(0xcc79a7));
const QColor Orange(QRgb(0xe69f00));
const QColor SkyBlue(QRgb(0x56b4e9));
const QColor Yellow(QRgb(0xb8a000)); // Okabe–Ito's yellow, darkened to show on white
const QColor Black(QRgb(0x000000));
const QColor Grey(QRgb(0x9a9a9a));
// A container's two series (CPU and memory, received and sent) take two hues in turn.
const QList<QColor> containerColors = {Blue, Orange, BluishGreen, ReddishPurple, SkyBlue, Vermillion, Yellow};

double niceTop(double value)
{
    if (!(value > 0) || !std::isfinite(value))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0}) {
        if (step * magnitude >= value)
            return step * magnitude;
    }
    return 10 * magnitude;
}

double maxY(const QList<QPointF> &points)
{
    double top = 0;
    for (const QPointF &p : points)
        top = std::max(top, p.y());
    return top;
}

QList<QPointF> clipped(const QList<QPointF> &points, double x0, double x1)
{
    SeriesDecimator decimator(x0, x1, 2000);
    for (const QPointF &p : points)
        decimator.add(p.x(), p.y());
    return decimator.points();
}

} // namespace

LiveCharts::LiveCharts(const RunMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
{
    setObjectName(QStringLiteral("liveCharts"));
    auto makeChart = [](QWidget *parentWidget) {
        auto *chart = new ChartViewAdapter(parentWidget);
        return chart;
    };

    // A stack of time charts, each tall enough to read (a plot area of at least 150 px
    // under its title, legend and axis labels); where the window is shorter than the
    // stack it scrolls, the latency chart first.
    auto *timeSplitter = new QSplitter(Qt::Vertical);
    timeSplitter->setChildrenCollapsible(false);
    m_latency = makeChart(timeSplitter);
    m_rates = makeChart(timeSplitter);
    m_usage = makeChart(timeSplitter);
    m_network = makeChart(timeSplitter);
    for (ChartViewAdapter *chart : {m_latency, m_rates, m_usage, m_network}) {
        timeSplitter->addWidget(chart);
        chart->setMinimumHeight(ReadableChartHeight);
    }
    m_usage->hide();
    m_network->hide();
    m_latency->setObjectName(QStringLiteral("latencyChart"));
    m_rates->setObjectName(QStringLiteral("ratesChart"));
    m_usage->setObjectName(QStringLiteral("usageChart"));
    m_network->setObjectName(QStringLiteral("networkChart"));
    timeSplitter->setStretchFactor(0, 3);
    for (int i = 1; i < 4; ++i)
        timeSplitter->setStretchFactor(i, 2);
    m_timeCharts = {m_latency, m_rates, m_usage, m_network};
    auto *timeScroll = new QScrollArea;
    timeScroll->setObjectName(QStringLiteral("timeCharts"));
    timeScroll->setWidgetResizable(true);
    timeScroll->setFrameShape(QFrame::NoFrame);
    timeScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    timeScroll->setWidget(timeSplitter);

    // The distribution of the latencies, one chart at a time at the column's full height.
    m_distributions = new QTabWidget;
    m_distributions->setObjectName(QStringLiteral("distributionCharts"));
    m_distributions->setDocumentMode(true);
    m_histogram = makeChart(m_distributions);
    m_cdf = makeChart(m_distributions);
    m_histogram->setObjectName(QStringLiteral("histogramChart"));
    m_cdf->setObjectName(QStringLiteral("cdfChart"));
    m_distributions->addTab(m_histogram, QString());
    m_distributions->addTab(m_cdf, QString());

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(timeScroll);
    splitter->addWidget(m_distributions);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    m_followBox = new QCheckBox;
    m_followBox->setChecked(true);
    m_window = new QComboBox;
    auto *reset = new QPushButton;
    reset->setObjectName(QStringLiteral("resetZoom"));
    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(m_followBox);
    toolbar->addWidget(m_window);
    toolbar->addWidget(reset);
    toolbar->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(toolbar);
    layout->addWidget(splitter, 1);

    // Latencies span decades (a cold start is 100 × a warm answer): a log axis shows both.
    m_latency->setLogarithmicY(true);
    m_warm = m_latency->addSeries({}, ChartViewAdapter::Kind::Scatter, Blue);
    m_cold = m_latency->addSeries({}, ChartViewAdapter::Kind::Scatter, Vermillion);
    // Cold starts are few and what a cold run is about: they stand out from the warm cloud.
    m_latency->setScatterPixels(m_cold, 3 * ChartViewAdapter::ScatterMarkerPixels);
    m_p50 = m_latency->addSeries({}, ChartViewAdapter::Kind::Line, BluishGreen);
    m_p99 = m_latency->addSeries({}, ChartViewAdapter::Kind::Line, ReddishPurple);
    m_latencyMarkers = m_latency->addSeries({}, ChartViewAdapter::Kind::Markers, Black);

    m_rates->setAxisTitles({}, {}, QStringLiteral(" "));
    // Added first, so drawn beneath what was achieved; grey, as what was planned, not measured.
    m_target = m_rates->addSeries({}, ChartViewAdapter::Kind::Line, Grey);
    m_throughput = m_rates->addSeries({}, ChartViewAdapter::Kind::Line, Blue);
    m_errors = m_rates->addSeries({}, ChartViewAdapter::Kind::Line, Vermillion, ChartViewAdapter::Axis::Right);
    m_rateMarkers = m_rates->addSeries({}, ChartViewAdapter::Kind::Markers, Black);

    m_usage->setAxisTitles({}, {}, QStringLiteral(" "));
    m_usageMarkers = m_usage->addSeries({}, ChartViewAdapter::Kind::Markers, Black);
    m_networkMarkers = m_network->addSeries({}, ChartViewAdapter::Kind::Markers, Black);

    m_histogram->setLogarithmicX(true);
    m_cdf->setLogarithmicX(true);
    m_histogramSeries = m_histogram->addSeries({}, ChartViewAdapter::Kind::Line, Blue);
    m_cdfSeries = m_cdf->addSeries({}, ChartViewAdapter::Kind::Line, Blue);
    m_cdf->setYRange(ChartViewAdapter::Axis::Left, 0, 100);

    retranslate();

    for (ChartViewAdapter *chart : std::as_const(m_timeCharts))
        connect(chart, &ChartViewAdapter::userChangedRange, this, &LiveCharts::onUserRange);
    connect(m_followBox, &QCheckBox::toggled, this, &LiveCharts::setFollowLive);
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(reset, &QPushButton::clicked, this, &LiveCharts::resetZoom);
    connect(m_monitor, &RunMonitor::changed, this, &LiveCharts::onChanged);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(RefreshIntervalMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &LiveCharts::refresh);
    m_sinceDistribution.start();
    applyRange(0, 10);
}

LiveCharts::~LiveCharts() = default;

void LiveCharts::retranslate()
{
    m_followBox->setText(tr("Follow live"));
    m_followBox->setToolTip(tr("Keep the newest data in view; zooming or panning turns this off"));
    m_window->clear();
    m_window->addItem(tr("Whole experiment"), 0.0);
    m_window->addItem(tr("Last 10 s"), 10.0);
    m_window->addItem(tr("Last 60 s"), 60.0);
    m_window->addItem(tr("Last 10 min"), 600.0);
    findChild<QPushButton *>(QStringLiteral("resetZoom"))->setText(tr("Reset zoom"));

    const QString time = tr("time (s)");
    m_latency->setTitle(tr("Latency of every request"));
    m_latency->setAxisTitles(time, tr("latency (ms)"));
    m_latency->setSeriesName(m_warm, tr("warm"));
    m_latency->setSeriesName(m_cold, tr("cold"));
    m_latency->setSeriesName(m_p50, tr("p50 (1 s)"));
    m_latency->setSeriesName(m_p99, tr("p99 (1 s)"));
    m_rates->setTitle(tr("Throughput and errors"));
    m_rates->setAxisTitles(time, tr("req/s"), tr("errors/s"));
    m_rates->setSeriesName(m_target, tr("target/s"));
    m_rates->setSeriesName(m_throughput, tr("completed/s"));
    m_rates->setSeriesName(m_errors, tr("errors/s"));
    m_usage->setTitle(tr("Container CPU and memory"));
    m_usage->setAxisTitles(time, tr("CPU %"), tr("MiB"));
    m_network->setTitle(tr("Container network"));
    m_network->setAxisTitles(time, tr("KiB/s"));
    const QString events = tr("events");
    m_latency->setSeriesName(m_latencyMarkers, events);
    m_rates->setSeriesName(m_rateMarkers, events);
    m_usage->setSeriesName(m_usageMarkers, events);
    m_network->setSeriesName(m_networkMarkers, events);
    m_histogram->setTitle(tr("Latency histogram"));
    m_histogram->setAxisTitles(tr("ms"), tr("requests"));
    m_histogram->setSeriesName(m_histogramSeries, tr("requests per bin"));
    m_cdf->setTitle(tr("Latency CDF"));
    m_cdf->setAxisTitles(tr("ms"), tr("% at or below"));
    m_cdf->setSeriesName(m_cdfSeries, tr("CDF"));
    m_distributions->setTabText(0, tr("Histogram"));
    m_distributions->setTabText(1, tr("CDF"));
}

void LiveCharts::onChanged(RunMonitor::Changes changes)
{
    if (!changes.testFlag(RunMonitor::Change::Cleared)) {
        if (changes & (RunMonitor::Change::Samples | RunMonitor::Change::Resources))
            dataChanged();
        return;
    }
    // A new experiment or an import: what this view remembers of the old data goes too.
    m_runs.clear();
    m_containerFilter.clear();
    m_distributionCount = 0;
    m_markersDrawn = -1;
    setFollowLive(true);
    refresh();
}

void LiveCharts::dataChanged()
{
    if (!isVisible()) {
        m_pendingWhileHidden = true;
        return;
    }
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void LiveCharts::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pendingWhileHidden) {
        m_pendingWhileHidden = false;
        m_refreshTimer.start();
    }
}

void LiveCharts::hideEvent(QHideEvent *event)
{
    // Hidden charts need no drawing: nobody sees them; the next show catches up.
    if (m_refreshTimer.isActive()) {
        m_refreshTimer.stop();
        m_pendingWhileHidden = true;
    }
    QWidget::hideEvent(event);
}

void LiveCharts::setRunFilter(const QList<int> &runs, const QStringList &containers)
{
    m_runs = runs;
    m_distributionCount = 0;
    // The resource charts follow: the containers that served the selected runs, over the time they ran.
    m_containerFilter = QSet<QString>(containers.cbegin(), containers.cend());
    double x0 = std::numeric_limits<double>::infinity();
    double x1 = -x0;
    const SampleTimeline &samples = m_monitor->samples();
    for (const int index : runs) {
        const SampleTimeline::Run *run = samples.run(index);
        if (!run)
            continue;
        for (const ServedBy &servedBy : run->info.servedBy)
            m_containerFilter.insert(servedBy.container);
        if (!run->timeS.empty()) {
            x0 = std::min(x0, double(*std::min_element(run->timeS.cbegin(), run->timeS.cend())));
            x1 = std::max(x1, double(*std::max_element(run->timeS.cbegin(), run->timeS.cend())));
        }
    }
    if (runs.isEmpty() || !(x1 >= x0)) {
        resetZoom();
        return;
    }
    const double margin = std::max(1.0, (x1 - x0) * 0.05);
    setFollowLive(false);
    applyRange(std::max(0.0, x0 - margin), x1 + margin);
    refresh();
}

QStringList LiveCharts::shownContainers() const
{
    QStringList names;
    for (const auto &[name, series] : m_containerSeries) {
        if (m_usage->isSeriesVisible(series.cpu))
            names.append(name);
    }
    return names;
}

void LiveCharts::setFollowLive(bool follow)
{
    if (m_follow == follow)
        return;
    m_follow = follow;
    const QSignalBlocker blocker(m_followBox);
    m_followBox->setChecked(follow);
    emit followLiveChanged(follow);
    if (follow)
        refresh();
}

double LiveCharts::windowSeconds() const
{
    return m_window->currentData().toDouble();
}

void LiveCharts::resetZoom()
{
    setFollowLive(true);
    refresh();
}

void LiveCharts::onUserRange(double x0, double x1)
{
    setFollowLive(false);
    applyRange(x0, x1);
    refresh();
}

void LiveCharts::applyRange(double x0, double x1)
{
    for (ChartViewAdapter *chart : std::as_const(m_timeCharts))
        chart->setXRange(x0, x1);
}

qsizetype LiveCharts::drawnLatencyPoints() const
{
    return m_latency->pointCount(m_warm) + m_latency->pointCount(m_cold);
}

qsizetype LiveCharts::drawnColdPoints() const
{
    return m_latency->pointCount(m_cold);
}

qsizetype LiveCharts::drawnEventMarkers() const
{
    return m_latency->pointCount(m_latencyMarkers);
}

int LiveCharts::drawnPercentilePieces() const
{
    return m_latency->pieceCount(m_p50);
}

QString LiveCharts::eventMarkerLabel(double timeS) const
{
    return m_latency->markerLabel(m_latencyMarkers, timeS);
}

qsizetype LiveCharts::drawnResourcePoints() const
{
    qsizetype points = 0;
    for (const auto &[name, series] : m_containerSeries) {
        points += m_usage->pointCount(series.cpu) + m_usage->pointCount(series.memory)
            + m_network->pointCount(series.rx) + m_network->pointCount(series.tx);
    }
    return points;
}

void LiveCharts::refresh()
{
    QElapsedTimer timer;
    timer.start();
    m_refreshTimer.stop();

    double x0 = m_latency->xMin();
    double x1 = m_latency->xMax();
    if (m_follow) {
        const double end = std::max({m_monitor->samples().endTimeS(), m_monitor->resources().endTimeS(), 1.0});
        const double window = windowSeconds();
        if (window > 0) {
            // A sliding window moves in tenths of itself, not with every batch.
            const double step = window / 10;
            x1 = std::ceil(end * 1.001 / step) * step;
            x0 = std::max(0.0, x1 - window);
        } else {
            // The whole experiment: the axis end jumps to round numbers, so the
            // axis (and the chart layout) changes a few times per decade only.
            x1 = niceTop(end * 1.02);
            x0 = 0;
        }
        applyRange(x0, x1);
    }
    drawLatency(x0, x1);
    drawRates(x0, x1);
    drawResources(x0, x1);
    drawMarkers();
    if (m_sinceDistribution.elapsed() >= DistributionIntervalMs || m_distributionCount == 0)
        drawDistribution();

    ++m_refreshes;
    m_lastRefreshNs = timer.nsecsElapsed();
    m_refreshTimer.setInterval(std::max<int>(RefreshIntervalMs, int(m_lastRefreshNs / 1000000 * RefreshShareFactor)));
}

void LiveCharts::drawLatency(double x0, double x1)
{
    // A column as wide as a marker: narrower columns would only stack markers.
    const int columns = std::max(1, m_latency->plotColumns() / ChartViewAdapter::ScatterMarkerPixels);
    ScatterDecimator warm(x0, x1, columns);
    ScatterDecimator cold(x0, x1, columns);
    m_monitor->samples().decimateLatency(m_runs, warm, cold);
    const QList<QPointF> warmPoints = warm.points();
    const QList<QPointF> coldPoints = cold.points();
    QList<QPointF> p50, p99;
    m_monitor->samples().percentiles(m_runs, x0, x1, p50, p99);
    m_latency->setPoints(m_warm, warmPoints);
    m_latency->setPoints(m_cold, coldPoints);
    m_latency->setPoints(m_p50, p50);
    m_latency->setPoints(m_p99, p99);
    const double top = std::max({maxY(warmPoints), maxY(coldPoints), maxY(p99), 1.0});
    double bottom = top;
    for (const QList<QPointF> *points : std::initializer_list<const QList<QPointF> *>{&warmPoints, &coldPoints, &p50}) {
        for (const QPointF &p : *points) {
            if (p.y() > 0)
                bottom = std::min(bottom, p.y());
        }
    }
    // Decades, so the axis changes rarely.
    const double y0 = std::pow(10.0, std::floor(std::log10(std::max(bottom, 1e-3))));
    const double y1 = std::pow(10.0, std::ceil(std::log10(top * 1.0001)));
    m_latency->setYRange(ChartViewAdapter::Axis::Left, y0, std::max(y1, y0 * 10));
}

void LiveCharts::drawRates(double x0, double x1)
{
    QList<QPointF> throughput, errors;
    m_monitor->samples().rates(m_runs, x0, x1, throughput, errors);
    const QList<QPointF> target = m_monitor->samples().targetRates(m_runs, x0, x1);
    m_rates->setPoints(m_target, target);
    // Listed in the legend only while there is a plan to show.
    m_rates->setSeriesVisible(m_target, !target.isEmpty());
    m_rates->setPoints(m_throughput, throughput);
    m_rates->setPoints(m_errors, errors);
    m_rates->setYRange(ChartViewAdapter::Axis::Left, 0, niceTop(std::max(maxY(throughput), maxY(target)) * 1.05));
    m_rates->setYRange(ChartViewAdapter::Axis::Right, 0, niceTop(std::max(1.0, maxY(errors)) * 1.05));
}

void LiveCharts::drawResources(double x0, double x1)
{
    double cpuTop = 0, memoryTop = 0, networkTop = 0;
    for (const auto &[name, series] : m_monitor->resources().containers()) {
        auto it = m_containerSeries.find(name);
        if (it == m_containerSeries.end()) {
            const qsizetype first = 2 * qsizetype(m_containerSeries.size());
            const QColor color = containerColors.at(first % containerColors.size());
            const QColor second = containerColors.at((first + 1) % containerColors.size());
            ContainerSeries ids{};
            ids.cpu = m_usage->addSeries(tr("%1 CPU").arg(name), ChartViewAdapter::Kind::Line, color);
            ids.memory = m_usage->addSeries(tr("%1 memory").arg(name), ChartViewAdapter::Kind::Line, second,
                                            ChartViewAdapter::Axis::Right);
            ids.rx = m_network->addSeries(tr("%1 rx").arg(name), ChartViewAdapter::Kind::Line, color);
            ids.tx = m_network->addSeries(tr("%1 tx").arg(name), ChartViewAdapter::Kind::Line, second);
            it = m_containerSeries.emplace(name, ids).first;
        }
        const QList<QPointF> cpu = clipped(series.cpuPercent, x0, x1);
        const QList<QPointF> memory = clipped(series.memoryMiB, x0, x1);
        const QList<QPointF> rx = clipped(series.rxKiBps, x0, x1);
        const QList<QPointF> tx = clipped(series.txKiBps, x0, x1);
        m_usage->setPoints(it->second.cpu, cpu);
        m_usage->setPoints(it->second.memory, memory);
        m_network->setPoints(it->second.rx, rx);
        m_network->setPoints(it->second.tx, tx);
        const bool shown = m_containerFilter.isEmpty() || m_containerFilter.contains(name);
        m_usage->setSeriesVisible(it->second.cpu, shown);
        m_usage->setSeriesVisible(it->second.memory, shown);
        m_network->setSeriesVisible(it->second.rx, shown);
        m_network->setSeriesVisible(it->second.tx, shown);
        if (!shown)
            continue;
        cpuTop = std::max(cpuTop, maxY(cpu));
        memoryTop = std::max(memoryTop, maxY(memory));
        networkTop = std::max({networkTop, maxY(rx), maxY(tx)});
    }
    m_usage->setYRange(ChartViewAdapter::Axis::Left, 0, niceTop(std::max(cpuTop, 1.0) * 1.05));
    m_usage->setYRange(ChartViewAdapter::Axis::Right, 0, niceTop(std::max(memoryTop, 1.0) * 1.05));
    m_network->setYRange(ChartViewAdapter::Axis::Left, 0, niceTop(std::max(networkTop, 1.0) * 1.05));
    // Without containers the resource charts would be empty boxes: give their room to the others.
    const bool containers = !m_monitor->resources().containers().empty();
    m_usage->setVisible(containers);
    m_network->setVisible(containers);
}

void LiveCharts::drawMarkers()
{
    const auto &markers = m_monitor->resources().markers();
    if (markers.size() == m_markersDrawn)
        return;
    m_markersDrawn = markers.size();
    QList<QPointF> points;
    QStringList labels;
    const QLocale locale;
    for (const auto &marker : markers) {
        points.append(QPointF(marker.timeS, 0));
        labels.append(
            marker.detail.isEmpty()
                ? tr("%1 s: %2 %3").arg(locale.toString(marker.timeS, 'f', 1), marker.container, marker.action)
                : tr("%1 s: %2 %3 (%4)")
                      .arg(locale.toString(marker.timeS, 'f', 1), marker.container, marker.action, marker.detail));
    }
    for (const auto &[chart, series] : {std::pair{m_latency, m_latencyMarkers}, std::pair{m_rates, m_rateMarkers},
                                        std::pair{m_usage, m_usageMarkers}, std::pair{m_network, m_networkMarkers}}) {
        chart->setPoints(series, points);
        chart->setMarkerLabels(series, labels);
    }
}

void LiveCharts::drawDistribution()
{
    const stats::LogHistogram histogram = m_monitor->samples().histogram(m_runs);
    m_sinceDistribution.restart();
    if (histogram.count() == m_distributionCount && m_distributionCount != 0)
        return;
    m_distributionCount = histogram.count();
    if (histogram.count() == 0) {
        m_histogram->setPoints(m_histogramSeries, {});
        m_cdf->setPoints(m_cdfSeries, {});
        return;
    }
    // Both curves come from the histogram's quantiles: the CDF directly, the
    // histogram by counting how many 0.1 % quantile steps land in each of 60
    // log-spaced bins.
    constexpr int Steps = 1000;
    constexpr int Bins = 60;
    QList<QPointF> cdf;
    std::vector<double> quantiles(Steps + 1);
    for (int i = 0; i <= Steps; ++i) {
        quantiles[std::size_t(i)] = histogram.quantile(double(i) / Steps);
        if (i % 5 == 0)
            cdf.append(QPointF(std::max(quantiles[std::size_t(i)], 1e-3), 100.0 * i / Steps));
    }
    const double lo = std::max(histogram.min(), 1e-3);
    const double hi = std::max(histogram.max(), lo * 1.01);
    // The axes snap to decades so they rarely change while data arrives.
    const double axisLo = std::pow(10.0, std::floor(std::log10(lo)));
    const double axisHi = std::pow(10.0, std::ceil(std::log10(hi * 1.0001)));
    const double logLo = std::log10(lo);
    const double width = (std::log10(hi) - logLo) / Bins;
    std::vector<double> counts(Bins, 0.0);
    const double perStep = double(histogram.count()) / Steps;
    for (int i = 1; i <= Steps; ++i) {
        const double v = std::max(quantiles[std::size_t(i)], lo);
        const int bin = std::clamp(int((std::log10(v) - logLo) / width), 0, Bins - 1);
        counts[std::size_t(bin)] += perStep;
    }
    QList<QPointF> bars;
    double top = 0;
    for (int b = 0; b < Bins; ++b) {
        const double left = std::pow(10.0, logLo + b * width);
        const double right = std::pow(10.0, logLo + (b + 1) * width);
        bars.append(QPointF(left, counts[std::size_t(b)]));
        bars.append(QPointF(right, counts[std::size_t(b)]));
        top = std::max(top, counts[std::size_t(b)]);
    }
    m_histogram->setPoints(m_histogramSeries, bars);
    m_histogram->setXRange(axisLo, axisHi);
    m_histogram->setYRange(ChartViewAdapter::Axis::Left, 0, niceTop(top * 1.05));
    m_cdf->setPoints(m_cdfSeries, cdf);
    m_cdf->setXRange(axisLo, axisHi);
}

} // namespace cp
