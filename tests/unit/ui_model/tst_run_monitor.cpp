#include "run_monitor.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

namespace {

constexpr std::int64_t Second = 1'000'000'000;

cp::Sample sample(std::int64_t sentNs, std::uint32_t totalUs)
{
    cp::Sample s;
    s.sentNs = sentNs;
    s.totalUs = totalUs;
    return s;
}

cp::StatsRecord record(const QString &container, std::int64_t timeNs, std::int64_t memUsedBytes)
{
    cp::StatsRecord r;
    r.container = container;
    r.timeNs = timeNs;
    r.memUsedBytes = memUsedBytes;
    r.cpuPercent = 50;
    return r;
}

cp::DockerEvent dockerEvent(const QString &container, std::int64_t timeNs, const QString &action)
{
    cp::DockerEvent e;
    e.container = container;
    e.timeNs = timeNs;
    e.action = action;
    return e;
}

cp::RunMonitor::Changes changesOf(const QSignalSpy &spy, qsizetype index)
{
    return spy.at(index).at(0).value<cp::RunMonitor::Changes>();
}

} // namespace

class TestRunMonitor : public QObject
{
    Q_OBJECT
private slots:
    void everyChangeIsSignalledOnce();
    void samplesStatsAndEventsShareTheClearsOrigin();
    void withoutAClearTheFirstRunSetsTheOrigin();
    void clearForgetsEverything();
    void targetRatesFollowProgress();
};

void TestRunMonitor::everyChangeIsSignalledOnce()
{
    cp::RunMonitor monitor;
    QSignalSpy changed(&monitor, &cp::RunMonitor::changed);
    monitor.clear();
    const std::int64_t origin = monitor.samples().origin();
    cp::RunInfo info;
    info.index = 0;
    info.startNs = origin;
    monitor.addRun(info);
    monitor.appendSamples(0, {sample(origin + Second, 1000)});
    monitor.appendStats({record(QStringLiteral("web"), origin + Second, 1 << 20)});
    monitor.appendEvents({dockerEvent(QStringLiteral("web"), origin + Second, QStringLiteral("start"))});
    cp::RunProgress progress;
    progress.run = 0;
    progress.samples = 1;
    monitor.setProgress(progress);

    using Change = cp::RunMonitor::Change;
    QCOMPARE(changed.size(), 6);
    const QList<Change> expected{Change::Cleared,   Change::Samples,   Change::Samples,
                                 Change::Resources, Change::Resources, Change::Progress};
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(changesOf(changed, i), cp::RunMonitor::Changes(expected.at(i)));
    QCOMPARE(monitor.progress().samples, 1);
    QCOMPARE(monitor.samples().sampleCount(), 1);
}

void TestRunMonitor::samplesStatsAndEventsShareTheClearsOrigin()
{
    cp::RunMonitor monitor;
    const std::int64_t before = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
    monitor.clear();
    const std::int64_t origin = monitor.samples().origin();
    QVERIFY(origin >= before);
    // A Docker event before the run's first sample still lands after the origin.
    monitor.appendEvents({dockerEvent(QStringLiteral("web"), origin + 3 * Second, QStringLiteral("restart"))});
    cp::RunInfo info;
    info.index = 0;
    info.startNs = origin + 5 * Second; // the run's start does not move the clear's origin
    monitor.addRun(info);
    monitor.appendSamples(0, {sample(origin + 4 * Second, 1000)});
    monitor.appendStats({record(QStringLiteral("web"), origin + 2 * Second, 3 << 20)});

    QCOMPARE(monitor.samples().origin(), origin);
    QCOMPARE(monitor.samples().endTimeS(), 4.0);
    QCOMPARE(monitor.resources().markers().size(), 1);
    QCOMPARE(monitor.resources().markers().at(0).timeS, 3.0);
    const auto &web = monitor.resources().containers().at(QStringLiteral("web"));
    QCOMPARE(web.memoryMiB, (QList<QPointF>{QPointF(2.0, 3.0)}));
    QCOMPARE(web.cpuPercent, (QList<QPointF>{QPointF(2.0, 50.0)}));
    QCOMPARE(monitor.resources().endTimeS(), 3.0);
}

