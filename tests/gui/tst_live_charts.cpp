// What the time charts draw of sparse and selected runs (docs/user-guide.md#the-window):
// p50/p99 lines never joined across seconds without samples or across runs, event
// markers that name event and container, and a selection of runs that the resource
// charts follow (the containers that served them, over the time they ran).
#include "chart_view_adapter.h"
#include "live_charts.h"
#include "run_monitor.h"

#include <QApplication>
#include <QChartView>
#include <QLegendMarker>
#include <QTest>

namespace {

constexpr std::int64_t Second = 1'000'000'000;
constexpr std::int64_t Origin = 1'700'000'000 * Second;

cp::Sample sample(double atS, std::uint32_t totalUs, int servedBy = -1)
{
    cp::Sample s;
    s.sentNs = Origin + std::int64_t(atS * 1e9);
    s.totalUs = totalUs;
    if (servedBy >= 0)
        s.servedBy = std::uint16_t(servedBy);
    return s;
}

cp::RunInfo runServedBy(int index, const QString &container)
{
    cp::RunInfo info;
    info.index = index;
    info.servedBy = {{container, 0}};
    return info;
}

cp::StatsRecordBatch stats(const QString &container, double fromS, double toS)
{
    cp::StatsRecordBatch records;
    for (double t = fromS; t <= toS; t += 1) {
        cp::StatsRecord r;
        r.container = container;
        r.timeNs = Origin + std::int64_t(t * 1e9);
        r.cpuPercent = 20;
        r.memUsedBytes = 64 << 20;
        records.append(r);
    }
    return records;
}

// Charts on screen over an empty monitor whose time counts from Origin.
struct ShownCharts
{
    ShownCharts()
    {
        charts.resize(1000, 900);
        charts.show();
        monitor.clear(Origin);
    }
    cp::RunMonitor monitor;
    cp::LiveCharts charts{&monitor};
};

} // namespace

class TestLiveCharts : public QObject
{
    Q_OBJECT
private slots:
    void percentileLinesBreakAtGaps();
    void aBrokenLineHasOneLegendEntry();
    void markersNameEventAndContainer();
    void selectionFiltersTheResourceCharts();
};

void TestLiveCharts::percentileLinesBreakAtGaps()
{
    ShownCharts shown;
    cp::RunMonitor &monitor = shown.monitor;
    cp::LiveCharts &charts = shown.charts;
    monitor.addRun(runServedBy(0, QStringLiteral("a")));
    // Seconds 0–3 with samples, nothing until 20, then 20–21, then 40 alone: three pieces.
    cp::SampleBatch batch;
    for (const double t : {0.1, 0.5, 1.2, 2.3, 3.4, 20.1, 21.3, 40.5})
        batch.append(sample(t, 1000));
    monitor.appendSamples(0, batch);
    // A second run right after: its line does not continue the first one's.
    monitor.addRun(runServedBy(1, QStringLiteral("a")));
    monitor.appendSamples(1, {sample(41.2, 2000), sample(42.3, 2000)});
    charts.refresh();
    QCOMPARE(charts.drawnPercentilePieces(), 4);

    charts.setRunFilter({0});
    QCOMPARE(charts.drawnPercentilePieces(), 3);
}

void TestLiveCharts::aBrokenLineHasOneLegendEntry()
{
    cp::ChartViewAdapter chart;
    chart.resize(600, 400);
    chart.show();
    const int line = chart.addSeries(QStringLiteral("p50"), cp::ChartViewAdapter::Kind::Line, Qt::darkGreen);
    const QList<QPointF> points{{1, 1}, {2, 2}, {2, qQNaN()}, {5, 1}, {5, qQNaN()}, {8, 3}, {9, 3}};
    chart.setPoints(line, points);
    chart.setPoints(line, points); // drawn again, as every refresh does
    QCOMPARE(chart.pieceCount(line), 3);
    QCOMPARE(chart.pointCount(line), 5);
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto visibleLegendEntries = [&chart] {
        int visible = 0;
        for (const QLegendMarker *marker : chart.findChild<QChartView *>()->chart()->legend()->markers())
            visible += marker->isVisible() ? 1 : 0;
        return visible;
    };
    QCOMPARE(visibleLegendEntries(), 1);
    chart.setSeriesVisible(line, false);
    chart.setSeriesVisible(line, true);
    QCOMPARE(visibleLegendEntries(), 1);
    chart.setPoints(line, {{1, 1}, {2, 2}});
    QCOMPARE(chart.pieceCount(line), 1);
}

void TestLiveCharts::markersNameEventAndContainer()
{
    ShownCharts shown;
    cp::RunMonitor &monitor = shown.monitor;
    cp::LiveCharts &charts = shown.charts;
    monitor.addRun(runServedBy(0, QStringLiteral("api")));
    monitor.appendSamples(0, {sample(1, 1000), sample(30, 1000)});
    cp::DockerEvent die;
    die.timeNs = Origin + 12 * Second;
    die.container = QStringLiteral("api");
    die.action = QStringLiteral("die");
    die.detail = QStringLiteral("exitCode=137");
    cp::DockerEvent restart;
    restart.timeNs = Origin + 12 * Second + Second / 100;
    restart.container = QStringLiteral("api");
    restart.action = QStringLiteral("restart");
    restart.origin = cp::DockerEvent::Origin::ContainerPerf;
    monitor.appendEvents({die, restart});
    charts.refresh();
    QCOMPARE(charts.drawnEventMarkers(), 2);
    // Two markers on one spot: both named, one per line.
    const QString label = charts.eventMarkerLabel(12.0);
    QVERIFY2(label.contains(QLatin1String("api die (exitCode=137)")), qPrintable(label));
    QVERIFY2(label.contains(QLatin1String("api containerperf.restart")), qPrintable(label));
    QCOMPARE(label.count(QLatin1Char('\n')), 1);
    QVERIFY(charts.eventMarkerLabel(25.0).isEmpty());
}

void TestLiveCharts::selectionFiltersTheResourceCharts()
{
    ShownCharts shown;
    cp::RunMonitor &monitor = shown.monitor;
    cp::LiveCharts &charts = shown.charts;
    monitor.addRun(runServedBy(0, QStringLiteral("small")));
    monitor.appendSamples(0, {sample(1, 1000, 0), sample(9, 1000, 0)});
    monitor.addRun(runServedBy(1, QStringLiteral("large")));
    monitor.appendSamples(1, {sample(60, 1000, 0), sample(70, 1000, 0)});
    monitor.appendStats(stats(QStringLiteral("small"), 0, 70));
    monitor.appendStats(stats(QStringLiteral("large"), 0, 70));
    charts.refresh();
    QCOMPARE(charts.shownContainers(), (QStringList{QStringLiteral("large"), QStringLiteral("small")}));

    charts.setRunFilter({1});
    QCOMPARE(charts.shownContainers(), QStringList{QStringLiteral("large")});
    QVERIFY(!charts.followLive());

    charts.setRunFilter({});
    QCOMPARE(charts.shownContainers().size(), 2);
    QVERIFY(charts.followLive());

    // An endpoint bound to both: its samples name no container; its summary's cost does.
    cp::RunInfo both;
    both.index = 2;
    monitor.addRun(both);
    monitor.appendSamples(2, {sample(65, 1000), sample(68, 1000)});
    charts.setRunFilter({2}, {QStringLiteral("small")});
    QCOMPARE(charts.shownContainers(), QStringList{QStringLiteral("small")});
}

QTEST_MAIN(TestLiveCharts)
#include "tst_live_charts.moc"
