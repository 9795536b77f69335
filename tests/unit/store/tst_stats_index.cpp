// What the results read back from the stats records: the memory in use that
// samples.csv's mem_used_mb takes (docs/specification.md#sample-fields), the reading
// nearest the sample's send time, and the records around a run, for its cost.
#include "store/stats_index.h"

#include <QTest>

using namespace cp;
using namespace Qt::Literals::StringLiterals;

namespace {
StatsRecord reading(const QString &container, std::int64_t timeNs, double usedMb)
{
    StatsRecord record;
    record.container = container;
    record.timeNs = timeNs;
    record.memUsedBytes = std::int64_t(usedMb * 1024 * 1024);
    return record;
}
} // namespace

class TestStatsIndex : public QObject
{
    Q_OBJECT

private slots:
    void nearestReading_data()
    {
        QTest::addColumn<qint64>("timeNs");
        QTest::addColumn<double>("usedMb");
        QTest::newRow("before the first") << qint64(0) << 10.0;
        QTest::newRow("at one") << qint64(2000) << 20.0;
        QTest::newRow("nearer the later") << qint64(2600) << 30.0;
        QTest::newRow("a tie takes the earlier") << qint64(2500) << 20.0;
        QTest::newRow("after the last") << qint64(9000) << 30.0;
    }
    void nearestReading()
    {
        QFETCH(qint64, timeNs);
        QFETCH(double, usedMb);
        StatsIndex index;
        QVERIFY(index.isEmpty());
        // Batches of several streams may come out of time order.
        index.add({reading(u"web"_s, 3000, 30), reading(u"db"_s, 2000, 99)});
        index.add({reading(u"web"_s, 1000, 10), reading(u"web"_s, 2000, 20)});
        QVERIFY(!index.isEmpty());
        QCOMPARE(index.usedMb(u"web"_s, timeNs), std::optional<double>(usedMb));
    }

    void unknownContainerHasNone()
    {
        StatsIndex index;
        index.add({reading(u"web"_s, 1000, 10)});
        QCOMPARE(index.usedMb(u"db"_s, 1000), std::nullopt);
    }

    void recordsAroundARun()
    {
        StatsIndex index;
        index.add({reading(u"web"_s, 4000, 40), reading(u"db"_s, 2500, 99), reading(u"web"_s, 1000, 10)});
        index.add({reading(u"web"_s, 3000, 30), reading(u"web"_s, 2000, 20), reading(u"db"_s, 9000, 99)});
        const auto window = index.around(2500, 3000, 500);
        QCOMPARE(window.size(), 2);
        const std::vector<StatsRecord> &web = window[u"web"_s];
        QCOMPARE(web.size(), std::size_t(2));
        QCOMPARE(web[0].timeNs, 2000);
        QCOMPARE(web[1].timeNs, 3000);
        QCOMPARE(window[u"db"_s].size(), std::size_t(1));
        QVERIFY(index.around(5000, 6000, 100)[u"web"_s].empty());
    }
};

QTEST_GUILESS_MAIN(TestStatsIndex)
#include "tst_stats_index.moc"