void TestRunMonitor::withoutAClearTheFirstRunSetsTheOrigin()
{
    cp::RunMonitor monitor;
    cp::RunInfo info;
    info.index = 0;
    info.startNs = 1000 * Second;
    monitor.addRun(info);
    monitor.appendStats({record(QStringLiteral("web"), info.startNs + Second, 1 << 20)});
    QCOMPARE(monitor.samples().origin(), info.startNs);
    QCOMPARE(monitor.resources().containers().at(QStringLiteral("web")).memoryMiB.at(0).x(), 1.0);
}

void TestRunMonitor::clearForgetsEverything()
{
    cp::RunMonitor monitor;
    monitor.clear();
    cp::RunInfo info;
    info.index = 0;
    monitor.addRun(info);
    const std::int64_t origin = monitor.samples().origin();
    monitor.appendSamples(0, {sample(origin + Second, 1000)});
    monitor.appendStats({record(QStringLiteral("web"), origin + Second, 1 << 20)});
    monitor.appendEvents({dockerEvent(QStringLiteral("web"), origin + Second, QStringLiteral("die"))});
    cp::RunProgress progress;
    progress.samples = 1;
    monitor.setProgress(progress);

    monitor.clear();
    QCOMPARE(monitor.samples().runCount(), 0);
    QCOMPARE(monitor.samples().sampleCount(), 0);
    QVERIFY(monitor.resources().isEmpty());
    QCOMPARE(monitor.progress().samples, 0);
    QVERIFY(monitor.samples().origin() >= origin);
}

// docs/load-testing.md#stages: the throughput chart draws the planned rate of a staged rate run.
void TestRunMonitor::targetRatesFollowProgress()
{
    using namespace std::chrono_literals;
    cp::RunMonitor monitor;
    monitor.clear(1000 * Second);
    cp::RunInfo staged;
    staged.index = 0;
    staged.point.type = cp::RunType::Rate;
    staged.stages = {{2s, 100}, {0s, 300}, {1s, 300}};
    monitor.addRun(staged);
    cp::RunInfo closed = staged;
    closed.index = 1;
    closed.point.type = cp::RunType::Continuous; // requests in flight: not on a req/s axis
    monitor.addRun(closed);
    QSignalSpy changed(&monitor, &cp::RunMonitor::changed);
    // Nothing is drawn before the measured load began.
    QVERIFY(monitor.samples().targetRates({}, -1e9, 1e9).isEmpty());

    cp::RunProgress progress;
    progress.run = 0;
    progress.measuredSinceNs = 1005 * Second;
    monitor.setProgress(progress);
    monitor.setProgress(progress); // the same again: no news for the charts
    progress.run = 1;
    monitor.setProgress(progress);

    using Change = cp::RunMonitor::Change;
    QCOMPARE(changesOf(changed, 0), Change::Progress | Change::Samples);
    QCOMPARE(changesOf(changed, 1), cp::RunMonitor::Changes(Change::Progress));
    // Up from 0 to 100 in 2 s, a step to 300, held for 1 s: from 5 s after the origin.
    const QList<QPointF> planned{QPointF(5, 0), QPointF(7, 100), QPointF(7, 300), QPointF(8, 300)};
    QCOMPARE(monitor.samples().targetRates({}, -1e9, 1e9), planned);
    QCOMPARE(monitor.samples().targetRates({0}, 6, 7.5), (QList<QPointF>{QPointF(7, 100), QPointF(7, 300)}));
    QVERIFY(monitor.samples().targetRates({1}, -1e9, 1e9).isEmpty());
}

QTEST_GUILESS_MAIN(TestRunMonitor)
#include "tst_run_monitor.moc"
