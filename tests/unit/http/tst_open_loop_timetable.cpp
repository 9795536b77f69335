#include "http/open_loop_timetable.h"

#include <QTest>

#include <cmath>

using namespace cp;

class TestOpenLoopTimetable : public QObject
{
    Q_OBJECT
private slots:
    void constantRate()
    {
        const OpenLoopTimetable t(200, 200, 7'000'000'000, 0);
        QCOMPARE(t.dueNs(0).value_or(-1), 0);
        QCOMPARE(t.dueNs(1).value_or(-1), 5'000'000);
        QCOMPARE(t.dueNs(1399).value_or(-1), 6'995'000'000);
        QVERIFY(!t.dueNs(1400));
    }

    void limitEndsEarly()
    {
        const OpenLoopTimetable t(100, 100, 0, 10);
        QCOMPARE(t.dueNs(9).value_or(-1), 90'000'000);
        QVERIFY(!t.dueNs(10));
    }

    void rampCountsTheIntegral_data()
    {
        QTest::addColumn<double>("r0");
        QTest::addColumn<double>("r1");
        QTest::newRow("up") << 100.0 << 300.0;
        QTest::newRow("down") << 300.0 << 100.0;
        QTest::newRow("from zero") << 0.0 << 400.0;
        QTest::newRow("to zero") << 400.0 << 0.0;
    }
    void rampCountsTheIntegral()
    {
        QFETCH(double, r0);
        QFETCH(double, r1);
        const std::int64_t duration = 10'000'000'000;
        const OpenLoopTimetable t(r0, r1, duration, 0);
        std::int64_t count = 0;
        std::int64_t previous = -1;
        while (const auto due = t.dueNs(count)) {
            QVERIFY(*due >= previous);
            QVERIFY(*due < duration);
            previous = *due;
            ++count;
        }
        const double expected = (r0 + r1) / 2 * 10;
        QVERIFY2(std::abs(double(count) - expected) <= 1, QByteArray::number(count).constData());
        // Over the first second the requests follow r0 + (r1 − r0)·t/10.
        std::int64_t firstSecond = 0;
        while (t.dueNs(firstSecond).value_or(duration) < 1'000'000'000)
            ++firstSecond;
        QVERIFY(std::abs(double(firstSecond) - (r0 + (r1 - r0) / 20)) <= 1);
    }

    // Skipping ahead lands where visiting request after request would.
    void firstDueFromMatchesAWalk_data()
    {
        QTest::addColumn<double>("r0");
        QTest::addColumn<double>("r1");
        QTest::addColumn<qint64>("duration");
        QTest::addColumn<qint64>("limit");
        QTest::newRow("constant") << 1000.0 << 1000.0 << qint64(3'000'000'000) << qint64(0);
        QTest::newRow("up") << 10.0 << 5000.0 << qint64(2'000'000'000) << qint64(0);
        QTest::newRow("down") << 5000.0 << 0.0 << qint64(2'000'000'000) << qint64(0);
        QTest::newRow("no end") << 777.0 << 777.0 << qint64(0) << qint64(0);
        QTest::newRow("limit") << 2000.0 << 2000.0 << qint64(0) << qint64(1500);
    }

    void firstDueFromMatchesAWalk()
    {
        QFETCH(double, r0);
        QFETCH(double, r1);
        QFETCH(qint64, duration);
        QFETCH(qint64, limit);
        const OpenLoopTimetable t(r0, r1, duration, limit);
        for (const std::int64_t stride : {1, 3}) {
            for (std::int64_t start = 0; start < 3; ++start) {
                for (std::int64_t offset = 0; offset < 3'500'000'000; offset += 123'456'789) {
                    std::int64_t walked = start;
                    while (t.dueNs(walked) && *t.dueNs(walked) < offset)
                        walked += stride;
                    const std::int64_t skipped = t.firstDueFrom(start, stride, offset);
                    QCOMPARE(skipped % stride, start % stride);
                    QCOMPARE(skipped >= start, true);
                    // Exactly: the requests skipped are counted as dropped.
                    QCOMPARE(skipped, walked);
                }
            }
        }
    }

    void noRateNoRequests()
    {
        QVERIFY(!OpenLoopTimetable(0, 0, 1'000'000'000, 0).dueNs(0));
        QVERIFY(!OpenLoopTimetable().dueNs(0));
    }
};

QTEST_APPLESS_MAIN(TestOpenLoopTimetable)
#include "tst_open_loop_timetable.moc"
