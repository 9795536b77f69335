// A run's cost from its containers' cgroup counters
// (docs/experiment-format.md#the-cost-of-a-run), against figures worked out by hand.
#include "stats/resource_cost.h"

#include <QTest>

Q_DECLARE_METATYPE(std::vector<cp::StatsRecord>)

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr std::int64_t Second = 1'000'000'000;
constexpr std::int64_t MiB = 1024 * 1024;

StatsRecord reading(double seconds, std::int64_t cpuNs, std::int64_t usedMib = 0, std::int64_t limitMib = 0)
{
    StatsRecord r;
    r.container = u"web"_s;
    r.timeNs = std::int64_t(seconds * double(Second));
    r.cpuUsageNs = cpuNs;
    r.memUsedBytes = usedMib * MiB;
    r.memLimitBytes = limitMib * MiB;
    return r;
}

std::optional<ContainerCost> costOf(const std::vector<StatsRecord> &records, double from, double to,
                                    QString *why = nullptr)
{
    QString ignored;
    return containerCost(u"web"_s, records, std::int64_t(from * double(Second)), std::int64_t(to * double(Second)),
                         why ? why : &ignored);
}

} // namespace

class TestResourceCost : public QObject
{
    Q_OBJECT

private slots:
    void cpuInterpolatedToTheWindow()
    {
        const auto cost = costOf({reading(0, 0), reading(1, Second), reading(2, 3 * Second), reading(3, 3 * Second)},
                                 0.5, 2.5);
        QVERIFY(cost);
        // 0.5 s used by 0.5 s, 3 s by 2.5 s.
        QCOMPARE(cost->cpuSeconds, 2.5);
        QCOMPARE(cost->counterResets, 0);
    }

    void restartCountsFromZero()
    {
        // The container restarted between 1 s and 2 s: its counter began again.
        const auto cost = costOf({reading(0, 5 * Second), reading(1, 6 * Second), reading(2, Second / 2),
                                  reading(3, 3 * Second / 2)},
                                 0, 3);
        QVERIFY(cost);
        QCOMPARE(cost->cpuSeconds, 2.5);
        QCOMPARE(cost->counterResets, 1);
    }

    // A cold start's new life used more CPU by its first reading than the old one
    // showed at its last: only the start between them tells the counters began again.
    void startBetweenReadingsRestartsEveryCounter()
    {
        std::vector<StatsRecord> records = {reading(0, Second), reading(1, 2 * Second), reading(2, 3 * Second),
                                            reading(3, 4 * Second)};
        records[1].netRxBytes = 500;
        records[2].netRxBytes = 700; // the new life's own bytes
        records[3].netRxBytes = 900;
        const std::int64_t starts[] = {-5 * Second, 3 * Second / 2};
        QString why;
        const auto cost = containerCost(u"web"_s, records, 0, 3 * Second, &why, std::nullopt, starts);
        QVERIFY2(cost, qPrintable(why));
        // 1 s of the old life, then 3 s and 1 s of the new one.
        QCOMPARE(cost->cpuSeconds, 5.0);
        QCOMPARE(cost->netRxBytes, 500 + 700 + 200);
        QCOMPARE(cost->counterResets, 1);
        // Without the start, the same readings look like one life.
        const auto unaware = costOf(records, 0, 3);
        QCOMPARE(unaware->cpuSeconds, 3.0);
        QCOMPARE(unaware->counterResets, 0);
    }

    // A CPU counter that goes down is a restart: the other counters began again too.
    void cpuResetRestartsEveryCounter()
    {
        std::vector<StatsRecord> records = {reading(0, 5 * Second), reading(1, Second)};
        records[0].netTxBytes = 100;
        records[1].netTxBytes = 300;
        const auto cost = costOf(records, 0, 1);
        QVERIFY(cost);
        QCOMPARE(cost->cpuSeconds, 1.0);
        QCOMPARE(cost->netTxBytes, 300);
        QCOMPARE(cost->counterResets, 1);
    }

    void edgesEstimatedFromTheNearestRate()
    {
        const auto cost = costOf({reading(1, Second), reading(2, 2 * Second)}, 0.5, 2.5);
        QVERIFY(cost);
        QCOMPARE(cost->cpuSeconds, 2.0);
    }

    void memoryIntegratedAndReserved()
    {
        // In use 100 → 300 MiB over 2 s, linearly; limit 256 MiB, then 512 MiB from 1 s on.
        const auto cost = costOf({reading(0, 0, 100, 256), reading(1, 0, 200, 512), reading(2, 0, 300, 512)}, 0, 2);
        QVERIFY(cost);
        QCOMPARE(cost->memoryMeanMib, 200.0);
        QCOMPARE(cost->memoryUsedGibS, 400.0 / 1024.0);
        QCOMPARE(cost->memoryPeakMib, 300.0);
        QCOMPARE(cost->memoryReservedGibS, (256.0 + 512.0) / 1024.0);
        QCOMPARE(cost->memoryLimitMib, 512.0);
    }

