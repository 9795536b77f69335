#include "http/open_loop_timetable.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace cp;

class TestOpenLoopTimetable : public QObject
{
    Q_OBJECT
private slots:
    void constantRate()
    {
        const OpenLoopTimetable t(LoadProfile::ramp(200, 200, 7'000'000'000), 0);
        QCOMPARE(t.dueNs(0).value_or(-1), 0);
        QCOMPARE(t.dueNs(1).value_or(-1), 5'000'000);
        QCOMPARE(t.dueNs(1399).value_or(-1), 6'995'000'000);
        QVERIFY(!t.dueNs(1400));
    }

    void limitEndsEarly()
    {
        const OpenLoopTimetable t(LoadProfile::ramp(100, 100, 0), 10);
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
        const OpenLoopTimetable t(LoadProfile::ramp(r0, r1, duration), 0);
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
        const OpenLoopTimetable t(LoadProfile::ramp(r0, r1, duration), limit);
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
        QVERIFY(!OpenLoopTimetable(LoadProfile::ramp(0, 0, 1'000'000'000), 0).dueNs(0));
        QVERIFY(!OpenLoopTimetable().dueNs(0));
    }
    // Stages (docs/load-testing.md#stages): ramp up, hold, spike, down to nothing.
    void stagesFollowTheirIntegral()
    {
        using namespace std::chrono_literals;
        const LoadProfile rate(0, {{10s, 100}, {30s, 500}, {0s, 1000}, {5s, 1000}, {10s, 0}});
        QCOMPARE(rate.durationNs(), 55'000'000'000);
        QCOMPARE(rate.targetAt(5'000'000'000), 50.0);
        QCOMPARE(rate.targetAt(25'000'000'000), 300.0);
        // The step of a stage without duration: 500 until 40 s, 1000 from then.
        QVERIFY(std::abs(rate.targetAt(39'999'999'999) - 500.0) < 1e-6);
        QCOMPARE(rate.targetAt(40'000'000'000), 1000.0);
        QCOMPARE(rate.maxTarget(), 1000.0);
        const OpenLoopTimetable t(rate, 0);
        // Each stage holds as many requests as its area: 500, 9000, 5000, 5000.
        const auto countBetween = [&t](std::int64_t fromNs, std::int64_t toNs) {
            std::int64_t count = 0;
            for (std::int64_t k = 0;; ++k) {
                const auto due = t.dueNs(k);
                if (!due)
                    return count;
                count += *due >= fromNs && *due < toNs ? 1 : 0;
            }
        };
        QVERIFY(std::abs(countBetween(0, 10'000'000'000) - 500) <= 1);
        QVERIFY(std::abs(countBetween(10'000'000'000, 40'000'000'000) - 9000) <= 1);
        QVERIFY(std::abs(countBetween(40'000'000'000, 45'000'000'000) - 5000) <= 1);
        QVERIFY(std::abs(countBetween(45'000'000'000, 55'000'000'000) - 5000) <= 1);
        QVERIFY(std::abs(countBetween(0, std::numeric_limits<std::int64_t>::max()) - 19'500) <= 1);
        // Held at 1000 req/s, requests are exactly 1 ms apart.
        const std::int64_t k = 10'000;
        QCOMPARE(*t.dueNs(k + 1) - *t.dueNs(k), 1'000'000);
    }

    void aStageAtZeroSendsNothing()
    {
        using namespace std::chrono_literals;
        // 2 s of nothing, then 100 req/s for 1 s, then nothing again.
        const OpenLoopTimetable t(LoadProfile(0, {{2s, 0}, {0s, 100}, {1s, 100}, {0s, 0}, {2s, 0}}), 0);
        QCOMPARE(t.dueNs(0).value_or(-1), 2'000'000'000);
        QCOMPARE(t.dueNs(99).value_or(-1), 2'990'000'000);
        QVERIFY(!t.dueNs(100));
        QCOMPARE(t.firstDueFrom(0, 1, 2'500'000'000), 50);
    }

    void aProfileWithoutAnEndIsConstant()
    {
        const LoadProfile rate = LoadProfile::constant(250);
        QCOMPARE(rate.durationNs(), 0);
        QCOMPARE(rate.targetAt(1'000'000'000'000), 250.0);
        QCOMPARE(rate.integralTo(2'000'000'000), 500.0);
        QVERIFY(LoadProfile(0, {}).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestOpenLoopTimetable)
#include "tst_open_loop_timetable.moc"
