// The charts stay readable from 1024 × 700 up: every chart a person can bring into view
// has a plot area at least 150 px high and every axis title whole, with a container's
// resource charts shown as well as the latency ones.
#include "chart_checks.h"
#include "live_charts.h"
#include "main_window.h"
#include "run_monitor.h"
#include "window_fixture.h"

#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Ten seconds of a run against one container: samples, stats, and a restart.
void fill(cp::RunMonitor *monitor)
{
    const std::int64_t start = 1'780'000'000'000'000'000;
    monitor->clear(start);
    cp::RunInfo info;
    info.index = 0;
    info.startNs = start;
    info.endNs = start + 10'000'000'000;
    monitor->addRun(info);
    cp::SampleBatch samples;
    for (int i = 0; i < 2000; ++i) {
        cp::Sample s;
        s.id = std::uint32_t(i);
        s.sentNs = start + std::int64_t(i) * 5'000'000;
        s.totalUs = std::uint32_t(1'500 + (i * 37) % 4'000);
        s.ttfbUs = s.totalUs;
        s.status = 200;
        s.coldness = i % 500 == 0 ? cp::Coldness::Cold : cp::Coldness::Warm;
        samples.append(s);
    }
    monitor->appendSamples(0, samples);
    cp::StatsRecordBatch stats;
    for (int i = 0; i < 10; ++i) {
        cp::StatsRecord r;
        r.timeNs = start + std::int64_t(i) * 1'000'000'000;
        r.container = QStringLiteral("function-under-test");
        r.cpuPercent = 40.0 + i;
        r.memUsedBytes = 50'000'000 + i * 1'000'000;
        r.memLimitBytes = 268'435'456;
        r.netRxBytesPerSecond = 100'000.0;
        r.netTxBytesPerSecond = 80'000.0;
        stats.append(r);
    }
    monitor->appendStats(stats);
    cp::DockerEvent restart;
    restart.timeNs = start + 5'000'000'000;
    restart.container = QStringLiteral("function-under-test");
    restart.action = QStringLiteral("restart");
    restart.origin = cp::DockerEvent::Origin::ContainerPerf;
    monitor->appendEvents({restart});
}

} // namespace

class TestChartLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ContainerPerfTest"));
        QApplication::setApplicationName(QStringLiteral("tst_chart_layout"));
        QSettings().clear();
        QVERIFY(m_results.isValid());
    }

    void chartsAreReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addRow("1024x700") << QSize(1024, 700);
        QTest::addRow("1600x1000") << QSize(1600, 1000);
    }
    void chartsAreReadable()
    {
        QFETCH(QSize, size);
        auto window = cp::test::shownWindow(m_results.path());
        window->resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        fill(window->monitor());
        cp::LiveCharts *charts = window->charts();
        charts->refresh();
        QTest::qWait(50);
        QVERIFY(charts->drawnResourcePoints() > 0);

        auto *distributions = charts->findChild<QTabWidget *>(QStringLiteral("distributionCharts"));
        QVERIFY(distributions);
        const auto checkShown = [&] {
            QSet<const QChartView *> checked;
            const QStringList problems = cp::test::unreadableCharts(charts, &checked);
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1String("; "))));
            // The four time charts and the shown distribution.
            QCOMPARE(checked.size(), 5);
        };
        checkShown();
        distributions->setCurrentIndex(1);
        QTest::qWait(50);
        checkShown();
        // The latency chart is the first a person sees, whatever the window's height.
        auto *stack = charts->findChild<QScrollArea *>(QStringLiteral("timeCharts"));
        QVERIFY(stack);
        QCOMPARE(stack->verticalScrollBar()->value(), 0);
    }

private:
    QTemporaryDir m_results;
};

QTEST_MAIN(TestChartLayout)
#include "tst_chart_layout.moc"