    void memoryWithinOneInterval()
    {
        // The window [0.5 s, 1.5 s] lies between two records: 150 → 250 MiB.
        const auto cost = costOf({reading(0, 0, 100, 1024), reading(2, 0, 300, 1024)}, 0.5, 1.5);
        QVERIFY(cost);
        QCOMPARE(cost->memoryMeanMib, 200.0);
        QCOMPARE(cost->memoryPeakMib, 250.0);
        QCOMPARE(cost->memoryReservedGibS, 1.0);
    }

    void reservedIsLimitTimesWindow()
    {
        std::vector<StatsRecord> records;
        for (int i = 0; i <= 10; ++i)
            records.push_back(reading(i, i * Second / 10, 50 + i, 128));
        const auto cost = costOf(records, 1.25, 8.75);
        QVERIFY(cost);
        QCOMPARE(cost->memoryReservedGibS, 128.0 / 1024.0 * 7.5);
        QCOMPARE(cost->cpuSeconds, 0.75);
    }

    // The record before the window still shows the limit before the sweep
    // changed it; the limit the experiment set and read back is the one held.
    void setLimitWinsOverAStaleRecord()
    {
        std::vector<StatsRecord> records;
        for (int i = 0; i <= 3; ++i)
            records.push_back(reading(i, i * Second / 10, 50, i == 0 ? 128 : 256));
        QString why;
        const auto stale = containerCost(u"web"_s, records, Second / 2, Second, &why);
        QVERIFY(stale);
        QCOMPARE(stale->memoryReservedGibS, 128.0 / 1024.0 * 0.5);
        const auto set = containerCost(u"web"_s, records, Second / 2, Second, &why, 256 * MiB);
        QVERIFY(set);
        QCOMPARE(set->memoryReservedGibS, 256.0 / 1024.0 * 0.5);
        QCOMPARE(set->memoryLimitMib, 256.0);
    }

    void ioCounters()
    {
        std::vector<StatsRecord> records = {reading(0, 0), reading(1, 0), reading(2, 0)};
        for (int i = 0; i < 3; ++i) {
            records[std::size_t(i)].netRxBytes = 1000 * i;
            records[std::size_t(i)].netTxBytes = 4000 * i;
            records[std::size_t(i)].blkReadBytes = 10;
            records[std::size_t(i)].blkWriteBytes = 512 * i * i;
        }
        const auto cost = costOf(records, 0, 2);
        QVERIFY(cost);
        QCOMPARE(cost->netRxBytes, 2000);
        QCOMPARE(cost->netTxBytes, 8000);
        QCOMPARE(cost->blkReadBytes, 0);
        QCOMPARE(cost->blkWriteBytes, 2048);
    }

    void refusals_data()
    {
        QTest::addColumn<std::vector<StatsRecord>>("records");
        QTest::addColumn<QString>("reason");
        QTest::newRow("one reading") << std::vector<StatsRecord>{reading(0, 0)} << u"has 1 stats reading(s) around the run"_s;
        QTest::newRow("after the run") << std::vector<StatsRecord>{reading(5, 0), reading(6, 0)}
                                       << u"do not cover the run"_s;
        QTest::newRow("before the run") << std::vector<StatsRecord>{reading(-5, 0), reading(-4, 0)}
                                        << u"do not cover the run"_s;
        std::vector<StatsRecord> noCpu = {reading(0, 0), reading(1, 0)};
        noCpu[1].cpuUsageNs.reset();
        QTest::newRow("no CPU counter") << noCpu << u"no cumulative CPU counter"_s;
    }
    void refusals()
    {
        QFETCH(std::vector<StatsRecord>, records);
        QFETCH(QString, reason);
        QString why;
        QVERIFY(!costOf(records, 0, 1, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
        QVERIFY(why.contains(u"'web'"_s));
    }

    void runSumsItsContainers()
    {
        QHash<QString, std::vector<StatsRecord>> records;
        records[u"web"_s] = {reading(0, 0, 100, 512), reading(2, 2 * Second, 100, 512)};
        std::vector<StatsRecord> db = {reading(0, 0, 50, 256), reading(2, Second, 50, 256)};
        for (StatsRecord &r : db)
            r.container = u"db"_s;
        records[u"db"_s] = db;
        QString why;
        const auto cost = runCost(records, 0, 2 * Second, 4000, &why);
        QVERIFY2(cost, qPrintable(why));
        QCOMPARE(cost->containers.size(), std::size_t(2));
        QCOMPARE(cost->containers[0].container, u"db"_s);
        QCOMPARE(cost->total.cpuSeconds, 3.0);
        QCOMPARE(cost->total.memoryMeanMib, 150.0);
        QCOMPARE(cost->total.memoryReservedGibS, 1.5);
        QCOMPARE(cost->windowS, 2.0);
        QCOMPARE(cost->perThousandRequests(cost->total.cpuSeconds), 0.75);
    }

    void runWithoutContainers()
    {
        QString why;
        QVERIFY(!runCost({}, 0, Second, 10, &why));
        QVERIFY(why.contains(u"no container is bound"_s));
    }
};

QTEST_GUILESS_MAIN(TestResourceCost)
#include "tst_resource_cost.moc"
