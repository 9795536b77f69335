// The window stays readable from 1024 × 700 up: every chart a person can bring into view
// has a plot area at least 150 px high and every axis title whole, with a container's
// resource charts shown as well as the latency ones; the Containers dock shows every
// docker-stats column of a container without scrolling.
#include "chart_checks.h"
#include "container_list_model.h"
#include "containers_panel.h"
#include "docker/docker_connection.h"
#include "live_charts.h"
#include "main_window.h"
#include "run_monitor.h"
#include "window_fixture.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
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

    void containerColumnsAreInView_data() { chartsAreReadable_data(); }
    void containerColumnsAreInView()
    {
        QFETCH(QSize, size);
        auto window = cp::test::shownWindow(m_results.path());
        window->resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        // A container with a long name and every figure in its widest form, which a Docker
        // daemon's own list must not replace.
        QObject::disconnect(window->docker(), nullptr, window->containerModel(), nullptr);
        cp::ContainerInfo container;
        container.id = QStringLiteral("0123456789abcdef");
        container.name = QStringLiteral("function-under-test-with-a-long-name");
        container.image = QStringLiteral("registry.example/team/function-under-test:2026-12-04");
        container.state = QStringLiteral("running");
        container.ports = {cp::PublishedPort{QStringLiteral("0.0.0.0"), 49153, 8080, QStringLiteral("tcp")}};
        window->containerModel()->setContainers({container});
        cp::StatsRecord record;
        record.container = container.name;
        record.cpuPercent = 187.5;
        record.memUsedBytes = 1'012'345'678;
        record.memLimitBytes = 2'147'483'648;
        record.netRxBytes = 987'654'321'000;
        record.netTxBytes = 123'456'789'000;
        record.blkReadBytes = 456'789'012'000;
        record.blkWriteBytes = 789'012'345'000;
        record.pids = 1234;
        window->containerModel()->updateStats({record});
        auto *dock = window->findChild<QDockWidget *>(QStringLiteral("containersDock"));
        QVERIFY(dock);
        QTRY_VERIFY(dock->isVisible() && !dock->visibleRegion().isEmpty());
        QTableView *table = window->containersPanel()->view();
        QTest::qWait(50);
        const QHeaderView *header = table->horizontalHeader();
        for (int column = cp::ContainerListModel::Name; column <= cp::ContainerListModel::Url; ++column) {
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(right <= table->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 ends at %2 of %3 px")
                                    .arg(window->containerModel()->headerData(column, Qt::Horizontal).toString())
                                    .arg(right)
                                    .arg(table->viewport()->width())));
            // Its text whole: the section is wider than the cell's text.
            const QString text = table->model()->index(0, column).data().toString();
            QVERIFY2(!text.isEmpty() && header->sectionSize(column) > table->fontMetrics().horizontalAdvance(text),
                     qPrintable(QStringLiteral("column %1: '%2'").arg(column).arg(text)));
        }
    }

private:
    QTemporaryDir m_results;
};

QTEST_MAIN(TestChartLayout)
#include "tst_chart_layout.moc"
