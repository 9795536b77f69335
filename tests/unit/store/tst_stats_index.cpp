// The memory in use that samples.csv's mem_used_mb takes from the stats records
// (docs/specification.md#sample-fields): the reading nearest the sample's send time.
#include "store/memory_index.h"

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

class TestMemoryIndex : public QObject
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
        MemoryIndex index;
        QVERIFY(index.isEmpty());
        // Batches of several streams may come out of time order.
        index.add({reading(u"web"_s, 3000, 30), reading(u"db"_s, 2000, 99)});
        index.add({reading(u"web"_s, 1000, 10), reading(u"web"_s, 2000, 20)});
        QVERIFY(!index.isEmpty());
        QCOMPARE(index.usedMb(u"web"_s, timeNs), std::optional<double>(usedMb));
    }

    void unknownContainerHasNone()
    {
        MemoryIndex index;
        index.add({reading(u"web"_s, 1000, 10)});
        QCOMPARE(index.usedMb(u"db"_s, 1000), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestMemoryIndex)
#include "tst_memory_index.moc"
